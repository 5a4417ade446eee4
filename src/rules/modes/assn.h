/*
 * assn.h — the Assassination mode (rules ASSN-1 … ASSN-10; docs/modes.md):
 * secret role cards, 2 guardians and 1 leader per squad (data/roles.json),
 * assigned after Stage 1 (ASSN-6), held in hand, played like a free action
 * card for the basic effect and then lying face up with the constant effect
 * (ASSN-8, ASSN-9), revealed on elimination (ASSN-10); the leader's
 * elimination ends the match (ASSN-3). No death boxes, no victory points.
 *
 * The content part (rf_roles) is loaded by src/data/roles_load.c; the
 * state part (rf_assn) lives in rf_game and is hashed, checked and
 * observed only in this mode, so Battle Royale's signatures do not move.
 */
#ifndef RF_RULES_ASSN_H
#define RF_RULES_ASSN_H

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

/* A legend's role card in the game (rf_assn.card). */
enum rf_role_card_where {
    RF_RC_NONE = 0,                  /* not dealt yet (before ASSN-6) */
    RF_RC_HAND,                      /* held in hand, secret (ASSN-6) */
    RF_RC_PLAYED,                    /* played: face up, constant effect on (ASSN-9) */
    RF_RC_REVEALED,                  /* revealed on elimination (ASSN-10 (2)) */
};

typedef struct rf_assn {
    uint8_t role[6];                 /* enum rf_role per legend (RF_ROLE_NONE before ASSN-6) */
    uint8_t card[6];                 /* enum rf_role_card_where per legend */
    uint8_t assigned;                /* bits: squads that assigned their roles (ASSN-6) */
    int8_t lifesteal;                /* legend whose guardian card works this activation, -1 */
    uint8_t lifesteal_round;         /* ... in this round (one activation per round, ACT-1) */
    uint8_t draws;                   /* bits: legends that may draw for the leader's card */
} rf_assn;

#endif
