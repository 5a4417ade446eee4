/*
 * board.c — building a static board and baking what every query needs.
 *
 * geo_board_add only records a component after checking what can be
 * checked alone (kind, placement, bounds, lengths, sizes, overlaps).
 * geo_board_finish then replays the areas in set-up order (MAP-3: level-1
 * buildings first, stacked ones after) to get each space's floor (LVL-3),
 * stands every edge and space object on its floor, bakes the blockade top of
 * every edge (LVL-9), pairs zipline points, and precomputes step costs and
 * the line-of-sight table.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "geo/adjacency.h"
#include "geo/board.h"
#include "geo/los.h"
#include "geo/move.h"

static const geo_edgeinfo empty_edge = { -1, -1, GEO_NONE, GEO_NONE, GEO_NONE, 0 };

static void bake_point_levels(geo_board *b);

void geo_error_set(geo_error *err, int line, const char *field, const char *fmt, ...)
{
    if (!err) return;
    err->line = line;
    snprintf(err->field, sizeof err->field, "%s", field ? field : "");
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(err->msg, sizeof err->msg, fmt, ap);
    va_end(ap);
}

geo_board *geo_board_new(const geo_kinds *kinds, int w, int h)
{
    if (!kinds || w < 1 || h < 1 || w > GEO_MAX_DIM || h > GEO_MAX_DIM) return NULL;
    geo_board *b = calloc(1, sizeof *b);
    if (!b) return NULL;
    b->kinds = kinds;
    b->w = w;
    b->h = h;
    for (int i = 0; i < GEO_MAX_CELLS; i++) {
        b->area[i] = -1;
        b->object[i] = -1;
        b->solid_top[i] = GEO_NONE;
        b->link[i] = -1;
    }
    for (int i = 0; i < GEO_HEDGES; i++) b->hedge[i] = empty_edge;
    for (int i = 0; i < GEO_VEDGES; i++) b->vedge[i] = empty_edge;
    return b;
}

void geo_board_free(geo_board *b)
{
    if (!b) return;
    free(b->los);
    free(b);
}

bool geo_edge_on_board(const geo_board *b, geo_edge e)
{
    if (e.dir == GEO_EDGE_H) return e.i >= 0 && e.i < b->w && e.j >= 0 && e.j <= b->h;
    return e.i >= 0 && e.i <= b->w && e.j >= 0 && e.j < b->h;
}

static geo_edgeinfo *edge_slot(geo_board *b, geo_edge e)
{
    if (e.dir == GEO_EDGE_H) return &b->hedge[e.j * GEO_MAX_DIM + e.i];
    return &b->vedge[e.j * (GEO_MAX_DIM + 1) + e.i];
}

const geo_edgeinfo *geo_edge_info(const geo_board *b, geo_edge e)
{
    if (!geo_edge_on_board(b, e)) return &empty_edge;
    return edge_slot((geo_board *)b, e);
}

const geo_kind *geo_component_kind(const geo_board *b, int comp)
{
    return &b->kinds->kind[b->comp[comp].kind];
}

/* The k-th edge of an edge run: h runs continue east, v runs south. */
static geo_edge run_edge(geo_edge first, int k)
{
    geo_edge e = first;
    if (e.dir == GEO_EDGE_H) e.i = (int16_t)(e.i + k);
    else e.j = (int16_t)(e.j + k);
    return e;
}

static bool area_size_allowed(const geo_kind *k, int w, int h)
{
    for (int i = 0; i < k->nsizes; i++) {
        int a = k->sizes[i][0], c = k->sizes[i][1];
        if ((a == w && c == h) || (a == h && c == w)) return true;
    }
    return false;
}

static int check_area(const geo_board *b, const geo_component *c, const geo_kind *k, geo_error *err)
{
    geo_cell at = c->at.u.cell;
    if (!area_size_allowed(k, c->w, c->h)) {
        geo_error_set(err, c->line, "size", "%s cannot be %dx%d", k->name, c->w, c->h);
        return -1;
    }
    if (at.x < 0 || at.y < 0 || at.x + c->w > b->w || at.y + c->h > b->h) {
        geo_error_set(err, c->line, "at", "%s %dx%d at %d,%d lies off the %dx%d board", k->name,
                      c->w, c->h, at.x, at.y, b->w, b->h);
        return -1;
    }
    return 0;
}

