/*
 * test_weapon_printed.c — what a weapon card prints beyond its numbers
 * (issue 17): a PASSIVE box with its condition (WEAPON-14), a special
 * action whose instructions are joined by "and" (WEAPON-15, ACT-15), and
 * the arrows of a preinstalled modification (WEAPON-13). The shipped
 * weapons have none of these yet (only Recoil); the test-only cards of
 * tests/data/test_weapons.json prove the engine plays them.
 */
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "testutil.h"
#include "data/rules_load.h"
#include "geo/adjacency.h"
#include "rules/engine/engine.h"

static rf_content *content;
static rf_map *map;

static int setup_content(void **state)
{
    (void)state;
    rf_error err;
    if (rf_content_load(RF_DATA_DIR, &content, &err) != RF_OK) return -1;
    if (content_add_weapons(content, RF_TEST_DIR "/data/test_weapons.json", &err) != RF_OK) {
        fprintf(stderr, "%s\n", err.message);
        return -1;
    }
    return rf_map_load(content, "crossroads", &map, &err) == RF_OK ? 0 : -1;
}

static int teardown_content(void **state)
{
    (void)state;
    rf_map_free(map);
    rf_content_free(content);
    return 0;
}

static int weapon_def(const char *id)
{
    int d = catalog_weapon(&content->catalog, id);
    assert_true(d >= 0);
    return d;
}

/* Wraith (red) at 7,7 sees Gibraltar (blue) at 8,9; Wraith's weapon in
 * slot 0 is the card `id`, both weapons loaded. */
static rf_game *new_game(const char *id)
{
    const tu_spot s[2] = { { "Wraith", 0, 7, 7, NULL, NULL }, { "Gibraltar", 1, 8, 9, NULL, NULL } };
    rf_game *g = tu_game(content, map, s, 2, 3);
    g->piece[g->legend[0].weapon[0]].def = (int16_t)weapon_def(id);
    for (int w = 0; w < RF_WEAPON_SLOTS; w++) g->legend[0].ammo[w] = 5;
    tu_check(g);
    return g;
}

static int ht_with(const char *id)
{
    rf_game *g = new_game(id);
    int ht = rf_view_shot_ht(g, 0, 1, 0);
    rf_game_free(g);
    return ht;
}

/* covers: WEAPON-14 SHOOT-15 */
static void test_WEAPON_14_passive_box_applies_only_when_its_condition_holds(void **state)
{
    (void)state;
    rf_game *g = new_game("TW-00");
    int d = geo_distance(g->map->board, geo_place_cell(g->legend[0].pos),
                         geo_place_cell(g->legend[1].pos));
    rf_game_free(g);
    assert_true(d >= 1 && d <= 3);                        /* TW-01's range 1-3, not TW-02's 8-12 */
    int plain = ht_with("TW-00");
    assert_true(plain > 0);
    assert_int_equal(ht_with("TW-01"), plain - 10);       /* in range: -10 */
    assert_int_equal(ht_with("TW-02"), plain);            /* out of range: nothing */
    assert_int_equal(ht_with("TW-03"), plain);            /* the target is not lower */
}

/* Fire: the box is checked before the first Aim card, its HT is part of
 * the Shoot's and the log says so; its damage counts per hit. */
/* covers: WEAPON-14 PREC-4 SHOOT-10 */
static void test_WEAPON_14_passive_box_in_a_shoot(void **state)
{
    (void)state;
    rf_game *g = new_game("TW-01");
    int want = rf_view_shot_ht(g, 0, 1, 0);
    tu_log_start(g);
    tu_choose(g, engine_code(OPT_ACTIVATE, 0, 0));
    tu_choose(g, engine_code(OPT_ACTION, ACT_SHOOT, 0));
    tu_choose(g, engine_code(OPT_TARGET, 1, 0));
    tu_choose(g, engine_code(OPT_WEAPON, 0, 0));
    rf_decision d;
    while (rf_pending(g, &d) && d.kind != RF_DEC_ACTION) tu_choose(g, engine_code(OPT_DONE, 0, 0));
    tu_log_expect("Wraith's Close Rifle, PASSIVE: -10 Hit Threshold, +1 damage per hit in "
                  "this Shoot (WEAPON-14)");
    tu_log_expect("other -10 (Close Rifle, weapon passive -10)");  /* the HT's part */
    assert_int_equal(g->last.ht, want);
    assert_int_equal(g->last.damage, g->last.hits * 7 + g->last.heads * 5);   /* 6 + 1 per hit */
    rf_game_free(g);
}

