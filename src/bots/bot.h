/*
 * bot.h — what the bots share (bot.c, heuristic.c): the handle and its
 * own generator. Bots see only include/ringfall.h.
 */
#ifndef RF_BOTS_BOT_H
#define RF_BOTS_BOT_H

#include "ringfall.h"

enum bot_kind { BOT_RANDOM, BOT_HEURISTIC };

struct rf_bot {
    int kind;
    unsigned long long s;     /* xorshift64* state, never 0 */
    int target;               /* heuristic: the target it chose for the Shoot under way */
    int ability;              /* heuristic: the ability it is using (0 Tactical, 1 Ultimate) */
};

static inline unsigned long long bot_next(rf_bot *b)
{
    b->s ^= b->s >> 12;
    b->s ^= b->s << 25;
    b->s ^= b->s >> 27;
    return b->s * 0x2545f4914f6cdd1dull;
}

/* Uniform over the legal options (bot.c). */
unsigned bot_choose_random(rf_bot *b, const rf_game *g);
/* The heuristic bot (heuristic.c, docs/bots.md). */
unsigned bot_choose_heuristic(rf_bot *b, const rf_game *g);

#endif
