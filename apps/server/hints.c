/*
 * hints.c — what a player reads off the table before choosing a target
 * (GET .../pending, options of kind RF_OPT_TARGET): for each loaded
 * weapon, the Hit Threshold (SHOOT-13 … SHOOT-16) and the expected hits,
 * headshots and damage of the Shoot, and whether the target is behind cover (COVER). Public
 * information only (rf_view_shot_ht, rf_view_shot_value shuffle their own
 * copy of the Aim deck, never the game's: SHOOT-12), and deterministic:
 * the estimate's generator is seeded by the step, so the same page gives
 * the same numbers.
 */
#include "srv.h"

#define HINT_SAMPLES 256

static double tenths(double v) { return (double)(int)(v * 10 + .5) / 10; }

/* The threshold broken down (rf_view_shot_ht_parts): the printed one,
 * range, optic and each other modifier with its source. */
static json_t *threshold_json(const rf_ht_view *v)
{
    json_t *parts = json_array();
    for (int i = 0; i < v->nparts; i++)
        json_array_append_new(parts, json_pack("{s:s, s:s, s:i}", "source", v->part[i].what, "kind",
                                               v->part[i].kind, "modifier", v->part[i].mod));
    return json_pack("{s:i, s:i, s:i, s:i, s:i, s:o}", "ht", v->ht, "weapon", v->weapon, "range",
                     v->range, "optic", v->optic, "other", v->other, "modifiers", parts);
}

json_t *option_hints(const rf_game *g, const rf_decision *d, unsigned code, int step)
{
    if (rf_opt_kind_of(code) != RF_OPT_TARGET || d->legend < 0) return NULL;
    int s = d->legend, t = rf_opt_a(code);
    rf_legend_view sv, tv;
    rf_view_legend(g, s, &sv);
    rf_view_legend(g, t, &tv);
    json_t *weapons = json_array();
    for (int slot = 0; slot < 2; slot++) {
        int ht = rf_view_shot_ht(g, s, t, slot);
        if (ht < 0) continue;
        unsigned long long rng = 0x9e3779b97f4a7c15ULL ^ ((unsigned long long)step << 8 | (unsigned)slot);
        rf_shot_estimate e = rf_view_shot_estimate(g, s, t, slot, HINT_SAMPLES, &rng);
        json_t *w = json_pack("{s:i, s:i, s:f, s:f, s:f}", "slot", slot, "ht", ht, "expected_hits",
                              tenths(e.hits), "expected_headshots", tenths(e.headshots),
                              "expected_damage", tenths(e.damage));
        rf_ht_view v;
        rf_view_shot_ht_parts(g, s, t, slot, &v);
        json_object_set_new(w, "name", json_string(v.weapon_name ? v.weapon_name : ""));
        json_object_set_new(w, "threshold", threshold_json(&v));
        json_array_append_new(weapons, w);
    }
    return json_pack("{s:i, s:b, s:i, s:o}", "target", t, "cover",
                     rf_view_cover(g, sv.x, sv.y, tv.x, tv.y), "distance",
                     rf_view_distance(g, sv.x, sv.y, tv.x, tv.y), "weapons", weapons);
}
