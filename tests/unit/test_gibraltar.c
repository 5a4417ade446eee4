/*
 * test_gibraltar.c — Gibraltar's ability cards and action deck as
 * docs/legends.md gives them, in games set up with his own deck and
 * abilities ("*", data/legends.json): the Dome of Protection (a zone: HT
 * +20 for a Shoot through it or with a legend in it, stacking with smoke;
 * no ordnance damage to a legend in it, from grenades or ordnance
 * abilities), Defensive Bombardment (EX-TIME-2: a Delay 2, a FLYING area
 * of ordnance damage) and his 8 action cards. Helpers and the yard:
 * legend_play.h.
 *
 * covers: ABIL-11 ZONE-1 ZONE-5 ZONE-7 EX-ZONE-2 TIME-2 EX-TIME-2 AOE-3 AOE-4
 * covers: GRENADE-7
 */
#include "legend_play.h"
#include "rules/engine/legends.h"

#define NONE (-1)

enum { RED = LP_RED, BLUE = LP_BLUE, TAC = LP_TAC, ULT = LP_ULT };

/* ---- the Dome of Protection ---- */

/* ABIL-11, ZONE-1, TIME-2, COOL-2: a free action, a free intersection in range 0-2;
 * Duration 1: at the start of his squad's next turn it goes and the token
 * goes to position 3. */
static void test_ABIL_11_dome_of_protection(void **state)
{
    (void)state;
    lp_spot s[] = { { "Gibraltar", RED, 6, 6, true }, { "Wraith", BLUE, 12, 10, false } };
    rf_game *g = lp_game(s, 2, 1);
    const rf_ability_def *a = abil_of(g, 0, TAC);
    assert_string_equal(a->id, "gb-dome-of-protection");
    assert_int_equal(a->kind, geo_kinds_find(&g->content->kinds, "dome"));
    tu_activate(g, 0);
    tu_choose(g, engine_code(OPT_ABILITY, TAC, 0));
    assert_int_equal(g->ap, 2);                              /* a free action */
    assert_true(tu_offered(g, lp_point(6, 6, 0)));           /* range 0 */
    assert_true(tu_offered(g, lp_point(9, 6, 0)));           /* range 2 */
    tu_refused(g, lp_point(10, 6, 0));                       /* range 3 */
    tu_choose(g, lp_point(6, 6, 0));
    assert_int_equal(g->overlay.n, 1);
    tu_pass_until(g, 1, BLUE);
    assert_int_equal(g->overlay.n, 1);
    tu_pass_until(g, 2, RED);
    assert_int_equal(g->overlay.n, 0);
    assert_int_equal(g->abil.tok[0][TAC][0].where, RF_TOK_COOLDOWN);
    assert_int_equal(g->abil.tok[0][TAC][0].at, 3);
    rf_game_free(g);
}

/* ZONE-7, ZONE-5, EX-ZONE-2: a Shoot at a legend in the Dome gets HT +20;
 * in the Dome and a Smoke too, +30. */
static void test_EX_ZONE_2_dome_and_smoke(void **state)
{
    (void)state;
    lp_spot s[] = { { "Gibraltar", RED, 2, 5, true }, { "Bangalore", BLUE, 6, 5, true } };
    rf_game *g = lp_game(s, 2, 2);
    lp_in_range(g, 1, 0);
    g->legend[0].pos = geo_cell_make(g->legend[1].pos.x, g->legend[1].pos.y);
    g->legend[1].pos = geo_cell_make(2, 5);                  /* Bangalore west, Gibraltar east */
    tu_check(g);
    lp_hand(g, 0, NULL);
    lp_hand(g, 1, NULL);
    int gx = g->legend[0].pos.x;
    rf_game *bare = rf_game_clone(g);
    tu_activate(g, 0);
    tu_choose(g, engine_code(OPT_ABILITY, TAC, 0));
    tu_choose(g, lp_point(gx + 1, 6, 0));                    /* his SE corner: he is in it */
    tu_pass_until(g, 1, BLUE);
    tu_pass_until(bare, 1, BLUE);
    rf_game *both = rf_game_clone(g);
    rf_game *games[3] = { bare, g, both };
    for (int i = 0; i < 3; i++) tu_activate(games[i], 1);
    tu_choose(both, engine_code(OPT_ABILITY, TAC, 0));           /* a Smoke on him too */
    tu_choose(both, lp_point(gx, 5, 0));
    for (int i = 0; i < 3; i++) {
        lp_shoot(games[i], 0);
        lp_decline_all(games[i]);
    }
    assert_int_equal(g->last.ht, bare->last.ht + 20);
    assert_int_equal(both->last.ht, bare->last.ht + 30);
    rf_game_free(both);
    rf_game_free(bare);
    rf_game_free(g);
}

