/*
 * scenario_expect_combat.c — combat expectations (SCENARIOS.md
 * "Expectations"; exact semantics in docs/scenarios.md):
 *
 *   expect last hits N heads N damage N    the last shoot or melee line
 *   expect health NAME N / expect shield NAME N
 *   expect eliminated NAME yes|no
 *
 * `health`, `shield` and `eliminated` also read a legend that has left the
 * map (ELIM-2 reset its dial). They read the game's state and record of
 * the attack (rf_last_attack), mirrored by scenario_game.c. A FAIL of
 * `expect last` gives the game's log of that action: the Hit Threshold and
 * its parts, every card with its slot and why it hit or missed.
 */
#include <string.h>

#include "io/scenario.h"

static const char *const icon_names[] = { "low", "high", "cover", "semi", "head" };
static const char *const arrow_names[] = { "n", "ne", "e", "se", "s", "sw", "w", "nw" };

/* A card as written in `deck aim`: 70:head:semi. */
static int format_card(const rf_aim_card *c, char *buf, int n)
{
    int len = snprintf(buf, (size_t)n, "%d", c->value);
    for (int i = 0; i < 5 && len < n; i++)
        if (c->icons & (1u << i)) len += snprintf(buf + len, (size_t)(n - len), ":%s", icon_names[i]);
    if (c->arrow >= 0 && c->arrow < 8 && len < n)
        len += snprintf(buf + len, (size_t)(n - len), ":%s", arrow_names[c->arrow]);
    return len;
}

/* hits N heads N damage N, in that order. */
static rf_status last_fields(scn_ctx *ctx, scn_line *ln, int want[3])
{
    static const char *const names[] = { "hits", "heads", "damage" };
    rf_status st = RF_OK;
    for (int i = 0; i < 3 && st == RF_OK; i++) {
        const char *one[] = { names[i], NULL };
        int dummy = 0;
        st = scn_arg_choice(ctx, ln, names[i], one, &dummy);
        if (st == RF_OK) st = scn_arg_int(ctx, ln, names[i], 0, 999, &want[i]);
    }
    return st == RF_OK ? scn_args_end(ctx, ln) : st;
}

/* expect last hits N heads N damage N: of the last shoot or melee line
 * (melee: hits 0 or 1, heads 0; damage dealt before any knockdown shield
 * prevents it). */
rf_status scn_ex_last(scn_ctx *ctx, scn_line *ln)
{
    int want[3] = { 0, 0, 0 };
    rf_status st = last_fields(ctx, ln, want);
    if (st != RF_OK) return st;
    char why[SCN_WHY_LEN * 2];
    if (ctx->last_kind == SCN_LAST_NONE || ctx->last_kind == SCN_LAST_REFUSED) {
        snprintf(why, sizeof why, "%s%s", ctx->last_kind == SCN_LAST_NONE ?
                 "no shoot or melee line before" : "the last shoot or melee line was refused: ",
                 ctx->last_kind == SCN_LAST_NONE ? "" : ctx->last_note);
        scn_cannot(ctx, ln, why);
        return RF_OK;
    }
    bool pass = ctx->last_hits == want[0] && ctx->last_heads == want[1] &&
                ctx->last_damage == want[2];
    scn_report(ctx, ln, pass, "hits %d heads %d damage %d [%s]", ctx->last_hits,
               ctx->last_heads, ctx->last_damage, ctx->log);
    return RF_OK;
}

/* A legend, on the map or not; *idx < 0 and why filled if unknown. */
static rf_status anyone(scn_ctx *ctx, scn_line *ln, int *idx, char *why)
{
    rf_status st = scn_arg_legend(ctx, ln, "NAME", idx, why, SCN_WHY_LEN);
    if (st == RF_OK && *idx >= 0) why[0] = '\0';
    return st;
}

/* expect health NAME N / expect shield NAME N. */
static rf_status dial(scn_ctx *ctx, scn_line *ln, bool health)
{
    char why[SCN_WHY_LEN];
    int idx = -1, n = 0;
    rf_status st = anyone(ctx, ln, &idx, why);
    if (st == RF_OK) st = scn_arg_int(ctx, ln, "N", 0, 99, &n);
    if (st == RF_OK) st = scn_args_end(ctx, ln);
    if (st != RF_OK) return st;
    if (why[0]) {
        scn_cannot(ctx, ln, why);
        return RF_OK;
    }
    const scn_legend *lg = &ctx->legend[idx];
    int got = health ? lg->health : lg->shield;
    scn_report(ctx, ln, got == n, "%d (health %d, shield %d of %d%s%s)", got, lg->health,
               lg->shield, lg->maxshield, lg->eliminated ? ", eliminated" : "",
               lg->ko_exhausted ? ", knockdown shield exhausted" : "");
    return RF_OK;
}

