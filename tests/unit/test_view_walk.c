/*
 * test_view_walk.c — the walking distance to the nearest closed supply bin
 * (rf_view_bin_walk, src/rules/views/view_walk.c, issue 14) is what the heuristic
 * bot computed before: the least of rf_view_walk_costs from every space
 * next to a bin not yet opened (INTERACT-4, ADJ-5). A property test on the
 * states of seeded matches as `ringfall play` starts them, with the
 * objects that change walking on the map (supply drops, DROP; Wraith's
 * portals, Pathfinder's ziplines) and bins being opened, so that the one
 * search from every bin space, and the answers it keeps per thread, are
 * checked against the per-space maps whatever the board, overlay and open
 * bins. The bins' spaces (rf_view_bin_spaces, kept per thread for the last
 * board) are checked against a scan of the whole board at the same states
 * and on three maps in turn. The answers are kept by the part of the
 * overlay a walk reads (geo_reach_key): objects added to a copy of a
 * match's states, a drone that changes no walk and an impassable beacon
 * that does, each against the plain search with nothing kept.
 */
#include <stdio.h>
#include <string.h>

#include "testutil.h"
#include "map.h"
#include "geo/adjacency.h"
#include "geo/move.h"
#include "rules/engine/state.h"

/* The bot's old merge: one walk-cost map per bin space (the first 8 of a
 * bin), the least of them. */
static void merged(const rf_game *g, unsigned char *out)
{
    unsigned char from[RF_VIEW_CELLS];
    memset(out, 255, RF_VIEW_CELLS);
    for (int i = 0; i < rf_view_bins(g); i++) {
        if (rf_view_bin_opened(g, i)) continue;
        int xs[8], ys[8];
        int k = rf_view_bin_spaces(g, i, xs, ys, 8);
        for (int j = 0; j < k && j < 8; j++) {
            rf_view_walk_costs(g, xs[j], ys[j], from);
            for (int c = 0; c < RF_VIEW_CELLS; c++)
                if (from[c] < out[c]) out[c] = from[c];
        }
    }
}

static int with_open, with_drop;     /* states compared with a bin open, a supply drop down */

/* rf_view_bin_spaces (kept per thread for the last board and overlay)
 * against a scan of the whole board with geo_adjacent (ADJ-5 … ADJ-7). */
static void check_bin_spaces(const rf_game *g)
{
    const geo_board *b = g->map->board;
    for (int i = 0; i < rf_view_bins(g); i++) {
        geo_place bin = b->comp[g->bin_comp[i]].at;
        int xs[32], ys[32], n = rf_view_bin_spaces(g, i, xs, ys, 32), k = 0;
        for (int y = 0; y < b->h; y++)
            for (int x = 0; x < b->w; x++) {
                geo_place at = geo_place_cell(geo_cell_make(x, y));
                if (!geo_adjacent(b, &g->overlay, at, bin)) continue;
                if (k >= n || xs[k] != x || ys[k] != y)
                    fail_msg("bin %d: space %d,%d is adjacent, rf_view_bin_spaces' space %d is "
                             "%d,%d of %d", i, x, y, k, k < n ? xs[k] : -1, k < n ? ys[k] : -1, n);
                k++;
            }
        assert_int_equal(k, n);
    }
}

static int opened(const rf_game *g)
{
    int n = 0;
    for (int i = 0; i < rf_view_bins(g); i++) n += rf_view_bin_opened(g, i);
    return n;
}

/* Every `every`-th decision of the match (and every one that opened a bin)
 * compared; returns how many states were. */
