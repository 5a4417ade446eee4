/*
 * test_catalog.c — the rules catalog loaded from data/ (weapons, Aim deck
 * and board, loot kinds, supply bin cards): the box's totals (COMP-5,
 * COMP-7), every number the books reveal (EX-SHOOT-1, EX-AIM-1, EX-AIM-2,
 * EX-DMG-1, AIM-18, GEAR, ATTACH, GRENADE, CONSUM, EX-INTERACT-1), the
 * designed data's own invariants, and bad files under
 * tests/data/bad-content/ refused with file, line and JSON path.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "testutil.h"
#include "data/rules_load.h"

static const rf_catalog *cat(void)
{
    return &tu_content()->catalog;
}

static const rf_weapon_def *weapon(const char *id_or_name)
{
    int i = catalog_weapon(cat(), id_or_name);
    assert_true(i >= 0);
    return &cat()->weapon[i];
}

static const rf_loot_def *loot(const char *id)
{
    int i = catalog_loot(cat(), id);
    assert_true(i >= 0);
    return &cat()->loot[i];
}

static const rf_weapon_slot_def *slot_of(const rf_weapon_def *w, int family)
{
    for (int i = 0; i < w->nslots; i++)
        if (w->slot[i].family == family) return &w->slot[i];
    return NULL;
}

/* ATTACH-2, ATTACH-3 as data: the token's family, ammo symbol and node. */
static bool fits(const rf_weapon_slot_def *s, const rf_loot_def *a)
{
    if (!s || a->family != RF_LOOT_ATTACHMENT || a->attach != s->family) return false;
    if (s->ammo >= 0 && a->attach_ammo != s->ammo) return false;
    return !s->nodes || (s->nodes & a->attach_nodes);
}

/* ---- Totals ---- */

static void test_COMP_5_weapon_deck_and_bins(void **state)
{
    (void)state;
    int total = 0, per_ammo[RF_AMMO_COUNT] = { 0 };
    for (int i = 0; i < cat()->nweapons; i++) {
        total += cat()->weapon[i].count;
        per_ammo[cat()->weapon[i].ammo] += cat()->weapon[i].count;
    }
    assert_int_equal(total, 48);
    for (int a = 0; a < RF_AMMO_COUNT; a++) assert_true(per_ammo[a] >= 4);
    assert_int_equal(cat()->nbins, 18);
}

/* covers: LOOT-1 LOOT-6 */
static void test_COMP_7_loot_bags(void **state)
{
    (void)state;
    int bag[RF_RARITY_COUNT] = { 0 }, start[3] = { 0 };
    for (int i = 0; i < cat()->nloot; i++) {
        const rf_loot_def *k = &cat()->loot[i];
        if (k->starting)
            start[k->family] += k->count;
        else
            bag[k->rarity] += k->count;
    }
    assert_int_equal(bag[RF_COMMON], 50);
    assert_int_equal(bag[RF_RARE], 52);
    assert_int_equal(bag[RF_EPIC], 35);
    assert_int_equal(bag[RF_LEGENDARY], 6);
    for (int f = 0; f < 3; f++) assert_int_equal(start[f], 6);
    /* the 6 legendary tokens: 2 each of helmet, body shield, knockdown shield */
    assert_int_equal(loot("helmet_legendary")->count, 2);
    assert_int_equal(loot("body_shield_legendary")->count, 2);
    assert_int_equal(loot("knockdown_legendary")->count, 2);
}

/* ---- The books' weapons ---- */

static void test_EX_SHOOT_1_car_smg(void **state)
{
    (void)state;
    const rf_weapon_def *w = weapon("C.A.R. SMG");
    assert_int_equal(w->threshold, 50);
    assert_int_equal(w->range_lo, 3);         /* range 2 is one space below */
    assert_true(fits(slot_of(w, RF_ATT_OPTIC), loot("optic_hcog_classic")));   /* 1-2 optic */
    assert_true(fits(slot_of(w, RF_ATT_OPTIC), loot("optic_holo")));
    assert_ptr_equal(weapon("c.a.r. smg"), w);
    assert_ptr_equal(weapon(w->id), w);
}

