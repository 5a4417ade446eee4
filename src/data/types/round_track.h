/*
 * round_track.h — the round track as content (data/round_track.json, ring_load.c;
 * ROUND-1, TRANS-5, TRANS-9, SYM-1).
 */
#ifndef RF_DATA_TYPES_ROUND_TRACK_H
#define RF_DATA_TYPES_ROUND_TRACK_H

#include <stdint.h>

/* Round-track spaces (TRANS-5, TRANS-9, SYM-1). A numbered round space is
 * the diamond space of TRANS-5(c): tokens below it are resolved when the
 * marker moves onto it (DROP-2 puts tokens on positions "2" and "4"). */
enum rf_track_kind { RF_TRACK_ROUND, RF_TRACK_SQUARE, RF_TRACK_DOTTED, RF_TRACK_TROPHY,
                     RF_TRACK_KINDS };
/* Symbols of a square or dotted space (SYM-1), resolved in this order. */
enum { RF_SYM_RING_MOVE = 1u << 0, RF_SYM_RESHUFFLE = 1u << 1 };

#define RF_TRACK_MAX 24
#define RF_TRACK_ROUNDS 8      /* ROUND-1: up to 8 rounds; the trophy ends round 8 (BR-7) */

typedef struct rf_track_space {
    uint8_t kind;              /* enum rf_track_kind */
    uint8_t round;             /* RF_TRACK_ROUND: 1 … 8; else 0 */
    uint8_t symbols;           /* square/dotted: RF_SYM_* bits; else 0 */
    uint8_t damage;            /* RF_TRACK_ROUND: ring damage printed below it (TRANS-2) */
} rf_track_space;

/* The round track, position 0 first (round 1, SETUP-2), the trophy last. */
typedef struct rf_round_track {
    int n;
    rf_track_space space[RF_TRACK_MAX];
} rf_round_track;


/* "round", "square", "dotted", "trophy"; and back (-1 if unknown). */
const char *ring_track_kind_name(int kind);
int ring_track_kind_parse(const char *name);

#endif