rf_status scn_ex_health(scn_ctx *ctx, scn_line *ln) { return dial(ctx, ln, true); }
rf_status scn_ex_shield(scn_ctx *ctx, scn_line *ln) { return dial(ctx, ln, false); }

/* expect eliminated NAME yes|no (ELIM-1: its health reached 0). */
rf_status scn_ex_eliminated(scn_ctx *ctx, scn_line *ln)
{
    char why[SCN_WHY_LEN];
    int idx = -1;
    bool want = false;
    rf_status st = anyone(ctx, ln, &idx, why);
    if (st == RF_OK) st = scn_arg_yesno(ctx, ln, "yes|no", &want);
    if (st == RF_OK) st = scn_args_end(ctx, ln);
    if (st != RF_OK) return st;
    if (why[0]) {
        scn_cannot(ctx, ln, why);
        return RF_OK;
    }
    bool got = ctx->legend[idx].eliminated;
    scn_report(ctx, ln, got == want, "%s", scn_yesno(got));
    return RF_OK;
}

/* expect card K SLOT hit|miss|head: card K (in draw order, from 1) of the
 * last shoot lay on SLOT and hit, missed, or hit with a headshot that
 * counts (AIM-5 … AIM-16). */
rf_status scn_ex_card(scn_ctx *ctx, scn_line *ln)
{
    static const char *const results[] = { "hit", "miss", "head", NULL };
    int k = 0, slot = 0, want = 0;
    rf_status st = scn_arg_int(ctx, ln, "K", 1, RF_MAX_AIM_CARDS, &k);
    if (st == RF_OK) st = scn_arg_int(ctx, ln, "SLOT", -99, 99, &slot);
    if (st == RF_OK) st = scn_arg_choice(ctx, ln, "hit|miss|head", results, &want);
    if (st == RF_OK) st = scn_args_end(ctx, ln);
    if (st != RF_OK) return st;
    char why[SCN_WHY_LEN];
    const rf_last_attack *r = &ctx->last_attack;
    if (ctx->last_kind != SCN_LAST_SHOOT || k > r->ncards || k > 8) {
        snprintf(why, sizeof why, ctx->last_kind != SCN_LAST_SHOOT ?
                 "the last shoot or melee line is not a shot that was taken" :
                 "the last shot revealed %d card(s) (the engine records 8)", r->ncards);
        scn_cannot(ctx, ln, why);
        return RF_OK;
    }
    int i = k - 1, got = (r->head_mask >> i) & 1 ? 2 : (r->hit_mask >> i) & 1 ? 0 : 1;
    char card[48];
    format_card(&r->cards[i], card, sizeof card);
    scn_report(ctx, ln, r->slots[i] == slot && got == want, "%s on slot %d (%+d): %s", card,
               r->slots[i], catalog_aim_board_mod(&ctx->gcontent->catalog.aim_board, r->slots[i]),
               results[got]);
    return RF_OK;
}

/* expect queued N: Aim cards still queued by `deck aim`. */
rf_status scn_ex_queued(scn_ctx *ctx, scn_line *ln)
{
    int n = 0;
    rf_status st = scn_arg_int(ctx, ln, "N", 0, SCN_MAX_AIM_QUEUE, &n);
    if (st == RF_OK) st = scn_args_end(ctx, ln);
    if (st != RF_OK) return st;
    scn_report(ctx, ln, ctx->naim_queue == n, "%d", ctx->naim_queue);
    return RF_OK;
}

/* expect knockdown NAME active|exhausted|none: the knockdown shield's
 * side (KO-3, ELIM-2); none: the starting one, which has no effect (KO-4). */
rf_status scn_ex_knockdown(scn_ctx *ctx, scn_line *ln)
{
    static const char *const sides[] = { "active", "exhausted", "none", NULL };
    char why[SCN_WHY_LEN];
    int idx = -1, want = 0;
    rf_status st = anyone(ctx, ln, &idx, why);
    if (st == RF_OK) st = scn_arg_choice(ctx, ln, "active|exhausted|none", sides, &want);
    if (st == RF_OK) st = scn_args_end(ctx, ln);
    if (st != RF_OK) return st;
    if (why[0]) {
        scn_cannot(ctx, ln, why);
        return RF_OK;
    }
    const scn_legend *lg = &ctx->legend[idx];
    int got = lg->knockdown <= SCN_GEAR_COMMON ? 2 : lg->ko_exhausted ? 1 : 0;
    scn_report(ctx, ln, got == want, "%s", sides[got]);
    return RF_OK;
}