/* covers: WEAPON-15 ACT-15 */
static void test_ACT_15_special_action_only_while_equipped(void **state)
{
    (void)state;
    rf_game *g = new_game("TW-04");
    tu_choose(g, engine_code(OPT_ACTIVATE, 0, 0));
    assert_true(tu_offered(g, engine_code(OPT_WEAPON_ACTION, 0, 0)));
    assert_true(tu_offered(g, engine_code(OPT_WEAPON_ACTION, 0, 1)));        /* "and": either order */
    assert_true(tu_offered(g, engine_code(OPT_WEAPON_ACTION, 0, 2)));        /* PREC-6: the Move only */
    assert_true(tu_offered(g, engine_code(OPT_WEAPON_ACTION, 0, 3)));        /* the Shoot only */
    assert_false(tu_offered(g, engine_code(OPT_WEAPON_ACTION, 1, 0)));       /* slot 1: no action */
    rf_option_cost cost;
    assert_true(rf_option_cost_get(g, engine_code(OPT_WEAPON_ACTION, 0, 0), &cost));
    assert_int_equal(cost.ap, 1);
    int p = g->legend[0].weapon[0];
    g->piece[p].def = (int16_t)weapon_def("TW-00");        /* ACT-15: the card not equipped */
    assert_false(tu_offered(g, engine_code(OPT_WEAPON_ACTION, 0, 0)));
    tu_refused(g, engine_code(OPT_WEAPON_ACTION, 0, 0));
    g->piece[g->legend[0].weapon[1]].def = (int16_t)weapon_def("TW-04");   /* on slot 1 */
    assert_true(tu_offered(g, engine_code(OPT_WEAPON_ACTION, 1, 0)));
    assert_false(tu_offered(g, engine_code(OPT_WEAPON_ACTION, 0, 0)));
    g->ap = 0;                                             /* ACT-6: its AP */
    assert_false(tu_offered(g, engine_code(OPT_WEAPON_ACTION, 1, 0)));
    rf_game_free(g);
}

/* The pending Move's option to x,y. */
static unsigned move_to(const rf_game *g, int x, int y)
{
    static unsigned codes[RF_MAX_OPTIONS];
    int n = rf_option_codes(g, codes, RF_MAX_OPTIONS);
    for (int i = 0; i < n; i++)
        if (engine_code_kind(codes[i]) == OPT_MOVE_TO && geo_cell_at(engine_code_b(codes[i])).x == x &&
            geo_cell_at(engine_code_b(codes[i])).y == y)
            return codes[i];
    fail_msg("no Move to %d,%d", x, y);
    return 0;
}

/* Move 1 and Shoot: in the printed order the Move comes first, the other
 * way round the Shoot; the Shoot is made with this weapon only, is the
 * activation's one Shoot (ACT-10) and the action costs its 1 AP. */
