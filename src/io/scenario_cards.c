/*
 * scenario_cards.c — action cards in a scenario, played by the engine
 * (docs/scenarios.md, "Action cards"; CARD, ENHANCE, REACT):
 *
 *   hand NAME CARD [CARD ...]       set-up: action cards in its hand (CARD-6)
 *   play NAME CARD                  a free or special action card (CARD-2, CARD-3)
 *   shoot ... [enhance CARD] [react NAME CARD]   the Shoot's card windows
 *   expect hand NAME N
 *
 * Cards are the content's, by id (data/cards.json). A card the engine does
 * not offer at that moment makes the line a FAIL with the reason, and the
 * game is put back.
 */
#include <stdlib.h>
#include <string.h>

#include "io/scenario.h"
#include "io/scenario_game.h"
#include "rules/engine/engine.h"

/* A content action card by id. */
rf_status scn_arg_card(scn_ctx *ctx, scn_line *ln, const char *what, int *card)
{
    const char *id = NULL;
    rf_status st = scn_arg_word(ctx, ln, what, &id);
    if (st != RF_OK) return st;
    const rf_cards *c = &ctx->content->cards;
    for (int i = 0; i < c->n; i++)
        if (strcmp(c->card[i].id, id) == 0) {
            *card = i;
            return RF_OK;
        }
    return scn_error(ctx, ln, ln->pos - 1, what, "no action card '%.40s' in the content (an id "
                     "of data/cards.json, e.g. gb-field-medic)", id);
}

/* hand NAME CARD [CARD ...]: set-up, the cards in its hand (at most 8). */
rf_status scn_kw_hand(scn_ctx *ctx, scn_line *ln)
{
    char why[SCN_WHY_LEN];
    int idx = -1, card = -1;
    if (ctx->game) return scn_after_game(ctx, ln);
    rf_status st = scn_arg_legend(ctx, ln, "NAME", &idx, why, sizeof why);
    if (st == RF_OK && idx < 0) return scn_error(ctx, ln, ln->pos - 1, "NAME", "%s", why);
    if (st == RF_OK && !scn_more(ln)) return scn_error(ctx, ln, ln->ntok, "CARD", "missing CARD");
    while (st == RF_OK && scn_more(ln)) {
        st = scn_arg_card(ctx, ln, "CARD", &card);
        scn_legend *lg = &ctx->legend[idx];
        if (st == RF_OK && lg->nhand == RF_DECK_SIZE)
            return scn_error(ctx, ln, ln->pos - 1, "CARD", "a legend holds at most %d action "
                             "cards (CARD-6)", RF_DECK_SIZE);
        if (st == RF_OK) lg->hand[lg->nhand++] = card;
    }
    return st;
}

/* The card windows of a Shoot (SHOOT-8, SHOOT-9, SHOOT-11): the Enhanced
 * Shoot card and the reaction asked for are played when the engine offers
 * them, every other window passed. False (why) if one was never offered. */
bool scn_cards_windows(scn_ctx *ctx, int s, const scn_cards_ask *ask, char *why)
{
    rf_game *g = ctx->game;
    bool enhanced = ask->enhance < 0, reacted = ask->react < 0;
    rf_decision d;
    while (rf_pending_brief(g, &d) &&
           (d.kind == RF_DEC_CARD || d.kind == RF_DEC_REACTION || d.kind == RF_DEC_INSTANT)) {
        unsigned code = engine_code(OPT_DONE, 0, 0);
        int i = d.kind == RF_DEC_CARD && !enhanced ? scn_hand_index(g, s, ask->enhance)
              : d.kind == RF_DEC_REACTION && !reacted ? scn_hand_index(g, ask->reactor, ask->react) : -1;
        unsigned want = d.kind == RF_DEC_CARD ? engine_code(OPT_CARD, i, 0)
                                              : engine_code(OPT_REACT, ask->reactor, i);
        if (i >= 0 && scn_game_listed(g, want)) {
            code = want;
            if (d.kind == RF_DEC_CARD) enhanced = true;
            else reacted = true;
        }
        if (scn_game_choose(ctx, code, why) != RF_OK) return false;
    }
    if (!enhanced || !reacted) {
        int card = !enhanced ? ask->enhance : ask->react;
        snprintf(why, SCN_WHY_LEN, "the engine did not offer %s (ENHANCE, REACT: its kind, its "
                 "moment, the hand)", ctx->content->cards.card[card].id);
        return false;
    }
    return true;
}

typedef struct play_arg { int s, card; } play_arg;

/* The card played in s's activation (`activate`, or a fresh one). */
static bool do_play(scn_ctx *ctx, const void *arg, char *why)
{
    const play_arg *p = arg;
    if (!(ctx->active == p->s && ctx->game->active == p->s) &&
        scn_game_activate(ctx, p->s, false, why) != RF_OK)
        return false;
    const char *card = ctx->content->cards.card[p->card].id;
    int i = scn_hand_index(ctx->game, p->s, p->card);
    if (i < 0) {
        snprintf(why, SCN_WHY_LEN, "%s holds no %s (hand)", ctx->legend[p->s].name, card);
        return false;
    }
    if (scn_game_choose(ctx, engine_code(OPT_CARD, i, 0), why) != RF_OK) {
        snprintf(why, SCN_WHY_LEN, "the engine does not offer %s now (CARD-2, CARD-3: its "
                 "kind, its cost in AP)", card);
        return false;
    }
    return true;
}

/* play NAME CARD: in its activation (`activate`, or a fresh one). */
rf_status scn_kw_play(scn_ctx *ctx, scn_line *ln)
{
    char why[SCN_WHY_LEN] = "";
    play_arg p = { -1, -1 };
    rf_status st = scn_arg_legend(ctx, ln, "NAME", &p.s, why, sizeof why);
    if (st == RF_OK && p.s < 0) return scn_error(ctx, ln, ln->pos - 1, "NAME", "%s", why);
    if (st == RF_OK) st = scn_arg_card(ctx, ln, "CARD", &p.card);
    if (st == RF_OK) st = scn_args_end(ctx, ln);
    return st == RF_OK ? scn_game_play(ctx, ln, "play", do_play, &p) : st;
}

/* expect hand NAME N: action cards in its hand (CARD-6). */
rf_status scn_ex_hand(scn_ctx *ctx, scn_line *ln)
{
    char why[SCN_WHY_LEN];
    int idx = -1, n = 0;
    rf_status st = scn_arg_legend(ctx, ln, "NAME", &idx, why, sizeof why);
    if (st == RF_OK) st = scn_arg_int(ctx, ln, "N", 0, RF_DECK_SIZE, &n);
    if (!scn_expect_legend_ready(ctx, ln, &st, idx, why)) return st;
    int got = ctx->game->legend[idx].hand_n;
    scn_report(ctx, ln, got == n, "%d", got);
    return RF_OK;
}
