/*
 * test_replicator.c — the Replicator module (RULES.md REPL-1 … REPL-12,
 * EX-REPL-1, EX-REPL-2, BACKPACK-6; docs/modes.md), on a 16 x 16 yard with
 * respawn beacons on 12,12 (EX-REPL-1's target space) and 1,1.
 */
#include <stdio.h>
#include <string.h>

#include "testutil.h"
#include "data/loaders.h"
#include "geo/place.h"
#include "rules/engine/engine.h"
#include "rules/modules/deployment/modules.h"
#include "rules/engine/pieces.h"

static const rf_map *yard(void)
{
    static rf_map *m;
    if (!m) {
        static const char text[] =
            "{ \"name\": \"Replicator yard\", \"source\": \"test_replicator.c\", \"size\": [16, 16],\n"
            "  \"components\": [ { \"type\": \"respawn_beacon\", \"at\": [12, 12] },\n"
            "                  { \"type\": \"respawn_beacon\", \"at\": [1, 1] } ] }\n";
        m = tu_map_text(tu_content(), "repl-yard.json", text);
    }
    return m;
}

/* Gibraltar (red, legend 0) on 10,10; Bangalore (blue) far away; red to act. */
static rf_game *repl_game(void)
{
    rf_setup s;
    memset(&s, 0, sizeof s);
    s.nlegends = 2;
    snprintf(s.legend[0].name, sizeof s.legend[0].name, "Gibraltar");
    snprintf(s.legend[1].name, sizeof s.legend[1].name, "Bangalore");
    s.legend[0].x = 10, s.legend[0].y = 10;
    s.legend[1].x = 3, s.legend[1].y = 3;
    s.legend[1].squad = 1;
    s.modules = RF_MODULE_BIT(RF_MOD_REPLICATOR);
    s.seed = 3;
    rf_game *g = NULL;
    rf_error err;
    if (rf_game_new(tu_content(), yard(), &s, &g, &err) != RF_OK) fail_msg("%s", err.message);
    return g;
}

static void is_cell(geo_cell c, int x, int y)
{
    if (c.x != x || c.y != y) fail_msg("got %d,%d, expected %d,%d", c.x, c.y, x, y);
}

static int count(const rf_game *g, int where, int at)
{
    int n = 0;
    for (int k = 0; k < RF_CRAFT_MARKERS; k++)
        n += g->repl.where[k] == where && (at < 0 || g->repl.at[k] == at);
    return n;
}

static int display(const rf_game *g, int pos)
{
    for (int p = 0; p < g->npieces; p++)
        if (g->piece[p].where == RF_IN_MODULE && g->piece[p].at == RF_MODAT_REPL + pos) return p;
    return -1;
}

/* Put n markers from the supply on space x,y. */
static void lay(rf_game *g, int n, int x, int y)
{
    for (int k = 0; k < RF_CRAFT_MARKERS && n > 0; k++)
        if (g->repl.where[k] == RF_CRAFT_SUPPLY) {
            g->repl.where[k] = RF_CRAFT_MAP;
            g->repl.at[k] = (int16_t)geo_cell_index(geo_cell_make(x, y));
            n--;
        }
    assert_int_equal(n, 0);
}

static bool offered(const rf_game *g, int kind, int a, int b)
{
    unsigned codes[RF_MAX_OPTIONS];
    int n = rf_option_codes(g, codes, RF_MAX_OPTIONS);
    for (int i = 0; i < n; i++)
        if (rf_opt_kind_of(codes[i]) == kind && (a < 0 || rf_opt_a(codes[i]) == a) &&
            (b < 0 || rf_opt_b(codes[i]) == b))
            return true;
    return false;
}

