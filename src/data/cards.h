/*
 * cards.h — action cards (rules CARD, ENHANCE, REACT, INSTANT, RUSH).
 *
 * A card is data (data/cards.json; test-only cards in tests/data/): its
 * kind and cost, for reactions when it may be played and whether squadmates
 * may play it, for instants the event that opens it, and its effect: a
 * named handler (effects.c) with up to four numbers. Angband-style: adding
 * a card is a data entry; adding an effect is one handler.
 *
 * A legend's deck is every card of one deck id (8 for a legend, CARD-6).
 */
#ifndef RF_RULES_CARDS_H
#define RF_RULES_CARDS_H

#include <stdint.h>

/* CARD-2, CARD-3, CARD-8: what kind of action a card gives. */
enum rf_card_kind {
    RF_CARD_FREE,        /* FREE ACTION: 0 AP, own activation */
    RF_CARD_SPECIAL,     /* SPECIAL ACTION: cost 1 or 2 AP, own activation */
    RF_CARD_ENHANCE,     /* ENHANCED SHOOT: with the legend's own Shoot, step 1d */
    RF_CARD_REACTION,    /* REACTION: in an enemy's Shoot, step 2 or 4 */
    RF_CARD_INSTANT,     /* INSTANT: in any activation, when its event happens */
};

/* REACT-2: when a reaction is played. */
enum rf_react_when { RF_BEFORE_FIRING, RF_AFTER_FIRING };

/* INSTANT-1: the events that open an instant window. */
enum rf_card_event {
    RF_EVENT_NONE,
    RF_EVENT_SQUAD_RESPAWN,   /* a legend of the card holder's squad performs a Respawn */
    RF_EVENT_COUNT
};

/* Effects (effects.c): what a card does. The numbers a0…a3 are the
 * effect's own. */
enum rf_effect {
    RF_EFF_MOVE,              /* the legend performs a Move a0 */
    RF_EFF_RESTORE,           /* restore a0 health and a1 shield (DMG-7) */
    RF_EFF_DRAW,              /* draw a0 action cards (CARD-6) */
    RF_EFF_SHOT_MODS,         /* in a Shoot: HT a0, damage per hit a1, stability a2,
                                 fire rate a3 (first number) */
    RF_EFF_SHOT_DEFENCE,      /* in a Shoot against the legend: HT +a0, damage -a1 per
                                 hit, the cards count as without icon bits a2 (TERM-7) */
    RF_EFF_FREE_RESPAWN,      /* the Respawn costs no AP; a squadmate may come back next to
                                 the card's holder (EX-INSTANT-1) */
    RF_EFF_SHOOT,             /* the legend performs a Shoot; it is the activation's one
                                 Shoot (CARD-7, ACT-10) */
    RF_EFF_COOLDOWN,          /* the legend's cooldown tokens move a0 left (as COOL-5) */
    RF_EFF_RESTORE_SQUAD,     /* every legend of the squad within range a2 of the legend
                                 (itself too) restores a0 health and a1 shield */
    RF_EFF_COUNT
};

typedef struct rf_card_def {
    char id[24];
    char name[48];
    char deck[24];            /* the deck it belongs to (a legend's, or a test deck) */
    uint8_t kind;             /* enum rf_card_kind */
    uint8_t cost;             /* SPECIAL: 1 or 2 AP */
    uint8_t when;             /* REACTION: enum rf_react_when */
    uint8_t squad;            /* REACTION: the "Squad" keyword (REACT-2) */
    uint8_t event;            /* INSTANT: enum rf_card_event */
    uint8_t effect;           /* enum rf_effect */
    int8_t a[4];
    char text[200];           /* the card's text, for players */
} rf_card_def;

#define RF_MAX_CARD_DEFS 160
#define RF_DECK_SIZE 8        /* CARD-6, COMP-8: 8 action cards per legend */

typedef struct rf_cards {
    int n;
    rf_card_def card[RF_MAX_CARD_DEFS];
} rf_cards;

/* Cards of a deck, in data order; returns how many (at most max). */
int rf_cards_of_deck(const rf_cards *c, const char *deck, int *out, int max);

const char *rf_effect_name(int effect);
int rf_effect_parse(const char *name);          /* -1 if unknown */

#endif
