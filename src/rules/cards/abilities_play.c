/*
 * abilities_play.c — see abilities_play.h; the timing model is in
 * docs/abilities.md.
 *
 * Using an ability (ACT-12, ACT-13): in its own activation a legend on the
 * map (ACT-21) with a token of the ability in its supply (ABIL-3) and the
 * AP to pay (ACT-6) may use it if every placement condition can be met
 * (ABIL-4): a place in range (ABIL-9), in line of sight when asked
 * (ABIL-10), free when asked (ABIL-7), or an enemy to attach to (ABIL-8).
 * FR_ABILITY asks where (one option per legal place; an ability with
 * "targets" asks again after each miniature, ABIL-11), then:
 *  - no label / Persistent (TIME-1, TIME-7): the effect now, then COOL-2;
 *  - Duration X (TIME-2): the effect now; the token goes below the
 *    initiative track X rounds ahead, below the tokens already there
 *    (TIME-4); when the marker reaches it the effect ends (TIME-5);
 *  - Delay X (TIME-3): the token likewise; the effect when reached.
 * COOL-2: non-persistent miniatures back to the supply, the token onto the
 * cooldown track at the card's cooldown (0: straight back to the supply).
 * A spot of the track is an absolute turn, round * 2 + squad (ruling
 * R-TIME-2: "X rounds ahead" is the same squad's turn X rounds later).
 *
 * While a use is being placed its token is RF_TOK_USING (out of the
 * supply, ABIL-3) and its miniatures are on the map (frame: see FR_ABILITY
 * below).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "errors.h"
#include "geo/adjacency.h"
#include "geo/los.h"
#include "geo/place.h"
#include "rules/cards/abilities_play.h"
#include "rules/record/events.h"
#include "rules/engine/legends.h"
#include "rules/cards/effect_ops.h"
#include "rules/record/log.h"
#include "rules/engine/plugin.h"
#include "rules/views/view_area.h"

_Static_assert(RF_MAX_LEGENDS == 6, "rf_abil_state is sized for 6 legends");

#define BROKEN(...) error_fail(err, RF_E_ILLEGAL, NULL, 0, 0, "invariant", __VA_ARGS__)

enum { PLACE_POINT_A = 8, PLACE_ATTACH_A = 64 };

/* ---- Set-up and lookups ---- */

void abilities_setup(rf_game *g, int l, const char *key)
{
    rf_abil_state *s = &g->abil;
    memset(s->tok[l], 0, sizeof s->tok[l]);
    s->def[l][0] = s->def[l][1] = -1;
    if (!key || !key[0]) return;
    const rf_abilities *abs = &g->content->abilities;
    for (int i = 0; i < abs->n; i++)
        if (strcmp(abs->ab[i].legend, key) == 0) s->def[l][abs->ab[i].type] = (int8_t)i;
}

static int supply_token(const rf_game *g, int l, int slot)
{
    const rf_ability_def *a = abil_of(g, l, slot);
    for (int t = 0; a && t < a->tokens; t++)
        if (g->abil.tok[l][slot][t].where == RF_TOK_SUPPLY) return t;
    return -1;
}

static uint8_t owner_tag(int l, int slot) { return (uint8_t)(RF_ABIL_OWNER | l << 1 | slot); }

static bool same_place(geo_place a, geo_place b)
{
    if (a.kind != b.kind) return false;
    if (a.kind == GEO_PLACE_CELL) return geo_cell_eq(a.u.cell, b.u.cell);
    return a.u.point.i == b.u.point.i && a.u.point.j == b.u.point.j &&
           a.u.point.level == b.u.point.level;
}

/* The overlay object of a miniature, -1. */
static int overlay_of(const rf_game *g, const rf_abil_mini *m)
{
    for (int i = 0; m->kind >= 0 && i < g->overlay.n; i++) {
        const geo_overlay_obj *o = &g->overlay.o[i];
        if (o->kind == m->kind && o->owner == owner_tag(m->legend, m->slot) &&
            same_place(o->at, m->at))
            return i;
    }
    return -1;
}

/* Where a miniature's effect is: its place, or its legend's space. */
bool abil_mini_place(const rf_game *g, const rf_abil_mini *m, geo_place *out)
{
    if (m->attached < 0) {
        *out = m->at;
        return true;
    }
    if (!g->legend[m->attached].on_map) return false;        /* ELIM-5: off the map with it */
    *out = geo_place_cell(g->legend[m->attached].pos);
    return true;
}

static void remove_mini(rf_game *g, int i)
{
    rf_abil_state *s = &g->abil;
    int o = overlay_of(g, &s->mini[i]);
    if (o >= 0) geo_overlay_remove(&g->overlay, o);
    memmove(&s->mini[i], &s->mini[i + 1], (size_t)(s->nminis - i - 1) * sizeof s->mini[0]);
    s->nminis--;
}

/* ---- Placement (ABIL-4 … ABIL-10) ---- */

/* The miniatures of legend l's ability placed for token t (a use being
 * placed, or a running effect), and the one placed last (-1). */
static int minis_of_use(const rf_game *g, int l, int slot, int t, int *last)
{
    int n = 0;
    if (last) *last = -1;
    for (int i = 0; t >= 0 && i < g->abil.nminis; i++) {
        const rf_abil_mini *m = &g->abil.mini[i];
        if (m->legend != l || m->slot != slot || m->token != t) continue;
        n++;
        if (last && (*last < 0 || m->order > g->abil.mini[*last].order)) *last = i;
    }
    return n;
}

/* Where the range of the next placement is counted from (ABIL-9): the
 * legend, or with a "chain" the miniature placed before (docs/abilities.md). */
static geo_place origin(const rf_game *g, int l, int slot, int t, int *lo, int *hi)
{
    const rf_ability_def *a = abil_of(g, l, slot);
    int last;
    *lo = a->range_lo;
    *hi = a->range_hi;
    if (a->chain_hi && minis_of_use(g, l, slot, t, &last) > 0) {
        *lo = a->chain_lo;
        *hi = a->chain_hi;
        return g->abil.mini[last].at;
    }
    return geo_place_cell(g->legend[l].pos);
}

/* The columns (or rows) of a place's spaces (DIST-5: an intersection's are
 * the on-board ones of the 4 around it, geo_point_cells). */
typedef struct span { int lo, hi; } span;

static span span_of(int a, int b, int n) { return (span){ a < 0 ? 0 : a, b > n - 1 ? n - 1 : b }; }

