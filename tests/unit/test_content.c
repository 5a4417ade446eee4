/*
 * test_content.c — loading the content set (data/): component kinds,
 * templates, the official map lists (MAP-4 … MAP-17) and the core box
 * (COMP-2, COMP-3); and bad content files refused with file, line and
 * JSON path.
 */
#define _POSIX_C_SOURCE 200809L   /* mkstemp, fdopen */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "testutil.h"
#include "data/legends_load.h"
#include "data/loaders.h"

static const geo_kind *kind(const char *id)
{
    const rf_content *c = tu_content();
    int k = geo_kinds_find(&c->kinds, id);
    assert_true(k >= 0);
    return &c->kinds.kind[k];
}

/* Every component's traits come from data (GRID-8, TRAIT-1: written as
 * <TRAIT> names). covers: GRID-8 TRAIT-1 */
static void test_kinds_loaded(void **state)
{
    (void)state;
    const geo_kind *b = kind("building");
    assert_int_equal(b->placement, GEO_ON_AREA);
    assert_int_equal(b->level, 1);
    assert_int_equal(b->nsizes, 4);
    assert_true(b->traits & GEO_T_BLOCKADE);
    const geo_kind *w = kind("wall");
    assert_int_equal(w->placement, GEO_ON_EDGE);
    assert_int_equal(w->lengths, (1 << 1) | (1 << 2) | (1 << 3));
    assert_true(kind("roof_edge_half_wall")->roof_edge);
    assert_int_equal(kind("zipline_point")->link_cost, 1);
    assert_int_equal(kind("smoke")->zone_radius, 2);
    assert_int_equal(kind("smoke")->zone_ht, 10);                 /* ZONE-9 */
    assert_int_equal(kind("smoke")->zone_blocks, 0);
    assert_int_equal(kind("dome")->zone_ht, 20);                  /* designed, docs/legends.md */
    assert_int_equal(kind("dome")->zone_blocks, GEO_DTAG_ORDNANCE);   /* DATA-GAPS 7.3 beta */
    assert_int_equal(kind("canyon")->level, -1);
    assert_true(kind("respawn_beacon")->traits & GEO_T_IMPASSABLE);
}

static void test_templates_loaded(void **state)
{
    (void)state;
    const geo_template *t = content_template(tu_content(), "frag");
    assert_non_null(t);
    assert_int_equal(t->w, 3);
    assert_int_equal(t->h, 3);
    assert_int_equal(t->sx, 1);
    assert_int_equal(t->sy, 1);
    assert_int_equal(t->value[1][1], 20);
    assert_int_equal(t->value[0][0], 10);
    const geo_template *d = content_template(tu_content(), "defensive_bombardment");
    assert_non_null(d);
    assert_int_equal(d->value[0][0], 0);
    assert_null(content_template(tu_content(), "nope"));
}

static int item_count(const rf_map_list *l, const char *kind_id, int a, int b, int len)
{
    for (int i = 0; i < l->nitems; i++)
        if (strcmp(l->item[i].kind, kind_id) == 0 && l->item[i].size_a == a &&
            l->item[i].size_b == b && l->item[i].length == len)
            return l->item[i].count;
    return -1;
}

static void test_map_lists_MAP_6_crossroads(void **state)
{
    (void)state;
    const rf_map_list *l = content_map_list(tu_content(), "crossroads");
    assert_non_null(l);
    assert_string_equal(l->rule, "MAP-6");
    assert_int_equal(l->nmodes, 5);
    assert_int_equal(item_count(l, "building", 2, 3, 0), 3);
    assert_int_equal(item_count(l, "building", 3, 3, 0), 2);
    assert_int_equal(item_count(l, "wall", 0, 0, 3), 2);
    assert_int_equal(item_count(l, "roof_edge_half_wall", 0, 0, 0), 1);
    assert_int_equal(item_count(l, "supply_bin", 0, 0, 0), 10);
}