/* DATA-GAPS 7.3: Rolling Thunder's ordnance does not hurt a legend in the
 * Dome; one in the area outside it takes its 10. */
static void test_dome_prevents_ordnance_abilities(void **state)
{
    (void)state;
    lp_spot s[] = { { "Bangalore", RED, 4, 2, true }, { "Gibraltar", BLUE, 4, 6, true },
                    { "Wraith", BLUE, 5, 7, false }, { "Lifeline", BLUE, 3, 5, false } };
    rf_game *g = lp_game(s, 4, 3);
    tu_activate(g, 0);
    tu_choose(g, engine_code(OPT_ABILITY, ULT, 0));
    tu_choose(g, lp_cell(4, 5));                             /* x 2-6, y 5-8 */
    tu_pass_until(g, 1, BLUE);
    rf_game *open = rf_game_clone(g);
    tu_activate(g, 1);
    tu_choose(g, engine_code(OPT_ABILITY, TAC, 0));
    tu_choose(g, lp_point(4, 6, 0));                         /* 4,6 and 3,5 in it, 5,7 not */
    tu_pass_until(g, 2, RED);
    tu_pass_until(open, 2, RED);
    assert_int_equal(g->overlay.n, 1);                       /* the Dome is still up */
    assert_int_equal(lp_lost(g, 1), 0);
    assert_int_equal(lp_lost(g, 3), 0);
    assert_int_equal(lp_lost(g, 2), 15);
    assert_int_equal(lp_lost(open, 1), 15);                  /* without the Dome */
    assert_int_equal(lp_lost(open, 3), 15);
    rf_game_free(open);
    rf_game_free(g);
}

/* Put a token of loot kind `id` from its bag into legend l's backpack slot. */
static void give(rf_game *g, int l, int slot, const char *id)
{
    int def = catalog_loot(&g->content->catalog, id);
    assert_true(def >= 0);
    for (int p = 0; p < g->npieces; p++)
        if (g->piece[p].kind == RF_PIECE_LOOT && g->piece[p].def == def &&
            g->piece[p].where == RF_IN_BAG) {
            g->piece[p].where = RF_IN_PACK;
            g->piece[p].at = (int16_t)(l * RF_BACKPACK + slot);
            g->legend[l].pack[slot] = (int16_t)p;
            tu_check(g);
            return;
        }
    fail_msg("no %s left in its bag", id);
}

/* Aim cards without a drift arrow on top of the deck (GRENADE-3). */
static void no_drift(rf_game *g, int n)
{
    for (int i = 0; i < n; i++) {
        int j = i;
        while (j < RF_AIM_DECK && g->content->catalog.aim[g->aim_deck[j]].arrow != NONE) j++;
        assert_true(j < RF_AIM_DECK);
        int8_t t = g->aim_deck[i];
        g->aim_deck[i] = g->aim_deck[j];
        g->aim_deck[j] = t;
    }
    tu_check(g);
}

/* GRENADE-7, DATA-GAPS 7.3 beta: a frag grenade is ordnance: its 20 at the
 * centre does not hurt Gibraltar in his Dome; his squadmate next to him,
 * outside the Dome, takes 10. */
