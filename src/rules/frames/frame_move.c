/*
 * frame_move.c — a Move action (MOVE-1 … MOVE-22).
 *
 * The legend chooses where to end the move among every space its MP reach
 * (including staying: MOVE-2 lets it spend none); the cheapest path is
 * taken, and every space entered on it, passed through or not, fires the
 * "enters a space" hook (TERM-6). Before moving, in its own activation, the
 * legend may Rush for one more MP (RUSH-1 (b), EX-RUSH-1). frame move.mp =
 * MP, move.rushed = 1 once a Rush added to it, move.entry: entering the map
 * (match_entry.c).
 */
#include <stdio.h>
#include <string.h>

#include "geo/move.h"
#include "rules/engine/engine.h"
#include "rules/cards/activation_cards.h"
#include "rules/engine/legends.h"
#include "rules/match/match.h"
#include "rules/match/entrance.h"
#include "rules/frames/move_path.h"
#include "rules/engine/plugin.h"
#include "rules/record/record_add.h"

/* The Move's MP: its own, plus what stands in play adds to the legend's
 * Move actions (Beast of the Hunt, legends/status.c; EVENT-5). */
static int move_mp(const rf_game *g, const rf_frame *f)
{
    return f->move.mp + plug_move_bonus(g, f->legend);
}

/* The Move's reach. It depends on the board, the overlay, the start, the
 * MP and the occupied spaces only, and each Move asks for the same one
 * three times in a row (the player's listing, rf_choose's check, apply):
 * the last one is kept per thread with those inputs as its key. */
typedef struct reach_memo {
    unsigned long long board;       /* geo_board serial; 0: empty */
    geo_cell from;
    int mp;
    geo_cellset occ;
    geo_overlay ov;
    geo_reach r;
} reach_memo;

static const geo_reach *reach_of(const rf_game *g, const rf_frame *f)
{
    static _Thread_local reach_memo m;
    const geo_board *b = g->map->board;
    geo_cell from = g->legend[f->legend].pos;
    int mp = move_mp(g, f);
    geo_cellset occ;
    legends_occupied(g, f->legend, &occ);
    if (b->serial && m.board == b->serial && geo_cell_eq(m.from, from) && m.mp == mp &&
        memcmp(&m.occ, &occ, sizeof occ) == 0 && geo_overlay_same(&m.ov, &g->overlay))
        return &m.r;
    geo_reach_compute(b, &g->overlay, from, mp, &occ, &m.r);
    m.board = b->serial;
    m.from = from;
    m.mp = mp;
    m.occ = occ;
    m.ov = g->overlay;
    return &m.r;
}

static int move_run(rf_game *g, rf_frame *f)
{
    (void)g;
    (void)f;
    return RF_WAIT;
}

static void move_who(const rf_game *g, const rf_frame *f, rf_decision *d)
{
    d->kind = RF_DEC_MOVE;
    d->seat = g->legend[f->legend].seat;
    d->legend = f->legend;
}

/* "Move 1 +1 MP (Beast of the Hunt) = 2 MP": the Move as printed, what
 * adds to it (RUSH-1 (b), a running ability, an event, EVENT-5) and the MP
 * it has; "Move 2" when nothing does. */
static const char *allowance(const rf_game *g, const rf_frame *f, char *out, size_t n)
{
    int base = f->move.mp - f->move.rushed;
    size_t k = (size_t)snprintf(out, n, "Move %d", base);
    if (f->move.rushed && k < n)
        k += (size_t)snprintf(out + k, n - k, " +%d MP (Rush)", f->move.rushed);
    if (k < n) k += plug_move_bonus_words(g, f->legend, out + k, n - k);
    if (move_mp(g, f) != base && k < n) snprintf(out + k, n - k, " = %d MP", move_mp(g, f));
    return out;
}

static void move_decision(const rf_game *g, const rf_frame *f, rf_decision *d)
{
    const rf_legend *lg = &g->legend[f->legend];
    char words[96];
    move_who(g, f, d);
    if (f->move.entry > 0)                         /* STAGE2-10, match_entry.c */
        snprintf(d->prompt, sizeof d->prompt, "%s: Move %d into the map from the %s edge: where to?",
                 lg->name, f->move.mp, entrance_edge_name(f->move.entry - 1));
    else
        snprintf(d->prompt, sizeof d->prompt, "%s: %.90s from %d,%d: where to?", lg->name,
                 allowance(g, f, words, sizeof words), lg->pos.x, lg->pos.y);
}

