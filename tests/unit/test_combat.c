/*
 * test_combat.c — the combat core (src/rules/combat/combat_*.c, push.c):
 * Hit Threshold, attachments, laying out and judging Aim cards, damage with
 * the knockdown shield, melee and pushes. Weapons, loot and the Aim board
 * are built by hand here (the data files are another test's business);
 * push boards are built with the geometry API and the default kinds.
 *
 * Every test names the rules it checks in a "covers:" line
 * (scripts/rules-coverage.sh) and checks both sides of every threshold.
 */
#include <string.h>

#include "testutil.h"
#include "geo/board.h"
#include "geo/overlay.h"
#include "rules/combat/combat.h"

/* --- hand-built content --- */

static rf_weapon_def weapon(int ht, int lo, int hi, int rate_a, int rate_b, int dmg, int head)
{
    rf_weapon_def w;
    memset(&w, 0, sizeof w);
    snprintf(w.id, sizeof w.id, "W-T");
    w.ammo = RF_AMMO_LIGHT;
    w.threshold = (uint8_t)ht;
    w.range_lo = (uint8_t)lo;
    w.range_hi = (uint8_t)hi;
    w.rate_a = (uint8_t)rate_a;
    w.rate_b = (uint8_t)rate_b;
    w.damage = (uint8_t)dmg;
    w.head = (uint8_t)head;
    return w;
}

/* EX-AIM-1: DMR Longbow, sniper ammo, HT 55, fire rate 2, 10 / 14, Recoil 1. */
static rf_weapon_def longbow(void)
{
    rf_weapon_def w = weapon(55, 4, 7, 2, 1, 10, 14);
    w.ammo = RF_AMMO_SNIPER;
    w.recoil = 1;
    return w;
}

static rf_loot_def attachment(int family)
{
    rf_loot_def a;
    memset(&a, 0, sizeof a);
    a.family = RF_LOOT_ATTACHMENT;
    a.attach = (uint8_t)family;
    a.attach_ammo = -1;
    return a;
}

static rf_loot_def stabilizer(int points)
{
    rf_loot_def a = attachment(RF_ATT_STABILIZER);
    a.stability = (int8_t)points;
    return a;
}

static rf_loot_def magazine(int family)
{
    rf_loot_def a = attachment(family);
    a.rate_bonus = 1;
    return a;
}

static rf_loot_def optic(int lo, int hi, int mod)
{
    rf_loot_def a = attachment(RF_ATT_OPTIC);
    a.optic_lo = (uint8_t)lo;
    a.optic_hi = (uint8_t)hi;
    a.optic_mod = (int8_t)mod;
    return a;
}

static rf_loot_def stock(int family, int bonus)
{
    rf_loot_def a = attachment(family);
    a.stock_bonus = (uint8_t)bonus;
    return a;
}

/* Slots -3 … +4; the known values of AIM-18 (-1: +5, +1: -5, +3: -10),
 * the rest made up for the tests. */
static rf_aim_board aim_board(void)
{
    rf_aim_board b = { -3, 4, { 15, 10, 5, 0, -5, -8, -10, -15 } };
    return b;
}

static rf_aim_card card(int value, unsigned icons)
{
    rf_aim_card c = { (uint8_t)value, (uint8_t)icons, -1 };
    return c;
}

static rf_aim_target no_target(void)
{
    rf_aim_target t;
    memset(&t, 0, sizeof t);
    return t;
}

/* Resolve n cards of weapon s at HT ht. */
static void resolve(const rf_weapon_stats *s, int ht, const rf_aim_card *cards, int n,
                    const rf_aim_target *t, rf_aim_result *r)
{
    rf_aim_board b = aim_board();
    combat_aim_resolve(&b, s, ht, cards, n, t, r);
    assert_int_equal(r->ncards, n);
}

/* One card of a plain weapon (stability 0: slot 0, modifier 0). */
static rf_aim_result one_card(int ht, rf_aim_card c, const rf_aim_target *t)
{
    rf_weapon_def w = weapon(ht, 1, 9, 1, 1, 10, 5);
    rf_weapon_stats s = combat_weapon_base(&w);
    rf_aim_result r;
    resolve(&s, ht, &c, 1, t, &r);
    return r;
}

static rf_vitals vitals(int health, int shield, int shield_max, int ko)
{
    rf_vitals v;
    memset(&v, 0, sizeof v);
    v.health = (int8_t)health;
    v.health_max = 40;
    v.shield = (int8_t)shield;
    v.shield_max = (int8_t)shield_max;
    v.ko_prevent = (uint8_t)ko;
    return v;
}

/* --- Hit Threshold --- */

/* covers: SHOOT-13 WEAPON-10 WEAPON-11 */
static void test_SHOOT_13_range_modifier(void **state)
{
    (void)state;
    rf_weapon_def w = weapon(50, 3, 5, 3, 1, 8, 4);
    rf_weapon_stats s = combat_weapon_base(&w);
    assert_int_equal(combat_hit_threshold(&s, 3, 0).ht, 50);       /* lower bound: inside */
    assert_int_equal(combat_hit_threshold(&s, 5, 0).ht, 50);       /* upper bound: inside */
    rf_ht below = combat_hit_threshold(&s, 2, 0);
    assert_int_equal(below.range_mod, 10);
    assert_int_equal(below.ht, 60);
    assert_int_equal(combat_hit_threshold(&s, 1, 0).ht, 70);       /* 2 below */
    assert_int_equal(combat_hit_threshold(&s, 6, 0).ht, 60);       /* 1 above */
    assert_int_equal(combat_hit_threshold(&s, 8, 0).ht, 80);       /* 3 above */
    /* a best range "5 or more" (range_hi 0, as optics) has no upper side */
    rf_weapon_def far = weapon(55, 5, 0, 1, 1, 20, 10);
    rf_weapon_stats fs = combat_weapon_base(&far);
    assert_int_equal(combat_hit_threshold(&fs, 12, 0).range_mod, 0);
    assert_int_equal(combat_hit_threshold(&fs, 4, 0).range_mod, 10);
}

/* covers: SHOOT-14 ATTACH-11 */
static void test_SHOOT_14_optic_modifier(void **state)
{
    (void)state;
    rf_weapon_def w = weapon(50, 1, 9, 3, 1, 8, 4);
    rf_weapon_stats s = combat_weapon_base(&w);
    assert_int_equal(combat_hit_threshold(&s, 2, 0).optic_mod, 0);  /* no optic */
    rf_loot_def holo = optic(1, 2, -5);
    combat_weapon_fit(&s, &holo);
    assert_true(s.has_optic);
    assert_int_equal(combat_hit_threshold(&s, 1, 0).ht, 45);
    assert_int_equal(combat_hit_threshold(&s, 2, 0).ht, 45);
    assert_int_equal(combat_hit_threshold(&s, 3, 0).optic_mod, 0);  /* just outside */
    rf_loot_def sniper = optic(5, 0, -15);                      /* "5 or more" */
    combat_weapon_fit(&s, &sniper);
    assert_int_equal(combat_hit_threshold(&s, 4, 0).optic_mod, 0);
    assert_int_equal(combat_hit_threshold(&s, 5, 0).optic_mod, -15);
    assert_int_equal(combat_hit_threshold(&s, 9, 0).ht, 35);
}

/* covers: SHOOT-15 SHOOT-16 */
static void test_SHOOT_15_other_modifiers(void **state)
{
    (void)state;
    rf_weapon_def w = weapon(50, 3, 5, 3, 1, 8, 4);
    rf_weapon_stats s = combat_weapon_base(&w);
    rf_loot_def holo = optic(1, 2, -5);
    combat_weapon_fit(&s, &holo);
    rf_ht h = combat_hit_threshold(&s, 2, 10);                      /* smoke: +10 (ZONE-9) */
    assert_int_equal(h.base, 50);
    assert_int_equal(h.range_mod, 10);
    assert_int_equal(h.optic_mod, -5);
    assert_int_equal(h.other_mod, 10);
    assert_int_equal(h.ht, 65);                                 /* cumulative */
    assert_int_equal(combat_hit_threshold(&s, 4, -5).ht, 45);
}

/* covers: EX-SHOOT-1 */
static void test_EX_SHOOT_1_car_smg(void **state)
{
    (void)state;
    rf_weapon_def car = weapon(50, 3, 4, 3, 1, 8, 4);
    snprintf(car.name, sizeof car.name, "C.A.R. SMG");
    rf_weapon_stats s = combat_weapon_base(&car);
    rf_loot_def classic = optic(1, 2, -5);
    combat_weapon_fit(&s, &classic);
    rf_ht h = combat_hit_threshold(&s, 2, 0);
    assert_int_equal(h.range_mod, 10);
    assert_int_equal(h.optic_mod, -5);
    assert_int_equal(h.ht, 55);
}

/* --- attachments --- */

