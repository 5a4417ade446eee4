/*
 * test_server_clocks.c — invitations' seats handed over and the matches'
 * clocks (apps/server/h_host.c, clocks.c; issue 16), on a clock the test
 * drives: only the creator's token hands a seat to a bot or takes it back
 * (the holder's token is void then); joining a taken seat is refused; a
 * clock waits for a full table, runs out exactly at its time, and the
 * chosen bot decides for the absent seat; everyone is told (the summary,
 * the match's stream) without the choice's words; bad clocks are refused;
 * clocks, timeouts and handed seats survive a restart.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "api_client.h"

static long long now_ms = 1800000000000LL;
static long long test_clock(void *ctx)
{
    (void)ctx;
    return now_ms;
}

static srv *open_at(const char *db)
{
    srv_config cfg = { .db_path = db, .data_dir = RF_DATA_DIR, .clock_ms = test_clock };
    rf_error err;
    srv *s = srv_open(&cfg, &err);
    if (!s) fprintf(stderr, "srv_open: %s\n", err.message);
    assert_non_null(s);
    return s;
}

static char host[80];

/* Create; the creator's token in host. */
static int create(srv *s, const char *body)
{
    api_reply r = api(s, "POST", "/api/matches", NULL, body);
    if (r.status != 201) fprintf(stderr, "create: %d %s\n", r.status, r.text);
    assert_int_equal(r.status, 201);
    const char *h = json_string_value(json_object_get(r.json, "host_token"));
    assert_non_null(h);
    snprintf(host, sizeof host, "%s", h);
    int id = (int)json_integer_value(json_object_get(r.json, "id"));
    api_free(&r);
    return id;
}

static api_reply get(srv *s, int id, const char *what, const char *token)
{
    char path[64];
    snprintf(path, sizeof path, "/api/matches/%d%s", id, what);
    return api(s, "GET", path, token, NULL);
}

static api_reply hand(srv *s, int id, const char *token, const char *body)
{
    char path[64];
    snprintf(path, sizeof path, "/api/matches/%d/seat", id);
    return api(s, "POST", path, token, body);
}

static int hand_status(srv *s, int id, const char *token, const char *body, const char *error)
{
    api_reply r = hand(s, id, token, body);
    int st = r.status;
    if (error) assert_string_equal(api_error(&r), error);
    api_free(&r);
    return st;
}

static json_t *summary(srv *s, int id)
{
    api_reply r = get(s, id, "", NULL);
    assert_int_equal(r.status, 200);
    json_t *j = json_incref(r.json);
    api_free(&r);
    return j;
}

static int step_of(srv *s, int id)
{
    json_t *j = summary(s, id);
    int k = (int)json_integer_value(json_object_get(j, "step"));
    json_decref(j);
    return k;
}

static const char *HUMANS = "{\"start\":\"stages\",\"seats\":[{\"kind\":\"human\"},{\"kind\":\"human\"}]";

