/*
 * heuristic_setup.h — the heuristic bot's choices before Stage 3
 * (heuristic_setup.c): colour, draft, loadout, entrance board.
 */
#ifndef RF_BOTS_HEURISTIC_SETUP_H
#define RF_BOTS_HEURISTIC_SETUP_H

#include "ringfall.h"

unsigned bot_heuristic_setup(rf_bot *b, const rf_game *g, const rf_decision *d);
/* The colour (0 red, 1 blue) the bot takes when it wins the draw (DRAFT-2). */
int bot_colour(const rf_game *g, int level);

#endif
