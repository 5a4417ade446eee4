/*
 * scenario_weapon_action.c — a weapon card's special action (WEAPON-15,
 * ACT-15; weapon_printed.c plays the rules):
 *
 *   weapon NAME ... action COST EFFECT [and EFFECT]     the inline card's special action
 *   weaponaction NAME WEAPON [both|reversed|first|second]   take it
 *   expect weaponaction NAME WEAPON [...] yes|no         the engine would
 *
 * EFFECT is an effect of the one effect list that a special action card
 * may carry (data/effect_list.h, docs/effects.md), with its named
 * arguments: `shoot`, `move:mp=1`, `restore:health=10,shield=5`. The
 * arguments are checked against the list as the loaders check them.
 *
 * `weaponaction`, in NAME's activation (`activate`, else a fresh one), is
 * the engine's option to take WEAPON's special action (its cost in AP,
 * ACT-6; only with the card on a weapon slot, ACT-15) in the order given
 * (PREC-6: `both` in the printed order, `reversed`, or one instruction).
 * The line stops at the first decision an instruction asks for — a Move's
 * end (`moveto`), a Shoot's target (`answer NAME target LEGEND`: the Shoot
 * is made with this weapon, WEAPON-15).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "data/effect_defs.h"
#include "io/scenario.h"
#include "io/scenario_game.h"
#include "rules/engine/engine.h"

/* `key=value` of effect fx into a[] (the list's order), within its range. */
static rf_status read_arg(scn_ctx *ctx, scn_line *ln, const rf_effect_def *fx, const char *kv,
                          int8_t a[4], unsigned *seen)
{
    const char *eq = strchr(kv, '=');
    size_t len = eq ? (size_t)(eq - kv) : strlen(kv);
    for (int i = 0; eq && i < fx->nargs; i++) {
        const rf_effect_arg *x = &fx->arg[i];
        if (strlen(x->key) != len || strncmp(x->key, kv, len) != 0) continue;
        char *end = NULL;
        long v = strtol(eq + 1, &end, 10);
        if (x->type == RF_ARG_ICONS || end == eq + 1 || (*end && *end != ',') || v < x->lo ||
            v > x->hi)
            return scn_error(ctx, ln, ln->pos - 1, "action", "the %s of '%s' must be a whole "
                             "number from %d to %d", x->what, fx->name, x->lo, x->hi);
        a[i] = (int8_t)v;
        *seen |= 1u << i;
        return RF_OK;
    }
    return scn_error(ctx, ln, ln->pos - 1, "action", "'%s' has no argument '%.*s'", fx->name,
                     (int)len, kv);
}

/* Every required argument given (effect_list.h), and not all zero for an
 * effect that would then do nothing (RF_FX_NONZERO). */
static rf_status args_complete(scn_ctx *ctx, scn_line *ln, const rf_effect_def *fx,
                               const int8_t a[4], unsigned seen)
{
    bool any = false;
    for (int i = 0; i < fx->nargs; i++) {
        if (fx->arg[i].type == RF_ARG_REQUIRED && !(seen & (1u << i)))
            return scn_error(ctx, ln, ln->pos - 1, "action", "'%s' needs its %s (%s=N)",
                             fx->name, fx->arg[i].what, fx->arg[i].key);
        any |= a[i] != 0;
    }
    if ((fx->rules & RF_FX_NONZERO) && !any)
        return scn_error(ctx, ln, ln->pos - 1, "action", "'%s' with only zeros does nothing",
                         fx->name);
    return RF_OK;
}

