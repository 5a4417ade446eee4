/*
 * test_modes.c — modes and special modules (RULES.md MOD-1 … MOD-4, MAP-4;
 * data/modes.json, docs/modes.md): what may be combined, with which
 * squads, on which map; the refusals name what is wrong and what the book
 * allows; bad modes files are refused with file, line and field.
 */
#include <stdio.h>
#include <string.h>

#include "testutil.h"
#include "data/loaders.h"

#define BIT(m) RF_MODULE_BIT(m)

static const rf_map *map(const char *name)
{
    static rf_map *maps[4];
    static const char *names[4];
    for (int i = 0; i < 4; i++) {
        if (names[i] && strcmp(names[i], name) == 0) return maps[i];
        if (!names[i]) {
            rf_error err;
            if (rf_map_load(tu_content(), name, &maps[i], &err) != RF_OK)
                fail_msg("%s", err.message);
            names[i] = name;
            return maps[i];
        }
    }
    fail_msg("too many maps");
    return NULL;
}

static rf_error refused(int mode, unsigned modules, int red, int blue, const char *m)
{
    rf_error err;
    memset(&err, 0, sizeof err);
    assert_int_equal(rf_modes_check(tu_content(), m ? map(m) : NULL, mode, modules, red, blue,
                                    &err), RF_E_ARG);
    return err;
}

static void allowed(int mode, unsigned modules, int red, int blue, const char *m)
{
    rf_error err;
    if (rf_modes_check(tu_content(), m ? map(m) : NULL, mode, modules, red, blue, &err) != RF_OK)
        fail_msg("%s", err.message);
}

/* Mode codes and names, module ids, in the order of the public enums. */
static void test_names(void **state)
{
    (void)state;
    static const char *const codes[] = { "BR", "ASSN", "TDM", "CHAMP", "CTF" };
    for (int m = 0; m < 5; m++) {
        assert_int_equal(rf_mode_parse(codes[m]), m);
        assert_string_equal(rf_mode_code(m), codes[m]);
    }
    assert_int_equal(rf_mode_parse("team_deathmatch"), RF_MODE_TDM);
    assert_int_equal(rf_mode_parse("tdm"), -1);
    assert_int_equal(rf_module_parse("heat_shields"), RF_MOD_HEAT);
    assert_int_equal(rf_module_parse("gun_run"), RF_MOD_GUNRUN);
    assert_int_equal(rf_module_parse("Ring"), -1);
    assert_string_equal(rf_module_id(RF_MOD_DROPS), "supply_drops");
}

/* covers: MOD-4
 * Each mode allows the modules of its column of the table, no other. */
static void test_MOD_4_module_table(void **state)
{
    (void)state;
    allowed(RF_MODE_BR, BIT(RF_MOD_RING) | BIT(RF_MOD_EVENTS), 2, 2, NULL);
    allowed(RF_MODE_ASSN, BIT(RF_MOD_GUNRUN), 3, 3, NULL);
    allowed(RF_MODE_TDM, BIT(RF_MOD_HEAT) | BIT(RF_MOD_GUNRUN), 3, 3, NULL);
    allowed(RF_MODE_CTF, BIT(RF_MOD_EVENTS) | BIT(RF_MOD_GUNRUN), 2, 2, NULL);
    rf_error e = refused(RF_MODE_BR, BIT(RF_MOD_GUNRUN), 2, 2, NULL);
    assert_string_equal(e.field, "modules");
    assert_non_null(strstr(e.message, "Battle Royale cannot be played with gun_run"));
    assert_non_null(strstr(e.message, "MOD-4"));
    assert_non_null(strstr(e.message, "ring, heat_shields, supply_drops, replicator, events"));
    e = refused(RF_MODE_CHAMP, BIT(RF_MOD_EVENTS), 2, 4, NULL);
    assert_non_null(strstr(e.message, "it allows: ring"));
    e = refused(RF_MODE_CTF, BIT(RF_MOD_RING), 2, 2, NULL);
    assert_non_null(strstr(e.message, "Capture the Flag cannot be played with ring"));
    refused(RF_MODE_TDM, BIT(RF_MOD_DROPS), 2, 2, NULL);
    refused(RF_MODE_TDM, BIT(RF_MOD_REPLICATOR), 2, 2, NULL);
}

/* covers: MOD-1 MOD-2 RING-2 HEAT-2
 * Any number of allowed modules (MOD-1), but never the Ring with Heat
 * Shields (MOD-2), either way round. */
static void test_MOD_2_ring_excludes_heat_shields(void **state)
{
    (void)state;
    allowed(RF_MODE_BR, BIT(RF_MOD_RING) | BIT(RF_MOD_DROPS) | BIT(RF_MOD_REPLICATOR) |
                            BIT(RF_MOD_EVENTS), 3, 3, NULL);                    /* MOD-1 */
    rf_error e = refused(RF_MODE_BR, BIT(RF_MOD_RING) | BIT(RF_MOD_HEAT), 2, 2, NULL);
    assert_non_null(strstr(e.message, "MOD-2"));
    assert_non_null(strstr(e.message, "cannot be combined with"));
    refused(RF_MODE_TDM, BIT(RF_MOD_HEAT) | BIT(RF_MOD_RING), 2, 2, NULL);
}

