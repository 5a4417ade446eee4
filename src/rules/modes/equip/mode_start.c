/*
 * mode_start.c — FR_MODE_START: Stages 1 and 2 of Team Deathmatch and
 * Capture the Flag (rules TDM-5 … TDM-8, CTF-6 … CTF-8; docs/modes.md),
 * after the colour draw and the draft (MOD-5) of match.c.
 *
 * Set-up: equipment boards and loadout cards (equip_setup). Stage 1:
 * each player may flip each legend's loadout card, blue's legends first,
 * then red's (TDM-7; ruling R-TDM-7: in Stage 1's order, STAGE1-2).
 * Stage 2: each legend draws 3 action cards (TDM-8 (1)); red brings in
 * every legend one at a time — which legend, from which map edge — with a
 * Move 3 from outside that edge (match_entry.c; CTF-7 keeps only spaced-out
 * landing spaces), then blue (TDM-8 (2), (3)). Capture the Flag then
 * places the team tokens and flags: red on two of its legends' spaces,
 * then blue (CTF-8). A game set up on the map (RF_START_MAP) only runs the
 * last step (frame mode_start.called = 1).
 *
 * frame (rf_mode_start_frame) mode_start.next: Stage 1's next legend
 * (index in blue-then-red order); mode_start.squad: the squad entering or
 * placing; target: the legend entering; mode_start.placed: pairs placed.
 */
#include <stdio.h>

#include "rules/modes/ctf/ctf.h"
#include "rules/modes/equip/equip.h"
#include "rules/cards/hand.h"
#include "rules/record/log.h"
#include "rules/match/match.h"
#include "geo/move.h"                 /* GEO_UNREACHED (was reached through content.h) */

enum { S_SETUP, S_FLIP, S_STAGE2, S_ENTER, S_ENTERED, S_BASES, S_END };

/* The k-th legend with a loadout card in Stage 1's order: blue's, then
 * red's; -1 past them. */
static int flip_legend(const rf_game *g, int k)
{
    for (int squad = RF_BLUE; squad >= RF_RED; squad--)
        for (int l = 0; l < g->nlegends; l++)
            if (g->legend[l].squad == squad && g->equip.card[l] >= 0 && k-- == 0) return l;
    return -1;
}

static bool waiting(const rf_game *g, int squad)
{
    for (int l = 0; l < g->nlegends; l++)
        if (g->legend[l].squad == squad && !(g->match.entered >> l & 1)) return true;
    return false;
}

/* CTF-8: a squad legend whose space has no team token yet (any squad
 * legend on the map when fewer than 2 are: ruling R-CTF-8). */
static bool base_ok(const rf_game *g, int l, int squad, bool any)
{
    if (g->legend[l].squad != squad || !g->legend[l].on_map) return false;
    if (any) return true;
    int cell = geo_cell_index(g->legend[l].pos);
    for (int t = squad * 2; t < squad * 2 + 2; t++)
        if (g->ctf.token_where[t] == RF_FLAG_MAP && g->ctf.token_at[t] == cell) return false;
    return true;
}

static bool base_any(const rf_game *g, int squad)
{
    for (int l = 0; l < g->nlegends; l++)
        if (base_ok(g, l, squad, false)) return false;
    return true;
}

static int run_bases(rf_game *g, rf_frame *f)
{
    while (f->mode_start.squad <= RF_BLUE) {
        bool any = base_any(g, f->mode_start.squad), someone = false;
        for (int l = 0; l < g->nlegends; l++) someone |= base_ok(g, l, f->mode_start.squad, any);
        if (f->mode_start.placed < 2 && someone) return RF_WAIT;
        f->mode_start.squad++;                                  /* CTF-8: then blue */
        f->mode_start.placed = 0;
    }
    f->step = S_END;
    return RF_GO;
}

