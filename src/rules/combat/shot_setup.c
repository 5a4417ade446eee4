/*
 * shot_setup.c — what a Shoot from legend s at legend t starts from: the
 * hit threshold with its modifiers (SHOOT-13 … SHOOT-16, ZONE-7) and what
 * the Aim cards need to know about the target (AIM-11, AIM-16, COVER).
 * Used by the Shoot frame and by the public shot estimate (view_shot_estimate.c); both
 * need only public information.
 */
#include <string.h>

#include "geo/adjacency.h"
#include "geo/cover.h"
#include "geo/zone.h"
#include "data/cards.h"
#include "rules/combat/cover_memo.h"
#include "rules/engine/legends.h"
#include "rules/engine/plugin.h"
#include "rules/combat/shot_setup.h"
#include "rules/combat/weapon_printed.h"

/* ZONE-7, ZONE-9: every zone that applies to the Shoot (a legend in it, or
 * the line through it) adds its kind's Hit Threshold ("zone_ht": smoke 10,
 * Dome 20); zones stack (ZONE-5, EX-ZONE-2). */
static int zone_modifier(const rf_game *g, int s, int t)
{
    const geo_kinds *k = &g->content->kinds;
    int mod = 0;
    for (int i = 0; i < g->overlay.n; i++) {
        const geo_overlay_obj *o = &g->overlay.o[i];
        const geo_kind *kd = &k->kind[o->kind];
        if (!kd->zone_ht || o->at.kind != GEO_PLACE_POINT) continue;
        if (geo_zone_applies(g->map->board, o->at.u.point, kd->zone_radius,
                             geo_place_cell(g->legend[s].pos), geo_place_cell(g->legend[t].pos)))
            mod += kd->zone_ht;
    }
    return mod;
}

rf_aim_target shot_target(const rf_game *g, int s, int t)
{
    const geo_board *b = g->map->board;
    rf_aim_target at;
    memset(&at, 0, sizeof at);
    int ls = geo_floor(b, g->legend[s].pos), lt = geo_floor(b, g->legend[t].pos);
    at.lower = lt < ls;                                        /* AIM-11 */
    at.higher = lt > ls;
    at.cover = cover_memo_of(g, g->legend[s].pos, g->legend[t].pos);    /* COVER, remembered */
    legend_helmet(g, t, &at.helmet_value, &at.helmet_count);                     /* AIM-16 */
    at.both_icons_hit = g->rules.both_icons_hit;                                      /* options */
    at.half_hits_beta = g->rules.half_hits_beta;
    return at;
}


int shot_ht_parts(const rf_game *g, int s, int t, int slot, rf_ht_part *out, int max)
{
    const geo_kinds *k = &g->content->kinds;
    int n = 0;
    for (int i = 0; i < g->overlay.n; i++) {                 /* ZONE-7, ZONE-9: each zone */
        const geo_overlay_obj *o = &g->overlay.o[i];
        const geo_kind *kd = &k->kind[o->kind];
        if (!kd->zone_ht || o->at.kind != GEO_PLACE_POINT) continue;
        if (geo_zone_applies(g->map->board, o->at.u.point, kd->zone_radius,
                             geo_place_cell(g->legend[s].pos), geo_place_cell(g->legend[t].pos)))
            n = ht_part_add(out, n, max, kd->name, RF_PART_ZONE, kd->zone_ht);
    }
    int dist = geo_distance(g->map->board, geo_place_cell(g->legend[s].pos),
                            geo_place_cell(g->legend[t].pos));
    n = plug_shot_ht_parts(g, s, t, dist, out, n, max);      /* Ravens, Beast; EVENT-5 */
    n = weapon_passive_part(g, s, t, slot, out, n, max);   /* its PASSIVE box (WEAPON-14) */
    const rf_shot *sh = engine_shot_seen(g);
    for (int i = 0; i < 4 && sh->ht_card[i]; i++) {          /* ENHANCE-1, REACT-9 */
        const rf_card_def *c = &g->content->cards.card[sh->ht_card[i] - 1];
        n = ht_part_add(out, n, max, c->name, c->kind == RF_CARD_REACTION ? RF_PART_REACTION : RF_PART_CARD,
                           c->a[0]);
    }
    return plug_shot_before_parts(g, t, out, n, max);         /* CHAMP-20 */
}

int shot_threshold_shared(const rf_game *g, int s, int t, int *dist)
{
    *dist = geo_distance(g->map->board, geo_place_cell(g->legend[s].pos),
                         geo_place_cell(g->legend[t].pos));
    int status = plug_shot_ht(g, s, t, *dist);      /* Ravens, Beast of the Hunt; EVENT-5 */
    return zone_modifier(g, s, t) + status;
}

rf_ht shot_threshold(const rf_game *g, int s, int t, const rf_weapon_stats *w, int other_mod)
{
    int dist, shared = shot_threshold_shared(g, s, t, &dist);
    return combat_hit_threshold(w, dist, shared + other_mod);
}
