/*
 * test_champ_elim.c — eliminations, respawn and victory in Champions
 * (CHAMP-3, CHAMP-4, CHAMP-15, CHAMP-17; src/rules/modes/champ/champ_elim.c,
 * frame_respawn.c). A Champions game starts from the draft or the stages
 * only (setup.c check_modes), so to stage a position these are 2 vs 2
 * Battle Royale games on the map made Champions games (g->mode) before the
 * first decision: red are the champions (CHAMP-1), blue the challengers.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "testutil.h"
#include "rules/modes/champ/champ_elim.h"
#include "rules/modes/champ/champ_play.h"
#include "rules/engine/engine.h"
#include "rules/modes/equip/equip.h"
#include "rules/engine/legends.h"
#include "rules/modes/br/victory.h"

static rf_game *game(int mode)
{
    static const char *const names[4] = { "Bangalore", "Wraith", "Gibraltar", "Bloodhound" };
    rf_setup s;
    memset(&s, 0, sizeof s);
    s.seed = 7;
    for (int i = 0; i < 4; i++) {
        rf_setup_legend *l = &s.legend[s.nlegends++];
        snprintf(l->name, sizeof l->name, "%s", names[i]);
        l->squad = i / 2;
        l->x = 3 + 3 * (i % 2);
        l->y = i / 2 ? 12 : 2;
    }
    rf_game *g = NULL;
    rf_error err;
    if (rf_game_new(tu_content(), tu_crossroads(), &s, &g, &err) != RF_OK) fail_msg("%s", err.message);
    g->mode = mode;                                /* Champions: red are the champions */
    for (int l = 0; l < 4; l++) g->legend[l].death_boxes = 2;    /* CHAMP-6, CHAMP-7 */
    return g;
}

/* covers: CHAMP-15 CHAMP-3 */
static void test_CHAMP_15_champion_eliminated(void **state)
{
    (void)state;
    rf_game *g = game(RF_MODE_CHAMP);
    rf_legend *lg = &g->legend[0];
    lg->vitals.shield = lg->vitals.shield_max = 70;
    lg->vitals.health = lg->vitals.health_max = 70;
    lg->vitals.shield = 0;
    lg->vitals.health = 5;
    tu_log_start(g);
    legend_eliminate_by(g, 0, 2);
    tu_log_expect("Champion Bangalore is eliminated; 1 death box left;");  /* one box: singular */
    assert_false(lg->on_map);                                          /* (1) */
    assert_int_equal(lg->vitals.shield, 60);                           /* (3) */
    assert_int_equal(lg->vitals.health, 60);
    assert_int_equal(lg->death_boxes, 1);
    assert_int_equal(g->vp[RF_BLUE], 1);                               /* 1 VP */
    assert_int_equal(g->vp[RF_RED], 0);
    assert_false(rf_game_over(g, NULL));
    legend_eliminate_by(g, 1, 3);                   /* the other champion: 2 VP */
    int winner = -1;
    assert_true(rf_game_over(g, &winner));                             /* CHAMP-3 */
    assert_int_equal(winner, RF_BLUE);
    rf_game_free(g);
}

/* ELIM-3: the log counts the death boxes left in words that agree with the
 * number ("1 death box left", "0 death boxes left"; issue 15 found "1 death
 * boxes"), in a Battle Royale game (victory.c) as in Champions above. */
/* covers: ELIM-3 */
static void test_ELIM_3_death_boxes_left_in_words(void **state)
{
    (void)state;
    rf_game *g = game(RF_MODE_BR);
    tu_log_start(g);
    g->legend[2].vitals.shield = 0;
    legend_eliminate_by(g, 2, 0);
    tu_log_expect("Gibraltar is eliminated; 1 death box left;");
    g->legend[3].death_boxes = 1;
    legend_eliminate_by(g, 3, 0);
    tu_log_expect("Bloodhound is eliminated; 0 death boxes left;");
    rf_game_free(g);
}

/* covers: CHAMP-15 */
static void test_CHAMP_15_locks_back(void **state)
{
    (void)state;
    rf_game *g = game(RF_MODE_CHAMP);
    g->equip.boards |= 1u;                          /* the champion's Boss board */
    g->equip.supply = 12;                           /* CHAMP-2: 12 lock tokens */
    int locked = 0;
    for (int s = 0; s < equip_spaces(g) && locked < 2; s++) locked += equip_lock(g, 0, s);
    assert_true(locked > 0);
    assert_int_equal(equip_locked_count(g, 0), locked);
    legend_eliminate_by(g, 0, 2);
    assert_int_equal(equip_locked_count(g, 0), 0);                  /* (2) */
    assert_int_equal(g->equip.supply, 12);
    assert_int_equal(g->vp[RF_BLUE], 1);
    rf_game_free(g);
}