/* covers: ATTACH-2 ATTACH-3 */
static void test_ATTACH_2_3_what_fits(void **state)
{
    (void)state;
    rf_weapon_slot_def slot = { RF_ATT_MAGAZINE, RF_AMMO_SNIPER, 0, -1 };
    rf_loot_def mag = magazine(RF_ATT_MAGAZINE);
    mag.attach_ammo = RF_AMMO_SNIPER;
    assert_true(catalog_attachment_fits(&slot, &mag));
    mag.attach_ammo = RF_AMMO_LIGHT;                            /* wrong ammo symbol */
    assert_false(catalog_attachment_fits(&slot, &mag));
    slot.ammo = -1;                                             /* no ammo requirement */
    assert_true(catalog_attachment_fits(&slot, &mag));
    rf_loot_def stab = stabilizer(1);                           /* wrong family symbol */
    assert_false(catalog_attachment_fits(&slot, &stab));
    rf_weapon_slot_def noded = { RF_ATT_OPTIC, -1, 0x5, -1 };   /* white nodes 0 and 2 */
    rf_loot_def o = optic(1, 2, -5);
    o.attach_nodes = 0x2;
    assert_false(catalog_attachment_fits(&noded, &o));
    o.attach_nodes = 0x4;
    assert_true(catalog_attachment_fits(&noded, &o));
    o.attach_nodes = 0x6;                                       /* matches one of them */
    assert_true(catalog_attachment_fits(&noded, &o));
    o.attach_nodes = 0;
    assert_false(catalog_attachment_fits(&noded, &o));
    rf_loot_def helmet;
    memset(&helmet, 0, sizeof helmet);
    helmet.family = RF_LOOT_HELMET;
    rf_weapon_slot_def none = { RF_ATT_NONE, -1, 0, -1 };
    assert_false(catalog_attachment_fits(&slot, &helmet));
    assert_false(catalog_attachment_fits(&none, &stab));
}

/* covers: ATTACH-7 ATTACH-4 */
static void test_ATTACH_7_one_per_family(void **state)
{
    (void)state;
    rf_weapon_def w = weapon(50, 1, 9, 2, 1, 10, 5);
    w.stability = 1;
    rf_weapon_stats s = combat_weapon_base(&w);
    rf_loot_def printed = stabilizer(1), token = stabilizer(2);
    combat_weapon_fit(&s, &printed);
    assert_int_equal(s.stability, 2);
    combat_weapon_fit(&s, &token);                                  /* over the printed one */
    assert_int_equal(s.stability, 3);                           /* 1 + 2, never 1 + 1 + 2 */
    rf_loot_def mag = magazine(RF_ATT_MAGAZINE);
    combat_weapon_fit(&s, &mag);
    combat_weapon_fit(&s, &mag);
    assert_int_equal(s.rate_a, 3);
    rf_loot_def o1 = optic(1, 2, -5), o2 = optic(2, 3, -10);
    combat_weapon_fit(&s, &o1);
    combat_weapon_fit(&s, &o2);
    assert_int_equal(combat_hit_threshold(&s, 1, 0).optic_mod, 0);
    assert_int_equal(combat_hit_threshold(&s, 3, 0).optic_mod, -10);
    rf_loot_def st1 = stock(RF_ATT_STOCK, 3), st2 = stock(RF_ATT_STOCK, 1);
    combat_weapon_fit(&s, &st1);
    combat_weapon_fit(&s, &st2);
    assert_int_equal(s.stock_bonus, 1);
    assert_int_equal(s.fitted, (1u << RF_ATT_STABILIZER) | (1u << RF_ATT_MAGAZINE) |
                                   (1u << RF_ATT_OPTIC) | (1u << RF_ATT_STOCK));
}

/* covers: ATTACH-8 ATTACH-14 AIM-4 */
static void test_ATTACH_8_stabilizer_start_slot(void **state)
{
    (void)state;
    rf_weapon_def w = weapon(50, 1, 9, 1, 1, 10, 5);
    rf_aim_card c = card(50, 0);
    rf_aim_target t = no_target();
    int expect[] = { 0, -1, -2, -3 };
    for (int points = 0; points <= 3; points++) {               /* common, rare, epic */
        rf_weapon_stats s = combat_weapon_base(&w);
        rf_loot_def stab = stabilizer(points);
        if (points) combat_weapon_fit(&s, &stab);
        assert_int_equal(s.stability, points);
        rf_aim_result r;
        resolve(&s, 50, &c, 1, &t, &r);
        assert_int_equal(r.card[0].slot, expect[points]);
    }
    w.stability = 2;                                            /* printed 2 + epic 3 = 5 */
    rf_weapon_stats s = combat_weapon_base(&w);
    rf_loot_def epic = stabilizer(3);
    combat_weapon_fit(&s, &epic);
    assert_int_equal(s.stability, 5);                           /* kept uncapped ... */
    rf_aim_result r;
    resolve(&s, 50, &c, 1, &t, &r);
    assert_int_equal(r.card[0].slot, -3);                       /* ... counts only up to 3 */
    assert_int_equal(r.card[0].mod, 15);
}

/* covers: ATTACH-9 AIM-3 */
static void test_ATTACH_9_magazine_first_number(void **state)
{
    (void)state;
    rf_weapon_def single = weapon(50, 1, 9, 2, 1, 10, 5);
    rf_weapon_stats s = combat_weapon_base(&single);
    assert_int_equal(combat_aim_cards_needed(&s), 2);
    rf_loot_def mag = magazine(RF_ATT_MAGAZINE);
    combat_weapon_fit(&s, &mag);
    assert_int_equal(s.rate_a, 3);
    assert_int_equal(s.rate_b, 1);
    assert_int_equal(combat_aim_cards_needed(&s), 3);
    rf_weapon_def pair = weapon(50, 1, 9, 2, 2, 10, 5);         /* 2×2: ruling, A rises */
    rf_weapon_stats p = combat_weapon_base(&pair);
    combat_weapon_fit(&p, &mag);
    assert_int_equal(p.rate_a, 3);
    assert_int_equal(p.rate_b, 2);
    assert_int_equal(combat_aim_cards_needed(&p), 6);
}

/* covers: ATTACH-10 */
static void test_ATTACH_10_shotgun_bolt(void **state)
{
    (void)state;
    rf_weapon_def shotgun = weapon(45, 1, 2, 1, 3, 6, 3);
    rf_weapon_stats s = combat_weapon_base(&shotgun);
    assert_int_equal(combat_aim_cards_needed(&s), 3);
    rf_loot_def bolt = magazine(RF_ATT_BOLT);
    combat_weapon_fit(&s, &bolt);
    assert_int_equal(s.rate_a, 2);
    assert_int_equal(s.rate_b, 3);
    assert_int_equal(combat_aim_cards_needed(&s), 6);
}

/* covers: ATTACH-12 DMG-9 */
static void test_ATTACH_12_stock_every_hit(void **state)
{
    (void)state;
    rf_weapon_def w = weapon(50, 1, 9, 3, 1, 10, 5);
    int bonus[] = { 1, 2, 3 };                                  /* common, rare, epic */
    for (int i = 0; i < 3; i++) {
        rf_weapon_stats s = combat_weapon_base(&w);
        rf_loot_def st = stock(RF_ATT_STOCK, bonus[i]);
        combat_weapon_fit(&s, &st);
        assert_int_equal(combat_shot_damage(&s, 0, 0, 0), 0);
        assert_int_equal(combat_shot_damage(&s, 1, 0, 0), 10 + bonus[i]);
        assert_int_equal(combat_shot_damage(&s, 3, 1, 0), 3 * (10 + bonus[i]) + 5);
    }
}

/* covers: ATTACH-13 DMG-9 */
static void test_ATTACH_13_sniper_stock_first_hit(void **state)
{
    (void)state;
    rf_weapon_def w = longbow();
    int bonus[] = { 3, 6, 9 };                                  /* common, rare, epic */
    for (int i = 0; i < 3; i++) {
        rf_weapon_stats s = combat_weapon_base(&w);
        rf_loot_def st = stock(RF_ATT_SNIPER_STOCK, bonus[i]);
        combat_weapon_fit(&s, &st);
        assert_int_equal(combat_shot_damage(&s, 0, 0, 0), 0);       /* no hit, no bonus */
        assert_int_equal(combat_shot_damage(&s, 1, 0, 0), 10 + bonus[i]);
        assert_int_equal(combat_shot_damage(&s, 2, 1, 0), 20 + 14 + bonus[i]);
    }
}

/* --- laying out the Aim cards --- */

