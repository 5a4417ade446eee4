/*
 * view_shot.c — the hit threshold of a Shoot as a player reads it before
 * shooting (rf_view_shot_ht): the weapon's Hit Threshold at the distance,
 * with its range and optic modifiers and smoke (SHOOT-13 … SHOOT-16,
 * ZONE-7). All of it is public (weapons, attachments, places and zones lie
 * on the open boards), so any seat, and a spectator, may ask; cards that
 * are not yet played (other_mod) are not counted. rf_view_shot_ht_parts
 * gives it broken down, each part with its source, as the log and the
 * observation's record name them (log_shot.c, record.c).
 */
#include <string.h>

#include "rules/engine/engine.h"
#include "rules/combat/ht_parts.h"
#include "rules/engine/legends.h"
#include "rules/engine/pieces.h"
#include "rules/combat/shot_setup.h"
#include "rules/combat/weapon_printed.h"

int rf_view_shot_ht(const rf_game *g, int s, int t, int slot)
{
    if (s < 0 || t < 0 || s >= g->nlegends || t >= g->nlegends || slot < 0 ||
        slot >= RF_WEAPON_SLOTS)
        return -1;
    /* SHOOT-3, SHOOT-4: an enemy in sight; SHOOT-5: a loaded weapon. The
     * pending options say which targets may be chosen (an ability may hide
     * one); this is the threshold if it is. */
    if (!legend_enemies(g, s, t) || !legend_sees(g, s, t) || !legend_can_fire(g, s, slot))
        return -1;
    rf_weapon_stats w = legend_weapon(g, s, slot);
    int mod = 0;
    weapon_passive_apply(g, s, t, slot, &w, &mod);                 /* WEAPON-14 */
    return shot_threshold(g, s, t, &w, mod).ht;                /* SHOOT-13 … SHOOT-16 */
}

bool rf_view_shot_ht_parts(const rf_game *g, int s, int t, int slot, rf_ht_view *out)
{
    memset(out, 0, sizeof *out);
    if (rf_view_shot_ht(g, s, t, slot) < 0) return false;
    rf_weapon_stats w = legend_weapon(g, s, slot);
    int mod = 0;
    weapon_passive_apply(g, s, t, slot, &w, &mod);                 /* WEAPON-14 */
    rf_ht ht = shot_threshold(g, s, t, &w, mod);               /* SHOOT-13 … SHOOT-16 */
    *out = (rf_ht_view){ .ht = ht.ht, .weapon = ht.base, .range = ht.range_mod,
                         .optic = ht.optic_mod, .other = ht.other_mod,
                         .weapon_name = pieces_weapon_of(g, g->legend[s].weapon[slot])->name };
    rf_ht_part p[RF_HT_PARTS];
    int n = shot_ht_parts(g, s, t, slot, p, RF_HT_PARTS), sum = 0;
    for (int i = 0; i < n && out->nparts < RF_VIEW_HT_PARTS - 1; i++) {
        out->part[out->nparts].what = p[i].what;
        out->part[out->nparts].kind = ht_part_kind_name(p[i].kind);
        out->part[out->nparts++].mod = p[i].mod;
        sum += p[i].mod;
    }
    if (sum != ht.other_mod) {                 /* what no named source explains */
        out->part[out->nparts].what = "other";
        out->part[out->nparts].kind = ht_part_kind_name(RF_PART_OTHER);
        out->part[out->nparts++].mod = ht.other_mod - sum;
    }
    return true;
}