static int gap(span a, span b)
{
    int d = a.lo - b.hi > b.lo - a.hi ? a.lo - b.hi : b.lo - a.hi;
    return d > 0 ? d : 0;
}

/* The distance between two places (DIST-1: the closest pair of their
 * spaces, geo_distance). Spaces and intersections directly: their spaces
 * are all pairs of a set of columns and a set of rows, so the closest
 * pair's distance is the larger of the column and the row gaps. Two
 * spaces, the placement walks' common case, inline (a call per place
 * visited was 1.4 M instructions in 20 random BR 3 vs 3 matches, issue
 * 14); the rest in place_distance. */
static int place_distance(const rf_game *g, geo_place from, geo_place p);

static inline int distance(const rf_game *g, geo_place from, geo_place p)
{
    if (from.kind == GEO_PLACE_CELL && p.kind == GEO_PLACE_CELL)
        return geo_cell_distance(from.u.cell, p.u.cell);
    return place_distance(g, from, p);
}

static int place_distance(const rf_game *g, geo_place from, geo_place p)
{
    const geo_board *b = g->map->board;
    if (from.kind == GEO_PLACE_EDGE || p.kind == GEO_PLACE_EDGE) return geo_distance(b, from, p);
    span x[2], y[2];
    const geo_place *pl[2] = { &from, &p };
    for (int k = 0; k < 2; k++) {
        if (pl[k]->kind == GEO_PLACE_CELL) {
            x[k] = (span){ pl[k]->u.cell.x, pl[k]->u.cell.x };
            y[k] = (span){ pl[k]->u.cell.y, pl[k]->u.cell.y };
        } else {
            x[k] = span_of(pl[k]->u.point.i - 1, pl[k]->u.point.i, b->w);
            y[k] = span_of(pl[k]->u.point.j - 1, pl[k]->u.point.j, b->h);
        }
    }
    int dx = gap(x[0], x[1]), dy = gap(y[0], y[1]);
    return dx > dy ? dx : dy;
}

/* Past the range: line of sight when asked (ABIL-10; between two spaces
 * from the board's table, as a Shoot's, legends.c) and the effect's own
 * condition (ABIL-4). */
static bool sight_and_fx_ok(const rf_game *g, int l, const rf_ability_def *a, geo_place p,
                            geo_place from)
{
    const geo_board *b = g->map->board;
    if (a->los) {
        bool seen = from.kind == GEO_PLACE_CELL && p.kind == GEO_PLACE_CELL
                        ? geo_los_cells(b, &g->overlay, from.u.cell, p.u.cell)
                        : geo_los(b, &g->overlay, from, p, NULL);
        if (!seen) return false;                                         /* ABIL-10 */
    }
    const rf_ability_fx *fx = effect_ability_fx_of(a->effect);
    return !fx || !fx->may_place || fx->may_place(g, l, a, p);           /* ABIL-4 */
}

static bool in_range(const rf_game *g, int l, const rf_ability_def *a, geo_place p,
                     geo_place from, int lo, int hi)
{
    int d = distance(g, from, p);
    if (d < lo || d > hi) return false;                                  /* ABIL-9 */
    return sight_and_fx_ok(g, l, a, p, from);
}

/* The overlay holds one object per place: a miniature with a component
 * cannot go where another overlay object is (ruling R-ABIL-6). */
static bool overlay_taken(const rf_game *g, geo_place p)
{
    for (int i = 0; i < g->overlay.n; i++) {
        geo_place q = g->overlay.o[i].at;
        if (q.kind != p.kind) continue;
        if (p.kind == GEO_PLACE_CELL && geo_cell_eq(q.u.cell, p.u.cell)) return true;
        if (p.kind == GEO_PLACE_POINT && q.u.point.i == p.u.point.i && q.u.point.j == p.u.point.j)
            return true;
    }
    return false;
}

/* May the miniature go on legend v (ABIL-8)? An enemy on the map in range,
 * not carrying one of this ability's miniatures already (ABIL-11: "up to 3
 * enemies", one each), and one a card may target (Into the Void, status.h). */
static bool attach_ok(const rf_game *g, int l, int slot, int v, geo_place from, int lo, int hi)
{
    const rf_ability_def *a = abil_of(g, l, slot);
    if (!legend_enemies(g, l, v) || !g->legend[v].on_map || plug_untargetable(g, v)) return false;
    for (int i = 0; i < g->abil.nminis; i++) {
        const rf_abil_mini *m = &g->abil.mini[i];
        if (m->legend == l && m->slot == slot && m->attached == v) return false;
    }
    return in_range(g, l, a, geo_place_cell(g->legend[v].pos), from, lo, hi);
}

/* Is place p on the map open to the miniature (ABIL-6, ABIL-7, R-ABIL-6)? */
static bool place_open(const rf_game *g, const rf_ability_def *a, geo_place p,
                       const geo_cellset *legends)
{
    const geo_board *b = g->map->board;
    if (a->place == RF_APLACE_FREE_SPACE && !geo_space_free(b, &g->overlay, legends, p.u.cell))
        return false;                                                     /* ABIL-7 */
    if (a->place == RF_APLACE_FREE_POINT && !geo_point_free(b, &g->overlay, p.u.point, NULL, 0))
        return false;                                                     /* ABIL-7 */
    if (a->kind >= 0 && g->content->kinds.kind[a->kind].link_cost && p.kind == GEO_PLACE_CELL &&
        b->link[geo_cell_index(p.u.cell)] >= 0)
        return false;           /* a space leads to one partner: not on the map's zipline point */
    return !(a->kind >= 0 && overlay_taken(g, p));
}

/* The map's places of the ability's kind (a space, or an intersection on
 * each of its levels) that may lie within `hi` of `from`, visited in the
 * map's order until fn returns false. A distance is the closest pair of
 * the places' spaces (DIST-1, DIST-5), each at least the larger of the two
 * coordinate differences, so only the places whose spaces come within hi
 * rows and columns of from's spaces are visited: the others could only be
 * refused by the distance check (the box is a speed-up, not a rule; the
 * order of the places visited, so the order of the options, is kept). */
typedef bool (*place_fn)(const rf_game *g, geo_place p, uint32_t code, void *ctx);

typedef struct place_box { int x0, y0, x1, y1; } place_box;   /* spaces, inclusive */

