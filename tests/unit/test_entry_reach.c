/*
 * test_entry_reach.c — the entering Move's costs (STAGE2-6, MOVE-7; TDM-8
 * and CTF-7 ask them for every waiting legend's four edges) come from one
 * search from every edge space of the side, each entered at its first
 * step's cost (geo_reach_compute_costed, issue 14). A property test: on
 * states of seeded matches as `ringfall play` starts them (Team
 * Deathmatch, Capture the Flag, Battle Royale with supply drops; portals,
 * ziplines, drops and legends on the map), for every legend, side and MP,
 * match_entry_costs equals the search it replaced: one reach per edge space
 * with the MP left after its first step (MOVE-16, MOVE-19, MOVE-11), the
 * edge space itself not ended on when occupied (MOVE-9), the least over
 * them, R-STAGE2-6b's fallback and CTF-7's filter as before.
 */
#include <stdio.h>
#include <string.h>

#include "testutil.h"
#include "geo/move.h"
#include "geo/place.h"
#include "rules/engine/legends.h"
#include "rules/match/match.h"
#include "rules/modes/ctf/ctf.h"
#include "rules/modules/ring/ring.h"

/* The search before: one reach per edge space, merged by the least. */
static bool per_edge_space(const rf_game *g, int l, int side, int mp, uint8_t *cost)
{
    const geo_board *b = g->map->board;
    geo_cellset occ;
    legends_occupied(g, l, &occ);
    memset(cost, GEO_UNREACHED, GEO_MAX_CELLS);
    static geo_reach r;
    bool any = false;
    for (int y = 0; y < b->h; y++)
        for (int x = 0; x < b->w; x++) {
            geo_cell e = geo_cell_make(x, y);
            if (!entrance_on_edge(side, b->w, b->h, x, y) || geo_space_impassable(b, &g->overlay, e))
                continue;
            int level = geo_floor(b, e), in = 1 + (level == 1);
            if (level > 1 || in > mp) continue;
            geo_reach_compute(b, &g->overlay, e, mp - in, &occ, &r);
            for (int i = 0; i < GEO_MAX_CELLS; i++) {
                if (!geo_cellset_has(&r.can_end, geo_cell_at(i))) continue;
                if (i == geo_cell_index(e) && (geo_cellset_has(&occ, e) ||
                                               geo_space_occupied_by_object(b, &g->overlay, e)))
                    continue;
                if (r.cost[i] + in < cost[i]) cost[i] = (uint8_t)(r.cost[i] + in);
                any = true;
            }
        }
    for (int pass = 0; pass < 2 && !any; pass++)                 /* R-STAGE2-6b */
        for (int i = 0; i < GEO_MAX_CELLS; i++) {
            geo_cell c = geo_cell_at(i);
            if (!geo_on_board(b, c) || !geo_space_free(b, &g->overlay, &occ, c)) continue;
            if (pass == 0 && !entrance_on_edge(side, b->w, b->h, c.x, c.y)) continue;
            cost[i] = 0;
            any = true;
        }
    return g->mode == RF_MODE_CTF ? ctf_entry_filter(g, l, cost) : true;   /* CTF-7 */
}

static long compared, reached, with_objects;

static void compare(const rf_game *g, unsigned long long seed, int step)
{
    static const int mps[] = { 1, 2, 3, 4, 6 };
    uint8_t fast[GEO_MAX_CELLS], slow[GEO_MAX_CELLS];
    for (int l = 0; l < g->nlegends; l++)
        for (int side = 0; side < 4; side++)
            for (size_t k = 0; k < sizeof mps / sizeof *mps; k++) {
                bool f = match_entry_costs(g, l, side, mps[k], fast);
                bool s = per_edge_space(g, l, side, mps[k], slow);
                if (f != s) fail_msg("seed %llu, decision %d, legend %d, side %d, %d MP: strict %d, "
                                     "was %d", seed, step, l, side, mps[k], f, s);
                for (int i = 0; i < GEO_MAX_CELLS; i++) {
                    if (fast[i] != slow[i])
                        fail_msg("seed %llu, decision %d, legend %d, side %d, %d MP: %d,%d costs %d, "
                                 "one reach per edge space says %d", seed, step, l, side, mps[k],
                                 i % GEO_MAX_DIM, i / GEO_MAX_DIM, fast[i], slow[i]);
                    reached += fast[i] != GEO_UNREACHED;
                }
                compared++;
                with_objects += g->overlay.n > 0;
            }
}

static void check_match(unsigned long long seed, int mode, unsigned modules, bool ring,
                        const char *bots, int every)
{
    rf_setup s;
    tu_draft_setup(&s, seed);
    s.squad_size = 2;
    s.mode = mode;
    s.modules = modules;
    s.ring = ring;
    rf_game *g = tu_game_of(tu_content(), tu_crossroads(), &s);
    rf_bot *bot[2] = { rf_bot_new(bots, seed * 2 + 1), rf_bot_new(bots, seed * 2 + 2) };
    rf_decision d;
    rf_error err;
    for (int step = 0; rf_pending_brief(g, &d); step++) {
        if (step % every == 0) compare(g, seed, step);
        assert_int_equal(rf_choose(g, rf_bot_choose(bot[d.seat], g), &err), RF_OK);
    }
    rf_bot_free(bot[0]);
    rf_bot_free(bot[1]);
    rf_game_free(g);
}

static void test_entry_costs_are_the_least_over_the_edge_spaces(void **state)
{
    (void)state;
    for (unsigned long long seed = 1; seed <= 3; seed++) {
        check_match(seed, RF_MODE_TDM, 0, true, "random", 23);
        check_match(seed + 10, RF_MODE_CTF, 0, false, "random", 23);
        check_match(seed + 20, RF_MODE_TDM, 0, true, "normal", 29);
        check_match(seed + 30, RF_MODE_CTF, 0, false, "normal", 29);
        check_match(seed + 40, RF_MODE_BR, RF_MODULE_BIT(RF_MOD_DROPS), true, "normal", 31);
    }
    printf("%ld entries compared (%ld with objects on the map), %ld spaces reached\n", compared,
           with_objects, reached);
    assert_true(compared > 5000);
    assert_true(reached > 100000);
    assert_true(with_objects > 500);     /* drops, portals or ziplines on the map */
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_entry_costs_are_the_least_over_the_edge_spaces),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
