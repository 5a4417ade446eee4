/*
 * move.c — step costs, the reachable set of a Move, and moving along a path
 * (rules MOVE-1 … MOVE-22, TERM-6).
 *
 * The route model. A diagonal step from A to B passes their shared
 * intersection; it could have slipped round it through either of the two
 * other spaces C1 or C2 (the "routes"). A route is restricted by the edge
 * objects on its two arms and by the height of its space C. The step pays
 * the least restricted route (MOVE-14: the component with the least
 * movement restriction decides; both preventing blocks), so a step past the
 * outside of a corner or past the free end of a wall crosses nothing
 * (MOVE-22, EX-MOVE-5), while a step through the middle of a 180°
 * connection or out of a 90° angle crosses it (EX-MOVE-1e … EX-MOVE-4).
 *
 * Restriction of one arm object for a legend going from level la to lb:
 * lower than la: none (MOVE-15); a LEVEL object whose top is two or more
 * above la: impossible (MOVE-12, the two-level reading); going down past a
 * connected intersection on the legend's own level: none (MOVE-20,
 * EX-MOVE-8); otherwise +1 (MOVE-17/MOVE-18), never more than +1 for one
 * crossing (MOVE-21). Restriction of the route space C: higher than both A
 * and B means going over a structure (+1, or impossible two levels up);
 * lower than both means jumping a gap between two structures (+1 on the
 * same level, free going down).
 *
 * One component seen on both routes (a straight wall run through the point)
 * is not a connection of two components: the step simply crosses that
 * obstacle (MOVE-17), with no going-down exemption.
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "geo/crossing.h"
#include "geo/move.h"
#include "geo/reach_internal.h"

#define PREVENT 100

typedef struct explain { char *buf; int n, len; } explain;

static void note(explain *ex, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void note(explain *ex, const char *fmt, ...)
{
    if (!ex || !ex->buf || ex->len >= ex->n - 1) return;
    va_list ap;
    va_start(ap, fmt);
    int w = vsnprintf(ex->buf + ex->len, (size_t)(ex->n - ex->len), fmt, ap);
    va_end(ap);
    if (w > 0) ex->len += w < ex->n - ex->len ? w : ex->n - ex->len - 1;
}

bool geo_space_impassable(const geo_board *b, const geo_overlay *ov, geo_cell c)
{
    return (geo_space_traits(b, ov, c) & GEO_T_IMPASSABLE) != 0;
}

bool geo_space_occupied_by_object(const geo_board *b, const geo_overlay *ov, geo_cell c)
{
    return (geo_space_traits(b, ov, c) & GEO_T_OCCUPIES_SPACE) != 0;
}

static int arm_restriction(const geo_edgeinfo *ei, int la, int lb, bool connected)
{
    if (ei->comp < 0 || !(ei->traits & (GEO_T_OBSTACLE | GEO_T_LEVEL))) return 0;
    if (ei->level < la) return 0;                                         /* MOVE-15 */
    if ((ei->traits & GEO_T_LEVEL) && ei->level >= la + 2) return PREVENT; /* MOVE-12 */
    if (connected && lb < la && ei->level <= la) return 0;                /* MOVE-20 */
    return 1;                                                             /* MOVE-17/18 */
}

static int level_restriction(int la, int lb, int fc)
{
    int hi = la > lb ? la : lb, lo = la < lb ? la : lb;
    if (fc > hi) return fc >= la + 2 ? PREVENT : 1;   /* over a structure: MOVE-12/MOVE-18 */
    if (fc < lo) return lb < la ? 0 : 1;              /* across a gap: MOVE-18 / MOVE-20 */
    return 0;
}

static int max3(int a, int b, int c)
{
    int m = a > b ? a : b;
    return m > c ? m : c;
}

static int route_restriction(const geo_route *rt, int la, int lb, bool connected)
{
    return max3(level_restriction(la, lb, rt->top), arm_restriction(rt->arm[0], la, lb, connected),
                arm_restriction(rt->arm[1], la, lb, connected));
}

