/*
 * combat_damage.c — the damage of a Shoot, damage to shield and health with
 * the knockdown shield, restoring points, and whether a melee attack hits
 * (rules DMG-1 … DMG-9, KO-1 … KO-5, ELIM-1, MELEE-2, MELEE-3).
 *
 * Invariant kept on rf_vitals: 0 <= health <= health_max and
 * 0 <= shield <= shield_max after every call (DMG-7: nothing goes below 0
 * or above its limit); ko_exhausted only ever turns on here (ELIM-2 turns
 * it off, in the elimination steps).
 */
#include "rules/combat/combat.h"

int combat_shot_damage(const rf_weapon_stats *w, int hits, int heads, int extra)
{
    if (hits < 0) hits = 0;
    if (heads < 0) heads = 0;
    int dmg = hits * (w->damage + w->stock_bonus)           /* DMG-1, DMG-9, ATTACH-12 */
              + heads * w->head                             /* DMG-1, WEAPON-12 */
              + (hits > 0 ? w->sniper_stock_bonus : 0)      /* DMG-9, ATTACH-13 */
              + extra;                                      /* DMG-1: cards */
    return dmg < 0 ? 0 : dmg;
}

static int min_int(int a, int b) { return a < b ? a : b; }

/* KO-1 … KO-4: damage `rest` about to reach health; returns what the
 * knockdown shield prevents (and flips it) when it would bring health to
 * 0 or below. */
static int knockdown(rf_vitals *v, int rest, rf_damage_result *r)
{
    if (rest <= 0 || v->health <= 0 || rest < v->health) return 0;  /* KO-1: lethal only */
    if (v->ko_prevent == 0 || v->ko_exhausted) return 0;    /* KO-4, KO-3 */
    int p = min_int(rest, v->ko_prevent);                   /* KO-1: up to the value */
    v->ko_exhausted = true;                                 /* KO-3 */
    r->knockdown_used = true;
    return p;
}

rf_damage_result combat_apply_damage(rf_vitals *v, int amount, int tag)
{
    rf_damage_result r = { 0, 0, 0, false, false };
    if (amount <= 0) return r;
    if (tag == RF_DMG_RING && v->ring_cap && amount > v->ring_cap)
        amount = v->ring_cap;                               /* KO-5, even when exhausted */
    int rest = amount;
    if (tag == RF_DMG_NORMAL || tag == RF_DMG_SHIELD) {     /* DMG-3, DMG-5 */
        r.to_shield = min_int(rest, v->shield > 0 ? v->shield : 0);
        v->shield = (int8_t)(v->shield - r.to_shield);
        rest -= r.to_shield;
    }
    if (tag == RF_DMG_SHIELD) return r;                     /* DMG-5: never health, no KO */
    int before = v->health;
    r.prevented = knockdown(v, rest, &r);                   /* KO-1 … KO-3 */
    rest -= r.prevented;                                    /* KO-2: the rest applies */
    r.to_health = min_int(rest, before > 0 ? before : 0);   /* DMG-4, DMG-6 */
    v->health = (int8_t)(before - r.to_health);
    r.eliminated = before > 0 && v->health == 0;            /* ELIM-1 */
    return r;
}

/* DMG-7, CONSUM-2: up to the limit; excess is lost. */
static int restore(int8_t *value, int limit, int amount)
{
    int room = limit - *value;
    int gain = amount < room ? amount : room;
    if (gain <= 0) return 0;
    *value = (int8_t)(*value + gain);
    return gain;
}

int combat_restore_health(rf_vitals *v, int amount)
{
    return restore(&v->health, v->health_max, amount);
}

int combat_restore_shield(rf_vitals *v, int amount)
{
    return restore(&v->shield, v->shield_max, amount);
}

bool combat_melee_hits(const rf_aim_card *c)
{
    return c->value >= 40;                                  /* MELEE-2, MELEE-3: printed value */
}