static void test_map_lists_MAP_4_all_twelve(void **state)
{
    (void)state;
    static const char *const ids[] = { "crossroads", "desert_hill", "outpost", "market",
                                       "swamps", "great_structure", "crash_site", "skull_town",
                                       "delta", "crater", "dam", "warehouse" };
    const rf_content *c = tu_content();
    for (unsigned i = 0; i < sizeof ids / sizeof *ids; i++) {
        const rf_map_list *l = content_map_list(c, ids[i]);
        assert_non_null(l);
        assert_true(strncmp(l->rule, "MAP-", 4) == 0);
    }
    /* 12 maps, the beta Standard Map (MAP-6 Beta differs) and the core box */
    assert_int_equal(c->nlists, 14);
    const rf_map_list *beta = content_map_list(c, "standard_beta");
    assert_non_null(beta);
    assert_int_equal(beta->nmodes, 1);   /* the beta core rules: Battle Royale only */
    assert_int_equal(item_count(beta, "supply_bin", 0, 0, 0), 8);
    const rf_map_list *outpost = content_map_list(c, "outpost");
    assert_int_equal(outpost->nmodes, 4);   /* no Champions (MAP-4) */
    assert_int_equal(item_count(outpost, "rock|tree", 0, 0, 0), 6);
    rf_list_item it = { .kind = "rock|tree" };
    assert_true(content_list_item_has_kind(&it, "tree"));
    assert_true(content_list_item_has_kind(&it, "rock"));
    assert_false(content_list_item_has_kind(&it, "roc"));
    assert_int_equal(item_count(content_map_list(c, "crater"), "respawn_beacon", 0, 0, 0), 3);
}

static void test_map_lists_COMP_2_core_box(void **state)
{
    (void)state;
    const rf_map_list *inv = content_map_list(tu_content(), RF_INVENTORY_ID);
    assert_non_null(inv);
    assert_int_equal(item_count(inv, "building", 2, 2, 0), 4);
    assert_int_equal(item_count(inv, "building", 2, 3, 0), 6);
    assert_int_equal(item_count(inv, "wall", 0, 0, 1), 6);
    assert_int_equal(item_count(inv, "roof_edge_zipline_point", 0, 0, 0), 8);
}

static void test_content_dir(void **state)
{
    (void)state;
    assert_string_equal(rf_content_dir(tu_content()), RF_DATA_DIR);
    rf_content *c = NULL;
    rf_error err;
    assert_int_equal(rf_content_load("/nonexistent-ringfall-dir", &c, &err), RF_E_IO);
    assert_null(c);
    assert_non_null(strstr(err.file, "components.json"));
}

/* ---- Bad content files ---- */

typedef rf_status (*loader_fn)(const char *path, rf_content *c, rf_error *err);

static rf_status load_kinds(const char *path, rf_content *c, rf_error *err)
{
    return content_load_kinds(path, &c->kinds, err);
}

/* Write text to a temporary file, load it with fn (into a copy of the real
 * content), and return the error. */
static rf_error load_bad(loader_fn fn, const char *text)
{
    char path[] = "/tmp/ringfall-test-content-XXXXXX";
    int fd = mkstemp(path);
    assert_true(fd >= 0);
    FILE *f = fdopen(fd, "w");
    fputs(text, f);
    fclose(f);
    rf_content *c = malloc(sizeof *c);
    *c = *tu_content();
    rf_error err;
    memset(&err, 0, sizeof err);
    assert_int_not_equal(fn(path, c, &err), RF_OK);
    free(c);
    unlink(path);
    assert_true(err.line > 0);
    assert_non_null(strstr(err.file, "ringfall-test-content"));
    return err;
}

static void test_kinds_unknown_trait(void **state)
{
    (void)state;
    rf_error e = load_bad(load_kinds,
        "{ \"kinds\": [\n"
        "  { \"id\": \"x\", \"name\": \"X\", \"placement\": \"space\",\n"
        "    \"traits\": [\"COVER\", \"BLOKADE\"], \"source\": \"test\" } ] }\n");
    assert_int_equal(e.code, RF_E_DATA);
    assert_int_equal(e.line, 3);
    assert_string_equal(e.field, "kinds[0].traits[1]");
    assert_non_null(strstr(e.message, "BLOKADE"));
}