static void test_only_the_creator_hands_a_seat_over(void **state)
{
    (void)state;
    srv *s = open_at(":memory:");
    char body[256];
    snprintf(body, sizeof body, "%s}", HUMANS);
    int id = create(s, body);
    const char *t0 = api_join(s, id, 0, 0), *t1 = api_join(s, id, 1, 1);
    api_reply j = api(s, "POST", "/api/matches/1/join", NULL, "{\"seat\":1}");   /* taken */
    assert_int_equal(j.status, 409);
    assert_string_equal(api_error(&j), "SEAT_TAKEN");
    api_free(&j);
    const char *to_bot = "{\"seat\":1,\"kind\":\"random\"}";
    assert_int_equal(hand_status(s, id, NULL, to_bot, "NO_TOKEN"), 401);
    assert_int_equal(hand_status(s, id, t0, to_bot, "NOT_HOST"), 403);      /* a player */
    assert_int_equal(hand_status(s, id, t1, to_bot, "NOT_HOST"), 403);
    assert_int_equal(hand_status(s, id, "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef",
                                 to_bot, "NOT_HOST"), 403);
    assert_int_equal(hand_status(s, id, host, "{\"seat\":2,\"kind\":\"random\"}", "BAD_REQUEST"), 400);
    assert_int_equal(hand_status(s, id, host, "{\"seat\":1,\"kind\":\"wizard\"}", "BAD_REQUEST"), 400);
    json_t *sm = summary(s, id);                                /* nothing changed */
    assert_string_equal(json_string_value(json_object_get(json_array_get(json_object_get(sm, "seats"), 1), "kind")), "human");
    json_decref(sm);

    int before = step_of(s, id);
    assert_int_equal(hand_status(s, id, host, to_bot, NULL), 200);
    sm = summary(s, id);
    json_t *seat1 = json_array_get(json_object_get(sm, "seats"), 1);
    assert_string_equal(json_string_value(json_object_get(seat1, "kind")), "random");
    assert_false(json_is_true(json_object_get(seat1, "taken")));
    json_decref(sm);
    api_reply p = get(s, id, "/pending", t1);                   /* the old holder is out */
    assert_int_equal(p.status, 401);
    api_free(&p);
    p = get(s, id, "/pending", NULL);                           /* the bot played its turn */
    assert_int_not_equal((int)json_integer_value(json_object_get(json_object_get(p.json, "pending"), "seat")), 1);
    api_free(&p);
    assert_true(step_of(s, id) >= before);

    /* Taken back: the seat is open again for a new player. */
    assert_int_equal(hand_status(s, id, host, "{\"seat\":1,\"kind\":\"human\"}", NULL), 200);
    const char *t1b = api_join(s, id, 1, 2);
    p = get(s, id, "/state", t1b);
    assert_int_equal(p.status, 200);
    assert_int_equal(json_integer_value(json_object_get(p.json, "seat")), 1);
    api_free(&p);
    srv_close(s);
}

static void test_clock_waits_runs_out_and_the_bot_decides(void **state)
{
    (void)state;
    srv *s = open_at(":memory:");
    char body[256];
    snprintf(body, sizeof body, "%s,\"clock\":{\"seconds\":30,\"bot\":\"random\"}}", HUMANS);
    int id = create(s, body);
    const char *tok[2];
    tok[0] = api_join(s, id, 0, 0);
    now_ms += 3600 * 1000;                                      /* a free seat: nobody waits */
    assert_int_equal(srv_clocks_tick(s), 0);
    tok[1] = api_join(s, id, 1, 1);
    long long t0 = now_ms;
    json_t *sm = summary(s, id);
    json_t *clock = json_object_get(sm, "clock");
    assert_non_null(clock);
    assert_string_equal(json_string_value(json_object_get(clock, "per")), "decision");
    assert_int_equal(json_integer_value(json_object_get(clock, "left_ms")), 30000);
    int seat = (int)json_integer_value(json_object_get(clock, "seat"));
    int step = (int)json_integer_value(json_object_get(sm, "step"));
    assert_int_equal(seat, (int)json_integer_value(json_object_get(json_object_get(sm, "pending"), "seat")));
    json_decref(sm);

    srv_response no = { 0 };
    srv_stream *ev = srv_stream_open(s, id, NULL, &no);
    char buf[16384];
    while (srv_stream_next(ev, buf, sizeof buf, 0) > 0) {}
    now_ms = t0 + 29999;
    assert_int_equal(srv_clocks_tick(s), 0);
    assert_int_equal(step_of(s, id), step);
    assert_int_equal(srv_stream_next(ev, buf, sizeof buf, 0), 0);
    now_ms = t0 + 30000;                                        /* exactly its time */
    assert_int_equal(srv_clocks_tick(s), 1);
    assert_int_equal(step_of(s, id), step + 1);                 /* the bot decided, once */
    int n = srv_stream_next(ev, buf, sizeof buf - 1, 0);        /* everyone is told */
    assert_true(n > 0);
    buf[n] = '\0';
    assert_non_null(strstr(buf, "\"timeouts\":[{\"seat\":"));
    srv_stream_close(ev);
    sm = summary(s, id);
    json_t *t = json_array_get(json_object_get(json_object_get(sm, "clock"), "timeouts"), 0);
    assert_int_equal(json_integer_value(json_object_get(t, "seat")), seat);
    assert_int_equal(json_integer_value(json_object_get(t, "step")), step);
    assert_int_equal(json_object_size(t), 2);                   /* who and when, not what */
    json_decref(sm);
    /* The game log says so to everyone (issue 16), spectators too. */
    char path[64];
    snprintf(path, sizeof path, "/api/matches/%d/log", id);
    api_reply lg = api(s, "GET", path, NULL, NULL);
    assert_int_equal(lg.status, 200);
    char want[96];
    snprintf(want, sizeof want, "The clock ran out for Player %d: the random bot decides", seat + 1);
    assert_non_null(strstr(lg.text, want));
    api_free(&lg);
    /* The seat that timed out plays on with its own token. */
    api_reply p = get(s, id, "/pending", tok[seat]);
    assert_int_equal(p.status, 200);
    api_free(&p);
    srv_close(s);
}

