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

void rng_seed(rf_rng *r, uint64_t seed);
/* xorshift64*: inline, for the draws of rng_below16. */
static inline uint64_t rng_next(rf_rng *r)
{
    uint64_t x = r->s;
    x ^= x >> 12;
    x ^= x << 25;
    x ^= x >> 27;
    r->s = x;
    return x * 0x2545f4914f6cdd1dull;
}
/* Uniform in [0, n), n > 0. */
uint32_t rng_below(rf_rng *r, uint32_t n);

/* rng_below(r, k) for a k the compiler knows: its rejection limit and
 * remainder are worked out by constants, not divided at run time. */
#define RF_RNG_BELOW_CONST_(r, k, v)                                          \
    do (v) = rng_next(r);                                                  \
    while ((v) >= UINT64_MAX - UINT64_MAX % (k));                             \
    return (uint32_t)((v) % (k))
/* rng_below for n in 1 … 16: the same draws and the same results, inline
 * and without the two 64-bit divisions by a variable (a bot's shot estimate
 * shuffles the Aim deck's 14 cards for 12 samples, tens of thousands of
 * draws a match, docs/performance.md "Eleventh pass (b)"); any other n:
 * rng_below. */
static inline uint32_t rng_below16(rf_rng *r, uint32_t n)
{
    uint64_t v;
    switch (n) {
    case 1: RF_RNG_BELOW_CONST_(r, 1u, v);
    case 2: RF_RNG_BELOW_CONST_(r, 2u, v);
    case 3: RF_RNG_BELOW_CONST_(r, 3u, v);
    case 4: RF_RNG_BELOW_CONST_(r, 4u, v);
    case 5: RF_RNG_BELOW_CONST_(r, 5u, v);
    case 6: RF_RNG_BELOW_CONST_(r, 6u, v);
    case 7: RF_RNG_BELOW_CONST_(r, 7u, v);
    case 8: RF_RNG_BELOW_CONST_(r, 8u, v);
    case 9: RF_RNG_BELOW_CONST_(r, 9u, v);
    case 10: RF_RNG_BELOW_CONST_(r, 10u, v);
    case 11: RF_RNG_BELOW_CONST_(r, 11u, v);
    case 12: RF_RNG_BELOW_CONST_(r, 12u, v);
    case 13: RF_RNG_BELOW_CONST_(r, 13u, v);
    case 14: RF_RNG_BELOW_CONST_(r, 14u, v);
    case 15: RF_RNG_BELOW_CONST_(r, 15u, v);
    case 16: RF_RNG_BELOW_CONST_(r, 16u, v);
    default: return rng_below(r, n);
    }
}
/* Fisher–Yates shuffle of n int16 values. */
void rng_shuffle16(rf_rng *r, int16_t *v, int n);

#endif