static void test_EX_AIM_1_longbow(void **state)
{
    (void)state;
    const rf_weapon_def *w = weapon("DMR Longbow");
    assert_int_equal(w->ammo, RF_AMMO_SNIPER);
    assert_int_equal(w->threshold, 55);
    assert_int_equal(w->rate_a, 2);
    assert_int_equal(w->rate_b, 1);
    assert_int_equal(w->damage, 10);
    assert_int_equal(w->head, 14);
    assert_int_equal(w->recoil, 1);
    assert_true(w->range_lo <= 6 && 6 <= w->range_hi);
    assert_true(fits(slot_of(w, RF_ATT_STABILIZER), loot("stabilizer_common")));
    assert_true(fits(slot_of(w, RF_ATT_MAGAZINE), loot("magazine_sniper_rare")));
    assert_false(fits(slot_of(w, RF_ATT_MAGAZINE), loot("magazine_light_rare")));
    assert_int_equal(loot("magazine_sniper_rare")->rate_bonus, 1);
}

/* ---- Aim deck and board ---- */

static const rf_aim_card *card(int value, bool with_low)
{
    for (int i = 0; i < RF_AIM_DECK; i++)
        if (cat()->aim[i].value == value &&
            ((cat()->aim[i].icons & RF_ICON_LOW) != 0) == with_low)
            return &cat()->aim[i];
    return NULL;
}

/* covers: AIM-1 */
static void test_EX_AIM_1_cards(void **state)
{
    (void)state;
    assert_non_null(card(35, true));
    assert_non_null(card(20, false));
    assert_null(card(20, true));
    const rf_aim_card *c70 = card(70, false);
    assert_non_null(c70);
    assert_true(c70->icons & RF_ICON_HEAD);
    assert_false(c70->icons & (RF_ICON_HIGH | RF_ICON_COVER));
    /* AIM-1, MELEE reveals: 45, 50, 60, 75 exist */
    static const int seen[] = { 45, 50, 60, 75 };
    for (unsigned k = 0; k < sizeof seen / sizeof *seen; k++) {
        bool found = false;
        for (int i = 0; i < RF_AIM_DECK; i++) found |= cat()->aim[i].value == seen[k];
        assert_true(found);
    }
}

/* covers: AIM-2 */
static void test_AIM_18_board(void **state)
{
    (void)state;
    const rf_aim_board *b = &cat()->aim_board;
    assert_true(b->min_slot <= -3 && b->max_slot >= 3);
    assert_int_equal(catalog_aim_board_mod(b, -1), 5);
    assert_int_equal(catalog_aim_board_mod(b, 0), 0);
    assert_int_equal(catalog_aim_board_mod(b, 1), -5);
    assert_int_equal(catalog_aim_board_mod(b, 3), -10);
    /* designed: -3 +15, -2 +10, +2 -5, then "-15 -20" */
    assert_int_equal(catalog_aim_board_mod(b, -3), 15);
    assert_int_equal(catalog_aim_board_mod(b, -2), 10);
    assert_int_equal(catalog_aim_board_mod(b, 2), -5);
    assert_int_equal(catalog_aim_board_mod(b, 4), -15);
    assert_int_equal(catalog_aim_board_mod(b, 5), -20);
    assert_int_equal(catalog_aim_board_mod(b, 9), -20);   /* AIM-7: the rightmost slot */
}

/* EX-AIM-1 and EX-DMG-1 replayed on the loaded numbers: stability 1 and
 * Recoil 1 lay the cards 35, 20, 70 on slots -1, +1, +3 against HT 55. */
static void test_EX_DMG_1_longbow_shot_from_data(void **state)
{
    (void)state;
    const rf_weapon_def *w = weapon("DMR Longbow");
    const rf_aim_board *b = &cat()->aim_board;
    const rf_aim_card *drawn[3] = { card(35, true), card(20, false), card(70, false) };
    int hits = 0, heads = 0, s = -loot("stabilizer_common")->stability;
    for (int i = 0; i < 3; i++, s += 1 + w->recoil) {
        bool hit = (drawn[i]->icons & RF_ICON_LOW) ||   /* the target is lower */
                   drawn[i]->value + catalog_aim_board_mod(b, s) >= w->threshold;
        hits += hit;
        heads += hit && (drawn[i]->icons & RF_ICON_HEAD);
    }
    assert_int_equal(s, 5);   /* slots -1, +1, +3 */
    assert_int_equal(hits, 2);
    assert_int_equal(heads, 1);
    assert_int_equal(hits * w->damage + heads * w->head, 34);
    /* EX-AIM-2: an epic helmet protects cards <= 60 only: the 70 stands */
    assert_true(drawn[2]->value > loot("helmet_epic")->helmet_value);
}