static void test_kinds_missing_source_and_more(void **state)
{
    (void)state;
    rf_error e = load_bad(load_kinds,
        "{ \"kinds\": [\n"
        "  { \"id\": \"x\", \"name\": \"X\", \"placement\": \"space\", \"traits\": [] },\n"
        "  { \"id\": \"x\", \"name\": \"X\", \"placement\": \"ledge\", \"traits\": [],\n"
        "    \"source\": \"\", \"colour\": 1 } ] }\n");
    assert_int_equal(e.line, 2);
    assert_string_equal(e.field, "kinds[0].source");
    /* the other errors are collected too */
    assert_non_null(strstr(e.message, "more errors"));
    assert_non_null(strstr(e.message, "colour"));
}

/* ZONE-6: only a ZONE kind has zone effects; a damage tag must be known. */
static void test_kinds_zone_effects_need_a_zone(void **state)
{
    (void)state;
    rf_error e = load_bad(load_kinds,
        "{ \"kinds\": [\n"
        "  { \"id\": \"x\", \"name\": \"X\", \"placement\": \"point\",\n"
        "    \"zone_ht\": 10, \"traits\": [\"COVER\"], \"source\": \"test\" } ] }\n");
    assert_int_equal(e.line, 3);
    assert_string_equal(e.field, "kinds[0].zone_ht");
    assert_non_null(strstr(e.message, "ZONE-6"));
    e = load_bad(load_kinds,
        "{ \"kinds\": [\n"
        "  { \"id\": \"x\", \"name\": \"X\", \"placement\": \"point\", \"zone_radius\": 2,\n"
        "    \"zone_blocks\": [\"exterior\"], \"traits\": [\"ZONE\"], \"source\": \"test\" } ] }\n");
    assert_int_equal(e.line, 3);
    assert_string_equal(e.field, "kinds[0].zone_blocks[0]");
    assert_non_null(strstr(e.message, "ordnance"));
}

static void test_kinds_level_needs_trait(void **state)
{
    (void)state;
    rf_error e = load_bad(load_kinds,
        "{ \"kinds\": [\n"
        "  { \"id\": \"x\", \"name\": \"X\", \"placement\": \"edge\", \"lengths\": [1],\n"
        "    \"level\": 1, \"traits\": [\"BLOCKADE\"], \"source\": \"test\" } ] }\n");
    assert_int_equal(e.line, 3);
    assert_string_equal(e.field, "kinds[0].level");
    assert_non_null(strstr(e.message, "TRAIT-13"));
}

static void test_templates_two_sources(void **state)
{
    (void)state;
    rf_error e = load_bad(content_load_templates,
        "{ \"templates\": [\n"
        "  { \"id\": \"t\", \"name\": \"T\", \"source\": \"test\",\n"
        "    \"grid\": [\"1 *2 1\", \"1 *2 1\"] } ] }\n");
    assert_int_equal(e.line, 3);
    assert_string_equal(e.field, "templates[0].grid");
    assert_non_null(strstr(e.message, "AOE-2"));
}

static void test_templates_ragged_and_bad_token(void **state)
{
    (void)state;
    rf_error e = load_bad(content_load_templates,
        "{ \"templates\": [\n"
        "  { \"id\": \"t\", \"name\": \"T\", \"source\": \"test\",\n"
        "    \"grid\": [\"1 *2 1\",\n"
        "             \"1 2\"] },\n"
        "  { \"id\": \"u\", \"name\": \"U\", \"source\": \"test\", \"grid\": [\"*x\"] } ] }\n");
    assert_int_equal(e.line, 4);
    assert_string_equal(e.field, "templates[0].grid[1]");
    assert_non_null(strstr(e.message, "'*x'"));
}

static void test_map_lists_bad_items(void **state)
{
    (void)state;
    rf_error e = load_bad(content_load_map_lists,
        "{ \"maps\": [\n"
        "  { \"id\": \"m\", \"name\": \"M\", \"rule\": \"MAP-99\", \"modes\": [\"BR\"],\n"
        "    \"components\": [\n"
        "      { \"kind\": \"building\", \"size\": \"1x7\", \"count\": 1 },\n"
        "      { \"kinds\": [\"rock\", \"bush\"], \"count\": 2 } ] } ],\n"
        "  \"inventory\": { \"rule\": \"COMP-2\", \"components\": [\n"
        "      { \"kind\": \"wall\", \"length\": 1, \"count\": 6 } ] } }\n");
    assert_int_equal(e.line, 4);
    assert_string_equal(e.field, "maps[0].components[0].size");
    assert_non_null(strstr(e.message, "bush"));
}

