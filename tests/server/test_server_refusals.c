/*
 * test_server_refusals.c — the server under attack (docs/security.md,
 * "Limits and refusals"), through srv_handle and the functions the HTTP
 * layer calls (no sockets: test_server_http_limits.c and serve_http.sh
 * have those):
 *   - numbers out of range refused before any arithmetic (no int
 *     overflow, nothing truncated), each with a reason;
 *   - a legend once per match (DRAFT-6);
 *   - the seed of a match a human plays stays secret until it is over,
 *     so a copy of the match cannot show its hidden cards; bots draw from
 *     the server's secret, which is in no answer;
 *   - one client's creations and event streams are limited;
 *   - the Host, Origin and Content-Type checks of guard.c;
 *   - a path that is not UTF-8 answered with its 4xx;
 *   - a search bot's budget ("search:N") in a seat's kind refused.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>
#include <sqlite3.h>

#include "api_client.h"
#include "srv.h"

static void expect_refused(srv *s, const char *body, const char *words)
{
    api_reply r = api(s, "POST", "/api/matches", NULL, body);
    const char *msg = json_string_value(json_object_get(r.json, "message"));
    if (r.status != 400 || !msg || !strstr(msg, words))
        fail_msg("%s: %d %s (expected 400 saying %s)", body, r.status, r.text, words);
    api_free(&r);
}

/* {"sizes":[2147483647,1]} overflowed an int (red + blue); "size" and
 * "rounds" were read as int, 4294967298 and 4294967304 taken as 2 and 8. */
static void test_numbers_out_of_range_refused(void **state)
{
    (void)state;
    srv *s = api_open(":memory:", NULL);
    expect_refused(s, "{\"sizes\":[2147483647,1]}", "\"sizes\": [red, blue]");
    expect_refused(s, "{\"sizes\":[1,2147483647]}", "\"sizes\": [red, blue]");
    expect_refused(s, "{\"sizes\":[-2147483648,-1]}", "\"sizes\": [red, blue]");
    expect_refused(s, "{\"sizes\":[4294967298,4294967298]}", "\"sizes\": [red, blue]");
    expect_refused(s, "{\"sizes\":[9223372036854775807,9223372036854775807]}", "\"sizes\"");
    expect_refused(s, "{\"sizes\":[5,4]}", "8 in all at most");
    expect_refused(s, "{\"size\":4294967298}", "\"size\": 1, 2 or 3");
    expect_refused(s, "{\"size\":-4294967294}", "\"size\": 1, 2 or 3");
    expect_refused(s, "{\"rounds\":4294967304}", "\"rounds\": 1 to 8");
    expect_refused(s, "{\"rounds\":-1}", "\"rounds\": 1 to 8");
    expect_refused(s, "{\"rounds\":9223372036854775807}", "\"rounds\": 1 to 8");
    expect_refused(s, "{\"seed\":-1}", "\"seed\"");
    assert_int_equal(srv_match_count(s), 0);
    int id = api_create(s, "{\"size\":3,\"rounds\":8}");       /* in range */
    assert_true(id > 0);
    srv_close(s);
}

/* covers: DRAFT-6 — one draft card and one legend box per legend: four
 * Bangalores in one match (or one a squad) are refused with the rule. */
static void test_DRAFT_6_a_legend_once_per_match_on_the_server(void **state)
{
    (void)state;
    srv *s = api_open(":memory:", NULL);
    expect_refused(s, "{\"start\":\"stages\",\"legends\":[[\"Bangalore\",\"Bangalore\"],"
                      "[\"Bangalore\",\"Bangalore\"]]}", "DRAFT-6");
    expect_refused(s, "{\"start\":\"stages\",\"legends\":[[\"Bangalore\",\"Wraith\"],"
                      "[\"Bangalore\",\"Gibraltar\"]]}", "Bangalore is listed twice");
    expect_refused(s, "{\"legends\":[\"Bangalore\",\"Bangalore\",\"Bangalore\",\"Bangalore\"]}",
                   "DRAFT-6");
    assert_int_equal(srv_match_count(s), 0);
    srv_close(s);
}

