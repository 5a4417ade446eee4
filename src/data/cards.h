/*
 * cards.h — action cards (rules CARD, ENHANCE, REACT, INSTANT, RUSH).
 *
 * A card is data (data/cards.json; test-only cards in tests/data/): its
 * kind and cost, for reactions when it may be played and whether squadmates
 * may play it, for instants the event that opens it, and its effect: a
 * named effect of data/effect_list.h with up to four named arguments.
 * Angband-style: adding a card is a data entry; adding an effect is one
 * line of the list and one handler.
 *
 * A legend's deck is every card of one deck id (8 for a legend, CARD-6).
 */
#ifndef RF_RULES_CARDS_H
#define RF_RULES_CARDS_H

#include <stdint.h>

#include "data/effect_list.h"      /* enum rf_effect: what a card does */

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
    RF_EVENT_ENHANCED_SHOOT,  /* "play as Enhanced Shoot": the holder's own Shoot, step 1d;
                                 it counts as the Shoot's one Enhanced card (ENHANCE-3) */
    RF_EVENT_COUNT
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
    uint8_t effect;           /* enum rf_effect (a CARD line of effect_list.h) */
    int8_t a[4];              /* its arguments, in the list's order */
    uint8_t burst;            /* CARD-9's BURST keyword: printed, "currently has no effect" */
    char text[200];           /* the card's text, for players */
} rf_card_def;

#define RF_MAX_CARD_DEFS 160
#define RF_DECK_SIZE 8        /* CARD-6, COMP-8: 8 action cards per legend */

typedef struct rf_cards {
    int n;
    rf_card_def card[RF_MAX_CARD_DEFS];
} rf_cards;

/* ENHANCE-1, ENHANCE-3: c is played at step 1d of its holder's own Shoot,
 * as the Shoot's one Enhanced card (an enhanced shoot, or an instant
 * "play as Enhanced Shoot"). */
static inline int card_as_enhance(const rf_card_def *c)
{
    return c->kind == RF_CARD_ENHANCE ||
           (c->kind == RF_CARD_INSTANT && c->event == RF_EVENT_ENHANCED_SHOOT);
}

/* Cards of a deck, in data order; returns how many (at most max). */
int cards_of_deck(const rf_cards *c, const char *deck, int *out, int max);

/* An effect's name (any domain; "?" if none), a card effect by name (-1
 * if unknown): effect_defs.c. */
const char *effect_name(int effect);
int effect_parse(const char *name);

#endif
