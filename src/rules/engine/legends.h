/*
 * legends.h — questions and changes about legends that several frames
 * share: who stands where, who sees whom, a legend's weapon as it shoots,
 * elimination (ELIM-2, ELIM-3) and placement on the map.
 */
#ifndef RF_RULES_LEGENDS_H
#define RF_RULES_LEGENDS_H

#include "rules/engine/state.h"

/* Spaces of legends on the map, except legend `except` (-1: none). */
void legends_occupied(const rf_game *g, int except, geo_cellset *out);
/* Line of sight between two legends on the map (LOS, with the overlay). */
bool legend_sees(const rf_game *g, int a, int b);
/* Is `a`'s squad the enemy of `b`'s? */
static inline bool legend_enemies(const rf_game *g, int a, int b)
{
    return g->legend[a].squad != g->legend[b].squad;
}
/* The weapon in slot s as it shoots: card plus fitted attachments. */
rf_weapon_stats legend_weapon(const rf_game *g, int l, int slot);
/* A loaded weapon (SHOOT-5, WEAPON-17)? */
bool legend_can_fire(const rf_game *g, int l, int slot);
/* May s choose t as the target of a Shoot: an enemy in sight (SHOOT-3,
 * SHOOT-4) that no running ability hides (Into the Void, legends/status.h)? */
bool legend_shoot_target(const rf_game *g, int s, int t);
/* A loaded weapon and an enemy in sight: a Shoot is possible (SHOOT-3, SHOOT-6). */
bool legend_shoot_possible(const rf_game *g, int l);
/* MELEE-1: an enemy adjacent to l that it may attack in melee (frame_melee.c). */
bool legend_melee_target_any(const rf_game *g, int l);
/* The helmet's protection (GEAR-7), for rf_aim_target. */
void legend_helmet(const rf_game *g, int l, uint8_t *value, uint8_t *count);
/* ELIM-2, ELIM-3: off the map, knockdown shield back to active, shield 20
 * and health 40, a death box to the enemy squad as a victory point; then
 * what it means by the mode's rule (plugin.h's eliminated: BR-5, CHAMP-3;
 * in Assassination the role card is revealed, ASSN-10, and may end the
 * game). A mode may replace ELIM-2 and ELIM-3 (ELIM-6, plugin.h's
 * eliminate). `by`: the legend that eliminated it, -1 none (the ring). */
void legend_eliminate_by(rf_game *g, int l, int by);
static inline void legend_eliminate(rf_game *g, int l) { legend_eliminate_by(g, l, -1); }
/* ACT-10: the activation has had its one Shoot action (unless a plug-in
 * lifts the limit, GUNRUN-6). */
bool legend_shot_limit_reached(const rf_game *g);
/* ELIM-3's line in the log: death boxes left and the squads' VP. */
void legend_log_elimination(rf_game *g, int l);

#endif