/* A search bot's budget ("search:N" simulations, "search:Nms" a time: the
 * command line's, src/bots/ismcts.h) is refused on the server with a 400:
 * a client must not be able to make the server think for as long as it
 * likes on every decision. With or without a number, for either seat, and
 * whatever comes after the ':'; nothing is created. */
static void test_search_budget_refused_with_4xx(void **state)
{
    (void)state;
    srv *s = api_open(":memory:", NULL);
    static const char *kinds[] = { "search:100", "search:1000000000", "search:50ms",
                                   "search:999999999ms", "search:", "search:-1", "search:x",
                                   "normal:5", "random:" };
    for (size_t i = 0; i < sizeof kinds / sizeof kinds[0]; i++)
        for (int seat = 0; seat < 2; seat++) {
            char body[160];
            snprintf(body, sizeof body, "{\"seats\":[{\"kind\":\"%s\"},{\"kind\":\"%s\"}]}",
                     seat == 0 ? kinds[i] : "human", seat == 1 ? kinds[i] : "human");
            api_reply r = api(s, "POST", "/api/matches", NULL, body);
            const char *msg = json_string_value(json_object_get(r.json, "message"));
            if (r.status < 400 || r.status > 499 || !msg || !strstr(msg, "without a budget"))
                fail_msg("%s: %d %s (expected a 4xx: a bot's kind without a budget)", body,
                         r.status, r.text);
            api_free(&r);
        }
    assert_int_equal(srv_match_count(s), 0);
    assert_true(api_create(s, "{\"seats\":[{\"kind\":\"human\"},{\"kind\":\"normal\"}]}") > 0);
    srv_close(s);
}

/* Everything seat `seat` sees of match id (its view, its decision). */
static char *private_view(srv *s, int id, const char *token)
{
    char path[64];
    snprintf(path, sizeof path, "/api/matches/%d/state", id);
    api_reply r = api(s, "GET", path, token, NULL);
    assert_int_equal(r.status, 200);
    json_t *obs = json_object_get(r.json, "observation");
    char *text = json_dumps(obs, JSON_COMPACT | JSON_SORT_KEYS);
    api_free(&r);
    return text;
}

/* Whether any public answer about match id names a seed. */
static bool seed_public(srv *s, int id)
{
    char path[64];
    snprintf(path, sizeof path, "/api/matches/%d", id);
    api_reply r = api(s, "GET", path, NULL, NULL);
    bool found = json_object_get(r.json, "seed") != NULL;
    api_free(&r);
    r = api(s, "GET", "/api/matches", NULL, NULL);
    json_t *list = json_object_get(r.json, "matches"), *m;
    size_t i;
    json_array_foreach(list, i, m)
        if (json_integer_value(json_object_get(m, "id")) == id)
            found = found || json_object_get(m, "seed") != NULL;
    api_free(&r);
    snprintf(path, sizeof path, "/api/matches/%d/replay", id);
    r = api(s, "GET", path, NULL, NULL);
    found = found || r.status == 200;
    api_free(&r);
    srv_response no = { 0 };
    srv_stream *st = srv_stream_open(s, id, NULL, &no);
    char buf[8192];
    int n = srv_stream_next(st, buf, sizeof buf - 1, 0);
    buf[n > 0 ? n : 0] = '\0';
    found = found || strstr(buf, "\"seed\"") != NULL;
    srv_stream_close(st);
    return found;
}

/* The copy attack: a match of two humans created with a seed; whoever
 * reads its summary creates a copy with the same body and the seed it
 * shows, plays the same choices on both seats and reads the original's
 * hidden cards. The seed is no longer shown, so the copy is another game:
 * its private views differ from the original's. */