static place_box box_around(const geo_board *b, geo_place from, int hi)
{
    place_box bx = { 0, 0, b->w - 1, b->h - 1 };
    if (from.kind == GEO_PLACE_CELL) {
        bx = (place_box){ from.u.cell.x, from.u.cell.y, from.u.cell.x, from.u.cell.y };
    } else if (from.kind == GEO_PLACE_POINT) {           /* the spaces around it, GEO grid.c */
        bx = (place_box){ from.u.point.i - 1, from.u.point.j - 1, from.u.point.i, from.u.point.j };
    } else {
        return bx;                                        /* an edge: the whole map */
    }
    bx.x0 -= hi;
    bx.y0 -= hi;
    bx.x1 += hi;
    bx.y1 += hi;
    return bx;
}

static int clamp(int v, int lo, int hi) { return v < lo ? lo : v > hi ? hi : v; }

static void each_place(const rf_game *g, const rf_ability_def *a, place_box bx, place_fn fn,
                       void *ctx)
{
    const geo_board *b = g->map->board;
    if (a->place == RF_APLACE_SPACE || a->place == RF_APLACE_FREE_SPACE) {
        for (int y = clamp(bx.y0, 0, b->h); y <= clamp(bx.y1, -1, b->h - 1); y++)
            for (int x = clamp(bx.x0, 0, b->w); x <= clamp(bx.x1, -1, b->w - 1); x++) {
                geo_cell c = geo_cell_make(x, y);
                if (!fn(g, geo_place_cell(c), engine_code(OPT_ABIL_PLACE, 0, geo_cell_index(c)), ctx))
                    return;
            }
        return;
    }
    /* Intersection (i, j) touches spaces i-1 … i, j-1 … j. */
    for (int j = clamp(bx.y0, 0, b->h + 1); j <= clamp(bx.y1 + 1, -1, b->h); j++)
        for (int i = clamp(bx.x0, 0, b->w + 1); i <= clamp(bx.x1 + 1, -1, b->w); i++) {
            int8_t lv[4];
            int nl = geo_point_levels(b, i, j, lv);
            for (int k = 0; k < nl; k++) {
                geo_point pt = { (int16_t)i, (int16_t)j, lv[k] };
                if (!fn(g, geo_place_point(pt), engine_code(OPT_ABIL_PLACE, PLACE_POINT_A + lv[k],
                                                        i * 64 + j), ctx))
                    return;
            }
        }
}

typedef struct place_walk {
    int l;
    const rf_ability_def *a;
    geo_place from, skip;     /* skip: the place a look-ahead assumes taken */
    int lo, hi, n, max;
    bool ahead;               /* ABIL-4: a chained use needs its next place too */
    geo_cellset legends;
    rf_optbuf *ob;
} place_walk;

static bool place_ok(const rf_game *g, const place_walk *w, geo_place p);

/* A look-ahead: some place in the chain's range of p (ABIL-4). */
static bool found_next(const rf_game *g, geo_place p, uint32_t code, void *ctx)
{
    (void)code;
    place_walk *w = ctx;
    if (!same_place(p, w->skip) && place_ok(g, w, p)) w->n++;
    return w->n == 0;
}

static bool place_ok(const rf_game *g, const place_walk *w, geo_place p)
{
    int d = distance(g, w->from, p);
    if (d < w->lo || d > w->hi || !place_open(g, w->a, p, &w->legends)) return false; /* ABIL-9 */
    if (!sight_and_fx_ok(g, w->l, w->a, p, w->from)) return false;
    if (!w->ahead) return true;
    place_walk next = *w;                                   /* ABIL-4: the next one fits too */
    next.from = next.skip = p;
    next.lo = w->a->chain_lo;
    next.hi = w->a->chain_hi;
    next.ahead = false;
    next.n = 0;
    each_place(g, w->a, box_around(g->map->board, p, next.hi), found_next, &next);
    return next.n > 0;
}

static bool add_place(const rf_game *g, geo_place p, uint32_t code, void *ctx)
{
    place_walk *w = ctx;
    if (!place_ok(g, w, p)) return true;
    w->n++;
    if (p.kind == GEO_PLACE_CELL)
        rf_opt_add(w->ob, code, "place %s on %d,%d", w->a->name, p.u.cell.x, p.u.cell.y);
    else
        rf_opt_add(w->ob, code, "place %s on intersection %d,%d level %d", w->a->name,
                   p.u.point.i, p.u.point.j, p.u.point.level);
    return !w->max || w->n < w->max;
}

/* The walk over the places of the next miniature of legend l's ability
 * (token t in use, -1 before the use): where its range is counted from,
 * the range, and whether a chain needs its next place too (ABIL-4). */
static place_walk walk_of(const rf_game *g, int l, int slot, int t, rf_optbuf *ob, int max)
{
    const rf_ability_def *a = abil_of(g, l, slot);
    int lo, hi;
    geo_place from = origin(g, l, slot, t, &lo, &hi);
    place_walk w = { l, a, from, from, lo, hi, 0, max, false, { { 0 } }, ob };
    w.ahead = a->chain_hi && a->targets_lo >= 2 && minis_of_use(g, l, slot, t, NULL) == 0;
    w.skip.kind = GEO_PLACE_EDGE;                            /* nothing skipped */
    if (a->place != RF_APLACE_ATTACH) legends_occupied(g, -1, &w.legends);
    return w;
}

/* Every legal place of the next miniature of legend l's ability (token t
 * in use, -1 before the use), as OPT_ABIL_PLACE codes; stops after `max`
 * (0: all). */
static int list_places(const rf_game *g, int l, int slot, int t, rf_optbuf *ob, int max)
{
    place_walk w = walk_of(g, l, slot, t, ob, max);
    if (w.a->place == RF_APLACE_ATTACH) {                                /* ABIL-8 */
        for (int v = 0; v < g->nlegends && (!max || w.n < max); v++)
            if (attach_ok(g, l, slot, v, w.from, w.lo, w.hi)) {
                w.n++;
                rf_opt_add(ob, engine_code(OPT_ABIL_PLACE, PLACE_ATTACH_A + v, 0), "attach to %s",
                           g->legend[v].name);
            }
        return w.n;
    }
    each_place(g, w.a, box_around(g->map->board, w.from, w.hi), add_place, &w);
    return w.n;
}

/* Whether list_places lists code (an OPT_ABIL_PLACE code), without listing:
 * the place the code names, of the ability's kind, on the map, checked as
 * the listing checks it. */