static void end(rf_game *g, rf_frame *f)
{
    bool on_map_start = f->mode_start.called;
    g->match.stage = RF_STAGE_MAP;
    engine_pop(g);
    if (on_map_start) return;                    /* the round frame is below already */
    log_msg(g, -1, "Every legend is on the map: Stage 3 begins (%s).",
            g->mode == RF_MODE_CTF ? "CTF-8" : "TDM-9");
    engine_push(g, FR_ROUND, -1);
}

/* Stage 1's flips were made out of sight (R-STAGE1-2); from Stage 2 on the
 * loadout cards lie face up for everyone (R-EQUIP-7), and the log says
 * which side each shows. */
static void reveal_loadouts(const rf_game *g)
{
    for (int l = 0; l < g->nlegends; l++)
        if (g->equip.card[l] >= 0)
            log_msg(g, -1, "%s's weapon loadout card shows %s (TDM-7).", g->legend[l].name,
                    equip_side_name(g, l));
}

static int start_run(rf_game *g, rf_frame *f)
{
    switch (f->step) {
    case S_SETUP:
        g->match.stage = RF_STAGE_1;
        equip_setup(g);                                     /* TDM-5, TDM-6, CTF-6 */
        if (g->mode == RF_MODE_CTF) ctf_setup(g);
        f->step = S_FLIP;
        return RF_GO;
    case S_FLIP:
        if (flip_legend(g, f->mode_start.next) >= 0) return RF_WAIT;        /* TDM-7 */
        f->step = S_STAGE2;
        return RF_GO;
    case S_STAGE2:
        g->match.stage = RF_STAGE_2;
        reveal_loadouts(g);                                 /* R-STAGE1-2, R-EQUIP-7 */
        for (int l = 0; l < g->nlegends; l++) hand_draw(g, l, 3);       /* TDM-8 (1) */
        f->mode_start.squad = RF_RED;                                       /* TDM-8 (2) */
        f->step = S_ENTER;
        return RF_GO;
    case S_ENTER:
        if (waiting(g, f->mode_start.squad)) return RF_WAIT;
        if (f->mode_start.squad == RF_RED && waiting(g, RF_BLUE)) {
            f->mode_start.squad = RF_BLUE;                                  /* TDM-8 (3) */
            return RF_GO;
        }
        f->mode_start.squad = RF_RED;
        f->mode_start.placed = 0;
        f->step = g->mode == RF_MODE_CTF ? S_BASES : S_END;
        return RF_GO;
    case S_ENTERED:
        if (g->legend[f->target].on_map) g->match.entered |= (uint8_t)(1u << f->target);
        f->step = S_ENTER;
        return RF_GO;
    case S_BASES: return run_bases(g, f);
    default:
        end(g, f);
        return RF_GO;
    }
}

static void start_who(const rf_game *g, const rf_frame *f, rf_decision *d)
{
    if (f->step == S_FLIP) {
        d->kind = RF_DEC_LOADOUT;
        d->legend = flip_legend(g, f->mode_start.next);
        d->seat = g->legend[d->legend].seat;
        return;
    }
    d->kind = RF_DEC_ENTRANCE;
    d->legend = -1;
    d->seat = g->match.seat_of[f->mode_start.squad];
}

static void start_decision(const rf_game *g, const rf_frame *f, rf_decision *d)
{
    start_who(g, f, d);
    switch (f->step) {
    case S_FLIP: {
        int l = d->legend;
        /* the prompt is in every seat's view: the side is not (R-STAGE1-2);
         * the options, the deciding seat's, name both sides */
        snprintf(d->prompt, sizeof d->prompt, "Stage 1: keep or flip %s's weapon loadout "
                 "card? (TDM-7)", g->legend[l].name);
        return;
    }
    case S_ENTER:
        snprintf(d->prompt, sizeof d->prompt, "%s squad: which legend enters the map, from "
                 "which edge? (Move 3, TDM-8%s)", f->mode_start.squad == RF_RED ? "Red" : "Blue",
                 g->mode == RF_MODE_CTF ? ", CTF-7" : "");
        return;
    default:
        snprintf(d->prompt, sizeof d->prompt, "%s squad: a team token and a flag on which "
                 "legend's space? (CTF-8)", f->mode_start.squad == RF_RED ? "Red" : "Blue");
        return;
    }
}

