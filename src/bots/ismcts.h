/*
 * ismcts.h — the search bot (ismcts.c, docs/bots.md "The search bot").
 */
#ifndef RF_BOTS_ISMCTS_H
#define RF_BOTS_ISMCTS_H

#include "bots/bot.h"

/* Its budget from what follows "search:" in the kind's name, parts joined
 * by '/': "N" N simulations per decision, "Tms" a cap of T ms of CPU time
 * per decision (default a second; alone: search until then), "flat" one
 * level, "deep" two; NULL the default, NULL returned for a bad one. */
bot_search *bot_search_new(const char *spec);
void bot_search_free(bot_search *s);
/* Simulations made so far (ringfall bench). */
long bot_search_sims(const bot_search *s);
unsigned bot_choose_search(rf_bot *b, const rf_game *g);

#endif