static void choose(rf_game *g, int kind, int a, int b)
{
    unsigned codes[RF_MAX_OPTIONS];
    int n = rf_option_codes(g, codes, RF_MAX_OPTIONS);
    rf_error err;
    for (int i = 0; i < n; i++)
        if (rf_opt_kind_of(codes[i]) == kind && (a < 0 || rf_opt_a(codes[i]) == a) &&
            (b < 0 || rf_opt_b(codes[i]) == b)) {
            assert_int_equal(rf_choose(g, codes[i], &err), RF_OK);
            tu_check(g);
            return;
        }
    fail_msg("no option of kind %d (a %d, b %d)", kind, a, b);
}

static int cell(int x, int y) { return geo_cell_index(geo_cell_make(x, y)); }

/* covers: REPL-1 REPL-2
 * A marker on each respawn beacon's space, the other 10 in the supply; the
 * module's 3 legendary tokens in a row beside the replicator card, 3 epic
 * and 3 rare tokens from the bags below them. (The game begins with red's
 * turn, whose replicator token has deployed one more, REPL-4.) */
static void test_REPL_2_setup(void **state)
{
    (void)state;
    rf_game *g = repl_game();
    tu_check(g);
    assert_int_equal(count(g, RF_CRAFT_MAP, cell(12, 12)), 1);
    assert_int_equal(count(g, RF_CRAFT_MAP, cell(1, 1)), 1);
    assert_int_equal(count(g, RF_CRAFT_MAP, -1), 3);      /* red's first turn deployed one */
    assert_int_equal(count(g, RF_CRAFT_SUPPLY, -1), RF_CRAFT_MARKERS - 3);
    static const int rarity[3] = { RF_LEGENDARY, RF_EPIC, RF_RARE };
    for (int pos = 0; pos < 9; pos++) {
        int p = display(g, pos);
        assert_true(p >= 0);
        assert_int_equal(pieces_loot_of(g, p)->rarity, rarity[pos / 3]);
        if (pos < 3) assert_int_equal(pieces_loot_of(g, p)->family, pos);   /* helmet, body, KO */
    }
    rf_game_free(g);
}

/* covers: EX-REPL-1 REPL-3 REPL-4 REPL-5
 * From the bottom-right corner 3 up and 3 left lies a beacon: the marker
 * goes on along the second arrow to 11,12. At the start of each turn the
 * replicator token deploys one marker from the supply where the deployment
 * procedure says, and stays for the next turn; with the supply empty it
 * does nothing. */
static void test_EX_REPL_1_marker_deployed(void **state)
{
    (void)state;
    rf_game *g = repl_game();
    geo_cell at;
    const rf_deploy_card *d1 = NULL;
    for (int i = 0; i < RF_DEPLOY_CARDS; i++)
        if (strcmp(g->content->deploy.card[i].id, "d1") == 0) d1 = &g->content->deploy.card[i];
    assert_non_null(d1);
    assert_true(modules_deploy_with(g, d1, 3, 3, NULL, &at));
    is_cell(at, 11, 12);
    for (int turn = 0; turn < 3; turn++) {
        rf_game *twin = rf_game_clone(g);
        char why[96];
        assert_true(modules_deploy(twin, NULL, &at, why, sizeof why));
        int before = count(g, RF_CRAFT_MAP, geo_cell_index(at));
        repl_turn_start(g, turn & 1);                                     /* REPL-4 */
        tu_check(g);
        assert_int_equal(count(g, RF_CRAFT_SUPPLY, -1), RF_CRAFT_MARKERS - 4 - turn);  /* REPL-3 */
        assert_int_equal(count(g, RF_CRAFT_MAP, geo_cell_index(at)), before + 1);
        rf_game_free(twin);
    }
    lay(g, count(g, RF_CRAFT_SUPPLY, -1), 5, 5);
    unsigned long long h = rf_game_hash(g);
    repl_turn_start(g, RF_RED);                                           /* REPL-5 */
    assert_true(rf_game_hash(g) == h);
    rf_game_free(g);
}

/* covers: REPL-6 REPL-7 REPL-8 REPL-9 BACKPACK-6
 * Before an action, for free: pick up markers from its own space and
 * adjacent ones (not from 2 away); they stack on one backpack space that
 * no token may share; drop them on its own or neighbouring spaces. */
