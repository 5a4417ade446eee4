/*
 * test_reach_key.c — the key of the walking-cost searches' cache
 * (geo_reach_key, src/geo/reach_key.c, issue 14): two overlays with the
 * same key must give a search without occupied spaces the same costs
 * (MOVE-5 … MOVE-22), since rf_view_walk_from goes on with a search begun
 * under one of them when the game has the other.
 *
 * On every map of data/maps: a random overlay (a few objects of random
 * kinds, sometimes a pair of portals, CUSTOM-11), then each kind of the
 * catalogue added on a random space, and one object removed. Where the
 * keys agree, a search begun under the first overlay and resumed to the
 * end under the second must be the whole search under the second, from
 * several starts. A key that leaves out an impassable object, a LEVEL
 * solid's fresh steps or a link fails here; the counts check that both
 * outcomes (keys that agree, keys that tell a change of cost apart) occur.
 */
#include "map_yard.h"
#include "geo/reach_resume.h"

static long same_keys, told_apart;   /* pairs checked, pairs whose costs differ */

/* Object of kind k on a random space; a portal gets a partner. */
static void add_object(rng *r, const geo_board *b, geo_overlay *ov, int k)
{
    int a = geo_overlay_add(ov, k, geo_place_cell(any_cell(r, b)));
    if (a < 0 || strcmp(tu_content()->kinds.kind[k].id, "portal") != 0) return;
    int c = geo_overlay_add(ov, k, geo_place_cell(any_cell(r, b)));
    if (c < 0) return;
    ov->o[a].link = (int8_t)c;
    ov->o[c].link = (int8_t)a;
}

static void random_overlay(rng *r, const geo_board *b, geo_overlay *ov)
{
    geo_overlay_clear(ov);
    int n = (int)rnd(r, 4), kinds = tu_content()->kinds.count;
    for (int i = 0; i < n; i++) add_object(r, b, ov, (int)rnd(r, (uint32_t)kinds));
}

static bool same_costs(const geo_reach *a, const geo_reach *b)
{
    return memcmp(a->cost, b->cost, sizeof a->cost) == 0;
}

/* A search begun under `was` (to a random level) and ended under `now`
 * against the whole search under `now`, when the keys agree. */
static void check_pair(rng *r, const geo_board *b, const geo_overlay *was, const geo_overlay *now)
{
    static geo_overlay ka, kb;
    static geo_reach full, before;
    static geo_reach_resume s;
    geo_reach_key(b, was, &ka);
    geo_reach_key(b, now, &kb);
    bool same = geo_overlay_same(&ka, &kb);
    for (int t = 0; t < 3; t++) {
        geo_cell from = any_cell(r, b);
        geo_reach_compute(b, now, from, GEO_UNREACHED - 1, NULL, &full);
        if (!same) {
            geo_reach_compute(b, was, from, GEO_UNREACHED - 1, NULL, &before);
            told_apart += !same_costs(&before, &full);
            continue;
        }
        geo_resume_start(&s, b, from);
        geo_resume_extend(&s, b, was, (int)rnd(r, 20));
        geo_resume_extend(&s, b, now, GEO_UNREACHED - 1);
        if (!same_costs(&s.r, &full))
            fail_msg("from %d,%d: the keys agree (%d and %d objects, %d in the key) but the "
                     "costs differ", from.x, from.y, was->n, now->n, ka.n);
        same_keys++;
    }
}

static void check_map(rng *r, const geo_board *b)
{
    for (int t = 0; t < 6; t++) {
        geo_overlay base, other;
        random_overlay(r, b, &base);
        for (int k = 0; k < tu_content()->kinds.count; k++) {
            other = base;
            add_object(r, b, &other, k);
            check_pair(r, b, &base, &other);
            check_pair(r, b, &other, &base);
        }
        if (base.n == 0) continue;
        other = base;
        geo_overlay_remove(&other, (int)rnd(r, base.n));
        check_pair(r, b, &base, &other);
    }
}

static void test_walk_key_agrees_only_where_the_costs_do(void **state)
{
    (void)state;
    rng r = { 1411 };
    int maps = each_map(&r, check_map);
    assert_true(maps >= 13);
    assert_true(same_keys > 1000);
    assert_true(told_apart > 100);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_walk_key_agrees_only_where_the_costs_do),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
