/*
 * gunrun_types.h — the Gun Run module's state in a game (rules GUNRUN-1 …
 * GUNRUN-7; docs/modes.md): each squad's deck of fully kitted weapon
 * cards (by back colour), its hidden weapon queue and its discard pile.
 * The cards are pieces (state.h) at RF_IN_KIT; these arrays give their
 * order. Copied with the game.
 */
#ifndef RF_RULES_GUNRUN_TYPES_H
#define RF_RULES_GUNRUN_TYPES_H

#include <stdint.h>

#define RF_KIT_DECK 16             /* GUNRUN-1: cards per back colour */
#define RF_KIT_QUEUE 2             /* GUNRUN-4 */

/* A kitted card's piece `at` (RF_IN_KIT): squad << 8 | pile << 5 | index. */
enum rf_kit_pile { RF_KIT_PILE_DECK = 0, RF_KIT_PILE_QUEUE, RF_KIT_PILE_DISCARD };
static inline int gunrun_kit_at(int squad, int pile, int i) { return squad << 8 | pile << 5 | i; }

typedef struct rf_gunrun_state {
    uint8_t deck_n[2], discard_n[2];
    int16_t deck[2][RF_KIT_DECK];      /* pieces, top = [deck_n - 1] (hidden order) */
    int16_t discard[2][RF_KIT_DECK];   /* pieces, face up (GUNRUN-7 (1)) */
    int16_t queue[2][RF_KIT_QUEUE];    /* pieces, -1 empty; seen by the squad only (GUNRUN-5) */
} rf_gunrun_state;

/* FR_QUEUE (gunrun.c) */
typedef struct rf_queue_frame {
    int16_t slot;             /* the weapon slot a queue card goes to (GUNRUN-7) */
} rf_queue_frame;

#endif
