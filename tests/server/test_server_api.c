/*
 * test_server_api.c — every endpoint of docs/protocol.md through
 * srv_handle, with its errors: each malformed, unauthorized or illegal
 * request gets its 4xx code and changes nothing.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "api_client.h"

#define HUMAN_VS_BOT "{\"seats\":[{\"kind\":\"human\"},{\"kind\":\"heuristic\"}],\"seed\":3}"
#define TWO_HUMANS "{\"seats\":[{\"kind\":\"human\"},{\"kind\":\"human\"}],\"seed\":11}"

static void expect(srv *s, const char *method, const char *path, const char *token,
                   const char *body, int status, const char *code)
{
    api_reply r = api(s, method, path, token, body);
    if (r.status != status || strcmp(api_error(&r), code) != 0)
        fprintf(stderr, "%s %s %s: got %d %s\n", method, path, body ? body : "", r.status, r.text);
    assert_int_equal(r.status, status);
    assert_string_equal(api_error(&r), code);
    if (status >= 400) {                    /* an error says why */
        assert_non_null(r.json);
        assert_true(strlen(json_string_value(json_object_get(r.json, "message"))) > 0);
    }
    api_free(&r);
}

/* The whole match as two observers see it: nothing must change on errors. */
static char *snapshot(srv *s, int id, const char *token)
{
    char path[64];
    snprintf(path, sizeof path, "/api/matches/%d/state", id);
    api_reply a = api(s, "GET", path, token, NULL);
    snprintf(path, sizeof path, "/api/matches/%d", id);
    api_reply b = api(s, "GET", path, NULL, NULL);
    size_t n = strlen(a.text) + strlen(b.text) + 2;
    char *t = malloc(n);
    snprintf(t, n, "%s|%s", a.text, b.text);
    api_free(&a);
    api_free(&b);
    return t;
}

static void test_create_and_list(void **state)
{
    (void)state;
    srv *s = api_open(":memory:", NULL);
    api_reply r = api(s, "POST", "/api/matches", NULL, HUMAN_VS_BOT);
    assert_int_equal(r.status, 201);
    assert_int_equal(json_integer_value(json_object_get(r.json, "id")), 1);
    assert_string_equal(json_string_value(json_object_get(r.json, "mode")), "BR");
    assert_null(json_object_get(r.json, "seed"));       /* given, but a human plays: secret */
    api_free(&r);
    /* stages, 2 v 2 legends given (BR-1), no ring, a random seed */
    r = api(s, "POST", "/api/matches", NULL, "{\"start\":\"stages\",\"size\":2,\"ring\":false,"
            "\"legends\":[[\"Wraith\",\"Loba\"],[\"Gibraltar\",\"Lifeline\"]],\"seats\":[{\"kind\":\"human\"},"
            "{\"kind\":\"random\"}],\"rounds\":2,\"deck\":\"none\"}");
    assert_int_equal(r.status, 201);
    assert_false(json_is_true(json_object_get(r.json, "ring")));
    assert_null(json_object_get(r.json, "seed"));        /* secret while it is played */
    api_free(&r);
    r = api(s, "GET", "/api/matches", NULL, NULL);
    assert_int_equal(r.status, 200);
    assert_int_equal(json_array_size(json_object_get(r.json, "matches")), 2);
    assert_null(strstr(r.text, "token"));
    api_free(&r);
    r = api(s, "GET", "/api/matches/2", NULL, NULL);
    assert_int_equal(r.status, 200);
    assert_string_equal(json_string_value(json_object_get(r.json, "start")), "stages");
    api_free(&r);
    srv_close(s);
}

