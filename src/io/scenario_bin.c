/*
 * scenario_bin.c — a supply bin opened through the engine (INTERACT-4,
 * frame_interact.c), with what it draws stacked so that nothing is drawn
 * at random:
 *
 *   bincard CARD                      set-up: the supply bin deck is CARD alone
 *                                     (an id of data/supply_bins.json), the bags
 *                                     hold only the `bag` lines' tokens, the
 *                                     weapon deck is empty (or `weapondeck`'s)
 *   bag common|rare|epic ITEM [...]   set-up: that bag's tokens
 *   open NAME [weapon W HOW] [first|then X,Y]
 *                                     Interact and Move 1: open the adjacent bin,
 *                                     the weapon card W kept and HOW (scenario_gain.c),
 *                                     keep every token received (LOOT-4); the
 *                                     Move 1 before or after (ACT-11)
 *   expect open NAME yes|no           the engine would play it
 *
 * The engine draws at random from a bag; a scenario's bag holds tokens of
 * one kind, or exactly as many as the card draws, so that the result is
 * the same whatever it draws.
 */
#include <stdio.h>
#include <string.h>

#include "io/scenario.h"
#include "io/scenario_game.h"
#include "rules/engine/engine.h"
#include "rules/engine/pieces.h"

/* bincard CARD */
rf_status scn_kw_bincard(scn_ctx *ctx, scn_line *ln)
{
    const char *id = NULL;
    if (ctx->game) return scn_after_game(ctx, ln);
    rf_status st = scn_arg_word(ctx, ln, "CARD", &id);
    if (st == RF_OK) st = scn_args_end(ctx, ln);
    if (st != RF_OK) return st;
    const rf_catalog *cat = &ctx->content->catalog;
    for (int i = 0; i < cat->nbins; i++)
        if (strcmp(cat->bin[i].id, id) == 0) {
            ctx->supply = true;
            ctx->bincard = i;
            return RF_OK;
        }
    return scn_error(ctx, ln, 1, "CARD", "no supply bin card '%.30s' (an id of "
                     "data/supply_bins.json, e.g. SB-01)", id);
}

/* bag common|rare|epic ITEM [ITEM ...] */
rf_status scn_kw_bag(scn_ctx *ctx, scn_line *ln)
{
    static const char *const bags[] = { "common", "rare", "epic", NULL };
    int r = 0, def = -1;
    if (ctx->game) return scn_after_game(ctx, ln);
    rf_status st = scn_arg_choice(ctx, ln, "common|rare|epic", bags, &r);
    if (st == RF_OK && !scn_more(ln)) return scn_error(ctx, ln, ln->ntok, "ITEM", "missing ITEM");
    while (st == RF_OK && scn_more(ln)) {
        st = scn_play_item(ctx, ln, &def);
        if (st == RF_OK && ctx->nbag[r] == (int)(sizeof ctx->bag[r] / sizeof ctx->bag[r][0]))
            return scn_error(ctx, ln, ln->pos - 1, "ITEM", "more than %d tokens in a bag",
                             ctx->nbag[r]);
        if (st == RF_OK) ctx->bag[r][ctx->nbag[r]++] = def;
    }
    return st;
}

bool scn_supply_stack(scn_ctx *ctx)
{
    rf_game *g = ctx->game;
    if (!ctx->supply) return true;
    g->bin_deck[0] = (int8_t)ctx->bincard;                   /* INTERACT-4 (1) */
    g->bin_deck_n = 1;
    for (int p = 0; p < g->npieces; p++)                     /* (2), (3): nothing at random */
        if (g->piece[p].where == RF_IN_BAG || g->piece[p].where == RF_IN_DECK)
            piece_place(g, p, RF_IN_BOX, 0);
    g->weapon_deck_n = 0;
    for (int r = 0; r < 3; r++)
        for (int k = 0; k < ctx->nbag[r]; k++) {
            int p = scn_game_new_piece(g, RF_PIECE_LOOT, ctx->bag[r][k]);
            if (p < 0) return false;
            piece_place(g, p, RF_IN_BAG, r);
        }
    return true;
}

/* The engine's option to open a bin: the first it lists (a scenario has one). */
static unsigned bin_code(const rf_game *g)
{
    unsigned codes[RF_MAX_OPTIONS];
    int n = rf_option_codes(g, codes, RF_MAX_OPTIONS);
    for (int i = 0; i < n && i < RF_MAX_OPTIONS; i++)
        if (engine_code_kind(codes[i]) == OPT_BIN) return codes[i];
    return 0;
}

typedef struct open_arg { int s; scn_gain gain; scn_step step; } open_arg;

static bool do_open(scn_ctx *ctx, const void *arg, char *why)
{
    const open_arg *o = arg;
    static const char *const what[] = { "Interact and Move 1", "the Interact part" };
    if (!scn_combined_begin(ctx, o->s, ACT_INTERACT_MOVE1, what, &o->step, why)) return false;
    unsigned bin = bin_code(ctx->game);
    rf_decision d;
    if (!bin && rf_pending(ctx->game, &d))
        snprintf(why, SCN_WHY_LEN, "the engine does not offer opening a bin (INTERACT-4: an "
                 "adjacent closed one) (%.70s)", d.prompt);
    if (!bin || scn_game_choose(ctx, bin, why) != RF_OK || !scn_gain_weapon(ctx, o->s, &o->gain, why) ||
        !scn_keep_received(ctx, why))
        return false;
    if (scn_game_choose(ctx, engine_code(OPT_DONE, 0, 0), why) != RF_OK) return false;
    return scn_combined_end(ctx, o->s, &o->step, why);
}

/* NAME [weapon W HOW] [first|then X,Y [rush CARD]] */
static rf_status read_open(scn_ctx *ctx, scn_line *ln, open_arg *o)
{
    o->s = -1;
    rf_status st = scn_play_who(ctx, ln, &o->s);
    if (st == RF_OK) st = scn_arg_gain(ctx, ln, &o->gain);
    return st == RF_OK ? scn_arg_step(ctx, ln, &o->step) : st;
}

/* open NAME [weapon W HOW] [first|then X,Y] */
rf_status scn_kw_open(scn_ctx *ctx, scn_line *ln)
{
    open_arg o;
    rf_status st = read_open(ctx, ln, &o);
    return scn_play_line(ctx, ln, st, "open", do_open, &o);
}

/* expect open NAME [weapon W HOW] [first|then X,Y] yes|no */
rf_status scn_ex_open(scn_ctx *ctx, scn_line *ln)
{
    open_arg o;
    rf_status st = read_open(ctx, ln, &o);
    return scn_expect_try(ctx, ln, st, o.s, do_open, &o);
}