/* covers: AIM-3 AIM-5 AIM-8 */
static void test_AIM_3_fire_rate_layout(void **state)
{
    (void)state;
    rf_aim_target t = no_target();
    rf_aim_card cards[6] = { card(10, 0), card(20, 0), card(30, 0), card(40, 0), card(50, 0),
                             card(60, 0) };
    rf_weapon_def single = weapon(50, 1, 9, 3, 0, 10, 5);       /* "3" = 3×1 */
    rf_weapon_stats s = combat_weapon_base(&single);
    assert_int_equal(combat_aim_cards_needed(&s), 3);
    rf_aim_result r;
    resolve(&s, 50, cards, 3, &t, &r);
    for (int i = 0; i < 3; i++) {
        assert_int_equal(r.card[i].slot, i);
        assert_int_equal(r.card[i].shot, i);
        assert_int_equal(r.card[i].card.value, cards[i].value);   /* draw order */
    }
    rf_weapon_def pair = weapon(50, 1, 9, 2, 3, 10, 5);         /* 2×3 */
    rf_weapon_stats p = combat_weapon_base(&pair);
    assert_int_equal(combat_aim_cards_needed(&p), 6);
    resolve(&p, 50, cards, 6, &t, &r);
    int slot[6] = { 0, 0, 0, 1, 1, 1 };
    for (int i = 0; i < 6; i++) {
        assert_int_equal(r.card[i].slot, slot[i]);
        assert_int_equal(r.card[i].shot, slot[i]);
    }
}

/* covers: AIM-6 AIM-4 */
static void test_AIM_6_recoil(void **state)
{
    (void)state;
    rf_aim_target t = no_target();
    rf_aim_card cards[3] = { card(10, 0), card(20, 0), card(30, 0) };
    rf_weapon_def w = weapon(50, 1, 9, 3, 1, 10, 5);
    w.stability = 3;
    int expect[3][3] = { { -3, -2, -1 }, { -3, -1, 1 }, { -3, 0, 3 } };
    for (int recoil = 0; recoil <= 2; recoil++) {
        w.recoil = (int8_t)recoil;
        rf_weapon_stats s = combat_weapon_base(&w);
        rf_aim_result r;
        resolve(&s, 50, cards, 3, &t, &r);
        for (int i = 0; i < 3; i++) assert_int_equal(r.card[i].slot, expect[recoil][i]);
    }
    w.stability = -2;                                           /* ruling: no shift right */
    w.recoil = 0;
    rf_weapon_stats s = combat_weapon_base(&w);
    rf_aim_result r;
    resolve(&s, 50, cards, 1, &t, &r);
    assert_int_equal(r.card[0].slot, 0);
}

/* covers: AIM-7 */
static void test_AIM_7_rightmost_slot(void **state)
{
    (void)state;
    rf_aim_target t = no_target();
    rf_aim_card cards[4] = { card(60, 0), card(60, 0), card(60, 0), card(60, 0) };
    rf_weapon_def w = weapon(50, 1, 9, 4, 1, 10, 5);
    w.recoil = 1;                                               /* 0, 2, 4, 6 → 4 */
    rf_weapon_stats s = combat_weapon_base(&w);
    rf_aim_result r;
    resolve(&s, 50, cards, 4, &t, &r);
    assert_int_equal(r.card[1].slot, 2);
    assert_int_equal(r.card[2].slot, 4);                        /* the rightmost slot itself */
    assert_int_equal(r.card[3].slot, 4);                        /* beyond it: on it */
    assert_int_equal(r.card[3].mod, -15);
    assert_int_equal(r.card[3].shot, 3);
}

/* --- judging --- */

/* covers: AIM-12 AIM-9 SHOOT-16 */
static void test_AIM_12_value_plus_slot(void **state)
{
    (void)state;
    rf_aim_target t = no_target();
    rf_weapon_def w = weapon(55, 1, 9, 2, 1, 10, 5);
    w.stability = 1;                                            /* slots -1 (+5), 0 (0) */
    rf_weapon_stats s = combat_weapon_base(&w);
    rf_aim_card at[2] = { card(50, 0), card(55, 0) };           /* 55 and 55: both hit */
    rf_aim_result r;
    resolve(&s, 55, at, 2, &t, &r);
    assert_true(r.card[0].hit);
    assert_true(r.card[1].hit);
    assert_string_equal(r.card[0].why, "50+5=55 >= 55 (AIM-12)");
    rf_aim_card under[2] = { card(49, 0), card(54, 0) };        /* 54 and 54: both miss */
    resolve(&s, 55, under, 2, &t, &r);
    assert_false(r.card[0].hit);
    assert_false(r.card[1].hit);
    assert_string_equal(r.card[1].why, "54+0=54 < 55 (AIM-12)");
    assert_int_equal(r.hits, 0);
}

/* covers: AIM-11 AIM-14 */
static void test_AIM_11_automatic_results(void **state)
{
    (void)state;
    rf_aim_target t = no_target();
    rf_aim_result r = one_card(55, card(20, RF_ICON_LOW), &t);  /* same level: by value */
    assert_false(r.card[0].hit);
    t.lower = true;
    r = one_card(55, card(20, RF_ICON_LOW), &t);
    assert_true(r.card[0].hit);
    assert_string_equal(r.card[0].why, "auto hit: lower (AIM-11)");
    t = no_target();
    r = one_card(55, card(90, RF_ICON_HIGH), &t);               /* not higher: by value */
    assert_true(r.card[0].hit);
    t.higher = true;
    r = one_card(55, card(90, RF_ICON_HIGH), &t);
    assert_false(r.card[0].hit);
    assert_string_equal(r.card[0].why, "auto miss: higher (AIM-11)");
    t = no_target();
    r = one_card(55, card(90, RF_ICON_COVER), &t);              /* not behind cover */
    assert_true(r.card[0].hit);
    t.cover = true;
    r = one_card(55, card(90, RF_ICON_COVER), &t);
    assert_false(r.card[0].hit);
    r = one_card(55, card(90, 0), &t);                          /* no icon: cover is nothing */
    assert_true(r.card[0].hit);
}

/* covers: AIM-14 */
static void test_AIM_14_miss_beats_hit(void **state)
{
    (void)state;
    rf_aim_target t = no_target();
    t.lower = true;
    t.cover = true;
    rf_aim_result r = one_card(55, card(90, RF_ICON_LOW | RF_ICON_COVER), &t);
    assert_false(r.card[0].hit);                                /* ruling: miss wins */
    assert_string_equal(r.card[0].why, "auto miss: cover beats lower (AIM-14)");
    t.cover = false;                                            /* only the hit applies */
    r = one_card(55, card(20, RF_ICON_LOW | RF_ICON_COVER), &t);
    assert_true(r.card[0].hit);
}

/* Rules options (rf_rules): the other readings of AIM-14 and AIM-10. */
static void test_rules_options_AIM_14_and_AIM_10(void **state)
{
    (void)state;
    rf_aim_target t = no_target();
    t.lower = true;
    t.cover = true;
    t.both_icons_hit = true;                                    /* option: the hit wins */
    rf_aim_result r = one_card(55, card(20, RF_ICON_LOW | RF_ICON_COVER), &t);
    assert_true(r.card[0].hit);
    t = no_target();
    t.half_hits_beta = true;                                    /* option: at most one */
    rf_weapon_def w = weapon(55, 1, 9, 4, 1, 10, 5);
    rf_weapon_stats s = combat_weapon_base(&w);
    rf_aim_card c[4] = { card(20, RF_ICON_SEMI), card(20, RF_ICON_SEMI), card(20, RF_ICON_SEMI),
                         card(20, RF_ICON_SEMI) };
    resolve(&s, 55, c, 4, &t, &r);
    assert_int_equal(r.half_icons, 4);
    assert_int_equal(r.half_hits, 1);
    t.half_hits_beta = false;
    resolve(&s, 55, c, 4, &t, &r);
    assert_int_equal(r.half_hits, 2);
}

/* covers: AIM-10 */
static void test_AIM_10_half_hits(void **state)
{
    (void)state;
    rf_aim_target t = no_target();
    rf_weapon_def w = weapon(55, 1, 9, 5, 1, 10, 5);
    rf_weapon_stats s = combat_weapon_base(&w);
    /* values all miss on their slots, except the 90 */
    rf_aim_card c[5] = { card(20, RF_ICON_SEMI), card(20, RF_ICON_SEMI | RF_ICON_HEAD),
                         card(90, RF_ICON_SEMI), card(20, RF_ICON_SEMI), card(20, 0) };
    int expect_half[5] = { 0, 1, 1, 2, 2 };                     /* 1, 2, 3, 4 icons */
    for (int n = 1; n <= 5; n++) {
        rf_aim_result r;
        resolve(&s, 55, c, n, &t, &r);
        assert_int_equal(r.half_hits, expect_half[n - 1]);
        assert_int_equal(r.half_icons, n < 5 ? n : 4);
    }
    rf_aim_result r;
    resolve(&s, 55, c, 5, &t, &r);
    assert_int_equal(r.card_hits, 1);                           /* ruling: judged by value too */
    assert_true(r.card[2].hit);
    assert_int_equal(r.hits, 3);
    assert_int_equal(r.heads, 0);                               /* half hits: never heads */
    assert_int_equal(r.head_candidates, 0);
}

