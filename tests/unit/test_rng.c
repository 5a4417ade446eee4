/*
 * test_rng.c — rng_below16 (rules/engine/rng.h) is rng_below: for every n
 * it inlines (1 … 16) and some it hands on, the same value and the same
 * generator state after, from many states (DESIGN.md, Determinism: a bot's
 * shot estimates shuffle the Aim deck with it, docs/performance.md
 * "Eleventh pass (b)").
 */
#include <stdio.h>

#include "testutil.h"
#include "rules/engine/rng.h"

static void test_rng_below16_draws_as_below(void **state)
{
    (void)state;
    long draws = 0;
    for (uint32_t n = 1; n <= 40; n++)
        for (uint64_t seed = 1; seed <= 5000; seed++) {
            rf_rng a, b;
            rng_seed(&a, seed * 0x9e3779b97f4a7c15ull + n);
            b = a;
            for (int k = 0; k < 4; k++, draws++) {
                uint32_t x = rng_below(&a, n), y = rng_below16(&b, n);
                if (x != y || a.s != b.s)
                    fail_msg("n %u, seed %llu, draw %d: %u and %u", n, (unsigned long long)seed, k,
                             x, y);
            }
        }
    printf("rng_below16: %ld draws as rng_below\n", draws);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_rng_below16_draws_as_below),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