static void test_GRENADE_4_arrows(void **state)
{
    (void)state;
    int dirs[8] = { 0 }, none = 0;
    for (int i = 0; i < RF_AIM_DECK; i++) {
        int a = cat()->aim[i].arrow;
        assert_true(a >= -1 && a < 8);
        if (a < 0)
            none++;
        else
            dirs[a]++;
    }
    assert_true(none > 0);
    for (int d = 0; d < 8; d++) assert_int_equal(dirs[d], 1);   /* no drift bias */
}

/* ---- Loot values ---- */

static void test_GEAR_7_helmets(void **state)
{
    (void)state;
    assert_true(loot("helmet_common")->starting);
    assert_int_equal(loot("helmet_common")->helmet_count, 0);
    assert_int_equal(loot("helmet_rare")->helmet_value, 50);
    assert_int_equal(loot("helmet_rare")->helmet_count, 1);
    assert_int_equal(loot("helmet_epic")->helmet_value, 60);
    assert_int_equal(loot("helmet_epic")->helmet_count, 2);
    assert_int_equal(loot("helmet_legendary")->helmet_value, 60);
    assert_int_equal(loot("helmet_legendary")->helmet_count, 2);
}

static void test_GEAR_8_body_shields(void **state)
{
    (void)state;
    const rf_loot_def *c = loot("body_shield_common"), *r = loot("body_shield_rare"),
                      *e = loot("body_shield_epic"), *l = loot("body_shield_legendary");
    assert_true(c->starting);
    assert_int_equal(c->shield_limit, 20);
    assert_false(c->double_sided);                       /* GEAR-4 */
    assert_int_equal(r->shield_limit, 30);
    assert_int_equal(r->shield_restore, 10);
    assert_int_equal(e->shield_limit, 40);
    assert_int_equal(e->shield_restore, 10);
    assert_int_equal(l->shield_limit, 40);
    assert_int_equal(l->shield_restore, 20);
    assert_true(r->double_sided && e->double_sided && l->double_sided);
}

static void test_GEAR_11_knockdown_shields(void **state)
{
    (void)state;
    assert_true(loot("knockdown_common")->starting);
    assert_int_equal(loot("knockdown_common")->knockdown_prevent, 0);   /* KO-4 */
    assert_false(loot("knockdown_common")->double_sided);
    assert_int_equal(loot("knockdown_rare")->knockdown_prevent, 10);
    assert_int_equal(loot("knockdown_epic")->knockdown_prevent, 15);
    assert_int_equal(loot("knockdown_legendary")->knockdown_prevent, 10);
    assert_int_equal(loot("knockdown_legendary")->ring_cap, 8);          /* KO-5 */
    assert_int_equal(loot("knockdown_epic")->ring_cap, 0);
    assert_true(loot("knockdown_rare")->double_sided);
}

static void check_optic(const char *id, int rarity, int lo, int hi, int mod)
{
    const rf_loot_def *o = loot(id);
    assert_int_equal(o->attach, RF_ATT_OPTIC);
    assert_int_equal(o->rarity, rarity);
    assert_int_equal(o->optic_lo, lo);
    assert_int_equal(o->optic_hi, hi);
    assert_int_equal(o->optic_mod, mod);
}

static void test_ATTACH_11_optics(void **state)
{
    (void)state;
    check_optic("optic_hcog_classic", RF_COMMON, 1, 2, -5);
    check_optic("optic_holo", RF_COMMON, 1, 2, -5);
    check_optic("optic_hcog_bruiser", RF_RARE, 2, 3, -10);
    check_optic("optic_variable_holo", RF_RARE, 1, 4, -5);
    check_optic("optic_sniper_6x", RF_RARE, 5, 0, -5);
    check_optic("optic_hcog_ranger", RF_EPIC, 4, 6, -10);
    check_optic("optic_variable_aog", RF_EPIC, 2, 5, -10);
    check_optic("optic_variable_sniper", RF_EPIC, 4, 0, -10);
    check_optic("optic_digital_threat", RF_LEGENDARY, 1, 2, -15);
    check_optic("optic_digital_sniper_threat", RF_LEGENDARY, 5, 0, -15);
}

