/*
 * test_reach_plain.c — the walking-cost searches (geo_reach_compute with no
 * legends, geo_reach_resume; src/geo/reach_internal.h) against a plain
 * search built from geo_step_cost alone (MOVE-5 … MOVE-22), with the
 * overlay's objects on the board: each space kind of the catalogue alone
 * (an impassable respawn beacon, a rock or a tree, a supply drop, a heat
 * shield, a drone, a Care Package ...) and a pair of portals (CUSTOM-11).
 *
 * The searches read the board's step table and look at the overlay only
 * where it changes a step or has a link (issue 14): an object whose effect
 * that test overlooks, an impassable space entered or a portal not ridden,
 * fails here. The plain search: Dijkstra by scanning, every step costed by
 * geo_step_cost with the overlay, every link (the board's ziplines, the
 * overlay's portals) at its kind's cost into a space not impassable.
 */
#include "map_yard.h"
#include "geo/reach_resume.h"

/* The link leaving space u (board zipline, else an overlay portal): its
 * partner's index and cost, or -1. */
static int link_of(const geo_board *b, const geo_overlay *ov, int u, int *cost)
{
    if (b->link[u] >= 0) {
        *cost = b->link_cost[u];
        return b->link[u];
    }
    for (int i = 0; i < ov->n; i++) {
        const geo_overlay_obj *o = &ov->o[i];
        if (o->link < 0 || o->at.kind != GEO_PLACE_CELL || geo_cell_index(o->at.u.cell) != u) continue;
        *cost = b->kinds->kind[o->kind].link_cost;
        return geo_cell_index(ov->o[o->link].at.u.cell);
    }
    return -1;
}

static void plain(const geo_board *b, const geo_overlay *ov, geo_cell from, int *cost)
{
    static bool done[GEO_MAX_CELLS];
    for (int i = 0; i < GEO_MAX_CELLS; i++) cost[i] = 1000, done[i] = false;
    cost[geo_cell_index(from)] = 0;
    for (;;) {
        int u = -1;
        for (int i = 0; i < GEO_MAX_CELLS; i++)
            if (!done[i] && cost[i] < 1000 && (u < 0 || cost[i] < cost[u])) u = i;
        if (u < 0) return;
        done[u] = true;
        for (int dir = 0; dir < GEO_NDIRS; dir++) {
            int c = geo_step_cost(b, ov, geo_cell_at(u), dir);
            int v = geo_cell_index(geo_cell_step(geo_cell_at(u), dir));
            if (c > 0 && cost[u] + c < cost[v]) cost[v] = cost[u] + c;
        }
        int lc, v = link_of(b, ov, u, &lc);
        if (v >= 0 && !geo_space_impassable(b, ov, geo_cell_at(v)) && cost[u] + lc < cost[v])
            cost[v] = cost[u] + lc;
    }
}

static long compared;

static void check_from(rng *r, const geo_board *b, const geo_overlay *ov)
{
    static int want[GEO_MAX_CELLS];
    static geo_reach full;
    static geo_reach_resume s;
    geo_cell from = any_cell(r, b);
    plain(b, ov, from, want);
    geo_reach_compute(b, ov, from, GEO_UNREACHED - 1, NULL, &full);
    geo_resume_start(&s, b, from);
    geo_resume_extend(&s, b, ov, (int)rnd(r, 12));
    geo_resume_extend(&s, b, ov, GEO_UNREACHED - 1);
    for (int i = 0; i < GEO_MAX_CELLS; i++) {
        int w = want[i] < GEO_UNREACHED ? want[i] : GEO_UNREACHED;
        if (!geo_on_board(b, geo_cell_at(i))) continue;
        if (full.cost[i] != w || s.r.cost[i] != w)
            fail_msg("from %d,%d to %d,%d with %d objects: %d MP (resumed %d), plainly %d", from.x,
                     from.y, geo_cell_at(i).x, geo_cell_at(i).y, ov->n, full.cost[i], s.r.cost[i], w);
        compared++;
    }
}

/* Two starts a board and overlay. */
static void check(rng *r, const geo_board *b, const geo_overlay *ov)
{
    check_from(r, b, ov);
    check_from(r, b, ov);
}

/* Two objects of kind k near each other (most searches pass them), or a
 * linked pair of portals. */
static void overlay_of(rng *r, const geo_board *b, int k, bool linked, geo_overlay *ov)
{
    geo_overlay_clear(ov);
    geo_cell a = any_cell(r, b), c = linked ? any_cell(r, b) : geo_cell_make(a.x + 1, a.y);
    int i = geo_overlay_add(ov, k, geo_place_cell(a));
    if (!geo_on_board(b, c)) return;
    int j = geo_overlay_add(ov, k, geo_place_cell(c));
    if (!linked) return;
    ov->o[i].link = (int8_t)j;
    ov->o[j].link = (int8_t)i;
}

static void check_map(rng *r, const geo_board *b)
{
    const geo_kinds *kinds = &tu_content()->kinds;
    geo_overlay ov;
    for (int k = 0; k < kinds->count; k++) {
        if (kinds->kind[k].placement != GEO_ON_SPACE) continue;
        overlay_of(r, b, k, false, &ov);
        check(r, b, &ov);
    }
    overlay_of(r, b, geo_kinds_find(kinds, "portal"), true, &ov);
    check(r, b, &ov);
    geo_overlay_clear(&ov);
    check(r, b, &ov);
}

static void test_MOVE_searches_with_objects_are_the_plain_search(void **state)
{
    (void)state;
    rng r = { 77 };
    int maps = each_map(&r, check_map);
    assert_true(maps >= 13);
    assert_true(compared > 50000);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_MOVE_searches_with_objects_are_the_plain_search),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
