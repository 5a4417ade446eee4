/*
 * relocate.c — the "relocate" ability effect: the legend goes straight to
 * the free space its ability placed (Pathfinder's Grappling Hook, Loba's
 * Burglar's Best Friend; docs/legends.md).
 *
 * The ability's data does the placing: a free space (ABIL-7) in range
 * (ABIL-9) and in line of sight (ABIL-10), on any level; its marker is
 * where the legend lands. A relocation is not a Move action (MOVE-1): it
 * spends no MP, levels, obstacles and legends on the way do not matter
 * (no MOVE-9 … MOVE-22), it is no basic action (ACT-9), and a zipline on
 * the landing space is not ridden (riding is part of a Move, CUSTOM-11).
 * It does place the legend on a space, so "when a legend enters a space"
 * fires for the landing space only (TERM-6: placed there by an effect).
 * Zones and the Ring need nothing here: a zone applies to a Shoot with a
 * legend in it (ZONE-7) wherever it came from, and a legend may stand
 * outside the Ring and takes its damage at the transition (RING-9, RING-5).
 */
#include "rules/cards/abilities_play.h"
#include "rules/cards/effect_ops.h"
#include "rules/record/log.h"

static void relocate_start(rf_game *g, const rf_ability_ctx *cx)
{
    rf_legend *lg = &g->legend[cx->legend];
    geo_place at;
    if (cx->mini < 0 || !lg->on_map || !abil_mini_place(g, &g->abil.mini[cx->mini], &at) ||
        at.kind != GEO_PLACE_CELL)
        return;
    log_msg(g, -1, "%s goes to %d,%d (%s)", lg->name, at.u.cell.x, at.u.cell.y, cx->def->name);
    lg->pos = at.u.cell;          /* TERM-6: enters the landing space, no other */
}

const rf_ability_fx rf_fx_relocate = {
    .start = relocate_start,
};
