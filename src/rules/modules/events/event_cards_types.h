/*
 * event_cards_types.h — the Events module's content and state (rules
 * EVENT-1 … EVENT-5, DATA-GAPS 6.5; docs/modes.md). The 12 event cards are
 * data (data/events.json, src/data/event_cards_load.c): each names its
 * type, a handler (what it does, event_cards.c) and the handler's numbers.
 * Plain structs: the content's are shared, the state is copied with the
 * game (state.h).
 */
#ifndef RF_RULES_EVENT_CARDS_TYPES_H
#define RF_RULES_EVENT_CARDS_TYPES_H

#include <stdint.h>

#include "data/types/events.h"   /* its content types (src/data/types/) */

/* In a game: the face-down deck and the active card (EVENT-2, EVENT-3).
 * The 2 event tokens lie below the red turn spaces and never move
 * (EVENT-2, EVENT-4): they need no state. */
typedef struct rf_events_state {
    uint8_t deck_n;                /* cards left, top = deck[deck_n - 1] */
    int8_t deck[RF_EVENT_CARDS];   /* content cards (hidden order) */
    int8_t active;                 /* the active card, -1 none yet */
    uint8_t removed;               /* cards removed from the game (EVENT-3 (2)) */
} rf_events_state;

/* FR_EVENT (event_cards.c) */
typedef struct rf_event_frame {
    int16_t done;             /* legends the card was applied to (bits) */
    int16_t squad;            /* the squad that applies it first */
} rf_event_frame;

#endif
