/*
 * adjacency.c — distance (DIST) and contiguity (ADJ) between spaces, edges
 * and intersections.
 *
 * Every place is reduced to the on-board spaces it belongs to: a space to
 * itself, an edge to the (up to) 2 spaces sharing it (ADJ-5, DIST-5), an
 * intersection to the (up to) 4 spaces around it (ADJ-7, DIST-5). Distances
 * take the closest pair (DIST-1); adjacency of a space to an edge or an
 * intersection means standing on one of its spaces at its level (ADJ-5 …
 * ADJ-8).
 */
#include <stdlib.h>

#include "geo/adjacency.h"
#include "geo/crossing.h"

/* The on-board spaces a place belongs to; returns the count. */
static int place_cells(const geo_board *b, geo_place p, geo_cell out[4])
{
    geo_cell tmp[4];
    int n = 0, m = 0;
    switch (p.kind) {
    case GEO_PLACE_CELL: tmp[m++] = p.u.cell; break;
    case GEO_PLACE_EDGE: geo_edge_cells(p.u.edge, &tmp[0], &tmp[1]); m = 2; break;
    default: geo_point_cells(p.u.point.i, p.u.point.j, tmp); m = 4; break;
    }
    for (int i = 0; i < m; i++)
        if (p.kind == GEO_PLACE_CELL || geo_on_board(b, tmp[i])) out[n++] = tmp[i];
    return n;
}

int geo_distance(const geo_board *b, geo_place a, geo_place p)
{
    /* Two spaces, the most asked (a Shoot's range, the bots' distances:
     * issue 14): each stands for itself below, so their own distance. */
    if (a.kind == GEO_PLACE_CELL && p.kind == GEO_PLACE_CELL) return geo_cell_distance(a.u.cell, p.u.cell);
    geo_cell ca[4], cp[4];
    int na = place_cells(b, a, ca), np = place_cells(b, p, cp);
    int best = 1 << 20;
    for (int i = 0; i < na; i++)
        for (int j = 0; j < np; j++) {
            int d = geo_cell_distance(ca[i], cp[j]);
            if (d < best) best = d;
        }
    return best;
}

int geo_place_level(const geo_board *b, geo_place p)
{
    switch (p.kind) {
    case GEO_PLACE_CELL: return geo_floor(b, p.u.cell);
    case GEO_PLACE_EDGE: return geo_edge_level(b, p.u.edge);
    default: return p.u.point.level;
    }
}

bool geo_range1(const geo_board *b, geo_place a, geo_place p)
{
    return geo_distance(b, a, p) == 1;
}

/* ADJ-4: an OBSTACLE on an edge. */
static bool edge_obstacle(const geo_edgeinfo *ei)
{
    return ei->comp >= 0 && (ei->traits & GEO_T_OBSTACLE);
}

static bool route_has_obstacle(const geo_route *rt)
{
    return edge_obstacle(rt->arm[0]) || edge_obstacle(rt->arm[1]);
}

bool geo_obstacle_between(const geo_board *b, geo_cell a, geo_cell c)
{
    int dx = c.x - a.x, dy = c.y - a.y;
    if (abs(dx) + abs(dy) == 1) return edge_obstacle(geo_edge_info(b, geo_edge_between(a, c)));
    /* Diagonal: an obstacle lies between when both ways round the shared
     * intersection cross one (the route model, crossing.h). */
    geo_crossing x;
    geo_crossing_routes(b, NULL, a, geo_dir_between(a, c), &x);
    bool blocked[2];
    for (int r = 0; r < 2; r++)
        blocked[r] = route_has_obstacle(&x.route[r]);
    return blocked[0] && blocked[1];
}

/* Space-to-space contiguity, from the floors and edges. lower_ok: ADJ-3
 * (p may be lower than a). */
static bool cells_contiguous_exact(const geo_board *b, geo_cell a, geo_cell p, bool lower_ok)
{
    int la = geo_floor(b, a), lp = geo_floor(b, p);
    if (lower_ok ? lp > la : lp != la) return false;
    return !geo_obstacle_between(b, a, p);
}