static void note_crossing(const geo_board *b, const geo_crossing *x, int extra, bool connected,
                          explain *ex)
{
    if (extra == PREVENT) {
        note(ex, "; both ways round the intersection are blocked (MOVE-12, MOVE-14)");
        return;
    }
    if (extra != 1) return;
    int comp = x->single;
    for (int r = 0; r < 2 && comp < 0; r++)
        for (int k = 0; k < 2 && comp < 0; k++) comp = x->route[r].arm[k]->comp;
    char d[96] = "a structure";
    if (comp >= 0) geo_component_describe(b, comp, d, sizeof d);
    note(ex, " +1 across %s (%s)", connected ? "a connected intersection" : d,
         connected ? "MOVE-14, MOVE-18, MOVE-21" : "MOVE-17");
}

/* The least restricted way round the intersection (MOVE-14, MOVE-22). */
static int diagonal_extra(const geo_board *b, const geo_overlay *ov, geo_cell a, int dir, int la,
                          int lb, explain *ex)
{
    geo_crossing x;
    geo_crossing_routes(b, ov, a, dir, &x);
    bool flat = level_restriction(la, lb, x.route[0].top) == 0 &&
                level_restriction(la, lb, x.route[1].top) == 0;
    bool connected = !(x.single >= 0 && flat);      /* one straight run: MOVE-17 */
    int r1 = route_restriction(&x.route[0], la, lb, connected);
    int r2 = route_restriction(&x.route[1], la, lb, connected);
    int extra = r1 < r2 ? r1 : r2;
    note_crossing(b, &x, extra, connected, ex);
    return extra;
}

static int step_cost_ex(const geo_board *b, const geo_overlay *ov, geo_cell a, int dir,
                        explain *ex)
{
    geo_cell c = geo_cell_step(a, dir);
    if (!geo_on_board(b, a) || !geo_on_board(b, c)) {
        note(ex, "off the map (MOVE-7)");
        return -1;
    }
    if (geo_space_impassable(b, ov, c)) {
        note(ex, "%d,%d holds an IMPASSABLE object (MOVE-10)", c.x, c.y);
        return -1;
    }
    int la = geo_floor(b, a), lb = geo_floor(b, c);
    if (lb >= la + 2) {
        note(ex, "two levels up in one step (MOVE-11)");
        return -1;
    }
    int cost = 1;
    note(ex, "1 for the space (MOVE-16)");
    if (lb == la + 1) {
        cost++;
        note(ex, " +1 one level up (MOVE-19)");
    }
    if (dir % 2 == 0) {
        const geo_edgeinfo *ei = geo_edge_info(b, geo_edge_between(a, c));
        char d[96] = "";
        if (ei->comp >= 0) geo_component_describe(b, ei->comp, d, sizeof d);
        if (ei->comp >= 0 && (ei->traits & GEO_T_LEVEL) && ei->level >= la + 2) {
            note(ex, "; %s reaches level %d, two above the legend (MOVE-12)", d, ei->level);
            return -1;
        }
        if (ei->comp >= 0 && (ei->traits & GEO_T_OBSTACLE)) {
            cost++;
            note(ex, " +1 across %s (MOVE-17)", d);
        }
        return cost;
    }
    int extra = diagonal_extra(b, ov, a, dir, la, lb, ex);
    return extra == PREVENT ? -1 : cost + extra;
}

int geo_step_cost(const geo_board *b, const geo_overlay *ov, geo_cell c, int dir)
{
    return step_cost_ex(b, ov, c, dir, NULL);
}

int geo_step_explain(const geo_board *b, const geo_overlay *ov, geo_cell c, int dir, char *buf,
                     int n)
{
    explain ex = { buf, n, 0 };
    if (buf && n > 0) buf[0] = '\0';
    return step_cost_ex(b, ov, c, dir, &ex);
}

/* --- the reachable set --- */

