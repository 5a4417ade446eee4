/*
 * test_geo_properties.c — properties that must hold on any board, checked on
 * many random boards (rules LOS-3, MOVE-6, MOVE-9, MOVE-10):
 *  - line of sight is symmetric, and the table agrees with the exact answer;
 *  - the reachable set agrees with move cost and with replaying its paths;
 *  - a Move never ends on an occupied or impassable space;
 *  - with a supply drop in the overlay, the table's fast path gives the
 *    same answers as the exact computation;
 *  - the directions of a space's adjacent and neighbouring spaces
 *    (geo_cell_contiguous_dirs, ADJ-2, ADJ-3) are geo_adjacent's and
 *    geo_neighbouring's answers for each of the 8, finished board or not;
 *  - two spaces' distance is the larger gap and the closest pair (DIST-1, DIST-5).
 */
#include <stdlib.h>
#include <string.h>

#include "testutil.h"
#include "geo/adjacency.h"
#include "geo/board.h"
#include "geo/los.h"
#include "geo/move.h"

typedef struct rng { uint64_t s; } rng;
static uint32_t rnd(rng *r, uint32_t n)
{
    r->s = r->s * 6364136223846793005ull + 1442695040888963407ull;
    return (uint32_t)(r->s >> 33) % n;
}

static int kind(const char *id)
{
    int k = geo_kinds_find(&tu_content()->kinds, id);
    assert_true(k >= 0);
    return k;
}

static void try_add(geo_board *b, geo_component *c)
{
    geo_error err;
    (void)geo_board_add(b, c, &err);     /* random pieces may overlap: skip those */
}

static void add_area(geo_board *b, rng *r, const char *id, int w, int h)
{
    geo_component c;
    memset(&c, 0, sizeof c);
    c.kind = (uint8_t)kind(id);
    c.at = geo_place_cell(geo_cell_make((int)rnd(r, (uint32_t)(b->w - w)), (int)rnd(r, (uint32_t)(b->h - h))));
    c.w = (uint8_t)w;
    c.h = (uint8_t)h;
    try_add(b, &c);
}

static void add_edge(geo_board *b, rng *r, const char *id, int len)
{
    geo_component c;
    memset(&c, 0, sizeof c);
    c.kind = (uint8_t)kind(id);
    geo_edge e = { (uint8_t)rnd(r, 2), 0, 0 };
    e.i = (int16_t)(1 + rnd(r, (uint32_t)(b->w - 4)));
    e.j = (int16_t)(1 + rnd(r, (uint32_t)(b->h - 4)));
    c.at = geo_place_edge(e);
    c.len = (uint8_t)len;
    try_add(b, &c);
}

static void add_space(geo_board *b, rng *r, const char *id)
{
    geo_component c;
    memset(&c, 0, sizeof c);
    c.kind = (uint8_t)kind(id);
    c.at = geo_place_cell(geo_cell_make((int)rnd(r, (uint32_t)b->w), (int)rnd(r, (uint32_t)b->h)));
    try_add(b, &c);
}

/* A random board; areas may fail to stack (overhang) — then rebuild. */
static geo_board *random_board(rng *r, int size)
{
    for (;;) {
        geo_board *b = geo_board_new(&tu_content()->kinds, size, size);
        assert_non_null(b);
        for (int i = 0; i < 4; i++) add_area(b, r, "building", 2 + (int)rnd(r, 2), 2 + (int)rnd(r, 2));
        add_area(b, r, "canyon", 2, 2);
        for (int i = 0; i < 6; i++) add_edge(b, r, "wall", 1 + (int)rnd(r, 3));
        for (int i = 0; i < 5; i++) add_edge(b, r, "half_wall", 1);
        for (int i = 0; i < 5; i++) add_edge(b, r, "supply_bin", 1);
        for (int i = 0; i < 2; i++) add_space(b, r, "respawn_beacon");
        add_space(b, r, "rock");
        add_space(b, r, "tree");
        geo_error err;
        if (geo_board_finish(b, &err) == 0) return b;
        geo_board_free(b);
    }
}

