/*
 * frame_round.c — the bottom frame: rounds of Stage 3 (ROUND-1 … ROUND-5).
 *
 * A round is the red squad's turn, then the blue squad's turn, then the
 * transition phase (ROUND-2): ring damage (TRANS-2), an action card for
 * each legend (TRANS-3), the round marker's advance with the ring's
 * movement (TRANS-5, ring_play.c), the draft cards face up again (TRANS-6)
 * and the next round. At the trophy the tiebreakers of BR-7 decide
 * (victory.c).
 */
#include "rules/cards/abilities_play.h"
#include "rules/engine/engine.h"
#include "rules/cards/hand.h"
#include "rules/record/log.h"
#include "rules/match/end_why.h"
#include "rules/match/round_track.h"
#include "rules/engine/plugin.h"

enum { STEP_RED, STEP_BLUE, STEP_TRANSITION };

/* TRANS-3: an action card for each legend; that it drew one is for
 * everyone, the card's name for its own seat (a hand is hidden, CARD-6). */
static void draw_cards(rf_game *g)
{
    for (int i = 0; i < g->nlegends; i++) {
        const rf_legend *lg = &g->legend[i];
        int before = lg->hand_n, top = lg->deck_n ? lg->deck[lg->deck_n - 1] : -1;
        hand_draw(g, i, 1);
        if (lg->hand_n == before) {
            if (before) log_msg(g, -1, "%s's action deck is empty: no card (TRANS-3)", lg->name);
            continue;                               /* no deck at all: nothing to say */
        }
        log_msg(g, -1, "%s draws an action card (TRANS-3)", lg->name);
        log_msg_legend(g, i, "  %s's new card: %s (TRANS-3)", lg->name,   /* R-PLAYERS-2 */
                       hand_card_of(g, top)->name);
    }
}

/* ROUND-5: the last round is over: the game ends by the mode's rule. */
static void trophy(rf_game *g)
{
    engine_end_game(g, plug_trophy_winner(g), RF_END_TROPHY);
}

/* TRANS-5: advance the round marker; a plug-in resolves what the spaces
 * passed hold (the Ring's and Heat Shields' symbols, RING-6, HEAT-7; the
 * supply drop markers below a round space, DROP-4); the trophy (or the
 * set-up's last round) ends the game. Returns true if the game ended. */
bool engine_round_marker_advance(rf_game *g)
{
    if (g->max_rounds < RF_TRACK_ROUNDS && g->round >= g->max_rounds) {   /* a shorter game */
        trophy(g);                                                        /* ROUND-5 */
        return true;
    }
    rf_track_advance adv;
    ring_advance(&g->content->track, g->track_pos, plug_track_symbols(g), &adv);  /* TRANS-9 */
    for (int i = 0; i < adv.n; i++) {
        if (adv.event[i].what == RF_TE_GAME_END) {
            trophy(g);                                                    /* ROUND-5 */
            return true;
        }
        plug_track_event(g, adv.event[i].what, adv.event[i].pos);  /* DROP-4, RING-6, HEAT-7 */
    }
    g->track_pos = (uint8_t)adv.to;
    int round = ring_track_round(&g->content->track, adv.to);
    g->round = (uint8_t)(round > 0 ? round : g->round + 1);
    return false;
}

/* The transition phase, steps in order (TRANS-1). */
static void transition(rf_game *g)
{
    log_msg(g, -1, "Transition phase of round %d (TRANS-1)", g->round);
    if (plug_transition_begins(g)) return;                      /* TDM-3, ruling R-TDM-3 */
    plug_transition_damage(g);                                  /* TRANS-2: RING-5, HEAT-6 */
    if (g->over) return;
    draw_cards(g);                                                          /* TRANS-3 */
    cooldown_transition(g);                                              /* TRANS-4 */
    if (engine_round_marker_advance(g)) return;                                 /* TRANS-5 */
    for (int i = 0; i < g->nlegends; i++) g->legend[i].activated = false;   /* TRANS-6 */
}                                                   /* TRANS-7: round_run starts with red */

static int round_run(rf_game *g, rf_frame *f)
{
    switch (f->step) {
    case STEP_RED:
    case STEP_BLUE:
        g->squad_turn = f->step == STEP_RED ? RF_RED : RF_BLUE;            /* ROUND-2 */
        log_msg(g, -1, "Round %d: the %s squad's turn", g->round, log_squad_name(g->squad_turn));
        f->step++;
        engine_push(g, FR_TURN, -1)->turn.squad = g->squad_turn;
        return RF_GO;
    default:
        f->step = STEP_RED;
        transition(g);
        return RF_GO;
    }
}

static void round_decision(const rf_game *g, const rf_frame *f, rf_decision *d)
{
    (void)g;
    (void)f;
    d->kind = RF_DEC_NONE;
}

static void round_options(const rf_game *g, const rf_frame *f, rf_optbuf *ob)
{
    (void)g;
    (void)f;
    (void)ob;
}

static void round_apply(rf_game *g, rf_frame *f, uint32_t code)
{
    (void)g;
    (void)f;
    (void)code;
}

const rf_frame_ops rf_frame_round_ops = { "round", round_run, round_decision, round_options,
                                          round_apply };
