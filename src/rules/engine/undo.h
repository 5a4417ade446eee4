/*
 * undo.h — what a seat may take back (issue 15): the information counter
 * of the state (rf_game.info) and its bumps. rf_undoable (include/ringfall.h)
 * compares two states by it.
 */
#ifndef RF_RULES_UNDO_H
#define RF_RULES_UNDO_H

#include "rules/engine/state.h"

/* Something nobody could know before is now known to someone (a card
 * drawn, an Aim card revealed, a token drawn from a bag), or the
 * activation ended (ACT-2): nothing before this point may be undone. */
static inline void undo_info_new(rf_game *g) { g->info++; }

/* After a choice made by seat: if the decision has passed to another seat
 * (or the game ended), that seat may have decided on what it saw. */
void undo_info_after_choice(rf_game *g, int seat);

#endif