static bool place_listed(const rf_game *g, int l, int slot, int t, uint32_t code)
{
    place_walk w = walk_of(g, l, slot, t, NULL, 0);
    const geo_board *b = g->map->board;
    int pa = engine_code_a(code), pb = engine_code_b(code);
    if (w.a->place == RF_APLACE_ATTACH)                                  /* ABIL-8 */
        return pa >= PLACE_ATTACH_A && pa - PLACE_ATTACH_A < g->nlegends && pb == 0 &&
               attach_ok(g, l, slot, pa - PLACE_ATTACH_A, w.from, w.lo, w.hi);
    if (w.a->place == RF_APLACE_SPACE || w.a->place == RF_APLACE_FREE_SPACE) {
        geo_cell c = geo_cell_at(pb);
        return pa == 0 && geo_on_board(b, c) && geo_cell_index(c) == pb &&
               place_ok(g, &w, geo_place_cell(c));
    }
    int i = pb / 64, j = pb % 64, lv = pa - PLACE_POINT_A;
    if (pa < PLACE_POINT_A || pa >= PLACE_ATTACH_A || i > b->w || j > b->h) return false;
    int8_t lvs[4];
    int nl = geo_point_levels(b, i, j, lvs), k = 0;
    while (k < nl && lvs[k] != lv) k++;
    if (k == nl) return false;                              /* not a level of that intersection */
    geo_point pt = { (int16_t)i, (int16_t)j, (int8_t)lv };
    return place_ok(g, &w, geo_place_point(pt));
}

/* Room for `need` more miniatures of the ability: miniatures not tied to a
 * running effect or to the use being placed (those idle on the map are
 * taken back, ABIL-5, TIME-7), and room in the records and, with a
 * component, on the overlay (ruling R-ABIL-4: a full overlay cannot take
 * another one). */
static bool room_for_minis(const rf_game *g, int l, int slot, const rf_ability_def *a, int need)
{
    int busy = 0, idle = 0;
    for (int i = 0; i < g->abil.nminis; i++) {
        const rf_abil_mini *m = &g->abil.mini[i];
        if (m->legend != l || m->slot != slot) continue;
        busy += m->token >= 0;
        idle += m->token < 0;
    }
    if (busy + need > a->minis) return false;
    if (g->abil.nminis - idle + need > RF_MAX_ABIL_MINIS) return false;
    return a->kind < 0 || g->overlay.n - idle + need <= GEO_MAX_OVERLAY;
}

/* ABIL-3, ABIL-4, ACT-6: may legend l use its ability now? Every placement
 * condition must be possible: as many miniatures as the use must place
 * (ABIL-11) and a place for the first (a chain looks one further). */
static bool usable(const rf_game *g, int l, int slot)
{
    const rf_ability_def *a = abil_of(g, l, slot);
    if (!a || a->cost > g->ap || supply_token(g, l, slot) < 0) return false;
    if (a->place == RF_APLACE_NONE) return true;
    if (!room_for_minis(g, l, slot, a, a->targets_lo)) return false;
    if (a->place == RF_APLACE_SELF) return true;
    rf_optbuf ob = { NULL, NULL, 0, 0, NULL };
    return list_places(g, l, slot, -1, &ob, 1) > 0;
}

bool abil_usable(const rf_game *g, const rf_frame *f, int slot)
{
    int l = f->legend;
    if (!g->legend[l].on_map) return false;                              /* ACT-21 */
    if (plug_abilities_blocked(g)) return false;               /* a persistent event (EVENT-5) */
    return slot >= 0 && slot < RF_ABIL_SLOTS && usable(g, l, slot);
}

void abil_options(const rf_game *g, const rf_frame *f, rf_optbuf *ob)
{
    int l = f->legend;
    for (int slot = 0; slot < RF_ABIL_SLOTS; slot++) {
        if (!abil_usable(g, f, slot)) continue;
        const rf_ability_def *a = abil_of(g, l, slot);
        rf_opt_add(ob, engine_code(OPT_ABILITY, slot, 0), "use %s (%s, %s)", a->name,
                   slot == RF_ABIL_TACTICAL ? "Tactical" : "Ultimate",
                   a->cost == 0 ? "free action" : a->cost == 1 ? "1 AP" : "2 AP");
    }
}

/* TIME-7: a persistent effect lasts until the ability is used again: its
 * miniatures come back from the map when it is. */
static void take_back_persistent(rf_game *g, int l, int slot, const rf_ability_def *a)
{
    if (a->timing != RF_ATIME_PERSISTENT) return;
    for (int i = g->abil.nminis - 1; i >= 0; i--) {
        const rf_abil_mini *m = &g->abil.mini[i];
        if (m->legend == l && m->slot == slot && m->token < 0) remove_mini(g, i);
    }
}

bool abil_apply(rf_game *g, rf_frame *f, uint32_t code)
{
    if (engine_code_kind(code) != OPT_ABILITY) return false;
    int slot = engine_code_a(code), l = f->legend, t = supply_token(g, l, slot);
    const rf_ability_def *a = abil_of(g, l, slot);
    g->ap = (uint8_t)(g->ap - a->cost);                                    /* ACT-12 */
    g->abil.tok[l][slot][t].where = RF_TOK_USING;          /* ABIL-3: out of the supply */
    take_back_persistent(g, l, slot, a);                                   /* TIME-7 */
    rf_frame *u = engine_push(g, FR_ABILITY, l);
    u->ability.slot = (int16_t)slot;
    u->ability.token = (int16_t)t;
    u->target = 0;                                         /* miniatures placed */
    return true;
}

/* ---- Effects ---- */

/* Legend l takes ability a's damage, used by legend `by`. */
static void damage_legend(rf_game *g, int l, int amount, int by, const rf_ability_def *a)
{
    rf_legend *lg = &g->legend[l];
    rf_damage_result dr = combat_apply_damage(&lg->vitals, amount, RF_DMG_NORMAL);
    if (lg->gear[RF_GEAR_KNOCKDOWN] >= 0)
        g->piece[lg->gear[RF_GEAR_KNOCKDOWN]].exhausted = lg->vitals.ko_exhausted;   /* KO-3 */
    events_damage(g, l, by, RF_CAUSE_ABILITY, a->name, amount, &dr);
    log_damage(g, l, a->name, amount, &dr);                                      /* per legend */
    if (dr.eliminated) legend_eliminate_by(g, l, by);                            /* ELIM-2 */
}

