#ifndef RF_BOTS_HEURISTIC_FIND_H
#define RF_BOTS_HEURISTIC_FIND_H
/*
 * heuristic_find.h — the heuristic bot's "is this kind of option offered?"
 * (docs/bots.md): the first option of a kind among a decision's codes.
 */
#include "ringfall.h"

/* The first code of this kind (and a, if a >= 0) among codes[0 .. n-1],
 * or 0. */
unsigned bot_find(const unsigned *codes, int n, int kind, int a);

/* The decision's codes, just listed into `codes`: the kinds among them are
 * noted once, so that bot_find on this same array and count answers 0 at
 * once for a kind that is not there. The array must not change until the
 * next note (bot_choose_heuristic lists each decision into one array). */
void bot_find_note(const unsigned *codes, int n);

#endif