static void test_create_errors(void **state)
{
    (void)state;
    srv *s = api_open(":memory:", NULL);
    static const struct { const char *body, *code; } bad[] = {
        { "", "BAD_SETUP" },
        { "{", "BAD_SETUP" },
        { "[1,2]", "BAD_SETUP" },
        { "{\"colour\":\"red\"}", "BAD_SETUP" },                     /* unknown field */
        { "{\"mode\":\"control\"}", "BAD_SETUP" },
        { "{\"map\":\"../../etc/passwd\"}", "BAD_SETUP" },
        { "{\"map\":\"nowhere\"}", "BAD_SETUP" },
        { "{\"size\":4}", "BAD_SETUP" },
        { "{\"size\":\"2\"}", "BAD_SETUP" },
        { "{\"rounds\":9}", "BAD_SETUP" },
        { "{\"seed\":-1}", "BAD_SETUP" },
        { "{\"seed\":1.5}", "BAD_SETUP" },
        { "{\"start\":\"later\"}", "BAD_SETUP" },
        { "{\"seats\":[{\"kind\":\"alien\"},{\"kind\":\"human\"}]}", "BAD_SETUP" },
        { "{\"seats\":[{\"kind\":\"human\"}]}", "BAD_SETUP" },
        { "{\"start\":\"stages\",\"legends\":[[\"Nobody\",\"Wraith\"],[\"Gibraltar\","
          "\"Bloodhound\"]]}", "BAD_SETUP" },                          /* refused by the engine */
        { "{\"start\":\"stages\",\"legends\":[[\"Wraith\"],[\"Gibraltar\"]]}", "BAD_SETUP" },
        { "{\"legends\":[\"Wraith\"]}", "BAD_SETUP" },
        { "{\"deck\":\"no-such-deck\"}", "BAD_SETUP" },
        { "{\"ring\":\"yes\"}", "BAD_SETUP" },
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
        expect(s, "POST", "/api/matches", NULL, bad[i].body, 400, bad[i].code);
    assert_int_equal(srv_match_count(s), 0);                 /* nothing was made */
    srv_close(s);
}

static void test_routes(void **state)
{
    (void)state;
    srv *s = api_open(":memory:", NULL);
    api_create(s, HUMAN_VS_BOT);
    expect(s, "GET", "/api/matches/999", NULL, NULL, 404, "NO_MATCH");
    expect(s, "GET", "/api/matches/abc", NULL, NULL, 404, "NOT_FOUND");
    expect(s, "GET", "/api/matches/0", NULL, NULL, 404, "NOT_FOUND");
    expect(s, "GET", "/api/matches/99999999999", NULL, NULL, 404, "NOT_FOUND");
    expect(s, "GET", "/api/matches/1/nothing", NULL, NULL, 404, "NOT_FOUND");
    expect(s, "GET", "/api/nothing", NULL, NULL, 404, "NOT_FOUND");
    expect(s, "DELETE", "/api/matches", NULL, NULL, 405, "METHOD_NOT_ALLOWED");
    expect(s, "POST", "/api/matches/1", NULL, "{}", 405, "METHOD_NOT_ALLOWED");
    expect(s, "GET", "/api/matches/1/choose", NULL, NULL, 405, "METHOD_NOT_ALLOWED");
    expect(s, "POST", "/api/matches/1/state", NULL, "{}", 405, "METHOD_NOT_ALLOWED");
    expect(s, "GET", "relative", NULL, NULL, 400, "BAD_REQUEST");
    char *big = malloc(SRV_MAX_BODY + 2);
    memset(big, ' ', SRV_MAX_BODY + 1);
    big[SRV_MAX_BODY + 1] = '\0';
    expect(s, "POST", "/api/matches", NULL, big, 413, "TOO_LARGE");
    free(big);
    assert_int_equal(srv_match_count(s), 1);
    srv_close(s);
}

static void test_join(void **state)
{
    (void)state;
    srv *s = api_open(":memory:", NULL);
    int id = api_create(s, HUMAN_VS_BOT);
    char *before = snapshot(s, id, NULL);
    expect(s, "POST", "/api/matches/1/join", NULL, "{\"seat\":1}", 409, "BOT_SEAT");
    expect(s, "POST", "/api/matches/1/join", NULL, "{\"seat\":2}", 400, "BAD_REQUEST");
    expect(s, "POST", "/api/matches/1/join", NULL, "{\"seat\":\"0\"}", 400, "BAD_REQUEST");
    expect(s, "POST", "/api/matches/1/join", NULL, "{\"seat\":0,\"x\":1}", 400, "BAD_REQUEST");
    expect(s, "POST", "/api/matches/1/join", NULL, "nonsense", 400, "BAD_JSON");
    char *after = snapshot(s, id, NULL);
    assert_string_equal(before, after);
    free(before);
    free(after);
    api_reply r = api(s, "POST", "/api/matches/1/join", NULL, NULL);   /* the free human seat */
    assert_int_equal(r.status, 201);
    assert_int_equal(json_integer_value(json_object_get(r.json, "seat")), 0);
    api_free(&r);
    expect(s, "POST", "/api/matches/1/join", NULL, "{\"seat\":0}", 409, "SEAT_TAKEN");
    expect(s, "POST", "/api/matches/1/join", NULL, "{}", 409, "NO_FREE_SEAT");
    r = api(s, "GET", "/api/matches/1", NULL, NULL);
    assert_true(json_is_true(json_object_get(json_array_get(json_object_get(r.json, "seats"), 0),
                                             "taken")));
    api_free(&r);
    srv_close(s);
}

static void test_state_and_pending(void **state)
{
    (void)state;
    srv *s = api_open(":memory:", NULL);
    int id = api_create(s, TWO_HUMANS);
    const char *t0 = api_join(s, id, 0, 0), *t1 = api_join(s, id, 1, 1);
    int other = api_create(s, TWO_HUMANS);
    const char *t_other = api_join(s, other, 0, 2);
    api_reply r = api(s, "GET", "/api/matches/1/state", NULL, NULL);
    assert_int_equal(r.status, 200);
    assert_int_equal(json_integer_value(json_object_get(r.json, "seat")), -1);
    assert_non_null(json_object_get(json_object_get(r.json, "observation"), "legends"));
    api_free(&r);
    r = api(s, "GET", "/api/matches/1/state", t1, NULL);
    assert_int_equal(json_integer_value(json_object_get(r.json, "seat")), 1);
    api_free(&r);
    expect(s, "GET", "/api/matches/1/state", "not-a-token", NULL, 401, "BAD_TOKEN");
    expect(s, "GET", "/api/matches/1/state", t_other, NULL, 401, "BAD_TOKEN");
    expect(s, "GET", "/api/matches/1/pending", t_other, NULL, 401, "BAD_TOKEN");
    /* the deciding seat gets the options; the other seat and spectators do not */
    r = api(s, "GET", "/api/matches/1/pending", NULL, NULL);
    int decider = (int)json_integer_value(json_object_get(json_object_get(r.json, "pending"), "seat"));
    assert_null(json_object_get(r.json, "options"));
    assert_false(json_is_true(json_object_get(r.json, "yours")));
    api_free(&r);
    r = api(s, "GET", "/api/matches/1/pending", decider == 0 ? t0 : t1, NULL);
    assert_true(json_is_true(json_object_get(r.json, "yours")));
    json_t *opts = json_object_get(r.json, "options");
    assert_true(json_array_size(opts) > 0);
    json_t *o = json_array_get(opts, 0);
    assert_int_equal(json_integer_value(json_object_get(o, "index")), 0);
    assert_true(json_integer_value(json_object_get(o, "code")) > 0);
    assert_true(strlen(json_string_value(json_object_get(o, "label"))) > 0);
    api_free(&r);
    r = api(s, "GET", "/api/matches/1/pending", decider == 0 ? t1 : t0, NULL);
    assert_null(json_object_get(r.json, "options"));
    api_free(&r);
    srv_close(s);
}

/* The token of the seat deciding now. */
static const char *decider_token(srv *s, int id, const char *t0, const char *t1)
{
    char path[64];
    snprintf(path, sizeof path, "/api/matches/%d/pending", id);
    api_reply r = api(s, "GET", path, NULL, NULL);
    json_t *p = json_object_get(r.json, "pending");
    int seat = json_is_object(p) ? (int)json_integer_value(json_object_get(p, "seat")) : -1;
    api_free(&r);
    return seat < 0 ? NULL : seat == 0 ? t0 : t1;
}

static void test_choose(void **state)
{
    (void)state;
    srv *s = api_open(":memory:", NULL);
    int id = api_create(s, TWO_HUMANS);
    const char *t0 = api_join(s, id, 0, 0), *t1 = api_join(s, id, 1, 1);
    const char *me = decider_token(s, id, t0, t1), *you = me == t0 ? t1 : t0;
    char *before = snapshot(s, id, me);
    const char *path = "/api/matches/1/choose";
    expect(s, "POST", path, NULL, "{\"index\":0}", 401, "NO_TOKEN");
    expect(s, "POST", path, "bad", "{\"index\":0}", 401, "BAD_TOKEN");
    expect(s, "POST", path, you, "{\"index\":0}", 403, "NOT_YOUR_TURN");
    expect(s, "POST", path, me, NULL, 400, "BAD_REQUEST");
    expect(s, "POST", path, me, "{", 400, "BAD_JSON");
    expect(s, "POST", path, me, "{}", 400, "BAD_REQUEST");
    expect(s, "POST", path, me, "{\"index\":0,\"code\":1}", 400, "BAD_REQUEST");
    expect(s, "POST", path, me, "{\"index\":-1}", 400, "BAD_REQUEST");
    expect(s, "POST", path, me, "{\"index\":\"0\"}", 400, "BAD_REQUEST");
    expect(s, "POST", path, me, "{\"index\":0,\"why\":1}", 400, "BAD_REQUEST");
    expect(s, "POST", path, me, "{\"index\":5000}", 422, "ILLEGAL");
    expect(s, "POST", path, me, "{\"code\":4294967295}", 422, "ILLEGAL");
    expect(s, "POST", path, me, "{\"code\":4294967296}", 400, "BAD_REQUEST");
    expect(s, "POST", path, me, "{\"index\":0,\"step\":7}", 409, "STALE_STEP");
    char *after = snapshot(s, id, me);
    assert_string_equal(before, after);                      /* nothing changed */
    free(before);
    free(after);
    api_reply r = api(s, "POST", path, me, "{\"index\":0,\"step\":0}");
    assert_int_equal(r.status, 200);
    assert_int_equal(json_integer_value(json_object_get(r.json, "step")), 1);
    assert_int_equal(json_integer_value(json_object_get(r.json, "played")), 1);
    api_free(&r);
    /* by code: the first option's code */
    me = decider_token(s, id, t0, t1);
    r = api(s, "GET", "/api/matches/1/pending", me, NULL);
    char body[64];
    snprintf(body, sizeof body, "{\"code\":%lld}", (long long)json_integer_value(json_object_get(
        json_array_get(json_object_get(r.json, "options"), 0), "code")));
    api_free(&r);
    r = api(s, "POST", path, me, body);
    assert_int_equal(r.status, 200);
    assert_int_equal(json_integer_value(json_object_get(r.json, "step")), 2);
    api_free(&r);
    srv_close(s);
}

/* A match played to its end by always choosing the first option. */
static int play_out(srv *s, int id, const char *t0, const char *t1)
{
    char path[64];
    snprintf(path, sizeof path, "/api/matches/%d/choose", id);
    int steps = 0;
    const char *me;
    while ((me = decider_token(s, id, t0, t1)) != NULL && steps < 20000) {
        api_reply r = api(s, "POST", path, me, "{\"index\":0}");
        assert_int_equal(r.status, 200);
        api_free(&r);
        steps++;
    }
    return steps;
}

static void test_game_over_and_replay(void **state)
{
    (void)state;
    srv *s = api_open(":memory:", NULL);
    int id = api_create(s, "{\"seats\":[{\"kind\":\"human\"},{\"kind\":\"random\"}],\"seed\":5,"
                           "\"rounds\":1}");
    const char *t0 = api_join(s, id, 0, 0);
    expect(s, "GET", "/api/matches/1/replay", NULL, NULL, 403, "REPLAY_HIDDEN");
    expect(s, "GET", "/api/matches/1/replay", t0, NULL, 403, "REPLAY_HIDDEN");
    assert_true(play_out(s, id, t0, NULL) > 0);
    expect(s, "POST", "/api/matches/1/choose", t0, "{\"index\":0}", 409, "GAME_OVER");
    api_reply r = api(s, "GET", "/api/matches/1", NULL, NULL);
    assert_true(json_is_true(json_object_get(r.json, "over")));
    assert_string_equal(json_string_value(json_object_get(r.json, "seed")), "5");  /* now public */
    int steps = (int)json_integer_value(json_object_get(r.json, "step"));
    api_free(&r);
    r = api(s, "GET", "/api/matches/1/replay", NULL, NULL);
    assert_int_equal(r.status, 200);
    assert_string_equal(r.raw.filename, "ringfall-match-1.json");
    /* the file verifies with the engine, as `ringfall replay` does */
    char path[] = "/tmp/rf-replay-XXXXXX";
    int fd = mkstemp(path);
    assert_true(fd >= 0);
    assert_int_equal(write(fd, r.text, r.raw.len), (ssize_t)r.raw.len);
    close(fd);
    api_free(&r);
    rf_replay *rep;
    rf_error err;
    assert_int_equal(rf_replay_load(path, &rep, &err), RF_OK);
    unlink(path);
    assert_int_equal(rf_replay_length(rep), steps);
    rf_content *c;
    rf_map *m;
    rf_game *g;
    assert_int_equal(rf_content_load(RF_DATA_DIR, &c, &err), RF_OK);
    assert_int_equal(rf_map_load(c, rf_replay_map(rep), &m, &err), RF_OK);
    assert_int_equal(rf_replay_play(rep, c, m, &g, &err), RF_OK);
    assert_true(rf_game_over(g, NULL));
    rf_game_free(g);
    rf_map_free(m);
    rf_content_free(c);
    rf_replay_free(rep);
    srv_close(s);
}

static void test_log(void **state)
{
    (void)state;
    srv *s = api_open(":memory:", NULL);
    int id = api_create(s, TWO_HUMANS);
    const char *t0 = api_join(s, id, 0, 0), *t1 = api_join(s, id, 1, 1);
    for (int i = 0; i < 40; i++) {                    /* into Stage 1: private lines appear */
        api_reply r = api(s, "POST", "/api/matches/1/choose", decider_token(s, id, t0, t1),
                          "{\"index\":0}");
        api_free(&r);
    }
    api_reply pub = api(s, "GET", "/api/matches/1/log", NULL, NULL);
    assert_int_equal(pub.status, 200);
    json_t *lines = json_object_get(pub.json, "lines");
    assert_true(json_array_size(lines) > 0);
    for (size_t i = 0; i < json_array_size(lines); i++)
        assert_false(json_is_true(json_object_get(json_array_get(lines, i), "private")));
    api_reply mine = api(s, "GET", "/api/matches/1/log?since=0", t0, NULL);
    assert_true(json_array_size(json_object_get(mine.json, "lines")) >= json_array_size(lines));
    int next = (int)json_integer_value(json_object_get(mine.json, "next"));
    api_free(&pub);
    api_free(&mine);
    char path[64];
    snprintf(path, sizeof path, "/api/matches/1/log?since=%d", next);
    api_reply none = api(s, "GET", path, t0, NULL);                 /* nothing new */
    assert_int_equal(json_array_size(json_object_get(none.json, "lines")), 0);
    assert_int_equal(json_integer_value(json_object_get(none.json, "next")), next);
    api_free(&none);
    expect(s, "GET", "/api/matches/1/log?since=x", NULL, NULL, 400, "BAD_REQUEST");
    expect(s, "GET", "/api/matches/1/log?since=-1", NULL, NULL, 400, "BAD_REQUEST");
    expect(s, "GET", "/api/matches/1/log", "bad", NULL, 401, "BAD_TOKEN");
    srv_close(s);
}

static void test_events(void **state)
{
    (void)state;
    srv *s = api_open(":memory:", NULL);
    int id = api_create(s, TWO_HUMANS);
    api_reply r = api(s, "GET", "/api/matches/1/events", NULL, NULL);
    assert_int_equal(r.status, 200);
    assert_int_equal(r.raw.kind, SRV_STREAM);
    assert_int_equal(r.raw.match, id);
    api_free(&r);
    srv_response refused = { 0 };
    assert_null(srv_stream_open(s, 42, NULL, &refused));
    assert_int_equal(refused.status, 404);
    srv_response_free(&refused);
    srv_stream *st = srv_stream_open(s, id, NULL, &refused);
    char buf[8192];
    int n = srv_stream_next(st, buf, sizeof buf - 1, 0);            /* the state on opening */
    assert_true(n > 0);
    buf[n] = '\0';
    assert_non_null(strstr(buf, "event: match\ndata: {"));
    assert_non_null(strstr(buf, "\"step\":0"));
    assert_int_equal(srv_stream_next(st, buf, sizeof buf, 0), 0);   /* nothing new */
    const char *t0 = api_join(s, id, 0, 0);                          /* a seat taken: news */
    n = srv_stream_next(st, buf, sizeof buf - 1, 0);
    assert_true(n > 0);
    buf[n] = '\0';
    assert_non_null(strstr(buf, "\"taken\":true"));
    assert_null(strstr(buf, t0));                                    /* never a token */
    const char *t1 = api_join(s, id, 1, 1);
    srv_stream_next(st, buf, sizeof buf, 0);
    r = api(s, "POST", "/api/matches/1/choose", decider_token(s, id, t0, t1), "{\"index\":0}");
    api_free(&r);
    /* an event longer than the caller's buffer comes in pieces */
    char piece[16], whole[8192] = "";
    while ((n = srv_stream_next(st, piece, sizeof piece - 1, 0)) > 0) {
        piece[n] = '\0';
        strcat(whole, piece);
    }
    assert_non_null(strstr(whole, "\"step\":1"));
    assert_non_null(strstr(whole, "}\n\n"));
    srv_stream_close(st);
    srv_close(s);
}

static void test_static_files(void **state)
{
    (void)state;
    char dir[] = "/tmp/rf-web-XXXXXX";
    assert_non_null(mkdtemp(dir));
    char path[128];
    snprintf(path, sizeof path, "%s/index.html", dir);
    FILE *f = fopen(path, "w");
    fputs("<p>hello</p>", f);
    fclose(f);
    srv *s = api_open(":memory:", dir);
    api_reply r = api(s, "GET", "/", NULL, NULL);
    assert_int_equal(r.status, 200);
    assert_int_equal(r.raw.kind, SRV_STATIC);
    assert_string_equal(r.raw.path, path);
    assert_string_equal(r.raw.type, "text/html; charset=utf-8");
    api_free(&r);
    expect(s, "GET", "/missing.js", NULL, NULL, 404, "NOT_FOUND");
    expect(s, "GET", "/../etc/passwd", NULL, NULL, 404, "NOT_FOUND");
    expect(s, "GET", "/.hidden", NULL, NULL, 404, "NOT_FOUND");
    expect(s, "GET", "//etc/passwd", NULL, NULL, 404, "NOT_FOUND");
    expect(s, "GET", "/a/../index.html", NULL, NULL, 404, "NOT_FOUND");
    expect(s, "POST", "/index.html", NULL, "{}", 405, "METHOD_NOT_ALLOWED");
    srv_close(s);
    s = api_open(":memory:", NULL);                    /* no web directory: nothing served */
    expect(s, "GET", "/", NULL, NULL, 404, "NOT_FOUND");
    srv_close(s);
    unlink(path);
    rmdir(dir);
}

static void test_max_matches(void **state)
{
    (void)state;
    srv_config cfg = { .db_path = ":memory:", .data_dir = RF_DATA_DIR, .max_matches = 2 };
    rf_error err;
    srv *s = srv_open(&cfg, &err);
    api_create(s, TWO_HUMANS);
    api_create(s, TWO_HUMANS);
    expect(s, "POST", "/api/matches", NULL, TWO_HUMANS, 503, "TOO_MANY_MATCHES");
    assert_int_equal(srv_match_count(s), 2);
    srv_close(s);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_create_and_list),
        cmocka_unit_test(test_create_errors),
        cmocka_unit_test(test_routes),
        cmocka_unit_test(test_join),
        cmocka_unit_test(test_state_and_pending),
        cmocka_unit_test(test_choose),
        cmocka_unit_test(test_game_over_and_replay),
        cmocka_unit_test(test_log),
        cmocka_unit_test(test_events),
        cmocka_unit_test(test_static_files),
        cmocka_unit_test(test_max_matches),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
