/*
 * heuristic_find.c — bot_find: the first option of a kind. A decision asks
 * it for a dozen kinds or more, most of them not offered, and each miss
 * read every code (about 5 M instructions in 5 normal 3 vs 3 matches,
 * docs/performance.md "Twelfth pass"); the kinds of the decision's own
 * codes are noted once (bot_find_note), and a kind not among them is
 * answered without the scan. The scan, when made, is the same as before,
 * so the code found is the same.
 */
#include <stdint.h>

#include "bots/heuristic_find.h"

typedef struct find_note {
    const unsigned *codes;
    int n;
    uint64_t kinds[4];                 /* bit k: a code of kind k (code >> 24: 0 … 255) */
} find_note;

static _Thread_local find_note note;

void bot_find_note(const unsigned *codes, int n)
{
    uint64_t kinds[4] = { 0, 0, 0, 0 };
    unsigned last = 256;               /* codes of a kind come in runs: one bit a run */
    for (int i = 0; i < n; i++) {
        unsigned k = (unsigned)rf_opt_kind_of(codes[i]) & 255u;
        if (k == last) continue;
        kinds[k >> 6] |= 1ull << (k & 63u);
        last = k;
    }
    note.codes = codes;
    note.n = n;
    for (int w = 0; w < 4; w++) note.kinds[w] = kinds[w];
}

/* False only when codes are the noted ones and no code has this kind. */
static bool may_hold(const unsigned *codes, int n, int kind)
{
    if (codes != note.codes || n != note.n || kind < 0 || kind > 255) return true;
    return note.kinds[kind >> 6] >> (kind & 63) & 1u;
}

unsigned bot_find(const unsigned *codes, int n, int kind, int a)
{
    if (!may_hold(codes, n, kind)) return 0;
    for (int i = 0; i < n; i++)
        if (rf_opt_kind_of(codes[i]) == kind && (a < 0 || rf_opt_a(codes[i]) == a)) return codes[i];
    return 0;
}
