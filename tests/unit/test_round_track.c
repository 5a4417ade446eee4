/*
 * test_round_track.c — the round track's symbols in a game (data/
 * round_track.json, engine_round_marker_advance in ring_play.c): what each one
 * does with the Ring, with Heat Shields and with neither (SYM-1).
 */
#include <stdio.h>
#include <string.h>

#include "testutil.h"
#include "mode_play.h"
#include "rules/modules/heat_shields/heat.h"
#include "rules/modules/ring/ring.h"
#include "rules/modules/ring/ring_play.h"

enum { NONE, RING, HEAT };

static rf_game *track_game(int module)
{
    tu_spot s[2] = { { "Bangalore", RF_RED, 8, 8, "", "" }, { "Wraith", RF_BLUE, 9, 9, "", "" } };
    rf_setup su;
    tu_setup(&su, s, 2, 4);
    su.ring = module == RING;
    if (module == HEAT) su.modules = RF_MODULE_BIT(RF_MOD_HEAT);
    return tu_game_of(tu_content(), mp_yard(), &su);
}

static int heat_shields(const rf_game *g)
{
    int n = 0;
    for (int i = 0; i < g->overlay.n; i++) n += g->overlay.o[i].owner == RF_HEAT_OWNER;
    return n;
}

static int ring_area(const rf_game *g) { return ringmod_width(&g->ring) * ringmod_height(&g->ring); }

/* covers: SYM-1 RING-6 RING-7 RING-8 HEAT-7 HEAT-8 BR-7
 * The marker moves from round 2 over a square space printing the ring-move
 * and the reshuffle symbols to round 3. With the Ring the ring closes in
 * (ring move) and the ring deck is reshuffled (the face-up card drawn anew
 * from the whole deck: with several seeds it is not always the card that
 * moved the ring); with Heat Shields the same ring-move symbol deploys the
 * 3 heat shields instead and the ring never moves; with neither module the
 * symbols do nothing. Each round space is the new round; the trophy space
 * after round 8 ends the game. */
static void test_SYM_1_round_track_symbols(void **state)
{
    (void)state;
    for (int module = NONE; module <= HEAT; module++) {
        rf_game *g = track_game(module);
        int area = ring_area(g);
        assert_false(engine_round_marker_advance(g));                         /* round 1 → 2 */
        assert_int_equal(g->round, 2);
        assert_int_equal(ring_area(g), area);             /* no symbol between 1 and 2 */
        assert_int_equal(heat_shields(g), 0);
        assert_false(engine_round_marker_advance(g));                /* over the square: 3 */
        tu_check(g);
        assert_int_equal(g->round, 3);
        if (module == RING) assert_true(ring_area(g) < area);                 /* RING-7 */
        else assert_int_equal(ring_area(g), area);
        assert_int_equal(heat_shields(g), module == HEAT ? RF_HEAT_SHIELDS : 0);   /* HEAT-8 */
        int guard = 0;
        while (!engine_round_marker_advance(g) && guard++ < 20) assert_false(g->over);
        assert_true(g->over);                                              /* the trophy */
        assert_int_equal(g->round, 8);
        rf_game_free(g);
    }
    int redrawn = 0;                                   /* RING-8: the reshuffle symbol */
    for (unsigned long long seed = 1; seed <= 8; seed++) {
        rf_game *g = track_game(RING);
        rng_seed(&g->rng, seed);
        engine_round_marker_advance(g);
        int before = g->ring.card;
        engine_round_marker_advance(g);
        redrawn += g->ring.card != before;
        rf_game_free(g);
    }
    assert_true(redrawn > 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_SYM_1_round_track_symbols),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
