/*
 * los.c — exact line of sight with an explanation (rules LOS-1 … LOS-16).
 *
 * Step 1 walks the line (walk.c) and records every blockade it crosses:
 * the inside of an edge whose blockade top is baked into the board
 * (board.c, LVL-9), or an intersection with blockade arms on both sides of
 * the line (LOS-6, LOS-7), whose effective level is the lower side's
 * (least restrictive, as MOVE-14). When an end of the line is an
 * intersection at the foot of a higher structure (the ground point beside a
 * roof the line comes over), that structure is recorded too: the point is
 * "beyond" it at distance 0 (EX-LOS-12).
 *
 * Step 2 applies LOS-8, then LOS-11 … LOS-14 with the farthest crossing on
 * the upper end's level, then LOS-15 for every crossing between the two
 * levels. Nothing depends on which end is the source: symmetric (LOS-3).
 *
 * Canyons (level -1, designed) use the same rules with the level
 * difference as the multiplier of X and "level 2 to level 0" read as "two
 * or more levels apart, across a blockade strictly between them"
 * (docs/rulings.md).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "geo/los.h"
#include "geo/walk.h"

typedef struct los_end {
    int32_t x, y;          /* doubled coordinates */
    int level;
    bool point;
    geo_cell cell;         /* the space (cells only) */
    int16_t pi, pj;        /* the intersection (points only) */
} los_end;

typedef struct los_ctx {
    const geo_board *b;
    const geo_overlay *ov;
    int nsolid;
    geo_cell solid[GEO_MAX_OVERLAY];
    int8_t solid_top[GEO_MAX_OVERLAY];
    int16_t solid_obj[GEO_MAX_OVERLAY];
} los_ctx;

static void ctx_init(los_ctx *L, const geo_board *b, const geo_overlay *ov)
{
    L->b = b;
    L->ov = ov;
    L->nsolid = 0;
    if (!ov) return;
    for (int i = 0; i < ov->n; i++) {
        const geo_kind *k = &b->kinds->kind[ov->o[i].kind];
        if (ov->o[i].at.kind != GEO_PLACE_CELL) continue;
        if (!(k->traits & GEO_T_BLOCKADE) || !(k->traits & GEO_T_LEVEL) || k->level <= 0) continue;
        geo_cell c = ov->o[i].at.u.cell;
        L->solid[L->nsolid] = c;
        L->solid_top[L->nsolid] = (int8_t)(geo_floor(b, c) + k->level);
        L->solid_obj[L->nsolid] = (int16_t)i;
        L->nsolid++;
    }
}

/* Blockade top of an edge with the overlay's solids on either side. */
static int edge_top(const los_ctx *L, geo_edge e, int *comp, int *ovobj)
{
    const geo_edgeinfo *ei = geo_edge_info(L->b, e);
    int top = ei->blk_top;
    *comp = ei->blk_comp;
    *ovobj = -1;
    if (L->nsolid == 0) return top;
    geo_cell a, c;
    geo_edge_cells(e, &a, &c);
    for (int s = 0; s < L->nsolid; s++)
        if ((geo_cell_eq(L->solid[s], a) || geo_cell_eq(L->solid[s], c)) && L->solid_top[s] > top) {
            top = L->solid_top[s];
            *comp = -1;
            *ovobj = L->solid_obj[s];
        }
    return top;
}

static int make_end(const geo_board *b, geo_place p, los_end *e)
{
    memset(e, 0, sizeof *e);
    if (p.kind == GEO_PLACE_CELL) {
        e->cell = p.u.cell;
        e->x = 2 * p.u.cell.x + 1;
        e->y = 2 * p.u.cell.y + 1;
        e->level = geo_floor(b, p.u.cell);
        return 0;
    }
    if (p.kind == GEO_PLACE_POINT) {
        e->point = true;
        e->pi = p.u.point.i;
        e->pj = p.u.point.j;
        e->x = 2 * p.u.point.i;
        e->y = 2 * p.u.point.j;
        e->level = p.u.point.level;
        return 0;
    }
    return -1;   /* an edge is not an end of a line of sight */
}

