/*
 * zones.c — see zones.h.
 *
 * Ordnance (the beta's <Ordnance> tag, RULES.md DMG-6 and GRENADE-7 beta
 * notes): grenades and the ordnance abilities (Rolling Thunder, Defensive
 * Bombardment, docs/legends.md). A legend in a zone that blocks the tag
 * takes none of that damage (DATA-GAPS 7.3: the Dome of Protection); the
 * zone must hold the legend's space (ZONE-3, ZONE-4), a line through it is
 * not enough: damage is not an action between two legends (ZONE-7).
 */
#include "geo/zone.h"
#include "rules/combat/zones.h"

bool zones_prevents(const rf_game *g, int l, unsigned tags, const char **by)
{
    if (!g->legend[l].on_map) return false;
    const geo_kinds *k = &g->content->kinds;
    for (int i = 0; i < g->overlay.n; i++) {
        const geo_overlay_obj *o = &g->overlay.o[i];
        const geo_kind *kd = &k->kind[o->kind];
        if (!(kd->zone_blocks & tags) || o->at.kind != GEO_PLACE_POINT) continue;
        if (!geo_zone_has_cell(g->map->board, o->at.u.point, kd->zone_radius, g->legend[l].pos))
            continue;
        if (by) *by = kd->name;
        return true;
    }
    return false;
}
