/*
 * lifeline.c — Lifeline's ability effects (docs/legends.md, DATA-GAPS 7.5).
 *
 * D.O.C. Heal Drone ("doc_heal" [health, range]): every legend of her squad
 * on the map within range of the drone restores the health (DMG-7) when it
 * is placed (TIME-2: a Duration's effect happens at once) and again when
 * the Duration ends, before the drone returns (TIME-5).
 *
 * Care Package ("care_package" [tokens]): the ability places the Drop
 * marker; when the Delay resolves (TIME-3) the package lands on the
 * marker's space as an object (component kind "care_package": occupies
 * its space, gives cover, interactive) holding that many tokens drawn at
 * random from Lifeline's own bag (COMP-8; care_package.c does the rest). A
 * Delay resolves at a turn's start without decisions (R-TIME-3), so the
 * landing asks nothing: if the space is no longer free (a legend moved
 * onto it, an object was placed there) the package does not land and its
 * tokens stay in the bag (designed; a supply drop would push the legend,
 * DROP-7, but that needs its seat's choice).
 */
#include "geo/adjacency.h"
#include "geo/place.h"
#include "rules/cards/abilities_play.h"
#include "rules/engine/legends.h"
#include "rules/legends/care_package.h"
#include "rules/cards/effect_ops.h"
#include "rules/record/log.h"
#include "rules/engine/pieces.h"

/* DMG-7: Lifeline's squad within range a1 of the drone restores a0 health. */
static void doc_heal(rf_game *g, const rf_ability_ctx *cx)
{
    geo_place at;
    if (cx->mini < 0 || !abil_mini_place(g, &g->abil.mini[cx->mini], &at)) return;
    int squad = g->legend[cx->legend].squad;
    for (int t = 0; t < g->nlegends; t++) {
        rf_legend *lg = &g->legend[t];
        if (lg->squad != squad || !lg->on_map) continue;
        if (geo_distance(g->map->board, at, geo_place_cell(lg->pos)) > cx->def->a[1]) continue;
        combat_restore_health(&lg->vitals, cx->def->a[0]);
        log_msg(g, -1, "%s's %s: %s restores %d health", g->legend[cx->legend].name,
                cx->def->name, lg->name, cx->def->a[0]);
    }
}

const rf_ability_fx rf_fx_doc_heal = {
    .start = doc_heal,               /* placed: at once (TIME-2) */
    .end = doc_heal,                 /* the Duration ends: again (TIME-5) */
};

/* The Delay resolves (TIME-3): the package lands on the Drop marker. */
static void care_package_lands(rf_game *g, const rf_ability_ctx *cx)
{
    geo_place at;
    if (cx->mini < 0 || !abil_mini_place(g, &g->abil.mini[cx->mini], &at) ||
        at.kind != GEO_PLACE_CELL)
        return;
    if (!care_package_land(g, cx->legend, at.u.cell, cx->def->a[0]))
        log_msg(g, -1, "%s's %s cannot land on %d,%d: the space is not free",
                g->legend[cx->legend].name, cx->def->name, at.u.cell.x, at.u.cell.y);
}

const rf_ability_fx rf_fx_care_package = {
    .start = care_package_lands,
};
