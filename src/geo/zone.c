/*
 * zone.c — zones (rules ZONE-1 … ZONE-9).
 *
 * A zone is the open diamond |X - PX| + |Y - PY| < 2r in doubled
 * coordinates around its intersection P (ZONE-2; r is the kind's designed
 * zone radius: the arm length of the miniature's "+" base). Membership and
 * crossing are exact integer tests on that diamond.
 */
#include <stdlib.h>

#include "geo/adjacency.h"
#include "geo/los.h"
#include "geo/zone.h"

/* L1 distance from P to the closed square of cell c, doubled units. */
static int32_t l1_to_cell(int32_t px, int32_t py, geo_cell c)
{
    int32_t x0 = 2 * c.x, y0 = 2 * c.y;
    int32_t dx = px < x0 ? x0 - px : (px > x0 + 2 ? px - x0 - 2 : 0);
    int32_t dy = py < y0 ? y0 - py : (py > y0 + 2 ? py - y0 - 2 : 0);
    return dx + dy;
}

bool geo_zone_has_cell(const geo_board *b, geo_point p, int r, geo_cell c)
{
    if (!geo_on_board(b, c) || geo_floor(b, c) != p.level) return false;   /* ZONE-3 */
    return l1_to_cell(2 * p.i, 2 * p.j, c) < 2 * r;                          /* ZONE-4 */
}

/* Does the segment enter the open diamond? f(t) = |x-PX| + |y-PY| is convex
 * and piecewise linear: its minimum is at an end or where x or y meets P. */
static bool seg_enters_diamond(geo_seg s, int32_t px, int32_t py, int32_t rad)
{
    int64_t dx = s.bx - s.ax, dy = s.by - s.ay;
    if (llabs((int64_t)s.ax - px) + llabs((int64_t)s.ay - py) < rad) return true;
    if (llabs((int64_t)s.bx - px) + llabs((int64_t)s.by - py) < rad) return true;
    /* where x(t) = PX: t = (PX-ax)/dx; f = |ay - PY + dy t| */
    if (dx != 0) {
        int64_t n = px - s.ax, d = dx;
        if (d < 0) { n = -n; d = -d; }
        if (n >= 0 && n <= d && llabs(((int64_t)s.ay - py) * d + dy * n) < rad * d) return true;
    }
    if (dy != 0) {
        int64_t n = py - s.ay, d = dy;
        if (d < 0) { n = -n; d = -d; }
        if (n >= 0 && n <= d && llabs(((int64_t)s.ax - px) * d + dx * n) < rad * d) return true;
    }
    return false;
}

bool geo_zone_crossed(const geo_board *b, geo_point p, int r, geo_place a, geo_place t)
{
    return seg_enters_diamond(geo_seg_of(b, a, t), 2 * p.i, 2 * p.j, 2 * r);   /* ZONE-8 */
}

static bool place_in_zone(const geo_board *b, geo_point p, int r, geo_place a)
{
    return a.kind == GEO_PLACE_CELL && geo_zone_has_cell(b, p, r, a.u.cell);
}

bool geo_zone_applies(const geo_board *b, geo_point p, int r, geo_place a, geo_place t)
{
    if (place_in_zone(b, p, r, a) || place_in_zone(b, p, r, t)) return true;   /* ZONE-7a */
    if (!geo_zone_crossed(b, p, r, a, t)) return false;
    int la = geo_place_level(b, a), lt = geo_place_level(b, t);
    if (la == lt) return la == p.level;          /* ZONE-7 "Unclear": both on its level */
    return (la > lt ? la : lt) == p.level;       /* ZONE-7b: the upper end on its level */
}