static int check_edge_run(const geo_board *b, const geo_component *c, const geo_kind *k,
                          geo_error *err)
{
    if (c->len < 1 || c->len > 7 || !(k->lengths & (1u << c->len))) {
        geo_error_set(err, c->line, "length", "%s cannot have length %d", k->name, c->len);
        return -1;
    }
    for (int i = 0; i < c->len; i++) {
        geo_edge e = run_edge(c->at.u.edge, i);
        if (!geo_edge_on_board(b, e)) {
            geo_error_set(err, c->line, "edge", "%s %c %d,%d length %d runs off the %dx%d board",
                          k->name, c->at.u.edge.dir == GEO_EDGE_H ? 'h' : 'v', c->at.u.edge.i,
                          c->at.u.edge.j, c->len, b->w, b->h);
            return -1;
        }
        for (int o = 0; o < b->ncomp; o++) {
            const geo_component *other = &b->comp[o];
            if (other->at.kind != GEO_PLACE_EDGE) continue;
            for (int j = 0; j < other->len; j++) {
                geo_edge f = run_edge(other->at.u.edge, j);
                if (f.dir == e.dir && f.i == e.i && f.j == e.j) {
                    char d[96];
                    geo_component_describe(b, o, d, sizeof d);
                    geo_error_set(err, c->line, "edge", "%s overlaps %s", k->name, d);
                    return -1;
                }
            }
        }
    }
    return 0;
}

static int check_space(const geo_board *b, const geo_component *c, const geo_kind *k,
                       geo_error *err)
{
    geo_cell at = c->at.u.cell;
    if (!geo_on_board(b, at)) {
        geo_error_set(err, c->line, "at", "%s at %d,%d lies off the %dx%d board", k->name, at.x,
                      at.y, b->w, b->h);
        return -1;
    }
    for (int o = 0; o < b->ncomp; o++) {
        const geo_component *other = &b->comp[o];
        if (other->at.kind == GEO_PLACE_CELL && geo_component_kind(b, o)->placement == GEO_ON_SPACE &&
            geo_cell_eq(other->at.u.cell, at)) {
            char d[96];
            geo_component_describe(b, o, d, sizeof d);
            geo_error_set(err, c->line, "at", "%s on %d,%d: the space already holds %s", k->name,
                          at.x, at.y, d);
            return -1;
        }
    }
    return 0;
}

int geo_board_add(geo_board *b, const geo_component *c, geo_error *err)
{
    if (b->finished) {
        geo_error_set(err, c->line, "", "the board is already finished");
        return -1;
    }
    if (c->kind >= b->kinds->count) {
        geo_error_set(err, c->line, "type", "unknown component kind #%d", c->kind);
        return -1;
    }
    if (b->ncomp >= GEO_MAX_COMPONENTS) {
        geo_error_set(err, c->line, "", "too many components (at most %d)", GEO_MAX_COMPONENTS);
        return -1;
    }
    const geo_kind *k = &b->kinds->kind[c->kind];
    static const uint8_t place_of[] = { GEO_PLACE_CELL, GEO_PLACE_EDGE, GEO_PLACE_POINT,
                                        GEO_PLACE_CELL };
    if (c->at.kind != place_of[k->placement]) {
        geo_error_set(err, c->line, "type", "%s is placed on %s", k->name,
                      k->placement == GEO_ON_EDGE ? "an edge" :
                      k->placement == GEO_ON_POINT ? "an intersection" : "a space");
        return -1;
    }
    int rc = 0;
    switch (k->placement) {
    case GEO_ON_AREA: rc = check_area(b, c, k, err); break;
    case GEO_ON_EDGE: rc = check_edge_run(b, c, k, err); break;
    case GEO_ON_SPACE: rc = check_space(b, c, k, err); break;
    default:
        geo_error_set(err, c->line, "type", "%s is placed during play, not on the map", k->name);
        rc = -1;
    }
    if (rc < 0) return -1;
    geo_component *slot = &b->comp[b->ncomp++];
    *slot = *c;
    slot->link = -1;
    return 0;
}

/* --- finishing --- */

