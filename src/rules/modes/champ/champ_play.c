/*
 * champ_play.c — a champion in play: CHAMP-1, CHAMP-7, CHAMP-12, CHAMP-13
 * (see champ_play.h).
 */
#include "rules/modes/champ/champ_play.h"

bool champ_is_champion(const rf_game *g, int l)
{
    return g->mode == RF_MODE_CHAMP && g->legend[l].squad == RF_RED;      /* CHAMP-1 */
}

int champ_activation_ap(const rf_game *g, int l)
{
    if (!champ_is_champion(g, l)) return 2;                             /* ACT-3 */
    return g->content->champ.rules.ap;                                     /* CHAMP-12: 3 */
}

int champ_same_action_limit(const rf_game *g, int l)
{
    return champ_activation_ap(g, l);          /* ACT-9: twice; CHAMP-12: total 3 AP */
}

bool champ_unlimited_ammo(const rf_game *g, int l)
{
    return champ_is_champion(g, l);                                     /* CHAMP-13 */
}

void champ_vitals(rf_game *g, int l)
{
    const rf_champ_rules *r = &g->content->champ.rules;
    rf_vitals *v = &g->legend[l].vitals;
    v->shield = v->shield_max = (int8_t)r->shield;                         /* CHAMP-7: 70 */
    v->health = v->health_max = (int8_t)r->health;                         /* DMG-8, CHAMP-7 */
}
