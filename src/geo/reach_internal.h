/*
 * reach_internal.h — what the reachable-set searches share (move.c's
 * Dial search, reach_resume.c's search extended on demand): the overlay's
 * effect on a search, the bucket queue, and one space's expansion. Not
 * for use outside src/geo. The hot helpers are static inline so that each
 * search keeps them inlined, as when they lived in move.c alone.
 */
#ifndef RF_GEO_REACH_INTERNAL_H
#define RF_GEO_REACH_INTERNAL_H

#include "geo/move.h"

/* What the overlay changes for this search: spaces blocked or occupied by
 * its objects, and spaces next to its solids (whose diagonal steps must be
 * costed afresh instead of read from the board's table). */
typedef struct reach_ctx {
    const geo_board *b;
    const geo_overlay *ov;
    geo_cellset imp, occ, fresh;
    bool any_fresh;
    bool dyn;             /* imp or fresh differ from the board's: steps checked */
    bool links;           /* an overlay object has a link (a portal) */
} reach_ctx;

void geo_reach_ctx_init(reach_ctx *r, const geo_board *b, const geo_overlay *ov,
                        const geo_cellset *occupied);

/* Overlay links (portals) leaving a space: partner cell index or -1. */
static inline int overlay_link(const reach_ctx *r, geo_cell u, int *cost)
{
    if (!r->ov) return -1;
    for (int i = 0; i < r->ov->n; i++) {
        const geo_overlay_obj *o = &r->ov->o[i];
        if (o->link < 0 || o->at.kind != GEO_PLACE_CELL || !geo_cell_eq(o->at.u.cell, u))
            continue;
        const geo_overlay_obj *p = &r->ov->o[o->link];
        if (p->at.kind != GEO_PLACE_CELL) continue;
        *cost = r->b->kinds->kind[o->kind].link_cost;
        return geo_cell_index(p->at.u.cell);
    }
    return -1;
}

/* Dial's algorithm: step costs are 1..3 and link costs at most 7, so a
 * ring of 8 buckets holds every pending cost (d+1 … d+7). */
#define RING 8

typedef struct bucket_queue {
    int16_t item[RING][GEO_MAX_CELLS];
    int16_t count[RING];
    int pending;          /* entries pushed and not yet taken */
} bucket_queue;

/* paths: prev[] kept (a constant in each caller: a search of costs only,
 * reach_resume.c, writes none). */
static inline void relax(geo_reach *out, bucket_queue *q, int from, int to, int nd, bool paths)
{
    if (nd > out->mp || nd >= out->cost[to]) return;
    out->cost[to] = (uint8_t)nd;
    if (paths) out->prev[to] = (int16_t)from;
    int k = nd % RING;
    q->item[k][q->count[k]++] = (int16_t)to;
    q->pending++;
}

static const int16_t dir_offset[GEO_NDIRS] = {
    -GEO_MAX_DIM, -GEO_MAX_DIM + 1, 1, GEO_MAX_DIM + 1, GEO_MAX_DIM, GEO_MAX_DIM - 1, -1,
    -GEO_MAX_DIM - 1,
};

static inline bool set_has(const geo_cellset *s, int i) { return (s->w[i >> 6] >> (i & 63)) & 1u; }

/* The board's step table already says -1 for steps off the map or into
 * static impassable spaces, so the hot loop only looks at the overlay when
 * it changes a step (an impassable object, a LEVEL solid) or has a link:
 * smoke, a dome or a drone change none (issue 14). */
static inline void expand(const reach_ctx *r, geo_reach *out, bucket_queue *q, int ui, int d,
                          bool steps, bool paths)
{
    const int8_t *st = r->b->step[ui];
    bool dyn = r->dyn;
    for (int dir = 0; steps && dir < GEO_NDIRS; dir++) {
        int sc = st[dir];
        if (sc <= 0) continue;
        int vi = ui + dir_offset[dir];
        if (dyn) {
            if (set_has(&r->imp, vi)) continue;
            if (r->any_fresh && set_has(&r->fresh, ui)) {
                sc = geo_step_cost(r->b, r->ov, geo_cell_at(ui), dir);
                if (sc <= 0) continue;
            }
        }
        relax(out, q, ui, vi, d + sc, paths);
    }
    int li = r->b->link[ui], lc = r->b->link_cost[ui];
    if (li < 0 && r->links) li = overlay_link(r, geo_cell_at(ui), &lc);
    if (li >= 0 && !set_has(&r->imp, li)) relax(out, q, ui, li, d + lc, paths);
}

#endif
