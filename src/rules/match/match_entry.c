/*
 * match_entry.c — the reward Move of Stage 2 (STAGE2-6, STAGE2-10, MOVE-7):
 * a Move frame with move.entry = 1 + side. The legend stands outside the
 * map, on level 0, next to the edge of its side of the entrance board (R-STAGE2-6:
 * the board's sides are the map's edges); its first step enters a space on
 * that edge, costing what a step from level 0 costs (MOVE-16, MOVE-19; a
 * space 2 levels up cannot be entered, MOVE-11), and it goes on from there
 * with the MP left. It ends on the map: once there, no Move ever leaves it
 * (MOVE-7), so "may not leave the map" needs nothing more.
 *
 * In Capture the Flag only the spaces CTF-7 allows remain (ctf.c).
 *
 * Should no space be reachable (every edge space of the side blocked), the
 * legend enters on any free space of that edge, and failing that on any
 * free space of the map (R-STAGE2-6b: STAGE2-6 says it must be able to
 * enter; this never happens on the maps of the box).
 */
#include <string.h>

#include "geo/move.h"
#include "geo/place.h"
#include "rules/engine/legends.h"
#include "rules/match/match.h"
#include "rules/match/entrance.h"
#include "rules/engine/plugin.h"

/* The spaces of a side's edge (entrance_on_edge) in the order a walk of
 * the board row by row meets them; returns how many. */
static int edge_spaces(int side, int w, int h, geo_cell *out)
{
    bool across = side == RF_NORTH || side == RF_SOUTH;        /* a row, else a column */
    int n = side < 0 || side >= RF_EDGES ? 0 : across ? w : h;
    int line = side == RF_SOUTH ? h - 1 : side == RF_EAST ? w - 1 : 0;
    for (int k = 0; k < n; k++) out[k] = across ? geo_cell_make(k, line) : geo_cell_make(line, k);
    return n;
}

/* The cheapest MP to end on each space, entering from the side: one
 * search from every edge space of the side, each entered at its first
 * step's cost (MOVE-16, MOVE-19; a space 2 levels up cannot be entered,
 * MOVE-11), the least over the edge spaces as one search per edge space
 * would give it; an edge space itself is ended on only when free (MOVE-9). */
static void entry_costs(const rf_game *g, const rf_frame *f, uint8_t *cost)
{
    const geo_board *b = g->map->board;
    int side = f->move.entry - 1, mp = f->move.mp, n = 0;
    geo_cellset occ;
    legends_occupied(g, f->legend, &occ);
    geo_cell edge[GEO_MAX_DIM], from[GEO_MAX_DIM];
    uint8_t in[GEO_MAX_DIM];
    for (int k = 0, ne = edge_spaces(side, b->w, b->h, edge); k < ne; k++) {
        geo_cell e = edge[k];
        if (geo_space_impassable(b, &g->overlay, e)) continue;
        int level = geo_floor(b, e), c = 1 + (level == 1);              /* MOVE-16, MOVE-19 */
        if (level > 1 || c > mp) continue;                               /* MOVE-11 */
        from[n] = e;
        in[n++] = (uint8_t)c;
    }
    memset(cost, GEO_UNREACHED, GEO_MAX_CELLS);
    static _Thread_local geo_reach r;
    geo_reach_compute_costed(b, &g->overlay, from, in, n, mp, &occ, &r);
    for (int w = 0; w < GEO_MAX_CELLS / 64; w++)              /* the spaces it can end on */
        for (uint64_t bits = r.can_end.w[w]; bits; bits &= bits - 1) {
            int i = w * 64 + __builtin_ctzll(bits);
            cost[i] = r.cost[i];
        }
}

/* R-STAGE2-6b: free spaces of the edge, else of the map. */
static int fallback(const rf_game *g, const rf_frame *f, uint8_t *cost)
{
    const geo_board *b = g->map->board;
    geo_cellset occ;
    legends_occupied(g, f->legend, &occ);
    int n = 0;
    for (int pass = 0; pass < 2 && n == 0; pass++)
        for (int i = 0; i < GEO_MAX_CELLS; i++) {
            geo_cell c = geo_cell_at(i);
            if (!geo_on_board(b, c) || !geo_space_free(b, &g->overlay, &occ, c)) continue;
            if (pass == 0 && !entrance_on_edge(f->move.entry - 1, b->w, b->h, c.x, c.y)) continue;
            cost[i] = 0;
            n++;
        }
    return n;
}