static void test_ATTACH_8_to_13_other_attachments(void **state)
{
    (void)state;
    static const char *const r[] = { "common", "rare", "epic" };
    char id[32];
    for (int i = 0; i < 3; i++) {
        snprintf(id, sizeof id, "stabilizer_%s", r[i]);
        assert_int_equal(loot(id)->stability, i + 1);          /* ATTACH-8 */
        snprintf(id, sizeof id, "stock_%s", r[i]);
        assert_int_equal(loot(id)->attach, RF_ATT_STOCK);
        assert_int_equal(loot(id)->stock_bonus, i + 1);        /* ATTACH-12 */
        snprintf(id, sizeof id, "sniper_stock_%s", r[i]);
        assert_int_equal(loot(id)->attach, RF_ATT_SNIPER_STOCK);
        assert_int_equal(loot(id)->stock_bonus, 3 * (i + 1));  /* ATTACH-13 */
    }
    for (int a = 0; a < RF_AMMO_COUNT; a++) {
        if (a == RF_AMMO_SHOTGUN) continue;
        for (int i = 1; i < 3; i++) {
            snprintf(id, sizeof id, "magazine_%s_%s", catalog_ammo_name(a), r[i]);
            assert_int_equal(loot(id)->attach, RF_ATT_MAGAZINE);   /* ATTACH-9 */
            assert_int_equal(loot(id)->attach_ammo, a);
            assert_int_equal(loot(id)->rate_bonus, 1);
        }
    }
    assert_int_equal(loot("shotgun_bolt_epic")->attach, RF_ATT_BOLT);    /* ATTACH-10 */
    assert_int_equal(loot("shotgun_bolt_epic")->rate_bonus, 1);
}

static void test_GRENADE_9_10_and_CONSUM(void **state)
{
    (void)state;
    const rf_loot_def *f = loot("frag_grenade"), *t = loot("thermite_grenade");
    assert_string_equal(f->template_id, "frag");
    assert_int_equal(f->drift_cards, 2);
    assert_string_equal(t->template_id, "thermite");
    assert_int_equal(t->drift_cards, 1);
    assert_int_equal(f->throw_lo, 2);
    assert_int_equal(t->throw_hi, 5);
    assert_non_null(content_template(tu_content(), f->template_id));
    assert_int_equal(loot("syringe")->restore_health, 12);
    assert_int_equal(loot("med_kit")->restore_health, 20);
    assert_int_equal(loot("shield_cell")->restore_shield, 12);
    assert_int_equal(loot("shield_battery")->restore_shield, 20);
    assert_int_equal(loot("phoenix_kit")->consumable, RF_CONS_BOTH);
    assert_int_equal(loot("phoenix_kit")->restore_health, 15);
    assert_int_equal(loot("phoenix_kit")->restore_shield, 15);
    assert_int_equal(loot("ultimate_accelerant")->cooldown_reduce, 2);
    assert_int_equal(loot("ultimate_accelerant")->rarity, RF_RARE);
}

static void test_EX_INTERACT_1_supply_bin(void **state)
{
    (void)state;
    const rf_bin_card *b = &cat()->bin[0];
    assert_string_equal(b->id, "SB-01");
    assert_int_equal(b->draw[RF_EPIC], 1);
    assert_int_equal(b->draw[RF_RARE], 1);
    assert_int_equal(b->draw[RF_COMMON], 1);
    for (int i = 0; i < cat()->nbins; i++)
        assert_int_equal(cat()->bin[i].draw[RF_LEGENDARY], 0);     /* LOOT-6 */
}

/* ---- The designed weapons' invariants ---- */

/* Shotguns are 1xN at range 1-2; every shot, fully fitted and from slot 0,
 * stays on the board (AIM-7); printed attachments fit (ATTACH-7). */
