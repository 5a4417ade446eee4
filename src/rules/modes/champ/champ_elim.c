/*
 * champ_elim.c — eliminations and victory in Champions (see champ_elim.h).
 */
#include "rules/modes/champ/champ_elim.h"
#include "rules/engine/engine.h"
#include "rules/modes/equip/equip.h"
#include "rules/record/log.h"
#include "rules/modes/br/victory.h"

void champ_eliminate(rf_game *g, int l)
{
    const rf_champ_rules *r = &g->content->champ.rules;
    rf_legend *lg = &g->legend[l];
    lg->on_map = false;                                     /* CHAMP-15 (1) */
    lg->vitals.ko_exhausted = false;
    if (equip_on(g, l)) equip_unlock_all(g, l);       /* CHAMP-15 (2) */
    lg->vitals.shield = (int8_t)r->respawn_shield;          /* CHAMP-15 (3): 60 */
    lg->vitals.health = (int8_t)r->respawn_health;
    if (lg->death_boxes > 0) {                              /* CHAMP-15: 1 VP each */
        lg->death_boxes--;
        g->vp[lg->squad ^ 1]++;
    }
    log_msg(g, -1, "Champion %s is eliminated; %d death box%s left; VP champions %d, "
            "challengers %d (CHAMP-15)", lg->name, lg->death_boxes, lg->death_boxes == 1 ? "" : "es",
            g->vp[RF_RED], g->vp[RF_BLUE]);
    champ_victory(g);
}

bool champ_victory(rf_game *g)
{
    const rf_champ_rules *r = &g->content->champ.rules;
    int winner = g->vp[RF_BLUE] >= r->challengers_vp ? RF_BLUE          /* CHAMP-3: 2 VP */
               : g->vp[RF_RED] >= r->champions_vp ? RF_RED : -1;         /* CHAMP-3: 4 VP */
    if (winner < 0) return false;
    engine_end_game(g, winner, RF_END_CHAMP_VP);                                /* CHAMP-3 */
    return true;
}