void geo_adjacency_bake(geo_board *b)
{
    for (int y = 0; y < b->h; y++)
        for (int x = 0; x < b->w; x++) {
            geo_cell a = geo_cell_make(x, y);
            uint8_t adj = 0, nbr = 0;
            for (int d = 0; d < GEO_NDIRS; d++) {
                geo_cell p = geo_cell_step(a, d);
                if (!geo_on_board(b, p)) continue;
                adj |= (uint8_t)(cells_contiguous_exact(b, a, p, false) << d);
                nbr |= (uint8_t)(cells_contiguous_exact(b, a, p, true) << d);
            }
            b->adjacent[geo_cell_index(a)] = adj;
            b->neighbouring[geo_cell_index(a)] = nbr;
        }
}

/* Space-to-space contiguity: the baked table once the board is finished. */
static bool cells_contiguous(const geo_board *b, geo_cell a, geo_cell p, bool lower_ok)
{
    if (!geo_on_board(b, a) || !geo_on_board(b, p)) return false;
    if (geo_cell_distance(a, p) != 1) return false;        /* never adjacent to itself */
    if (!b->finished) return cells_contiguous_exact(b, a, p, lower_ok);
    uint8_t dirs = (lower_ok ? b->neighbouring : b->adjacent)[geo_cell_index(a)];
    return dirs >> geo_dir_between(a, p) & 1;
}

uint8_t geo_cell_contiguous_dirs(const geo_board *b, geo_cell a, bool lower_ok)
{
    if (!geo_on_board(b, a)) return 0;
    if (b->finished) return (lower_ok ? b->neighbouring : b->adjacent)[geo_cell_index(a)];
    uint8_t dirs = 0;
    for (int d = 0; d < GEO_NDIRS; d++)
        dirs |= (uint8_t)(cells_contiguous(b, a, geo_cell_step(a, d), lower_ok) << d);
    return dirs;
}

/* A space and an edge or intersection: stand on one of its spaces (ADJ-5,
 * ADJ-7) at its level (ADJ-2, ADJ-6). For "neighbouring" (ADJ-3) the
 * neighbour may be lower: cmp > 0 lets the space be lower than the place,
 * cmp < 0 lets the place be lower than the space. */
static bool cell_touches(const geo_board *b, geo_cell c, geo_place p, int cmp)
{
    geo_cell around[4];
    int n = place_cells(b, p, around);
    int level = geo_place_level(b, p), lc = geo_floor(b, c);
    if (cmp == 0 && lc != level) return false;
    if (cmp > 0 && lc > level) return false;
    if (cmp < 0 && level > lc) return false;
    for (int i = 0; i < n; i++)
        if (geo_cell_eq(around[i], c)) return true;
    return false;
}

/* Is p adjacent (lower_ok false) or neighbouring (true) to a? */
static bool contiguous(const geo_board *b, geo_place a, geo_place p, bool lower_ok)
{
    if (a.kind == GEO_PLACE_CELL && p.kind == GEO_PLACE_CELL)
        return cells_contiguous(b, a.u.cell, p.u.cell, lower_ok);
    if (a.kind == GEO_PLACE_CELL) return cell_touches(b, a.u.cell, p, lower_ok ? -1 : 0);
    if (p.kind == GEO_PLACE_CELL) return cell_touches(b, p.u.cell, a, lower_ok ? 1 : 0);
    return false;   /* edge-edge, point-point: the rules do not use them */
}

bool geo_adjacent(const geo_board *b, const geo_overlay *ov, geo_place a, geo_place p)
{
    (void)ov;
    return contiguous(b, a, p, false);
}

bool geo_neighbouring(const geo_board *b, const geo_overlay *ov, geo_place a, geo_place p)
{
    (void)ov;
    return contiguous(b, a, p, true);
}