static void test_GRENADE_7_dome_prevents_grenades(void **state)
{
    (void)state;
    lp_spot s[] = { { "Gibraltar", RED, 6, 6, true }, { "Wraith", RED, 7, 7, false },
                    { "Bangalore", BLUE, 6, 9, false } };
    rf_game *g = lp_game(s, 3, 4);
    give(g, 2, 0, "frag_grenade");
    rf_game *open = rf_game_clone(g);
    tu_activate(g, 0);
    tu_choose(g, engine_code(OPT_ABILITY, TAC, 0));
    tu_choose(g, lp_point(6, 6, 0));
    rf_game *games[2] = { g, open };
    for (int i = 0; i < 2; i++) {
        rf_game *x = games[i];
        tu_pass_until(x, 1, BLUE);
        tu_activate(x, 2);
        tu_choose(x, engine_code(OPT_ACTION, ACT_USE_MOVE1, 0));
        tu_choose(x, engine_code(OPT_PART, PART_MAIN, 0));
        tu_choose(x, engine_code(OPT_USE_ITEM, 0, 0));
        no_drift(x, 2);
        tu_choose(x, engine_code(OPT_USE_AT, 0, geo_cell_index(geo_cell_make(6, 6))));
    }
    assert_int_equal(lp_lost(g, 0), 0);
    assert_int_equal(lp_lost(g, 1), 10);
    assert_int_equal(lp_lost(open, 0), 20);
    assert_int_equal(lp_lost(open, 1), 10);
    rf_game_free(open);
    rf_game_free(g);
}

/* ---- Defensive Bombardment ---- */

/* EX-TIME-2, AOE-3, AOE-4: 1 AP, a space in range 0-5; two rounds later
 * the FLYING area strikes: 15 in the middle 3×3 (behind the wall too), 10
 * around it, nothing on its cut corners; the token goes to position 5. */
static void test_EX_TIME_2_defensive_bombardment(void **state)
{
    (void)state;
    lp_spot s[] = { { "Gibraltar", RED, 6, 1, true }, { "Wraith", BLUE, 8, 1, false },
                    { "Bangalore", BLUE, 11, 1, false }, { "Lifeline", BLUE, 11, 3, false },
                    { "Bloodhound", BLUE, 12, 1, false } };
    rf_game *g = lp_game(s, 5, 5);
    assert_string_equal(abil_of(g, 0, ULT)->id, "gb-bombardment");
    tu_activate(g, 0);
    tu_choose(g, engine_code(OPT_ABILITY, ULT, 0));
    assert_int_equal(g->ap, 1);                              /* 1 AP */
    assert_true(tu_offered(g, lp_cell(6, 1)));               /* range 0 */
    tu_refused(g, lp_cell(12, 1));                           /* range 6 */
    tu_choose(g, lp_cell(9, 1));
    tu_pass_until(g, 2, BLUE);
    for (int l = 0; l < 5; l++) assert_int_equal(lp_lost(g, l), 0);   /* Delay 2 */
    tu_pass_until(g, 3, RED);
    assert_int_equal(lp_lost(g, 1), 15);                     /* behind the wall */
    assert_int_equal(lp_lost(g, 2), 10);
    assert_int_equal(lp_lost(g, 3), 0);                      /* a cut corner */
    assert_int_equal(lp_lost(g, 4), 0);                      /* beyond */
    assert_int_equal(lp_lost(g, 0), 0);
    assert_int_equal(g->abil.tok[0][ULT][0].where, RF_TOK_COOLDOWN);
    assert_int_equal(g->abil.tok[0][ULT][0].at, 5);
    rf_game_free(g);
}

/* The log names each legend the bombardment hits with its damage, not
 * only the spaces it strikes (issue 20). */
static void test_LOG_bombardment_damage_per_legend(void **state)
{
    (void)state;
    lp_spot s[] = { { "Gibraltar", RED, 6, 1, true }, { "Wraith", BLUE, 8, 1, false },
                    { "Bangalore", BLUE, 11, 1, false }, { "Lifeline", BLUE, 11, 3, false },
                    { "Bloodhound", BLUE, 12, 1, false } };
    rf_game *g = lp_game(s, 5, 5);
    tu_activate(g, 0);
    tu_choose(g, engine_code(OPT_ABILITY, ULT, 0));
    tu_choose(g, lp_cell(9, 1));
    tu_pass_until(g, 2, BLUE);
    tu_log_start(g);
    tu_pass_until(g, 3, RED);
    tu_log_expect("Gibraltar's Defensive Bombardment strikes ");
    tu_log_expect("Wraith takes 15 damage from Defensive Bombardment (15 to shield, 0 to health)\n");
    tu_log_expect("Bangalore takes 10 damage from Defensive Bombardment (10 to shield, 0 to health)\n");
    assert_null(strstr(tu_log_text(), "Lifeline takes"));
    rf_game_free(g);
}

