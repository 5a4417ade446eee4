/*
 * rng.c — see rng.h.
 */
#include "rules/engine/rng.h"

static uint64_t splitmix64(uint64_t *x)
{
    uint64_t z = (*x += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

void rng_seed(rf_rng *r, uint64_t seed)
{
    uint64_t x = seed;
    r->s = splitmix64(&x);
    if (r->s == 0) r->s = 0x2545f4914f6cdd1dull;   /* xorshift needs a non-zero state */
}

uint32_t rng_below(rf_rng *r, uint32_t n)
{
    uint64_t limit = UINT64_MAX - UINT64_MAX % n;   /* reject the biased tail */
    uint64_t v;
    do v = rng_next(r);
    while (v >= limit);
    return (uint32_t)(v % n);
}

void rng_shuffle16(rf_rng *r, int16_t *v, int n)
{
    for (int i = n - 1; i > 0; i--) {
        int j = (int)rng_below(r, (uint32_t)(i + 1));
        int16_t t = v[i];
        v[i] = v[j];
        v[j] = t;
    }
}