static void test_REPL_7_pick_up_and_drop(void **state)
{
    (void)state;
    rf_game *g = repl_game();
    lay(g, 1, 10, 10);
    lay(g, 2, 11, 10);
    lay(g, 1, 12, 10);
    tu_check(g);
    choose(g, RF_OPT_ACTIVATE, 0, -1);
    assert_true(offered(g, RF_OPT_CRAFT_PICK, -1, cell(10, 10)));
    assert_true(offered(g, RF_OPT_CRAFT_PICK, -1, cell(11, 10)));
    assert_false(offered(g, RF_OPT_CRAFT_PICK, -1, cell(12, 10)));          /* range 2 */
    assert_false(offered(g, RF_OPT_CRAFT_DROP, -1, -1));                     /* holds none */
    choose(g, RF_OPT_CRAFT_PICK, -1, cell(10, 10));
    choose(g, RF_OPT_CRAFT_PICK, -1, cell(11, 10));
    choose(g, RF_OPT_CRAFT_PICK, -1, cell(11, 10));
    assert_int_equal(repl_held(g, 0), 3);
    assert_int_equal(rf_view_ap(g), 2);                                      /* no AP */
    int space = repl_pack_space(g, 0);
    assert_true(space >= 0);                                                 /* REPL-9 */
    assert_int_equal(g->legend[0].pack[space], -1);
    assert_int_not_equal(pieces_pack_free_slot(g, 0), space);
    assert_int_equal(rf_view_crafting(g, g->legend[0].seat, 0), 3);
    assert_int_equal(rf_view_crafting(g, g->legend[1].seat, 0), -1);         /* BACKPACK-5 */
    assert_true(offered(g, RF_OPT_CRAFT_DROP, -1, cell(9, 9)));              /* neighbouring */
    assert_false(offered(g, RF_OPT_CRAFT_DROP, -1, cell(12, 10)));
    choose(g, RF_OPT_CRAFT_DROP, -1, cell(9, 9));
    choose(g, RF_OPT_CRAFT_DROP, -1, cell(9, 9));
    assert_int_equal(count(g, RF_CRAFT_MAP, cell(9, 9)), 2);                 /* any number */
    choose(g, RF_OPT_CRAFT_DROP, -1, cell(10, 10));
    assert_int_equal(repl_held(g, 0), 0);
    assert_int_equal(repl_pack_space(g, 0), -1);                          /* empty again */
    rf_game_free(g);
}

/* covers: REPL-8
 * With every backpack space holding a token and no markers yet, none can
 * be picked up; a legend whose markers already have a space can go on
 * picking them up with the other 7 spaces full. */
static void test_REPL_8_full_backpack(void **state)
{
    (void)state;
    rf_game *g = repl_game();
    lay(g, 2, 10, 10);
    for (int s = 0; s < RF_BACKPACK; s++) piece_to_pack(g, pieces_bag_draw(g, RF_COMMON, 0), 0, s);
    tu_check(g);
    choose(g, RF_OPT_ACTIVATE, 0, -1);
    assert_false(offered(g, RF_OPT_CRAFT_PICK, -1, -1));
    piece_to_map(g, g->legend[0].pack[7], geo_cell_make(10, 10));
    choose(g, RF_OPT_CRAFT_PICK, -1, cell(10, 10));
    assert_int_equal(repl_pack_space(g, 0), 7);
    assert_int_equal(pieces_pack_free_slot(g, 0), -1);                          /* not for tokens */
    assert_true(offered(g, RF_OPT_CRAFT_PICK, -1, cell(10, 10)));
    choose(g, RF_OPT_CRAFT_PICK, -1, cell(10, 10));
    assert_int_equal(repl_held(g, 0), 2);
    rf_game_free(g);
}