/* Where the entering Move may end, at what cost. It depends on the board,
 * the overlay, the side, the MP and the occupied spaces only, and is asked
 * for many times in a row (the player's listing, rf_choose's check, and
 * in TDM and Capture the Flag each waiting legend's four edges, TDM-8):
 * the last answer for each side is kept per thread with those inputs as
 * its key. In Capture the Flag the answer CTF-7 leaves is kept with it,
 * keyed also by where the other legends stand (all it reads besides). */
typedef struct entry_memo {
    unsigned long long board;       /* geo_board serial; 0: empty */
    int side, mp;
    geo_cellset occ;
    geo_overlay ov;
    uint8_t cost[GEO_MAX_CELLS];
    bool ctf_kept, ctf_strict;      /* CTF-7's answer, for the legends at ctf_where */
    int16_t ctf_where[RF_MAX_LEGENDS];
    uint8_t ctf_cost[GEO_MAX_CELLS];
} entry_memo;

static entry_memo *costs(const rf_game *g, const rf_frame *f)
{
    static _Thread_local entry_memo memo[4];
    entry_memo *m = &memo[(f->move.entry - 1) & 3];
    const geo_board *b = g->map->board;
    geo_cellset occ;
    legends_occupied(g, f->legend, &occ);
    if (b->serial && m->board == b->serial && m->side == f->move.entry && m->mp == f->move.mp &&
        memcmp(&m->occ, &occ, sizeof occ) == 0 && geo_overlay_same(&m->ov, &g->overlay))
        return m;
    entry_costs(g, f, m->cost);
    if (geo_cost_next(m->cost, 0) == GEO_MAX_CELLS) fallback(g, f, m->cost);
    m->board = b->serial;
    m->side = f->move.entry;
    m->mp = f->move.mp;
    m->occ = occ;
    m->ov = g->overlay;
    m->ctf_kept = false;
    return m;
}

bool match_entry_costs(const rf_game *g, int l, int side, int mp, uint8_t *cost)
{
    rf_frame f = { .type = FR_MOVE, .legend = (int8_t)l,
                   .move = { .mp = (int16_t)mp, .entry = (int16_t)(1 + side) } };
    entry_memo *m = costs(g, &f);
    if (!plug_entry_filtered(g)) {
        memcpy(cost, m->cost, GEO_MAX_CELLS);
        return true;
    }
    int16_t where[RF_MAX_LEGENDS];                 /* the other legends on the map (CTF-7) */
    for (int k = 0; k < RF_MAX_LEGENDS; k++)
        where[k] = (int16_t)(k < g->nlegends && k != l && g->legend[k].on_map
                                 ? geo_cell_index(g->legend[k].pos) : -1);
    if (!m->ctf_kept || memcmp(where, m->ctf_where, sizeof where) != 0) {
        memcpy(m->ctf_cost, m->cost, GEO_MAX_CELLS);
        m->ctf_strict = plug_entry_filter(g, l, m->ctf_cost);           /* CTF-7 */
        memcpy(m->ctf_where, where, sizeof where);
        m->ctf_kept = true;
    }
    memcpy(cost, m->ctf_cost, GEO_MAX_CELLS);
    return m->ctf_strict;
}

bool match_entry_options(const rf_game *g, const rf_frame *f, rf_optbuf *ob)
{
    if (f->move.entry <= 0) return false;
    uint8_t cost[GEO_MAX_CELLS];
    match_entry_costs(g, f->legend, f->move.entry - 1, f->move.mp, cost);
    for (int i = geo_cost_next(cost, 0); i < GEO_MAX_CELLS; i = geo_cost_next(cost, i + 1)) {
        geo_cell c = geo_cell_at(i);
        rf_opt_add(ob, engine_code(OPT_MOVE_TO, 0, i), "enter to %d,%d (%d MP)", c.x, c.y, cost[i]);
    }
    return true;
}

bool match_entry_legal(const rf_game *g, const rf_frame *f, uint32_t code)
{
    int i = engine_code_b(code);
    if (engine_code_kind(code) != OPT_MOVE_TO || engine_code_a(code) != 0 || i >= GEO_MAX_CELLS)
        return false;
    uint8_t cost[GEO_MAX_CELLS];
    match_entry_costs(g, f->legend, f->move.entry - 1, f->move.mp, cost);
    return cost[i] != GEO_UNREACHED;
}

bool match_entry_apply(rf_game *g, rf_frame *f, uint32_t code)
{
    if (f->move.entry <= 0) return false;
    rf_legend *lg = &g->legend[f->legend];
    /* TERM-6: no rule of this version reacts to a space entered, so the
     * legend is set on its space (the options came from the reach). */
    lg->pos = geo_cell_at(engine_code_b(code));
    lg->on_map = true;                                                   /* STAGE2-13 */
    engine_pop(g);
    return true;
}