static geo_los_cross *new_cross(geo_los_result *r)
{
    if (r->ncross >= GEO_LOS_MAX_CROSS) return NULL;
    geo_los_cross *c = &r->cross[r->ncross++];
    memset(c, 0, sizeof *c);
    c->comp = -1;
    c->ovobj = -1;
    return c;
}

static void set_line(geo_los_cross *c, int arm, int i, int j)
{
    if (arm == GEO_ARM_N || arm == GEO_ARM_S) {
        c->lines |= 1;
        c->lx = (int16_t)(2 * i);
    } else {
        c->lines |= 2;
        c->ly = (int16_t)(2 * j);
    }
}

static void record_edge(const los_ctx *L, const geo_walk_event *ev, geo_los_result *r)
{
    int comp, ovobj;
    int top = edge_top(L, ev->edge, &comp, &ovobj);
    if (top == GEO_NONE) return;
    geo_los_cross *c = new_cross(r);
    if (!c) return;
    c->comp = (int16_t)comp;
    c->ovobj = (int16_t)ovobj;
    c->top = (int8_t)top;
    c->px = (int16_t)ev->px;
    c->py = (int16_t)ev->py;
    c->tn = ev->tn;
    c->td = ev->td;
    c->grid = (int16_t)ev->index;
    c->edge = ev->edge;
    if (ev->edge.dir == GEO_EDGE_V) {
        c->lines = 1;
        c->lx = (int16_t)(2 * ev->edge.i);
    } else {
        c->lines = 2;
        c->ly = (int16_t)(2 * ev->edge.j);
    }
}

/* LOS-6, LOS-7: an intersection is crossed when blockade arms stand on both
 * sides of the line; the lower side decides. */
static void record_point(const los_ctx *L, const geo_walk_event *ev, int sx, int sy,
                         geo_los_result *r)
{
    int side[2][2], top[2][2], comp[2][2], ovobj[2][2], smax[2] = { GEO_NONE, GEO_NONE };
    geo_point_sides(sx, sy, side);
    for (int s = 0; s < 2; s++)
        for (int k = 0; k < 2; k++) {
            top[s][k] = edge_top(L, geo_point_arm(ev->pi, ev->pj, side[s][k]), &comp[s][k],
                                 &ovobj[s][k]);
            if (top[s][k] > smax[s]) smax[s] = top[s][k];
        }
    if (smax[0] == GEO_NONE || smax[1] == GEO_NONE) return;      /* 45° rule */
    int eff = smax[0] < smax[1] ? smax[0] : smax[1];
    geo_los_cross *c = new_cross(r);
    if (!c) return;
    c->at_point = 1;
    c->top = (int8_t)eff;
    c->px = (int16_t)ev->px;
    c->py = (int16_t)ev->py;
    c->tn = ev->tn;
    c->td = ev->td;
    c->grid = (int16_t)ev->index;
    for (int s = 0; s < 2; s++) {
        if (smax[s] != eff) continue;
        for (int k = 0; k < 2; k++) {
            if (top[s][k] != eff) continue;
            set_line(c, side[s][k], ev->pi, ev->pj);
            if (c->comp < 0 && c->ovobj < 0) {
                c->comp = (int16_t)comp[s][k];
                c->ovobj = (int16_t)ovobj[s][k];
            }
        }
    }
}