static int check_match(unsigned long long seed, int size, unsigned modules, const char *bots,
                       int every, int *max_open)
{
    rf_setup s;
    tu_draft_setup(&s, seed);
    s.squad_size = size;
    s.ring = true;
    s.modules = modules;
    rf_game *g = tu_game_of(tu_content(), tu_crossroads(), &s);
    rf_bot *bot[2] = { rf_bot_new(bots, seed * 2 + 1), rf_bot_new(bots, seed * 2 + 2) };
    rf_decision d;
    rf_error err;
    int states = 0, step = 0, was_open = 0;
    unsigned char fast[RF_VIEW_CELLS], slow[RF_VIEW_CELLS];
    while (rf_pending_brief(g, &d)) {
        int now_open = opened(g);
        if (step++ % every == 0 || now_open != was_open) {
            check_bin_spaces(g);
            rf_view_bin_walk(g, fast);
            merged(g, slow);
            for (int c = 0; c < RF_VIEW_CELLS; c++)
                if (fast[c] != slow[c])
                    fail_msg("seed %llu, decision %d, %d bins open: space %d,%d is %d MP from a closed "
                             "bin, the per-space maps say %d", seed, step, now_open, c % 32, c / 32,
                             fast[c], slow[c]);
            states++;
            int xs[4], ys[4];
            bool closed[4];
            with_open += now_open > 0;
            with_drop += rf_view_drops(g, xs, ys, closed, 4) > 0;
        }
        was_open = now_open;
        if (*max_open < now_open) *max_open = now_open;
        assert_int_equal(rf_choose(g, rf_bot_choose(bot[d.seat], g), &err), RF_OK);
    }
    rf_bot_free(bot[0]);
    rf_bot_free(bot[1]);
    rf_game_free(g);
    return states;
}

static void test_bin_walk_is_the_least_walk_from_a_closed_bin(void **state)
{
    (void)state;
    int states = 0, max_open = 0;
    unsigned drops = RF_MODULE_BIT(RF_MOD_DROPS);
    for (unsigned long long seed = 1; seed <= 4; seed++) {
        states += check_match(seed, 3, 0, "random", 9, &max_open);
        states += check_match(seed + 100, 2, drops, "random", 9, &max_open);
        states += check_match(seed + 200, seed % 2 ? 3 : 2, seed % 2 ? drops : 0, "normal", 7, &max_open);
    }
    assert_true(states > 500);
    assert_true(with_open > 50);       /* bins were opened on the way: the key changes */
    assert_true(with_drop > 50);       /* objects that change the walk */
}

/* The same answer whatever was asked before (the kept answers are keyed by
 * the board, the objects on it and the open bins). */
static void test_bin_walk_same_after_other_games(void **state)
{
    (void)state;
    int max_open = 0;
    check_match(7, 3, RF_MODULE_BIT(RF_MOD_DROPS), "normal", 3, &max_open);
    check_match(7, 3, RF_MODULE_BIT(RF_MOD_DROPS), "normal", 2, &max_open);
}

/* The plain computation: one search from every space next to a closed
 * bin (the first 8 of each), nothing kept. */
static void plain_bin_walk(const rf_game *g, unsigned char *out)
{
    static geo_reach r;
    geo_cell from[RF_MAX_BINS * 8];
    int n = 0;
    for (int i = 0; i < rf_view_bins(g); i++) {
        int xs[8], ys[8], k = rf_view_bin_opened(g, i) ? 0 : rf_view_bin_spaces(g, i, xs, ys, 8);
        for (int j = 0; j < k && j < 8; j++) from[n++] = geo_cell_make(xs[j], ys[j]);
    }
    memset(out, 255, RF_VIEW_CELLS);
    if (n == 0) return;
    geo_reach_compute_multi(g->map->board, &g->overlay, from, n, 254, &r);
    for (int c = 0; c < RF_VIEW_CELLS; c++) out[c] = r.cost[c];
}

static int changed;                 /* objects added that changed the walk */

static void compare_plain(const rf_game *g, const char *what)
{
    unsigned char fast[RF_VIEW_CELLS], slow[RF_VIEW_CELLS];
    rf_view_bin_walk(g, fast);
    plain_bin_walk(g, slow);
    if (memcmp(fast, slow, sizeof fast) != 0)
        fail_msg("after %s (%d objects): the kept bin walk differs from the plain search", what,
                 g->overlay.n);
}