/* Issue 17: a map, the inventory and a list item are read from field
 * tables (map_lists_load.c); a wrong type and a value out of range name
 * the line and the field and cite the field's rule (before the tables, no
 * rule was named). */
static void test_map_list_fields_refused(void **state)
{
    (void)state;
    static const struct { const char *map, *item, *field, *rule; } cases[] = {
        { "\"name\": 7", "\"kind\": \"rock\", \"count\": 1", "maps[0].name", "MAP-4" },
        { "\"name\": \"M\"", "\"kind\": \"rock\", \"count\": \"one\"",
          "maps[0].components[0].count", "MAP-5" },
        { "\"name\": \"M\"", "\"kind\": \"wall\", \"length\": 9, \"count\": 1",
          "maps[0].components[0].length", "COMP-2" },
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        char text[600];
        snprintf(text, sizeof text,
                 "{ \"maps\": [\n"
                 "  { \"id\": \"m\", %s, \"rule\": \"MAP-99\", \"modes\": [\"BR\"],\n"
                 "    \"components\": [ { %s } ] } ],\n"
                 "  \"inventory\": { \"rule\": \"COMP-2\", \"components\": [\n"
                 "      { \"kind\": \"rock\", \"count\": 4 } ] } }\n", cases[i].map,
                 cases[i].item);
        rf_error e = load_bad(content_load_map_lists, text);
        if (e.line != (strcmp(cases[i].field, "maps[0].name") == 0 ? 2 : 3) ||
            strcmp(e.field, cases[i].field) != 0 || !strstr(e.message, cases[i].rule))
            fail_msg("case %zu: line %d, %s: %s", i, e.line, e.field, e.message);
    }
}

/* A map's modes are the rule codes of MAP-4, each once. */
static void test_map_lists_MAP_4_bad_modes(void **state)
{
    (void)state;
    static const char *const modes[2][2] = {
        { "[\"BR\", \"TDM\", \"BR\"]", "mode 'BR' is listed twice" },
        { "[\"BR\", \"champions\"]", "unknown mode 'champions'" },
    };
    for (int i = 0; i < 2; i++) {
        char text[600];
        snprintf(text, sizeof text,
                 "{ \"maps\": [\n"
                 "  { \"id\": \"m\", \"name\": \"M\", \"rule\": \"MAP-99\",\n"
                 "    \"modes\": %s,\n"
                 "    \"components\": [ { \"kind\": \"rock\", \"count\": 1 } ] } ],\n"
                 "  \"inventory\": { \"rule\": \"COMP-2\", \"components\": [\n"
                 "      { \"kind\": \"rock\", \"count\": 4 } ] } }\n", modes[i][0]);
        rf_error e = load_bad(content_load_map_lists, text);
        assert_int_equal(e.line, 3);
        assert_true(strncmp(e.field, "maps[0].modes[", 14) == 0);
        if (!strstr(e.message, modes[i][1])) fail_msg("%s", e.message);
    }
}

/* data/legends.json: every legend the books name; a second legend with the
 * same name, or one without a source, is refused with line and path. */
static void test_legends_loaded_and_bad_ones_refused(void **state)
{
    (void)state;
    const rf_content *c = tu_content();
    assert_int_equal(c->legends.n, 7);
    static const char *const names[] = { "Bangalore", "Wraith", "Lifeline", "Gibraltar",
                                         "Bloodhound", "Pathfinder", "Loba" };
    for (int i = 0; i < 7; i++) assert_non_null(content_legend_find(c, names[i]));
    assert_null(content_legend_find(c, "Octane"));
    rf_error e = load_bad(content_load_legends,
        "{ \"legends\": [\n"
        "  { \"id\": \"a\", \"name\": \"A\", \"source\": \"test\" },\n"
        "  { \"id\": \"b\", \"name\": \"A\", \"source\": \"test\" } ] }\n");
    assert_int_equal(e.line, 3);
    assert_string_equal(e.field, "legends[1].name");
    assert_non_null(strstr(e.message, "second legend"));
    e = load_bad(content_load_legends, "{ \"legends\": [\n  { \"id\": \"a\", \"name\": \"A\" } ] }\n");
    assert_string_equal(e.field, "legends[0].source");
}