static const char *const edge_name[4] = { "north", "east", "south", "west" };

/* TDM-8 (2 a): an edge the legend can enter from: 2 with a space CTF-7
 * allows (always in TDM), 1 with only others (R-CTF-7), 0 none. */
static int edge_open(const rf_game *g, int l, int side)
{
    static _Thread_local uint8_t cost[GEO_MAX_CELLS];
    bool strict = match_entry_costs(g, l, side, 3, cost);
    for (int i = 0; i < GEO_MAX_CELLS; i++)
        if (cost[i] != GEO_UNREACHED) return strict ? 2 : 1;
    return 0;
}

static bool entering(const rf_game *g, const rf_frame *f, int l)
{
    return g->legend[l].squad == f->mode_start.squad && !(g->match.entered >> l & 1);
}

/* The best edge_open of a waiting legend's four edges (2 stops the look). */
static int legend_open(const rf_game *g, int l)
{
    int best = 0;
    for (int s = 0; s < 4 && best < 2; s++) {
        int o = edge_open(g, l, s);
        if (o > best) best = o;
    }
    return best;
}

/* R-PLAYERS-1 without start_options' listing (each waiting legend's four
 * edges, CTF-7: nine tenths of `ringfall sim`'s own loop in CTF). The
 * listing keeps the legends of the best level (R-CTF-7) and the chair is
 * the lowest member among them: the first legend, in index (member)
 * order, with a CTF-7 edge, else the first with any edge. Bases and an
 * empty list: 0, as the listing gives (OPT_BASE is the squad's). */
static int start_chair(const rf_game *g, const rf_frame *f, int sq)
{
    if (f->step != S_ENTER || sq != f->mode_start.squad) return 0;
    int loose = -1;                         /* the first legend with only R-CTF-7 edges */
    for (int l = 0; l < g->nlegends; l++) {
        int o = entering(g, f, l) ? legend_open(g, l) : 0;
        if (o == 2) return rf_game_member(g, l);
        if (o == 1 && loose < 0) loose = l;
    }
    return loose < 0 ? 0 : rf_game_member(g, loose);
}

static void start_options(const rf_game *g, const rf_frame *f, rf_optbuf *ob)
{
    const rf_equipment *e = &g->content->equipment;
    switch (f->step) {
    case S_FLIP: {
        int l = flip_legend(g, f->mode_start.next), card = g->equip.card[l];
        if (card < 0) {
            rf_opt_add(ob, engine_code(OPT_FLIP, l, 0), "no loadout card");
            return;
        }
        rf_opt_add(ob, engine_code(OPT_FLIP, l, 0), "keep %s face up",
                   e->card[card].side[g->equip.side[l] & 1].name);
        rf_opt_add(ob, engine_code(OPT_FLIP, l, 1), "flip it to %s",
                   e->card[card].side[!g->equip.side[l]].name);
        return;
    }
    case S_ENTER: {
        int open[RF_MAX_LEGENDS][4], best = 0;          /* CTF-7 spaces first (R-CTF-7) */
        for (int l = 0; l < g->nlegends; l++)
            for (int s = 0; s < 4; s++) {
                open[l][s] = entering(g, f, l) ? edge_open(g, l, s) : 0;
                if (open[l][s] > best) best = open[l][s];
            }
        for (int l = 0; l < g->nlegends; l++)
            for (int s = 0; s < 4; s++)
                if (open[l][s] && open[l][s] == best)
                    rf_opt_add(ob, engine_code(OPT_SIDE, l, s), "%s enters from the %s edge",
                               g->legend[l].name, edge_name[s]);
        return;
    }
    default: {
        bool any = base_any(g, f->mode_start.squad);
        for (int l = 0; l < g->nlegends; l++)
            if (base_ok(g, l, f->mode_start.squad, any))
                rf_opt_add(ob, engine_code(OPT_BASE, l, 0), "on %s's space %d,%d", g->legend[l].name,
                           g->legend[l].pos.x, g->legend[l].pos.y);
        return;
    }
    }
}