/* One instruction: NAME or NAME:key=value[,key=value...]. */
static rf_status read_step(scn_ctx *ctx, scn_line *ln, rf_weapon_action *act)
{
    const char *t = NULL;
    char name[32];
    rf_status st = scn_arg_word(ctx, ln, "action EFFECT", &t);
    if (st != RF_OK) return st;
    size_t len = strcspn(t, ":");
    snprintf(name, sizeof name, "%.*s", (int)(len < sizeof name ? len : sizeof name - 1), t);
    int e = effect_find(name, RF_DOMAIN_CARD);
    const rf_effect_def *fx = e >= 0 ? effect_of(e) : NULL;
    if (!fx || !(fx->rules & RF_FX_SPECIAL))
        return scn_error(ctx, ln, ln->pos - 1, "action", "'%.30s' is no effect a special "
                         "action may carry (docs/effects.md; WEAPON-15)", name);
    int k = act->n;
    unsigned seen = 0;
    memset(act->a[k], 0, sizeof act->a[k]);
    for (const char *p = t[len] ? t + len + 1 : NULL; p && st == RF_OK;) {
        st = read_arg(ctx, ln, fx, p, act->a[k], &seen);
        p = strchr(p, ',');
        if (p) p++;
    }
    if (st == RF_OK) st = args_complete(ctx, ln, fx, act->a[k], seen);
    act->effect[k] = (uint8_t)e;
    act->n++;
    return st;
}

rf_status scn_weapon_action_field(scn_ctx *ctx, scn_line *ln, rf_weapon_def *w)
{
    int cost = 0;
    rf_status st = scn_arg_int(ctx, ln, "action COST", 1, 2, &cost);   /* CARD-3 */
    w->action.cost = (uint8_t)cost;
    w->action.n = 0;
    if (st == RF_OK) st = read_step(ctx, ln, &w->action);
    if (st == RF_OK && scn_more(ln) && strcmp(scn_peek(ln), "and") == 0) {
        ln->pos++;
        st = read_step(ctx, ln, &w->action);                           /* "and", PREC-6 */
    }
    return st;
}

typedef struct waction_arg { int s, plan; char weapon[SCN_NAME_LEN]; } waction_arg;

static bool do_waction(scn_ctx *ctx, const void *arg, char *why)
{
    const waction_arg *a = arg;
    int slot = scn_weapon_slot(ctx->game, a->s, a->weapon);
    if (slot < 0) {
        snprintf(why, SCN_WHY_LEN, "%s holds no %s on a weapon slot (ACT-15)",
                 ctx->game->legend[a->s].name, a->weapon);
        return false;
    }
    unsigned code = engine_code(OPT_WEAPON_ACTION, slot, a->plan);
    static const char *const what[] = { "this special action now (WEAPON-15, ACT-6, ACT-10)" };
    return scn_play_begin(ctx, a->s, why) && scn_play_chain(ctx, &code, what, 1, why);
}

/* NAME WEAPON [both|reversed|first|second] */
static rf_status read_waction(scn_ctx *ctx, scn_line *ln, waction_arg *a)
{
    static const char *const plans[] = { "both", "reversed", "first", "second", NULL };
    const char *w = NULL;
    memset(a, 0, sizeof *a);
    a->s = -1;
    rf_status st = scn_play_who(ctx, ln, &a->s);
    if (st == RF_OK) st = scn_arg_word(ctx, ln, "WEAPON", &w);
    if (st == RF_OK) snprintf(a->weapon, sizeof a->weapon, "%s", w);
    if (st == RF_OK && scn_more(ln) && strcmp(scn_peek(ln), "yes") != 0 &&
        strcmp(scn_peek(ln), "no") != 0)
        st = scn_arg_choice(ctx, ln, "both|reversed|first|second", plans, &a->plan);
    return st;
}

/* weaponaction NAME WEAPON [both|reversed|first|second] */
rf_status scn_kw_weaponaction(scn_ctx *ctx, scn_line *ln)
{
    waction_arg a;
    rf_status st = read_waction(ctx, ln, &a);
    return scn_play_line(ctx, ln, st, "take the special action", do_waction, &a);
}

/* expect weaponaction NAME WEAPON [...] yes|no */
rf_status scn_ex_weaponaction(scn_ctx *ctx, scn_line *ln)
{
    waction_arg a;
    rf_status st = read_waction(ctx, ln, &a);
    return scn_expect_try(ctx, ln, st, a.s, do_waction, &a);
}