/* Each record kind read from its field table (ju_fields.h) refuses an
 * unknown key, a value of the wrong type and one out of range, naming the
 * file, line and field, and citing the rule the field implements. */
static void expect_bad(loader_fn fn, const char *text, int line, const char *field,
                       const char *words)
{
    rf_error e = load_bad(fn, text);
    assert_int_equal(e.code, RF_E_DATA);
    if (e.line != line || strcmp(e.field, field) != 0 || !strstr(e.message, words))
        fail_msg("line %d field '%s': %s (wanted line %d field '%s' with '%s')", e.line,
                 e.field, e.message, line, field, words);
}

static void test_legend_fields_COMP_8_refused(void **state)
{
    (void)state;
    expect_bad(content_load_legends,
               "{ \"legends\": [\n"
               "  { \"id\": \"a\", \"name\": \"A\", \"source\": \"test\",\n"
               "    \"decks\": \"a\" } ] }\n", 3, "legends[0].decks", "known fields: id, name");
    expect_bad(content_load_legends,
               "{ \"legends\": [\n"
               "  { \"id\": \"a\", \"name\": \"A\", \"source\": \"test\",\n"
               "    \"deck\": 7 } ] }\n", 3, "legends[0].deck", "(COMP-8)");
    expect_bad(content_load_legends,
               "{ \"legends\": [\n"
               "  { \"id\": \"a\", \"name\": \"A\", \"source\": \"test\",\n"
               "    \"bag\": { \"helmet_common\": 99 } } ] }\n", 3, "legends[0].bag.helmet_common",
               "(COMP-8)");
}

/* A roles.json of two roles; the guardian's lines replaced by `guardian`. */
static void roles_text(char *buf, size_t n, const char *guardian)
{
    snprintf(buf, n,
             "{ \"roles\": [\n"
             "  { \"id\": \"leader\", \"name\": \"L\", \"per_squad\": 1,\n"
             "    \"basic\": { \"effect\": \"extra_ap\", \"args\": { \"ap\": 1 }, \"text\": \"t\" },\n"
             "    \"constant\": { \"effect\": \"draw_on_elimination\", \"args\": { \"cards\": 1 }, \"text\": \"t\" },\n"
             "    \"source\": \"designed\" },\n"
             "  { \"id\": \"guardian\", \"name\": \"G\",\n"
             "%s"
             "    \"source\": \"designed\" } ] }\n", guardian);
}

static void test_role_fields_ASSN_6_ASSN_8_refused(void **state)
{
    (void)state;
    char text[1200];
    roles_text(text, sizeof text,
               "    \"per_squad\": 2, \"basic\": { \"effect\": \"lifesteal\", \"args\": { \"health\": 20 },\n"
               "    \"txt\": \"t\" },\n"
               "    \"constant\": { \"effect\": \"ally_use_shield\", \"args\": { \"range\": 2, \"shield\": 10 }, \"text\": \"t\" },\n");
    expect_bad(content_load_roles, text, 8, "roles[1].basic.txt", "known fields: effect, args, text");
    roles_text(text, sizeof text,
               "    \"per_squad\": \"two\",\n"
               "    \"basic\": { \"effect\": \"lifesteal\", \"args\": { \"health\": 20 }, \"text\": \"t\" },\n"
               "    \"constant\": { \"effect\": \"ally_use_shield\", \"args\": { \"range\": 2, \"shield\": 10 }, \"text\": \"t\" },\n");
    expect_bad(content_load_roles, text, 7, "roles[1].per_squad", "(ASSN-6)");
    roles_text(text, sizeof text,
               "    \"per_squad\": 2,\n"
               "    \"basic\": { \"effect\": \"lifesteal\", \"args\": { \"health\": 20 }, \"text\": \"t\" },\n"
               "    \"constant\": { \"effect\": \"ally_use_shield\", \"args\": { \"range\": 2, \"shield\": 41 }, \"text\": \"t\" },\n");
    expect_bad(content_load_roles, text, 9, "roles[1].constant.args.shield",
               "the shield of 'ally_use_shield' must be 1 to 40, got 41");
}

