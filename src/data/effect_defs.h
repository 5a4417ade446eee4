/*
 * effect_defs.h — what the one effect list (data/effect_list.h) says of
 * each effect, as content: its name in the data, its domain, the loader's
 * checks and its named arguments; and the look-ups the loaders and the
 * rules share (effect_defs.c). The handlers that carry an effect out are
 * the rules' (rules/cards/effect_ops.h, effect_table.c), made from the same list.
 */
#ifndef RF_DATA_EFFECT_DEFS_H
#define RF_DATA_EFFECT_DEFS_H

#include <stdint.h>

#include "data/effect_list.h"

/* An effect's argument (effect_list.h ARG, OPT, ICONS). */
enum rf_arg_type { RF_ARG_REQUIRED, RF_ARG_OPTIONAL, RF_ARG_ICONS };

typedef struct rf_effect_arg {
    const char *key;         /* its name in "args" */
    const char *what;        /* "damage", "MP" …: error messages, the log */
    int lo, hi;
    int type;                /* enum rf_arg_type */
} rf_effect_arg;

/* One line of the effect list. */
enum rf_effect_domain {
    RF_DOMAIN_CARD, RF_DOMAIN_ABILITY, RF_DOMAIN_WEAPON,
    RF_DOMAIN_ROLE, RF_DOMAIN_FEAT_TOP, RF_DOMAIN_FEAT_BOTTOM    /* no handlers */
};

typedef struct rf_effect_def {
    const char *name;
    int domain;              /* enum rf_effect_domain */
    unsigned rules;          /* RF_FX_* (effect_list.h) */
    const char *window;      /* a card: why its kind must fit (loader message) */
    int nargs;
    rf_effect_arg arg[5];    /* nargs of them, then a NULL key */
} rf_effect_def;

/* Effect e's line (NULL if no effect has that number); by name in a domain
 * (the effect number, or -1). */
const rf_effect_def *effect_of(int e);
int effect_find(const char *name, int domain);
/* Effect e's place among its domain's lines (0 for the first): a role's or
 * a feat's enum value (rf_role_effect, rf_champ_top, rf_champ_bottom). */
int effect_domain_index(int e);
/* TERM-7: the name of Aim card icon i (bit 1 << i of enum rf_aim_icon) in
 * the data and the log: "low", "high", "cover", "semi", "head"; NULL past
 * the last. */
#define RF_AIM_ICONS 5
const char *effect_aim_icon_name(int i);

#endif