/* covers: WEAPON-9 */
static void test_weapon_design(void **state)
{
    (void)state;
    for (int i = 0; i < cat()->nweapons; i++) {
        const rf_weapon_def *w = &cat()->weapon[i];
        int a = w->rate_a + (slot_of(w, RF_ATT_MAGAZINE) != NULL) +
                (slot_of(w, RF_ATT_BOLT) != NULL);
        assert_true((a - 1) * (1 + w->recoil) <= cat()->aim_board.max_slot);
        assert_true(a * w->rate_b <= RF_AIM_DECK);
        assert_true(w->range_lo >= 1 && w->range_lo <= w->range_hi);
        if (w->ammo == RF_AMMO_SHOTGUN) {
            assert_int_equal(w->rate_a, 1);
            assert_int_equal(w->range_lo, 1);
            assert_int_equal(w->range_hi, 2);
        }
        for (int s = 0; s < w->nslots; s++)
            if (w->slot[s].printed >= 0)
                assert_true(fits(&w->slot[s], &cat()->loot[w->slot[s].printed]));
    }
    assert_int_equal(slot_of(weapon("L-STAR EMG"), RF_ATT_STABILIZER)->printed,
                     catalog_loot(cat(), "stabilizer_common"));
}

/* covers: WEAPON-16 */
static void test_catalog_names(void **state)
{
    (void)state;
    for (int a = 0; a < RF_AMMO_COUNT; a++) assert_int_equal(catalog_ammo_parse(catalog_ammo_name(a)), a);
    assert_int_equal(catalog_ammo_parse("plasma"), -1);
    assert_string_equal(catalog_ammo_name(-1), "any");
    assert_string_equal(catalog_ammo_name(RF_AMMO_SNIPER), "sniper");
    assert_int_equal(catalog_weapon(cat(), "Kraber .50"), -1);   /* a special weapon */
    assert_int_equal(catalog_loot(cat(), "helmet"), -1);
}

/* ---- Bad files ---- */

typedef rf_status (*loader_fn)(const char *path, rf_content *c, rf_error *err);

typedef struct bad_case {
    const char *file;
    loader_fn load;
    int line;
    const char *field;
    const char *words;   /* a fragment of the message */
} bad_case;

static const bad_case bad_cases[] = {
    { "aim-thirteen-cards.json", content_load_aim, 1, "cards", "must have 14 (rule AIM-1)" },
    { "aim-unknown-icon.json", content_load_aim, 6, "cards[4].icons[1]", "'headshot'" },
    { "aim-board-short.json", content_load_aim, 17, "board.slots", "-3 to +3" },
    { "aim-board-gap.json", content_load_aim, 23, "board.slots[5].slot", "expected slot 2" },
    { "weapons-bad-range.json", content_load_weapons, 3, "weapons[0].range", "'5-3'" },
    { "weapons-bad-rate.json", content_load_weapons, 4, "weapons[0].rate", "'3*2'" },
    { "weapons-unknown-ammo.json", content_load_weapons, 3, "weapons[0].ammo", "'plasma'" },
    { "weapons-unknown-printed.json", content_load_weapons, 5, "weapons[0].slots[0].printed",
      "stabilizer_mythic" },
    { "weapons-printed-wrong-family.json", content_load_weapons, 6, "weapons[0].slots[1].printed",
      "ATTACH-3" },
    { "weapons-off-board.json", content_load_weapons, 4, "weapons[0].rate", "beyond the board" },
    { "weapons-total.json", content_load_weapons, 2, "weapons", "basic weapon cards add up to 47" },
    { "weapons-unknown-field.json", content_load_weapons, 5, "weapons[0].magazine_size",
      "unknown field" },
    { "loot-unknown-template.json", content_load_loot, 4, "loot[0].template", "'nuke'" },
    { "loot-wrong-family-field.json", content_load_loot, 4, "loot[0].optic_range",
      "not a field of helmet tokens" },
    { "loot-totals.json", content_load_loot, 2, "loot", "rare loot tokens add up to 51" },
    { "loot-bad-source.json", content_load_loot, 4, "loot[0].source", "designed" },
    { "loot-single-sided-rare.json", content_load_loot, 2, "loot[0]", "GEAR-4" },
    { "bins-seventeen.json", content_load_bins, 1, "cards", "supply bin cards add up to 17" },
    { "bins-legendary.json", content_load_bins, 4, "cards[1].draw.legendary", "LOOT-6" },
};

