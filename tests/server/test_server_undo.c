/*
 * test_server_undo.c — POST /api/matches/ID/undo and GET .../undoable
 * (issue 15; docs/protocol.md, "Undo"): a Move taken back step by step
 * gives exactly the state, decision and log from before it; the undone
 * choices are gone from the store (a restart does not bring them back)
 * and the event stream's step follows; an undo after the activation ended
 * or the other side decided is refused with 409 NOT_UNDOABLE and the
 * reason, nothing changed; a spectator may not undo.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "api_client.h"

#define MATCH "{\"start\":\"stages\",\"seats\":[{\"kind\":\"human\"},{\"kind\":\"heuristic\"}]," \
              "\"seed\":5,\"rounds\":2}"

/* What seat 0 sees: observation, decision with its options, log. */
static char *everything(srv *s, const char *token)
{
    static const char *const paths[] = { "/api/matches/1/state", "/api/matches/1/pending",
                                         "/api/matches/1/log" };
    size_t n = 0;
    char *all = NULL;
    for (int k = 0; k < 3; k++) {
        api_reply r = api(s, "GET", paths[k], token, NULL);
        assert_int_equal(r.status, 200);
        all = realloc(all, n + r.raw.len + 2);
        memcpy(all + n, r.text, r.raw.len);
        n += r.raw.len;
        all[n++] = '|';
        all[n] = '\0';
        api_free(&r);
    }
    return all;
}

static int step_of(srv *s)
{
    api_reply r = api(s, "GET", "/api/matches/1", NULL, NULL);
    int step = (int)json_integer_value(json_object_get(r.json, "step"));
    api_free(&r);
    return step;
}

/* The index of the first option of kind `kind` whose code's a is `a`
 * (-1 any) and b is not `not_b`, in seat 0's decision of kind `dec`; -1. */
static int option_of(srv *s, const char *token, const char *dec, const char *kind, int a, int not_b)
{
    api_reply r = api(s, "GET", "/api/matches/1/pending", token, NULL);
    json_t *p = json_object_get(r.json, "pending");
    int found = -1;
    if (json_is_true(json_object_get(r.json, "yours")) &&
        strcmp(json_string_value(json_object_get(p, "kind_name")), dec) == 0) {
        size_t i;
        json_t *o;
        json_array_foreach(json_object_get(r.json, "options"), i, o) {
            unsigned code = (unsigned)json_integer_value(json_object_get(o, "code"));
            if (strcmp(json_string_value(json_object_get(o, "kind")), kind) == 0 &&
                (a < 0 || (int)((code >> 16) & 0xff) == a) && (int)(code & 0xffff) != not_b) {
                found = (int)i;
                break;
            }
        }
    }
    api_free(&r);
    return found;
}

static void choose(srv *s, const char *token, int index)
{
    char body[64];
    snprintf(body, sizeof body, "{\"index\":%d}", index);
    api_reply r = api(s, "POST", "/api/matches/1/choose", token, body);
    assert_int_equal(r.status, 200);
    api_free(&r);
}

static api_reply undo(srv *s, const char *token)
{
    return api(s, "POST", "/api/matches/1/undo", token, "{}");
}

/* Seat 0's legend stands at its action decision with a Move 2 to make. */
static void play_to_a_move(srv *s, const char *token)
{
    for (int k = 0; k < 3000; k++) {
        if (option_of(s, token, "ACTION", "ACTION", 0, -1) >= 0) return;
        api_choose_nth(s, 1, token, (unsigned)k * 7 + 3);
    }
    fail_msg("no Move 2 for seat 0 in 3000 choices");
}

