/*
 * walk.c — exact grid traversal of a segment (see walk.h).
 */
#include <stdlib.h>

#include "geo/walk.h"

static int sign(int32_t v) { return (v > 0) - (v < 0); }

/* The first even coordinate strictly after v in direction s. */
static int32_t next_even(int32_t v, int s)
{
    if (s == 0) return v;
    int32_t n = v + s;
    if (n % 2 != 0) n += s;
    return n;
}

/* The space a line leaves from its first end. */
static geo_cell start_cell(int32_t ax, int32_t ay, int sx, int sy)
{
    /* a centre 2x+1 lies in space x; an intersection 2i is left toward i or i-1
     * (exact divisions, also for the negative imaginary extension) */
    int x = (ax % 2 != 0) ? (ax - 1) / 2 : ax / 2 + (sx > 0 ? 0 : -1);
    int y = (ay % 2 != 0) ? (ay - 1) / 2 : ay / 2 + (sy > 0 ? 0 : -1);
    return geo_cell_make(x, y);
}

void geo_walk_start(geo_walker *w, int32_t ax, int32_t ay, int32_t bx, int32_t by)
{
    w->ax = ax; w->ay = ay; w->bx = bx; w->by = by;
    w->dx = bx - ax; w->dy = by - ay;
    w->sx = sign(w->dx); w->sy = sign(w->dy);
    w->vx = next_even(ax, w->sx);
    w->hy = next_even(ay, w->sy);
    w->cur = start_cell(ax, ay, w->sx, w->sy);
    w->index = 0;
}

/* Is coordinate c strictly inside the line's span from a in direction s? */
static bool before_end(int32_t c, int32_t a, int32_t d, int s)
{
    return s != 0 && (int64_t)(c - a) * s < (int64_t)llabs(d);
}

static int64_t floor_div(int64_t a, int64_t b)
{
    int64_t q = a / b;
    if ((a % b != 0) && ((a < 0) != (b < 0))) q--;
    return q;
}

bool geo_walk_next(geo_walker *w, geo_walk_event *ev)
{
    bool v = before_end(w->vx, w->ax, w->dx, w->sx);
    bool h = before_end(w->hy, w->ay, w->dy, w->sy);
    if (!v && !h) return false;
    int64_t nv = llabs((int64_t)w->vx - w->ax), dv = llabs(w->dx);
    int64_t nh = llabs((int64_t)w->hy - w->ay), dh = llabs(w->dy);
    int cmp;                                    /* -1: vertical first, 1: horizontal, 0: both */
    if (!v) cmp = 1;
    else if (!h) cmp = -1;
    else {
        int64_t l = nv * dh, r = nh * dv;
        cmp = l < r ? -1 : l > r ? 1 : 0;
    }
    ev->before = w->cur;
    ev->index = w->index++;
    if (cmp == 0) {
        ev->at_point = 1;
        ev->pi = (int16_t)(w->vx / 2);
        ev->pj = (int16_t)(w->hy / 2);
        ev->px = w->vx;
        ev->py = w->hy;
        ev->tn = nv; ev->td = dv;
        w->cur = geo_cell_make(w->cur.x + w->sx, w->cur.y + w->sy);
        w->vx += 2 * w->sx;
        w->hy += 2 * w->sy;
    } else if (cmp < 0) {
        ev->at_point = 0;
        ev->edge.dir = GEO_EDGE_V;
        ev->edge.i = (int16_t)(w->vx / 2);
        ev->edge.j = w->cur.y;
        ev->px = w->vx;
        ev->py = (int32_t)floor_div((int64_t)w->ay * dv + (int64_t)w->dy * nv, dv);
        ev->tn = nv; ev->td = dv;
        w->cur = geo_cell_make(w->cur.x + w->sx, w->cur.y);
        w->vx += 2 * w->sx;
    } else {
        ev->at_point = 0;
        ev->edge.dir = GEO_EDGE_H;
        ev->edge.i = w->cur.x;
        ev->edge.j = (int16_t)(w->hy / 2);
        ev->px = (int32_t)floor_div((int64_t)w->ax * dh + (int64_t)w->dx * nh, dh);
        ev->py = w->hy;
        ev->tn = nh; ev->td = dh;
        w->cur = geo_cell_make(w->cur.x, w->cur.y + w->sy);
        w->hy += 2 * w->sy;
    }
    ev->after = w->cur;
    return true;
}

geo_edge geo_point_arm(int i, int j, int arm)
{
    geo_edge e;
    switch (arm) {
    case GEO_ARM_N: e.dir = GEO_EDGE_V; e.i = (int16_t)i; e.j = (int16_t)(j - 1); break;
    case GEO_ARM_S: e.dir = GEO_EDGE_V; e.i = (int16_t)i; e.j = (int16_t)j; break;
    case GEO_ARM_E: e.dir = GEO_EDGE_H; e.i = (int16_t)i; e.j = (int16_t)j; break;
    default:        e.dir = GEO_EDGE_H; e.i = (int16_t)(i - 1); e.j = (int16_t)j; break;
    }
    return e;
}

void geo_point_sides(int sx, int sy, int side[2][2])
{
    side[0][0] = sy > 0 ? GEO_ARM_N : GEO_ARM_S;   /* between before and (before.x+sx, before.y) */
    side[0][1] = sx > 0 ? GEO_ARM_E : GEO_ARM_W;
    side[1][0] = sx > 0 ? GEO_ARM_W : GEO_ARM_E;   /* between before and (before.x, before.y+sy) */
    side[1][1] = sy > 0 ? GEO_ARM_S : GEO_ARM_N;
}

void geo_cell_arms_at(geo_cell q, int i, int j, int out[2])
{
    bool west = q.x < i, north = q.y < j;
    out[0] = north ? GEO_ARM_N : GEO_ARM_S;
    out[1] = west ? GEO_ARM_W : GEO_ARM_E;
}
