/*
 * bot.c — bots behind one handle (rf_bot_new / rf_bot_choose) and their
 * names (rf_bot_kind_get). Bots are clients of include/ringfall.h like any
 * other: they see the options and the public view a seat may see, never
 * the state inside (STYLE.md: no borg-style peeking). Each bot has its own
 * generator, separate from the game's, so a bot's choices never disturb the
 * game's random draws.
 */
#include <stdlib.h>
#include <string.h>

#include "bots/bot.h"
#include "bots/ismcts.h"

typedef struct bot_name {
    const char *name, *description;
    int kind, level;
    const char *budget;         /* BOT_SEARCH: as after "search:" (ismcts.h), NULL the default */
} bot_name;

/* hard's budget: 64 simulations a decision, two levels deep, and the
 * search's default cap of a second of CPU time, which 64 simulations
 * (some 15 ms) never reach: a seed gives the same choices on any machine.
 * 64 won 90.6 % of the decided 2 vs 2 matches against normal where 16
 * won 75.3 % (docs/bots.md, "The search bot"). */
#define HARD_BUDGET "64"

/* Every bot by name (docs/bots.md): the difficulty levels first, as a
 * player chooses them. `heuristic` is the name `normal` had before the
 * levels (kept for scripts and old requests). */
static const bot_name names[] = {
    { "easy", "Easy: plays the whole game but misjudges often; for a first game", BOT_HEURISTIC,
      BOT_EASY, NULL },
    { "normal", "Normal: respects the ring, loots, heals, throws grenades and plays the mode",
      BOT_HEURISTIC, BOT_NORMAL, NULL },
    { "hard", "Hard: searches its plans over sampled worlds; the strongest bot", BOT_SEARCH,
      BOT_NORMAL, HARD_BUDGET },
    { "heuristic", "The same as normal (its name before the levels)", BOT_HEURISTIC, BOT_NORMAL,
      NULL },
    { "heuristic-v1", "The first heuristic bot, frozen as the yardstick", BOT_HEURISTIC_V1, 0,
      NULL },
    { "random", "Chooses uniformly among the legal options", BOT_RANDOM, 0, NULL },
    { "search", "Search: information-set Monte Carlo search over sampled worlds (160 "
      "simulations a decision, at most a second; search:N for N simulations, search:Tms for "
      "T ms, search:N/Tms both; /flat for one level)", BOT_SEARCH,
      BOT_NORMAL, NULL },
};
#define NNAMES ((int)(sizeof names / sizeof names[0]))

bool rf_bot_kind_get(int i, const char **name, const char **description)
{
    if (i < 0 || i >= NNAMES) return false;
    if (name) *name = names[i].name;
    if (description) *description = names[i].description;
    return true;
}

rf_bot *rf_bot_new(const char *kind, unsigned long long seed)
{
    const bot_name *k = NULL;
    const char *budget = NULL;              /* "search:N", "search:Nms" (ismcts.h) */
    if (kind && strncmp(kind, "search:", 7) == 0) budget = kind + 7;
    for (int i = 0; i < NNAMES && kind && !k; i++)
        if (strcmp(budget ? "search" : kind, names[i].name) == 0) k = &names[i];
    if (!k) return NULL;
    rf_bot *b = calloc(1, sizeof *b);
    if (!b) return NULL;
    if (k->kind == BOT_SEARCH && !(b->search = bot_search_new(budget ? budget : k->budget))) {
        free(b);
        return NULL;
    }
    b->kind = k->kind;
    b->level = k->level;
    b->s = seed * 0x9e3779b97f4a7c15ull + 0x632be59bd9b4e019ull;
    if (!b->s) b->s = 1;
    b->target = -1;
    return b;
}

long rf_bot_search_sims(const rf_bot *b) { return b ? bot_search_sims(b->search) : 0; }

void rf_bot_free(rf_bot *b)
{
    if (b) bot_search_free(b->search);
    free(b);
}

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
    case BOT_HEURISTIC_V1: return bot_choose_heuristic_v1(b, g);
    case BOT_SEARCH: return bot_choose_search(b, g);
    default: return bot_choose_random(b, g);
    }
}
