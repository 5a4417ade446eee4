/*
 * cover_memo.h — cover between two spaces (COVER, geo_cover), remembered
 * per thread (cover_memo.c).
 */
#ifndef RF_RULES_COVER_MEMO_H
#define RF_RULES_COVER_MEMO_H

#include <stdbool.h>

#include "rules/engine/state.h"

/* geo_cover(board, overlay, from, to, NULL) of g's map and overlay: the
 * same answer, kept for the next ask (pairs on the board). */
bool cover_memo_of(const rf_game *g, geo_cell from, geo_cell to);

#endif