/* covers: WEAPON-15 ACT-10 CARD-7 */
static void test_WEAPON_15_and_in_either_order_with_this_weapon(void **state)
{
    (void)state;
    for (int rev = 0; rev < 2; rev++) {
        rf_game *g = new_game("TW-04");
        tu_choose(g, engine_code(OPT_ACTIVATE, 0, 0));
        int ap = g->ap, ammo = g->legend[0].ammo[0], ammo1 = g->legend[0].ammo[1];
        tu_choose(g, engine_code(OPT_WEAPON_ACTION, 0, rev));
        assert_int_equal(g->ap, ap - 1);
        rf_decision d;
        assert_true(rf_pending(g, &d));
        assert_int_equal(d.kind, rev ? RF_DEC_TARGET : RF_DEC_MOVE);
        if (!rev) tu_choose(g, move_to(g, 7, 8));          /* the Move: towards Gibraltar */
        assert_true(rf_pending(g, &d));
        assert_int_equal(d.kind, RF_DEC_TARGET);
        tu_choose(g, engine_code(OPT_TARGET, 1, 0));
        assert_true(tu_offered(g, engine_code(OPT_WEAPON, 0, 0)));
        assert_false(tu_offered(g, engine_code(OPT_WEAPON, 1, 0)));          /* loaded, not this one */
        tu_refused(g, engine_code(OPT_WEAPON, 1, 0));
        tu_choose(g, engine_code(OPT_WEAPON, 0, 0));
        while (rf_pending(g, &d) && d.kind != RF_DEC_ACTION && d.kind != RF_DEC_MOVE)
            tu_choose(g, engine_code(OPT_DONE, 0, 0));
        if (rev) {                                         /* then the Move */
            assert_int_equal(d.kind, RF_DEC_MOVE);
            tu_choose(g, move_to(g, 7, 8));
            assert_true(rf_pending(g, &d));
        }
        assert_int_equal(d.kind, RF_DEC_ACTION);
        assert_int_equal(g->legend[0].ammo[0], ammo - 1);
        assert_int_equal(g->legend[0].ammo[1], ammo1);
        assert_false(tu_offered(g, engine_code(OPT_ACTION, ACT_SHOOT, 0)));  /* ACT-10 */
        assert_false(tu_offered(g, engine_code(OPT_WEAPON_ACTION, 0, 0)));
        rf_game_free(g);
    }
}

/* PREC-6: "Move 1 and Shoot" taken as the Move only: no Shoot, no ammo. */
/* covers: PREC-6 WEAPON-15 */
static void test_PREC_6_some_of_a_special_action(void **state)
{
    (void)state;
    rf_game *g = new_game("TW-04");
    tu_choose(g, engine_code(OPT_ACTIVATE, 0, 0));
    int ammo = g->legend[0].ammo[0];
    tu_choose(g, engine_code(OPT_WEAPON_ACTION, 0, 2));
    rf_decision d;
    assert_true(rf_pending(g, &d));
    assert_int_equal(d.kind, RF_DEC_MOVE);
    tu_choose(g, move_to(g, 7, 8));
    assert_true(rf_pending(g, &d));
    assert_int_equal(d.kind, RF_DEC_ACTION);                       /* no Shoot followed */
    assert_int_equal(g->legend[0].ammo[0], ammo);
    assert_true(tu_offered(g, engine_code(OPT_ACTION, ACT_SHOOT, 0)));  /* the one Shoot is left */
    rf_game_free(g);
}

/* The arrows are read from the card; the printed numbers are the modified
 * ones, and a modification's PASSIVE box applies as any other. */
/* covers: WEAPON-13 WEAPON-14 */
static void test_WEAPON_13_modification_arrows(void **state)
{
    (void)state;
    const rf_weapon_def *w = &content->catalog.weapon[weapon_def("TW-05")];
    assert_int_equal(w->mod_up, 1u << RF_WV_THRESHOLD);
    assert_int_equal(w->mod_down, 1u << RF_WV_DAMAGE);
    assert_int_equal(w->threshold, 45);
    const rf_weapon_def *plain = &content->catalog.weapon[weapon_def("TW-00")];
    assert_int_equal(plain->mod_up | plain->mod_down, 0);
    assert_int_equal(ht_with("TW-05"), ht_with("TW-00") - 5);            /* the printed 45 */
    assert_false(w->special == 0);                         /* never in the weapon deck */
}

/* The weapon entry of a test file with the printed box box (and its own
 * numbers) is refused: "field: message" in says (n bytes). */
