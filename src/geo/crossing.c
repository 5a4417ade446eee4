/*
 * crossing.c — the routes round the intersection a diagonal step passes
 * (see crossing.h). Pure functions of the board and overlay.
 *
 * The arm order is the one move.c's diagonal_extra uses (A–r1, r1–B, A–r2,
 * r2–B), so that the step cost and the push judge the same routes.
 */
#include <assert.h>

#include "geo/crossing.h"

int geo_route_top(const geo_board *b, const geo_overlay *ov, geo_cell c)
{
    int f = geo_floor(b, c), s = geo_solid_top(b, ov, c);
    return s > f ? s : f;
}

/* The one component on both routes, or -1: the step then crosses that one
 * component (MOVE-17, PUSH-3 "an occupied edge"), not a connection of two. */
static int single_component(const geo_crossing *x)
{
    int id = -1;
    for (int r = 0; r < 2; r++)
        for (int k = 0; k < 2; k++) {
            int comp = x->route[r].arm[k]->comp;
            if (comp < 0) continue;
            if (id >= 0 && comp != id) return -1;
            id = comp;
        }
    if (id < 0) return -1;
    bool on[2];
    for (int r = 0; r < 2; r++)
        on[r] = x->route[r].arm[0]->comp == id || x->route[r].arm[1]->comp == id;
    return on[0] && on[1] ? id : -1;
}

void geo_crossing_routes(const geo_board *b, const geo_overlay *ov, geo_cell a, int dir,
                         geo_crossing *out)
{
    assert(dir >= 0 && dir < GEO_NDIRS && dir % 2 == 1);
    geo_cell c = geo_cell_step(a, dir);
    geo_cell via[2] = { geo_cell_make(c.x, a.y), geo_cell_make(a.x, c.y) };
    for (int r = 0; r < 2; r++) {
        geo_route *rt = &out->route[r];
        rt->via = via[r];
        rt->arm[0] = geo_edge_info(b, geo_edge_between(a, via[r]));
        rt->arm[1] = geo_edge_info(b, geo_edge_between(via[r], c));
        rt->top = geo_route_top(b, ov, via[r]);
    }
    out->single = single_component(out);
}