static void test_los_symmetric_and_table(void **state)
{
    (void)state;
    rng r = { 12345 };
    for (int round = 0; round < 12; round++) {
        geo_board *b = random_board(&r, 12);
        for (int ia = 0; ia < 144; ia++)
            for (int ib = 0; ib < 144; ib++) {
                geo_cell a = geo_cell_make(ia % 12, ia / 12), c = geo_cell_make(ib % 12, ib / 12);
                bool ab = geo_los(b, NULL, geo_place_cell(a), geo_place_cell(c), NULL);
                bool ba = geo_los(b, NULL, geo_place_cell(c), geo_place_cell(a), NULL);
                assert_int_equal(ab, ba);                                    /* LOS-3 */
                assert_int_equal(ab, geo_los_table_get(b, a, c));
            }
        geo_board_free(b);
    }
}

static void test_reach_agrees_with_cost_and_paths(void **state)
{
    (void)state;
    rng r = { 777 };
    for (int round = 0; round < 12; round++) {
        geo_board *b = random_board(&r, 12);
        geo_cellset legends;
        geo_cellset_clear(&legends);
        for (int i = 0; i < 4; i++) geo_cellset_add(&legends, geo_cell_make((int)rnd(&r, 12), (int)rnd(&r, 12)));
        for (int t = 0; t < 30; t++) {
            geo_cell from = geo_cell_make((int)rnd(&r, 12), (int)rnd(&r, 12));
            if (geo_space_impassable(b, NULL, from)) continue;
            int mp = 1 + (int)rnd(&r, 5);
            geo_reach re;
            geo_reach_compute(b, NULL, from, mp, &legends, &re);
            for (int i = 0; i < 144; i++) {
                geo_cell to = geo_cell_make(i % 12, i / 12);
                bool can = geo_cellset_has(&re.can_end, to);
                int cost = geo_move_cost(b, NULL, from, to, &legends);
                if (can) {
                    assert_false(geo_space_impassable(b, NULL, to));           /* MOVE-10 */
                    assert_true(geo_cell_eq(to, from) || !geo_cellset_has(&legends, to)); /* MOVE-9 */
                    assert_int_equal(cost, re.cost[geo_cell_index(to)]);
                    geo_cell path[64];
                    int n = geo_reach_path(&re, to, path, 64);
                    geo_error err;
                    int spent = geo_move_along(b, NULL, from, path, n, mp, &legends, NULL, NULL, &err);
                    assert_int_equal(spent, cost);
                } else {
                    assert_true(cost < 0 || cost > mp);
                }
            }
        }
        geo_board_free(b);
    }
}

static void test_overlay_fast_path_matches_exact(void **state)
{
    (void)state;
    rng r = { 4242 };
    int drop = kind("supply_drop");
    for (int round = 0; round < 6; round++) {
        geo_board *plain = random_board(&r, 10);
        geo_cell s = geo_cell_make((int)rnd(&r, 10), (int)rnd(&r, 10));
        if (plain->object[geo_cell_index(s)] >= 0) { geo_board_free(plain); continue; }
        geo_overlay ov;
        geo_overlay_clear(&ov);
        geo_overlay_add(&ov, drop, geo_place_cell(s));
        for (int ia = 0; ia < 100; ia++)
            for (int ib = ia + 1; ib < 100; ib++) {
                geo_cell a = geo_cell_make(ia % 10, ia / 10), d = geo_cell_make(ib % 10, ib / 10);
                bool exact = geo_los(plain, &ov, geo_place_cell(a), geo_place_cell(d), NULL);
                assert_int_equal(exact, geo_los_cells(plain, &ov, a, d));
            }
        geo_board_free(plain);
    }
}