/* Gibraltar holds n markers on backpack space 0. */
static void hold(rf_game *g, int n)
{
    for (int k = 0; k < RF_CRAFT_MARKERS && n > 0; k++)
        if (g->repl.where[k] == RF_CRAFT_SUPPLY) {
            g->repl.where[k] = RF_CRAFT_PACK;
            g->repl.at[k] = 0;
            n--;
        }
    g->repl.pack_space[0] = 1;
    tu_check(g);
}

/* Gibraltar's first weapon becomes an R-301 (a stock slot), swapped with
 * one in the deck so that every card is still once in the game. */
static int give_r301(rf_game *g)
{
    int def = catalog_weapon(&g->content->catalog, "R-301 Carbine");
    int mine = g->legend[0].weapon[0];
    if (g->piece[mine].def == def) return 0;
    for (int i = 0; i < g->weapon_deck_n; i++)
        if (g->piece[g->weapon_deck[i]].def == def) {
            g->piece[g->weapon_deck[i]].def = g->piece[mine].def;
            g->piece[mine].def = (uint8_t)def;
            return 0;
        }
    fail_msg("no R-301 in the deck");
    return -1;
}

/* The rare display space 6 shows a rare standard stock from the bag. */
static void stock_on_display(rf_game *g)
{
    int stock = catalog_loot(&g->content->catalog, "stock_rare");
    for (int p = 0; p < g->npieces; p++)
        if (g->piece[p].where == RF_IN_BAG && g->piece[p].at == RF_RARE && g->piece[p].def == stock) {
            piece_place(g, display(g, 6), RF_IN_BAG, RF_RARE);
            piece_place(g, p, RF_IN_MODULE, RF_MODAT_REPL + 6);
            return;
        }
    fail_msg("no rare standard stock in the bag");
}

/* covers: EX-REPL-2 REPL-10 REPL-11 REPL-12
 * Gibraltar has 4 markers: he spends 3 on the legendary body shield (a free
 * action), equips it and drops his old one; with the 1 left he crafts
 * again in the same activation a standard stock (rare row: 1) and fits it
 * on his weapon. Spent markers are back in the supply; his 2 AP are still
 * there; the legendary space stays empty, the rare one is refilled from
 * its bag (R-REPL-10). */
static void test_EX_REPL_2_crafting(void **state)
{
    (void)state;
    rf_game *g = repl_game();
    give_r301(g);
    stock_on_display(g);
    hold(g, 4);
    int supply = count(g, RF_CRAFT_SUPPLY, -1);
    int shield = display(g, RF_GEAR_BODY), stock = display(g, 6);
    choose(g, RF_OPT_ACTIVATE, 0, -1);
    assert_true(offered(g, RF_OPT_CRAFT, RF_GEAR_BODY, -1));
    choose(g, RF_OPT_CRAFT, RF_GEAR_BODY, -1);                               /* cost 3 */
    assert_int_equal(repl_held(g, 0), 1);
    assert_int_equal(count(g, RF_CRAFT_SUPPLY, -1), supply + 3);             /* REPL-11 */
    choose(g, RF_OPT_KEEP, -1, -1);                                          /* equip it */
    assert_int_equal(g->legend[0].gear[RF_GEAR_BODY], shield);
    assert_int_equal(g->legend[0].vitals.shield_max, 40);                    /* REPL-12, GEAR-8 */
    choose(g, RF_OPT_DROP_AT, -1, -1);                                       /* the old one */
    assert_int_equal(display(g, RF_GEAR_BODY), -1);                          /* not refilled */
    assert_false(offered(g, RF_OPT_CRAFT, 3, -1));                           /* epic: 2 */
    choose(g, RF_OPT_CRAFT, 6, -1);                                          /* stock: 1 */
    assert_int_equal(repl_held(g, 0), 0);
    assert_int_equal(repl_pack_space(g, 0), -1);
    choose(g, RF_OPT_KEEP, 3, -1);                                           /* fit it */
    bool fitted = false;
    for (int k = 0; k < RF_MAX_WEAPON_SLOTS; k++) fitted |= g->legend[0].attach[0][k] == stock;
    assert_true(fitted);
    assert_true(display(g, 6) >= 0);                                         /* refilled */
    assert_int_equal(pieces_loot_of(g, display(g, 6))->rarity, RF_RARE);
    assert_int_equal(rf_view_ap(g), 2);                                      /* free actions */
    assert_int_equal(count(g, RF_CRAFT_SUPPLY, -1), supply + 4);
    rf_game_free(g);
}

