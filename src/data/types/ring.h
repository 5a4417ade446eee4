/*
 * ring.h — the Ring module's movement cards as content (data/ring_cards.json,
 * ring_load.c; RING-1, RING-7).
 */
#ifndef RF_DATA_TYPES_RING_H
#define RF_DATA_TYPES_RING_H

#include <stddef.h>
#include <stdint.h>
#include "data/types/entrance.h"          /* RF_EDGES */

#define RF_RING_CARDS 8        /* RING-1: 8 ring movement cards */
#define RF_RING_ID_LEN 16

/* A ring movement card (RING-7): how many spaces the 2 border figures of
 * each map edge move inward (the arrows of a ring-shrink card always point
 * into the map). */
typedef struct rf_ring_card {
    char id[RF_RING_ID_LEN];
    uint8_t move[RF_EDGES];
} rf_ring_card;

typedef struct rf_ring_deck {
    int n;                     /* RF_RING_CARDS once loaded */
    rf_ring_card card[RF_RING_CARDS];
} rf_ring_deck;


/* A ring card in words, as printed (its arrows, RING-7): "north 2, west
 * 2". The log and the views name it so, not by its id. */
void content_ring_card_words(const rf_ring_card *c, char *out, size_t n);

#endif