static void test_copy_of_a_human_match_shows_nothing(void **state)
{
    (void)state;
    srv *s = api_open(":memory:", NULL);
    const char *body = "{\"seats\":[{\"kind\":\"human\"},{\"kind\":\"human\"}],\"seed\":77}";
    int orig = api_create(s, body);
    char tok[2][80];
    for (int i = 0; i < 2; i++) snprintf(tok[i], sizeof tok[i], "%s", api_join(s, orig, i, i));
    assert_false(seed_public(s, orig));
    api_reply r = api(s, "GET", "/api/matches/1", NULL, NULL);
    const char *shown = json_string_value(json_object_get(r.json, "seed"));
    char copy_body[160];
    snprintf(copy_body, sizeof copy_body, "{\"seats\":[{\"kind\":\"human\"},{\"kind\":\"human\"}]%s%s}",
             shown ? ",\"seed\":" : "", shown ? shown : "");
    api_free(&r);
    int copy = api_create(s, copy_body);
    char ctok[2][80];
    for (int i = 0; i < 2; i++) snprintf(ctok[i], sizeof ctok[i], "%s", api_join(s, copy, i, 2 + i));
    int same = 0, views = 0;
    for (int k = 0; k < 40 && !api_over(s, orig) && !api_over(s, copy); k++) {
        for (int seat = 0; seat < 2; seat++) {
            char *a = private_view(s, orig, tok[seat]), *b = private_view(s, copy, ctok[seat]);
            same += strcmp(a, b) == 0;
            views++;
            free(a);
            free(b);
        }
        char path[64];
        snprintf(path, sizeof path, "/api/matches/%d/pending", orig);
        api_reply p = api(s, "GET", path, NULL, NULL);
        int seat = (int)json_integer_value(json_object_get(json_object_get(p.json, "pending"), "seat"));
        api_free(&p);
        api_choose_nth(s, orig, tok[seat], (unsigned)k);
        snprintf(path, sizeof path, "/api/matches/%d/pending", copy);
        p = api(s, "GET", path, NULL, NULL);
        int cseat = (int)json_integer_value(json_object_get(json_object_get(p.json, "pending"), "seat"));
        api_free(&p);
        api_choose_nth(s, copy, ctok[cseat], (unsigned)k);
    }
    assert_true(views >= 2);
    assert_true(same < views);                            /* was: every private view the same */
    srv_close(s);
}

/* The seed is public once nobody can use it: a bots' match (nobody hidden
 * from), a finished match. */
static void test_seed_of_bots_and_finished_matches_public(void **state)
{
    (void)state;
    srv *s = api_open(":memory:", NULL);
    int bots = api_create(s, "{\"seats\":[{\"kind\":\"random\"},{\"kind\":\"random\"}],\"seed\":9}");
    assert_true(seed_public(s, bots));
    int human = api_create(s, "{\"seats\":[{\"kind\":\"human\"},{\"kind\":\"random\"}],\"seed\":5,"
                              "\"rounds\":1}");
    const char *t = api_join(s, human, 0, 0);
    assert_false(seed_public(s, human));                         /* in play */
    for (unsigned k = 0; !api_over(s, human); k++) api_choose_nth(s, human, t, k);
    assert_true(seed_public(s, human));
    srv_close(s);
}

/* The choices of a bots' match of seed 9 on server s (its replay). */
static json_t *bots_choices(srv *s)
{
    int id = api_create(s, "{\"seats\":[{\"kind\":\"random\"},{\"kind\":\"random\"}],"
                           "\"seed\":9}");
    char path[64];
    snprintf(path, sizeof path, "/api/matches/%d/replay", id);
    api_reply r = api(s, "GET", path, NULL, NULL);
    assert_int_equal(r.status, 200);
    json_t *c = json_incref(json_object_get(r.json, "choices"));
    assert_non_null(c);
    api_free(&r);
    return c;
}

/* The same seed on two servers: the same game, but the bots draw from
 * each server's secret, so they play differently (a known seed, e.g. in
 * `ringfall play`, does not tell what a server's bots will do); on one
 * server, the same bots (a restart rebuilds them). */
