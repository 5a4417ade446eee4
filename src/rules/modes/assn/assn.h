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

#include "data/types/roles.h"   /* its content types (src/data/types/) */

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

/* FR_ROLE (assn.c) */
typedef struct rf_role_frame {
    int16_t job;              /* assign the role cards (ASSN-6) or the leader's draw */
    int16_t squad;            /* the squad that decides */
} rf_role_frame;

#endif