static void check_bad(const bad_case *b)
{
    char path[512];
    snprintf(path, sizeof path, "%s/data/bad-content/%s", RF_TEST_DIR, b->file);
    rf_content *c = malloc(sizeof *c);
    assert_non_null(c);
    *c = *tu_content();
    rf_error err;
    memset(&err, 0, sizeof err);
    rf_status st = b->load(path, c, &err);
    free(c);
    if (st == RF_E_DATA && err.line == b->line && strcmp(err.field, b->field) == 0 &&
        strstr(err.file, b->file) && strstr(err.message, b->words))
        return;
    char text[800];
    rf_error_format(&err, text, sizeof text);
    print_error("%s: got %s %s\n", b->file, rf_status_name(st), text);
    fail();
}

static void test_bad_content_refused(void **state)
{
    (void)state;
    for (size_t i = 0; i < sizeof bad_cases / sizeof *bad_cases; i++) check_bad(&bad_cases[i]);
}

/* The field tables (ju_fields.h) of aim.json, supply_bins.json, weapons.json,
 * fully_kitted.json and loot.json: an unknown key, a wrong type and a value
 * out of range refused with file, line and field, the last two citing the
 * field's rule. */
static const bad_case field_cases[] = {
    { "aim-card-unknown-key.json", content_load_aim, 4, "cards[2].colour", "unknown field 'colour'" },
    { "aim-value-type.json", content_load_aim, 3, "cards[1].value", "(AIM-1)" },
    { "aim-slot-mod-range.json", content_load_aim, 18, "board.slots[0].mod", "(AIM-2)" },
    { "bins-draw-unknown-key.json", content_load_bins, 4, "cards[1].draw.mythic",
      "unknown field 'mythic'" },
    { "bins-draw-type.json", content_load_bins, 3, "cards[1].draw.rare", "(INTERACT-4)" },
    { "bins-draw-range.json", content_load_bins, 4, "cards[1].draw.epic", "(INTERACT-4)" },
    { "weapons-slot-unknown-key.json", content_load_weapons, 5, "weapons[0].slots[0].colour",
      "unknown field 'colour'" },
    { "weapons-damage-type.json", content_load_weapons, 3, "weapons[0].damage", "(WEAPON-12)" },
    { "weapons-ammo-init-range.json", content_load_weapons, 2, "weapons[0].ammo_init",
      "(WEAPON-2)" },
    { "kitted-unknown-key.json", content_load_kitted, 5, "weapons[1].colour",
      "unknown field 'colour'" },
    { "kitted-recoil-type.json", content_load_kitted, 5, "weapons[1].recoil", "(AIM-6)" },
    { "kitted-threshold-range.json", content_load_kitted, 5, "weapons[1].threshold", "(WEAPON-11)" },
    { "loot-unknown-key.json", content_load_loot, 3, "loot[0].weight", "unknown field 'weight'" },
    { "loot-count-type.json", content_load_loot, 2, "loot[0].count", "(COMP-7)" },
    { "loot-helmet-count-range.json", content_load_loot, 3, "loot[0].helmet_count", "(GEAR-7)" },
};

static void test_rules_fields_refused(void **state)
{
    (void)state;
    for (size_t i = 0; i < sizeof field_cases / sizeof *field_cases; i++)
        check_bad(&field_cases[i]);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_COMP_5_weapon_deck_and_bins),
        cmocka_unit_test(test_COMP_7_loot_bags),
        cmocka_unit_test(test_EX_SHOOT_1_car_smg),
        cmocka_unit_test(test_EX_AIM_1_longbow),
        cmocka_unit_test(test_EX_AIM_1_cards),
        cmocka_unit_test(test_AIM_18_board),
        cmocka_unit_test(test_EX_DMG_1_longbow_shot_from_data),
        cmocka_unit_test(test_GRENADE_4_arrows),
        cmocka_unit_test(test_GEAR_7_helmets),
        cmocka_unit_test(test_GEAR_8_body_shields),
        cmocka_unit_test(test_GEAR_11_knockdown_shields),
        cmocka_unit_test(test_ATTACH_11_optics),
        cmocka_unit_test(test_ATTACH_8_to_13_other_attachments),
        cmocka_unit_test(test_GRENADE_9_10_and_CONSUM),
        cmocka_unit_test(test_EX_INTERACT_1_supply_bin),
        cmocka_unit_test(test_weapon_design),
        cmocka_unit_test(test_catalog_names),
        cmocka_unit_test(test_bad_content_refused),
        cmocka_unit_test(test_rules_fields_refused),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
