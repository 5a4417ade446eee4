/*
 * test_respawn_spaces.c — a Respawn's spaces (RESP-4) as the rule reads:
 * the free spaces adjacent to the respawn beacons closest to a squadmate
 * on the map (any beacon without one), a beacon with no free adjacent
 * space passed over for the next closest (R-RESP-4), in the board's order
 * of beacons and directions, a space next to two beacons once. The engine
 * keeps the map's beacons per board and looks around a beacon only when
 * it can still be the closest (frame_respawn.c, issue 14); this property
 * test compares its options with the rule computed from the board's
 * components at every Respawn decision of seeded Battle Royale matches
 * (random bots, 2 vs 2 with supply drops and 3 vs 3), and on 24 copies of
 * each with the other legends moved to random free spaces (other
 * distances, other beacons crowded).
 */
#include <string.h>

#include "testutil.h"
#include "geo/adjacency.h"
#include "geo/place.h"
#include "rules/engine/engine.h"
#include "rules/engine/legends.h"

/* The options RESP-4 gives legend l, from the board's components. */
static int rule_codes(const rf_game *g, int l, unsigned *codes)
{
    const geo_board *b = g->map->board;
    int kind = geo_kinds_find(&g->content->kinds, "respawn_beacon"), best = -2, n = 0;
    geo_cellset occ;
    legends_occupied(g, -1, &occ);
    int k[GEO_MAX_COMPONENTS], d[GEO_MAX_COMPONENTS];
    geo_cell around[GEO_MAX_COMPONENTS][GEO_NDIRS];
    for (int c = 0; c < b->ncomp; c++) {
        k[c] = 0;
        if (b->comp[c].kind != kind) continue;
        geo_cell at = b->comp[c].at.u.cell;
        for (int dir = 0; dir < GEO_NDIRS; dir++) {
            geo_cell s = geo_cell_step(at, dir);
            if (geo_space_free(b, &g->overlay, &occ, s) &&
                geo_adjacent(b, &g->overlay, geo_place_cell(at), geo_place_cell(s)))
                around[c][k[c]++] = s;
        }
        d[c] = -1;                                            /* no squadmate on the map */
        for (int m = 0; m < g->nlegends; m++)
            if (m != l && g->legend[m].on_map && g->legend[m].squad == g->legend[l].squad &&
                (d[c] < 0 || geo_cell_distance(at, g->legend[m].pos) < d[c]))
                d[c] = geo_cell_distance(at, g->legend[m].pos);
        if (k[c] > 0 && (best == -2 || d[c] < best)) best = d[c];
    }
    for (int c = 0; c < b->ncomp; c++)
        for (int i = 0; i < k[c] && d[c] == best; i++) {
            unsigned code = engine_code(OPT_RESPAWN_AT, 0, geo_cell_index(around[c][i]));
            bool seen = false;
            for (int j = 0; j < n; j++) seen |= codes[j] == code;
            if (!seen) codes[n++] = code;
        }
    return n;
}

static unsigned long long rng = 0x9e3779b97f4a7c15ull;
static unsigned next(void) { return tu_xorshift(&rng); }

/* The other legends on the map, each on a random free space half the time. */
static void scatter(rf_game *g, int l)
{
    const geo_board *b = g->map->board;
    for (int m = 0; m < g->nlegends; m++) {
        if (m == l || !g->legend[m].on_map || next() % 2) continue;
        geo_cellset occ;
        legends_occupied(g, -1, &occ);
        geo_cell c = geo_cell_make((int)(next() % (unsigned)b->w), (int)(next() % (unsigned)b->h));
        if (geo_space_free(b, &g->overlay, &occ, c)) g->legend[m].pos = c;
    }
}

static long compared, spaces;

static void compare(const rf_game *g, unsigned long long seed, int step, int variant)
{
    const rf_frame *f = &g->stack[g->nframes - 1];
    unsigned want[RF_MAX_OPTIONS], got[RF_MAX_OPTIONS];
    int nw = rule_codes(g, f->legend, want), ng = rf_option_codes(g, got, RF_MAX_OPTIONS);
    if (nw != ng)
        fail_msg("seed %llu, decision %d, copy %d: %d respawn spaces, RESP-4 gives %d", seed,
                 step, variant, ng, nw);
    for (int i = 0; i < nw; i++)
        if (want[i] != got[i])
            fail_msg("seed %llu, decision %d, copy %d: option %d is space %u, RESP-4 gives %u",
                     seed, step, variant, i, engine_code_b(got[i]), engine_code_b(want[i]));
    compared++;
    spaces += nw;
}

static void check_match(unsigned long long seed, int size, unsigned modules)
{
    rf_setup s;
    tu_draft_setup(&s, seed);
    s.squad_size = size;
    s.ring = true;
    s.modules = modules;
    rf_game *g = tu_game_of(tu_content(), tu_crossroads(), &s), *copy = rf_game_clone(g);
    rf_bot *bot[2] = { rf_bot_new("random", seed * 2 + 1), rf_bot_new("random", seed * 2 + 2) };
    rf_decision d;
    rf_error err;
    for (int step = 0; rf_pending(g, &d); step++) {
        const rf_frame *f = &g->stack[g->nframes - 1];
        if (d.kind == RF_DEC_RESPAWN && f->type == FR_RESPAWN && f->respawn.holder == 0) {
            compare(g, seed, step, -1);
            for (int v = 0; v < 24; v++) {
                rf_game_copy(copy, g);
                scatter(copy, f->legend);
                compare(copy, seed, step, v);
            }
        }
        assert_int_equal(rf_choose(g, rf_bot_choose(bot[d.seat], g), &err), RF_OK);
    }
    rf_bot_free(bot[0]);
    rf_bot_free(bot[1]);
    rf_game_free(copy);
    rf_game_free(g);
}

/* covers: RESP-4 */
static void test_RESP_4_spaces_around_the_closest_beacons(void **state)
{
    (void)state;
    for (unsigned long long seed = 1; seed <= 20; seed++) {
        check_match(seed, 3, 0);
        check_match(seed + 100, 2, RF_MODULE_BIT(RF_MOD_DROPS));
    }
    printf("%ld respawn listings compared, %ld spaces\n", compared, spaces);
    assert_true(compared > 1000);
    assert_true(spaces > 5000);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_RESP_4_spaces_around_the_closest_beacons),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