/* The guardian's constant effect with `args` (line 9 of roles_text). */
static void expect_bad_guardian_args(const char *args, const char *field, const char *words)
{
    char text[1200], guardian[400];
    snprintf(guardian, sizeof guardian,
             "    \"per_squad\": 2,\n"
             "    \"basic\": { \"effect\": \"lifesteal\", \"args\": { \"health\": 20 }, \"text\": \"t\" },\n"
             "    \"constant\": { \"effect\": \"ally_use_shield\", %s, \"text\": \"t\" },\n", args);
    roles_text(text, sizeof text, guardian);
    expect_bad(content_load_roles, text, 9, field, words);
}

/* covers: ASSN-8
 * A role effect's arguments are named by its line of the one effect list
 * (data/effect_list.h): an unknown name, a missing one, a value of the
 * wrong type, the old positional "a" and a list for "args" are refused
 * with the file's line and the field. */
static void test_ASSN_8_role_args_named(void **state)
{
    (void)state;
    expect_bad_guardian_args("\"args\": { \"range\": 2, \"shield\": 10, \"radius\": 1 }",
                             "roles[1].constant.args.radius",
                             "'ally_use_shield' has no argument 'radius' (it takes range");
    expect_bad_guardian_args("\"args\": { \"range\": 2 }", "roles[1].constant.args.shield",
                             "'ally_use_shield' needs its argument 'shield' (shield 1 to 40)");
    expect_bad_guardian_args("\"args\": { \"range\": 2, \"shield\": \"10\" }",
                             "roles[1].constant.args.shield",
                             "expected the shield of 'ally_use_shield' (a whole number from 1 to 40)");
    expect_bad_guardian_args("\"a\": [2, 10]", "roles[1].constant.a", "unknown field 'a'");
    expect_bad_guardian_args("\"args\": [2, 10]", "roles[1].constant.args",
                             "\"args\" names its arguments, as {\"range\": …}");
}

/* A deployment.json of 4 cards and 8 tokens; card 2's corner is `corner`,
 * token 5 is `token`. */
static void deploy_text(char *buf, size_t n, const char *corner, const char *token)
{
    snprintf(buf, n,
             "{ \"cards\": [\n"
             "  { \"id\": \"d1\", \"corner\": \"bottom_right\", \"arrows\": [\"up\", \"left\"], \"source\": \"designed\" },\n"
             "  { \"id\": \"d2\", \"corner\": %s, \"arrows\": [\"right\", \"up\"], \"source\": \"designed\" },\n"
             "  { \"id\": \"d3\", \"corner\": \"top_right\", \"arrows\": [\"left\", \"down\"], \"source\": \"designed\" },\n"
             "  { \"id\": \"d4\", \"corner\": \"top_left\", \"arrows\": [\"down\", \"right\"], \"source\": \"designed\" } ],\n"
             "  \"tokens\": [ { \"value\": 2, \"source\": \"designed\" }, { \"value\": 2, \"source\": \"designed\" },\n"
             "    { \"value\": 3, \"source\": \"designed\" }, { \"value\": 3, \"source\": \"designed\" },\n"
             "    { \"value\": 4, \"source\": \"designed\" }, %s,\n"
             "    { \"value\": 5, \"source\": \"designed\" }, { \"value\": 6, \"source\": \"designed\" } ] }\n",
             corner, token);
}

static void test_deploy_fields_DEPLOY_2_refused(void **state)
{
    (void)state;
    char text[1600];
    deploy_text(text, sizeof text, "\"bottom_left\"", "{ \"value\": 5, \"sorce\": \"designed\" }");
    expect_bad(content_load_deploy, text, 8, "tokens[5].sorce", "known fields: value, source");
    deploy_text(text, sizeof text, "3", "{ \"value\": 5, \"source\": \"designed\" }");
    expect_bad(content_load_deploy, text, 3, "cards[1].corner", "(DEPLOY-2)");
    deploy_text(text, sizeof text, "\"bottom_left\"", "{ \"value\": 13, \"source\": \"designed\" }");
    expect_bad(content_load_deploy, text, 8, "tokens[5].value", "(DEPLOY-2)");
}