void geo_reach_ctx_init(reach_ctx *r, const geo_board *b, const geo_overlay *ov,
                        const geo_cellset *occupied)
{
    r->b = b;
    r->ov = ov;
    r->imp = b->impassable;
    r->occ = b->occupied;
    geo_cellset_clear(&r->fresh);
    r->any_fresh = r->dyn = r->links = false;
    if (occupied)
        for (int i = 0; i < GEO_MAX_CELLS / 64; i++) r->occ.w[i] |= occupied->w[i];
    if (!ov) return;
    for (int i = 0; i < ov->n; i++) {
        const geo_overlay_obj *o = &ov->o[i];
        const geo_kind *k = &b->kinds->kind[o->kind];
        r->links |= o->link >= 0;
        if (o->at.kind != GEO_PLACE_CELL || !geo_on_board(b, o->at.u.cell)) continue;
        geo_cell s = o->at.u.cell;
        r->dyn |= (k->traits & GEO_T_IMPASSABLE) != 0;
        if (k->traits & GEO_T_IMPASSABLE) geo_cellset_add(&r->imp, s);
        if (k->traits & GEO_T_OCCUPIES_SPACE) geo_cellset_add(&r->occ, s);
        if (!((k->traits & GEO_T_LEVEL) && k->level > 0)) continue;
        for (int dy = -1; dy <= 1; dy++)
            for (int dx = -1; dx <= 1; dx++) {
                geo_cell n = geo_cell_make(s.x + dx, s.y + dy);
                if (geo_on_board(b, n)) geo_cellset_add(&r->fresh, n);
            }
        r->any_fresh = r->dyn = true;
    }
}

/* Dial's search from the n start spaces. Without start_cost each starts at
 * cost 0 as the only one of a single-source search would (ended on even
 * when occupied); with it, start s costs start_cost[s] and is a space like
 * any other (ended on only when free): the least over the starts of the
 * start's cost plus the single-source search's, in one search. */
static void reach_from(const geo_board *b, const geo_overlay *ov, const geo_cell *from,
                       const uint8_t *start_cost, int n, int mp, const geo_cellset *occupied,
                       geo_reach *out)
{
    reach_ctx r;
    geo_reach_ctx_init(&r, b, ov, occupied);
    if (mp > GEO_UNREACHED - 1) mp = GEO_UNREACHED - 1;
    if (mp < 0) mp = 0;
    out->from = from[0];
    out->mp = mp;
    memset(out->cost, GEO_UNREACHED, sizeof out->cost);   /* prev[] is valid where cost is */
    geo_cellset_clear(&out->can_end);
    geo_cellset starts;
    geo_cellset_clear(&starts);
    bucket_queue q;
    for (int k = 0; k < RING; k++) q.count[k] = 0;
    q.pending = 0;
    for (int s = 0; s < n; s++) {
        if (!geo_on_board(b, from[s])) continue;
        int fi = geo_cell_index(from[s]), c0 = start_cost ? start_cost[s] : 0;
        if (!start_cost) geo_cellset_add(&starts, from[s]);
        if (c0 > mp || out->cost[fi] <= c0) continue;    /* the same start twice */
        out->cost[fi] = (uint8_t)c0;
        out->prev[fi] = -1;
        q.item[c0 % RING][q.count[c0 % RING]++] = (int16_t)fi;
        q.pending++;
    }
    for (int d = 0; d <= mp && q.pending > 0; d++) {
        int k = d % RING;
        for (int i = 0; i < q.count[k]; i++) {    /* bucket k cannot grow meanwhile */
            int ui = q.item[k][i];
            q.pending--;
            if (out->cost[ui] != d) continue;       /* a stale entry */
            if (!geo_cellset_has(&r.occ, geo_cell_at(ui)) || set_has(&starts, ui))
                geo_cellset_add(&out->can_end, geo_cell_at(ui));
            expand(&r, out, &q, ui, d, d < mp, true);   /* a step costs at least 1 */
        }
        q.count[k] = 0;
    }
}

void geo_reach_compute(const geo_board *b, const geo_overlay *ov, geo_cell from, int mp,
                       const geo_cellset *occupied, geo_reach *out)
{
    reach_from(b, ov, &from, NULL, 1, mp, occupied, out);
}

void geo_reach_compute_multi(const geo_board *b, const geo_overlay *ov, const geo_cell *from,
                             int n, int mp, geo_reach *out)
{
    static const geo_cell none = { -1, -1 };
    reach_from(b, ov, n > 0 ? from : &none, NULL, n > 0 ? n : 1, mp, NULL, out);
}