void abil_damage_legend(rf_game *g, int l, int amount, int by, const rf_ability_def *a)
{
    damage_legend(g, l, amount, by, a);
}

/* The core ABILITY lines of the effect list (effect_list.h); a legend's
 * own are in src/rules/legends/. */
static void abil_move(rf_game *g, const rf_ability_ctx *cx)
{
    if (g->legend[cx->legend].on_map)
        engine_push(g, FR_MOVE, cx->legend)->move.mp = cx->def->a[0];          /* MOVE-1 */
}

static void abil_restore(rf_game *g, const rf_ability_ctx *cx)
{
    rf_legend *lg = &g->legend[cx->legend];
    if (!lg->on_map) return;
    combat_restore_health(&lg->vitals, cx->def->a[0]);                         /* DMG-7 */
    combat_restore_shield(&lg->vitals, cx->def->a[1]);
}

/* Every legend within range a1 of the miniature takes a0. */
static void abil_damage(rf_game *g, const rf_ability_ctx *cx)
{
    const rf_ability_def *a = cx->def;
    int l = cx->legend;
    geo_place at;
    if (cx->mini < 0 || !abil_mini_place(g, &g->abil.mini[cx->mini], &at)) return;
    log_msg(g, -1, "%s's %s deals %d damage within range %d", g->legend[l].name, a->name,
            a->a[0], a->a[1]);
    for (int v = 0; v < g->nlegends && !g->over; v++)
        if (g->legend[v].on_map &&
            geo_distance(g->map->board, at, geo_place_cell(g->legend[v].pos)) <= a->a[1])
            damage_legend(g, v, a->a[0], l, a);
}

const rf_ability_fx rf_fx_abil_none = { .start = NULL };     /* the miniature alone */
const rf_ability_fx rf_fx_abil_move = { .start = abil_move };
const rf_ability_fx rf_fx_abil_restore = { .start = abil_restore };
const rf_ability_fx rf_fx_abil_damage = { .start = abil_damage };

/* The effect's handler after one miniature of a use is placed. */
static void legend_fx_placed(rf_game *g, int l, int slot, int t, int mini)
{
    const rf_ability_def *a = abil_of(g, l, slot);
    const rf_ability_fx *fx = effect_ability_fx_of(a->effect);
    if (!fx || !fx->placed || mini < 0) return;
    rf_ability_ctx cx = { l, slot, t, mini, a };
    fx->placed(g, &cx);
}

/* The effect's handlers: `start` when it happens, `end` when a Duration
 * ends. */
static void legend_fx(rf_game *g, int l, int slot, int t, int mini, bool ending)
{
    const rf_ability_def *a = abil_of(g, l, slot);
    const rf_ability_fx *fx = effect_ability_fx_of(a->effect);
    void (*fn)(rf_game *, const rf_ability_ctx *) = !fx ? NULL : ending ? fx->end : fx->start;
    if (!fn) return;
    rf_ability_ctx cx = { l, slot, t, mini, a };
    fn(g, &cx);
}

/* The effect of legend l's ability, at its miniature (mini index, -1). */
static void apply_effect(rf_game *g, int l, int slot, int t, int mini)
{
    legend_fx(g, l, slot, t, mini, false);
}

static int mini_of_token(const rf_game *g, int l, int slot, int t)
{
    for (int i = 0; i < g->abil.nminis; i++) {
        const rf_abil_mini *m = &g->abil.mini[i];
        if (m->legend == l && m->slot == slot && m->token == t) return i;
    }
    return -1;
}

/* COOL-2, TIME-5: the effect of token t is over: its miniatures back to
 * the supply unless <PERSISTENT>, the token onto the cooldown track. */
static void finish(rf_game *g, int l, int slot, int t)
{
    const rf_ability_def *a = abil_of(g, l, slot);
    for (int m; (m = mini_of_token(g, l, slot, t)) >= 0;) {
        if (a->persistent) g->abil.mini[m].token = -1;         /* TIME-7, ABIL-5, TRAIT-12 */
        else remove_mini(g, m);
    }
    rf_abil_token *tk = &g->abil.tok[l][slot][t];
    tk->order = 0;
    tk->at = a->cooldown;
    tk->where = a->cooldown ? RF_TOK_COOLDOWN : RF_TOK_SUPPLY;           /* COOL-2 */
}

/* ABIL-5, TRAIT-12: all of the ability's miniatures are on the map (none in
 * the legend's supply, TERM-11): the oldest one not tied to a running effect
 * is taken from there. */
static void take_back_if_needed(rf_game *g, int l, int slot, const rf_ability_def *a)
{
    int n = 0, oldest = -1;
    for (int i = 0; i < g->abil.nminis; i++) {
        const rf_abil_mini *m = &g->abil.mini[i];
        if (m->legend != l || m->slot != slot) continue;
        n++;
        if (m->token < 0 && (oldest < 0 || m->order < g->abil.mini[oldest].order)) oldest = i;
    }
    if (n >= a->minis && oldest >= 0) remove_mini(g, oldest);
}

/* The nearest orthogonal direction from space `from` to place p, as quarter
 * turns of a template drawn stretching south (geo_aoe's rot: 0 south,
 * 1 west, 2 north, 3 east); a diagonal goes north or south (designed: an
 * area "stretching away" from its user, docs/legends.md Rolling Thunder). */
static int8_t facing(geo_cell from, geo_place p)
{
    int dx, dy;                                          /* doubled units */
    if (p.kind == GEO_PLACE_CELL) {
        dx = 2 * (p.u.cell.x - from.x);
        dy = 2 * (p.u.cell.y - from.y);
    } else {
        dx = 2 * p.u.point.i - (2 * from.x + 1);
        dy = 2 * p.u.point.j - (2 * from.y + 1);
    }
    if (abs(dy) >= abs(dx)) return dy >= 0 ? 0 : 2;
    return dx > 0 ? 3 : 1;
}

