/*
 * frame_turn.c — a squad's turn (TURN-1 … TURN-4, ACT-1, ACT-2).
 *
 * The squad activates each of its legends exactly once, in the order it
 * chooses, one at a time (ACT-1); an activated legend's draft card is face
 * down until the transition (ACT-2). frame turn.squad: the squad.
 */
#include <stdio.h>

#include "rules/cards/abilities_play.h"
#include "rules/engine/engine.h"
#include "rules/engine/plugin.h"
#include "rules/record/record_add.h"

static bool waiting_legend(const rf_game *g, int squad, int l)
{
    return g->legend[l].squad == squad && !g->legend[l].activated && g->active != l;
}

static int turn_run(rf_game *g, rf_frame *f)
{
    if (!f->turn.started) {       /* EVENT-3: the event token lies above the rest (R-EVENT-2) */
        f->turn.started = 1;
        rec_turn_start(g);                   /* the views' record of this turn (record.h) */
        if (plug_turn_opens(g, f->turn.squad)) return RF_GO;
    }
    if (f->step == 0 || f->step == 2) {        /* TURN-1 (1), TURN-2: the initiative track */
        /* REPL-4; module items first (R-TURN-2) */
        if (f->step == 0) plug_turn_track(g, f->turn.squad);
        f->step = 2;
        if (plug_turn_track_choice(g, f->turn.squad)) return RF_GO; /* DROP-6; DROP-7 first */
        f->step = 1;
        if (g->over) return RF_GO;
        abilities_turn_start(g, f->turn.squad);
        if (g->over) return RF_GO;
        if (plug_turn_ready(g, f->turn.squad)) return RF_GO;    /* CHAMP-18: the active cards */
    }
    for (int l = 0; l < g->nlegends; l++)
        if (waiting_legend(g, f->turn.squad, l)) return RF_WAIT;
    engine_pop(g);                                                  /* TURN-4: advance the marker */
    return RF_GO;
}

static void turn_who(const rf_game *g, const rf_frame *f, rf_decision *d)
{
    d->kind = RF_DEC_ACTIVATE;
    d->seat = g->match.seat_of[f->turn.squad];  /* the player of the squad (DRAFT-2) */
    d->legend = -1;
}

static void turn_decision(const rf_game *g, const rf_frame *f, rf_decision *d)
{
    turn_who(g, f, d);
    snprintf(d->prompt, sizeof d->prompt, "%s squad, round %d: which legend activates next?",
             f->turn.squad == RF_RED ? "Red" : "Blue", g->round);
}

static void turn_options(const rf_game *g, const rf_frame *f, rf_optbuf *ob)
{
    for (int l = 0; l < g->nlegends; l++)
        if (waiting_legend(g, f->turn.squad, l))
            rf_opt_add(ob, engine_code(OPT_ACTIVATE, l, 0), "activate %s%s",
                           g->legend[l].name, g->legend[l].on_map ? "" : " (eliminated)");
}

/* Exactly what turn_options lists. */
static bool turn_legal(const rf_game *g, const rf_frame *f, uint32_t code)
{
    int l = engine_code_a(code);
    return engine_code_kind(code) == OPT_ACTIVATE && engine_code_b(code) == 0 && l < g->nlegends &&
           waiting_legend(g, f->turn.squad, l);
}

/* R-PLAYERS-1 without turn_options' listing: every option is one waiting
 * legend's, so the chair is the first waiting legend's member (index
 * order is member order); 0 when none waits or sq is not the turn's. */
static int turn_chair(const rf_game *g, const rf_frame *f, int sq)
{
    for (int l = 0; sq == f->turn.squad && l < g->nlegends; l++)
        if (waiting_legend(g, f->turn.squad, l)) return rf_game_member(g, l);
    return 0;
}

static void turn_apply(rf_game *g, rf_frame *f, uint32_t code)
{
    (void)f;
    int l = engine_code_a(code);
    if (plug_activation_begins(g, l)) return;                              /* BR-6 */
    g->active = (int8_t)l;                      /* its draft card turns over when done (ACT-2) */
    engine_push(g, FR_ACTIVATION, l);
}

const rf_frame_ops rf_frame_turn_ops = { "turn", turn_run, turn_decision, turn_options,
                                         turn_apply };
const rf_frame_shortcuts rf_frame_turn_shortcuts = { turn_legal, turn_who, turn_chair };