void geo_reach_compute_costed(const geo_board *b, const geo_overlay *ov, const geo_cell *from,
                              const uint8_t *start_cost, int n, int mp,
                              const geo_cellset *occupied, geo_reach *out)
{
    static const geo_cell none = { -1, -1 };
    static const uint8_t zero = 0;
    if (n > 0) reach_from(b, ov, from, start_cost, n, mp, occupied, out);
    else reach_from(b, ov, &none, &zero, 1, mp, occupied, out);
}

int geo_move_cost(const geo_board *b, const geo_overlay *ov, geo_cell from, geo_cell to,
                  const geo_cellset *occupied)
{
    geo_reach r;
    geo_reach_compute(b, ov, from, GEO_UNREACHED - 1, occupied, &r);
    if (!geo_on_board(b, to) || !geo_cellset_has(&r.can_end, to)) return -1;
    return r.cost[geo_cell_index(to)];
}

int geo_reach_path(const geo_reach *r, geo_cell to, geo_cell *out, int max)
{
    int ti = geo_cell_index(to);
    if (ti < 0 || ti >= GEO_MAX_CELLS || r->cost[ti] == GEO_UNREACHED) return 0;
    int n = 0, fi = geo_cell_index(r->from);
    for (int i = ti; i != fi && n < GEO_MAX_CELLS; i = r->prev[i]) n++;
    if (n > max) return 0;
    int k = n;
    for (int i = ti; i != fi; i = r->prev[i]) out[--k] = geo_cell_at(i);
    return n;
}

/* --- executing a move --- */

static int path_step(const geo_board *b, const geo_overlay *ov, geo_cell at, geo_cell next,
                     int index, geo_error *err)
{
    char why[256];
    if (!geo_on_board(b, next)) {
        geo_error_set(err, 0, "path", "step %d: %d,%d is off the map (MOVE-7)", index, next.x,
                      next.y);
        return -1;
    }
    int link = geo_on_board(b, at) ? b->link[geo_cell_index(at)] : -1;
    if (link >= 0 && link == geo_cell_index(next)) return b->link_cost[link];
    reach_ctx r;
    geo_reach_ctx_init(&r, b, ov, NULL);
    int lc = 0;
    if (overlay_link(&r, at, &lc) == geo_cell_index(next)) return lc;
    int dir = geo_dir_between(at, next);
    if (dir < 0) {
        geo_error_set(err, 0, "path", "step %d: %d,%d is not next to %d,%d (MOVE-5)", index,
                      next.x, next.y, at.x, at.y);
        return -1;
    }
    int cost = geo_step_explain(b, ov, at, dir, why, sizeof why);
    if (cost < 0) {
        geo_error_set(err, 0, "path", "step %d to %d,%d is impossible: %s", index, next.x,
                      next.y, why);
        return -1;
    }
    return cost;
}

int geo_move_along(const geo_board *b, const geo_overlay *ov, geo_cell from,
                   const geo_cell *path, int n, int mp, const geo_cellset *occupied,
                   geo_enter_fn enter, void *ctx, geo_error *err)
{
    int spent = 0;
    geo_cell at = from;
    for (int i = 0; i < n; i++) {
        int c = path_step(b, ov, at, path[i], i + 1, err);
        if (c < 0) return -1;
        spent += c;
        if (mp >= 0 && spent > mp) {
            geo_error_set(err, 0, "path", "step %d to %d,%d needs %d MP in all, only %d "
                          "available (MOVE-6)", i + 1, path[i].x, path[i].y, spent, mp);
            return -1;
        }
        at = path[i];
    }
    if (n > 0) {
        bool occ = geo_space_occupied_by_object(b, ov, at) ||
                   (occupied && geo_cellset_has(occupied, at));
        if (occ) {
            geo_error_set(err, 0, "path", "the move cannot end on the occupied space %d,%d "
                          "(MOVE-9)", at.x, at.y);
            return -1;
        }
    }
    for (int i = 0; enter && i < n; i++) enter(ctx, path[i]);   /* TERM-6 */
    return spent;
}
