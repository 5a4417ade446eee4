/*
 * loba.c — Loba's own effects (docs/legends.md; she appears only in the
 * match settings' examples, DATA-GAPS 7.7). Burglar's Best Friend is the
 * shared "relocate" effect (relocate.c).
 *
 * Black Market Boutique ("black_market" [tokens, range]): every legend of
 * her squad on the map within range of the placed Black Market receives
 * that many rare loot tokens drawn from the rare bag (LOOT-7) and keeps or
 * drops each (LOOT-4). The use is in her activation, so the receive frames
 * are pushed at once, the lowest legend deciding first; an empty bag gives
 * nothing more. Her action card Thief's Artistry is thief.c.
 */
#include "geo/adjacency.h"
#include "rules/cards/abilities_play.h"
#include "rules/cards/effect_ops.h"
#include "rules/record/log.h"
#include "rules/engine/pieces.h"

static void black_market(rf_game *g, const rf_ability_ctx *cx)
{
    geo_place at;
    if (cx->mini < 0 || !abil_mini_place(g, &g->abil.mini[cx->mini], &at)) return;
    int squad = g->legend[cx->legend].squad;
    for (int t = g->nlegends - 1; t >= 0; t--) {          /* pushed last = decides first */
        rf_legend *lg = &g->legend[t];
        if (lg->squad != squad || !lg->on_map) continue;
        if (geo_distance(g->map->board, at, geo_place_cell(lg->pos)) > cx->def->a[1]) continue;
        int got = 0;
        for (int k = 0; k < cx->def->a[0]; k++) got += pieces_bag_draw(g, RF_RARE, t) >= 0;  /* LOOT-7 */
        log_msg(g, -1, "%s receives %d rare loot token%s from the %s", lg->name, got,
                got == 1 ? "" : "s", cx->def->name);
        if (got) engine_push(g, FR_RECEIVE_LOOT, t);                         /* LOOT-4 */
    }
}

const rf_ability_fx rf_fx_black_market = {
    .start = black_market,
};
