/*
 * test_server_champ.c — Champions through the API (docs/protocol.md, POST
 * /api/matches; docs/modes.md; issue 7): a create request with "mode":
 * "CHAMP" and nothing else plays 2 champions against 4 challengers
 * (CHAMP-1), "sizes" given or not; the engine's reason for sizes it
 * refuses; a match of two bots played to the end; a human seat playing
 * steps, the server restarted, the same match rebuilt with its sizes
 * (the store keeps them); the observation's "champions" (CHAMP-7,
 * CHAMP-12, CHAMP-16, CHAMP-18).
 * covers: CHAMP-1 CHAMP-3 CHAMP-7 CHAMP-11 CHAMP-12
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "api_client.h"

#define BOTS "\"seats\":[{\"kind\":\"heuristic\"},{\"kind\":\"heuristic\"}]"
#define HUMAN "\"seats\":[{\"kind\":\"human\"},{\"kind\":\"heuristic\"}]"


/* The summary's "sizes" as "2,4". */
static const char *sizes_of(const api_reply *r)
{
    static char buf[32];
    json_t *a = json_object_get(r->json, "sizes");
    assert_int_equal(json_array_size(a), 2);
    snprintf(buf, sizeof buf, "%d,%d", (int)json_integer_value(json_array_get(a, 0)),
             (int)json_integer_value(json_array_get(a, 1)));
    return buf;
}

static api_reply create(srv *s, const char *body)
{
    api_reply r = api(s, "POST", "/api/matches", NULL, body);
    if (r.status != 201 && r.status != 400) fprintf(stderr, "%s: %d %s\n", body, r.status, r.text);
    return r;
}

/* CHAMP-1, CHAMP-3: "mode" alone is a 2 against 4 match, played to the
 * end by two bots (the winner by CHAMP-3's goals). */
static void test_CHAMP_1_bots_to_the_end(void **state)
{
    (void)state;
    static const char *const bodies[] = {
        "{\"mode\":\"CHAMP\"," BOTS ",\"seed\":3}",
        "{\"mode\":\"champions\",\"sizes\":[2,4]," BOTS ",\"seed\":4}",
        "{\"mode\":\"CHAMP\",\"start\":\"stages\"," BOTS ",\"seed\":5}",
    };
    srv *s = api_open(":memory:", NULL);
    for (int i = 0; i < 3; i++) {
        api_reply r = create(s, bodies[i]);
        assert_int_equal(r.status, 201);
        assert_string_equal(json_string_value(json_object_get(r.json, "mode")), "CHAMP");
        assert_string_equal(sizes_of(&r), "2,4");
        assert_true(json_is_true(json_object_get(r.json, "over")));
        assert_true(json_is_string(json_object_get(r.json, "winner")));
        api_free(&r);
    }
    api_reply r = api(s, "GET", "/api/matches/1/state", NULL, NULL);
    json_t *obs = json_object_get(r.json, "observation");
    int red = 0, blue = 0;
    json_t *legends = json_object_get(obs, "legends");
    for (size_t i = 0; i < json_array_size(legends); i++) {
        const char *sq = json_string_value(json_object_get(json_array_get(legends, i), "squad"));
        red += strcmp(sq, "red") == 0;
        blue += strcmp(sq, "blue") == 0;
    }
    assert_int_equal(red, 2);                                  /* CHAMP-1: 2 champions */
    assert_int_equal(blue, 4);                                 /* and 4 challengers */
    api_free(&r);
    srv_close(s);
}

/* MOD-4, CHAMP-1: sizes the mode is not played with get the engine's
 * reason; a malformed "sizes" or both "size" and "sizes" a reason too. */
static void test_CHAMP_1_refused_sizes(void **state)
{
    (void)state;
    static const char *const bodies[][2] = {
        { "{\"mode\":\"CHAMP\",\"sizes\":[3,3]}", "CHAMP-1" },
        { "{\"mode\":\"CHAMP\",\"size\":3}", "CHAMP-1" },
        { "{\"mode\":\"BR\",\"sizes\":[2,4]}", "not 2 vs 4" },
        { "{\"mode\":\"CHAMP\",\"sizes\":[2]}", "[red, blue] legends per squad" },
        { "{\"mode\":\"CHAMP\",\"sizes\":[0,4]}", "[red, blue] legends per squad" },
        { "{\"mode\":\"CHAMP\",\"sizes\":\"2v4\"}", "[red, blue] legends per squad" },
        { "{\"mode\":\"CHAMP\",\"size\":2,\"sizes\":[2,4]}", "give one of them" },
        { "{\"mode\":\"CHAMP\",\"modules\":[\"supply_drops\"]}", "MOD-4" },
        { "{\"mode\":\"CHAMP\",\"legends\":[\"Wraith\",\"Loba\"]}", "as many legend names as both" },
        { "{\"mode\":\"CHAMP\",\"start\":\"stages\",\"legends\":[[\"Wraith\"],[\"Loba\"]]}",
          "each squad lists" },
    };
    srv *s = api_open(":memory:", NULL);
    for (size_t i = 0; i < sizeof bodies / sizeof *bodies; i++) {
        api_reply r = create(s, bodies[i][0]);
        if (r.status != 400 || !strstr(r.text, bodies[i][1]))
            fprintf(stderr, "%s: %d %s\n", bodies[i][0], r.status, r.text);
        assert_int_equal(r.status, 400);
        assert_string_equal(api_error(&r), "BAD_SETUP");
        assert_non_null(strstr(r.text, bodies[i][1]));
        api_free(&r);
    }
    assert_int_equal(srv_match_count(s), 0);                   /* nothing changed */
    srv_close(s);
}