/* An intersection end at the foot of the structure the line comes over. */
static void record_foot(const los_ctx *L, const los_end *p, geo_cell q, bool at_b, int ngrid,
                        geo_los_result *r)
{
    int qh = geo_floor(L->b, q), st = geo_solid_top(L->b, L->ov, q);
    if (st > qh) qh = st;
    if (qh <= p->level) return;
    int arms[2], tops[2], comps[2], ovs[2], eff = GEO_NONE;
    geo_cell_arms_at(q, p->pi, p->pj, arms);
    for (int k = 0; k < 2; k++) {
        tops[k] = edge_top(L, geo_point_arm(p->pi, p->pj, arms[k]), &comps[k], &ovs[k]);
        if (tops[k] > p->level && (eff == GEO_NONE || tops[k] < eff)) eff = tops[k];
    }
    if (eff == GEO_NONE) return;
    geo_los_cross *c = new_cross(r);
    if (!c) return;
    c->endpoint = 1;
    c->at_point = 1;
    c->top = (int8_t)eff;
    c->px = (int16_t)p->x;
    c->py = (int16_t)p->y;
    c->tn = at_b ? 1 : 0;
    c->td = 1;
    c->grid = (int16_t)(at_b ? ngrid : -1);
    for (int k = 0; k < 2; k++)
        if (tops[k] == eff) {
            set_line(c, arms[k], p->pi, p->pj);
            if (c->comp < 0 && c->ovobj < 0) {
                c->comp = (int16_t)comps[k];
                c->ovobj = (int16_t)ovs[k];
            }
        }
}

static void collect(const los_ctx *L, const los_end *a, const los_end *e, geo_los_result *r)
{
    geo_walker w;
    geo_walk_event ev;
    geo_walk_start(&w, a->x, a->y, e->x, e->y);
    geo_cell first = w.cur, last = w.cur;
    int n = 0;
    while (geo_walk_next(&w, &ev)) {
        if (ev.at_point) record_point(L, &ev, w.sx, w.sy, r);
        else record_edge(L, &ev, r);
        last = ev.after;
        n++;
    }
    r->ngrid = n;
    if (a->point) record_foot(L, a, first, false, n, r);
    if (e->point) record_foot(L, e, last, true, n, r);
}

/* --- step 2: the rules --- */

/* X of LOS-12: spaces between the upper end and a line (doubled coordinate
 * c of the end across the line at l). */
static int x_of(const los_end *u, int32_t c, int32_t l)
{
    int32_t d = abs(c - l);
    return u->point ? d / 2 : (d - 1) / 2;
}

/* Is the lower end within w spaces of the line (LOS-13/14, LOS-16)? */
static bool in_band(const geo_board *b, const los_end *lo, int32_t c, int32_t l, int w)
{
    if (w <= 0) return false;
    int32_t d = abs(c - l);
    if (!lo->point) return (d + 1) / 2 <= w;
    return d / 2 <= (b->opt_point_boundary ? w : w - 1);
}

/* Blocked by the blind zone of crossing k for every candidate line (the
 * least restrictive line decides). */
static bool blind_zone_blocks(const geo_board *b, const geo_los_cross *k, const los_end *u,
                              const los_end *lo, int mult, int *x_out)
{
    bool blocked = true;
    int xmin = 1 << 20;
    if (k->lines & 1) {
        int x = x_of(u, u->x, k->lx);
        blocked &= in_band(b, lo, lo->x, k->lx, mult * x);
        if (x < xmin) xmin = x;
    }
    if (k->lines & 2) {
        int x = x_of(u, u->y, k->ly);
        blocked &= in_band(b, lo, lo->y, k->ly, mult * x);
        if (x < xmin) xmin = x;
    }
    *x_out = xmin;
    return blocked;
}

/* Is crossing k on the boundary of the end (first grid crossing from it,
 * or the foot crossing at it)? */
static bool touches_end(const geo_los_cross *k, bool end_is_b, const los_end *e, int ngrid)
{
    if (k->endpoint) return end_is_b ? k->tn == 1 : k->tn == 0;
    if (e->point) return false;
    return end_is_b ? k->grid == ngrid - 1 : k->grid == 0;
}