/* covers: AIM-15 */
static void test_AIM_15_headshot_candidates(void **state)
{
    (void)state;
    rf_aim_target t = no_target();
    rf_aim_result r = one_card(55, card(54, RF_ICON_HEAD), &t); /* a miss is no candidate */
    assert_int_equal(r.head_candidates, 0);
    assert_false(r.card[0].head);
    r = one_card(55, card(55, RF_ICON_HEAD), &t);
    assert_int_equal(r.head_candidates, 1);
    assert_int_equal(r.heads, 1);
    assert_true(r.card[0].head);
    assert_string_equal(r.card[0].why, "55+0=55 >= 55 (AIM-12), head (AIM-15)");
    t.lower = true;                                             /* automatic hits count too */
    r = one_card(55, card(10, RF_ICON_HEAD | RF_ICON_LOW), &t);
    assert_int_equal(r.heads, 1);
}

/* covers: AIM-16 GEAR-7 AIM-17 */
static void test_AIM_16_helmet(void **state)
{
    (void)state;
    rf_aim_target t = no_target();
    t.helmet_value = 50;                                        /* rare: 1 card <= 50 */
    t.helmet_count = 1;
    rf_aim_result r = one_card(40, card(50, RF_ICON_HEAD), &t);
    assert_int_equal(r.helmet_saved, 1);                        /* printed value = limit */
    assert_int_equal(r.heads, 0);
    r = one_card(40, card(51, RF_ICON_HEAD), &t);
    assert_int_equal(r.helmet_saved, 0);                        /* one above */
    assert_int_equal(r.heads, 1);
    /* the slot modifier does not count: 45 on slot -3 (+15 = 60) is still 45 */
    rf_weapon_def w = weapon(40, 1, 9, 3, 1, 10, 5);
    w.stability = 3;
    rf_weapon_stats s = combat_weapon_base(&w);
    rf_aim_card c[3] = { card(45, RF_ICON_HEAD), card(50, RF_ICON_HEAD), card(70, RF_ICON_HEAD) };
    resolve(&s, 40, c, 3, &t, &r);
    assert_int_equal(r.head_candidates, 3);
    assert_int_equal(r.helmet_saved, 1);                        /* only helmet_count cards */
    assert_int_equal(r.heads, 2);
    assert_false(r.card[0].head);
    assert_true(r.card[1].head);                                /* "all further cards" */
    /* the helmet is not spent on a card it cannot protect (ruling) */
    rf_aim_card d[3] = { card(70, RF_ICON_HEAD), card(45, RF_ICON_HEAD), card(60, 0) };
    resolve(&s, 40, d, 3, &t, &r);
    assert_int_equal(r.helmet_saved, 1);
    assert_int_equal(r.heads, 1);
    assert_true(r.card[0].head);
    assert_false(r.card[1].head);
    t.helmet_value = 0;                                         /* starting helmet */
    t.helmet_count = 0;
    resolve(&s, 40, c, 3, &t, &r);
    assert_int_equal(r.heads, 3);
}

/* covers: AIM-17 TERM-7 */
static void test_AIM_17_ignored_icons(void **state)
{
    (void)state;
    rf_aim_target t = no_target();
    t.lower = true;
    t.ignore_icons = RF_ICON_LOW;
    rf_aim_result r = one_card(55, card(20, RF_ICON_LOW), &t);  /* judged by value instead */
    assert_false(r.card[0].hit);
    t = no_target();
    t.cover = true;
    t.ignore_icons = RF_ICON_COVER;
    r = one_card(55, card(60, RF_ICON_COVER), &t);
    assert_true(r.card[0].hit);
    t = no_target();
    t.ignore_icons = RF_ICON_HEAD | RF_ICON_SEMI;
    rf_weapon_def w = weapon(55, 1, 9, 2, 1, 10, 5);
    rf_weapon_stats s = combat_weapon_base(&w);
    rf_aim_card c[2] = { card(90, RF_ICON_HEAD | RF_ICON_SEMI), card(90, RF_ICON_SEMI) };
    resolve(&s, 55, c, 2, &t, &r);
    assert_int_equal(r.head_candidates, 0);
    assert_int_equal(r.half_icons, 0);
    assert_int_equal(r.hits, 2);
}

/* The estimates' counts (combat_aim_quick_prepare, combat_aim_quick_counts) of
 * the deck drawn in `order` against the logged judgement of those cards. */
static void assert_quick_agrees(const rf_aim_board *b, const rf_weapon_stats *s, int ht,
                                const rf_aim_card *deck, const uint8_t *order,
                                const rf_aim_target *t)
{
    int n = combat_aim_cards_needed(s);
    if (n > RF_AIM_DECK) n = RF_AIM_DECK;
    rf_aim_card drawn[RF_AIM_DECK];
    for (int i = 0; i < n; i++) drawn[i] = deck[order[i]];
    rf_aim_result full, counts;
    combat_aim_resolve_quiet(b, s, ht, drawn, n, t, &full);
    rf_aim_quick q;
    combat_aim_quick_prepare(&q, b, s, ht, deck, RF_AIM_DECK, t);
    memset(&counts, 0xA5, sizeof counts);
    combat_aim_quick_counts(&q, order, &counts);
    assert_int_equal(counts.ncards, full.ncards);
    assert_int_equal(counts.card_hits, full.card_hits);
    assert_int_equal(counts.half_icons, full.half_icons);
    assert_int_equal(counts.half_hits, full.half_hits);
    assert_int_equal(counts.hits, full.hits);
    assert_int_equal(counts.head_candidates, full.head_candidates);
    assert_int_equal(counts.helmet_saved, full.helmet_saved);
    assert_int_equal(counts.heads, full.heads);
}

/* Random weapon, target fields and draw order from x (a xorshift state). */
static rf_weapon_stats random_weapon(unsigned long long *x, int *ht)
{
    *x ^= *x << 13, *x ^= *x >> 7, *x ^= *x << 17;
    rf_weapon_def w = weapon(30 + (int)(*x % 40), 1, 9, 1 + (int)(*x >> 8) % 4,
                             1 + (int)(*x >> 12) % 3, 10, 5);
    w.stability = (int8_t)((int)(*x >> 16) % 5 - 1);
    w.recoil = (int8_t)((int)(*x >> 20) % 3);
    *ht = w.threshold;
    return combat_weapon_base(&w);
}

static rf_aim_target random_target(unsigned long long *x)
{
    *x ^= *x << 13, *x ^= *x >> 7, *x ^= *x << 17;
    rf_aim_target t = no_target();
    t.lower = *x >> 24 & 1, t.higher = *x >> 25 & 1, t.cover = *x >> 26 & 1;
    t.both_icons_hit = *x >> 27 & 1, t.half_hits_beta = *x >> 28 & 1;
    t.helmet_value = (uint8_t)(*x >> 29 & 1 ? 50 : *x >> 32 & 1 ? 25 : 0);
    t.helmet_count = (uint8_t)(*x >> 30 & 1);
    t.ignore_icons = (uint8_t)(*x >> 31 & 1 ? RF_ICON_LOW : 0);
    return t;
}

static void random_order(unsigned long long *x, uint8_t *order)
{
    for (int i = 0; i < RF_AIM_DECK; i++) order[i] = (uint8_t)i;
    for (int i = RF_AIM_DECK - 1; i > 0; i--) {
        *x ^= *x << 13, *x ^= *x >> 7, *x ^= *x << 17;
        int j = (int)(*x % (unsigned)(i + 1));
        uint8_t c = order[i];
        order[i] = order[j];
        order[j] = c;
    }
}

static rf_aim_card random_card(unsigned long long *x)
{
    *x ^= *x << 13, *x ^= *x >> 7, *x ^= *x << 17;
    return card(5 * (int)(*x % 20), (unsigned)(*x >> 8) & (RF_ICON_LOW | RF_ICON_HIGH |
                RF_ICON_COVER | RF_ICON_HEAD | RF_ICON_SEMI));
}

/* The estimates' judgement (combat_aim_quick_counts, rf_view_shot_estimate's
 * samples) against the logged one on random decks, draws, weapons and
 * targets: the same counts (hits, half hits, heads, helmet saves). */
static void test_AIM_quick_counts_agree_with_the_judgement(void **state)
{
    (void)state;
    rf_aim_board b = aim_board();
    unsigned long long x = 88172645463325252ull;
    for (int round = 0; round < 4000; round++) {
        int ht;
        rf_weapon_stats s = random_weapon(&x, &ht);
        rf_aim_target t = random_target(&x);
        rf_aim_card deck[RF_AIM_DECK];
        for (int i = 0; i < RF_AIM_DECK; i++) deck[i] = random_card(&x);
        uint8_t order[RF_AIM_DECK];
        random_order(&x, order);
        assert_quick_agrees(&b, &s, ht, deck, order, &t);
    }
}

/* AIM-11, AIM-14, AIM-16, TERM-7: combat_aim_quick_prepare keeps its card
 * tables per deck and target (combat_aim.c quick_cards); one deck asked
 * for targets that come back many times, with a card changed in place now
 * and then (the same address, other cards), must judge as the logged
 * judgement does every time (it fails when the memo ignores the deck's
 * cards or any of the target's fields). */
