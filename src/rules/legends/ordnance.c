/*
 * ordnance.c — "ordnance_area": an ability's area of ordnance damage
 * (Bangalore's Rolling Thunder, Gibraltar's Defensive Bombardment;
 * docs/legends.md).
 *
 * When the effect happens (for a Delay: when its token resolves, TIME-3,
 * EX-TIME-2) the ability's template (data/templates.json, AOE-2, AOE-3) is
 * laid with its source space on the miniature's space:
 *  - args[0] flying: 1, a FLYING marker, hits the whole area regardless of
 *    blockades and levels (AOE-4, TRAIT-10, EX-AOE-1); 0 stops at blockades
 *    and other levels (AOE-5);
 *  - args[1] facing: 0, as drawn; 1, turned to stretch away from the user
 *    (the nearest orthogonal direction from the user to the miniature when
 *    it was placed, rf_abil_mini.facing; designed).
 * Spaces beyond the map edge belong to an imaginary extension (AOE-6) and
 * hold nobody. Every legend on the map on a hit space, friend or foe, the
 * user too (as grenades, GRENADE-7), takes that space's value as
 * <ORDNANCE> damage, unless it stands in a zone that prevents ordnance
 * (the Dome of Protection, DATA-GAPS 7.3 beta; zones.c).
 */
#include "geo/zone.h"
#include "rules/cards/abilities_play.h"
#include "rules/cards/effect_ops.h"
#include "rules/record/log.h"
#include "rules/combat/zones.h"

#define AREA_CELLS (GEO_AOE_MAX * GEO_AOE_MAX)

/* The value of the hit space c, 0 if c is not hit. */
static int value_at(const geo_aoe_hit *hit, int n, geo_cell c)
{
    for (int i = 0; i < n; i++)
        if (geo_cell_eq(hit[i].cell, c)) return hit[i].value;
    return 0;
}

static void ordnance_area(rf_game *g, const rf_ability_ctx *cx)
{
    const rf_ability_def *a = cx->def;
    const geo_template *t = content_template(g->content, a->template_id);
    geo_place at;
    if (cx->mini < 0 || !t || !abil_mini_place(g, &g->abil.mini[cx->mini], &at) ||
        at.kind != GEO_PLACE_CELL)
        return;
    const geo_board *b = g->map->board;
    int rot = a->a[1] ? g->abil.mini[cx->mini].facing : 0;
    geo_aoe_hit hit[AREA_CELLS];
    int n = geo_aoe(b, &g->overlay, t, at.u.cell, geo_floor(b, at.u.cell), rot, a->a[0] != 0,
                    hit, AREA_CELLS);                                     /* AOE-4, AOE-5 */
    log_msg(g, -1, "%s's %s strikes %d space%s around %d,%d", g->legend[cx->legend].name,
            a->name, n, n == 1 ? "" : "s", at.u.cell.x, at.u.cell.y);
    for (int v = 0; v < g->nlegends && !g->over; v++) {
        int dmg = g->legend[v].on_map ? value_at(hit, n, g->legend[v].pos) : 0;
        const char *zone = NULL;
        if (!dmg) continue;
        if (zones_prevents(g, v, GEO_DTAG_ORDNANCE, &zone))
            log_msg(g, -1, "%s is in the %s: no damage from %s", g->legend[v].name, zone,
                    a->name);
        else
            abil_damage_legend(g, v, dmg, cx->legend, a);
    }
}

const rf_ability_fx rf_fx_ordnance_area = {
    .start = ordnance_area,          /* a Delay: when its token resolves (TIME-3) */
};