/* Farthest crossing on the upper end's level, not at distance 0 (LOS-11). */
static int farthest_same_level(const geo_los_result *r, int lu, bool u_is_b, const los_end *u)
{
    int best = -1;
    for (int i = 0; i < r->ncross; i++) {
        const geo_los_cross *k = &r->cross[i];
        if (k->top != lu || touches_end(k, u_is_b, u, r->ngrid)) continue;
        if (best < 0) { best = i; continue; }
        const geo_los_cross *m = &r->cross[best];
        int64_t lhs = k->tn * m->td, rhs = m->tn * k->td;   /* compare positions from A */
        if (u_is_b ? lhs < rhs : lhs > rhs) best = i;
    }
    return best;
}

static bool decide(const geo_board *b, const los_end *a, const los_end *e, geo_los_result *r)
{
    int lu = a->level > e->level ? a->level : e->level;
    int ll = a->level < e->level ? a->level : e->level;
    r->level_a = a->level;
    r->level_b = e->level;
    r->upper = a->level == e->level ? -1 : (a->level > e->level ? 0 : 1);
    for (int i = 0; i < r->ncross; i++)
        if (r->cross[i].top > lu) {                                  /* LOS-8 */
            r->rule = "LOS-8";
            r->blocker = i;
            return false;
        }
    if (r->upper < 0) return true;                                   /* LOS-10 */
    bool u_is_b = r->upper == 1;
    const los_end *u = u_is_b ? e : a, *lo = u_is_b ? a : e;
    int dl = lu - ll;
    int far = farthest_same_level(r, lu, u_is_b, u);
    if (far >= 0) {
        int x;
        bool blocked = blind_zone_blocks(b, &r->cross[far], u, lo, dl, &x);
        r->x = x;
        r->mult = dl;
        if (blocked) {                                               /* LOS-13, LOS-14 */
            r->rule = dl == 1 ? "LOS-13" : "LOS-14";
            r->blocker = far;
            return false;
        }
    }
    if (dl < 2) return true;
    for (int i = 0; i < r->ncross; i++) {                            /* LOS-15 */
        const geo_los_cross *k = &r->cross[i];
        if (k->top <= ll || k->top >= lu || touches_end(k, u_is_b, u, r->ngrid)) continue;
        if (touches_end(k, !u_is_b, lo, r->ngrid)) {
            r->rule = "LOS-15";
            r->blocker = i;
            return false;
        }
    }
    return true;
}

static bool los_exact(const geo_board *b, const geo_overlay *ov, const los_end *a,
                      const los_end *e, geo_los_result *r)
{
    r->rule = NULL;
    r->blocker = -1;
    r->x = -1;
    r->mult = 0;
    r->ncross = 0;
    r->ngrid = 0;
    if (a->x == e->x && a->y == e->y) {
        r->level_a = a->level;
        r->level_b = e->level;
        r->upper = -1;
        r->clear = true;
        return true;
    }
    los_ctx L;
    ctx_init(&L, b, ov);
    collect(&L, a, e, r);
    r->clear = decide(b, a, e, r);
    return r->clear;
}

bool geo_los(const geo_board *b, const geo_overlay *ov, geo_place a, geo_place p,
             geo_los_result *explain)
{
    return geo_los_levels(b, ov, a, GEO_NONE, p, GEO_NONE, explain);
}

bool geo_los_levels(const geo_board *b, const geo_overlay *ov, geo_place a, int level_a,
                    geo_place p, int level_p, geo_los_result *explain)
{
    los_end ea, ep;
    geo_los_result local;
    geo_los_result *r = explain ? explain : &local;
    if (make_end(b, a, &ea) < 0 || make_end(b, p, &ep) < 0 || (ea.point && ep.point)) {
        memset(r, 0, sizeof *r);
        r->blocker = -1;
        r->x = -1;
        r->rule = "LOS-4";
        return false;
    }
    if (level_a != GEO_NONE) ea.level = level_a;
    if (level_p != GEO_NONE) ep.level = level_p;
    return los_exact(b, ov, &ea, &ep, r);
}

/* --- the table --- */

