/*
 * scenario_step.c — the Move 1 of a combined action and the Rush, played
 * by the engine (ACT-8, ACT-11, RUSH-1 … RUSH-3; frame_combined.c,
 * activation_cards.c, frame_move.c):
 *
 *   rush NAME CARD X,Y                   discard CARD for a Move 1 ending on X,Y (RUSH-1 (a))
 *   expect rush NAME CARD X,Y yes|no     the engine would play it
 *   walk|moveto NAME X,Y rush CARD       CARD discarded for one more MP of that Move (RUSH-1 (b))
 *   ACTION ... first X,Y [rush CARD]     a combined action's Move 1 before its main part
 *   ACTION ... then X,Y [rush CARD]      ... or after it (ACT-11: any order)
 *
 * ACTION is a combined action's keyword: throw, use, interact, open,
 * destroy, melee. Without `first` or `then` the Move 1 is left out, as
 * before. Each part is the engine's option (OPT_PART, OPT_RUSH, OPT_MOVE_TO);
 * the runner judges no step.
 */
#include <stdio.h>
#include <string.h>

#include "io/notation.h"
#include "io/scenario.h"
#include "io/scenario_game.h"
#include "rules/engine/engine.h"

/* `rush CARD` after a Move's end: the card to discard, else -1. */
rf_status scn_arg_rush(scn_ctx *ctx, scn_line *ln, int *card)
{
    *card = -1;
    if (!scn_more(ln) || strcmp(scn_peek(ln), "rush") != 0) return RF_OK;
    ln->pos++;
    return scn_arg_card(ctx, ln, "rush CARD", card);
}

/* `first X,Y [rush CARD]` or `then X,Y [rush CARD]`, when given. */
rf_status scn_arg_step(scn_ctx *ctx, scn_line *ln, scn_step *step)
{
    memset(step, 0, sizeof *step);
    step->rush = -1;
    if (!scn_is_step(ln)) return RF_OK;
    step->when = strcmp(scn_peek(ln), "first") == 0 ? SCN_STEP_FIRST : SCN_STEP_THEN;
    ln->pos++;
    rf_status st = scn_arg_xy(ctx, ln, "X,Y", &step->to);
    return st == RF_OK ? scn_arg_rush(ctx, ln, &step->rush) : st;
}

bool scn_is_step(const scn_line *ln)
{
    return scn_more(ln) && (strcmp(scn_peek(ln), "first") == 0 || strcmp(scn_peek(ln), "then") == 0);
}

/* Card `card` in legend l's hand: its index, or -1. */
int scn_hand_index(const rf_game *g, int l, int card)
{
    for (int i = 0; i < g->legend[l].hand_n; i++)
        if (g->legend[l].hand[i] == card) return i;
    return -1;
}

/* The Rush's option (RUSH-1: b 0 a Move 1, 1 one more MP) discarding card. */
static bool rush(scn_ctx *ctx, int s, int card, int b, char *why)
{
    int i = scn_hand_index(ctx->game, s, card);
    if (i < 0) {
        snprintf(why, SCN_WHY_LEN, "%s holds no %s (hand)", ctx->game->legend[s].name,
                 ctx->content->cards.card[card].id);
        return false;
    }
    unsigned code = engine_code(OPT_RUSH, i, b);
    static const char *const what[] = { "a Rush (RUSH-1: once per activation)" };
    return scn_play_chain(ctx, &code, what, 1, why);
}

bool scn_move_end(scn_ctx *ctx, int s, geo_cell to, int card, char *why)
{
    rf_decision d;
    char at[24];
    notation_format_place(geo_place_cell(to), at, sizeof at);
    if (!rf_pending(ctx->game, &d) || d.kind != RF_DEC_MOVE || d.legend != s) {
        snprintf(why, SCN_WHY_LEN, "no Move waits for %s's decision (%.80s)",
                 ctx->game->legend[s].name, d.prompt);
        return false;
    }
    if (card >= 0 && !rush(ctx, s, card, 1, why)) return false;         /* RUSH-1 (b) */
    rf_pending(ctx->game, &d);
    if (scn_game_choose(ctx, engine_code(OPT_MOVE_TO, 0, geo_cell_index(to)), why) == RF_OK)
        return true;
    snprintf(why, SCN_WHY_LEN, "the engine does not offer %s as the end of the Move (%.60s; "
             "MOVE-6, MOVE-9)", at, d.prompt);
    return false;
}

/* The combined action's Move 1 part (ACT-11), ending on the step's space. */
static bool step_move(scn_ctx *ctx, int s, const scn_step *step, char *why)
{
    unsigned part = engine_code(OPT_PART, PART_MOVE, 0);
    static const char *const what[] = { "the Move 1 part (ACT-11: each part once)" };
    return scn_play_chain(ctx, &part, what, 1, why) && scn_move_end(ctx, s, step->to, step->rush, why);
}

bool scn_combined_begin(scn_ctx *ctx, int s, int act, const char *const what[2],
                        const scn_step *step, char *why)
{
    unsigned action = engine_code(OPT_ACTION, act, 0), main = engine_code(OPT_PART, PART_MAIN, 0);
    if (!scn_play_begin(ctx, s, why) || !scn_play_chain(ctx, &action, what, 1, why)) return false;
    if (step && step->when == SCN_STEP_FIRST && !step_move(ctx, s, step, why)) return false;
    return scn_play_chain(ctx, &main, what + 1, 1, why);
}

bool scn_combined_end(scn_ctx *ctx, int s, const scn_step *step, char *why)
{
    if (step && step->when == SCN_STEP_THEN) return step_move(ctx, s, step, why);
    return scn_play_finish(ctx, s, why);
}

typedef struct rush_arg { int s, card; geo_cell to; } rush_arg;

/* RUSH-1 (a): in s's activation, at no AP, the card discarded (RUSH-2)
 * for a Move 1. */
static bool do_rush(scn_ctx *ctx, const void *arg, char *why)
{
    const rush_arg *r = arg;
    return scn_play_begin(ctx, r->s, why) && rush(ctx, r->s, r->card, 0, why) &&
           scn_move_end(ctx, r->s, r->to, -1, why);
}

static rf_status read_rush(scn_ctx *ctx, scn_line *ln, rush_arg *r)
{
    rf_status st = scn_play_who(ctx, ln, &r->s);
    if (st == RF_OK) st = scn_arg_card(ctx, ln, "CARD", &r->card);
    return st == RF_OK ? scn_arg_xy(ctx, ln, "X,Y", &r->to) : st;
}

/* rush NAME CARD X,Y */
rf_status scn_kw_rush(scn_ctx *ctx, scn_line *ln)
{
    rush_arg r = { -1, -1, { 0, 0 } };
    rf_status st = read_rush(ctx, ln, &r);
    return scn_play_line(ctx, ln, st, "rush", do_rush, &r);
}

/* expect rush NAME CARD X,Y yes|no */
rf_status scn_ex_rush(scn_ctx *ctx, scn_line *ln)
{
    rush_arg r = { -1, -1, { 0, 0 } };
    rf_status st = read_rush(ctx, ln, &r);
    return scn_expect_try(ctx, ln, st, r.s, do_rush, &r);
}
