/*
 * test_bot_delayed.c — a pending Delay seen by every seat and avoided by
 * the bots (issue 12): Gibraltar's Defensive Bombardment (EX-TIME-2,
 * TIME-3) lies on the map with its token below the initiative track, both
 * public; rf_view_delayed (src/rules/views/view_delayed.c) shows when it strikes
 * and where, the same for every seat, and normal steps out of its area when
 * it strikes before the legend can act again (src/bots/heuristic.c,
 * delayed_danger). The yard is legend_play.h's.
 *
 * covers: TIME-3 EX-TIME-2 TURN-2
 */
#include "legend_play.h"
#include "rules/engine/legends.h"

enum { RED = LP_RED, BLUE = LP_BLUE, ULT = LP_ULT, GIB = 0, WRAITH = 1 };

/* Gibraltar (red, 6,1) lays the bombardment on 8,4 in round 1; Wraith
 * (blue, on 8,4, no deck or abilities) stands in the middle of it. */
static rf_game *bombarded(void)
{
    lp_spot s[] = { { "Gibraltar", RED, 6, 1, true }, { "Wraith", BLUE, 8, 4, false } };
    rf_game *g = lp_game(s, 2, 7);
    tu_activate(g, GIB);
    tu_choose(g, engine_code(OPT_ABILITY, ULT, 0));
    tu_choose(g, lp_cell(8, 4));
    return g;
}

static int damage_at(const rf_delayed_view *d, int x, int y)
{
    for (int i = 0; i < d->narea; i++)
        if (d->area[i].x == x && d->area[i].y == y) return d->area[i].value;
    return 0;
}

/* TIME-3, EX-TIME-2, TURN-2: the token two rounds ahead at red's turn, the
 * miniature on 8,4, 15 in the middle 3x3 and 10 around it; the same view
 * in every world a seat may imagine (rf_game_determinize: hidden cards and
 * decks drawn again), for red, blue and a spectator. */
static void test_TIME_3_pending_delay_is_public(void **state)
{
    (void)state;
    rf_game *g = bombarded();
    rf_delayed_view d[4];
    assert_int_equal(rf_view_delayed(g, d, 4), 1);
    assert_int_equal(d[0].legend, GIB);
    assert_int_equal(d[0].slot, ULT);
    assert_int_equal(d[0].round, 3);
    assert_int_equal(d[0].squad, RED);
    assert_int_equal(d[0].x, 8);
    assert_int_equal(d[0].y, 4);
    assert_int_equal(damage_at(&d[0], 8, 4), 15);
    assert_int_equal(damage_at(&d[0], 6, 4), 10);
    assert_int_equal(damage_at(&d[0], 8, 7), 0);
    rf_game *w = rf_game_clone(g);
    for (int seat = -1; seat < 2; seat++)
        for (unsigned long long seed = 1; seed <= 3; seed++) {
            rf_error err;
            rf_delayed_view e[4];
            assert_int_equal(rf_game_determinize(g, seat, seed, w, &err), RF_OK);
            assert_int_equal(rf_view_delayed(w, e, 4), 1);
            assert_memory_equal(&d[0], &e[0], sizeof d[0]);
        }
    tu_pass_until(g, 3, RED);                       /* it struck: nothing pending */
    assert_int_equal(rf_view_delayed(g, d, 4), 0);
    rf_game_free(w);
    rf_game_free(g);
}

/* Wraith's activation played by bot kind `kind`; its space after it. */
static void bot_activation(rf_game *g, const char *kind, int *x, int *y)
{
    rf_bot *b = rf_bot_new(kind, 3);
    tu_activate(g, WRAITH);
    for (int guard = 0; guard < 40 && !g->over && tu_top(g) != FR_TURN; guard++)
        tu_choose(g, rf_bot_choose(b, g));
    rf_bot_free(b);
    *x = g->legend[WRAITH].pos.x;
    *y = g->legend[WRAITH].pos.y;
}

/* In round 2, blue's turn, the bombardment strikes at the start of round
 * 3's red turn, before Wraith acts again: normal leaves its area (it would
 * lose 15). heuristic-v1 does not see it and stays to fight Gibraltar. */
static void test_TIME_3_normal_steps_out_of_a_pending_bombardment(void **state)
{
    (void)state;
    rf_delayed_view d[2];
    int x, y;
    rf_game *g = bombarded();
    tu_pass_until(g, 2, BLUE);
    assert_int_equal(rf_view_delayed(g, d, 2), 1);
    bot_activation(g, "normal", &x, &y);
    assert_int_equal(damage_at(&d[0], x, y), 0);
    tu_pass_until(g, 3, BLUE);
    assert_int_equal(lp_lost(g, WRAITH), 0);
    rf_game_free(g);
}

/* The Delays' damage is read for each decision afresh (heuristic.c
 * danger_at, made on first need, issue 14): the same bot first plays
 * Wraith's activation in a match with nothing pending, then in the
 * bombarded one, and still steps out (fails when a decision reads the
 * last decision's map). */
static void test_TIME_3_danger_read_afresh_each_decision(void **state)
{
    (void)state;
    lp_spot s[] = { { "Gibraltar", RED, 6, 1, true }, { "Wraith", BLUE, 8, 4, false } };
    rf_game *calm = lp_game(s, 2, 7);
    tu_pass_until(calm, 2, BLUE);
    rf_bot *b = rf_bot_new("normal", 3);
    tu_activate(calm, WRAITH);
    tu_choose(calm, rf_bot_choose(b, calm));            /* the danger map of a calm match */
    rf_game *g = bombarded();
    tu_pass_until(g, 2, BLUE);
    tu_activate(g, WRAITH);
    for (int guard = 0; guard < 40 && !g->over && tu_top(g) != FR_TURN; guard++)
        tu_choose(g, rf_bot_choose(b, g));
    rf_delayed_view d[2];
    rf_game *fresh = bombarded();
    tu_pass_until(fresh, 2, BLUE);
    assert_int_equal(rf_view_delayed(fresh, d, 2), 1);
    assert_int_equal(damage_at(&d[0], g->legend[WRAITH].pos.x, g->legend[WRAITH].pos.y), 0);
    rf_bot_free(b);
    rf_game_free(fresh);
    rf_game_free(g);
    rf_game_free(calm);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_TIME_3_pending_delay_is_public),
        cmocka_unit_test(test_TIME_3_danger_read_afresh_each_decision),   /* first: no map made before */
        cmocka_unit_test(test_TIME_3_normal_steps_out_of_a_pending_bombardment),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
