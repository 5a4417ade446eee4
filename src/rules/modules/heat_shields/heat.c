/*
 * heat.c — the Heat Shields module in a game (heat.h).
 */
#include <stdio.h>

#include "errors.h"
#include "geo/adjacency.h"
#include "rules/engine/plugin.h"
#include "rules/modules/deployment/deploy.h"
#include "rules/modules/heat_shields/heat.h"
#include "rules/engine/legends.h"
#include "rules/record/log.h"

bool heat_on(const rf_game *g) { return (g->modules & RF_MODULE_BIT(RF_MOD_HEAT)) != 0; }

static bool is_shield(const geo_overlay_obj *o) { return o->owner == RF_HEAT_OWNER; }

int heat_outside(const rf_game *g, geo_cell c)
{
    int best = -1;
    for (int i = 0; i < g->overlay.n; i++) {
        const geo_overlay_obj *o = &g->overlay.o[i];
        if (!is_shield(o)) continue;
        int d = geo_distance(g->map->board, geo_place_cell(c), o->at) - 1;      /* HEAT-5 */
        if (d < 0) d = 0;
        if (best < 0 || d < best) best = d;
    }
    return best;
}

bool heat_inside(const rf_game *g, geo_cell c) { return heat_outside(g, c) == 0; }

static void remove_shields(rf_game *g)
{
    for (int i = g->overlay.n - 1; i >= 0; i--)
        if (is_shield(&g->overlay.o[i])) geo_overlay_remove(&g->overlay, i);   /* HEAT-8 (a) */
}

void heat_redeploy(rf_game *g)
{
    const geo_board *b = g->map->board;
    const rf_deploy_deck *deck = &g->content->deploy;
    int kind = geo_kinds_find(&g->content->kinds, "heat_shield");
    remove_shields(g);
    int card[RF_HEAT_SHIELDS], token[2 * RF_HEAT_SHIELDS];
    deploy_reveal(&g->rng, RF_HEAT_SHIELDS, card, token);                   /* HEAT-8 (b, c) */
    geo_cellset legends;
    legends_occupied(g, -1, &legends);
    for (int i = 0; i < RF_HEAT_SHIELDS && kind >= 0; i++) {                    /* HEAT-8 (d) */
        const rf_deploy_card *c = &deck->card[card[i]];
        int t1 = deck->token[token[2 * i]], t2 = deck->token[token[2 * i + 1]];
        geo_cell at;
        if (!deploy_space(b, &g->overlay, &legends, c, deploy_corner(c, b->w, b->h), t1, t2,
                             &at))
            continue;
        int o = geo_overlay_add(&g->overlay, kind, geo_place_cell(at));
        if (o < 0) continue;                              /* a full overlay: no room (R-HEAT-8) */
        g->overlay.o[o].owner = RF_HEAT_OWNER;
        log_msg(g, -1, "A heat shield is deployed on %d,%d (deployment card: %d and %d spaces "
                       "from the corner, HEAT-8, DEPLOY-2).", at.x, at.y, t1, t2);
    }
}

rf_status heat_check(const rf_game *g, rf_error *err)
{
    int n = 0;
    for (int i = 0; i < g->overlay.n; i++) n += is_shield(&g->overlay.o[i]);
    if (n > RF_HEAT_SHIELDS || (n && !heat_on(g)))
        return error_fail(err, RF_E_ILLEGAL, NULL, 0, 0, "invariant", "%d heat shields on the map "
                       "(HEAT-1)", n);
    return RF_OK;
}

/* The Heat Shields module's hooks (plugin.h). */
const plug_ops heat_plug = { .name = "heat_shields", .modules = RF_MODULE_BIT(RF_MOD_HEAT),
                             .check = heat_check };
