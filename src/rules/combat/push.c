/*
 * push.c — one step of a push and its collisions (rules PUSH-2 … PUSH-7,
 * MELEE-2, EX-MELEE-1 … EX-MELEE-4).
 *
 * A step goes one space away from the pusher (PUSH-2). It is checked in the
 * order the legend meets things: the map's edge, then what lies between
 * the two spaces (an occupied edge for an orthogonal step; the intersection
 * for a diagonal one), then the space itself. The pushed legend stands at
 * level lt, its space's floor.
 *
 * A diagonal step passes an intersection and is judged with the route model
 * (geo/crossing.h, docs/rulings.md R-PUSH-7): it passes if either way round
 * the point is open. A way is closed by an occupied edge on one of its arms
 * reaching the legend's level (lower ones pass beneath it, as MOVE-15), by
 * a space rising above the legend (a building, a rock), or, on the legend's
 * own level, by a gap between two structures (R-MOVE-18-gap). Both ways
 * closed: one component seen on both is "an occupied edge"; anything else is
 * "an intersection of connected components" (PUSH-3).
 */
#include <assert.h>
#include <stdlib.h>

#include "geo/adjacency.h"
#include "geo/crossing.h"
#include "rules/combat/combat.h"

/* PUSH-2, R-PUSH-7: the direction from pusher to target, the nearest of the
 * 8; a diagonal pair pushes diagonally. Exact: the step is orthogonal when
 * minor/major < tan 22.5° = √2 − 1, i.e. (minor + major)² < 2·major². */
static int push_dir(geo_cell pusher, geo_cell target)
{
    int dx = target.x - pusher.x, dy = target.y - pusher.y;
    int ax = abs(dx), ay = abs(dy);
    int major = ax > ay ? ax : ay, minor = ax > ay ? ay : ax;
    int sx = (dx > 0) - (dx < 0), sy = (dy > 0) - (dy < 0);
    if ((minor + major) * (minor + major) < 2 * major * major) {
        if (ax > ay) sy = 0;
        else sx = 0;
    }
    return geo_dir_between(geo_cell_make(0, 0), geo_cell_make(sx, sy));
}

/* PUSH-3: an edge holding an OCCUPIES EDGE component that reaches the
 * pushed legend's level (its movement level, as move.c's MOVE-15 test). */
static bool arm_occupied(const geo_edgeinfo *ei, int lt)
{
    return ei->comp >= 0 && (ei->traits & GEO_T_OCCUPIES_EDGE) && ei->level >= lt;
}

enum { ROUTE_OPEN, ROUTE_ARM, ROUTE_SPACE };

static int route_closed(const geo_route *r, int lt, int ld)
{
    if (arm_occupied(r->arm[0], lt) || arm_occupied(r->arm[1], lt)) return ROUTE_ARM;
    if (r->top > lt) return ROUTE_SPACE;                   /* a structure in the way */
    if (ld == lt && r->top < lt) return ROUTE_SPACE;       /* a gap (R-MOVE-18-gap) */
    return ROUTE_OPEN;
}

/* PUSH-3 for a diagonal step: across an intersection (R-PUSH-7). */
static int point_outcome(const geo_board *b, const geo_overlay *ov, geo_cell target, int dir,
                         int lt, int ld)
{
    geo_crossing x;
    geo_crossing_routes(b, ov, target, dir, &x);
    bool arms_only = true;
    for (int r = 0; r < 2; r++) {
        int why = route_closed(&x.route[r], lt, ld);
        if (why == ROUTE_OPEN) return RF_PUSH_MOVED;
        if (why != ROUTE_ARM) arms_only = false;
    }
    return x.single >= 0 && arms_only ? RF_PUSH_EDGE : RF_PUSH_CONNECTED;
}

static bool space_taken(const geo_board *b, const geo_overlay *ov, const geo_cellset *occupied,
                        geo_cell c)
{
    if (occupied && geo_cellset_has(occupied, c)) return true;
    return (geo_space_traits(b, ov, c) & (GEO_T_OCCUPIES_SPACE | GEO_T_IMPASSABLE)) != 0;
}

/* PUSH-3, PUSH-4, PUSH-6: the space itself. A solid object (rock, tree,
 * supply drop) reaching the legend's level is met there, not landed on. */
static int space_outcome(const geo_board *b, const geo_overlay *ov, const geo_cellset *occupied,
                         geo_cell to, int lt)
{
    int lf = geo_floor(b, to), top = geo_solid_top(b, ov, to);
    bool taken = space_taken(b, ov, occupied, to);
    if (lf > lt || (top > lt && !taken)) return RF_PUSH_HIGHER;   /* PUSH-3, PUSH-6 */
    if (!taken) return RF_PUSH_MOVED;                              /* PUSH-6: down is fine */
    if (lf == lt || top >= lt) return RF_PUSH_OCCUPIED;            /* PUSH-3 */
    return RF_PUSH_LOWER_OCCUPIED;                                 /* PUSH-4 */
}

rf_push_step combat_push_one(const geo_board *b, const geo_overlay *ov, const geo_cellset *occupied,
                         geo_cell pusher, geo_cell target)
{
    rf_push_step s = { RF_PUSH_OCCUPIED, target };
    assert(!geo_cell_eq(pusher, target));
    int dir = push_dir(pusher, target);
    if (dir < 0) return s;                                /* no direction: stays */
    s.to = geo_cell_step(target, dir);
    if (!geo_on_board(b, s.to)) {
        s.outcome = RF_PUSH_OFF_MAP;                      /* PUSH-3 */
        return s;
    }
    int lt = geo_floor(b, target);
    if (dir % 2 == 0) {
        const geo_edgeinfo *ei = geo_edge_info(b, geo_edge_between(target, s.to));
        s.outcome = arm_occupied(ei, lt) ? RF_PUSH_EDGE : RF_PUSH_MOVED;   /* PUSH-3 */
    } else {
        s.outcome = point_outcome(b, ov, target, dir, lt, geo_floor(b, s.to));
    }
    if (s.outcome == RF_PUSH_MOVED) s.outcome = space_outcome(b, ov, occupied, s.to, lt);
    return s;
}

int combat_push_landing(const geo_board *b, const geo_overlay *ov, const geo_cellset *occupied,
                    geo_cell landing, geo_cell out[8])
{
    int n = 0;
    for (int dir = 0; dir < GEO_NDIRS; dir++) {
        geo_cell c = geo_cell_step(landing, dir);
        if (!geo_on_board(b, c) || space_taken(b, ov, occupied, c)) continue;
        if (geo_adjacent(b, ov, geo_place_cell(landing), geo_place_cell(c))) out[n++] = c;
    }
    return n;
}

const char *combat_push_outcome_name(int outcome)
{
    switch (outcome) {
    case RF_PUSH_MOVED: return "moved (PUSH-2)";
    case RF_PUSH_OFF_MAP: return "off the map (PUSH-3)";
    case RF_PUSH_HIGHER: return "onto a higher level (PUSH-3, PUSH-6)";
    case RF_PUSH_OCCUPIED: return "onto an occupied space on the same level (PUSH-3)";
    case RF_PUSH_EDGE: return "across an occupied edge (PUSH-3)";
    case RF_PUSH_CONNECTED: return "across an intersection of connected components (PUSH-3)";
    case RF_PUSH_LOWER_OCCUPIED: return "onto an occupied lower space (PUSH-4)";
    default: return "unknown push outcome";
    }
}