/* covers: BR-1 CHAMP-1 ASSN-1
 * Squad sizes: Battle Royale 2 vs 2 or 3 vs 3, Assassination 3 vs 3,
 * Champions 2 against 4. */
static void test_squad_sizes(void **state)
{
    (void)state;
    allowed(RF_MODE_BR, 0, 3, 3, NULL);
    allowed(RF_MODE_CHAMP, 0, 2, 4, NULL);
    rf_error e = refused(RF_MODE_BR, 0, 1, 1, NULL);
    assert_string_equal(e.field, "squads");
    assert_non_null(strstr(e.message, "Battle Royale is played 2 vs 2, 3 vs 3, not 1 vs 1"));
    e = refused(RF_MODE_ASSN, 0, 2, 2, NULL);
    assert_non_null(strstr(e.message, "3 vs 3"));
    refused(RF_MODE_CHAMP, 0, 3, 3, NULL);
}

/* covers: MAP-4
 * The map's own mode list: Champions is not played on Outpost. */
static void test_MAP_4_mode_on_map(void **state)
{
    (void)state;
    allowed(RF_MODE_BR, BIT(RF_MOD_RING), 2, 2, "outpost");
    rf_error e = refused(RF_MODE_CHAMP, 0, 2, 4, "outpost");
    assert_non_null(strstr(e.message, "Champions is not played on Outpost"));
}

/* A set-up the engine cannot play yet is refused with the reason, before
 * any game exists. */
static void test_setup_refuses_what_is_not_built(void **state)
{
    (void)state;
    rf_setup s;
    memset(&s, 0, sizeof s);
    s.nlegends = 2;
    snprintf(s.legend[0].name, sizeof s.legend[0].name, "Wraith");
    snprintf(s.legend[1].name, sizeof s.legend[1].name, "Gibraltar");
    s.legend[0].x = 2, s.legend[0].y = 2;
    s.legend[1].x = 8, s.legend[1].y = 8;
    s.legend[1].squad = 1;
    s.ring = true;
    s.modules = BIT(RF_MOD_HEAT);
    rf_game *g = NULL;
    rf_error err;
    assert_int_equal(rf_game_new(tu_content(), map("crossroads"), &s, &g, &err), RF_E_ARG);
    assert_null(g);
    assert_non_null(strstr(err.message, "MOD-2"));
    s.modules = 0;
    s.mode = RF_MODE_CHAMP;
    assert_int_equal(rf_game_new(tu_content(), map("crossroads"), &s, &g, &err), RF_E_ARG);
    assert_non_null(strstr(err.message, "Champions"));
    s.mode = RF_MODE_BR;
    assert_int_equal(rf_game_new(tu_content(), map("crossroads"), &s, &g, &err), RF_OK);
    rf_game_free(g);
}

typedef struct bad_case { const char *file; int line; const char *field, *words; } bad_case;

static const bad_case bad_cases[] = {
    { "unknown-module.json", 3, "modules[0].id", "unknown module 'teleporters'" },
    { "missing-module.json", 1, "modules", "module 'gun_run' is missing" },
    { "bad-squads.json", 11, "modes[0].squads[0]", "expected [red, blue]" },
    { "module-twice.json", 11, "modes[0].modules[1]", "listed twice" },
    /* the field tables (ju_fields.h): an unknown key, a wrong type, a value
     * out of range, each with the rule its field implements */
    { "unknown-key.json", 13, "modes[2].colour", "known fields: id, name, squads, modules" },
    { "excludes-not-a-list.json", 4, "modules[1].excludes", "(MOD-2)" },
    { "squads-too-many.json", 14, "modes[3].squads[0]", "(BR-1)" },
};

static void test_bad_modes_refused(void **state)
{
    (void)state;
    for (size_t i = 0; i < sizeof bad_cases / sizeof *bad_cases; i++) {
        const bad_case *b = &bad_cases[i];
        char path[512];
        snprintf(path, sizeof path, "%s/data/bad-modes/%s", RF_TEST_DIR, b->file);
        static rf_content c;                         /* large: not on the stack */
        memset(&c, 0, sizeof c);
        rf_error err;
        assert_int_equal(content_load_modes(path, &c, &err), RF_E_DATA);
        assert_false(c.modes.loaded);                                   /* nothing taken */
        if (err.line != b->line || strcmp(err.field, b->field) != 0 ||
            !strstr(err.message, b->words))
            fail_msg("%s: got line %d field %s: %s", b->file, err.line, err.field, err.message);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_names),
        cmocka_unit_test(test_MOD_4_module_table),
        cmocka_unit_test(test_MOD_2_ring_excludes_heat_shields),
        cmocka_unit_test(test_squad_sizes),
        cmocka_unit_test(test_MAP_4_mode_on_map),
        cmocka_unit_test(test_setup_refuses_what_is_not_built),
        cmocka_unit_test(test_bad_modes_refused),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
