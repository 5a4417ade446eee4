/*
 * effect_table.c — the table of effects made from the one list,
 * rules/effect_list.h: for each effect its name, domain, loader checks,
 * named arguments and handlers; and the look-ups the loaders and the rules
 * use (effect_ops.h). Nothing here is written by hand per effect.
 */
#include <stdio.h>
#include <string.h>


#include "rules/effect_ops.h"

/* The list's argument forms as rf_effect_arg initialisers (each with its
 * trailing comma, so an empty list is empty). */
#define ARG(key, what, lo, hi) { #key, what, lo, hi, RF_ARG_REQUIRED },
#define OPT(key, what, lo, hi) { #key, what, lo, hi, RF_ARG_OPTIONAL },
#define ICONS(key, what) { #key, what, 0, 0, RF_ARG_ICONS },
#define UNPAREN_(...) __VA_ARGS__
#define NARGS_(args) \
    ((int)(sizeof((const rf_effect_arg[]){ UNPAREN_ args { NULL, NULL, 0, 0, 0 } }) / \
           sizeof(rf_effect_arg)) - 1)

#define OPS_CARD(ops) .card = &ops
#define OPS_ABILITY(ops) .ability = &ops
#define OPS_WEAPON(ops) .weapon = &ops
#define OPS_ROLE(ops) .card = NULL
#define OPS_FEAT_TOP(ops) .card = NULL
#define OPS_FEAT_BOTTOM(ops) .card = NULL
#define ROW_(id, nm, dom, ops, rl, win, args)                                                \
    [RF_EFF_##id] = { .name = nm, .domain = RF_DOMAIN_##dom, .rules = rl, .window = win,    \
                      .nargs = NARGS_(args), .arg = { UNPAREN_ args { NULL, NULL, 0, 0, 0 } }, \
                      OPS_##dom(ops) },

static const rf_effect_def effects[RF_EFF_COUNT] = { RF_EFFECTS(ROW_) };

_Static_assert(RF_EFF_COUNT <= 255, "a def's effect is one byte");

const rf_effect_def *rf_effect_of(int e)
{
    return e >= 0 && e < RF_EFF_COUNT ? &effects[e] : NULL;
}

int rf_effect_find(const char *name, int domain)
{
    for (int e = 0; e < RF_EFF_COUNT; e++)
        if (effects[e].domain == domain && strcmp(effects[e].name, name) == 0) return e;
    return -1;
}

int rf_effect_domain_index(int e)
{
    const rf_effect_def *fx = rf_effect_of(e);
    int i = 0;
    for (int k = 0; fx && k < e; k++) i += effects[k].domain == fx->domain;
    return fx ? i : -1;
}

const char *rf_aim_icon_name(int i)
{
    static const char *const names[RF_AIM_ICONS] = { "low", "high", "cover", "semi", "head" };
    return i >= 0 && i < RF_AIM_ICONS ? names[i] : NULL;
}

void rf_effect_args_words(const rf_card_def *c, char *out, size_t n)
{
    rf_effect_args_words_of(c->effect, c->a, out, n);
}

void rf_effect_args_words_of(int effect, const int8_t a4[4], char *out, size_t n)
{
    const rf_effect_def *e = rf_effect_of(effect);
    size_t k = 0;
    out[0] = 0;
#define PUT(...) k += (size_t)snprintf(out + k, k < n ? n - k : 0, __VA_ARGS__)
    for (int i = 0; e && i < e->nargs && i < 4; i++) {
        const rf_effect_arg *a = &e->arg[i];
        if (!a4[i]) continue;
        if (a->type != RF_ARG_ICONS) {
            PUT("%s%+d %s", k ? ", " : "", a4[i], a->what);          /* "-3 damage per hit" */
            continue;
        }
        PUT("%s%s:", k ? ", " : "", a->what);                              /* TERM-7 */
        for (int b = 0, first = 1; b < RF_AIM_ICONS; b++)
            if (a4[i] >> b & 1) {
                PUT("%s %s", first ? "" : ",", rf_aim_icon_name(b));
                first = 0;
            }
    }
    if (!k) PUT("no change");
#undef PUT
}

const rf_card_fx *rf_card_fx_of(int effect)
{
    const rf_effect_def *d = rf_effect_of(effect);
    return d ? d->card : NULL;
}

const rf_weapon_fx *rf_weapon_fx_of(int effect)
{
    const rf_effect_def *d = rf_effect_of(effect);
    return d ? d->weapon : NULL;
}

const rf_ability_fx *rf_ability_fx_of(int effect)
{
    const rf_effect_def *d = rf_effect_of(effect);
    return d ? d->ability : NULL;
}

bool rf_card_fx_playable(const rf_game *g, int l, const rf_card_def *c)
{
    const rf_card_fx *fx = rf_card_fx_of(c->effect);
    return !fx || !fx->playable || fx->playable(g, l, c);
}

void rf_card_fx_after(rf_game *g, int l, int t, int card)
{
    const rf_card_def *c = &g->content->cards.card[card];
    const rf_card_fx *fx = rf_card_fx_of(c->effect);
    if (fx && fx->after) fx->after(g, l, t, c);
}

/* ---- Names (cards.h, abilities.h) ---- */

const char *rf_effect_name(int effect)
{
    const rf_effect_def *d = rf_effect_of(effect);
    return d ? d->name : "?";
}

int rf_effect_parse(const char *name)
{
    return rf_effect_find(name, RF_DOMAIN_CARD);
}

const char *rf_abil_effect_name(int effect)
{
    return rf_effect_name(effect);
}

int rf_abil_effect_parse(const char *name)
{
    return rf_effect_find(name, RF_DOMAIN_ABILITY);
}