static void test_AIM_quick_tables_remembered_per_deck_and_target(void **state)
{
    (void)state;
    rf_aim_board b = aim_board();
    unsigned long long x = 0x2545f4914f6cdd1dull;
    rf_aim_card deck[RF_AIM_DECK];
    for (int i = 0; i < RF_AIM_DECK; i++) deck[i] = random_card(&x);
    for (int round = 0; round < 4000; round++) {
        if (round % 50 == 49) deck[x % RF_AIM_DECK] = random_card(&x);
        int ht;
        rf_weapon_stats s = random_weapon(&x, &ht);
        rf_aim_target t = random_target(&x);
        uint8_t order[RF_AIM_DECK];
        random_order(&x, order);
        assert_quick_agrees(&b, &s, ht, deck, order, &t);
    }
}

/* covers: EX-AIM-1 AIM-18 ATTACH-9 */
static void test_EX_AIM_1_longbow(void **state)
{
    (void)state;
    rf_weapon_def lb = longbow();
    rf_weapon_stats s = combat_weapon_base(&lb);
    rf_loot_def mag = magazine(RF_ATT_MAGAZINE);                /* Extended Sniper Magazine */
    mag.attach_ammo = RF_AMMO_SNIPER;
    rf_loot_def stab = stabilizer(1);
    combat_weapon_fit(&s, &mag);
    combat_weapon_fit(&s, &stab);
    rf_ht h = combat_hit_threshold(&s, 6, 0);
    assert_int_equal(h.ht, 55);
    assert_int_equal(combat_aim_cards_needed(&s), 3);
    rf_aim_card drawn[3] = { card(35, RF_ICON_LOW), card(20, 0), card(70, RF_ICON_HEAD) };
    rf_aim_target t = no_target();
    t.lower = true;
    rf_aim_result r;
    resolve(&s, h.ht, drawn, 3, &t, &r);
    int slot[3] = { -1, 1, 3 }, mod[3] = { 5, -5, -10 };
    for (int i = 0; i < 3; i++) {
        assert_int_equal(r.card[i].slot, slot[i]);
        assert_int_equal(r.card[i].mod, mod[i]);
    }
    assert_true(r.card[0].hit);                                 /* 35+5=40 but lower: auto */
    assert_false(r.card[1].hit);                                /* 20-5=15 */
    assert_string_equal(r.card[1].why, "20-5=15 < 55 (AIM-12)");
    assert_true(r.card[2].hit);                                 /* 70-10=60 >= 55 */
    assert_true(r.card[2].head);
    assert_int_equal(r.hits, 2);
    assert_int_equal(r.heads, 1);
    assert_int_equal(combat_shot_damage(&s, r.hits, r.heads, 0), 34);   /* EX-DMG-1 */
}

/* covers: EX-AIM-2 */
static void test_EX_AIM_2_epic_helmet(void **state)
{
    (void)state;
    rf_weapon_def lb = longbow();
    rf_weapon_stats s = combat_weapon_base(&lb);
    rf_loot_def mag = magazine(RF_ATT_MAGAZINE), stab = stabilizer(1);
    combat_weapon_fit(&s, &mag);
    combat_weapon_fit(&s, &stab);
    rf_aim_target t = no_target();
    t.lower = true;
    t.helmet_value = 60;
    t.helmet_count = 2;
    rf_aim_card drawn[3] = { card(35, RF_ICON_LOW), card(20, 0), card(70, RF_ICON_HEAD) };
    rf_aim_result r;
    resolve(&s, 55, drawn, 3, &t, &r);
    assert_int_equal(r.hits, 2);
    assert_int_equal(r.heads, 1);                               /* 70 > 60: it stands */
    drawn[2] = card(60, RF_ICON_HEAD);                          /* 60-10=50 < 55: a miss */
    resolve(&s, 55, drawn, 3, &t, &r);
    assert_int_equal(r.hits, 1);
    t.higher = false;
    s.stability = 3;                                            /* on slot +1: 60-5=55, a hit */
    resolve(&s, 55, drawn, 3, &t, &r);
    assert_int_equal(r.card[2].slot, 1);
    assert_int_equal(r.hits, 2);
    assert_int_equal(r.heads, 0);                               /* value <= 60: prevented */
    assert_int_equal(r.helmet_saved, 1);
}

/* --- damage --- */

/* covers: DMG-1 WEAPON-12 */
static void test_DMG_1_shot_damage(void **state)
{
    (void)state;
    rf_weapon_def w = weapon(50, 1, 9, 3, 1, 12, 6);
    rf_weapon_stats s = combat_weapon_base(&w);
    assert_int_equal(combat_shot_damage(&s, 0, 0, 0), 0);
    assert_int_equal(combat_shot_damage(&s, 3, 0, 0), 36);
    assert_int_equal(combat_shot_damage(&s, 3, 2, 0), 48);
    assert_int_equal(combat_shot_damage(&s, 1, 0, 5), 17);          /* cards add */
    assert_int_equal(combat_shot_damage(&s, 1, 0, -20), 0);         /* never below 0 */
}

/* covers: DMG-2 DMG-3 DMG-4 */
static void test_DMG_3_shield_first(void **state)
{
    (void)state;
    rf_vitals v = vitals(40, 20, 20, 0);
    rf_damage_result r = combat_apply_damage(&v, 20, RF_DMG_NORMAL);  /* exactly the shield */
    assert_int_equal(r.to_shield, 20);
    assert_int_equal(r.to_health, 0);
    assert_int_equal(v.shield, 0);
    assert_int_equal(v.health, 40);
    r = combat_apply_damage(&v, 7, RF_DMG_NORMAL);                  /* shield at 0: health */
    assert_int_equal(r.to_health, 7);
    assert_int_equal(v.health, 33);
    v = vitals(40, 20, 20, 0);
    r = combat_apply_damage(&v, 21, RF_DMG_NORMAL);                 /* one over */
    assert_int_equal(v.shield, 0);
    assert_int_equal(v.health, 39);
    v = vitals(40, 0, 0, 0);                                    /* no shield equipped */
    r = combat_apply_damage(&v, 5, RF_DMG_NORMAL);
    assert_int_equal(r.to_shield, 0);
    assert_int_equal(v.health, 35);
    r = combat_apply_damage(&v, 0, RF_DMG_NORMAL);
    assert_int_equal(v.health, 35);
}

/* covers: DMG-5 */
static void test_DMG_5_shield_tag(void **state)
{
    (void)state;
    rf_vitals v = vitals(3, 10, 20, 10);
    rf_damage_result r = combat_apply_damage(&v, 25, RF_DMG_SHIELD);
    assert_int_equal(r.to_shield, 10);
    assert_int_equal(r.to_health, 0);
    assert_int_equal(v.shield, 0);
    assert_int_equal(v.health, 3);
    assert_false(r.knockdown_used);                             /* ruling: no trigger */
    assert_false(v.ko_exhausted);
    r = combat_apply_damage(&v, 5, RF_DMG_SHIELD);                  /* shield already 0 */
    assert_int_equal(v.health, 3);
}

/* covers: DMG-6 */
static void test_DMG_6_health_tag(void **state)
{
    (void)state;
    rf_vitals v = vitals(40, 20, 20, 0);
    rf_damage_result r = combat_apply_damage(&v, 12, RF_DMG_HEALTH);
    assert_int_equal(r.to_shield, 0);
    assert_int_equal(r.to_health, 12);
    assert_int_equal(v.shield, 20);
    assert_int_equal(v.health, 28);
}

/* covers: DMG-7 DMG-8 CONSUM-2 */
static void test_DMG_7_restore_limits(void **state)
{
    (void)state;
    rf_vitals v = vitals(30, 25, 30, 0);
    assert_int_equal(combat_restore_health(&v, 9), 9);              /* to 39: below the limit */
    assert_int_equal(combat_restore_health(&v, 12), 1);             /* 40 is the limit */
    assert_int_equal(v.health, 40);
    assert_int_equal(combat_restore_health(&v, 5), 0);
    assert_int_equal(combat_restore_shield(&v, 5), 5);              /* exactly to the limit */
    assert_int_equal(combat_restore_shield(&v, 1), 0);
    assert_int_equal(v.shield, 30);
    assert_int_equal(combat_restore_shield(&v, -4), 0);
    v = vitals(10, 0, 0, 0);                                    /* no body shield */
    assert_int_equal(combat_restore_shield(&v, 12), 0);
}

/* covers: EX-DMG-1 DMG-2 */
static void test_EX_DMG_1_longbow_damage(void **state)
{
    (void)state;
    rf_weapon_def lb = longbow();
    rf_weapon_stats s = combat_weapon_base(&lb);
    int dmg = combat_shot_damage(&s, 2, 1, 0);
    assert_int_equal(dmg, 34);
    rf_vitals v = vitals(30, 15, 20, 0);
    rf_damage_result r = combat_apply_damage(&v, dmg, RF_DMG_NORMAL);
    assert_int_equal(r.to_shield, 15);
    assert_int_equal(r.to_health, 19);
    assert_int_equal(v.shield, 0);
    assert_int_equal(v.health, 11);
    assert_false(r.eliminated);
}

