/*
 * bot.h — what the bots share (bot.c, heuristic*.c, v1/): the handle and
 * its own generator. Bots see only include/ringfall.h.
 *
 * The fields `s`, `target` and `ability` are read by the frozen
 * heuristic-v1 (src/bots/v1/): keep them, with their meaning.
 */
#ifndef RF_BOTS_BOT_H
#define RF_BOTS_BOT_H

#include "ringfall.h"

enum bot_kind { BOT_RANDOM, BOT_HEURISTIC_V1, BOT_HEURISTIC, BOT_SEARCH };
/* The heuristic's difficulty levels (docs/bots.md, "Levels"); hard is the
 * search bot (ismcts.c), not a level of the heuristic. */
enum bot_level { BOT_EASY, BOT_NORMAL };

typedef struct bot_search bot_search;   /* the search bot's own (ismcts.c) */

#define BOT_MEMORY 16         /* Stage 1 gear worn, per legend and gear kind */

struct rf_bot {
    int kind;
    int level;                /* BOT_HEURISTIC: enum bot_level */
    unsigned long long s;     /* xorshift64* state, never 0 */
    int target;               /* heuristic: the target it chose for the Shoot under way */
    bool somewhere;           /* heuristic, asked by the search (ismcts.c): a Move of a legend
                                 on the map leaves its space whenever an option does */
    int ability;              /* heuristic: the ability it is using (0 Tactical, 1 Ultimate) */
    /* heuristic: the best rarity each legend wears of each gear kind in
     * Stage 1 (legend * 4 + kind; 0 starting gear), so that it never
     * wears worse gear again (the ping-pong of heuristic-v1) */
    signed char worn[RF_SETUP_MAX_LEGENDS * 4];
    /* heuristic: the attachment slots it filled in Stage 1 (per legend,
     * bit weapon slot * 8 + attachment slot), never refilled */
    unsigned short fitted[RF_SETUP_MAX_LEGENDS];
    /* heuristic: the attachment slots filled in the interaction under way
     * (a slot whose attachment cannot be taken off would otherwise be
     * swapped back and forth) */
    unsigned short fit_slots;
    bot_search *search;       /* BOT_SEARCH: its worlds and budget (ismcts.c) */
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
/* The heuristic bot at b->level (heuristic.c, docs/bots.md). */
unsigned bot_choose_heuristic(rf_bot *b, const rf_game *g);
/* heuristic-v1, frozen (src/bots/v1/heuristic.c). */
unsigned bot_choose_heuristic_v1(rf_bot *b, const rf_game *g);

#endif
