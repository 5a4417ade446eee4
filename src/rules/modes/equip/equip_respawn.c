/*
 * equip_respawn.c — a Respawn on an equipment board (TDM-14, TDM-15,
 * CTF-14; plugin.h respawn_spaces, beacon_locked, respawned): any unlocked
 * beacon, not the closest (the Match Settings win over RESP-4, PREC-2); in
 * Capture the Flag the one the enemy squad chose (frame respawn.beacon =
 * beacon + 1, ctf.c). The beacon used takes the one lock token of the
 * map's beacons; then the legend may flip its loadout card. A champion
 * locks none (CHAMP-17, champ_plug.c places it).
 */
#include "rules/modes/champ/champ_play.h"
#include "rules/modes/equip/equip.h"
#include "rules/modes/equip/equip_hooks.h"
#include "rules/frames/respawn.h"

/* TDM-14 (1): around any unlocked beacon; CTF-14 (1): the one the enemy
 * chose. beacons[i]: the beacon of out[i]. */
int equip_respawn_spaces(const rf_game *g, const rf_frame *f, geo_cell *out,
                            int8_t *beacons, int max)
{
    if (!equip_on(g, f->legend)) return -1;
    int n = 0;
    for (int i = 0; i < respawn_beacon_count(g); i++) {
        if (i == g->equip.beacon || (g->mode == RF_MODE_CTF && f->respawn.beacon != i + 1))
            continue;
        geo_cell around[GEO_NDIRS];
        int k = respawn_free_around(g, respawn_beacon_cell(g, i), around);
        for (int j = 0; j < k && n < max; j++) {
            int before = n;
            n = respawn_add_space(out, n, around[j]);
            if (n > before && beacons) beacons[before] = (int8_t)i;
        }
    }
    return n;
}

/* TDM-14: the map's one lock token for beacons. */
bool equip_beacon_locked(const rf_game *g, int i) { return i == g->equip.beacon; }

/* TDM-14 (2): the beacon used is locked; (3), TDM-15: the loadout card may
 * flip. CHAMP-17: a champion locks none. */
void equip_respawned(rf_game *g, int l, int beacon)
{
    if (!equip_on(g, l) || champ_is_champion(g, l)) return;
    if (beacon >= 0) equip_lock_beacon(g, beacon);
    if (g->equip.card[l] >= 0) equip_push(g, RF_EQ_FLIP, l, 0, -1);
}
