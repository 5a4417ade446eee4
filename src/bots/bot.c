/*
 * bot.c — bots behind one handle (rf_bot_new / rf_bot_choose). Bots are
 * clients of include/ringfall.h like any other: they see the options and
 * observations a seat may see, never the state inside (STYLE.md: no
 * borg-style peeking). Each bot has its own generator, separate from the
 * game's, so a bot's choices never disturb the game's random draws.
 */
#include <stdlib.h>
#include <string.h>

#include "ringfall.h"

enum bot_kind { BOT_RANDOM };

struct rf_bot {
    int kind;
    unsigned long long s;     /* xorshift64* state */
};

static unsigned long long next(rf_bot *b)
{
    b->s ^= b->s >> 12;
    b->s ^= b->s << 25;
    b->s ^= b->s >> 27;
    return b->s * 0x2545f4914f6cdd1dull;
}

rf_bot *rf_bot_new(const char *kind, unsigned long long seed)
{
    if (!kind || strcmp(kind, "random") != 0) return NULL;
    rf_bot *b = calloc(1, sizeof *b);
    if (!b) return NULL;
    b->kind = BOT_RANDOM;
    b->s = seed * 0x9e3779b97f4a7c15ull + 0x632be59bd9b4e019ull;
    if (!b->s) b->s = 1;
    return b;
}

void rf_bot_free(rf_bot *b) { free(b); }

/* Uniform over the legal options. */
static unsigned choose_random(rf_bot *b, const rf_game *g)
{
    unsigned codes[RF_MAX_OPTIONS];
    int n = rf_option_codes(g, codes, RF_MAX_OPTIONS);
    if (n > RF_MAX_OPTIONS) n = RF_MAX_OPTIONS;
    return n > 0 ? codes[next(b) % (unsigned long long)n] : 0;
}

unsigned rf_bot_choose(rf_bot *b, const rf_game *g)
{
    switch (b->kind) {
    default: return choose_random(b, g);
    }
}