static void test_bots_draw_from_the_server_secret(void **state)
{
    (void)state;
    srv *a = api_open(":memory:", NULL), *b = api_open(":memory:", NULL);
    json_t *ca = bots_choices(a), *cb = bots_choices(b), *ca2 = bots_choices(a);
    assert_false(json_equal(ca, cb));
    assert_true(json_equal(ca, ca2));
    json_decref(ca);
    json_decref(cb);
    json_decref(ca2);
    srv_close(a);
    srv_close(b);
}

/* The secret is in no answer: every endpoint of a finished match, hex or
 * raw. */
static void test_secret_in_no_answer(void **state)
{
    (void)state;
    srv *s = api_open(api_store(), NULL);
    int id = api_create(s, "{\"seats\":[{\"kind\":\"human\"},{\"kind\":\"random\"}],\"rounds\":1}");
    const char *t = api_join(s, id, 0, 0);
    for (unsigned k = 0; !api_over(s, id); k++) api_choose_nth(s, id, t, k);
    sqlite3 *d;
    sqlite3_stmt *q;
    assert_int_equal(sqlite3_open(api_store(), &d), SQLITE_OK);
    assert_int_equal(sqlite3_prepare_v2(d, "SELECT value FROM secret", -1, &q, NULL), SQLITE_OK);
    assert_int_equal(sqlite3_step(q), SQLITE_ROW);
    assert_int_equal(sqlite3_column_bytes(q, 0), SRV_SECRET_LEN);
    const unsigned char *raw = sqlite3_column_blob(q, 0);
    char hex[2 * SRV_SECRET_LEN + 1], half[SRV_SECRET_LEN + 1];
    for (int i = 0; i < SRV_SECRET_LEN; i++) snprintf(hex + 2 * i, 3, "%02x", raw[i]);
    memcpy(half, hex, SRV_SECRET_LEN);                /* 16 bytes of it are enough to tell */
    half[SRV_SECRET_LEN] = '\0';
    static const char *const paths[] = { "/api/matches", "/api/matches/1", "/api/matches/1/state",
                                         "/api/matches/1/pending", "/api/matches/1/log",
                                         "/api/matches/1/replay" };
    for (size_t i = 0; i < sizeof paths / sizeof paths[0]; i++) {
        api_reply r = api(s, "GET", paths[i], t, NULL);
        assert_int_equal(r.status, 200);
        assert_null(strstr(r.text, half));
        api_free(&r);
    }
    sqlite3_finalize(q);
    sqlite3_close(d);
    srv_close(s);
}

static api_reply create_from(srv *s, const char *client)
{
    const char *body = "{\"seats\":[{\"kind\":\"human\"},{\"kind\":\"human\"}]}";
    srv_request rq = { .method = "POST", .path = "/api/matches", .client = client, .body = body,
                       .body_len = strlen(body) };
    api_reply r;
    memset(&r, 0, sizeof r);
    srv_handle(s, &rq, &r.raw);
    r.status = r.raw.status;
    r.text = r.raw.body;
    r.json = json_loadb(r.text, r.raw.len, 0, NULL);
    return r;
}

/* A create flood (one client reached the 10,000 matches in 3 minutes):
 * creates_per_minute per client, then 429 with a reason; others and
 * in-process callers are not held up. */
static void test_create_flood_of_one_client_refused(void **state)
{
    (void)state;
    srv_config cfg = { .db_path = ":memory:", .data_dir = RF_DATA_DIR,
                       .limits = { .creates_per_minute = 5 } };
    rf_error err;
    srv *s = srv_open(&cfg, &err);
    assert_non_null(s);
    for (int i = 0; i < 5; i++) {
        api_reply r = create_from(s, "192.0.2.1");
        assert_int_equal(r.status, 201);
        api_free(&r);
    }
    api_reply r = create_from(s, "192.0.2.1");
    assert_int_equal(r.status, 429);
    assert_string_equal(api_error(&r), "TOO_MANY_CREATES");
    assert_non_null(strstr(r.text, "at most 5 matches a minute: try again in 1"));
    api_free(&r);
    r = create_from(s, "192.0.2.2");                       /* another client */
    assert_int_equal(r.status, 201);
    api_free(&r);
    r = create_from(s, NULL);                              /* in process: no client */
    assert_int_equal(r.status, 201);
    api_free(&r);
    assert_int_equal(srv_match_count(s), 7);
    srv_close(s);
}

