/*
 * test_shot_estimate.c — rf_view_shot_estimate (SHOOT-12, AIM-3 … AIM-17,
 * DMG-1, CHAMP-20) gives the numbers of the plain way of sampling, bit for
 * bit, with the caller's generator left in the same state: each sample
 * shuffles the whole deck's indices with rng_below, is judged by
 * combat_aim_quick_counts and then by the plug-ins and the damage rules, one
 * sample at a time. The view shuffles only the cards drawn with constant
 * bounds (rng_below16) and asks the plug-ins once per outcome of the
 * counts (docs/performance.md, "Eleventh pass (b)"); the bots' choices rest
 * on these numbers.
 *
 * rf_view_shot_estimates, both slots of a shooter and target with the
 * set-up they share worked out once (docs/performance.md, "Thirteenth pass
 * (b)"), gives what the plain way gives for slot 0 and then slot 1 with
 * one generator, out-of-range legends included.
 *
 * Every pair of legends and weapon slot, in states of Battle Royale,
 * Assassination and Champions matches (the champion cards' hooks act on
 * hits and damage, CHAMP-20), with 12 samples (the bots') and 60 (more
 * outcomes than the view keeps).
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <string.h>

#include "testutil.h"
#include "mode_games.h"
#include "rules/engine/engine.h"
#include "rules/engine/legends.h"
#include "rules/engine/plugin.h"
#include "rules/engine/rng.h"
#include "rules/combat/shot_setup.h"
#include "rules/combat/weapon_printed.h"

#define STATES 60                /* per mode set */
#define EVERY 9

/* The plain way: as rf_view_shot_estimate sampled before the eleventh pass. */
static rf_shot_estimate plain_estimate(const rf_game *g, int s, int t, int slot, int samples,
                                       unsigned long long *rng)
{
    rf_shot_estimate sum = { 0, 0, 0 };
    if (s < 0 || t < 0 || s >= g->nlegends || t >= g->nlegends || slot < 0 ||
        slot >= RF_WEAPON_SLOTS || samples <= 0)
        return sum;
    if (!legend_shoot_target(g, s, t) || !legend_can_fire(g, s, slot)) return sum;
    rf_weapon_stats w = legend_weapon(g, s, slot);
    rf_aim_target at = shot_target(g, s, t);
    int ht_mod = 0;
    weapon_passive_apply(g, s, t, slot, &w, &ht_mod);
    plug_shot_before(g, s, t, &w, &ht_mod, &at);
    rf_ht ht = shot_threshold(g, s, t, &w, ht_mod);
    const rf_catalog *cat = &g->content->catalog;
    rf_aim_quick q;
    combat_aim_quick_prepare(&q, &cat->aim_board, &w, ht.ht, cat->aim, RF_AIM_DECK, &at);
    rf_rng r = { *rng ? *rng : 1 };
    for (int k = 0; k < samples; k++) {
        uint8_t deck[RF_AIM_DECK];
        for (int i = 0; i < RF_AIM_DECK; i++) deck[i] = (uint8_t)i;
        for (int i = 0; i < q.n; i++) {
            int j = i + (int)rng_below(&r, (uint32_t)(RF_AIM_DECK - i));
            uint8_t c = deck[i];
            deck[i] = deck[j];
            deck[j] = c;
        }
        rf_aim_result ar;
        combat_aim_quick_counts(&q, deck, &ar);
        plug_shot_hits(g, s, t, &ar);
        int dmg = combat_shot_damage(&w, ar.hits, ar.heads, 0);
        sum.hits += ar.hits;
        sum.headshots += ar.heads;
        sum.damage += dmg > 0 ? plug_shot_damage(g, t, dmg) : 0;
    }
    *rng = r.s;
    sum.hits /= samples;
    sum.headshots /= samples;
    sum.damage /= samples;
    return sum;
}

/* rf_view_shot_estimates (both slots, one set-up) against the plain way
 * asked for slot 0 and then slot 1 with one generator: the same numbers,
 * the generator left the same. Returns how many slots had a Shoot. */