int geo_los_table_build(geo_board *b)
{
    b->los_words = GEO_MAX_CELLS / 64;
    free(b->los);
    b->los = calloc((size_t)GEO_MAX_CELLS * b->los_words, sizeof(uint64_t));
    if (!b->los) return -1;
    geo_los_result r;
    for (int ya = 0; ya < b->h; ya++)
        for (int xa = 0; xa < b->w; xa++) {
            geo_cell a = geo_cell_make(xa, ya);
            int ia = geo_cell_index(a);
            for (int ib = ia; ib < GEO_MAX_CELLS; ib++) {
                geo_cell c = geo_cell_at(ib);
                if (!geo_on_board(b, c)) continue;
                los_end ea, ec;
                make_end(b, geo_place_cell(a), &ea);
                make_end(b, geo_place_cell(c), &ec);
                if (!los_exact(b, NULL, &ea, &ec, &r)) continue;
                b->los[(size_t)ia * b->los_words + (ib >> 6)] |= 1ull << (ib & 63);
                b->los[(size_t)ib * b->los_words + (ia >> 6)] |= 1ull << (ia & 63);
            }
        }
    return 0;
}

bool geo_los_table_get(const geo_board *b, geo_cell a, geo_cell c)
{
    int ia = geo_cell_index(a), ic = geo_cell_index(c);
    return (b->los[(size_t)ia * b->los_words + (ic >> 6)] >> (ic & 63)) & 1u;
}

bool geo_los_cells(const geo_board *b, const geo_overlay *ov, geo_cell a, geo_cell c)
{
    if (ov && ov->n) {
        geo_seg s = { 2 * a.x + 1, 2 * a.y + 1, 2 * c.x + 1, 2 * c.y + 1 };
        for (int i = 0; i < ov->n; i++) {
            const geo_kind *k = &b->kinds->kind[ov->o[i].kind];
            if (ov->o[i].at.kind != GEO_PLACE_CELL || !(k->traits & GEO_T_BLOCKADE)) continue;
            if (geo_seg_touches_cell(s, ov->o[i].at.u.cell))
                return geo_los(b, ov, geo_place_cell(a), geo_place_cell(c), NULL);
        }
    }
    return geo_los_table_get(b, a, c);
}

/* --- segments --- */

geo_seg geo_seg_of(const geo_board *b, geo_place a, geo_place p)
{
    los_end ea, ep;
    make_end(b, a, &ea);
    make_end(b, p, &ep);
    geo_seg s = { ea.x, ea.y, ep.x, ep.y };
    return s;
}

static int64_t cross3(int64_t ax, int64_t ay, int64_t bx, int64_t by, int64_t px, int64_t py)
{
    return (bx - ax) * (py - ay) - (by - ay) * (px - ax);
}

bool geo_seg_touches_cell(geo_seg s, geo_cell c)
{
    int32_t x0 = 2 * c.x, y0 = 2 * c.y, x1 = x0 + 2, y1 = y0 + 2;
    int32_t sx0 = s.ax < s.bx ? s.ax : s.bx, sx1 = s.ax < s.bx ? s.bx : s.ax;
    int32_t sy0 = s.ay < s.by ? s.ay : s.by, sy1 = s.ay < s.by ? s.by : s.ay;
    if (sx1 < x0 || sx0 > x1 || sy1 < y0 || sy0 > y1) return false;
    int64_t k[4] = { cross3(s.ax, s.ay, s.bx, s.by, x0, y0), cross3(s.ax, s.ay, s.bx, s.by, x1, y0),
                     cross3(s.ax, s.ay, s.bx, s.by, x1, y1), cross3(s.ax, s.ay, s.bx, s.by, x0, y1) };
    bool pos = false, neg = false;
    for (int i = 0; i < 4; i++) {
        pos |= k[i] >= 0;
        neg |= k[i] <= 0;
    }
    return pos && neg;
}

