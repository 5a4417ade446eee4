/*
 * bot.c — bots behind one handle (rf_bot_new / rf_bot_choose). Bots are
 * clients of include/ringfall.h like any other: they see the options and
 * the public view a seat may see, never the state inside (STYLE.md: no
 * borg-style peeking). Each bot has its own generator, separate from the
 * game's, so a bot's choices never disturb the game's random draws.
 */
#include <stdlib.h>
#include <string.h>

#include "bots/bot.h"

rf_bot *rf_bot_new(const char *kind, unsigned long long seed)
{
    int k;
    if (kind && strcmp(kind, "random") == 0) k = BOT_RANDOM;
    else if (kind && strcmp(kind, "heuristic") == 0) k = BOT_HEURISTIC;
    else return NULL;
    rf_bot *b = calloc(1, sizeof *b);
    if (!b) return NULL;
    b->kind = k;
    b->s = seed * 0x9e3779b97f4a7c15ull + 0x632be59bd9b4e019ull;
    if (!b->s) b->s = 1;
    b->target = -1;
    return b;
}

void rf_bot_free(rf_bot *b) { free(b); }

unsigned bot_choose_random(rf_bot *b, const rf_game *g)
{
    unsigned codes[RF_MAX_OPTIONS];
    int n = rf_option_codes(g, codes, RF_MAX_OPTIONS);
    if (n > RF_MAX_OPTIONS) n = RF_MAX_OPTIONS;
    return n > 0 ? codes[bot_next(b) % (unsigned long long)n] : 0;
}

unsigned rf_bot_choose(rf_bot *b, const rf_game *g)
{
    switch (b->kind) {
    case BOT_HEURISTIC: return bot_choose_heuristic(b, g);
    default: return bot_choose_random(b, g);
    }
}
