/*
 * cover.c — is the target behind cover (rules COVER-1 … COVER-4)?
 *
 * Walk the line of sight from the shooter to the target (walk.c):
 *  - COVER-2, an edge: the line crosses the inside of an edge holding a
 *    COVER object (half wall, supply bin) and the target is adjacent to it
 *    (stands on one of its two spaces at its level, ADJ-5);
 *  - COVER-2, a space: the line crosses the inside of a space holding a
 *    COVER object (respawn beacon, heat shield, rock) and the target's space
 *    is adjacent to that space;
 *  - COVER-3: the line passes an intersection with connected components on
 *    both sides of it (as LOS-6), one of which has COVER and is adjacent to
 *    the target.
 */
#include <stddef.h>

#include "geo/adjacency.h"
#include "geo/cover.h"
#include "geo/los.h"
#include "geo/walk.h"

static bool edge_gives_cover(const geo_board *b, geo_edge e, geo_cell target, int *comp)
{
    const geo_edgeinfo *ei = geo_edge_info(b, e);
    if (ei->comp < 0 || !(ei->traits & GEO_T_COVER)) return false;
    if (!geo_adjacent(b, NULL, geo_place_cell(target), geo_place_edge(e))) return false;
    *comp = ei->comp;
    return true;
}

/* An arm holds a connecting component: a placed CONNECTS object, a building
 * wall or canyon rim (level change), or the side of a CONNECTS solid. */
static bool arm_connects(const geo_board *b, geo_edge e)
{
    const geo_edgeinfo *ei = geo_edge_info(b, e);
    if (ei->comp >= 0 && (ei->traits & GEO_T_CONNECTS)) return true;
    geo_cell a, c;
    geo_edge_cells(e, &a, &c);
    if (geo_floor(b, a) != geo_floor(b, c)) return true;
    return ((geo_on_board(b, a) && (b->traits[geo_cell_index(a)] & GEO_T_CONNECTS)) ||
            (geo_on_board(b, c) && (b->traits[geo_cell_index(c)] & GEO_T_CONNECTS)));
}

static bool point_gives_cover(const geo_board *b, const geo_walk_event *ev, int sx, int sy,
                              geo_cell target, int *comp)
{
    int side[2][2];
    geo_point_sides(sx, sy, side);
    bool any[2] = { false, false };
    for (int s = 0; s < 2; s++)
        for (int k = 0; k < 2; k++) any[s] |= arm_connects(b, geo_point_arm(ev->pi, ev->pj, side[s][k]));
    if (!any[0] || !any[1]) return false;       /* only touched: not passed through */
    for (int s = 0; s < 2; s++)
        for (int k = 0; k < 2; k++)
            if (edge_gives_cover(b, geo_point_arm(ev->pi, ev->pj, side[s][k]), target, comp))
                return true;
    return false;
}

static bool space_gives_cover(const geo_board *b, const geo_overlay *ov, geo_seg s, geo_cell c,
                              geo_cell target, geo_cover_result *why)
{
    if (geo_cell_eq(c, target) || !geo_on_board(b, c)) return false;
    if (!(geo_space_traits(b, ov, c) & GEO_T_COVER)) return false;
    if (!geo_seg_crosses_cell(s, c)) return false;
    if (!geo_adjacent(b, ov, geo_place_cell(target), geo_place_cell(c))) return false;
    why->comp = b->object[geo_cell_index(c)];
    if (ov)
        for (int i = 0; i < ov->n; i++)
            if (ov->o[i].at.kind == GEO_PLACE_CELL && geo_cell_eq(ov->o[i].at.u.cell, c)) why->ovobj = i;
    return true;
}

bool geo_cover(const geo_board *b, const geo_overlay *ov, geo_cell shooter, geo_cell target,
               geo_cover_result *why)
{
    geo_cover_result local;
    geo_cover_result *r = why ? why : &local;
    r->cover = false;
    r->rule = NULL;
    r->comp = -1;
    r->ovobj = -1;
    if (geo_cell_eq(shooter, target)) return false;
    geo_walker w;
    geo_walk_event ev;
    geo_seg s = { 2 * shooter.x + 1, 2 * shooter.y + 1, 2 * target.x + 1, 2 * target.y + 1 };
    geo_walk_start(&w, s.ax, s.ay, s.bx, s.by);
    while (geo_walk_next(&w, &ev)) {
        int comp = -1;
        if (!ev.at_point && edge_gives_cover(b, ev.edge, target, &comp)) r->rule = "COVER-2";
        else if (ev.at_point && point_gives_cover(b, &ev, w.sx, w.sy, target, &comp)) r->rule = "COVER-3";
        if (r->rule) {
            r->comp = comp;
            return r->cover = true;
        }
        if (space_gives_cover(b, ov, s, ev.after, target, r)) {
            r->rule = "COVER-2";
            return r->cover = true;
        }
    }
    return false;
}

void geo_cover_key(const geo_board *b, const geo_overlay *ov, geo_overlay *key)
{
    key->n = 0;
    for (int i = 0; i < ov->n; i++) {
        const geo_overlay_obj *o = &ov->o[i];
        if (o->at.kind == GEO_PLACE_CELL && geo_on_board(b, o->at.u.cell) &&
            (b->kinds->kind[o->kind].traits & GEO_T_COVER))
            key->o[key->n++] = *o;
    }
}