/* covers: REPL-10 WEAPON-2
 * Ammo costs 1 marker and moves one weapon's marker up 2, never past 5;
 * no ammo for a full weapon, nothing the legend cannot pay for. */
static void test_REPL_10_ammo(void **state)
{
    (void)state;
    rf_game *g = repl_game();
    hold(g, 2);
    g->legend[0].ammo[0] = 1;
    g->legend[0].ammo[1] = 5;
    choose(g, RF_OPT_ACTIVATE, 0, -1);
    assert_false(offered(g, RF_OPT_CRAFT, RF_CRAFT_AMMO + 1, -1));          /* full */
    assert_false(offered(g, RF_OPT_CRAFT, 0, -1));                           /* legendary: 3 */
    choose(g, RF_OPT_CRAFT, RF_CRAFT_AMMO + 0, -1);
    assert_int_equal(g->legend[0].ammo[0], 3);
    choose(g, RF_OPT_CRAFT, RF_CRAFT_AMMO + 0, -1);
    assert_int_equal(g->legend[0].ammo[0], 5);
    assert_int_equal(repl_held(g, 0), 0);
    assert_false(offered(g, RF_OPT_CRAFT, -1, -1));
    rf_game_free(g);
}

/* The replicator file's costs are validated: a row out of order is refused
 * with its file, line and field. */
static void test_bad_replicator_refused(void **state)
{
    (void)state;
    static rf_content c;
    rf_error err;
    assert_int_equal(content_load_replicator(RF_TEST_DIR "/data/bad-content/replicator-rows.json", &c,
                                        &err), RF_E_DATA);
    assert_int_equal(err.line, 4);
    assert_string_equal(err.field, "rows[0].rarity");
    assert_non_null(strstr(err.message, "REPL-2"));
}

/* The field tables (ju_fields.h): an unknown key, a wrong type and a value
 * out of range refused with file, line and field, citing the field's rule. */
static void test_replicator_fields_refused(void **state)
{
    (void)state;
    static const struct { const char *file; int line; const char *field, *words; } cases[] = {
        { "replicator-unknown-key.json", 8, "ammo.colour", "known fields: cost, gain" },
        { "replicator-cost-type.json", 5, "rows[1].cost", "(REPL-1)" },
        { "replicator-gain-range.json", 8, "ammo.gain", "(WEAPON-2)" },
    };
    static rf_content c;
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        char path[512];
        rf_error err;
        snprintf(path, sizeof path, "%s/data/bad-content/%s", RF_TEST_DIR, cases[i].file);
        assert_int_equal(content_load_replicator(path, &c, &err), RF_E_DATA);
        assert_non_null(strstr(err.file, cases[i].file));
        if (err.line != cases[i].line || strcmp(err.field, cases[i].field) != 0 ||
            !strstr(err.message, cases[i].words))
            fail_msg("%s: line %d field %s: %s", cases[i].file, err.line, err.field, err.message);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_REPL_2_setup),
        cmocka_unit_test(test_EX_REPL_1_marker_deployed),
        cmocka_unit_test(test_REPL_7_pick_up_and_drop),
        cmocka_unit_test(test_REPL_8_full_backpack),
        cmocka_unit_test(test_EX_REPL_2_crafting),
        cmocka_unit_test(test_REPL_10_ammo),
        cmocka_unit_test(test_bad_replicator_refused),
        cmocka_unit_test(test_replicator_fields_refused),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