/* TDM-8 (2 a), R-CTF-7: whether start_options lists legend l entering
 * from side s: an edge of the best level among every waiting legend's;
 * an edge CTF-7 allows is of the best level at once, one with only other
 * spaces only when no waiting legend has a CTF-7 edge (start_chair's look,
 * stopped at the first). */
static bool side_listed(const rf_game *g, const rf_frame *f, int l, int s)
{
    if (l >= g->nlegends || s >= 4 || !entering(g, f, l)) return false;
    int open = edge_open(g, l, s);
    if (open != 1) return open == 2;
    for (int k = 0; k < g->nlegends; k++)
        if (entering(g, f, k) && legend_open(g, k) == 2) return false;
    return true;
}

/* Exactly what start_options lists, without labelling it nor working out
 * every waiting legend's four edges: the flipping legend's card kept, or
 * flipped when it has one (TDM-7); an entering legend's edge (TDM-8 (2 a),
 * CTF-7); a squad legend's space for the team token (CTF-8). */
static bool start_legal(const rf_game *g, const rf_frame *f, uint32_t code)
{
    int a = engine_code_a(code), b = engine_code_b(code);
    switch (f->step) {
    case S_FLIP: {
        int l = flip_legend(g, f->mode_start.next);
        return engine_code_kind(code) == OPT_FLIP && a == l &&
               (b == 0 || (b == 1 && g->equip.card[l] >= 0));
    }
    case S_ENTER: return engine_code_kind(code) == OPT_SIDE && side_listed(g, f, a, b);
    default:
        return engine_code_kind(code) == OPT_BASE && b == 0 && a < g->nlegends &&
               base_ok(g, a, f->mode_start.squad, base_any(g, f->mode_start.squad));
    }
}

static void start_apply(rf_game *g, rf_frame *f, uint32_t code)
{
    int a = engine_code_a(code);
    switch (engine_code_kind(code)) {
    case OPT_FLIP:
        if (engine_code_b(code)) equip_flip(g, a);                           /* TDM-7 */
        f->mode_start.next++;
        return;
    case OPT_SIDE: {
        g->match.side[a] = (int8_t)engine_code_b(code);
        f->target = (int8_t)a;
        f->step = S_ENTERED;
        rf_frame *mv = engine_push(g, FR_MOVE, a);                              /* TDM-8 (2 b) */
        mv->move.mp = 3;
        mv->move.entry = (int16_t)(1 + engine_code_b(code));
        return;
    }
    case OPT_BASE:
        ctf_place_base(g, a, f->mode_start.placed);                      /* CTF-8 */
        f->mode_start.placed++;
        return;
    default: return;
    }
}

void match_mode_push_entry(rf_game *g, int squad)
{
    rf_frame *f = engine_push(g, FR_MODE_START, -1);
    f->step = S_ENTER;
    f->mode_start.squad = (int16_t)squad;
    f->mode_start.called = 1;              /* the calling frame goes on (CHAMP-11 (3)) */
}

void ctf_push_bases(rf_game *g)
{
    rf_frame *f = engine_push(g, FR_MODE_START, -1);
    f->step = S_BASES;
    f->mode_start.called = 1;                    /* the round frame is below it */
}

const rf_frame_ops rf_frame_mode_start_ops = { "mode start", start_run, start_decision,
                                               start_options, start_apply };
const rf_frame_shortcuts rf_frame_mode_start_shortcuts = { start_legal, start_who,
                                                           start_chair };