/* Choose option k (mod the count) for the token's seat; k scrambled, so
 * that a fixed pattern does not go round in circles (moving attachments
 * back and forth at a bin). */
static void choose(srv *s, const char *token, unsigned k)
{
    api_choose_nth(s, 1, token, (k * 2654435761u) >> 11);
}

static char *text_of(srv *s, const char *path, const char *token)
{
    api_reply r = api(s, "GET", path, token, NULL);
    assert_int_equal(r.status, 200);
    char *t = strdup(r.text);
    api_free(&r);
    return t;
}

/* CHAMP-1 (the store keeps the sizes): a human seat plays 30 steps, the
 * server restarts on the same store, the match is the same (summary with
 * its sizes, the seat's observation) and goes on to the end. */
static void test_CHAMP_1_restart(void **state)
{
    (void)state;
    srv *s = api_open(api_store(), NULL);
    api_create(s, "{\"mode\":\"CHAMP\"," HUMAN ",\"seed\":7}");
    char token[80];
    snprintf(token, sizeof token, "%s", api_join(s, 1, 0, 0));
    int k;
    for (k = 0; k < 30 && !api_over(s, 1); k++) choose(s, token, (unsigned)k);
    char *summary = text_of(s, "/api/matches/1", NULL);
    char *obs = text_of(s, "/api/matches/1/state", token);
    srv_close(s);
    s = api_open(api_store(), NULL);                                    /* restarted */
    api_reply r = api(s, "GET", "/api/matches/1", NULL, NULL);
    assert_string_equal(sizes_of(&r), "2,4");
    assert_null(json_object_get(r.json, "broken"));
    api_free(&r);
    char *summary2 = text_of(s, "/api/matches/1", NULL);
    char *obs2 = text_of(s, "/api/matches/1/state", token);
    assert_string_equal(summary, summary2);
    assert_string_equal(obs, obs2);
    for (; k < 2000 && !api_over(s, 1); k++) choose(s, token, (unsigned)k);
    if (!api_over(s, 1)) fprintf(stderr, "%d steps: %s\n", k, text_of(s, "/api/matches/1", NULL));
    assert_true(api_over(s, 1));
    free(summary);
    free(summary2);
    free(obs);
    free(obs2);
    srv_close(s);
}

/* CHAMP-7, CHAMP-12, CHAMP-16, CHAMP-18: once the champions are armed,
 * the observation names them, their 3 AP and 70/70 limits, their Boss
 * boards' spaces and their active feat cards (face up: a spectator sees
 * them too). */
static void test_CHAMP_18_observation(void **state)
{
    (void)state;
    srv *s = api_open(":memory:", NULL);
    api_create(s, "{\"mode\":\"CHAMP\"," BOTS ",\"seed\":3}");
    api_reply r = api(s, "GET", "/api/matches/1/state", NULL, NULL);
    json_t *obs = json_object_get(r.json, "observation");
    json_t *c = json_object_get(obs, "champions");
    assert_non_null(c);
    assert_int_equal(json_array_size(json_object_get(c, "legends")), 2);
    assert_int_equal(json_integer_value(json_object_get(c, "ap")), 3);
    json_t *limits = json_object_get(c, "limits");
    assert_int_equal(json_integer_value(json_object_get(limits, "health")), 70);
    assert_int_equal(json_integer_value(json_object_get(limits, "shield")), 70);
    json_t *goals = json_object_get(c, "goals");
    assert_int_equal(json_integer_value(json_object_get(goals, "champions_vp")), 4);
    assert_int_equal(json_integer_value(json_object_get(goals, "challengers_vp")), 2);
    json_t *cards = json_object_get(c, "cards");                 /* their words */
    assert_int_equal(json_array_size(cards), 6);
    assert_string_equal(json_string_value(json_object_get(json_array_get(cards, 0), "id")), "B-F-1");
    assert_true(strlen(json_string_value(json_object_get(json_array_get(cards, 5), "bottom"))) > 10);
    json_t *boards = json_object_get(c, "boards");
    assert_int_equal(json_array_size(boards), 2);
    for (size_t i = 0; i < 2; i++) {
        json_t *b = json_array_get(boards, i);
        const char *legend_squad = json_string_value(json_object_get(
            json_array_get(json_object_get(obs, "legends"),
                           (size_t)json_integer_value(json_object_get(b, "legend"))),
            "squad"));
        assert_string_equal(legend_squad, "red");
        assert_true(json_array_size(json_object_get(b, "spaces")) > 0);
        assert_non_null(strstr(json_string_value(json_object_get(b, "active")), "B-F-"));
        assert_null(json_object_get(b, "hand"));               /* a spectator */
    }
    api_free(&r);
    srv_close(s);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_CHAMP_1_bots_to_the_end),
        cmocka_unit_test(test_CHAMP_1_refused_sizes),
        cmocka_unit_test(test_CHAMP_1_restart),
        cmocka_unit_test(test_CHAMP_18_observation),
    };
    return cmocka_run_group_tests(tests, api_store_setup, api_store_teardown);
}
