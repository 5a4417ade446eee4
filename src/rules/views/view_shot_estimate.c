/*
 * view_shot_estimate.c — the public shot estimate (include/ringfall.h,
 * "A seat's view"): the expected hits, headshots and damage of a Shoot by
 * s at t, from public information only. The Aim deck is shuffled before
 * every Shoot (SHOOT-12), so the estimate shuffles the deck's public
 * composition with the caller's own generator and never reads the game's
 * deck order or generator.
 *
 * A bot asks both weapon slots of one shooter at one target in a row
 * (rf_view_shot_estimates): what does not depend on the weapon — whether t
 * may be shot, its floor, cover and helmet, the distance and the zones'
 * and statuses' modifiers — is worked out once for both (docs/performance.md,
 * "Thirteenth pass (b)").
 */
#include <string.h>

#include "rules/engine/engine.h"
#include "rules/engine/legends.h"
#include "rules/engine/plugin.h"
#include "rules/engine/rng.h"
#include "rules/combat/shot_setup.h"
#include "rules/combat/weapon_printed.h"

/* What one sample adds once the plug-ins have seen its hits and headshots
 * (CHAMP-20: hits that miss, the damage cap) and DMG-1 has made its
 * damage. For one estimate that is a function of the two numbers alone (the
 * game, shooter, target and weapon do not change, and the plug-ins' hook
 * sees nothing else, plugin.h shot_hits), and the samples fall on a few
 * pairs: each pair is asked once (the plug-ins' calls and the damage were
 * a third of a sample's instructions, docs/performance.md "Eleventh pass
 * (b)"); past OUTCOMES different pairs the rest are asked every time. */
#define OUTCOMES 16

typedef struct outcome { int hits, heads, damage; } outcome;
typedef struct outcome_memo {
    int n;
    uint64_t key[OUTCOMES];
    outcome out[OUTCOMES];
} outcome_memo;

/* The hits and headshots as judged (combat_aim_quick_counts), before the plug-ins. */
static uint64_t counts_key(const rf_aim_result *ar)
{
    return (uint64_t)(uint32_t)ar->hits | (uint64_t)(uint32_t)ar->heads << 32;
}

static outcome judge_outcome(const rf_game *g, int s, int t, const rf_weapon_stats *w,
                             rf_aim_result *ar)
{
    plug_shot_hits(g, s, t, ar);                         /* CHAMP-20: hits that miss */
    int dmg = combat_shot_damage(w, ar->hits, ar->heads, 0);
    if (dmg > 0) dmg = plug_shot_damage(g, t, dmg);      /* CHAMP-20: the cap */
    return (outcome){ ar->hits, ar->heads, dmg };
}

static outcome sample_outcome(const rf_game *g, int s, int t, const rf_weapon_stats *w,
                              rf_aim_result *ar, outcome_memo *m)
{
    uint64_t key = counts_key(ar);
    for (int i = 0; i < m->n; i++)
        if (m->key[i] == key) return m->out[i];
    outcome o = judge_outcome(g, s, t, w, ar);
    if (m->n < OUTCOMES) {
        m->key[m->n] = key;
        m->out[m->n++] = o;
    }
    return o;
}

/* The first n cards of a random order of the deck (Fisher-Yates from the
 * front, rng_below's draws): each step's bound written out, so that
 * rng_below16 divides by constants. */
_Static_assert(RF_AIM_DECK == 14, "draw_first: one step per card of the Aim deck");
static void draw_first(uint8_t *deck, int n, rf_rng *rng)
{
#define DRAW_STEP(i)                                                              \
    if ((i) >= n) return;                                                         \
    do {                                                                          \
        int j = (i) + (int)rng_below16(rng, RF_AIM_DECK - (i));                \
        uint8_t c = deck[i];                                                      \
        deck[i] = deck[j];                                                        \
        deck[j] = c;                                                              \
    } while (0)
    DRAW_STEP(0); DRAW_STEP(1); DRAW_STEP(2); DRAW_STEP(3); DRAW_STEP(4); DRAW_STEP(5);
    DRAW_STEP(6); DRAW_STEP(7); DRAW_STEP(8); DRAW_STEP(9); DRAW_STEP(10); DRAW_STEP(11);
    DRAW_STEP(12); DRAW_STEP(13);
#undef DRAW_STEP
}

/* One Shoot by s at t resolved against a freshly shuffled Aim deck
 * (SHOOT-12), with t's active champion card when firing (CHAMP-20): its
 * hits, headshots and damage added to *sum. The deck is shuffled as
 * indices (the same draws from the generator as shuffling the cards) and
 * judged by the counts that q worked out once per estimate. */
