/*
 * test_reach_resume.c — the walking costs searched on demand
 * (geo_reach_resume, src/geo/reach_resume.c, issue 14) are the whole
 * search's (geo_reach_compute with GEO_UNREACHED - 1 MP, MOVE-5 … MOVE-22):
 * on every map of data/maps, from many starts, with and without objects
 * that change the walk (a supply drop, DROP-3: impassable and a level, so
 * the steps round it are costed afresh; a rock; a pair of portals, a link
 * of 1 MP, CUSTOM-11), extended in random steps (some smaller than the
 * level reached, some far beyond it). After every extension each space is
 * asked with a random limit: the answer must be its cost when that is
 * within the limit and GEO_UNREACHED otherwise, and every space within the
 * level must be settled at its final cost. A search that lost a pending
 * space when it stopped, or rebuilt a bucket wrongly, fails here.
 */
#include "map_yard.h"
#include "geo/reach_resume.h"

/* 0: no objects; 1: a supply drop and a rock; 2: the same and two portals. */
static void make_overlay(rng *r, const geo_board *b, int variant, geo_overlay *ov)
{
    geo_overlay_clear(ov);
    if (variant == 0) return;
    const char *ids[] = { "supply_drop", "rock" };
    for (int i = 0; i < 2; i++) {
        int k = geo_kinds_find(&tu_content()->kinds, ids[i]);
        assert_true(k >= 0);
        geo_overlay_add(ov, k, geo_place_cell(any_cell(r, b)));
    }
    if (variant < 2) return;
    int portal = geo_kinds_find(&tu_content()->kinds, "portal");
    assert_true(portal >= 0);
    int a = geo_overlay_add(ov, portal, geo_place_cell(any_cell(r, b)));
    int c = geo_overlay_add(ov, portal, geo_place_cell(any_cell(r, b)));
    ov->o[a].link = (int8_t)c;
    ov->o[c].link = (int8_t)a;
}

static long asked;                      /* spaces compared, all maps */

/* One start: the resumed search against the whole one, step by step. */
static void check_start(rng *r, const geo_board *b, const geo_overlay *ov, geo_cell from)
{
    static geo_reach full;
    static geo_reach_resume s;
    geo_reach_compute(b, ov, from, GEO_UNREACHED - 1, NULL, &full);
    geo_resume_start(&s, b, from);
    int level = -1;
    while (level < GEO_UNREACHED - 1) {
        int to = (int)rnd(r, 4) == 0 ? level - (int)rnd(r, 3) : level + 1 + (int)rnd(r, 5);
        if (rnd(r, 16) == 0) to = GEO_UNREACHED - 1;
        geo_resume_extend(&s, b, ov, to);
        if (to > level) level = to;
        for (int y = 0; y < b->h; y++)
            for (int x = 0; x < b->w; x++) {
                int i = geo_cell_index(geo_cell_make(x, y)), want = full.cost[i];
                if (want <= level && s.r.cost[i] != want)
                    fail_msg("from %d,%d to %d,%d: %d MP settled at level %d, the whole search "
                             "says %d", from.x, from.y, x, y, s.r.cost[i], level, want);
                int limit = (int)rnd(r, 40);
                int got = geo_resume_within(&s, b, ov, i, limit);
                int expect = want <= limit ? want : GEO_UNREACHED;
                if (got != expect)
                    fail_msg("from %d,%d to %d,%d within %d MP: %d, the whole search says %d",
                             from.x, from.y, x, y, limit, got, want);
                asked++;
            }
    }
    for (int i = 0; i < GEO_MAX_CELLS; i++)        /* unreached spaces too, once complete */
        assert_int_equal(s.r.cost[i], full.cost[i]);
}

/* 24 searches a map, with each of the three overlays in turn. */
static void check_map(rng *r, const geo_board *b)
{
    for (int t = 0; t < 24; t++) {
        geo_overlay ov;
        make_overlay(r, b, t % 3, &ov);
        check_start(r, b, &ov, any_cell(r, b));
    }
}

static void test_resumed_walk_costs_are_the_whole_search(void **state)
{
    (void)state;
    rng r = { 2026 };
    int maps = each_map(&r, check_map);
    assert_true(maps >= 13);
    assert_true(asked > 100000);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_resumed_walk_costs_are_the_whole_search),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
