/*
 * test_server_replay.c — a match step by step (GET
 * /api/matches/ID/replay?step=N&seat=S, apps/server/h_replay.c), what the
 * browser's replay viewer reads (issue 15; docs/protocol.md, "The replay";
 * docs/visibility.md, "Replays"): the observation at a step is the one the
 * same eyes got at that step; the spectators' view of any step is public;
 * a seat's view goes to its token while the match is played and to anyone
 * once it is over; what was chosen at a step only to eyes that saw the
 * options; a bad step or seat is a 400 that names the range.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "api_client.h"

static int num(json_t *o, const char *k) { return (int)json_integer_value(json_object_get(o, k)); }

static api_reply step_view(srv *s, int id, const char *query, const char *token)
{
    char path[128];
    snprintf(path, sizeof path, "/api/matches/%d/replay?%s", id, query);
    return api(s, "GET", path, token, NULL);
}

static void expect_refused(srv *s, int id, const char *query, const char *token, int status,
                           const char *code)
{
    api_reply r = step_view(s, id, query, token);
    if (r.status != status) fprintf(stderr, "%s: got %d %s\n", query, r.status, r.text);
    assert_int_equal(r.status, status);
    assert_string_equal(api_error(&r), code);
    api_free(&r);
}

static int step_of(srv *s, int id)
{
    char path[48];
    snprintf(path, sizeof path, "/api/matches/%d", id);
    api_reply r = api(s, "GET", path, NULL, NULL);
    int n = num(r.json, "step");
    api_free(&r);
    return n;
}

/* The step view equals GET .../state for the same eyes at the same step. */
static void expect_same_as_state(srv *s, int id, const char *seat, const char *token)
{
    char path[48], query[64];
    snprintf(path, sizeof path, "/api/matches/%d/state", id);
    api_reply st = api(s, "GET", path, token, NULL);
    assert_int_equal(st.status, 200);
    snprintf(query, sizeof query, "step=%d&seat=%s", num(st.json, "step"), seat);
    api_reply r = step_view(s, id, query, token);
    assert_int_equal(r.status, 200);
    assert_int_equal(num(r.json, "step"), num(st.json, "step"));
    assert_int_equal(num(r.json, "steps"), num(st.json, "step"));
    assert_int_equal(num(r.json, "seat"), num(st.json, "seat"));
    assert_true(json_equal(json_object_get(r.json, "observation"), json_object_get(st.json, "observation")));
    api_free(&r);
    api_free(&st);
}

/* The first step after `from` at which seat decides, -1 if none. */
static int decided_by(srv *s, int id, int from, int to, int seat)
{
    for (int k = from; k < to; k++) {
        char q[48];
        snprintf(q, sizeof q, "step=%d", k);
        api_reply r = step_view(s, id, q, NULL);
        int who = num(json_object_get(r.json, "decision"), "seat");
        api_free(&r);
        if (who == seat) return k;
    }
    return -1;
}

static const char *const MATCH =
    "{\"start\":\"stages\",\"seed\":4,\"rounds\":1,\"seats\":[{\"kind\":\"human\"},{\"kind\":\"heuristic\"}]}";

/* While the match is played: the spectators' view and the token's own. */
static void test_replay_step_views_while_played(void **state)
{
    (void)state;
    srv *s = api_open(":memory:", NULL);
    int id = api_create(s, MATCH);
    const char *tok = api_join(s, id, 0, 0);
    for (unsigned k = 0; k < 12 && !api_over(s, id); k++) api_choose_nth(s, id, tok, k * 7 + 1);
    int n = step_of(s, id);
    assert_true(n > 12);
    expect_same_as_state(s, id, "spectator", NULL);
    expect_same_as_state(s, id, "0", tok);

    api_reply r = step_view(s, id, "step=0", NULL);             /* the default: spectators */
    assert_int_equal(r.status, 200);
    assert_int_equal(num(r.json, "seat"), -1);
    assert_int_equal(num(r.json, "steps"), n);
    assert_false(json_is_true(json_object_get(r.json, "over")));
    api_free(&r);

    /* what was chosen: to the deciding seat's token, not to the spectators */
    int k = decided_by(s, id, 0, n, 0);
    assert_true(k >= 0);
    char q[64];
    snprintf(q, sizeof q, "step=%d", k);
    r = step_view(s, id, q, NULL);
    assert_null(json_object_get(json_object_get(r.json, "decision"), "chosen"));
    api_free(&r);
    snprintf(q, sizeof q, "step=%d&seat=0", k);
    r = step_view(s, id, q, tok);
    assert_true(strlen(json_string_value(json_object_get(json_object_get(r.json, "decision"), "chosen"))) > 0);
    api_free(&r);

    /* hidden information: another seat's view, or one's own without the token */
    expect_refused(s, id, "step=3&seat=1", NULL, 403, "REPLAY_HIDDEN");
    expect_refused(s, id, "step=3&seat=1", tok, 403, "REPLAY_HIDDEN");
    expect_refused(s, id, "step=3&seat=0", NULL, 403, "REPLAY_HIDDEN");
    expect_refused(s, id, "step=3&seat=0",
                   "0000000000000000000000000000000000000000000000000000000000000000", 401, "BAD_TOKEN");
    /* the replay file stays hidden until the end */
    char path[48];
    snprintf(path, sizeof path, "/api/matches/%d/replay", id);
    api_reply f = api(s, "GET", path, tok, NULL);
    assert_int_equal(f.status, 403);
    api_free(&f);
    srv_close(s);
}

