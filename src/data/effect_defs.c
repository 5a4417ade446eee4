/*
 * effect_defs.c — the table of effects made from the one list,
 * data/effect_list.h: for each effect its name, domain, loader checks and
 * named arguments; and the look-ups the loaders and the rules use
 * (effect_defs.h, cards.h). Nothing here is written by hand per effect; the
 * handlers are the rules' (rules/cards/effect_table.c).
 */
#include <string.h>

#include "data/cards.h"
#include "data/effect_defs.h"

/* The list's argument forms as rf_effect_arg initialisers (each with its
 * trailing comma, so an empty list is empty). */
#define ARG(key, what, lo, hi) { #key, what, lo, hi, RF_ARG_REQUIRED },
#define OPT(key, what, lo, hi) { #key, what, lo, hi, RF_ARG_OPTIONAL },
#define ICONS(key, what) { #key, what, 0, 0, RF_ARG_ICONS },
#define UNPAREN_(...) __VA_ARGS__
#define NARGS_(args) \
    ((int)(sizeof((const rf_effect_arg[]){ UNPAREN_ args { NULL, NULL, 0, 0, 0 } }) / \
           sizeof(rf_effect_arg)) - 1)

#define ROW_(id, nm, dom, ops, rl, win, args)                                                \
    [RF_EFF_##id] = { .name = nm, .domain = RF_DOMAIN_##dom, .rules = rl, .window = win,    \
                      .nargs = NARGS_(args), .arg = { UNPAREN_ args { NULL, NULL, 0, 0, 0 } } },

static const rf_effect_def effects[RF_EFF_COUNT] = { RF_EFFECTS(ROW_) };

_Static_assert(RF_EFF_COUNT <= 255, "a def's effect is one byte");

const rf_effect_def *effect_of(int e)
{
    return e >= 0 && e < RF_EFF_COUNT ? &effects[e] : NULL;
}

int effect_find(const char *name, int domain)
{
    for (int e = 0; e < RF_EFF_COUNT; e++)
        if (effects[e].domain == domain && strcmp(effects[e].name, name) == 0) return e;
    return -1;
}

int effect_domain_index(int e)
{
    const rf_effect_def *fx = effect_of(e);
    int i = 0;
    for (int k = 0; fx && k < e; k++) i += effects[k].domain == fx->domain;
    return fx ? i : -1;
}

const char *effect_aim_icon_name(int i)
{
    static const char *const names[RF_AIM_ICONS] = { "low", "high", "cover", "semi", "head" };
    return i >= 0 && i < RF_AIM_ICONS ? names[i] : NULL;
}

/* ---- Names (cards.h) ---- */

const char *effect_name(int effect)
{
    const rf_effect_def *d = effect_of(effect);
    return d ? d->name : "?";
}

int effect_parse(const char *name)
{
    return effect_find(name, RF_DOMAIN_CARD);
}