/* ---- the deck (docs/legends.md) ---- */

static const lp_card_spec deck[8] = {
    { "gb-gun-shield", "shot_defence", RF_CARD_REACTION, 0, RF_BEFORE_FIRING, 0, { 0, -3 } },
    { "gb-hold-the-line", "shot_defence", RF_CARD_REACTION, 0, RF_BEFORE_FIRING, 1, { 0, -2 } },
    { "gb-fortified", "restore", RF_CARD_REACTION, 0, RF_AFTER_FIRING, 0, { 0, 10 } },
    { "gb-heavy-hands", "shot_mods", RF_CARD_ENHANCE, 0, 0, 0, { 0, 2, 0, 0 } },
    { "gb-steady-aim", "shot_mods", RF_CARD_ENHANCE, 0, 0, 0, { -5, 0, 1, 0 } },
    { "gb-field-medic", "restore", RF_CARD_SPECIAL, 1, 0, 0, { 20, 0 } },
    { "gb-bulwark", "restore", RF_CARD_SPECIAL, 1, 0, 0, { 0, 25 } },
    { "gb-dome-drill", "cooldown", RF_CARD_FREE, 0, 0, 0, { 1 } },
};

/* CARD-1, CARD-6: his 8 cards are the ones docs/legends.md lists, dealt to
 * him in a match. */
static void test_CARD_6_gibraltar_deck(void **state)
{
    (void)state;
    lp_spot s[] = { { "Gibraltar", RED, 2, 5, true }, { "Bangalore", BLUE, 9, 5, true } };
    rf_game *g = lp_game(s, 2, 6);
    lp_check_deck(g, 0, "gibraltar", deck);
    rf_game_free(g);
}

/* Field Medic (1 AP: 20 health), Bulwark (1 AP: 25 shield, up to the
 * limit), Dome Drill (free: cooldown 1). */
static void test_card_field_medic_bulwark_dome_drill(void **state)
{
    (void)state;
    lp_spot s[] = { { "Gibraltar", RED, 6, 6, true }, { "Wraith", BLUE, 12, 10, false } };
    rf_game *g = lp_game(s, 2, 7);
    g->legend[0].vitals.health = 10;
    lp_hand(g, 0, "gb-field-medic");
    tu_activate(g, 0);
    lp_choose_label(g, "play Field Medic (1 AP)");
    assert_int_equal(g->ap, 1);
    assert_int_equal(g->legend[0].vitals.health, 30);
    rf_game_free(g);

    g = lp_game(s, 2, 7);
    g->legend[0].vitals.shield = 0;
    g->legend[0].vitals.shield_max = 40;       /* as with a higher body shield (GEAR-12) */
    lp_hand(g, 0, "gb-bulwark");
    tu_activate(g, 0);
    lp_choose_label(g, "play Bulwark (1 AP)");
    assert_int_equal(g->legend[0].vitals.shield, 25);
    rf_game_free(g);

    g = lp_game(s, 2, 7);
    g->abil.tok[0][TAC][0] = (rf_abil_token){ RF_TOK_COOLDOWN, 3, 0 };   /* a Dome ended */
    lp_hand(g, 0, "gb-dome-drill");
    tu_activate(g, 0);
    lp_choose_label(g, "play Dome Drill (free action)");
    assert_int_equal(g->ap, 2);
    assert_int_equal(g->abil.tok[0][TAC][0].at, 2);
    rf_game_free(g);
}

/* Heavy Hands (Enhanced: +2 damage per hit), Steady Aim (Enhanced: HT -5,
 * stability +1: the first Aim card one slot left, EX-AIM-1). */