static long check_pair(const rf_game *g, int s, int t, int samples, unsigned long long salt,
                       const char *where)
{
    unsigned long long a = salt, b = salt;
    rf_shot_estimate both[RF_VIEW_WEAPON_SLOTS], plain[RF_VIEW_WEAPON_SLOTS];
    rf_view_shot_estimates(g, s, t, samples, &a, both);
    long shots = 0;
    for (int slot = 0; slot < RF_VIEW_WEAPON_SLOTS; slot++) {
        unsigned long long before = b;
        plain[slot] = plain_estimate(g, s, t, slot, samples, &b);
        shots += b != before;
    }
    if (memcmp(both, plain, sizeof both) != 0 || a != b)
        fail_msg("%s: %d at %d, both slots, %d samples: %.17g/%.17g, the plain way %.17g/%.17g "
                 "(generator %s)", where, s, t, samples, both[0].damage, both[1].damage,
                 plain[0].damage, plain[1].damage, a == b ? "the same" : "differs");
    return shots;
}

/* Every pair and slot: returns how many estimates had a Shoot to sample. */
static long check_state(const rf_game *g, unsigned long long salt, const char *where)
{
    static const int samples[] = { 12, 60 };
    long shots = 0;
    for (int s = 0; s < g->nlegends; s++)
        for (int t = 0; t < g->nlegends; t++)
            for (int slot = 0; slot < RF_WEAPON_SLOTS; slot++)
                for (int k = 0; k < 2; k++) {
                    unsigned long long a = salt + (unsigned)(s * 131 + t * 17 + slot * 3 + k), b = a;
                    rf_shot_estimate x = rf_view_shot_estimate(g, s, t, slot, samples[k], &a);
                    rf_shot_estimate y = plain_estimate(g, s, t, slot, samples[k], &b);
                    if (memcmp(&x, &y, sizeof x) != 0 || a != b)
                        fail_msg("%s: %d at %d, slot %d, %d samples: %.17g/%.17g/%.17g, the plain "
                                 "way %.17g/%.17g/%.17g", where, s, t, slot, samples[k], x.hits,
                                 x.headshots, x.damage, y.hits, y.headshots, y.damage);
                    shots += a != salt + (unsigned)(s * 131 + t * 17 + slot * 3 + k);
                }
    for (int s = -1; s <= g->nlegends; s++)          /* one past each end: nothing, no draw */
        for (int t = -1; t <= g->nlegends; t++)
            for (int k = 0; k < 2; k++)
                shots += check_pair(g, s, t, samples[k], salt + (unsigned)(s * 37 + t * 5 + k), where);
    return shots;
}

typedef struct mode_run { const mode_cfg *mc; unsigned long long seed; long states, shots; } mode_run;

static bool visit(const rf_game *g, const rf_decision *d, int step, void *ctx)
{
    (void)d;
    mode_run *run = ctx;
    if ((step + (int)run->seed) % EVERY == 0 && rf_view_round(g) > 0) {
        char where[120];
        snprintf(where, sizeof where, "%s, seed %llu, step %d", run->mc->name, run->seed, step);
        run->shots += check_state(g, run->seed * 7777 + (unsigned)step, where);
        run->states++;
    }
    return run->states < STATES;
}

static void check_mode(const mode_cfg *mc)
{
    mode_run run = { mc, 1, 0, 0 };
    for (; run.states < STATES && run.seed < 100; run.seed++)
        play_mode_game(mc, run.seed * 6151 + (unsigned long long)mc->mode, run.seed, 3000, visit,
                       &run);
    printf("shot estimates: %-40s %3ld states, %6ld estimates sampled, the same as the plain way\n",
           mc->name, run.states, run.shots);
    fflush(stdout);
    assert_true(run.states >= STATES);
    assert_true(run.shots > 0);
}

/* covers: SHOOT-12 CHAMP-20 */
static void test_SHOOT_12_estimate_br(void **s) { (void)s; check_mode(&modes[0]); }
static void test_SHOOT_12_estimate_assn(void **s) { (void)s; check_mode(&modes[3]); }
static void test_SHOOT_12_estimate_champ(void **s) { (void)s; check_mode(&modes[7]); }

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_SHOOT_12_estimate_br),
        cmocka_unit_test(test_SHOOT_12_estimate_assn),
        cmocka_unit_test(test_SHOOT_12_estimate_champ),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