static void box_refused(const char *box, char *says, size_t n)
{
    char path[256], text[1024];
    snprintf(path, sizeof path, "/tmp/rf_bad_weapon_%d.json", (int)getpid());
    snprintf(text, sizeof text,
             "{ \"weapons\": [ { \"id\": \"TB-1\", \"name\": \"Bad Rifle\", \"type\": \"SMG\", "
             "\"ammo\": \"light\", \"ammo_init\": 3, \"range\": \"1-3\", \"threshold\": 50, "
             "\"rate\": \"3\", \"damage\": 5, \"head\": 3, \"stability\": 0, \"recoil\": 0, "
             "\"slots\": [], \"count\": 1, \"source\": \"designed (test only)\", %s } ] }",
             box);
    FILE *f = fopen(path, "w");
    assert_non_null(f);
    fputs(text, f);
    fclose(f);
    int before = content->catalog.nweapons;
    rf_error err;
    assert_int_equal(content_add_weapons(content, path, &err), RF_E_DATA);
    remove(path);
    assert_int_equal(content->catalog.nweapons, before);
    snprintf(says, n, "%s: %s", err.field, err.message);
}

/* Bad boxes are refused with the file, the path and why. */
/* covers: WEAPON-15 WEAPON-14 */
static void test_WEAPON_15_bad_printed_boxes_refused(void **state)
{
    (void)state;
    static const struct { const char *box, *says; } bad[] = {
        { "\"action\": { \"cost\": 1, \"effects\": [ { \"effect\": \"shot_mods\", \"args\": "
          "{ \"damage\": 1 } } ] }", "weapons[0].action.effects[0].effect: 'shot_mods'" },
        { "\"action\": { \"cost\": 3, \"effects\": [ { \"effect\": \"shoot\" } ] }",
          "weapons[0].action.cost" },
        { "\"passive\": { \"effect\": \"shot_mods\", \"args\": { \"damage\": 0 } }",
          "with only zeros does nothing" },
        { "\"passive\": { \"if\": { \"range\": \"3-1\" }, \"effect\": \"shot_mods\", \"args\": "
          "{ \"damage\": 1 } }", "bad range '3-1'" },
        { "\"modified\": { \"threshold\": \"sideways\" }", "weapons[0].modified.threshold" },
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        char says[512];
        box_refused(bad[i].box, says, sizeof says);
        if (!strstr(says, bad[i].says)) fail_msg("%s: %s", bad[i].says, says);
    }
}

/* Issue 17: the insides of the printed boxes are read from field tables
 * (weapon_printed_load.c); a wrong type and a value out of range name the
 * field and cite its rule (before the tables, no rule was named). */
static void test_weapon_printed_fields_refused(void **state)
{
    (void)state;
    static const struct { const char *box, *field, *rule; } bad[] = {
        { "\"action\": { \"cost\": 3, \"effects\": [ { \"effect\": \"shoot\" } ] }",
          "weapons[0].action.cost: ", "CARD-3" },
        /* the arrows' rule is the box's, as the weapon's field cited before */
        { "\"modified\": { \"damage\": 1 }", "weapons[0].modified.damage: ", "WEAPON-13" },
        { "\"passive\": { \"if\": { \"target\": 2 }, \"effect\": \"shot_mods\", \"args\": "
          "{ \"damage\": 1 } }", "weapons[0].passive.if.target: ", "AIM-11" },
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        char says[512];
        box_refused(bad[i].box, says, sizeof says);
        if (strncmp(says, bad[i].field, strlen(bad[i].field)) != 0 || !strstr(says, bad[i].rule))
            fail_msg("%s %s: %s", bad[i].field, bad[i].rule, says);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_WEAPON_14_passive_box_applies_only_when_its_condition_holds),
        cmocka_unit_test(test_WEAPON_14_passive_box_in_a_shoot),
        cmocka_unit_test(test_ACT_15_special_action_only_while_equipped),
        cmocka_unit_test(test_WEAPON_15_and_in_either_order_with_this_weapon),
        cmocka_unit_test(test_PREC_6_some_of_a_special_action),
        cmocka_unit_test(test_WEAPON_13_modification_arrows),
        cmocka_unit_test(test_WEAPON_15_bad_printed_boxes_refused),
        cmocka_unit_test(test_weapon_printed_fields_refused),
    };
    return cmocka_run_group_tests(tests, setup_content, teardown_content);
}