/* covers: CHAMP-4 CHAMP-3 ELIM-3 */
static void test_CHAMP_4_challengers_give_at_most_two(void **state)
{
    (void)state;
    rf_game *g = game(RF_MODE_CHAMP);
    for (int k = 0; k < 3; k++) {                  /* Gibraltar: 2 VP, then none */
        g->legend[2].on_map = true;
        legend_eliminate_by(g, 2, 0);
        assert_int_equal(g->vp[RF_RED], k < 2 ? k + 1 : 2);
        assert_false(rf_game_over(g, NULL));       /* 4 VP needed, not BR-5's */
    }
    legend_eliminate_by(g, 3, 0);
    assert_int_equal(g->vp[RF_RED], 3);
    assert_false(rf_game_over(g, NULL));
    legend_eliminate_by(g, 3, 0);
    int winner = -1;
    assert_true(rf_game_over(g, &winner));                             /* CHAMP-3: 4 VP */
    assert_int_equal(winner, RF_RED);
    rf_game_free(g);
}

/* BR-6 (2 VP and a legend with no death box at its activation) is not a
 * Champions victory; the same VP in Battle Royale is. */
/* covers: CHAMP-3 BR-6 */
static void test_CHAMP_3_replaces_br6(void **state)
{
    (void)state;
    for (int mode = 0; mode < 2; mode++) {
        rf_game *g = game(mode ? RF_MODE_CHAMP : RF_MODE_BR);
        g->vp[RF_BLUE] = 2;                        /* red's enemy */
        g->legend[0].death_boxes = 0;
        assert_int_equal(victory_at_activation(g, 0), !mode);
        rf_game_free(g);
    }
}

/* CHAMP-3: the round marker on the trophy space: the challengers win,
 * whatever the VP (Battle Royale: the squad with more VP, BR-7 (1)). */
/* covers: CHAMP-3 BR-7 */
static void test_CHAMP_3_trophy_to_the_challengers(void **state)
{
    (void)state;
    for (int mode = 0; mode < 2; mode++) {
        rf_game *g = game(mode ? RF_MODE_CHAMP : RF_MODE_BR);
        g->vp[RF_RED] = 3;
        g->vp[RF_BLUE] = 1;
        assert_int_equal(victory_after_last_round(g), mode ? RF_BLUE : RF_RED);
        rf_game_free(g);
    }
}

/* The respawn spaces offered to legend 0 once it is eliminated (bots play
 * until its Respawn asks where). */
static int respawn_cells(rf_game *g, geo_cell *out)
{
    rf_bot *bot = rf_bot_new("random", 5);
    legend_eliminate_by(g, 0, 2);
    int n = 0;
    for (int guard = 0; guard < 5000 && n == 0 && !rf_game_over(g, NULL); guard++) {
        rf_decision d;
        rf_pending(g, &d);
        unsigned codes[RF_MAX_OPTIONS];
        int k = rf_option_codes(g, codes, RF_MAX_OPTIONS);
        if (d.kind == RF_DEC_RESPAWN && d.legend == 0)
            for (int i = 0; i < k; i++)
                if (rf_opt_kind_of(codes[i]) == RF_OPT_RESPAWN_AT) {
                    out[n++] = geo_cell_at(engine_code_b(codes[i]));
                    assert_int_equal(engine_code_a(codes[i]), 0);         /* no beacon locked */
                }
        if (n == 0) {
            rf_error err;
            assert_int_equal(rf_choose(g, rf_bot_choose(bot, g), &err), RF_OK);
        }
    }
    rf_bot_free(bot);
    return n;
}

/* How many beacons have one of the cells next to them. */
static int beacons_near(const rf_game *g, const geo_cell *cells, int n)
{
    int near = 0;
    for (int b = 0; b < respawn_beacon_count(g); b++) {
        bool any = false;
        for (int i = 0; i < n; i++) any |= geo_cell_distance(cells[i], respawn_beacon_cell(g, b)) == 1;
        near += any;
    }
    return near;
}

/* CHAMP-17: next to any beacon; in Battle Royale the closest to a
 * squadmate only (RESP-4). */
/* covers: CHAMP-17 RESP-4 */
static void test_CHAMP_17_respawn_next_to_any_beacon(void **state)
{
    (void)state;
    geo_cell cells[64];
    rf_game *g = game(RF_MODE_CHAMP);
    for (int l = 0; l < 2; l++) champ_vitals(g, l);                   /* CHAMP-7 */
    assert_true(respawn_beacon_count(g) >= 2);
    int n = respawn_cells(g, cells);
    assert_true(n > 0);
    assert_int_equal(beacons_near(g, cells, n), respawn_beacon_count(g));
    rf_game_free(g);
    g = game(RF_MODE_BR);
    n = respawn_cells(g, cells);
    assert_true(n > 0);
    assert_true(beacons_near(g, cells, n) < respawn_beacon_count(g));
    rf_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_CHAMP_15_champion_eliminated),
        cmocka_unit_test(test_ELIM_3_death_boxes_left_in_words),
        cmocka_unit_test(test_CHAMP_15_locks_back),
        cmocka_unit_test(test_CHAMP_4_challengers_give_at_most_two),
        cmocka_unit_test(test_CHAMP_3_replaces_br6),
        cmocka_unit_test(test_CHAMP_3_trophy_to_the_challengers),
        cmocka_unit_test(test_CHAMP_17_respawn_next_to_any_beacon),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