/* Open-interval clipping of t in [0,1] against lo < a + t*d < hi. */
static bool clip_open(int64_t a, int64_t d, int64_t lo, int64_t hi, int64_t *ln, int64_t *ld,
                      int64_t *hn, int64_t *hd)
{
    if (d == 0) return lo < a && a < hi;
    int64_t n1 = lo - a, n2 = hi - a, dd = d;
    if (dd < 0) {
        int64_t t = n1;
        n1 = -n2;
        n2 = -t;
        dd = -dd;
    }
    /* t > n1/dd and t < n2/dd */
    if (n1 * *ld > *ln * dd) { *ln = n1; *ld = dd; }
    if (n2 * *hd < *hn * dd) { *hn = n2; *hd = dd; }
    return true;
}

bool geo_seg_crosses_cell(geo_seg s, geo_cell c)
{
    int64_t ln = 0, ld = 1, hn = 1, hd = 1;      /* t in [0, 1] */
    if (!clip_open(s.ax, s.bx - s.ax, 2 * c.x, 2 * c.x + 2, &ln, &ld, &hn, &hd)) return false;
    if (!clip_open(s.ay, s.by - s.ay, 2 * c.y, 2 * c.y + 2, &ln, &ld, &hn, &hd)) return false;
    return ln * hd < hn * ld;
}

/* --- explanation --- */

static void describe_cross(const geo_board *b, const geo_los_cross *k, char *buf, int n)
{
    char what[112];
    if (k->comp >= 0) geo_component_describe(b, k->comp, what, sizeof what);
    else snprintf(what, sizeof what, "an object placed during play");
    const char *how = k->endpoint ? "at the foot of" : k->at_point ? "through a corner of" : "across";
    snprintf(buf, n, "%s %s, level %d", how, what, k->top);
}

static void describe_rule(const geo_los_result *r, char *buf, int n)
{
    if (r->rule && strcmp(r->rule, "LOS-8") == 0)
        snprintf(buf, n, "\nLOS-8: the blockade is higher than both ends.");
    else if (r->rule && strcmp(r->rule, "LOS-15") == 0)
        snprintf(buf, n, "\nLOS-15: two levels down across a lower blockade, and the lower "
                 "end is the space directly behind it.");
    else if (r->rule)
        snprintf(buf, n, "\n%s: the farthest blockade on the upper end's level (LOS-11) casts "
                 "a blind zone of %d x X = %d space%s beyond its edge line (LOS-12: X = %d); "
                 "the lower end is inside it.", r->rule, r->mult, r->mult * r->x,
                 r->mult * r->x == 1 ? "" : "s", r->x);
    else if (r->x >= 0)
        snprintf(buf, n, "\nThe farthest blockade on the upper end's level has X = %d "
                 "(LOS-12); the lower end is outside its blind zone (LOS-9).", r->x);
    else
        snprintf(buf, n, "\nNo blockade blocks (LOS-8, LOS-9, LOS-11, LOS-15).");
}

void geo_los_describe(const geo_board *b, const geo_los_result *r, char *buf, int n)
{
    if (r->rule && strcmp(r->rule, "LOS-4") == 0) {
        snprintf(buf, n, "No line of sight: its ends must be a space and a space or an "
                 "intersection, never an edge or two intersections (LOS-4).");
        return;
    }
    int len = snprintf(buf, n, "%s. Ends at levels %d and %d", r->clear ? "Clear" : "Blocked",
                       r->level_a, r->level_b);
    if (r->upper >= 0 && len < n)
        len += snprintf(buf + len, n - len, "; the upper end is %s (LOS-10)", r->upper ? "B" : "A");
    if (len < n) len += snprintf(buf + len, n - len, ". Blockades crossed: %d%s", r->ncross,
                                 r->ncross ? "" : " (LOS-2)");
    for (int i = 0; i < r->ncross && len < n; i++) {
        char d[160];
        describe_cross(b, &r->cross[i], d, sizeof d);
        len += snprintf(buf + len, n - len, "\n  %s%s", d, i == r->blocker ? "  <- decides" : "");
    }
    if (len < n) describe_rule(r, buf + len, n - len);
}
