/*
 * scenario_gain.c — weapon cards a legend receives, through the engine
 * (INTERACT-4 (3), WEAPON-4 … WEAPON-8; frame_receive_weapon.c):
 *
 *   weapondeck WEAPON [WEAPON ...]       set-up: the weapon deck, the first named on top
 *   open NAME weapon W replace OLD       W kept, on OLD's slot (WEAPON-5)
 *   open NAME weapon W slot 1|2          W kept, on that weapon slot
 *   open NAME weapon W ammo [K]          W's ammo taken (WEAPON-6; K to the first weapon
 *                                        of its type, the rest to the second)
 *   open NAME weapon W discard           W discarded (WEAPON-7)
 *   expect holds NAME WEAPON yes|no      NAME holds that weapon card on a weapon slot
 *
 * The deck's cards are the scenario's inline `weapon` cards. A supply bin
 * draws two (INTERACT-4 (3)): W must be one of them, the other leaves the
 * game; with one card left in the deck, that one is W. Each choice is an
 * option the engine lists (OPT_PICK_WEAPON, OPT_WEAPON_DO); the runner
 * judges none.
 */
#include <stdio.h>
#include <string.h>

#include "io/scenario.h"
#include "io/scenario_game.h"
#include "rules/engine/engine.h"
#include "rules/engine/pieces.h"

enum { DO_REPLACE, DO_AMMO, DO_DISCARD };      /* OPT_WEAPON_DO's a (frame_receive_weapon.c) */

/* weapondeck WEAPON [WEAPON ...]: inline cards, the first drawn first. */
rf_status scn_kw_weapondeck(scn_ctx *ctx, scn_line *ln)
{
    const char *name = NULL;
    if (ctx->game) return scn_after_game(ctx, ln);
    if (!scn_more(ln)) return scn_error(ctx, ln, ln->ntok, "WEAPON", "missing WEAPON");
    ctx->nweapon_deck = 0;
    while (scn_more(ln)) {
        rf_status st = scn_arg_word(ctx, ln, "WEAPON", &name);
        int w = 0;
        while (st == RF_OK && w < ctx->nweapons && strcmp(ctx->weapon[w].name, name) != 0) w++;
        if (st != RF_OK) return st;
        if (w == ctx->nweapons)
            return scn_error(ctx, ln, ln->pos - 1, "WEAPON", "no weapon named '%.40s' (weapon)", name);
        if (ctx->nweapon_deck == SCN_MAX_WEAPONS)
            return scn_error(ctx, ln, ln->pos - 1, "WEAPON", "more than %d cards", SCN_MAX_WEAPONS);
        ctx->weapon_deck[ctx->nweapon_deck++] = w;
    }
    return RF_OK;
}

bool scn_weapon_deck_stack(scn_ctx *ctx)
{
    rf_game *g = ctx->game;
    if (ctx->nweapon_deck == 0) return true;
    for (int i = 0; i < g->weapon_deck_n; i++) piece_place(g, g->weapon_deck[i], RF_IN_BOX, 0);
    g->weapon_deck_n = 0;
    for (int k = ctx->nweapon_deck - 1; k >= 0; k--) {          /* drawn from the end */
        int def = scn_game_add_card(ctx, &ctx->weapon[ctx->weapon_deck[k]]);
        int p = def < 0 ? -1 : scn_game_new_piece(g, RF_PIECE_WEAPON, def);
        if (p < 0) return false;
        g->weapon_deck[g->weapon_deck_n] = (int16_t)p;
        piece_place(g, p, RF_IN_DECK, g->weapon_deck_n++);
    }
    return true;
}