/* 512 streams of one client locked everyone out: client_streams per
 * client (429), streams in all (503), below the connections. */
static void test_event_streams_of_one_client_limited(void **state)
{
    (void)state;
    srv_config cfg = { .db_path = ":memory:", .data_dir = RF_DATA_DIR,
                       .limits = { .client_streams = 3, .streams = 5 } };
    rf_error err;
    srv *s = srv_open(&cfg, &err);
    assert_non_null(s);
    int id = api_create(s, "{}");
    srv_stream *st[6];
    srv_response r = { 0 };
    for (int i = 0; i < 3; i++) assert_non_null(st[i] = srv_stream_open(s, id, "192.0.2.1", &r));
    assert_null(srv_stream_open(s, id, "192.0.2.1", &r));
    assert_int_equal(r.status, 429);
    assert_non_null(strstr(r.body, "at most 3 event streams"));
    srv_response_free(&r);
    assert_non_null(st[3] = srv_stream_open(s, id, "192.0.2.2", &r));     /* someone else */
    assert_non_null(st[4] = srv_stream_open(s, id, NULL, &r));
    memset(&r, 0, sizeof r);
    assert_null(srv_stream_open(s, id, "192.0.2.3", &r));                  /* 5 in all */
    assert_int_equal(r.status, 503);
    assert_non_null(strstr(r.body, "\"error\":\"BUSY\""));              /* srv_errors.h */
    srv_response_free(&r);
    srv_stream_close(st[0]);                                               /* one closes */
    assert_non_null(st[0] = srv_stream_open(s, id, "192.0.2.1", &r));
    for (int i = 0; i < 5; i++) srv_stream_close(st[i]);
    srv_close(s);
}

static int guard(const char *method, const char *host, const char *origin, const char *type)
{
    srv_guard g = { .port = 8080, .host = "127.0.0.1" };
    snprintf(g.allow[0], sizeof g.allow[0], "http://ringfall.example:9000");
    srv_response r;
    int status = guard_check(&g, method, host, origin, type, &r);
    srv_response_free(&r);
    return status;
}

/* A cross-site text/plain POST took a seat; DNS rebinding would let a
 * page read the answers. */
