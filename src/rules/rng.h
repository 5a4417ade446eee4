/*
 * rng.h — the game's one random generator (DESIGN.md, Determinism).
 *
 * Every shuffle and every draw of a game goes through the generator held in
 * its state, so the same content, setup, seed and choices give the same
 * game, byte for byte. splitmix64 seeding, xorshift64* steps; unbiased
 * bounded draws by rejection. Plain data: copied with the state.
 */
#ifndef RF_RULES_RNG_H
#define RF_RULES_RNG_H

#include <stdint.h>

typedef struct rf_rng { uint64_t s; } rf_rng;

void rf_rng_seed(rf_rng *r, uint64_t seed);
uint64_t rf_rng_next(rf_rng *r);
/* Uniform in [0, n), n > 0. */
uint32_t rf_rng_below(rf_rng *r, uint32_t n);
/* Fisher–Yates shuffle of n int16 values. */
void rf_rng_shuffle16(rf_rng *r, int16_t *v, int n);

#endif