/* covers: KO-1 GEAR-11 SYM-3
 * (SYM-3: the knockdown shield's symbol "applies when your health drops to 0".) */
static void test_KO_1_only_when_lethal(void **state)
{
    (void)state;
    rf_vitals v = vitals(10, 0, 20, 10);                        /* rare: up to 10 */
    rf_damage_result r = combat_apply_damage(&v, 9, RF_DMG_NORMAL); /* health 1 left */
    assert_false(r.knockdown_used);
    assert_int_equal(v.health, 1);
    assert_false(v.ko_exhausted);
    v = vitals(10, 0, 20, 10);
    r = combat_apply_damage(&v, 10, RF_DMG_NORMAL);                 /* exactly to 0 */
    assert_true(r.knockdown_used);
    assert_int_equal(r.prevented, 10);
    assert_int_equal(v.health, 10);
    assert_false(r.eliminated);
}

/* covers: KO-2 KO-3 SYM-3
 * (SYM-3: "flip the token after the effect": exhausted once it prevented.) */
static void test_KO_2_rest_applied(void **state)
{
    (void)state;
    rf_vitals v = vitals(10, 0, 20, 15);                        /* epic: up to 15 */
    rf_damage_result r = combat_apply_damage(&v, 20, RF_DMG_NORMAL);
    assert_int_equal(r.prevented, 15);
    assert_int_equal(r.to_health, 5);
    assert_int_equal(v.health, 5);
    assert_true(v.ko_exhausted);                                /* KO-3: flipped */
    v = vitals(10, 0, 20, 15);
    r = combat_apply_damage(&v, 30, RF_DMG_HEALTH);                 /* rest still lethal */
    assert_int_equal(r.prevented, 15);
    assert_int_equal(v.health, 0);
    assert_true(r.knockdown_used);
    assert_true(r.eliminated);
    /* shield first: 10 to the shield, the rest 10 reaches health 5 → prevented */
    v = vitals(5, 10, 20, 10);
    r = combat_apply_damage(&v, 20, RF_DMG_NORMAL);
    assert_int_equal(r.to_shield, 10);
    assert_int_equal(r.prevented, 10);
    assert_int_equal(r.to_health, 0);
    assert_int_equal(v.health, 5);
    /* the shield took enough: the rest 4 leaves health 1, no trigger */
    v = vitals(5, 16, 20, 10);
    r = combat_apply_damage(&v, 20, RF_DMG_NORMAL);
    assert_false(r.knockdown_used);
    assert_int_equal(v.health, 1);
}

/* covers: KO-3 */
static void test_KO_3_exhausted_gives_nothing(void **state)
{
    (void)state;
    rf_vitals v = vitals(10, 0, 20, 10);
    combat_apply_damage(&v, 12, RF_DMG_NORMAL);                     /* prevented 10, health 8 */
    assert_int_equal(v.health, 8);
    rf_damage_result r = combat_apply_damage(&v, 8, RF_DMG_NORMAL);
    assert_false(r.knockdown_used);
    assert_int_equal(r.prevented, 0);
    assert_true(r.eliminated);
}

/* covers: KO-4 */
static void test_KO_4_common_never_triggers(void **state)
{
    (void)state;
    rf_vitals v = vitals(10, 0, 20, 0);
    rf_damage_result r = combat_apply_damage(&v, 10, RF_DMG_NORMAL);
    assert_false(r.knockdown_used);
    assert_int_equal(r.prevented, 0);
    assert_true(r.eliminated);
    assert_false(v.ko_exhausted);
}

/* covers: KO-5 RING-9 */
static void test_KO_5_ring_cap(void **state)
{
    (void)state;
    rf_vitals v = vitals(40, 20, 20, 10);
    v.ring_cap = 8;
    rf_damage_result r = combat_apply_damage(&v, 12, RF_DMG_RING);
    assert_int_equal(r.to_health, 8);                           /* capped, shield bypassed */
    assert_int_equal(r.to_shield, 0);
    r = combat_apply_damage(&v, 8, RF_DMG_RING);
    assert_int_equal(r.to_health, 8);
    r = combat_apply_damage(&v, 5, RF_DMG_RING);                    /* smaller: not raised */
    assert_int_equal(r.to_health, 5);
    assert_int_equal(v.health, 19);
    v.ko_exhausted = true;                                      /* ruling: cap still on */
    r = combat_apply_damage(&v, 12, RF_DMG_RING);
    assert_int_equal(r.to_health, 8);
    rf_vitals plain = vitals(40, 20, 20, 10);                   /* no legendary shield */
    r = combat_apply_damage(&plain, 12, RF_DMG_RING);
    assert_int_equal(r.to_health, 12);
    assert_int_equal(plain.shield, 20);
    rf_vitals low = vitals(6, 20, 20, 10);                      /* the cap, then the KO */
    low.ring_cap = 8;
    r = combat_apply_damage(&low, 12, RF_DMG_RING);
    assert_true(r.knockdown_used);
    assert_int_equal(r.prevented, 8);
    assert_int_equal(low.health, 6);
}

/* covers: ELIM-1 TERM-5 */
static void test_ELIM_1_zero_health(void **state)
{
    (void)state;
    rf_vitals v = vitals(10, 0, 20, 0);
    rf_damage_result r = combat_apply_damage(&v, 9, RF_DMG_NORMAL);
    assert_false(r.eliminated);
    r = combat_apply_damage(&v, 5, RF_DMG_NORMAL);                  /* more than is left */
    assert_true(r.eliminated);
    assert_int_equal(r.to_health, 1);
    assert_int_equal(v.health, 0);                              /* never below 0 */
}

/* --- melee and pushes --- */

/* covers: MELEE-2 MELEE-3 */
static void test_MELEE_2_printed_value_40(void **state)
{
    (void)state;
    rf_aim_card c = card(39, RF_ICON_LOW | RF_ICON_SEMI);
    assert_false(combat_melee_hits(&c));
    c = card(40, 0);
    assert_true(combat_melee_hits(&c));
    c = card(45, RF_ICON_HIGH | RF_ICON_COVER);                 /* icons do not count */
    assert_true(combat_melee_hits(&c));
}

static geo_board *push_board(void)
{
    geo_board *b = geo_board_new(&tu_content()->kinds, 8, 8);
    assert_non_null(b);
    return b;
}

static void add(geo_board *b, const char *kind, geo_place at, int len, int w, int h)
{
    geo_component c;
    memset(&c, 0, sizeof c);
    int k = geo_kinds_find(&tu_content()->kinds, kind);
    assert_true(k >= 0);
    c.kind = (uint8_t)k;
    c.at = at;
    c.len = (uint8_t)len;
    c.w = (uint8_t)w;
    c.h = (uint8_t)h;
    c.link = -1;
    geo_error err;
    memset(&err, 0, sizeof err);
    if (geo_board_add(b, &c, &err) != 0) fail_msg("add %s: %s", kind, err.msg);
}

static void finish(geo_board *b)
{
    geo_error err;
    memset(&err, 0, sizeof err);
    if (geo_board_finish(b, &err) != 0) fail_msg("finish: %s", err.msg);
}

static geo_place cell(int x, int y) { return geo_place_cell(geo_cell_make(x, y)); }

static geo_place edge(int dir, int i, int j)
{
    geo_edge e = { (uint8_t)dir, (int16_t)i, (int16_t)j };
    return geo_place_edge(e);
}

static rf_push_step push(const geo_board *b, const geo_overlay *ov, const geo_cellset *legends,
                         int px, int py, int tx, int ty)
{
    return combat_push_one(b, ov, legends, geo_cell_make(px, py), geo_cell_make(tx, ty));
}

static void expect_push(rf_push_step s, int outcome, int x, int y)
{
    if (s.outcome != outcome)
        fail_msg("push: %s, expected %s", combat_push_outcome_name(s.outcome),
                 combat_push_outcome_name(outcome));
    assert_int_equal(s.to.x, x);
    assert_int_equal(s.to.y, y);
}

