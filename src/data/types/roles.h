/*
 * roles.h — Assassination's role cards as content (data/roles.json, roles_load.c;
 * rules ASSN-2, ASSN-6, ASSN-8).
 */
#ifndef RF_DATA_TYPES_ROLES_H
#define RF_DATA_TYPES_ROLES_H

#include <stdbool.h>
#include <stdint.h>

#define RF_ROLE_KINDS 2              /* the leader and the guardian (ASSN-6) */
#define RF_ROLE_TEXT 240

/* What a role card's effect does (data/roles.json "effect"). */
enum rf_role_effect {
    RF_REFF_EXTRA_AP,                /* basic: a0 more AP this activation */
    RF_REFF_DRAW_ON_ELIM,            /* constant: a squadmate's elimination of an enemy lets
                                        it draw a0 card (deck or top of its discard pile) */
    RF_REFF_LIFESTEAL,               /* basic: this activation's Shoot restores the damage
                                        dealt as health, at most a0 */
    RF_REFF_ALLY_USE_SHIELD,         /* constant: an ally's Use within range a0 restores a1
                                        shield to the card's legend */
    RF_REFF_COUNT
};

typedef struct rf_role_effect_def {
    uint8_t effect;                  /* enum rf_role_effect */
    int8_t a[2];
    char text[RF_ROLE_TEXT];
} rf_role_effect_def;

typedef struct rf_role_def {
    char id[16];                     /* "leader", "guardian" (enum rf_role - 1) */
    char name[24];
    uint8_t per_squad;               /* ASSN-6: 1 leader, 2 guardians */
    rf_role_effect_def basic, constant;   /* ASSN-8 */
} rf_role_def;

typedef struct rf_roles {
    bool loaded;
    rf_role_def role[RF_ROLE_KINDS]; /* [0] guardian, [1] leader: enum rf_role - 1 */
} rf_roles;

#endif
