/*
 * events.h — the Events module's cards as content (data/events.json,
 * event_cards_load.c; EVENT-1 … EVENT-5).
 */
#ifndef RF_DATA_TYPES_EVENTS_H
#define RF_DATA_TYPES_EVENTS_H

#include <stdint.h>

#define RF_EVENT_CARDS 12          /* EVENT-1 */

/* EVENT-5. */
enum rf_event_type { RF_EVT_UPCOMING = 0, RF_EVT_PERSISTENT };

/* What a card does (data/events.json "handler"; the names in
 * rf_event_handler_names, event_cards_load.c). */
enum rf_event_handler {
    RF_EVH_SPELL = 0,      /* upcoming: a legend within range of another and in its LoS takes
                              damage and makes a Move (EX-EVENT-1, one at a time) */
    RF_EVH_DRAW_CARDS,     /* upcoming: every legend draws action cards (CARD-6) */
    RF_EVH_COOLDOWN,       /* upcoming: every legend's cooldowns go down (COOL) */
    RF_EVH_RESTORE_SHIELD, /* upcoming: every legend on the map restores shield (DMG-7) */
    RF_EVH_FREE_MOVE,      /* upcoming: every legend on the map may make a Move */
    RF_EVH_ISOLATED,       /* upcoming: a legend with no squadmate within range takes damage */
    RF_EVH_FIGHT_OR_FLIGHT,/* persistent: Shoots within range easier; Moves near enemies +MP */
    RF_EVH_SHOT_HT,        /* persistent: Shoots within range change their Hit Threshold */
    RF_EVH_MOVE_BONUS,     /* persistent: every Move action has more MP */
    RF_EVH_DAMAGE_PER_HIT, /* persistent: every hit of a Shoot deals more damage */
    RF_EVH_STABILITY,      /* persistent: every Shoot has more stability (ATTACH-14) */
    RF_EVH_NO_ABILITIES,   /* persistent: no ability card may be used (ABIL-3) */
    RF_EVH_COUNT
};

/* An event card (data/events.json). Numbers a handler does not use are 0. */
typedef struct rf_event_def {
    char id[16];                   /* "EV-01" */
    char name[40];                 /* English */
    char name_pl[40];              /* the book's name, "" if designed */
    char text[256];                /* what the card does, for players (its handler in words) */
    uint8_t type;                  /* enum rf_event_type */
    uint8_t handler;               /* enum rf_event_handler */
    uint8_t range_lo, range_hi;    /* "range": within which distance it applies */
    int8_t damage, mp, ht, cards, cooldown, shield, stability, per_hit;
} rf_event_def;

typedef struct rf_event_deck {
    int n;
    rf_event_def card[RF_EVENT_CARDS];
} rf_event_deck;

#endif
