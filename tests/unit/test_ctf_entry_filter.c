/*
 * test_ctf_entry_filter.c — CTF-7's entry filter (ctf_entry_filter) gives
 * the answers of the full computation it replaced (issue 14: the filter
 * now skips unreached cells 8 at a time, asks the rule of the reached ones
 * only and keeps the space's own test per board and overlay). A property
 * test: on states of seeded Capture the Flag matches as `ringfall play`
 * starts them (2 vs 2 and 3 vs 3, with Events and Gun Run, random and
 * normal bots: legends on the map, domes, smoke and other objects placed
 * and removed), for every legend and many cost arrays (every cell reached,
 * bands along each edge as an entry reaches, random scatters sparse enough
 * to leave no allowed space, a few cells off the board), the filter equals
 * the rule read cell by cell over all 1,024 cells with nothing kept:
 * a space on the map, free of objects and legends, at distance 4 or more
 * from every other legend on the map, with 4 or more free spaces adjacent
 * to it (ADJ-2); the others struck, and nothing struck with false
 * returned when no reached space passes (R-CTF-7).
 */
#include <string.h>

#include "testutil.h"
#include "geo/adjacency.h"
#include "geo/move.h"
#include "geo/place.h"
#include "rules/engine/legends.h"
#include "rules/modes/ctf/ctf.h"

/* CTF-7 for legend l on space c, from the rule's words. */
static bool rule_allows(const rf_game *g, int l, geo_cell c)
{
    const geo_board *b = g->map->board;
    geo_cellset occ;
    legends_occupied(g, l, &occ);
    if (!geo_on_board(b, c) || !geo_space_free(b, &g->overlay, &occ, c)) return false;
    for (int m = 0; m < g->nlegends; m++)
        if (m != l && g->legend[m].on_map && geo_cell_distance(c, g->legend[m].pos) < 4)
            return false;                                                /* DIST-1 */
    int free = 0;
    for (int d = 0; d < GEO_NDIRS; d++) {
        geo_cell a = geo_cell_step(c, d);
        free += geo_space_free(b, &g->overlay, &occ, a) &&
                geo_adjacent(b, &g->overlay, geo_place_cell(c), geo_place_cell(a));
    }
    return free >= 4;
}

/* The full computation: every cell, then strike, or nothing (R-CTF-7). */
static bool full_filter(const bool *allowed, uint8_t *cost)
{
    bool any = false;
    for (int i = 0; i < GEO_MAX_CELLS; i++) any |= cost[i] != GEO_UNREACHED && allowed[i];
    if (!any) return false;
    for (int i = 0; i < GEO_MAX_CELLS; i++)
        if (!allowed[i]) cost[i] = GEO_UNREACHED;
    return true;
}

static unsigned long long rng = 88172645463325252ull;
static unsigned next(void) { return tu_xorshift(&rng); }

/* Cost array k of a state: 0 every cell of the map; 1-4 the three rows or
 * columns along an edge; 5-8 random scatters, 1 cell in 2, 8, 64, 512
 * (some off the board too). */
static void costs_of(int k, uint8_t *cost)
{
    memset(cost, GEO_UNREACHED, GEO_MAX_CELLS);
    const geo_board *b = tu_crossroads()->board;
    for (int i = 0; i < GEO_MAX_CELLS; i++) {
        int x = i % GEO_MAX_DIM, y = i / GEO_MAX_DIM;
        bool on = x < b->w && y < b->h, in;
        if (k == 0) in = on;
        else if (k <= 4)
            in = on && (k == 1 ? y < 3 : k == 2 ? y >= b->h - 3 : k == 3 ? x < 3 : x >= b->w - 3);
        else in = next() % (unsigned[]){ 2, 8, 64, 512 }[k - 5] == 0;
        if (in) cost[i] = (uint8_t)(next() % 7);
    }
}

static long compared, struck, emptied, drop_spaces;

static void compare(const rf_game *g, unsigned long long seed, int step)
{
    bool allowed[GEO_MAX_CELLS];
    uint8_t fast[GEO_MAX_CELLS], slow[GEO_MAX_CELLS];
    for (int l = 0; l < g->nlegends; l++) {
        for (int i = 0; i < GEO_MAX_CELLS; i++) {
            allowed[i] = rule_allows(g, l, geo_cell_at(i));
            if (ctf_drop_space_ok(g, l, geo_cell_at(i)) != allowed[i])
                fail_msg("seed %llu, decision %d, legend %d: ctf_drop_space_ok(%d,%d) is %d, "
                         "the rule says %d", seed, step, l, i % GEO_MAX_DIM, i / GEO_MAX_DIM,
                         !allowed[i], allowed[i]);
            drop_spaces += allowed[i];
        }
        for (int k = 0; k <= 8; k++) {
            costs_of(k, fast);
            memcpy(slow, fast, sizeof slow);
            bool f = ctf_entry_filter(g, l, fast), s = full_filter(allowed, slow);
            if (f != s)
                fail_msg("seed %llu, decision %d, legend %d, costs %d: filter says %d, the full "
                         "computation %d", seed, step, l, k, f, s);
            for (int i = 0; i < GEO_MAX_CELLS; i++)
                if (fast[i] != slow[i])
                    fail_msg("seed %llu, decision %d, legend %d, costs %d: %d,%d is %d, the full "
                             "computation says %d", seed, step, l, k, i % GEO_MAX_DIM,
                             i / GEO_MAX_DIM, fast[i], slow[i]);
            compared++;
            emptied += !s;
            for (int i = 0; i < GEO_MAX_CELLS; i++) struck += s && slow[i] == GEO_UNREACHED;
        }
    }
}

static void check_match(unsigned long long seed, int size, unsigned modules, const char *bots,
                        int every)
{
    rf_setup s;
    tu_draft_setup(&s, seed);
    s.squad_size = size;
    s.mode = RF_MODE_CTF;
    s.modules = modules;
    rf_game *g = tu_game_of(tu_content(), tu_crossroads(), &s);
    rf_bot *bot[2] = { rf_bot_new(bots, seed * 2 + 1), rf_bot_new(bots, seed * 2 + 2) };
    rf_decision d;
    rf_error err;
    for (int step = 0; rf_pending_brief(g, &d); step++) {
        if (step % every == 0 || d.kind == RF_DEC_MOVE) compare(g, seed, step);
        assert_int_equal(rf_choose(g, rf_bot_choose(bot[d.seat], g), &err), RF_OK);
    }
    rf_bot_free(bot[0]);
    rf_bot_free(bot[1]);
    rf_game_free(g);
}

/* covers: CTF-7 */
static void test_CTF_7_entry_filter_is_the_full_computation(void **state)
{
    (void)state;
    for (unsigned long long seed = 1; seed <= 3; seed++) {
        check_match(seed, 2, 0, "random", 17);
        check_match(seed + 10, 3, RF_MODULE_BIT(RF_MOD_EVENTS), "random", 17);
        check_match(seed + 20, 2, RF_MODULE_BIT(RF_MOD_GUNRUN), "normal", 19);
        check_match(seed + 30, 3, 0, "normal", 19);
    }
    printf("%ld cost arrays filtered (%ld left whole: no allowed space), %ld cells struck, %ld "
           "drop spaces allowed\n", compared, emptied, struck, drop_spaces);
    assert_true(compared > 20000);
    assert_true(emptied > 1000);
    assert_true(struck > 1000000);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_CTF_7_entry_filter_is_the_full_computation),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
