/*
 * victory.h — how a Battle Royale match is won (BR-5, BR-6, BR-7;
 * ROUND-4, ROUND-5).
 */
#ifndef RF_RULES_VICTORY_H
#define RF_RULES_VICTORY_H

#include <stddef.h>

#include "rules/match/end_why.h"
#include "rules/engine/state.h"

/* BR-4: each legend starts with this many death box tokens. */
#define RF_DEATH_BOXES 2

/* BR-5: after an elimination, end the game if every legend of the
 * eliminated legend's squad has lost a death box. Returns true if it
 * ended. */
bool victory_unique_eliminations(rf_game *g, int eliminated);

/* BR-6: at the start of legend l's activation, end the game if l has no
 * death box left and the other squad has 2 VP (2 vs 2) or 4 VP (3 vs 3).
 * Returns true if it ended. */
bool victory_at_activation(rf_game *g, int l);

/* ROUND-5: the winner after the last round by the mode's rule (a squad,
 * or -1 for a draw; BR-7 in Battle Royale): plugin.h's trophy_winner. */
int victory_after_last_round(const rf_game *g);

/* The words of BR's ends and of the trophy in Battle Royale (BR-5 … BR-7;
 * plugin.h's end_words, br_words.c). */
bool br_end_words(const rf_game *g, char *buf, size_t n);
/* BR-7 (2), (3): the tiebreak's facts for the observation's "end". */
struct jbuf;
void br_end_facts(const rf_game *g, struct jbuf *j);

/* BR-6: the VP a squad needs against an enemy legend without death boxes. */
int victory_points_needed(const rf_game *g);

#endif
