/*
 * combat_weapon.c — a weapon as it shoots: its card values, the attachments
 * fitted on it, whether a token fits a slot, and the Hit Threshold (rules
 * WEAPON-9 … WEAPON-12, ATTACH-2 … ATTACH-14, SHOOT-13 … SHOOT-16).
 *
 * Invariant of rf_weapon_stats: for every family bit in `fitted`,
 * fit_bonus[family] is exactly what that attachment added to stability
 * (stabilizer) or to rate_a (magazine, bolt), and 0 for the other families;
 * so one attachment per family counts and a replacement takes the old
 * one's part back (ATTACH-7).
 */
#include <assert.h>
#include <string.h>

#include "rules/combat/combat.h"

rf_weapon_stats combat_weapon_base(const rf_weapon_def *w)
{
    rf_weapon_stats s;
    memset(&s, 0, sizeof s);
    s.ammo = w->ammo;
    s.threshold = w->threshold;
    s.range_lo = w->range_lo;
    s.range_hi = w->range_hi;
    s.rate_a = w->rate_a;
    s.rate_b = w->rate_b ? w->rate_b : 1;      /* AIM-3: N is short for N×1 */
    s.damage = w->damage;
    s.head = w->head;
    s.stability = w->stability;
    s.recoil = w->recoil;
    return s;
}

/* Take back what the attachment of this family added (ATTACH-7). */
static void unfit(rf_weapon_stats *s, int family)
{
    int back = s->fit_bonus[family];
    switch (family) {
    case RF_ATT_STABILIZER: s->stability = (int8_t)(s->stability - back); break;
    case RF_ATT_MAGAZINE:
    case RF_ATT_BOLT: s->rate_a = (uint8_t)(s->rate_a - back); break;
    case RF_ATT_OPTIC: s->has_optic = false; s->optic_lo = s->optic_hi = 0; s->optic_mod = 0; break;
    case RF_ATT_STOCK: s->stock_bonus = 0; break;
    case RF_ATT_SNIPER_STOCK: s->sniper_stock_bonus = 0; break;
    default: break;
    }
    s->fit_bonus[family] = 0;
    s->fitted = (uint8_t)(s->fitted & ~(1u << family));
}

/* A magazine or bolt never takes the first fire-rate number below 1. */
static int rate_bonus(const rf_weapon_stats *s, const rf_loot_def *att)
{
    int b = att->rate_bonus;
    if (s->rate_a + b < 1) b = 1 - s->rate_a;
    if (s->rate_a + b > 255) b = 255 - s->rate_a;
    return b;
}

void combat_weapon_fit(rf_weapon_stats *s, const rf_loot_def *att)
{
    int f = att->attach;
    assert(att->family == RF_LOOT_ATTACHMENT && f > RF_ATT_NONE && f < RF_ATT_COUNT);
    if (att->family != RF_LOOT_ATTACHMENT || f <= RF_ATT_NONE || f >= RF_ATT_COUNT) return;
    unfit(s, f);
    int bonus = 0;
    switch (f) {
    case RF_ATT_STABILIZER:                   /* ATTACH-8, ATTACH-14 (uncapped here) */
        bonus = att->stability;
        s->stability = (int8_t)(s->stability + bonus);
        break;
    case RF_ATT_MAGAZINE:                     /* ATTACH-9 ruling: the first number */
    case RF_ATT_BOLT:                         /* ATTACH-10 */
        bonus = rate_bonus(s, att);
        s->rate_a = (uint8_t)(s->rate_a + bonus);
        break;
    case RF_ATT_OPTIC:                        /* ATTACH-11 */
        s->has_optic = true;
        s->optic_lo = att->optic_lo;
        s->optic_hi = att->optic_hi;
        s->optic_mod = att->optic_mod;
        break;
    case RF_ATT_STOCK: s->stock_bonus = att->stock_bonus; break;               /* ATTACH-12 */
    case RF_ATT_SNIPER_STOCK: s->sniper_stock_bonus = att->stock_bonus; break; /* ATTACH-13 */
    default: break;
    }
    s->fit_bonus[f] = (int8_t)bonus;
    s->fitted = (uint8_t)(s->fitted | (1u << f));
}


/* Spaces outside [lo, hi]; hi below lo (0) reads "lo or more", as optics. */
static int spaces_outside(int d, int lo, int hi)
{
    if (d < lo) return lo - d;
    if (hi >= lo && d > hi) return d - hi;
    return 0;
}

rf_ht combat_hit_threshold(const rf_weapon_stats *w, int distance, int other_mod)
{
    rf_ht h;
    h.base = w->threshold;                                            /* SHOOT-13 */
    h.range_mod = 10 * spaces_outside(distance, w->range_lo, w->range_hi);   /* SHOOT-13 */
    h.optic_mod = 0;
    if (w->has_optic && spaces_outside(distance, w->optic_lo, w->optic_hi) == 0)
        h.optic_mod = w->optic_mod;                                   /* SHOOT-14 */
    h.other_mod = other_mod;                                          /* SHOOT-15 */
    h.ht = h.base + h.range_mod + h.optic_mod + h.other_mod;          /* SHOOT-16 */
    return h;
}