/* Objects added to a copy of g and taken away in turn: a drone (changes no
 * walk: the answer kept for the same key), an impassable respawn beacon
 * next to a bin (the key changes), the beacon taken away again. */
static void check_objects(const rf_game *g, unsigned seed)
{
    rf_game *c = rf_game_clone(g);
    const geo_kinds *k = &tu_content()->kinds;
    unsigned char before[RF_VIEW_CELLS], after[RF_VIEW_CELLS];
    int xs[8], ys[8], bin = (int)(seed % (unsigned)rf_view_bins(g));
    int n = rf_view_bin_spaces(g, bin, xs, ys, 8);
    compare_plain(c, "nothing");
    geo_overlay_add(&c->overlay, geo_kinds_find(k, "doc_drone"),
                    geo_place_cell(geo_cell_make((int)(seed * 7 % 32), (int)(seed * 13 % 32))));
    compare_plain(c, "a drone");
    plain_bin_walk(c, before);
    int j = n > 0 ? (int)(seed % (unsigned)n) : 0, x = n > 0 ? xs[j] : 0, y = n > 0 ? ys[j] - 1 : 0;
    int beacon = geo_overlay_add(&c->overlay, geo_kinds_find(k, "respawn_beacon"),
                                 geo_place_cell(geo_cell_make(x, y < 0 ? 1 : y)));
    compare_plain(c, "a respawn beacon");
    plain_bin_walk(c, after);
    changed += memcmp(before, after, sizeof before) != 0;
    geo_overlay_remove(&c->overlay, beacon);
    compare_plain(c, "the beacon taken away");
    rf_game_free(c);
}

static void test_bin_walk_kept_only_for_the_same_walk(void **state)
{
    (void)state;
    rf_setup s;
    tu_draft_setup(&s, 11);
    s.squad_size = 3;
    s.ring = true;
    rf_game *g = tu_game_of(tu_content(), tu_crossroads(), &s);
    rf_bot *bot[2] = { rf_bot_new("normal", 23), rf_bot_new("normal", 24) };
    rf_decision d;
    rf_error err;
    for (unsigned step = 0; rf_pending_brief(g, &d); step++) {
        if (step % 5 == 0) check_objects(g, step);
        assert_int_equal(rf_choose(g, rf_bot_choose(bot[d.seat], g), &err), RF_OK);
    }
    rf_bot_free(bot[0]);
    rf_bot_free(bot[1]);
    rf_game_free(g);
    assert_true(changed > 20);
}

/* The bins' spaces kept per thread follow the board: games on three maps
 * in turn, each asked after the others. */
static void test_bin_spaces_follow_the_board(void **state)
{
    (void)state;
    const char *maps[] = { "crossroads", "market", "crater" };
    rf_map *m[3];
    rf_game *g[3];
    rf_error err;
    for (int i = 0; i < 3; i++) {
        assert_int_equal(rf_map_load(tu_content(), maps[i], &m[i], &err), RF_OK);
        rf_setup s;
        tu_draft_setup(&s, 5);
        g[i] = tu_game_of(tu_content(), m[i], &s);
        assert_true(rf_view_bins(g[i]) > 0);
    }
    for (int round = 0; round < 3; round++)
        for (int i = 0; i < 3; i++) check_bin_spaces(g[(i + round) % 3]);
    for (int i = 0; i < 3; i++) {
        rf_game_free(g[i]);
        rf_map_free(m[i]);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_bin_walk_is_the_least_walk_from_a_closed_bin),
        cmocka_unit_test(test_bin_walk_same_after_other_games),
        cmocka_unit_test(test_bin_walk_kept_only_for_the_same_walk),
        cmocka_unit_test(test_bin_spaces_follow_the_board),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
