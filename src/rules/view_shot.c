/*
 * view_shot.c — the hit threshold of a Shoot as a player reads it before
 * shooting (rf_view_shot_ht): the weapon's Hit Threshold at the distance,
 * with its range and optic modifiers and smoke (SHOOT-13 … SHOOT-16,
 * ZONE-7). All of it is public (weapons, attachments, places and zones lie
 * on the open boards), so any seat, and a spectator, may ask; cards that
 * are not yet played (other_mod) are not counted.
 */
#include "rules/engine.h"
#include "rules/legends.h"
#include "rules/shot_setup.h"

int rf_view_shot_ht(const rf_game *g, int s, int t, int slot)
{
    if (s < 0 || t < 0 || s >= g->nlegends || t >= g->nlegends || slot < 0 ||
        slot >= RF_WEAPON_SLOTS)
        return -1;
    /* SHOOT-3, SHOOT-4: an enemy in sight; SHOOT-5: a loaded weapon. The
     * pending options say which targets may be chosen (an ability may hide
     * one); this is the threshold if it is. */
    if (!rf_enemies(g, s, t) || !rf_legend_sees(g, s, t) || !rf_legend_can_fire(g, s, slot))
        return -1;
    rf_weapon_stats w = rf_legend_weapon(g, s, slot);
    return rf_shot_threshold(g, s, t, &w, 0).ht;                  /* SHOOT-13 … SHOOT-16 */
}