static void test_kind_fields_TRAIT_13_ZONE_2_refused(void **state)
{
    (void)state;
    expect_bad(load_kinds,
               "{ \"kinds\": [\n"
               "  { \"id\": \"x\", \"name\": \"X\", \"placement\": \"space\", \"traits\": [],\n"
               "    \"source\": \"test\", \"hieght\": 1 } ] }\n", 3, "kinds[0].hieght",
               "known fields: id, name");
    expect_bad(load_kinds,
               "{ \"kinds\": [\n"
               "  { \"id\": \"x\", \"name\": \"X\", \"placement\": \"point\", \"traits\": [\"ZONE\"],\n"
               "    \"source\": \"test\", \"zone_radius\": \"two\" } ] }\n", 3,
               "kinds[0].zone_radius", "(ZONE-2)");
    expect_bad(load_kinds,
               "{ \"kinds\": [\n"
               "  { \"id\": \"x\", \"name\": \"X\", \"placement\": \"area\", \"traits\": [\"LEVEL\"],\n"
               "    \"sizes\": [\"1x1\"], \"source\": \"test\", \"level\": 5 } ] }\n", 3,
               "kinds[0].level", "(TRAIT-13)");
}

static void test_template_fields_AOE_2_refused(void **state)
{
    (void)state;
    expect_bad(content_load_templates,
               "{ \"templates\": [\n"
               "  { \"id\": \"t\", \"name\": \"T\", \"source\": \"test\",\n"
               "    \"grid\": [\"*10\"], \"rot\": 1 } ] }\n", 3, "templates[0].rot",
               "known fields: id, name, grid");
    expect_bad(content_load_templates,
               "{ \"templates\": [\n"
               "  { \"id\": \"t\", \"name\": \"T\", \"source\": \"test\",\n"
               "    \"grid\": \"*10\" } ] }\n", 3, "templates[0].grid", "(AOE-2)");
    expect_bad(content_load_templates,
               "{ \"templates\": [\n"
               "  { \"id\": \"t\", \"name\": \"T\", \"source\": \"test\",\n"
               "    \"grid\": [\"*10 1000\"] } ] }\n", 3, "templates[0].grid[0]", "(AOE-2)");
}

static void test_malformed_json_has_line_and_column(void **state)
{
    (void)state;
    rf_error e = load_bad(load_kinds, "{ \"kinds\": [\n  { \"id\": \"x\",, } ] }\n");
    assert_int_equal(e.code, RF_E_JSON);
    assert_int_equal(e.line, 2);
    assert_true(e.column > 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_kinds_loaded),
        cmocka_unit_test(test_templates_loaded),
        cmocka_unit_test(test_map_lists_MAP_6_crossroads),
        cmocka_unit_test(test_map_lists_MAP_4_all_twelve),
        cmocka_unit_test(test_map_lists_COMP_2_core_box),
        cmocka_unit_test(test_content_dir),
        cmocka_unit_test(test_legends_loaded_and_bad_ones_refused),
        cmocka_unit_test(test_kinds_unknown_trait),
        cmocka_unit_test(test_kinds_missing_source_and_more),
        cmocka_unit_test(test_kinds_level_needs_trait),
        cmocka_unit_test(test_kinds_zone_effects_need_a_zone),
        cmocka_unit_test(test_templates_two_sources),
        cmocka_unit_test(test_templates_ragged_and_bad_token),
        cmocka_unit_test(test_map_lists_bad_items),
        cmocka_unit_test(test_map_lists_MAP_4_bad_modes),
        cmocka_unit_test(test_map_list_fields_refused),
        cmocka_unit_test(test_malformed_json_has_line_and_column),
        cmocka_unit_test(test_legend_fields_COMP_8_refused),
        cmocka_unit_test(test_role_fields_ASSN_6_ASSN_8_refused),
        cmocka_unit_test(test_ASSN_8_role_args_named),
        cmocka_unit_test(test_deploy_fields_DEPLOY_2_refused),
        cmocka_unit_test(test_kind_fields_TRAIT_13_ZONE_2_refused),
        cmocka_unit_test(test_template_fields_AOE_2_refused),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