/* weapon W replace OLD | slot 1|2 | ammo [K] | discard */
rf_status scn_arg_gain(scn_ctx *ctx, scn_line *ln, scn_gain *gain)
{
    static const char *const hows[] = { "replace", "slot", "ammo", "discard", NULL };
    const char *w = NULL;
    int how = 0;
    memset(gain, 0, sizeof *gain);
    gain->n = -1;
    if (!scn_more(ln) || strcmp(scn_peek(ln), "weapon") != 0) return RF_OK;
    ln->pos++;
    rf_status st = scn_arg_word(ctx, ln, "weapon W", &w);
    if (st == RF_OK) snprintf(gain->weapon, sizeof gain->weapon, "%s", w);
    if (st == RF_OK) st = scn_arg_choice(ctx, ln, "replace|slot|ammo|discard", hows, &how);
    if (st != RF_OK) return st;
    gain->how = SCN_GAIN_REPLACE + how;
    if (gain->how == SCN_GAIN_REPLACE) {
        st = scn_arg_word(ctx, ln, "replace OLD", &w);
        if (st == RF_OK) snprintf(gain->old, sizeof gain->old, "%s", w);
    } else if (gain->how == SCN_GAIN_SLOT) {
        st = scn_arg_int(ctx, ln, "slot", 1, RF_WEAPON_SLOTS, &gain->n);
        gain->n--;
    } else if (gain->how == SCN_GAIN_AMMO && scn_more(ln) && scn_peek(ln)[0] >= '0' &&
               scn_peek(ln)[0] <= '9') {
        st = scn_arg_int(ctx, ln, "ammo K", 0, 5, &gain->n);
    }
    return st;
}

/* Whether option c is what gain says: the card W kept, then its fate. */
static bool gain_match(const rf_game *g, int s, const scn_gain *gain, unsigned c)
{
    int k = engine_code_kind(c), a = engine_code_a(c), b = engine_code_b(c);
    if (k == OPT_PICK_WEAPON) return strcmp(pieces_weapon_of(g, b)->name, gain->weapon) == 0;
    if (k != OPT_WEAPON_DO) return false;
    switch (gain->how) {
    case SCN_GAIN_REPLACE: return a == DO_REPLACE && b == scn_weapon_slot(g, s, gain->old);
    case SCN_GAIN_SLOT: return a == DO_REPLACE && b == gain->n;
    case SCN_GAIN_AMMO: return a == DO_AMMO && (gain->n < 0 || b == gain->n);
    default: return a == DO_DISCARD;
    }
}

/* The option gain says among those listed now, or 0. */
static unsigned gain_code(const rf_game *g, int s, const scn_gain *gain)
{
    unsigned codes[RF_MAX_OPTIONS];
    int n = rf_option_codes(g, codes, RF_MAX_OPTIONS);
    for (int i = 0; i < n && i < RF_MAX_OPTIONS; i++)
        if (gain_match(g, s, gain, codes[i])) return codes[i];
    return 0;
}

bool scn_gain_weapon(scn_ctx *ctx, int s, const scn_gain *gain, char *why)
{
    rf_decision d;
    while (rf_pending(ctx->game, &d) && d.kind == RF_DEC_WEAPON_GAIN && d.legend == s) {
        unsigned code = gain->how ? gain_code(ctx->game, s, gain) : 0;
        if (!code) {
            snprintf(why, SCN_WHY_LEN, gain->how ? "the engine does not offer that for %s (%.90s; "
                     "INTERACT-4 (3), WEAPON-4)" : "weapon cards were drawn: say which to keep%.0s "
                     "and what to do with it (%.90s; weapon W replace OLD|slot N|ammo|discard)",
                     gain->weapon, d.prompt);
            return false;
        }
        if (scn_game_choose(ctx, code, why) != RF_OK) return false;
    }
    return true;
}

/* expect holds NAME WEAPON yes|no: the card is on one of its weapon slots. */
rf_status scn_ex_holds(scn_ctx *ctx, scn_line *ln)
{
    char why[SCN_WHY_LEN];
    const char *w = NULL;
    int idx = -1;
    bool want = false;
    rf_status st = scn_arg_legend(ctx, ln, "NAME", &idx, why, sizeof why);
    if (st == RF_OK) st = scn_arg_word(ctx, ln, "WEAPON", &w);
    if (st == RF_OK) st = scn_arg_yesno(ctx, ln, "yes|no", &want);
    if (!scn_expect_legend_ready(ctx, ln, &st, idx, why)) return st;
    bool got = scn_weapon_slot(ctx->game, idx, w) >= 0;
    scn_report(ctx, ln, got == want, "%s", scn_yesno(got));
    return RF_OK;
}