/* covers: ADJ-2 ADJ-3 */
static void test_ADJ_2_ADJ_3_directions_are_the_pairwise_answers(void **state)
{
    (void)state;
    rng r = { 2718 };
    long contiguous = 0;
    for (int round = 0; round < 12; round++) {
        geo_board *b = random_board(&r, 12);
        for (int pass = 0; pass < 2; pass++) {
            b->finished = pass == 0;                 /* baked, then computed as it is built */
            for (int y = -1; y <= 12; y++)
                for (int x = -1; x <= 12; x++)
                    for (int lower = 0; lower < 2; lower++) {
                        geo_cell a = geo_cell_make(x, y);
                        uint8_t dirs = geo_cell_contiguous_dirs(b, a, lower);
                        for (int d = 0; d < GEO_NDIRS; d++) {
                            geo_place p = geo_place_cell(geo_cell_step(a, d));
                            bool one = lower ? geo_neighbouring(b, NULL, geo_place_cell(a), p)
                                             : geo_adjacent(b, NULL, geo_place_cell(a), p);
                            if ((dirs >> d & 1) != one)
                                fail_msg("board %d, %s: %d,%d direction %d is %d, the pair says %d",
                                         round, pass ? "being built" : "finished", x, y, d,
                                         dirs >> d & 1, one);
                            contiguous += one;
                        }
                    }
        }
        b->finished = 1;
        geo_board_free(b);
    }
    assert_true(contiguous > 10000);
}

/* DIST-1, DIST-5: two spaces' distance (geo_distance's own case for two
 * spaces, issue 14) is the larger coordinate gap, on the board or off it,
 * and the closest pair that an edge's and an intersection's distance from
 * the same space take through its spaces. */
static void test_DIST_1_two_spaces_the_larger_gap_and_the_closest_pair(void **state)
{
    (void)state;
    rng r = { 1618 };
    geo_board *b = random_board(&r, 12);
    long pairs = 0;
    for (int k = 0; k < 20000; k++) {
        geo_cell a = geo_cell_make((int)rnd(&r, 16) - 2, (int)rnd(&r, 16) - 2);
        geo_cell c = geo_cell_make((int)rnd(&r, 16) - 2, (int)rnd(&r, 16) - 2);
        int dx = abs(a.x - c.x), dy = abs(a.y - c.y);
        int d = geo_distance(b, geo_place_cell(a), geo_place_cell(c));
        if (d != (dx > dy ? dx : dy))
            fail_msg("%d,%d to %d,%d: %d, the larger gap %d", a.x, a.y, c.x, c.y, d, dx > dy ? dx : dy);
        assert_int_equal(d, geo_distance(b, geo_place_cell(c), geo_place_cell(a)));
        geo_cell ec[2], pc[4];                        /* an edge and an intersection at c */
        geo_edge e = { (uint8_t)rnd(&r, 2), (int16_t)c.x, (int16_t)c.y };
        geo_edge_cells(e, &ec[0], &ec[1]);
        geo_point_cells(c.x, c.y, pc);
        int near_e = 1 << 20, near_p = 1 << 20;
        for (int i = 0; i < 2; i++)
            if (geo_on_board(b, ec[i])) {
                int di = geo_distance(b, geo_place_cell(a), geo_place_cell(ec[i]));
                if (di < near_e) near_e = di;
            }
        for (int i = 0; i < 4; i++)
            if (geo_on_board(b, pc[i])) {
                int di = geo_distance(b, geo_place_cell(a), geo_place_cell(pc[i]));
                if (di < near_p) near_p = di;
            }
        assert_int_equal(geo_distance(b, geo_place_cell(a), geo_place_edge(e)), near_e);
        assert_int_equal(geo_distance(b, geo_place_cell(a), geo_place_point((geo_point){ (int16_t)c.x, (int16_t)c.y, 0 })),
                         near_p);
        pairs += near_e < (1 << 20);
    }
    geo_board_free(b);
    assert_true(pairs > 10000);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_los_symmetric_and_table),
        cmocka_unit_test(test_reach_agrees_with_cost_and_paths),
        cmocka_unit_test(test_overlay_fast_path_matches_exact),
        cmocka_unit_test(test_ADJ_2_ADJ_3_directions_are_the_pairwise_answers),
        cmocka_unit_test(test_DIST_1_two_spaces_the_larger_gap_and_the_closest_pair),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
