/*
 * legends.c — see legends.h.
 */
#include "geo/los.h"
#include "rules/engine/legends.h"
#include "rules/record/log.h"
#include "rules/engine/plugin.h"

void legends_occupied(const rf_game *g, int except, geo_cellset *out)
{
    geo_cellset_clear(out);
    for (int i = 0; i < g->nlegends; i++)
        if (i != except && g->legend[i].on_map) geo_cellset_add(out, g->legend[i].pos);
}

bool legend_sees(const rf_game *g, int a, int b)
{
    const rf_legend *la = &g->legend[a], *lb = &g->legend[b];
    if (!la->on_map || !lb->on_map) return false;
    return geo_los_cells(g->map->board, &g->overlay, la->pos, lb->pos);
}

rf_weapon_stats legend_weapon(const rf_game *g, int l, int slot)
{
    const rf_catalog *cat = &g->content->catalog;
    const rf_legend *lg = &g->legend[l];
    const rf_weapon_def *w = &cat->weapon[g->piece[lg->weapon[slot]].def];
    rf_weapon_stats s = combat_weapon_base(w);
    for (int k = 0; k < w->nslots; k++) {
        int p = lg->attach[slot][k];
        if (p >= 0) combat_weapon_fit(&s, &cat->loot[g->piece[p].def]);          /* ATTACH-4 */
        else if (w->slot[k].printed >= 0) combat_weapon_fit(&s, &cat->loot[w->slot[k].printed]); /* ATTACH-7 */
    }
    return s;
}

bool legend_can_fire(const rf_game *g, int l, int slot)
{
    const rf_legend *lg = &g->legend[l];
    return lg->weapon[slot] >= 0 &&
           (lg->ammo[slot] > 0 || plug_ammo_ignored(g, l));                   /* CHAMP-13 */
}

void legend_helmet(const rf_game *g, int l, uint8_t *value, uint8_t *count)
{
    int p = g->legend[l].gear[RF_GEAR_HELMET];
    *value = 0;
    *count = 0;
    if (p < 0) return;
    const rf_loot_def *h = &g->content->catalog.loot[g->piece[p].def];
    *value = h->helmet_value;
    *count = h->helmet_count;
}

void legend_eliminate_by(rf_game *g, int l, int by)
{
    rf_legend *lg = &g->legend[l];
    /* ELIM-6: the modes' own steps replace ELIM-2 and ELIM-3 (CHAMP-15,
     * TDM-12, CTF-13). */
    if (plug_eliminate(g, l, by)) return;
    lg->on_map = false;                                     /* ELIM-2 (1) */
    lg->vitals.ko_exhausted = false;                        /* ELIM-2 (2) */
    int ko = lg->gear[RF_GEAR_KNOCKDOWN];
    if (ko >= 0) g->piece[ko].exhausted = 0;
    lg->vitals.shield = 20;                                 /* ELIM-2 (3) */
    if (lg->vitals.shield > lg->vitals.shield_max) lg->vitals.shield = lg->vitals.shield_max;
    lg->vitals.health = 40;
    if (lg->death_boxes > 0) {                              /* ELIM-3 */
        lg->death_boxes--;
        g->vp[lg->squad ^ 1]++;
    }
    plug_eliminated(g, l, by);                /* the mode's victory: ASSN-10, CHAMP-3, BR-5 */
}

bool legend_shot_limit_reached(const rf_game *g)
{
    return g->shots > 0 && !plug_shot_limit_lifted(g);                /* ACT-10, GUNRUN-6 */
}

void legend_log_elimination(rf_game *g, int l)
{
    const rf_legend *lg = &g->legend[l];
    log_msg(g, -1, "%s is eliminated; %d death box%s left; VP red %d, blue %d", lg->name,
            lg->death_boxes, lg->death_boxes == 1 ? "" : "es", g->vp[RF_RED], g->vp[RF_BLUE]);
}

bool legend_shoot_target(const rf_game *g, int s, int t)
{
    return legend_enemies(g, s, t) && legend_sees(g, s, t) &&             /* SHOOT-3, SHOOT-4 */
           !plug_untargetable(g, t);                                    /* Into the Void */
}

bool legend_shoot_possible(const rf_game *g, int l)
{
    if (!legend_can_fire(g, l, 0) && !legend_can_fire(g, l, 1)) return false;   /* SHOOT-6 */
    if (plug_no_attack(g, l)) return false;                             /* Into the Void */
    for (int t = 0; t < g->nlegends; t++)
        if (legend_shoot_target(g, l, t)) return true;                             /* SHOOT-3 */
    return false;
}