/* LVL-3, LVL-8: stack a building (or sink a canyon tile) onto its footprint. */
static int apply_area(geo_board *b, int ci, geo_error *err)
{
    geo_component *c = &b->comp[ci];
    const geo_kind *k = geo_component_kind(b, ci);
    geo_cell at = c->at.u.cell;
    int base = b->floor[geo_cell_index(at)];
    for (int y = at.y; y < at.y + c->h; y++)
        for (int x = at.x; x < at.x + c->w; x++) {
            int idx = geo_cell_index(geo_cell_make(x, y));
            if (b->floor[idx] != base) {
                geo_error_set(err, c->line, "at", "%s at %d,%d overhangs: its footprint spans "
                              "levels %d and %d", k->name, at.x, at.y, base, b->floor[idx]);
                return -1;
            }
            if (k->level < 0 && b->area[idx] >= 0) {
                geo_error_set(err, c->line, "at", "%s at %d,%d overlaps another area", k->name,
                              at.x, at.y);
                return -1;
            }
        }
    int top = base + k->level;
    if (base < 0 || top > 2 || top < -1) {
        geo_error_set(err, c->line, "at", "%s at %d,%d would stand at level %d (levels run "
                      "from -1 to 2, LVL-8)", k->name, at.x, at.y, top);
        return -1;
    }
    c->stand = (int8_t)base;
    c->top = (int8_t)top;
    for (int y = at.y; y < at.y + c->h; y++)
        for (int x = at.x; x < at.x + c->w; x++) {
            int idx = geo_cell_index(geo_cell_make(x, y));
            b->floor[idx] = (int8_t)top;
            b->area[idx] = (int16_t)ci;
        }
    return 0;
}

/* A roof edge separates a roof space from a lower one. */
static bool is_roof_edge(const geo_board *b, geo_edge e)
{
    geo_cell a, c;
    geo_edge_cells(e, &a, &c);
    int fa = geo_floor(b, a), fc = geo_floor(b, c);
    return fa != fc && (fa > 0 || fc > 0);
}

static int stand_edge_run(geo_board *b, int ci, geo_error *err)
{
    geo_component *c = &b->comp[ci];
    const geo_kind *k = geo_component_kind(b, ci);
    int highest = GEO_NONE;
    for (int i = 0; i < c->len; i++) {
        geo_edge e = run_edge(c->at.u.edge, i);
        if (k->roof_edge && !is_roof_edge(b, e)) {
            geo_error_set(err, c->line, "edge", "%s must stand on a roof edge, and %c %d,%d is "
                          "not one", k->name, e.dir == GEO_EDGE_H ? 'h' : 'v', e.i, e.j);
            return -1;
        }
        geo_cell a, d;
        geo_edge_cells(e, &a, &d);
        int fa = geo_on_board(b, a) ? geo_floor(b, a) : GEO_NONE;
        int fd = geo_on_board(b, d) ? geo_floor(b, d) : GEO_NONE;
        int stand = fa > fd ? fa : fd;    /* stands on the higher floor */
        geo_edgeinfo *ei = edge_slot(b, e);
        ei->comp = (int16_t)ci;
        ei->traits = k->traits;
        ei->stand = (int8_t)stand;
        ei->level = (int8_t)((k->traits & GEO_T_LEVEL) ? stand + k->level : stand);
        if (stand > highest) highest = stand;
    }
    c->stand = (int8_t)highest;
    c->top = (int8_t)((k->traits & GEO_T_LEVEL) ? highest + k->level : highest);
    return 0;
}

static bool roof_edge_space(const geo_board *b, geo_cell c)
{
    int f = geo_floor(b, c);
    if (f < 1) return false;
    for (int d = GEO_N; d < GEO_NDIRS; d += 2) {
        geo_cell n = geo_cell_step(c, d);
        if (geo_on_board(b, n) && geo_floor(b, n) < f) return true;
    }
    return false;
}

static int stand_space_object(geo_board *b, int ci, geo_error *err)
{
    geo_component *c = &b->comp[ci];
    const geo_kind *k = geo_component_kind(b, ci);
    geo_cell at = c->at.u.cell;
    int idx = geo_cell_index(at);
    if (k->roof_edge && !roof_edge_space(b, at)) {
        geo_error_set(err, c->line, "at", "%s must stand on a roof space at the roof's edge, "
                      "and %d,%d is not one", k->name, at.x, at.y);
        return -1;
    }
    c->stand = b->floor[idx];
    c->top = (int8_t)((k->traits & GEO_T_LEVEL) ? c->stand + k->level : c->stand);
    b->object[idx] = (int16_t)ci;
    b->traits[idx] = k->traits;
    if ((k->traits & GEO_T_LEVEL) && k->level > 0) b->solid_top[idx] = c->top;
    if (k->traits & GEO_T_IMPASSABLE) geo_cellset_add(&b->impassable, at);
    if (k->traits & GEO_T_OCCUPIES_SPACE) geo_cellset_add(&b->occupied, at);
    return 0;
}

