/*
 * test_ring_play.c — the Ring module in a game (ring_play.c): the ring
 * stays put while no ring-move symbol is reached, closes in at the
 * transitions the round track says, legends outside it take the damage
 * printed below the round marker to health only, and the trophy ends the
 * game after round 8.
 */
#include <stdio.h>
#include <string.h>

#include "testutil.h"
#include "rules/engine/engine.h"
#include "rules/cards/hand.h"
#include "rules/modules/ring/ring.h"

static rf_game *ring_game(unsigned long long seed, bool ring)
{
    rf_setup s;
    memset(&s, 0, sizeof s);
    s.nlegends = 2;
    snprintf(s.legend[0].name, sizeof s.legend[0].name, "Wraith");
    snprintf(s.legend[1].name, sizeof s.legend[1].name, "Gibraltar");
    s.legend[0].x = 7;  s.legend[0].y = 7;  s.legend[0].squad = 0;
    s.legend[1].x = 8;  s.legend[1].y = 7;  s.legend[1].squad = 1;
    s.seed = seed;
    s.ring = ring;
    rf_game *g = NULL;
    rf_error err;
    if (rf_game_new(tu_content(), tu_crossroads(), &s, &g, &err) != RF_OK) fail_msg("%s", err.message);
    return g;
}

/* Both legends activate and end their activation at once: one round. */
static void pass_round(rf_game *g)
{
    for (int l = 0; l < 2 && !g->over; l++) {
        tu_choose(g, engine_code(OPT_ACTIVATE, l, 0));
        tu_choose(g, engine_code(OPT_ACTION, ACT_END, 0));
    }
}

static bool whole_map(const rf_game *g)
{
    return g->ring.west == 0 && g->ring.north == 0 && g->ring.east == 15 && g->ring.south == 15;
}

/* RING-4: the figures start on the corners; the ring first moves at the
 * first ring-move symbol of the track, then at every one after.
 * covers: RING-4 RING-6 RING-7 TRANS-5 */
static void test_RING_6_ring_moves_on_the_track(void **state)
{
    (void)state;
    const rf_round_track *t = &tu_content()->track;
    for (unsigned long long seed = 1; seed <= 5; seed++) {
        rf_game *g = ring_game(seed, true);
        assert_true(g->ring_on && whole_map(g));
        int moves = 0, width = ringmod_width(&g->ring) + ringmod_height(&g->ring);
        while (!g->over) {
            int before = g->track_pos;
            rf_ring was = g->ring;
            pass_round(g);
            bool symbol = false;
            for (int p = before + 1; p < t->n && t->space[p].kind != RF_TRACK_ROUND; p++)
                symbol |= (t->space[p].symbols & RF_SYM_RING_MOVE) != 0;
            bool moved = memcmp(&was, &g->ring, 4) != 0;
            if (!g->over) assert_int_equal(moved, symbol);
            moves += moved;
            assert_true(ringmod_width(&g->ring) + ringmod_height(&g->ring) <= width);
            width = ringmod_width(&g->ring) + ringmod_height(&g->ring);
        }
        assert_true(moves >= 1);
        rf_game_free(g);
    }
}

/* Without the module the ring never moves and nobody takes ring damage.
 * covers: TRANS-2 */
static void test_TRANS_2_no_ring_no_damage(void **state)
{
    (void)state;
    rf_game *g = ring_game(3, false);
    g->legend[0].pos = geo_cell_make(0, 0);
    tu_check(g);
    while (!g->over) pass_round(g);
    assert_true(whole_map(g));
    assert_int_equal(g->legend[0].vitals.health, 40);
    rf_game_free(g);
}

/* RING-5, RING-9: at the transition a legend outside the ring takes the
 * damage printed below the marker's position, to health only; one inside
 * takes none. covers: RING-5 RING-9 TRANS-2 DMG-6 */