/* covers: PUSH-1 PUSH-2 PUSH-7 */
static void test_PUSH_2_straight_line(void **state)
{
    (void)state;
    geo_board *b = push_board();
    finish(b);
    geo_cellset legends;
    geo_cellset_clear(&legends);
    geo_cellset_add(&legends, geo_cell_make(5, 3));
    /* a push of 3 from 1,3 on 2,3: two steps east, then a legend */
    geo_cell pusher = geo_cell_make(1, 3), at = geo_cell_make(2, 3);
    int moved = 0;
    for (int step = 0; step < 3; step++) {
        rf_push_step s = combat_push_one(b, NULL, &legends, pusher, at);
        if (s.outcome != RF_PUSH_MOVED) {
            expect_push(s, RF_PUSH_OCCUPIED, 5, 3);
            break;
        }
        at = s.to;
        moved++;
    }
    assert_int_equal(moved, 2);
    assert_int_equal(at.x, 4);
    expect_push(push(b, NULL, NULL, 3, 3, 4, 4), RF_PUSH_MOVED, 5, 5);   /* diagonal pair */
    expect_push(push(b, NULL, NULL, 3, 3, 2, 4), RF_PUSH_MOVED, 1, 5);
    expect_push(push(b, NULL, NULL, 0, 0, 3, 1), RF_PUSH_MOVED, 4, 1);   /* nearest: east */
    expect_push(push(b, NULL, NULL, 0, 0, 2, 1), RF_PUSH_MOVED, 3, 2);   /* nearest: SE */
    expect_push(push(b, NULL, NULL, 0, 0, 1, 3), RF_PUSH_MOVED, 1, 4);   /* nearest: south */
    geo_board_free(b);
}

/* covers: PUSH-3 PUSH-5 EX-MELEE-4 */
static void test_PUSH_3_off_the_map(void **state)
{
    (void)state;
    geo_board *b = push_board();
    finish(b);
    expect_push(push(b, NULL, NULL, 1, 3, 0, 3), RF_PUSH_OFF_MAP, -1, 3);
    expect_push(push(b, NULL, NULL, 6, 6, 7, 7), RF_PUSH_OFF_MAP, 8, 8);
    expect_push(push(b, NULL, NULL, 2, 3, 1, 3), RF_PUSH_MOVED, 0, 3);   /* to the edge: fine */
    /* EX-MELEE-4: 4 damage, then 4 more for the collision */
    rf_vitals g = vitals(40, 20, 20, 0);
    rf_aim_card c = card(75, 0);
    assert_true(combat_melee_hits(&c));
    combat_apply_damage(&g, 4, RF_DMG_NORMAL);
    if (push(b, NULL, NULL, 1, 3, 0, 3).outcome != RF_PUSH_MOVED)      /* PUSH-5 */
        combat_apply_damage(&g, 4, RF_DMG_NORMAL);
    assert_int_equal(g.shield, 12);
    geo_board_free(b);
}

/* Building 2,2 2x2 (roof level 1). */
static geo_board *building_board(void)
{
    geo_board *b = push_board();
    add(b, "building", cell(2, 2), 0, 2, 2);
    return b;
}

/* covers: PUSH-3 PUSH-6 EX-MELEE-3 */
static void test_PUSH_6_down_never_up(void **state)
{
    (void)state;
    geo_board *b = building_board();
    finish(b);
    expect_push(push(b, NULL, NULL, 0, 3, 1, 3), RF_PUSH_HIGHER, 2, 3);  /* onto the roof */
    expect_push(push(b, NULL, NULL, 0, 0, 1, 1), RF_PUSH_HIGHER, 2, 2);  /* diagonally too */
    expect_push(push(b, NULL, NULL, 2, 3, 3, 3), RF_PUSH_MOVED, 4, 3);   /* EX-MELEE-3: falls */
    expect_push(push(b, NULL, NULL, 2, 2, 3, 3), RF_PUSH_MOVED, 4, 4);   /* off the corner */
    expect_push(push(b, NULL, NULL, 2, 2, 3, 2), RF_PUSH_MOVED, 4, 2);   /* along the roof edge */
    geo_board_free(b);
}

/* covers: PUSH-3 */
static void test_PUSH_3_occupied_same_level(void **state)
{
    (void)state;
    geo_board *b = push_board();
    add(b, "rock", cell(4, 1), 0, 0, 0);
    add(b, "respawn_beacon", cell(4, 5), 0, 0, 0);
    finish(b);
    geo_cellset legends;
    geo_cellset_clear(&legends);
    geo_cellset_add(&legends, geo_cell_make(4, 3));
    expect_push(push(b, NULL, &legends, 2, 3, 3, 3), RF_PUSH_OCCUPIED, 4, 3);
    expect_push(push(b, NULL, &legends, 2, 1, 3, 1), RF_PUSH_OCCUPIED, 4, 1);   /* rock */
    expect_push(push(b, NULL, &legends, 2, 5, 3, 5), RF_PUSH_OCCUPIED, 4, 5);   /* beacon */
    expect_push(push(b, NULL, &legends, 2, 4, 3, 4), RF_PUSH_MOVED, 4, 4);      /* free */
    geo_overlay ov;
    geo_overlay_clear(&ov);
    int drop = geo_kinds_find(&tu_content()->kinds, "supply_drop");
    assert_true(drop >= 0);
    assert_true(geo_overlay_add(&ov, drop, cell(4, 4)) >= 0);
    expect_push(push(b, &ov, &legends, 2, 4, 3, 4), RF_PUSH_OCCUPIED, 4, 4);    /* supply drop */
    geo_board_free(b);
}

/* covers: PUSH-3 */
static void test_PUSH_3_occupied_edge(void **state)
{
    (void)state;
    geo_board *b = push_board();
    add(b, "half_wall", edge(GEO_EDGE_V, 4, 1), 1, 0, 0);
    add(b, "supply_bin", edge(GEO_EDGE_V, 4, 3), 1, 0, 0);
    add(b, "wall", edge(GEO_EDGE_H, 3, 6), 1, 0, 0);
    finish(b);
    expect_push(push(b, NULL, NULL, 2, 1, 3, 1), RF_PUSH_EDGE, 4, 1);
    expect_push(push(b, NULL, NULL, 5, 1, 4, 1), RF_PUSH_EDGE, 3, 1);   /* from the other side */
    expect_push(push(b, NULL, NULL, 2, 3, 3, 3), RF_PUSH_EDGE, 4, 3);
    expect_push(push(b, NULL, NULL, 3, 4, 3, 5), RF_PUSH_EDGE, 3, 6);
    expect_push(push(b, NULL, NULL, 2, 2, 3, 2), RF_PUSH_MOVED, 4, 2);  /* beside them: free */
    geo_board_free(b);
}

/* covers: PUSH-3 PUSH-5 PUSH-7 EX-MELEE-2 */
static void test_EX_MELEE_2_connected_intersection(void **state)
{
    (void)state;
    /* the intersection 4,4 between 3,3 and 4,4; a half wall on its north arm
     * (v 4,3) and a supply bin on its south arm (v 4,4): a 180° connection */
    geo_board *b = push_board();
    add(b, "half_wall", edge(GEO_EDGE_V, 4, 3), 1, 0, 0);
    add(b, "supply_bin", edge(GEO_EDGE_V, 4, 4), 1, 0, 0);
    finish(b);
    expect_push(push(b, NULL, NULL, 2, 2, 3, 3), RF_PUSH_CONNECTED, 4, 4);
    expect_push(push(b, NULL, NULL, 5, 5, 4, 4), RF_PUSH_CONNECTED, 3, 3);
    expect_push(push(b, NULL, NULL, 2, 4, 3, 3), RF_PUSH_MOVED, 4, 2);   /* past its free end */
    rf_vitals bh = vitals(40, 20, 20, 0);                       /* 4 + 4 for the collision */
    rf_aim_card c = card(75, 0);
    assert_true(combat_melee_hits(&c));
    combat_apply_damage(&bh, 4, RF_DMG_NORMAL);
    if (push(b, NULL, NULL, 2, 2, 3, 3).outcome != RF_PUSH_MOVED)      /* PUSH-5 */
        combat_apply_damage(&bh, 4, RF_DMG_NORMAL);
    assert_int_equal(bh.shield, 12);
    geo_board_free(b);
}

/* covers: PUSH-3 PUSH-7 */
static void test_PUSH_7_diagonal_routes(void **state)
{
    (void)state;
    geo_board *b = push_board();
    add(b, "half_wall", edge(GEO_EDGE_V, 4, 1), 1, 0, 0);       /* a lone wall ending at 4,2 */
    add(b, "wall", edge(GEO_EDGE_V, 4, 4), 2, 0, 0);            /* a run through 4,5 */
    add(b, "half_wall", edge(GEO_EDGE_V, 2, 6), 1, 0, 0);       /* a 90° corner at 2,7: */
    add(b, "supply_bin", edge(GEO_EDGE_H, 2, 7), 1, 0, 0);      /* north and east arms */
    finish(b);
    expect_push(push(b, NULL, NULL, 2, 0, 3, 1), RF_PUSH_MOVED, 4, 2);  /* past its free end */
    expect_push(push(b, NULL, NULL, 2, 3, 3, 4), RF_PUSH_EDGE, 4, 5);   /* the middle of a run */
    /* the corner encloses 2,6: from 1,6 to 2,7 passes its outside */
    expect_push(push(b, NULL, NULL, 0, 5, 1, 6), RF_PUSH_MOVED, 2, 7);
    /* from 2,6 (inside the angle) out to 1,7 crosses both arms' components */
    expect_push(push(b, NULL, NULL, 3, 5, 2, 6), RF_PUSH_CONNECTED, 1, 7);
    geo_board_free(b);
}

