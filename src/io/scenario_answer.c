/*
 * scenario_answer.c — a decision that waits, answered by what it means
 * (issue 17): a card's or an ability's effect that asks for a place, a
 * target, a weapon, a token or a card, and the steps of a Shoot or of
 * receiving loot that a line left pending.
 *
 *   answer NAME place PLACE      a space X,Y (or a legend's space) or an intersection
 *                                @I,J[:L]: a Move's end, a miniature's place (the second
 *                                Portal of Dimensional Rift), a landing, a drop, a respawn
 *   answer NAME target LEGEND    a Shoot's or a Melee Attack's target; a miniature
 *                                attached to that legend (ABIL-8)
 *   answer NAME weapon WEAPON    the Shoot's weapon; the weapon card kept (INTERACT-4 (3))
 *   answer NAME token ITEM       a loot token of that kind: given, picked up, used
 *   answer NAME card CARD        an action card of NAME's hand: played, reacted with
 *   answer NAME keep             a received token kept on its proper space (LOOT-4)
 *   answer NAME done             no more: the step finished (no card, place no more)
 *   expect answer NAME ... yes|no
 *
 * The runner reads the meaning of each option the engine lists (its kind
 * and the fields ringfall.h's list of option kinds gives it) and chooses
 * the first that means what the line says; it judges nothing itself. The
 * decision must be NAME's (or its squad's reaction window); an option the engine does not list is a FAIL
 * line with the engine's prompt, and the game is put back. An answer that
 * completes an attack draws its Aim cards from the `deck aim` queue and is
 * the attack `expect last` reads.
 */
#include <stdio.h>
#include <string.h>

#include "io/scenario.h"
#include "io/scenario_game.h"
#include "rules/engine/engine.h"
#include "rules/engine/pieces.h"

enum answer_what { ANS_PLACE, ANS_TARGET, ANS_WEAPON, ANS_TOKEN, ANS_CARD, ANS_KEEP, ANS_DONE };
static const char *const whats[] = { "place", "target", "weapon", "token", "card", "keep",
                                     "done", NULL };

typedef struct answer_arg {
    int s, what, legend, def, card, cell;    /* cell: a space's index, -1 */
    unsigned abil;                            /* the place as OPT_ABIL_PLACE's code, 0 */
    char weapon[SCN_NAME_LEN * 2];
} answer_arg;

/* Option kinds whose b is a space and a is 0 (ringfall.h, RF_OPTION_KINDS). */
static bool names_space(int kind)
{
    return kind == OPT_MOVE_TO || kind == OPT_RESPAWN_AT || kind == OPT_DROP_AT ||
           kind == OPT_PUSH_LAND || kind == OPT_USE_AT || kind == OPT_ABIL_PLACE;
}

static bool is_place(const rf_game *g, const answer_arg *a, unsigned c)
{
    (void)g;
    int k = engine_code_kind(c);
    if (a->cell >= 0 && names_space(k) && engine_code_a(c) == 0 && engine_code_b(c) == a->cell)
        return true;
    return a->abil && c == a->abil;
}

static bool is_target(const rf_game *g, const answer_arg *a, unsigned c)
{
    (void)g;
    int k = engine_code_kind(c);
    return ((k == OPT_TARGET || k == OPT_MELEE_TARGET) && engine_code_a(c) == a->legend) ||
           (k == OPT_ABIL_PLACE && c == a->abil);
}

static bool is_weapon(const rf_game *g, const answer_arg *a, unsigned c)
{
    int k = engine_code_kind(c);
    if (k == OPT_WEAPON) return engine_code_a(c) == scn_weapon_slot(g, a->s, a->weapon);
    return k == OPT_PICK_WEAPON &&
           strcmp(pieces_weapon_of(g, engine_code_b(c))->name, a->weapon) == 0;
}

/* The loot kind of the token an option names (a piece, or a backpack slot). */
static int token_def(const rf_game *g, int s, unsigned c)
{
    int k = engine_code_kind(c), p = -1;
    if (k == OPT_LOOT_PICK || k == OPT_GIVE) p = engine_code_b(c);
    else if (k == OPT_USE_ITEM) p = g->legend[s].pack[engine_code_a(c) % RF_BACKPACK];
    return p >= 0 && g->piece[p].kind == RF_PIECE_LOOT ? g->piece[p].def : -1;
}

static bool is_token(const rf_game *g, const answer_arg *a, unsigned c)
{
    return token_def(g, a->s, c) == a->def;
}

static bool is_card(const rf_game *g, const answer_arg *a, unsigned c)
{
    int i = scn_hand_index(g, a->s, a->card), k = engine_code_kind(c);
    if (i < 0) return false;
    if (k == OPT_CARD) return engine_code_a(c) == i;
    return k == OPT_REACT && engine_code_a(c) == a->s && engine_code_b(c) == i;
}

static bool is_keep(const rf_game *g, const answer_arg *a, unsigned c)
{
    (void)g, (void)a;
    int how = engine_code_a(c);
    return engine_code_kind(c) == OPT_KEEP && (how == SCN_KEEP_GEAR || how == SCN_KEEP_PACK);
}

static bool is_done(const rf_game *g, const answer_arg *a, unsigned c)
{
    (void)g, (void)a;
    return engine_code_kind(c) == OPT_DONE ||
           (engine_code_kind(c) == OPT_PART && engine_code_a(c) == PART_DONE);
}

static bool (*const means[])(const rf_game *, const answer_arg *, unsigned) = {
    is_place, is_target, is_weapon, is_token, is_card, is_keep, is_done,
};