static int place_mini(rf_game *g, int l, int slot, int t, const rf_ability_def *a, int pa, int pb)
{
    rf_abil_state *s = &g->abil;
    take_back_if_needed(g, l, slot, a);
    if (s->nminis >= RF_MAX_ABIL_MINIS) return -1;
    rf_abil_mini *m = &s->mini[s->nminis];
    memset(m, 0, sizeof *m);
    m->legend = (int8_t)l;
    m->slot = (int8_t)slot;
    m->token = (int8_t)t;
    m->attached = -1;
    m->kind = a->kind;
    m->order = ++s->seq;
    if (pa >= PLACE_ATTACH_A) {
        m->attached = (int8_t)(pa - PLACE_ATTACH_A);                      /* ABIL-8 */
    } else if (pa >= PLACE_POINT_A) {
        geo_point pt;
        view_ability_code_point(engine_code(OPT_ABIL_PLACE, pa, pb), &pt);
        m->at = geo_place_point(pt);
    } else {
        m->at = geo_place_cell(geo_cell_at(pb));
    }
    if (m->attached < 0) m->facing = facing(g->legend[l].pos, m->at);
    if (m->kind >= 0) {
        int o = geo_overlay_add(&g->overlay, m->kind, m->at);
        if (o < 0) return -1;                  /* a full overlay: not offered (overlay_room) */
        g->overlay.o[o].owner = owner_tag(l, slot);
    }
    return s->nminis++;
}

/* TIME-2, TIME-3, TIME-4: below the initiative track, X rounds ahead of the
 * marker (the same squad's turn), below the tokens already there. */
static void to_track(rf_game *g, int l, int slot, int t, int rounds)
{
    rf_abil_token *tk = &g->abil.tok[l][slot][t];
    tk->where = RF_TOK_TRACK;
    tk->at = (uint8_t)((g->round + rounds) * 2 + g->squad_turn);
    if (abil_of(g, l, slot)->until) tk->at = RF_TOK_UNTIL;           /* TIME-6 */
    tk->order = ++g->abil.seq;
}

/* Two miniatures of a kind with a link cost (zipline points, Portals)
 * placed by one use are linked: a legend's Move may ride from one to the
 * other for that cost (move.c, overlay links; designed, docs/abilities.md). */
static void link_pair(rf_game *g, int l, int slot, int t)
{
    const rf_ability_def *a = abil_of(g, l, slot);
    if (a->kind < 0 || !g->content->kinds.kind[a->kind].link_cost) return;
    int o[2] = { -1, -1 }, n = 0;
    for (int i = 0; i < g->abil.nminis; i++) {
        const rf_abil_mini *m = &g->abil.mini[i];
        if (m->legend != l || m->slot != slot || m->token != t) continue;
        if (n < 2) o[n] = overlay_of(g, m);
        n++;
    }
    if (n != 2 || o[0] < 0 || o[1] < 0) return;
    g->overlay.o[o[0]].link = (int8_t)o[1];
    g->overlay.o[o[1]].link = (int8_t)o[0];
}

/* Token t's miniatures are placed: the timing label decides (TIME). */
static void resolve_use(rf_game *g, int l, int slot, int t)
{
    const rf_ability_def *a = abil_of(g, l, slot);
    int m = mini_of_token(g, l, slot, t);
    log_msg(g, -1, "%s uses %s", g->legend[l].name, a->name);
    if (a->place != RF_APLACE_NONE && m < 0) {       /* nothing could be placed: no effect */
        finish(g, l, slot, t);
        return;
    }
    link_pair(g, l, slot, t);
    switch (a->timing) {
    case RF_ATIME_DURATION:
        to_track(g, l, slot, t, a->rounds);                               /* TIME-2 */
        apply_effect(g, l, slot, t, m);
        break;
    case RF_ATIME_DELAY:
        to_track(g, l, slot, t, a->rounds);                               /* TIME-3 */
        break;
    default:                                                              /* TIME-1, TIME-7 */
        apply_effect(g, l, slot, t, m);
        finish(g, l, slot, t);
        break;
    }
}

/* ---- The FR_ABILITY frame ----
 *
 * frame ability.slot: the ability slot; ability.token: the token in use
 * (RF_TOK_USING); target:
 * the miniatures placed so far; step 1 once the legend stops placing. Each
 * miniature is placed when chosen (ABIL-11: "ATTACH a Raven to up to 3
 * enemies": one, then another or stop); the legend's own `placed` handler
 * may act in between (Dimensional Rift: Move 4). Then the timing. */

/* May (and must, below "targets" lo) the use place another miniature? */
static bool more_places(const rf_game *g, const rf_frame *f)
{
    int l = f->legend, slot = f->ability.slot;
    const rf_ability_def *a = abil_of(g, l, slot);
    if (f->step || a->place == RF_APLACE_NONE || a->place == RF_APLACE_SELF) return false;
    if (f->target >= a->targets_hi || !room_for_minis(g, l, slot, a, 1)) return false;
    rf_optbuf ob = { NULL, NULL, 0, 0, NULL };
    return list_places(g, l, slot, f->ability.token, &ob, 1) > 0;
}

static int ability_run(rf_game *g, rf_frame *f)
{
    int l = f->legend, slot = f->ability.slot, t = f->ability.token;
    const rf_ability_def *a = abil_of(g, l, slot);
    if (a->place == RF_APLACE_SELF && f->target == 0) {
        place_mini(g, l, slot, t, a, PLACE_ATTACH_A + l, 0);      /* ABIL-8, on itself */
        f->target = 1;
    }
    if (more_places(g, f)) return RF_WAIT;
    engine_pop(g);
    resolve_use(g, l, slot, t);
    return RF_GO;
}

static void ability_who(const rf_game *g, const rf_frame *f, rf_decision *d)
{
    d->kind = RF_DEC_ACTION;
    d->seat = g->legend[f->legend].seat;
    d->legend = f->legend;
}

static void ability_decision(const rf_game *g, const rf_frame *f, rf_decision *d)
{
    const rf_ability_def *a = abil_of(g, f->legend, f->ability.slot);
    ability_who(g, f, d);
    if (a->targets_hi > 1)
        snprintf(d->prompt, sizeof d->prompt, "%s: where does %s go (%d of up to %d)?",
                 g->legend[f->legend].name, a->name, f->target + 1, a->targets_hi);
    else
        snprintf(d->prompt, sizeof d->prompt, "%s: where does %s go?", g->legend[f->legend].name,
                 a->name);
}

static void ability_options(const rf_game *g, const rf_frame *f, rf_optbuf *ob)
{
    const rf_ability_def *a = abil_of(g, f->legend, f->ability.slot);
    list_places(g, f->legend, f->ability.slot, f->ability.token, ob, 0);
    if (f->target >= a->targets_lo)                                       /* "up to N" */
        rf_opt_add(ob, engine_code(OPT_DONE, 0, 0), "place no more (%d placed)", f->target);
}