static void test_RING_5_outside_takes_ring_damage(void **state)
{
    (void)state;
    const rf_round_track *t = &tu_content()->track;
    rf_game *g = ring_game(4, true);
    int hurt_rounds = 0;
    while (!g->over) {
        /* Gibraltar on a free space inside the ring; Wraith on one outside
         * it if there is one, else inside too */
        int in[2][2], nin = 0, outx = -1, outy = -1;
        for (int y = 0; y < 16; y++)
            for (int x = 0; x < 16; x++) {
                if (!rf_map_space_free(tu_crossroads(), x, y)) continue;
                if (ringmod_inside(&g->ring, x, y) && nin < 2) {
                    in[nin][0] = x;
                    in[nin++][1] = y;
                } else if (!ringmod_inside(&g->ring, x, y)) {
                    outx = x;
                    outy = y;
                }
            }
        assert_int_equal(nin, 2);
        bool outside = outx >= 0;
        g->legend[1].pos = geo_cell_make(in[0][0], in[0][1]);
        g->legend[0].pos = outside ? geo_cell_make(outx, outy) : geo_cell_make(in[1][0], in[1][1]);
        g->legend[0].vitals.health = 40;
        g->legend[0].vitals.shield = 20;
        g->legend[1].vitals.health = 40;
        tu_check(g);
        int damage = ring_damage(t, g->track_pos);
        pass_round(g);
        if (g->over) break;
        assert_int_equal(g->legend[0].vitals.shield, 20);                  /* health only */
        assert_int_equal(g->legend[0].vitals.health, 40 - (outside ? damage : 0));
        assert_int_equal(g->legend[1].vitals.health, 40);
        hurt_rounds += outside && damage > 0;
    }
    assert_true(hurt_rounds >= 2);
    rf_game_free(g);
}

/* The log of a transition: its header (TRANS-1); ring damage as the track
 * prints it and what the legend lost, here all the health it had left
 * (RING-5, DMG-4); every legend's card draw (TRANS-3), the card named. */
static void test_LOG_transition_ring_damage_and_draws(void **state)
{
    (void)state;
    const rf_round_track *t = &tu_content()->track;
    rf_game *g = ring_game(4, true);
    int pos = 0;
    for (int i = 0; i < t->n; i++)
        if (ring_damage(t, i) > ring_damage(t, pos)) pos = i;
    int damage = ring_damage(t, pos);
    assert_true(damage > 10);
    g->track_pos = pos;
    g->round = t->space[pos].round;
    g->ring.west = 4;                                    /* Wraith outside, on 0,0 */
    g->legend[0].pos = geo_cell_make(0, 0);
    assert_true(rf_map_space_free(tu_crossroads(), 0, 0));
    g->legend[0].vitals.health = (int8_t)(damage - 4);
    g->legend[1].vitals.health = 40;
    tu_check(g);
    tu_log_start(g);
    pass_round(g);
    char want[160];
    snprintf(want, sizeof want, "Transition phase of round %d (TRANS-1)\n", g->round);
    tu_log_expect(want);
    snprintf(want, sizeof want, "Wraith is outside the ring: the ring deals %d damage (RING-5), "
             "%d to health, all it had left, ELIMINATED\n", damage, damage - 4);
    tu_log_expect(want);
    rf_game_free(g);

    const tu_at own[2] = { { "Wraith", 0, 7, 7 }, { "Gibraltar", 1, 8, 7 } };
    g = tu_game_own(tu_content(), tu_crossroads(), own, 2, 4);
    tu_log_start(g);
    pass_round(g);
    tu_log_expect("Transition phase of round 1 (TRANS-1)\n");
    for (int l = 0; l < 2; l++) {
        const rf_legend *lg = &g->legend[l];
        snprintf(want, sizeof want, "%s draws an action card (TRANS-3)\n  %s's new card: %s (TRANS-3)\n",
                 lg->name, lg->name, hand_card_of(g, lg->deck[lg->deck_n])->name);   /* drawn from the top */
        tu_log_expect(want);
    }
    rf_game_free(g);
}

/* ROUND-5, BR-7: the round marker reaches the trophy after round 8.
 * covers: ROUND-1 ROUND-5 */
static void test_ROUND_5_trophy_after_round_8(void **state)
{
    (void)state;
    rf_game *g = ring_game(9, true);
    int rounds = 0;
    while (!g->over) {
        assert_int_equal(g->round, rounds + 1);
        pass_round(g);
        rounds++;
    }
    assert_int_equal(rounds, 8);
    int w;
    assert_true(rf_game_over(g, &w));
    assert_int_equal(w, -1);                        /* nobody hurt: a draw (BR-7 (3)) */
    rf_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_RING_6_ring_moves_on_the_track),
        cmocka_unit_test(test_TRANS_2_no_ring_no_damage),
        cmocka_unit_test(test_RING_5_outside_takes_ring_damage),
        cmocka_unit_test(test_LOG_transition_ring_damage_and_draws),
        cmocka_unit_test(test_ROUND_5_trophy_after_round_8),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
