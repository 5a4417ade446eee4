/*
 * status.h — what running abilities change in play: the legends' statuses
 * (Bloodhound's Ravens and Beast of the Hunt, Wraith's Into the Void;
 * docs/legends.md). A status is never stored: it holds while its ability's
 * Duration token lies below the initiative track (TIME-2; its miniature on
 * the map or attached, ABIL-8), so it is read from the ability state
 * (g->abil) and ends exactly when the effect does (TIME-5, DESTROY-7).
 *
 * Used by the shot set-up (Hit Threshold, SHOOT-13 … SHOOT-16), the Move
 * action (its MP, MOVE-1), the Shoot targets (SHOOT-4), the melee targets
 * (MELEE-1), the Shoot and Melee offers (ACT-10, ACT-8) and the ability
 * placements on legends (ABIL-8).
 */
#ifndef RF_RULES_LEGENDS_STATUS_H
#define RF_RULES_LEGENDS_STATUS_H

#include <stdbool.h>

#include "rules/combat/ht_parts.h"
#include "rules/engine/state.h"

/* The Hit Threshold modifier running abilities give a Shoot by s at t
 * (Ravens on t of s's squad; Beast of the Hunt of s): negative is easier. */
int status_shot_ht(const rf_game *g, int s, int t);
/* ... the same in parts for the log, after the n parts in out. */
int status_shot_ht_parts(const rf_game *g, int s, int t, rf_ht_part *out, int n, int max);
/* MP added to legend l's Move actions (Beast of the Hunt). */
int status_move_bonus(const rf_game *g, int l);
/* The ability that adds them (its name), NULL if none. */
const char *status_move_source(const rf_game *g, int l);
/* Legend l cannot be the target of a Shoot, a Melee Attack or a card
 * (Into the Void). */
bool status_untargetable(const rf_game *g, int l);
/* Legend l cannot Shoot nor make a Melee Attack (Into the Void). */
bool status_no_attack(const rf_game *g, int l);

#endif