static void ability_apply(rf_game *g, rf_frame *f, uint32_t code)
{
    if (engine_code_kind(code) == OPT_DONE) {
        f->step = 1;
        return;
    }
    int l = f->legend, slot = f->ability.slot, t = f->ability.token;
    int m = place_mini(g, l, slot, t, abil_of(g, l, slot), engine_code_a(code),
                       engine_code_b(code));
    f->target++;
    legend_fx_placed(g, l, slot, t, m);                  /* may push frames (a Move) */
}

/* Whether ability_options lists code (rf_frame_shortcuts; test_legal.c
 * checks that they agree). */
static bool ability_legal(const rf_game *g, const rf_frame *f, uint32_t code)
{
    const rf_ability_def *a = abil_of(g, f->legend, f->ability.slot);
    if (engine_code_kind(code) == OPT_DONE) return code == engine_code(OPT_DONE, 0, 0) && f->target >= a->targets_lo;
    if (engine_code_kind(code) != OPT_ABIL_PLACE || a->place == RF_APLACE_NONE ||
        a->place == RF_APLACE_SELF)
        return false;
    return place_listed(g, f->legend, f->ability.slot, f->ability.token, code);
}

const rf_frame_ops rf_frame_ability_ops = { "ability", ability_run, ability_decision,
                                            ability_options, ability_apply };
const rf_frame_shortcuts rf_frame_ability_shortcuts = { ability_legal, ability_who, NULL };

/* ---- The initiative track (TURN-2) and the cooldown track (COOL) ---- */

/* The topmost token at or before turn `due`, or false. */
static bool top_token(const rf_game *g, int due, int *l, int *slot, int *t)
{
    int best = -1;
    for (int i = 0; i < g->nlegends; i++)
        for (int s = 0; s < RF_ABIL_SLOTS; s++)
            for (int k = 0; k < RF_ABIL_MAX_TOKENS; k++) {
                const rf_abil_token *tk = &g->abil.tok[i][s][k];
                if (tk->where != RF_TOK_TRACK || tk->at > due) continue;
                if (best < 0 || tk->order < best) {
                    best = tk->order;
                    *l = i, *slot = s, *t = k;
                }
            }
    return best >= 0;
}

/* TIME-6: does the condition that ends token t's effect hold? */
static bool until_met(const rf_game *g, int l, int slot, int t)
{
    switch (abil_of(g, l, slot)->until) {
    case RF_UNTIL_OFF_MAP: return !g->legend[l].on_map;
    case RF_UNTIL_TARGET_OFF_MAP: {
        int m = mini_of_token(g, l, slot, t);
        int v = m >= 0 ? g->abil.mini[m].attached : -1;
        return v < 0 || !g->legend[v].on_map;
    }
    default: return false;
    }
}

/* TIME-6: an effect whose condition now holds ends in this step, in its
 * place from the top (TIME-4): its token becomes due now. */
static void until_due(rf_game *g, int due)
{
    for (int l = 0; l < g->nlegends; l++)
        for (int s = 0; s < RF_ABIL_SLOTS; s++)
            for (int k = 0; k < RF_ABIL_MAX_TOKENS; k++) {
                rf_abil_token *tk = &g->abil.tok[l][s][k];
                if (tk->where == RF_TOK_TRACK && tk->at == RF_TOK_UNTIL && until_met(g, l, s, k))
                    tk->at = (uint8_t)due;
            }
}

void abilities_turn_start(rf_game *g, int squad)
{
    int due = g->round * 2 + squad, l = 0, slot = 0, t = 0;
    until_due(g, due);                                                    /* TIME-6 */
    while (!g->over && top_token(g, due, &l, &slot, &t)) {               /* TURN-2, TIME-4 */
        const rf_ability_def *a = abil_of(g, l, slot);
        if (a->timing == RF_ATIME_DELAY) {                                 /* TIME-3 */
            log_msg(g, -1, "%s's %s resolves", g->legend[l].name, a->name);
            apply_effect(g, l, slot, t, mini_of_token(g, l, slot, t));
        } else {
            log_msg(g, -1, "%s's %s ends", g->legend[l].name, a->name);    /* TIME-2 */
            legend_fx(g, l, slot, t, mini_of_token(g, l, slot, t), true);
        }
        finish(g, l, slot, t);                                             /* TIME-5 */
    }
}

void cooldown_reduce(rf_game *g, int l, int n)
{
    for (int s = 0; s < RF_ABIL_SLOTS; s++)
        for (int k = 0; k < RF_ABIL_MAX_TOKENS; k++) {
            rf_abil_token *tk = &g->abil.tok[l][s][k];
            if (tk->where != RF_TOK_COOLDOWN) continue;
            if (tk->at > n) {
                tk->at = (uint8_t)(tk->at - n);
            } else {
                tk->at = 0;                                                /* COOL-4 */
                tk->where = RF_TOK_SUPPLY;
            }
        }
}

void cooldown_transition(rf_game *g)
{
    for (int l = 0; l < g->nlegends; l++) cooldown_reduce(g, l, 1);   /* TRANS-4, COOL-3 */
}

void abilities_destroyed(rf_game *g, int i)
{
    for (int m = 0; m < g->abil.nminis; m++) {
        rf_abil_mini *mi = &g->abil.mini[m];
        if (overlay_of(g, mi) != i) continue;
        int l = mi->legend, slot = mi->slot, t = mi->token;
        /* its overlay object goes with the Destroy (the caller removes it) */
        memmove(mi, mi + 1, (size_t)(g->abil.nminis - m - 1) * sizeof *mi);
        g->abil.nminis--;
        if (t < 0 || g->abil.tok[l][slot][t].where != RF_TOK_TRACK) return;
        for (int k; (k = mini_of_token(g, l, slot, t)) >= 0;)
            remove_mini(g, k);              /* the effect ends: the other Portal goes too */
        const rf_ability_def *a = abil_of(g, l, slot);
        rf_abil_token *tk = &g->abil.tok[l][slot][t];
        tk->order = 0;
        tk->at = a->cooldown;
        tk->where = a->cooldown ? RF_TOK_COOLDOWN : RF_TOK_SUPPLY;        /* DESTROY-7 */
        return;
    }
}

/* ---- Invariants and hash ---- */

