/*
 * heuristic_setup.h — the heuristic bot's choices before Stage 3
 * (heuristic_setup.c): colour, draft, loadout, entrance board.
 */
#ifndef RF_BOTS_HEURISTIC_SETUP_H
#define RF_BOTS_HEURISTIC_SETUP_H

#include "ringfall.h"

/* codes, n: the pending decision's options as rf_option_codes lists them
 * for g (bot_choose_heuristic has just listed them: a Stage 1 listing is
 * the largest a match makes, issue 14; listed again it was 2 % of a normal
 * match, docs/performance.md "Thirteenth pass (b)"). */
unsigned bot_heuristic_setup(rf_bot *b, const rf_game *g, const rf_decision *d,
                             const unsigned *codes, int n);
/* The colour (0 red, 1 blue) the bot takes when it wins the draw (DRAFT-2). */
int bot_colour(const rf_game *g, int level);

#endif
