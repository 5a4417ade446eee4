/*
 * move_path.h — a Move option's path as the engine takes it (frame_move.c),
 * for the views (view_cost.c).
 */
#ifndef RF_RULES_MOVE_PATH_H
#define RF_RULES_MOVE_PATH_H

#include "rules/engine/state.h"

/* The spaces entered moving to the space of code (OPT_MOVE_TO) and the MP
 * spent on reaching each; how many (at most max), -1 if the Move does not
 * reach it. */
int move_option_path(const rf_game *g, const rf_frame *f, uint32_t code, geo_cell *path,
                        int *mp_at, int max);

#endif
