/*
 * test_bot_find.c — the heuristic bot's bot_find (src/bots/heuristic_find.c):
 * with a decision's codes noted (bot_find_note), a kind not among them is
 * answered without a scan; every answer must still be the plain scan's
 * first code of that kind (and a), for the noted array, for another array
 * of the same count, and after the noted array is noted again with new
 * codes. It fails when a run of one kind hides another kind's bit, when
 * the note is read for an array it was not made of, or when a kind past
 * 63 is kept in the wrong word.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "testutil.h"
#include "bots/heuristic_find.h"

#define N 160

static unsigned plain(const unsigned *codes, int n, int kind, int a)
{
    for (int i = 0; i < n; i++)
        if (rf_opt_kind_of(codes[i]) == kind && (a < 0 || rf_opt_a(codes[i]) == a)) return codes[i];
    return 0;
}

/* Runs of codes of random kinds (a few past 63, as wide as code >> 24
 * allows), each with a random a. */
static void fill(unsigned *codes, int n, unsigned long long *x)
{
    int kind = 0;
    for (int i = 0; i < n; i++) {
        *x ^= *x << 13, *x ^= *x >> 7, *x ^= *x << 17;
        if (i == 0 || *x % 5 == 0) kind = (int)(*x >> 8) % 12 + (*x >> 20 & 1 ? 60 : 0) + (*x >> 21 & 1 ? 130 : 0);
        codes[i] = (unsigned)kind << 24 | (unsigned)(*x >> 32) % 4u << 16 | (unsigned)(*x >> 40) % 64u;
    }
}

static void check_all(const unsigned *codes, int n)
{
    for (int kind = 0; kind < 256; kind++)
        for (int a = -1; a < 4; a++)
            assert_int_equal(bot_find(codes, n, kind, a), plain(codes, n, kind, a));
}

static void test_bot_find_is_the_plain_scan(void **state)
{
    (void)state;
    static unsigned noted[N], other[N];
    unsigned long long x = 0x9e3779b97f4a7c15ull;
    for (int round = 0; round < 200; round++) {
        int n = 1 + (int)(x % N);
        fill(noted, n, &x);
        bot_find_note(noted, n);
        check_all(noted, n);
        fill(other, n, &x);                       /* not noted: scanned */
        check_all(other, n);
        check_all(noted, n - 1);                  /* another count: scanned */
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_bot_find_is_the_plain_scan),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