/* LVL-9: the top of the highest blockade on each edge: a wall on it, a
 * building wall (the higher floor, when it is a roof), or the side of a
 * solid object (rock, tree) on either space. */
static void bake_blockade(geo_board *b, geo_edge e)
{
    geo_edgeinfo *ei = edge_slot(b, e);
    ei->blk_top = GEO_NONE;
    ei->blk_comp = -1;
    if (ei->comp >= 0 && (ei->traits & GEO_T_BLOCKADE)) {
        ei->blk_top = ei->level;
        ei->blk_comp = ei->comp;
    }
    geo_cell a, c;
    geo_edge_cells(e, &a, &c);
    int fa = geo_floor(b, a), fc = geo_floor(b, c);
    int hi = fa > fc ? fa : fc;
    if (fa != fc && hi >= 1 && hi > ei->blk_top) {
        ei->blk_top = (int8_t)hi;
        geo_cell high = fa > fc ? a : c;
        ei->blk_comp = b->area[geo_cell_index(high)];
    }
    geo_cell sides[2] = { a, c };
    for (int s = 0; s < 2; s++) {
        if (!geo_on_board(b, sides[s])) continue;
        int idx = geo_cell_index(sides[s]);
        if ((b->traits[idx] & GEO_T_BLOCKADE) && b->solid_top[idx] > ei->blk_top) {
            ei->blk_top = b->solid_top[idx];
            ei->blk_comp = b->object[idx];
        }
    }
}

static void bake_all_edges(geo_board *b)
{
    for (int j = 0; j <= b->h; j++)
        for (int i = 0; i < b->w; i++) bake_blockade(b, (geo_edge){ GEO_EDGE_H, (int16_t)i, (int16_t)j });
    for (int j = 0; j < b->h; j++)
        for (int i = 0; i <= b->w; i++) bake_blockade(b, (geo_edge){ GEO_EDGE_V, (int16_t)i, (int16_t)j });
}

/* Pair zipline points by label: exactly two per label (designed). */
static int pair_links(geo_board *b, geo_error *err)
{
    for (int i = 0; i < b->ncomp; i++) {
        geo_component *c = &b->comp[i];
        if (!c->label[0] || c->link >= 0) continue;
        int partner = -1, count = 1;
        for (int j = i + 1; j < b->ncomp; j++)
            if (strcmp(b->comp[j].label, c->label) == 0) {
                count++;
                partner = j;
            }
        if (count != 2) {
            geo_error_set(err, c->line, "zipline", "zipline '%s' has %d point%s; it needs "
                          "exactly 2", c->label, count, count == 1 ? "" : "s");
            return -1;
        }
        c->link = (int16_t)partner;
        b->comp[partner].link = (int16_t)i;
        int ia = geo_cell_index(c->at.u.cell), ib = geo_cell_index(b->comp[partner].at.u.cell);
        b->link[ia] = (int16_t)ib;
        b->link[ib] = (int16_t)ia;
        b->link_cost[ia] = geo_component_kind(b, i)->link_cost;
        b->link_cost[ib] = geo_component_kind(b, partner)->link_cost;
    }
    return 0;
}

static void bake_steps(geo_board *b)
{
    for (int y = 0; y < b->h; y++)
        for (int x = 0; x < b->w; x++) {
            geo_cell c = geo_cell_make(x, y);
            for (int d = 0; d < GEO_NDIRS; d++)
                b->step[geo_cell_index(c)][d] = (int8_t)geo_step_cost(b, NULL, c, d);
        }
}