/* covers: PUSH-3 PUSH-7 */
static void test_PUSH_7_between_structures(void **state)
{
    (void)state;
    /* buildings 2,2 2x2 and 4,4 2x2 touch at the corner 4,4 */
    geo_board *b = building_board();
    add(b, "building", cell(4, 4), 0, 2, 2);
    finish(b);
    expect_push(push(b, NULL, NULL, 5, 2, 4, 3), RF_PUSH_CONNECTED, 3, 4);  /* ground, between */
    expect_push(push(b, NULL, NULL, 2, 2, 3, 3), RF_PUSH_CONNECTED, 4, 4);  /* roof to roof gap */
    geo_board_free(b);
    b = building_board();
    add(b, "rock", cell(4, 1), 0, 0, 0);
    finish(b);
    /* a rock at the building's corner 4,2: both ways round it rise above the ground */
    expect_push(push(b, NULL, NULL, 2, 0, 3, 1), RF_PUSH_CONNECTED, 4, 2);
    expect_push(push(b, NULL, NULL, 5, 3, 4, 2), RF_PUSH_CONNECTED, 3, 1);
    expect_push(push(b, NULL, NULL, 5, 0, 4, 0), RF_PUSH_MOVED, 3, 0);     /* beside it */
    geo_board_free(b);
}

/* covers: PUSH-3 PUSH-6 PUSH-7 */
static void test_PUSH_7_over_lower_walls(void **state)
{
    (void)state;
    /* half walls on the ground around 4,4, below the corner of the roof 3,3 */
    geo_board *b = building_board();
    add(b, "half_wall", edge(GEO_EDGE_H, 4, 4), 1, 0, 0);
    add(b, "half_wall", edge(GEO_EDGE_V, 4, 4), 1, 0, 0);
    finish(b);
    expect_push(push(b, NULL, NULL, 2, 2, 3, 3), RF_PUSH_MOVED, 4, 4);      /* falls over them */
    /* on the ground, a half wall meeting the building's corner at 4,4 connects */
    expect_push(push(b, NULL, NULL, 5, 2, 4, 3), RF_PUSH_CONNECTED, 3, 4);
    geo_board_free(b);
}

/* covers: PUSH-4 EX-MELEE-1 */
static void test_PUSH_4_occupied_lower_space(void **state)
{
    (void)state;
    geo_board *b = building_board();
    add(b, "respawn_beacon", cell(4, 3), 0, 0, 0);
    add(b, "half_wall", edge(GEO_EDGE_H, 4, 4), 1, 0, 0);      /* between 4,3 and 4,4 */
    finish(b);
    geo_cellset legends;
    geo_cellset_clear(&legends);
    geo_cellset_add(&legends, geo_cell_make(5, 3));
    geo_cellset_add(&legends, geo_cell_make(4, 2));
    geo_cellset_add(&legends, geo_cell_make(3, 1));
    /* EX-MELEE-1: from the roof 3,3 onto the beacon below */
    rf_push_step s = push(b, NULL, &legends, 2, 3, 3, 3);
    expect_push(s, RF_PUSH_LOWER_OCCUPIED, 4, 3);
    geo_cell out[8];
    int n = combat_push_landing(b, NULL, &legends, s.to, out);
    /* free, adjacent to 4,3: not the legends (5,3, 4,2), not across the half wall
     * (4,4), not the roof (3,2, 3,3) */
    assert_int_equal(n, 3);
    assert_true(geo_cell_eq(out[0], geo_cell_make(5, 2)));
    assert_true(geo_cell_eq(out[1], geo_cell_make(5, 4)));
    assert_true(geo_cell_eq(out[2], geo_cell_make(3, 4)));
    /* a legend below the roof is an occupied lower space too */
    expect_push(push(b, NULL, &legends, 3, 3, 3, 2), RF_PUSH_LOWER_OCCUPIED, 3, 1);
    geo_cellset none;
    geo_cellset_clear(&none);
    expect_push(push(b, NULL, &none, 3, 3, 3, 2), RF_PUSH_MOVED, 3, 1);
    geo_board_free(b);
    /* a rock below reaches the roof's level: met there, not landed on */
    b = building_board();
    add(b, "rock", cell(4, 3), 0, 0, 0);
    finish(b);
    expect_push(push(b, NULL, NULL, 2, 3, 3, 3), RF_PUSH_OCCUPIED, 4, 3);
    geo_board_free(b);
}

/* covers: PUSH-3 */
static void test_PUSH_3_roof_edge_half_wall(void **state)
{
    (void)state;
    geo_board *b = building_board();
    add(b, "roof_edge_half_wall", edge(GEO_EDGE_V, 4, 3), 1, 0, 0);
    finish(b);
    expect_push(push(b, NULL, NULL, 2, 3, 3, 3), RF_PUSH_EDGE, 4, 3);  /* stops the fall */
    expect_push(push(b, NULL, NULL, 2, 2, 3, 2), RF_PUSH_MOVED, 4, 2);
    geo_board_free(b);
}

static void test_push_outcome_names(void **state)
{
    (void)state;
    assert_string_equal(combat_push_outcome_name(RF_PUSH_OFF_MAP), "off the map (PUSH-3)");
    assert_non_null(strstr(combat_push_outcome_name(RF_PUSH_LOWER_OCCUPIED), "PUSH-4"));
    assert_non_null(strstr(combat_push_outcome_name(RF_PUSH_CONNECTED), "connected"));
    assert_string_equal(combat_push_outcome_name(99), "unknown push outcome");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_SHOOT_13_range_modifier),
        cmocka_unit_test(test_SHOOT_14_optic_modifier),
        cmocka_unit_test(test_SHOOT_15_other_modifiers),
        cmocka_unit_test(test_EX_SHOOT_1_car_smg),
        cmocka_unit_test(test_ATTACH_2_3_what_fits),
        cmocka_unit_test(test_ATTACH_7_one_per_family),
        cmocka_unit_test(test_ATTACH_8_stabilizer_start_slot),
        cmocka_unit_test(test_ATTACH_9_magazine_first_number),
        cmocka_unit_test(test_ATTACH_10_shotgun_bolt),
        cmocka_unit_test(test_ATTACH_12_stock_every_hit),
        cmocka_unit_test(test_ATTACH_13_sniper_stock_first_hit),
        cmocka_unit_test(test_AIM_3_fire_rate_layout),
        cmocka_unit_test(test_AIM_6_recoil),
        cmocka_unit_test(test_AIM_7_rightmost_slot),
        cmocka_unit_test(test_AIM_12_value_plus_slot),
        cmocka_unit_test(test_AIM_11_automatic_results),
        cmocka_unit_test(test_AIM_14_miss_beats_hit),
        cmocka_unit_test(test_AIM_10_half_hits),
        cmocka_unit_test(test_rules_options_AIM_14_and_AIM_10),
        cmocka_unit_test(test_AIM_15_headshot_candidates),
        cmocka_unit_test(test_AIM_16_helmet),
        cmocka_unit_test(test_AIM_17_ignored_icons),
        cmocka_unit_test(test_AIM_quick_counts_agree_with_the_judgement),
        cmocka_unit_test(test_AIM_quick_tables_remembered_per_deck_and_target),
        cmocka_unit_test(test_EX_AIM_1_longbow),
        cmocka_unit_test(test_EX_AIM_2_epic_helmet),
        cmocka_unit_test(test_DMG_1_shot_damage),
        cmocka_unit_test(test_DMG_3_shield_first),
        cmocka_unit_test(test_DMG_5_shield_tag),
        cmocka_unit_test(test_DMG_6_health_tag),
        cmocka_unit_test(test_DMG_7_restore_limits),
        cmocka_unit_test(test_EX_DMG_1_longbow_damage),
        cmocka_unit_test(test_KO_1_only_when_lethal),
        cmocka_unit_test(test_KO_2_rest_applied),
        cmocka_unit_test(test_KO_3_exhausted_gives_nothing),
        cmocka_unit_test(test_KO_4_common_never_triggers),
        cmocka_unit_test(test_KO_5_ring_cap),
        cmocka_unit_test(test_ELIM_1_zero_health),
        cmocka_unit_test(test_MELEE_2_printed_value_40),
        cmocka_unit_test(test_PUSH_2_straight_line),
        cmocka_unit_test(test_PUSH_3_off_the_map),
        cmocka_unit_test(test_PUSH_6_down_never_up),
        cmocka_unit_test(test_PUSH_3_occupied_same_level),
        cmocka_unit_test(test_PUSH_3_occupied_edge),
        cmocka_unit_test(test_EX_MELEE_2_connected_intersection),
        cmocka_unit_test(test_PUSH_7_diagonal_routes),
        cmocka_unit_test(test_PUSH_7_between_structures),
        cmocka_unit_test(test_PUSH_7_over_lower_walls),
        cmocka_unit_test(test_PUSH_4_occupied_lower_space),
        cmocka_unit_test(test_PUSH_3_roof_edge_half_wall),
        cmocka_unit_test(test_push_outcome_names),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