static void test_card_heavy_hands_and_steady_aim(void **state)
{
    (void)state;
    lp_spot s[] = { { "Gibraltar", RED, 2, 5, true }, { "Wraith", BLUE, 6, 5, false } };
    const char *ids[2] = { "gb-heavy-hands", "gb-steady-aim" };
    for (int k = 0; k < 2; k++) {
        rf_game *g = lp_game(s, 2, 8);
        lp_in_range(g, 0, 1);
        lp_aim_sorted(g, true);
        lp_hand(g, 0, ids[k]);
        tu_activate(g, 0);
        lp_shoot(g, 1);
        rf_game *plain = rf_game_clone(g);
        lp_choose_label(g, k ? "play Steady Aim" : "play Heavy Hands");
        lp_decline_all(g);
        lp_decline_all(plain);
        if (k == 0) {
            assert_true(plain->last.hits > 0);
            assert_int_equal(g->last.hits, plain->last.hits);
            assert_int_equal(g->last.damage, plain->last.damage + 2 * plain->last.hits);
        } else {
            assert_int_equal(g->last.ht, plain->last.ht - 5);
            assert_int_equal(g->last.slots[0], plain->last.slots[0] - 1);
        }
        rf_game_free(plain);
        rf_game_free(g);
    }
}

/* Gun Shield (reaction, before firing: -3 per hit, his own), Hold the Line
 * (reaction, before firing, squad: -2 per hit, for a squadmate). */
static void test_card_gun_shield_and_hold_the_line(void **state)
{
    (void)state;
    lp_spot s[] = { { "Bangalore", RED, 2, 5, false }, { "Gibraltar", BLUE, 6, 5, true },
                    { "Wraith", BLUE, 6, 8, false } };
    const char *ids[2] = { "gb-gun-shield", "gb-hold-the-line" };
    const char *labels[2] = { "Gibraltar plays Gun Shield", "Gibraltar plays Hold the Line" };
    for (int k = 0; k < 2; k++) {
        int target = k ? 2 : 1, less = k ? 2 : 3;
        rf_game *g = lp_game(s, 3, 9);
        lp_in_range(g, 0, target);
        lp_aim_sorted(g, true);
        lp_hand(g, 1, ids[k]);
        tu_activate(g, 0);
        lp_shoot(g, target);
        rf_game *plain = rf_game_clone(g);
        lp_choose_label(g, labels[k]);
        lp_decline_all(g);
        lp_decline_all(plain);
        int hits = plain->last.hits, want = plain->last.damage - less * hits;
        assert_true(hits > 0);
        assert_int_equal(g->last.hits, hits);
        assert_int_equal(g->last.damage, want > 0 ? want : 0);
        rf_game_free(plain);
        rf_game_free(g);
    }
}

/* Fortified (reaction, after firing: restore 10 shield). */
static void test_card_fortified(void **state)
{
    (void)state;
    lp_spot s[] = { { "Bangalore", RED, 2, 5, false }, { "Gibraltar", BLUE, 6, 5, true } };
    rf_game *g = lp_game(s, 2, 10);
    lp_in_range(g, 0, 1);
    g->legend[1].vitals.shield = 5;
    lp_hand(g, 1, "gb-fortified");
    tu_activate(g, 0);
    lp_shoot(g, 1);
    lp_pass_before(g);                                       /* an After card in hand */
    rf_game *plain = rf_game_clone(g);
    lp_choose_label(g, "Gibraltar plays Fortified");
    lp_decline_all(plain);
    assert_true(plain->legend[1].vitals.shield <= 10);
    assert_int_equal(g->legend[1].vitals.shield, plain->legend[1].vitals.shield + 10);
    rf_game_free(plain);
    rf_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_ABIL_11_dome_of_protection),
        cmocka_unit_test(test_EX_ZONE_2_dome_and_smoke),
        cmocka_unit_test(test_dome_prevents_ordnance_abilities),
        cmocka_unit_test(test_GRENADE_7_dome_prevents_grenades),
        cmocka_unit_test(test_EX_TIME_2_defensive_bombardment),
        cmocka_unit_test(test_LOG_bombardment_damage_per_legend),
        cmocka_unit_test(test_CARD_6_gibraltar_deck),
        cmocka_unit_test(test_card_field_medic_bulwark_dome_drill),
        cmocka_unit_test(test_card_heavy_hands_and_steady_aim),
        cmocka_unit_test(test_card_gun_shield_and_hold_the_line),
        cmocka_unit_test(test_card_fortified),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