static void move_options(const rf_game *g, const rf_frame *f, rf_optbuf *ob)
{
    if (match_entry_options(g, f, ob)) return;         /* STAGE2-10: entering the map */
    const geo_reach *r = reach_of(g, f);
    for (int w = 0; w < GEO_MAX_CELLS / 64; w++)             /* the set bits, in order */
        for (uint64_t bits = r->can_end.w[w]; bits; bits &= bits - 1) {
            int i = w * 64 + __builtin_ctzll(bits);
            geo_cell c = geo_cell_at(i);
            rf_opt_add(ob, engine_code(OPT_MOVE_TO, 0, i), "to %d,%d (%d MP)", c.x, c.y, r->cost[i]);
        }
    move_rush_options(g, f, ob);                          /* EX-RUSH-1 */
}

/* Exactly what move_options lists: a space checked against the reach, a
 * card discarded for one more MP (EX-RUSH-1, the listing's only other
 * kind). */
static bool move_legal(const rf_game *g, const rf_frame *f, uint32_t code)
{
    if (f->move.entry > 0) return match_entry_legal(g, f, code); /* STAGE2-10: entering the map */
    if (engine_code_kind(code) != OPT_MOVE_TO) return move_rush_listed(g, f, code);
    int i = engine_code_b(code);
    if (engine_code_a(code) != 0 || i >= GEO_MAX_CELLS) return false;
    return geo_cellset_has(&reach_of(g, f)->can_end, geo_cell_at(i));
}

static void move_apply(rf_game *g, rf_frame *f, uint32_t code)
{
    if (match_entry_apply(g, f, code)) return;                 /* STAGE2-10 */
    if (move_rush_apply(g, f, code)) return;             /* one more MP, then choose */
    geo_cell to = geo_cell_at(engine_code_b(code));
    geo_cell path[GEO_MAX_CELLS];
    const geo_reach *r = reach_of(g, f);
    int n = geo_reach_path(r, to, path, GEO_MAX_CELLS), mp = r->cost[engine_code_b(code)];
    geo_cellset occ;
    geo_error err;
    legends_occupied(g, f->legend, &occ);
    /* TERM-6: every space entered goes through the enter hook; no rule of
     * this version reacts to it yet (portals and triggers come with the
     * legends), so none is passed. The path comes from the reach, so it is
     * legal; the check is a guard. */
    geo_cell from = g->legend[f->legend].pos;
    if (n > 0 && geo_move_along(g->map->board, &g->overlay, from, path, n, move_mp(g, f), &occ,
                                NULL, NULL, &err) >= 0) {
        g->legend[f->legend].pos = path[n - 1];
        rec_move_add(g, f->legend, from, path, n, mp);          /* for views (record.h) */
    }
    engine_pop(g);
}

/* A Move option's path, for views (view_cost.c): each space entered, and
 * the MP spent on reaching it; -1 if code is no space this Move reaches. */
int move_option_path(const rf_game *g, const rf_frame *f, uint32_t code, geo_cell *path,
                        int *mp_at, int max)
{
    if (f->move.entry > 0 || engine_code_kind(code) != OPT_MOVE_TO || !move_legal(g, f, code)) return -1;
    const geo_reach *r = reach_of(g, f);
    geo_cell all[GEO_MAX_CELLS];
    int n = geo_reach_path(r, geo_cell_at(engine_code_b(code)), all, GEO_MAX_CELLS);
    for (int k = 0; k < n && k < max; k++) {
        path[k] = all[k];
        mp_at[k] = r->cost[geo_cell_index(all[k])];
    }
    return n < max ? n : max;
}

const rf_frame_ops rf_frame_move_ops = { "move", move_run, move_decision, move_options,
                                         move_apply };
const rf_frame_shortcuts rf_frame_move_shortcuts = { move_legal, move_who, NULL };