static void test_undo_a_move_step_by_step(void **state)
{
    (void)state;
    srv *s = api_open(api_store(), NULL);
    api_create(s, MATCH);
    char token[80];
    snprintf(token, sizeof token, "%s", api_join(s, 1, 0, 0));
    api_reply r = api(s, "GET", "/api/matches/1/undoable", token, NULL);
    assert_int_equal(r.status, 200);
    api_free(&r);
    play_to_a_move(s, token);
    char *at_action = everything(s, token);
    int step0 = step_of(s);
    choose(s, token, option_of(s, token, "ACTION", "ACTION", 0, -1));      /* Move 2 */
    char *at_move = everything(s, token);
    int to = option_of(s, token, "MOVE", "MOVE_TO", -1, -1);
    assert_true(to >= 0);
    choose(s, token, to);
    assert_int_equal(step_of(s), step0 + 2);
    r = api(s, "GET", "/api/matches/1/undoable", token, NULL);
    assert_true(json_is_true(json_object_get(r.json, "undoable")));
    api_free(&r);
    r = api(s, "POST", "/api/matches/1/undo", NULL, "{}");       /* a spectator */
    assert_int_equal(r.status, 401);
    api_free(&r);
    r = api(s, "POST", "/api/matches/1/undo", token, "{\"step\":3}");   /* an old page */
    assert_int_equal(r.status, 409);
    assert_string_equal(api_error(&r), "STALE_STEP");
    api_free(&r);
    r = undo(s, token);
    assert_int_equal(r.status, 200);
    assert_int_equal(json_integer_value(json_object_get(r.json, "step")), step0 + 1);
    api_free(&r);
    char *now = everything(s, token);
    assert_string_equal(now, at_move);
    free(now);
    char body[32];                                        /* the page's step: taken */
    snprintf(body, sizeof body, "{\"step\":%d}", step0 + 1);
    r = api(s, "POST", "/api/matches/1/undo", token, body);
    assert_int_equal(r.status, 200);
    api_free(&r);
    now = everything(s, token);
    assert_string_equal(now, at_action);                  /* exactly the state before */
    free(now);
    assert_int_equal(step_of(s), step0);
    /* a restart rebuilds the match from the store: without the undone choices */
    srv_close(s);
    s = api_open(api_store(), NULL);
    now = everything(s, token);
    assert_string_equal(now, at_action);
    free(now);
    assert_int_equal(step_of(s), step0);
    /* play on after the undo: the Move again, stored again */
    choose(s, token, option_of(s, token, "ACTION", "ACTION", 0, -1));
    now = everything(s, token);
    assert_string_equal(now, at_move);
    free(now);
    srv_close(s);
    s = api_open(api_store(), NULL);
    assert_int_equal(step_of(s), step0 + 1);
    free(at_action);
    free(at_move);
    srv_close(s);
}

/* Ending the activation (ACT-2) is not undoable: the bot may have played
 * since, or the activation is over; 409 with the reason, nothing changed. */
static void test_undo_refused_after_the_activation_ends(void **state)
{
    (void)state;
    srv *s = api_open(":memory:", NULL);
    api_create(s, MATCH);
    char tok[80];
    snprintf(tok, sizeof tok, "%s", api_join(s, 1, 0, 0));
    play_to_a_move(s, tok);
    choose(s, tok, option_of(s, tok, "ACTION", "ACTION", 7, -1));       /* end (RF_ACT_END) */
    char *before = everything(s, tok);
    int step = step_of(s);
    api_reply r = api(s, "GET", "/api/matches/1/undoable", tok, NULL);
    assert_false(json_is_true(json_object_get(r.json, "undoable")));
    assert_true(json_string_length(json_object_get(r.json, "why")) > 0);
    api_free(&r);
    r = undo(s, tok);
    assert_int_equal(r.status, 409);
    assert_string_equal(api_error(&r), "NOT_UNDOABLE");
    api_free(&r);
    char *after = everything(s, tok);
    assert_string_equal(before, after);
    assert_int_equal(step_of(s), step);
    free(before);
    free(after);
    srv_close(s);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_undo_a_move_step_by_step),
        cmocka_unit_test(test_undo_refused_after_the_activation_ends),
    };
    return cmocka_run_group_tests(tests, api_store_setup, api_store_teardown);
}