static void test_host_origin_and_content_type_checked(void **state)
{
    (void)state;
    const char *json = "application/json";
    assert_int_equal(guard("GET", NULL, NULL, NULL), 0);                 /* not a browser */
    assert_int_equal(guard("GET", "localhost:8080", NULL, NULL), 0);
    assert_int_equal(guard("GET", "127.0.0.1:8080", NULL, NULL), 0);
    assert_int_equal(guard("GET", "[::1]:8080", NULL, NULL), 0);
    assert_int_equal(guard("GET", "192.168.1.5:8080", NULL, NULL), 0);   /* friends, --host 0.0.0.0 */
    assert_int_equal(guard("GET", "ringfall.example:9000", NULL, NULL), 0);   /* --allow-origin */
    assert_int_equal(guard("GET", "attacker.example:8080", NULL, NULL), 403);  /* rebinding */
    assert_int_equal(guard("GET", "localhost.attacker.example", NULL, NULL), 403);
    assert_int_equal(guard("GET", "1.2.3.4.attacker.example", NULL, NULL), 403);
    assert_int_equal(guard("GET", "127.0.0.1.attacker.example", NULL, NULL), 403);
    assert_int_equal(guard("POST", "127.0.0.1:8080", "http://127.0.0.1.attacker.example:8080",
                           "application/json"), 403);
    assert_int_equal(guard("GET", "localhost:99999", NULL, NULL), 403);
    assert_int_equal(guard("POST", "localhost:8080", "http://localhost:8080", json), 0);   /* own */
    assert_int_equal(guard("POST", "127.0.0.1:8080", "http://localhost:8080", json), 0);
    assert_int_equal(guard("POST", "192.168.1.5:8080", "http://192.168.1.5:8080", json), 0);
    assert_int_equal(guard("POST", "127.0.0.1:8080", "http://ringfall.example:9000", json), 0);
    assert_int_equal(guard("POST", "127.0.0.1:8080", "http://attacker.example", json), 403);
    assert_int_equal(guard("POST", "127.0.0.1:8080", "http://localhost:8081", json), 403);
    assert_int_equal(guard("POST", "127.0.0.1:8080", "null", json), 403);
    assert_int_equal(guard("GET", "127.0.0.1:8080", "https://attacker.example", NULL), 403);
    assert_int_equal(guard("POST", "127.0.0.1:8080", NULL, "text/plain"), 415);      /* a form */
    assert_int_equal(guard("POST", "127.0.0.1:8080", NULL, NULL), 415);
    assert_int_equal(guard("POST", "127.0.0.1:8080", NULL, "application/jsonp"), 415);
    assert_int_equal(guard("POST", "127.0.0.1:8080", NULL, "Application/JSON; charset=utf-8"), 0);
    srv_response r;
    srv_guard g = { .port = 8080 };
    assert_int_equal(guard_check(&g, "POST", "evil.example", NULL, json, &r), 403);
    assert_non_null(strstr(r.body, "\"error\":\"BAD_HOST\""));
    srv_response_free(&r);
    assert_int_equal(guard_check(&g, "POST", NULL, "http://evil.example", json, &r), 403);
    assert_non_null(strstr(r.body, "\"error\":\"BAD_ORIGIN\""));
    srv_response_free(&r);
    assert_int_equal(guard_check(&g, "POST", NULL, NULL, "text/plain", &r), 415);
    assert_non_null(strstr(r.body, "\"error\":\"NOT_JSON\""));
    srv_response_free(&r);
}

/* A path that is not UTF-8 (libmicrohttpd decodes %ff%fe to those bytes)
 * is quoted in the refusal: the reply stays the 404 with a JSON body, the
 * bytes shown as '?'. fuzz_http found these answering 500 "out of memory"
 * (the JSON string could not be written). */
static void test_path_not_utf8_refused_with_4xx(void **state)
{
    (void)state;
    srv *s = api_open(":memory:", NULL);
    static const char *const paths[] = { "/api/modes\xed", "/\xff\xfe", "/api/matches/1/state\xdf/",
                                         "/api/matches/1/replay\x85", "/app.js\xe0\x80" };
    for (size_t k = 0; k < sizeof paths / sizeof *paths; k++) {
        api_reply r = api(s, "GET", paths[k], NULL, NULL);
        if (r.status < 400 || r.status >= 500 || !api_error(&r))
            fail_msg("GET %s: %d %s (expected a 4xx with an error code)", paths[k], r.status, r.text);
        assert_non_null(strchr(json_string_value(json_object_get(r.json, "message")), '?'));
        api_free(&r);
    }
    srv_close(s);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_numbers_out_of_range_refused),
        cmocka_unit_test(test_DRAFT_6_a_legend_once_per_match_on_the_server),
        cmocka_unit_test(test_search_budget_refused_with_4xx),
        cmocka_unit_test(test_copy_of_a_human_match_shows_nothing),
        cmocka_unit_test(test_seed_of_bots_and_finished_matches_public),
        cmocka_unit_test(test_bots_draw_from_the_server_secret),
        cmocka_unit_test(test_secret_in_no_answer),
        cmocka_unit_test(test_create_flood_of_one_client_refused),
        cmocka_unit_test(test_event_streams_of_one_client_limited),
        cmocka_unit_test(test_host_origin_and_content_type_checked),
        cmocka_unit_test(test_path_not_utf8_refused_with_4xx),
    };
    return cmocka_run_group_tests(tests, api_store_setup, api_store_teardown);
}
