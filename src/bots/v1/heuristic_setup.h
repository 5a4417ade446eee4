/*
 * heuristic_setup.h — the heuristic bot's choices before Stage 3
 * (heuristic_setup.c): colour, draft, loadout, entrance board.
 *
 * FROZEN (heuristic-v1): a copy of the heuristic bot as it was on main at
 * affbd3d, kept unchanged from now on as the fixed yardstick the other bots
 * are measured against (docs/bots.md, "Levels and the yardstick"): a
 * reference that moved would make every strength figure meaningless. Do
 * not fix or improve it; improve src/bots/heuristic*.c instead.
 */
#ifndef RF_BOTS_V1_HEURISTIC_SETUP_H
#define RF_BOTS_V1_HEURISTIC_SETUP_H

#include "ringfall.h"

unsigned v1_heuristic_setup(rf_bot *b, const rf_game *g, const rf_decision *d);

#endif
