/*
 * test_time6.c — a Duration ended by a condition instead of a number of
 * rounds (RULES.md TIME-6, the beta's "Duration special"; docs/abilities.md
 * "until"), with the test-only abilities of
 * tests/data/test_abilities_until.json: a Ward attached to an enemy lasts
 * until that enemy leaves the map; a Vigil lasts until its own legend does.
 */
#include <stdio.h>
#include <string.h>

#include "testutil.h"
#include "data/loaders.h"
#include "rules/engine/engine.h"
#include "rules/engine/legends.h"

enum { RED = 0, BLUE = 1, TAC = RF_ABIL_TACTICAL, ULT = RF_ABIL_ULTIMATE };

static rf_content *content(void)
{
    static rf_content *c;
    if (!c) c = tu_content_plus(NULL, "test_abilities_until.json");
    return c;
}

static rf_game *game(void)
{
    static rf_map *m;
    static const char text[] =
        "{ \"name\": \"Vigil yard\", \"source\": \"test_time6.c\", \"size\": [12, 12],\n"
        "  \"components\": [ { \"type\": \"respawn_beacon\", \"at\": [0, 0] } ] }\n";
    rf_error err;
    if (!m && content_map_load_text(content(), "vigil-yard.json", text, strlen(text), &m, &err) != RF_OK)
        fail_msg("%s", err.message);
    rf_setup s;
    memset(&s, 0, sizeof s);
    static const struct { const char *name; int squad, x, y; } who[4] = {
        { "Gibraltar", RED, 5, 5 }, { "Wraith", BLUE, 7, 5 },       /* a squadmate each, so */
        { "Bangalore", RED, 2, 9 }, { "Bloodhound", BLUE, 10, 9 },  /* one elimination is */
    };                                                              /* not a victory (BR-5) */
    s.nlegends = 4;
    for (int i = 0; i < 4; i++) {
        snprintf(s.legend[i].name, sizeof s.legend[i].name, "%s", who[i].name);
        s.legend[i].squad = who[i].squad;
        s.legend[i].x = who[i].x;
        s.legend[i].y = who[i].y;
    }
    snprintf(s.legend[0].abilities, sizeof s.legend[0].abilities, "test4");
    s.seed = 3;
    rf_game *g = NULL;
    if (rf_game_new(content(), m, &s, &g, &err) != RF_OK) fail_msg("%s", err.message);
    return g;
}

static int top(const rf_game *g) { return g->stack[g->nframes - 1].type; }

/* End activations (respawning when asked) until `squad`'s turn of `round`. */
static void pass_until(rf_game *g, int round, int squad)
{
    for (int guard = 0; guard < 500 && !g->over; guard++) {
        if (top(g) == FR_TURN && g->round == round && g->squad_turn == squad) return;
        unsigned codes[RF_MAX_OPTIONS];
        int n = rf_option_codes(g, codes, RF_MAX_OPTIONS);
        unsigned pick = codes[0];
        for (int i = 0; i < n; i++)
            if (rf_opt_kind_of(codes[i]) == RF_OPT_ACTION && rf_opt_a(codes[i]) == RF_ACT_END)
                pick = codes[i];
        tu_choose(g, pick);
    }
    fail_msg("round %d squad %d never came", round, squad);
}

/* covers: TIME-6
 * The Ward stays below the initiative track, round after round, while the
 * legend it is attached to is on the map; the turn after that legend is
 * eliminated, the effect ends: the Ward leaves and the token goes to the
 * cooldown track (TIME-5, COOL-2). */
static void test_TIME_6_until_the_target_leaves(void **state)
{
    (void)state;
    rf_game *g = game();
    tu_choose(g, engine_code(OPT_ACTIVATE, 0, 0));
    tu_choose(g, engine_code(OPT_ABILITY, TAC, 0));
    tu_choose(g, engine_code(OPT_ABIL_PLACE, 64 + 1, 0));                  /* attach to Wraith */
    const rf_abil_token *tk = &g->abil.tok[0][TAC][0];
    assert_int_equal(tk->where, RF_TOK_TRACK);
    assert_int_equal(tk->at, RF_TOK_UNTIL);
    pass_until(g, 4, RED);
    assert_int_equal(tk->where, RF_TOK_TRACK);                      /* no number of rounds */
    assert_int_equal(g->abil.nminis, 1);
    legend_eliminate(g, 1);                                      /* Wraith leaves the map */
    tu_check(g);
    pass_until(g, 4, BLUE);
    assert_int_equal(tk->where, RF_TOK_COOLDOWN);
    assert_int_equal(tk->at, 1);
    assert_int_equal(g->abil.nminis, 0);
    rf_game_free(g);
}

/* covers: TIME-6
 * The Vigil restores at once and lasts until Gibraltar himself leaves the
 * map, however many rounds that takes. */
static void test_TIME_6_until_the_legend_leaves(void **state)
{
    (void)state;
    rf_game *g = game();
    g->legend[0].vitals.health = 20;
    tu_check(g);
    tu_choose(g, engine_code(OPT_ACTIVATE, 0, 0));
    tu_choose(g, engine_code(OPT_ABILITY, ULT, 0));
    assert_int_equal(g->legend[0].vitals.health, 25);
    const rf_abil_token *tk = &g->abil.tok[0][ULT][0];
    pass_until(g, 5, BLUE);
    assert_int_equal(tk->where, RF_TOK_TRACK);
    legend_eliminate(g, 0);
    tu_check(g);
    pass_until(g, 6, RED);
    assert_int_equal(tk->where, RF_TOK_COOLDOWN);
    assert_int_equal(tk->at, 2);                /* COOLDOWN 2, after the transition */
    rf_game_free(g);
}

/* A condition ends only a Duration: a Delay with one is refused. */
static void test_TIME_6_only_a_duration(void **state)
{
    (void)state;
    rf_content *c = NULL;
    rf_error err;
    assert_int_equal(rf_content_load(RF_DATA_DIR, &c, &err), RF_OK);
    assert_int_equal(rf_content_add_abilities(c, RF_TEST_DIR "/data/bad-abilities/until-on-delay.json",
                                              &err), RF_E_DATA);
    assert_string_equal(err.field, "abilities[0].until");
    assert_non_null(strstr(err.message, "TIME-6"));
    rf_content_free(c);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_TIME_6_until_the_target_leaves),
        cmocka_unit_test(test_TIME_6_until_the_legend_leaves),
        cmocka_unit_test(test_TIME_6_only_a_duration),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