static void sample_shot(const rf_game *g, int s, int t, const rf_weapon_stats *w,
                        const rf_aim_quick *q, rf_rng *rng, outcome_memo *m,
                        rf_shot_estimate *sum)
{
    static const uint8_t in_order[RF_AIM_DECK] = { 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13 };
    uint8_t deck[RF_AIM_DECK];
    memcpy(deck, in_order, sizeof deck);
    draw_first(deck, q->n, rng);
    rf_aim_result ar;
    combat_aim_quick_counts(q, deck, &ar);                   /* counts only */
    outcome o = sample_outcome(g, s, t, w, &ar, m);
    sum->hits += o.hits;
    sum->headshots += o.heads;
    sum->damage += o.damage;
}

/* What a Shoot by s at t is judged by whatever the weapon: the target's
 * floor, cover, helmet and the rules' options (shot_target: AIM-11, AIM-16,
 * COVER), the distance and the zones' and statuses' modifiers
 * (shot_threshold_shared: SHOOT-13, ZONE-7, EVENT-5). Worked out when the
 * first slot can fire (ready). */
typedef struct shot_pair {
    const rf_game *g;
    int s, t;
    bool ready;
    rf_aim_target at;
    int dist, mods;
} shot_pair;

/* Whether s may shoot at t at all (SHOOT-3, SHOOT-4, the plug-ins'
 * untargetable): the first check of every estimate. */
static bool pair_open(const rf_game *g, int s, int t, int samples, shot_pair *p)
{
    p->g = g;
    p->s = s;
    p->t = t;
    p->ready = false;
    if (s < 0 || t < 0 || s >= g->nlegends || t >= g->nlegends || samples <= 0) return false;
    return legend_shoot_target(g, s, t);
}

/* The estimate with the weapon in slot (the pair open). */
static rf_shot_estimate slot_estimate(shot_pair *p, int slot, int samples, unsigned long long *rng)
{
    rf_shot_estimate sum = { 0, 0, 0 };
    const rf_game *g = p->g;
    int s = p->s, t = p->t;
    if (!legend_can_fire(g, s, slot)) return sum;           /* SHOOT-5 */
    if (!p->ready) {
        p->at = shot_target(g, s, t);
        p->mods = shot_threshold_shared(g, s, t, &p->dist);
        p->ready = true;
    }
    rf_weapon_stats w = legend_weapon(g, s, slot);
    rf_aim_target at = p->at;
    int ht_mod = 0;
    weapon_passive_apply(g, s, t, slot, &w, &ht_mod);   /* its PASSIVE box (WEAPON-14) */
    plug_shot_before(g, s, t, &w, &ht_mod, &at);    /* CHAMP-20: face up, so public */
    rf_ht ht = combat_hit_threshold(&w, p->dist, p->mods + ht_mod);   /* shot_threshold */
    const rf_catalog *cat = &g->content->catalog;
    rf_aim_quick q;
    combat_aim_quick_prepare(&q, &cat->aim_board, &w, ht.ht, cat->aim, RF_AIM_DECK, &at);
    rf_rng r = { *rng ? *rng : 1 };     /* the caller's generator, never the game's */
    outcome_memo m;
    m.n = 0;
    for (int i = 0; i < samples; i++) sample_shot(g, s, t, &w, &q, &r, &m, &sum);
    *rng = r.s;
    sum.hits /= samples;
    sum.headshots /= samples;
    sum.damage /= samples;
    return sum;
}

rf_shot_estimate rf_view_shot_estimate(const rf_game *g, int s, int t, int slot, int samples,
                                       unsigned long long *rng)
{
    rf_shot_estimate none = { 0, 0, 0 };
    shot_pair p;
    if (slot < 0 || slot >= RF_WEAPON_SLOTS || !pair_open(g, s, t, samples, &p)) return none;
    return slot_estimate(&p, slot, samples, rng);
}

void rf_view_shot_estimates(const rf_game *g, int s, int t, int samples, unsigned long long *rng,
                            rf_shot_estimate out[RF_VIEW_WEAPON_SLOTS])
{
    _Static_assert(RF_VIEW_WEAPON_SLOTS == RF_WEAPON_SLOTS, "a legend's weapon slots");
    shot_pair p;
    bool open = pair_open(g, s, t, samples, &p);
    for (int slot = 0; slot < RF_WEAPON_SLOTS; slot++)
        out[slot] = open ? slot_estimate(&p, slot, samples, rng) : (rf_shot_estimate){ 0, 0, 0 };
}

double rf_view_shot_value(const rf_game *g, int s, int t, int slot, int samples,
                          unsigned long long *rng)
{
    return rf_view_shot_estimate(g, s, t, slot, samples, rng).damage;
}