/* A bad step or seat is a 400 naming what is allowed; nothing else. */
static void test_replay_bad_step_and_seat(void **state)
{
    (void)state;
    srv *s = api_open(":memory:", NULL);
    int id = api_create(s, MATCH);
    int n = step_of(s, id);
    char q[48];
    snprintf(q, sizeof q, "step=%d", n + 1);
    expect_refused(s, id, q, NULL, 400, "BAD_REQUEST");
    const char *bad_steps[] = { "step=-1", "step=", "step=x", "step=1x", "step=99999999999", "step=+1" };
    for (size_t i = 0; i < sizeof bad_steps / sizeof *bad_steps; i++)
        expect_refused(s, id, bad_steps[i], NULL, 400, "BAD_REQUEST");
    const char *bad_seats[] = { "step=0&seat=2", "step=0&seat=-1", "step=0&seat=red", "step=0&seat=",
                                "step=0&seat=00" };
    for (size_t i = 0; i < sizeof bad_seats / sizeof *bad_seats; i++)
        expect_refused(s, id, bad_seats[i], NULL, 400, "BAD_REQUEST");
    expect_refused(s, 99, "step=0", NULL, 404, "NO_MATCH");
    srv_close(s);
}

/* Once over: every seat's view to anyone, the choices with their labels,
 * and at the last step the end's facts (why, the engine's words, totals).
 * covers: ROUND-4 ROUND-5 */
static void test_replay_after_the_end_shows_all(void **state)
{
    (void)state;
    srv *s = api_open(":memory:", NULL);
    int id = api_create(s, MATCH);
    const char *tok = api_join(s, id, 0, 0);
    for (unsigned k = 0; k < 3000 && !api_over(s, id); k++) api_choose_nth(s, id, tok, k * 7 + 1);
    assert_true(api_over(s, id));
    int n = step_of(s, id);
    char q[64];
    snprintf(q, sizeof q, "step=%d&seat=1", n / 2);
    api_reply r = step_view(s, id, q, NULL);
    assert_int_equal(r.status, 200);
    assert_true(json_is_true(json_object_get(r.json, "over")));
    assert_int_equal(num(r.json, "seat"), 1);
    api_free(&r);
    int k = decided_by(s, id, 0, n, 1);
    assert_true(k >= 0);
    snprintf(q, sizeof q, "step=%d", k);
    r = step_view(s, id, q, NULL);
    assert_non_null(json_object_get(json_object_get(r.json, "decision"), "chosen"));
    api_free(&r);
    expect_same_as_state(s, id, "spectator", NULL);
    snprintf(q, sizeof q, "step=%d", n);
    r = step_view(s, id, q, NULL);
    json_t *o = json_object_get(r.json, "observation");
    json_t *end = json_object_get(o, "end");
    assert_non_null(end);
    assert_true(strlen(json_string_value(json_object_get(end, "reason"))) > 10);
    assert_true(json_is_array(json_object_get(json_object_get(json_object_get(o, "record"), "totals"), "dealt")));
    assert_true(json_is_null(json_object_get(r.json, "decision")));
    api_free(&r);
    srv_close(s);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_replay_step_views_while_played),
        cmocka_unit_test(test_replay_bad_step_and_seat),
        cmocka_unit_test(test_replay_after_the_end_shows_all),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