static void test_bad_clocks_refused(void **state)
{
    (void)state;
    srv *s = open_at(":memory:");
    const char *bad[] = { "{\"clock\":{\"seconds\":0}}", "{\"clock\":{\"seconds\":86401}}",
                          "{\"clock\":{\"seconds\":30,\"per\":\"round\"}}",
                          "{\"clock\":{\"seconds\":30,\"bot\":\"human\"}}",
                          "{\"clock\":{\"seconds\":30,\"bot\":\"nobody\"}}",
                          "{\"clock\":{\"minutes\":3}}", "{\"clock\":30}" };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        api_reply r = api(s, "POST", "/api/matches", NULL, bad[i]);
        assert_int_equal(r.status, 400);
        assert_string_equal(api_error(&r), "BAD_SETUP");
        assert_non_null(strstr(r.text, "clock"));
        api_free(&r);
    }
    assert_int_equal(srv_match_count(s), 0);
    srv_close(s);
}

static void test_clock_and_handed_seat_kept_across_a_restart(void **state)
{
    (void)state;
    srv *s = open_at(api_store());
    char body[256];
    snprintf(body, sizeof body, "%s,\"clock\":{\"seconds\":10,\"per\":\"turn\",\"bot\":\"easy\"}}",
             HUMANS);
    int id = create(s, body);
    api_join(s, id, 0, 0);
    api_join(s, id, 1, 1);
    assert_int_equal(srv_clocks_tick(s), 0);
    now_ms += 10000;
    assert_int_equal(srv_clocks_tick(s), 1);
    int step = step_of(s, id);
    char hosttok[80];
    snprintf(hosttok, sizeof hosttok, "%s", host);
    srv_close(s);
    s = open_at(api_store());
    json_t *sm = summary(s, id);
    assert_int_equal(json_integer_value(json_object_get(sm, "step")), step);
    json_t *clock = json_object_get(sm, "clock");
    assert_string_equal(json_string_value(json_object_get(clock, "per")), "turn");
    assert_int_equal(json_array_size(json_object_get(clock, "timeouts")), 1);
    json_decref(sm);
    char path[64];                              /* the game log says it again after a restart */
    snprintf(path, sizeof path, "/api/matches/%d/log", id);
    api_reply lg = api(s, "GET", path, NULL, NULL);
    assert_int_equal(lg.status, 200);
    assert_non_null(strstr(lg.text, "The clock ran out for Player"));
    api_free(&lg);
    assert_int_equal(hand_status(s, id, hosttok, "{\"seat\":0,\"kind\":\"random\"}", NULL), 200);
    int after = step_of(s, id);
    srv_close(s);
    s = open_at(api_store());                                   /* the bot's seat kept */
    sm = summary(s, id);
    assert_string_equal(json_string_value(json_object_get(json_array_get(json_object_get(sm, "seats"), 0), "kind")), "random");
    assert_int_equal(json_integer_value(json_object_get(sm, "step")), after);
    assert_null(json_object_get(sm, "broken"));
    json_decref(sm);
    srv_close(s);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_only_the_creator_hands_a_seat_over),
        cmocka_unit_test(test_clock_waits_runs_out_and_the_bot_decides),
        cmocka_unit_test(test_bad_clocks_refused),
        cmocka_unit_test(test_clock_and_handed_seat_kept_across_a_restart),
    };
    return cmocka_run_group_tests(tests, api_store_setup, api_store_teardown);
}
