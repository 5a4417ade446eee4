/*
 * shot_setup.h — the hit threshold and the target's situation of a Shoot
 * (shot_setup.c).
 */
#ifndef RF_RULES_SHOT_SETUP_H
#define RF_RULES_SHOT_SETUP_H

#include "rules/combat/combat.h"
#include "rules/combat/ht_parts.h"
#include "rules/engine/state.h"

/* SHOOT-13 … SHOOT-16: the weapon's threshold at the distance from s to t,
 * with smoke (ZONE-7) and other_mod (cards) added. */
/* The parts of that "other" modifier in the Shoot under way, for the log:
 * each zone (ZONE-7), running ability (Ravens, Beast of the Hunt), the
 * event (EVENT-5), the PASSIVE box of the weapon in slot (WEAPON-14; -1
 * none), each card played in it (ENHANCE-1, REACT-9) and the champion's
 * active card (CHAMP-20). Returns how many (at most max). */
int shot_ht_parts(const rf_game *g, int s, int t, int slot, rf_ht_part *out, int max);
rf_ht shot_threshold(const rf_game *g, int s, int t, const rf_weapon_stats *w, int other_mod);
/* The part of it that no weapon changes: the distance from s to t (in
 * *dist) and the zones' and statuses' modifiers (ZONE-7, Ravens, Beast of
 * the Hunt, EVENT-5), returned summed; shot_threshold is
 * combat_hit_threshold(w, dist, that + other_mod). The shot estimate asks
 * it once for both weapon slots (view_shot_estimate.c). */
int shot_threshold_shared(const rf_game *g, int s, int t, int *dist);
/* AIM-11, AIM-16, COVER: t seen from s, and the rules options. */
rf_aim_target shot_target(const rf_game *g, int s, int t);

#endif