/* Is an FR_ABILITY frame placing legend l's ability s with token k? */
static bool using_frame(const rf_game *g, int l, int s, int k)
{
    for (int i = 0; i < g->nframes; i++) {
        const rf_frame *f = &g->stack[i];
        if (f->type == FR_ABILITY && f->legend == l && f->ability.slot == s &&
            f->ability.token == k)
            return true;
    }
    return false;
}

static rf_status check_tokens(const rf_game *g, int l, int s, rf_error *err)
{
    const rf_ability_def *a = abil_of(g, l, s);
    int max_turn = (g->max_rounds + 5) * 2 + 1;
    for (int k = 0; k < RF_ABIL_MAX_TOKENS; k++) {
        const rf_abil_token *tk = &g->abil.tok[l][s][k];
        if (!a || k >= a->tokens) {
            if (tk->where || tk->at || tk->order)
                return BROKEN("%s: ability token %d/%d that the legend does not have",
                              g->legend[l].name, s, k);
            continue;
        }
        int minis = 0;
        for (int m = 0; m < g->abil.nminis; m++)
            minis += g->abil.mini[m].legend == l && g->abil.mini[m].slot == s &&
                     g->abil.mini[m].token == k;
        switch (tk->where) {
        case RF_TOK_SUPPLY:
        case RF_TOK_COOLDOWN:
            if (tk->where == RF_TOK_COOLDOWN && (tk->at < 1 || tk->at > RF_COOLDOWN_TRACK))
                return BROKEN("%s: %s token at cooldown position %d (COOL-2)", g->legend[l].name,
                              a->name, tk->at);
            if (minis) return BROKEN("%s: %s token %d is not in use but has a miniature",
                                     g->legend[l].name, a->name, k);
            break;
        case RF_TOK_TRACK:
            if ((tk->at > max_turn && !(tk->at == RF_TOK_UNTIL && a->until)) || tk->order == 0 ||
                tk->order > g->abil.seq)
                return BROKEN("%s: %s token below the initiative track at turn %d, order %d",
                              g->legend[l].name, a->name, tk->at, tk->order);
            if (a->place == RF_APLACE_NONE ? minis != 0 : minis < 1 || minis > a->minis)
                return BROKEN("%s: %s token %d has %d miniatures (TIME-5)", g->legend[l].name,
                              a->name, k, minis);
            break;
        case RF_TOK_USING:
            if (!using_frame(g, l, s, k) || minis > a->targets_hi)
                return BROKEN("%s: %s token %d in use by no ability frame, or with %d "
                              "miniatures", g->legend[l].name, a->name, k, minis);
            break;
        default:
            return BROKEN("%s: ability token in no place (%d)", g->legend[l].name, tk->where);
        }
    }
    return RF_OK;
}

static rf_status check_minis(const rf_game *g, rf_error *err)
{
    int tagged = 0;
    for (int i = 0; i < g->overlay.n; i++) tagged += (g->overlay.o[i].owner & RF_ABIL_OWNER) != 0;
    int with_kind = 0;
    for (int m = 0; m < g->abil.nminis; m++) {
        const rf_abil_mini *mi = &g->abil.mini[m];
        const rf_ability_def *a = mi->legend >= 0 && mi->legend < g->nlegends && mi->slot >= 0 &&
                mi->slot < RF_ABIL_SLOTS ? abil_of(g, mi->legend, mi->slot) : NULL;
        if (!a) return BROKEN("ability miniature %d of no ability", m);
        if (mi->attached >= g->nlegends) return BROKEN("%s attached to legend %d", a->name,
                                                       mi->attached);
        if (mi->kind >= 0) {
            with_kind++;
            if (overlay_of(g, mi) < 0)
                return BROKEN("%s miniature is not on the map's overlay", a->name);
        }
        int same = 0;
        for (int k = 0; k < g->abil.nminis; k++)
            same += g->abil.mini[k].legend == mi->legend && g->abil.mini[k].slot == mi->slot;
        if (same > a->minis)
            return BROKEN("%s has %d miniatures on the map, more than its %d", a->name, same,
                          a->minis);
    }
    if (with_kind != tagged)
        return BROKEN("%d ability objects on the overlay, %d ability miniatures", tagged,
                      with_kind);
    return RF_OK;
}

rf_status abilities_check(const rf_game *g, rf_error *err)
{
    for (int l = 0; l < g->nlegends; l++)
        for (int s = 0; s < RF_ABIL_SLOTS; s++) {
            int d = g->abil.def[l][s];
            if (d >= g->content->abilities.n || (d >= 0 && g->content->abilities.ab[d].type != s))
                return BROKEN("%s: ability %d in slot %d", g->legend[l].name, d, s);
            rf_status st = check_tokens(g, l, s, err);
            if (st != RF_OK) return st;
        }
    return check_minis(g, err);
}

unsigned long long abilities_hash(const rf_game *g)
{
    unsigned long long h = 0xcbf29ce484222325ull;
#define MIX(v) (h = (h ^ (unsigned long long)(int64_t)(v)) * 0x100000001b3ull)
    for (int l = 0; l < g->nlegends; l++)
        for (int s = 0; s < RF_ABIL_SLOTS; s++) {
            MIX(g->abil.def[l][s]);
            for (int k = 0; k < RF_ABIL_MAX_TOKENS; k++) {
                const rf_abil_token *tk = &g->abil.tok[l][s][k];
                MIX(tk->where); MIX(tk->at); MIX(tk->order);
            }
        }
    MIX(g->abil.seq);
    for (int m = 0; m < g->abil.nminis; m++) {
        const rf_abil_mini *mi = &g->abil.mini[m];
        MIX(mi->legend); MIX(mi->slot); MIX(mi->token); MIX(mi->attached); MIX(mi->kind);
        MIX(mi->order); MIX(mi->facing); MIX(mi->at.kind); MIX(mi->at.u.point.i); MIX(mi->at.u.point.j);
        MIX(mi->at.u.point.level);
    }
#undef MIX
    return h;
}

/* For the area view (view_area.h): the facing a miniature placed at p by a
 * legend on `from` gets (place_mini). */
int view_ability_facing(geo_cell from, geo_place p)
{
    return facing(from, p);
}

bool view_ability_code_point(unsigned code, geo_point *out)
{
    int pa = engine_code_a(code), pb = engine_code_b(code);
    if (pa < PLACE_POINT_A || pa >= PLACE_ATTACH_A) return false;
    out->i = (int16_t)(pb / 64);
    out->j = (int16_t)(pb % 64);
    out->level = (int8_t)(pa - PLACE_POINT_A);
    return true;
}