/* The first option listed now that means what the line says, or 0. */
static unsigned meant(const rf_game *g, const answer_arg *a)
{
    unsigned codes[RF_MAX_OPTIONS];
    int n = rf_option_codes(g, codes, RF_MAX_OPTIONS);
    for (int i = 0; i < n && i < RF_MAX_OPTIONS; i++)
        if (means[a->what](g, a, codes[i])) return codes[i];
    return 0;
}

/* Whether the engine drew Aim cards: a new record of an attack, or the
 * deck shuffled back after a draw (scn_game_stack_aim left it in order). */
static bool attacked(const rf_game *g, const rf_last_attack *before)
{
    if (memcmp(before, &g->last, sizeof *before) != 0) return true;
    for (int i = 0; i < RF_AIM_DECK; i++)
        if (g->aim_deck[i] != i) return true;
    return false;
}

/* The attack an answer completed: its cards from the queue, kept for `expect last`. */
static bool drew(scn_ctx *ctx, char *why)
{
    const rf_last_attack *la = &ctx->game->last;
    if (la->ncards > ctx->naim_queue) {
        snprintf(why, SCN_WHY_LEN, "the Aim deck queue is empty (the attack needs %d cards, "
                 "%d queued: deck aim)", la->ncards, ctx->naim_queue);
        return false;
    }
    scn_game_drew(ctx, la->ncards);
    scn_remember_attack(ctx, la->weapon < 0 ? SCN_LAST_MELEE : SCN_LAST_SHOOT);
    return true;
}

/* Whether the decision d is legend s's to answer: its own, or its squad's
 * reaction or instant window (REACT-2: a squadmate's "Squad" card). */
static bool deciding(const rf_game *g, const rf_decision *d, int s)
{
    if (d->legend < 0 || d->legend == s) return true;
    return (d->kind == RF_DEC_REACTION || d->kind == RF_DEC_INSTANT) &&
           g->legend[d->legend].squad == g->legend[s].squad;
}

static bool do_answer(scn_ctx *ctx, const void *arg, char *why)
{
    const answer_arg *a = arg;
    rf_decision d;
    if (!rf_pending(ctx->game, &d) || !deciding(ctx->game, &d, a->s)) {
        snprintf(why, SCN_WHY_LEN, "no decision waits for %s (%.100s)",
                 ctx->game->legend[a->s].name, d.prompt);
        return false;
    }
    unsigned code = meant(ctx->game, a);
    if (!code) {
        snprintf(why, SCN_WHY_LEN, "the engine does not offer that %s (%.100s)", whats[a->what],
                 d.prompt);
        return false;
    }
    rf_last_attack before = ctx->game->last;
    if (scn_game_choose(ctx, code, why) != RF_OK) return false;
    return !attacked(ctx->game, &before) || drew(ctx, why);
}

/* What follows `place`: a space or an intersection (a legend: its space). */
static rf_status read_where(scn_ctx *ctx, scn_line *ln, answer_arg *a)
{
    scn_ref r;
    int tok = ln->pos;
    rf_status st = scn_arg_place(ctx, ln, "PLACE", &r);
    if (st != RF_OK) return st;
    if (r.why[0]) return scn_error(ctx, ln, tok, "PLACE", "%s", r.why);
    r.legend = -1;                                   /* a legend's name: its space */
    if (r.place.kind == GEO_PLACE_CELL) a->cell = geo_cell_index(r.place.u.cell);
    if (!scn_place_code(&r, &a->abil))
        return scn_error(ctx, ln, tok, "PLACE", "expected a space or an intersection, not an edge");
    return RF_OK;
}

/* The argument of each kind of answer. */
static rf_status read_what(scn_ctx *ctx, scn_line *ln, answer_arg *a)
{
    const char *w = NULL;
    scn_ref r = { .legend = -1 };
    rf_status st = RF_OK;
    switch (a->what) {
    case ANS_PLACE: return read_where(ctx, ln, a);
    case ANS_TARGET:
        st = scn_play_who(ctx, ln, &a->legend);
        r.legend = a->legend;
        if (st == RF_OK) scn_place_code(&r, &a->abil);
        return st;
    case ANS_WEAPON:
        st = scn_arg_word(ctx, ln, "WEAPON", &w);
        if (st == RF_OK) snprintf(a->weapon, sizeof a->weapon, "%s", w);
        return st;
    case ANS_TOKEN: return scn_play_item(ctx, ln, &a->def);
    case ANS_CARD: return scn_arg_card(ctx, ln, "CARD", &a->card);
    default: return RF_OK;
    }
}

static rf_status read_answer(scn_ctx *ctx, scn_line *ln, answer_arg *a)
{
    memset(a, 0, sizeof *a);
    a->s = a->legend = a->def = a->card = a->cell = -1;
    rf_status st = scn_play_who(ctx, ln, &a->s);
    if (st == RF_OK) st = scn_arg_choice(ctx, ln, "WHAT", whats, &a->what);
    return st == RF_OK ? read_what(ctx, ln, a) : st;
}

/* answer NAME WHAT [ARG] */
rf_status scn_kw_answer(scn_ctx *ctx, scn_line *ln)
{
    answer_arg a;
    rf_status st = read_answer(ctx, ln, &a);
    return scn_play_line(ctx, ln, st, "answer", do_answer, &a);
}

/* expect answer NAME WHAT [ARG] yes|no */
rf_status scn_ex_answer(scn_ctx *ctx, scn_line *ln)
{
    answer_arg a;
    rf_status st = read_answer(ctx, ln, &a);
    return scn_expect_try(ctx, ln, st, a.s, do_answer, &a);
}
