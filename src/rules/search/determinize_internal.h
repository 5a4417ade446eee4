/*
 * determinize_internal.h — what determinize.c (the pieces, the cards, the
 * whole) and determinize_stage1.c (another squad's Stage 1 loadout, drawn
 * as a whole, R-STAGE1-2) share; not part of the API (issue 13,
 * docs/visibility.md "Determinization").
 */
#ifndef RF_RULES_DETERMINIZE_INTERNAL_H
#define RF_RULES_DETERMINIZE_INTERNAL_H

#include "rules/engine/state.h"

/* determinize.c */

/* Sort the defs of a group's pieces (uint8 values) before its shuffle. */
void det_sort_defs(uint16_t *v, int n);
/* Whether seat does not hold legend l (a spectator, -1, holds none). */
bool det_other(const rf_game *g, int l, int seat);
/* Whether seat saw piece p go where it lies (rf_seen): it stays there. */
bool det_seen(const rf_game *g, int seat, int p);
/* The squad whose Stage 1 leftovers piece p was (STAGE1-7), or -1. */
int det_leftover_of(const rf_game *g, int p);
/* Whether leftover p is one seat cannot know (drawn anew with the bags). */
bool det_hidden_leftover(const rf_game *g, int p, int seat);
/* A world's hidden leftovers lie front side up (a flip is hidden too). */
void det_fresh_leftovers(rf_game *g, int seat);
/* The group a hidden piece is drawn anew in (pieces of one group may trade
 * places), or -1 when seat knows it. Loot: its bag (rarity, or a legend's
 * own bag); weapon cards: the weapon deck, the special pile, a kitted deck. */
int det_piece_group(const rf_game *g, int p, int seat);
/* Every hidden piece drawn anew within its group; drawn: Stage 1's loot
 * tokens were drawn already (det_stage1_pieces). */
void det_resample_pieces(rf_game *g, int seat, bool drawn, rf_rng *r);

/* determinize_stage1.c */

/* The weapon cards on slots that were drawn anew (from the true game g)
 * are loaded to their new printed ammo (STAGE1-5). */
void det_stage1_ammo(rf_game *out, const rf_game *g, int seat);
/* Another squad's Stage 1 loadout drawn anew as a whole once it has begun
 * (R-STAGE1-2): its tokens with the bags, its weapon cards with the deck,
 * which of its places are filled; the pieces of the rest as elsewhere. */
void det_stage1_pieces(rf_game *g, int seat, rf_rng *r);

#endif