int geo_board_finish(geo_board *b, geo_error *err)
{
    if (b->finished) return 0;
    for (int i = 0; i < b->ncomp; i++)
        if (geo_component_kind(b, i)->placement == GEO_ON_AREA && apply_area(b, i, err) < 0)
            return -1;
    for (int i = 0; i < b->ncomp; i++) {
        const geo_kind *k = geo_component_kind(b, i);
        if (k->placement == GEO_ON_EDGE && stand_edge_run(b, i, err) < 0) return -1;
        if (k->placement == GEO_ON_SPACE && stand_space_object(b, i, err) < 0) return -1;
    }
    if (pair_links(b, err) < 0) return -1;
    bake_all_edges(b);
    bake_steps(b);
    geo_adjacency_bake(b);
    bake_point_levels(b);
    static _Atomic unsigned long long serials;
    b->serial = ++serials;
    b->finished = 1;
    if (geo_los_table_build(b) < 0) {
        geo_error_set(err, 0, "", "out of memory building the line-of-sight table");
        return -1;
    }
    return 0;
}

/* --- queries on places --- */

int geo_edge_level(const geo_board *b, geo_edge e)
{
    const geo_edgeinfo *ei = geo_edge_info(b, e);
    if (ei->comp >= 0) return ei->stand;
    geo_cell a, c;
    geo_edge_cells(e, &a, &c);
    if (!geo_on_board(b, a)) return geo_floor(b, c);
    if (!geo_on_board(b, c)) return geo_floor(b, a);
    int fa = geo_floor(b, a), fc = geo_floor(b, c);
    return fa < fc ? fa : fc;     /* ADJ-6: a building wall's base */
}

static int point_levels_now(const geo_board *b, int i, int j, int8_t out[4])
{
    geo_cell around[4];
    geo_point_cells(i, j, around);
    int n = 0;
    for (int k = 0; k < 4; k++) {
        if (!geo_on_board(b, around[k])) continue;
        int8_t f = (int8_t)geo_floor(b, around[k]);
        int dup = 0;
        for (int m = 0; m < n; m++) dup |= out[m] == f;
        if (!dup) out[n++] = f;
    }
    for (int x = 1; x < n; x++)          /* highest first */
        for (int y = x; y > 0 && out[y] > out[y - 1]; y--) {
            int8_t t = out[y];
            out[y] = out[y - 1];
            out[y - 1] = t;
        }
    return n;
}

/* A finished board's floors do not change, so its intersections' levels
 * are baked with it: the placement listings of the intersection abilities
 * ask them of every intersection in range at every decision (issue 14). */
static void bake_point_levels(geo_board *b)
{
    for (int j = 0; j <= b->h; j++)
        for (int i = 0; i <= b->w; i++) {
            int k = j * (GEO_MAX_DIM + 1) + i;
            b->point_nlevels[k] = (uint8_t)point_levels_now(b, i, j, b->point_level[k]);
        }
}

int geo_point_levels(const geo_board *b, int i, int j, int8_t out[4])
{
    if (!b->finished || i < 0 || j < 0 || i > b->w || j > b->h) return point_levels_now(b, i, j, out);
    int k = j * (GEO_MAX_DIM + 1) + i;
    memcpy(out, b->point_level[k], 4);
    return b->point_nlevels[k];
}

void geo_component_describe(const geo_board *b, int comp, char *buf, int n)
{
    if (comp < 0 || comp >= b->ncomp) {
        snprintf(buf, n, "an object placed during play");
        return;
    }
    const geo_component *c = &b->comp[comp];
    const geo_kind *k = geo_component_kind(b, comp);
    switch (c->at.kind) {
    case GEO_PLACE_EDGE:
        if (c->len > 1)
            snprintf(buf, n, "%s (%c %d,%d len %d)", k->name,
                     c->at.u.edge.dir == GEO_EDGE_H ? 'h' : 'v', c->at.u.edge.i, c->at.u.edge.j,
                     c->len);
        else
            snprintf(buf, n, "%s (%c %d,%d)", k->name, c->at.u.edge.dir == GEO_EDGE_H ? 'h' : 'v',
                     c->at.u.edge.i, c->at.u.edge.j);
        break;
    case GEO_PLACE_CELL:
        if (k->placement == GEO_ON_AREA)
            snprintf(buf, n, "%s %dx%d at %d,%d (level %d)", k->name, c->w, c->h, c->at.u.cell.x,
                     c->at.u.cell.y, c->top);
        else
            snprintf(buf, n, "%s at %d,%d", k->name, c->at.u.cell.x, c->at.u.cell.y);
        break;
    default:
        snprintf(buf, n, "%s at @%d,%d", k->name, c->at.u.point.i, c->at.u.point.j);
    }
}
