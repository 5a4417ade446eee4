/*
 * test_map_load.c — loading JSON maps (docs/maps.md): Crossroads (MAP-6)
 * loads and passes `map check`; every file in tests/data/bad-maps/ is
 * refused with the file, a line and the offending field; maps in memory
 * (the fuzzing entry point) never crash on truncated or odd input.
 */
#define _POSIX_C_SOURCE 200809L   /* open_memstream */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "testutil.h"
#include "data/loaders.h"
#include "map.h"

#define BAD_DIR RF_TEST_DIR "/data/bad-maps/"
#define CHECK_DIR RF_TEST_DIR "/data/check-maps/"

static rf_map *load_ok(const char *name)
{
    rf_map *m = NULL;
    rf_error err;
    rf_status st = rf_map_load(tu_content(), name, &m, &err);
    if (st != RF_OK) {
        char buf[800];
        rf_error_format(&err, buf, sizeof buf);
        fail_msg("%s", buf);
    }
    return m;
}

/* Run rf_map_check, returning the error count and the report in *report. */
static int check_report(const rf_map *m, char **report)
{
    size_t len;
    FILE *f = open_memstream(report, &len);
    int errors = rf_map_check(m, f);
    fclose(f);
    return errors;
}

/* The map holds terrain and objects placed on the grid (GRID-1, GRID-2).
 * covers: GRID-1 GRID-2 */
static void test_MAP_6_crossroads_loads(void **state)
{
    (void)state;
    rf_map *m = load_ok("crossroads");
    assert_string_equal(rf_map_name(m), "Crossroads");
    assert_int_equal(rf_map_width(m), 16);
    assert_int_equal(rf_map_height(m), 16);
    assert_string_equal(m->id, "crossroads");
    assert_non_null(strstr(m->path, "maps/crossroads.json"));
    /* two climbable level-2 buildings (MAP-6): level-2 spaces exist, each
     * next to a level-1 roof space */
    int level2 = 0, step = 0;
    for (int y = 0; y < 16; y++)
        for (int x = 0; x < 16; x++) {
            geo_cell c = geo_cell_make(x, y);
            if (geo_floor(m->board, c) != 2) continue;
            level2++;
            for (int d = 0; d < GEO_NDIRS; d++)
                step += geo_floor(m->board, geo_cell_step(c, d)) == 1;
        }
    assert_int_equal(level2, 4 + 6);
    assert_true(step > 0);
    rf_map_free(m);
}

static void test_MAP_6_crossroads_check_clean(void **state)
{
    (void)state;
    rf_map *m = load_ok(RF_DATA_DIR "/maps/crossroads.json");
    char *report = NULL;
    assert_int_equal(check_report(m, &report), 0);
    assert_non_null(strstr(report, "0 errors, 0 warnings"));
    assert_null(strstr(report, "WARNING"));
    free(report);
    rf_map_free(m);
}

static void test_CUSTOM_guidelines_warn(void **state)
{
    (void)state;
    rf_map *m = load_ok(CHECK_DIR "custom-warnings.json");
    char *report = NULL;
    assert_int_equal(check_report(m, &report), 0);   /* warnings only */
    static const char *const expect[] = {
        "WARNING CUSTOM-4: only 1 space between Building 2x2 at 3,3",
        "WARNING CUSTOM-7: Wall (v 3,8 len 2)",
        "WARNING CUSTOM-7: Rock at 2,3",
        "WARNING CUSTOM-10: 1 space cannot be reached from 0,0: 15,0",
        "WARNING CUSTOM-10: 2 spaces see no space",
        "WARNING CUSTOM-11: respawn beacons at 0,5 and 1,6",
        "WARNING CUSTOM-11: 2 respawn beacons",
        "WARNING CUSTOM-12: 2 supply bins",
        "WARNING CUSTOM-12: from 0,0 a legend can interact with two supply bins",
    };
    for (unsigned i = 0; i < sizeof expect / sizeof *expect; i++)
        if (!strstr(report, expect[i])) fail_msg("missing '%s' in:\n%s", expect[i], report);
    free(report);
    rf_map_free(m);
}

static void test_MAP_5_core_box_exceeded(void **state)
{
    (void)state;
    static const char text[] =
        "{ \"name\": \"Five beacons\", \"source\": \"test\", \"size\": [16, 16],\n"
        "  \"components\": [\n"
        "    { \"type\": \"respawn_beacon\", \"at\": [3, 3] },\n"
        "    { \"type\": \"respawn_beacon\", \"at\": [8, 3] },\n"
        "    { \"type\": \"respawn_beacon\", \"at\": [12, 3] },\n"
        "    { \"type\": \"respawn_beacon\", \"at\": [3, 12] },\n"
        "    { \"type\": \"respawn_beacon\", \"at\": [12, 12] } ] }\n";
    rf_map *m = NULL;
    rf_error err;
    assert_int_equal(content_map_load_text(tu_content(), "five.json", text, strlen(text), &m, &err),
                     RF_OK);
    char *report = NULL;
    assert_int_equal(check_report(m, &report), 1);
    assert_non_null(strstr(report, "ERROR MAP-5: 5 × respawn beacon, but the core box has 4"));
    free(report);
    rf_map_free(m);
}

/* COMP-2: the core box inventory the maps are held to (data/map_lists.json)
 * is the book's terrain list, and a custom map with a fifth 2x2 building is
 * refused naming it (MAP-5).
 * covers: COMP-2 MAP-5 */
static void test_COMP_2_terrain_inventory(void **state)
{
    (void)state;
    static const struct { const char *kind; int w, h, len, count; } box[] = {
        { "building", 2, 2, 0, 4 }, { "building", 2, 3, 0, 6 }, { "building", 2, 4, 0, 2 },
        { "building", 3, 3, 0, 3 }, { "half_wall", 0, 0, 1, 8 }, { "wall", 0, 0, 1, 6 },
        { "wall", 0, 0, 2, 6 }, { "wall", 0, 0, 3, 2 }, { "roof_edge_half_wall", 0, 0, 1, 6 },
        { "roof_edge_wall", 0, 0, 2, 4 }, { "roof_edge_wall", 0, 0, 3, 4 },
        { "canyon", 1, 2, 0, 3 }, { "canyon", 2, 2, 0, 3 }, { "canyon", 2, 3, 0, 3 },
        { "tree", 0, 0, 0, 5 }, { "rock", 0, 0, 0, 4 },
    };
    const rf_map_list *inv = content_map_list(tu_content(), RF_INVENTORY_ID);
    assert_non_null(inv);
    for (unsigned i = 0; i < sizeof box / sizeof *box; i++) {
        int count = -1;
        for (int j = 0; j < inv->nitems && count < 0; j++) {
            const rf_list_item *it = &inv->item[j];
            if (strcmp(it->kind, box[i].kind) == 0 && it->size_a == box[i].w &&
                it->size_b == box[i].h && (it->length == box[i].len || it->length == 0))
                count = it->count;
        }
        if (count != box[i].count)
            fail_msg("%s %dx%d length %d: the core box holds %d (COMP-2), the inventory says %d",
                     box[i].kind, box[i].w, box[i].h, box[i].len, box[i].count, count);
    }
    static const char text[] =
        "{ \"name\": \"Five huts\", \"source\": \"test\", \"size\": [16, 16],\n"
        "  \"components\": [\n"
        "    { \"type\": \"building\", \"at\": [1, 1], \"size\": \"2x2\" },\n"
        "    { \"type\": \"building\", \"at\": [6, 1], \"size\": \"2x2\" },\n"
        "    { \"type\": \"building\", \"at\": [11, 1], \"size\": \"2x2\" },\n"
        "    { \"type\": \"building\", \"at\": [1, 6], \"size\": \"2x2\" },\n"
        "    { \"type\": \"building\", \"at\": [6, 6], \"size\": \"2x2\" } ] }\n";
    rf_map *m = NULL;
    rf_error err;
    assert_int_equal(content_map_load_text(tu_content(), "huts.json", text, strlen(text), &m, &err),
                     RF_OK);
    char *report = NULL;
    assert_int_equal(check_report(m, &report), 1);
    assert_non_null(strstr(report, "ERROR MAP-5: 5 × building 2x2, but the core box has 4 "
                                   "(COMP-2, COMP-3)"));
    free(report);
    rf_map_free(m);
}

/* Report of `map check` on a map given as text. */
static int check_text(const char *text, char **report)
{
    rf_map *m = NULL;
    rf_error err;
    if (content_map_load_text(tu_content(), "text.json", text, strlen(text), &m, &err) != RF_OK)
        fail_msg("%s", err.message);
    int errors = check_report(m, report);
    rf_map_free(m);
    return errors;
}

/* The file's own warning, as the warning line's start "WARNING CUSTOM-n:". */
static char *check_file(const char *file)
{
    char path[512];
    snprintf(path, sizeof path, "%s%s", CHECK_DIR, file);
    rf_map *m = load_ok(path);
    char *report = NULL;
    assert_int_equal(check_report(m, &report), 0);   /* warnings only */
    rf_map_free(m);
    return report;
}

static void expect_in(const char *report, const char *want, bool present)
{
    if ((strstr(report, want) != NULL) != present)
        fail_msg("'%s' %s in:\n%s", want, present ? "missing" : "unexpected", report);
}

/* CUSTOM-1: 2x2 map tiles (16x16) or, with the expansion, 2x3 tiles
 * (16x24 either way); 12x16 is neither.
 * covers: CUSTOM-1 */
static void test_CUSTOM_1_map_size(void **state)
{
    (void)state;
    char *r = check_file("CUSTOM-1-size.json");
    expect_in(r, "WARNING CUSTOM-1: the map is 12x16 spaces", true);
    free(r);
    static const char wide[] = "{ \"name\": \"Wide\", \"source\": \"test\", \"size\": [24, 16], "
                               "\"components\": [] }";
    static const char tall[] = "{ \"name\": \"Tall\", \"source\": \"test\", \"size\": [16, 24], "
                               "\"components\": [] }";
    static const char square3[] = "{ \"name\": \"Big\", \"source\": \"test\", \"size\": [24, 24], "
                                  "\"components\": [] }";
    check_text(wide, &r);
    expect_in(r, "WARNING CUSTOM-1:", false);
    free(r);
    check_text(tall, &r);
    expect_in(r, "WARNING CUSTOM-1:", false);
    free(r);
    check_text(square3, &r);
    expect_in(r, "WARNING CUSTOM-1: the map is 24x24 spaces", true);
    free(r);
}

/* CUSTOM-8: a map where every space is seen from more than 20% of the map
 * has no dead zone; the book maps all have some.
 * covers: CUSTOM-8 */
static void test_CUSTOM_8_no_dead_zone(void **state)
{
    (void)state;
    char *r = check_file("CUSTOM-8-open.json");
    expect_in(r, "WARNING CUSTOM-8: no dead zone", true);
    free(r);
    rf_map *m = load_ok("crossroads");
    assert_int_equal(check_report(m, &r), 0);
    expect_in(r, "WARNING CUSTOM-8:", false);
    free(r);
    rf_map_free(m);
}

/* CUSTOM-9: a dead-end alley open to the north is a dead zone seen from the
 * north only; the same alley open at both ends is seen from north and
 * south, which is enough.
 * covers: CUSTOM-9 */
static void test_CUSTOM_9_dead_zone_two_sides(void **state)
{
    (void)state;
    char *r = check_file("CUSTOM-9-one-side.json");
    expect_in(r, "WARNING CUSTOM-9: a dead zone of 3 spaces is seen from fewer than 2 sides "
                 "of the map: 7,11 7,12 7,13", true);
    free(r);
    static const char through[] =
        "{ \"name\": \"Through alley\", \"source\": \"test\", \"size\": [16, 16],\n"
        "  \"components\": [\n"
        "    { \"type\": \"wall\", \"edge\": \"v 7,8\", \"length\": 3 },\n"
        "    { \"type\": \"wall\", \"edge\": \"v 7,11\", \"length\": 2 },\n"
        "    { \"type\": \"wall\", \"edge\": \"v 8,8\", \"length\": 3 },\n"
        "    { \"type\": \"wall\", \"edge\": \"v 8,11\", \"length\": 2 } ] }\n";
    check_text(through, &r);
    expect_in(r, "WARNING CUSTOM-9:", false);
    expect_in(r, "WARNING CUSTOM-8:", false);   /* the alley is a dead zone */
    free(r);
}

/* CUSTOM-13: 3 half walls on a building's edges are "many"; 2 are not, and
 * half walls away from buildings never count.
 * covers: CUSTOM-13 */
static void test_CUSTOM_13_half_walls_on_building_edges(void **state)
{
    (void)state;
    char *r = check_file("CUSTOM-13-half-walls.json");
    expect_in(r, "WARNING CUSTOM-13: 3 half walls stand on building edges (Half wall (h 6,6)",
              true);
    free(r);
    static const char two[] =
        "{ \"name\": \"Two\", \"source\": \"test\", \"size\": [16, 16],\n"
        "  \"components\": [\n"
        "    { \"type\": \"building\", \"at\": [6, 6], \"size\": \"3x3\" },\n"
        "    { \"type\": \"half_wall\", \"edge\": \"h 6,6\", \"length\": 1 },\n"
        "    { \"type\": \"half_wall\", \"edge\": \"v 9,7\", \"length\": 1 },\n"
        "    { \"type\": \"half_wall\", \"edge\": \"h 8,10\", \"length\": 1 },\n"
        "    { \"type\": \"half_wall\", \"edge\": \"h 12,3\", \"length\": 1 } ] }\n";
    check_text(two, &r);
    expect_in(r, "WARNING CUSTOM-13:", false);
    free(r);
}

/* ---- Bad maps ---- */

typedef struct bad_case {
    const char *file;
    rf_status code;
    int line;
    const char *field;     /* exact */
    const char *message;   /* substring */
} bad_case;

static const bad_case bad_cases[] = {
    { "malformed-json.json", RF_E_JSON, 7, "", "malformed JSON" },
    { "duplicate-key.json", RF_E_JSON, 6, "", "duplicate" },
    { "not-an-object.json", RF_E_MAP, 1, "", "expected an object" },
    { "unknown-field.json", RF_E_MAP, 7, "components[1].lenght", "unknown field 'lenght'" },
    { "unknown-type.json", RF_E_MAP, 7, "components[1].type", "unknown component type 'wal'" },
    { "unknown-id.json", RF_E_MAP, 2, "id", "'crossroad' is not a map" },
    { "missing-source.json", RF_E_MAP, 1, "source", "missing" },
    { "board-too-big.json", RF_E_MAP, 4, "size", "1 to 32" },
    { "bad-edge-notation.json", RF_E_MAP, 6, "components[0].edge", "\"h I,J\"" },
    { "off-board.json", RF_E_MAP, 7, "components[1].edge", "runs off the 16x16 board" },
    { "overlapping-edges.json", RF_E_MAP, 7, "components[1].edge", "overlaps Wall" },
    { "two-on-one-space.json", RF_E_MAP, 8, "components[2].at", "already holds Rock" },
    { "overhang.json", RF_E_MAP, 7, "components[1].at", "overhangs" },
    { "three-levels.json", RF_E_MAP, 8, "components[2].at", "level 3" },
    { "roof-edge-not-on-roof.json", RF_E_MAP, 7, "components[1].edge", "roof edge" },
    { "zipline-one-point.json", RF_E_MAP, 7, "components[1].zipline", "'B' has 1 point" },
    { "wrong-size.json", RF_E_MAP, 7, "components[1].size", "1x5" },
    { "several-errors.json", RF_E_MAP, 6, "components[0].length", "2 more errors" },
    /* issue 17: a component is read from a field table (map_load.c): a
     * wrong type and a value out of range cite the field's rule, and the
     * type decides the other fields (before the table: no rule named, and
     * "unknown field 'size'" for a wall's size) */
    { "edge-type.json", RF_E_MAP, 7, "components[1].edge", "GRID-3" },
    { "length-range.json", RF_E_MAP, 7, "components[1].length", "COMP-2" },
    { "size-on-wall.json", RF_E_MAP, 7, "components[1].size", "only buildings and canyon tiles" },
    /* a map with an "id" uses exactly its official list (MAP-6) */
    { "official-unlisted.json", RF_E_MAP, 33, "components[26].type",
      "rock is not in the component list of Crossroads (MAP-6)" },
    { "official-short.json", RF_E_MAP, 2, "id",
      "Crossroads uses 10 × supply bin (MAP-6), the map has 9" },
    { "official-extra.json", RF_E_MAP, 34, "components[27].type",
      "Crossroads uses 10 × supply bin (MAP-6), the map has 11" },
};

/* Includes three-levels.json: a building is at most 2 levels high; and
 * the official-*.json maps: a map of the match settings must use exactly
 * its component list.
 * covers: LVL-8 MAP-6 */
static void test_bad_maps_refused(void **state)
{
    (void)state;
    for (unsigned i = 0; i < sizeof bad_cases / sizeof *bad_cases; i++) {
        const bad_case *bc = &bad_cases[i];
        char path[512];
        snprintf(path, sizeof path, "%s%s", BAD_DIR, bc->file);
        rf_map *m = (rf_map *)1;
        rf_error err;
        rf_status st = rf_map_load(tu_content(), path, &m, &err);
        char buf[800];
        rf_error_format(&err, buf, sizeof buf);
        if (st != bc->code || m != NULL || strcmp(err.file, path) != 0 || err.line != bc->line ||
            strcmp(err.field, bc->field) != 0 || !strstr(err.message, bc->message))
            fail_msg("%s: got %s: %s", bc->file, rf_status_name(st), buf);
    }
}

static void test_missing_map_file(void **state)
{
    (void)state;
    rf_map *m = NULL;
    rf_error err;
    assert_int_equal(rf_map_load(tu_content(), "no-such-map", &m, &err), RF_E_IO);
    assert_non_null(strstr(err.file, "maps/no-such-map.json"));
    assert_null(m);
}

/* Every prefix of Crossroads and a few odd documents: refused or loaded,
 * never a crash (the fuzz target does the same at scale). */
static void test_truncated_and_odd_input(void **state)
{
    (void)state;
    FILE *f = fopen(RF_DATA_DIR "/maps/crossroads.json", "rb");
    assert_non_null(f);
    static char text[64 * 1024];
    size_t len = fread(text, 1, sizeof text, f);
    fclose(f);
    for (size_t n = 0; n < len; n += 7) {
        rf_map *m = NULL;
        rf_error err;
        if (content_map_load_text(tu_content(), "prefix", text, n, &m, &err) == RF_OK) rf_map_free(m);
        else assert_true(err.line >= 0);
    }
    static const char *const odd[] = {
        "", "null", "{}", "{\"components\": {}}", "{\"size\": [0, 0]}",
        "{\"name\":\"a\",\"source\":\"b\",\"size\":[1,1],\"components\":[{\"type\":\"building\","
        "\"at\":[0,0],\"size\":\"2x2\"}]}",
        "{\"name\":\"a\",\"source\":\"b\",\"size\":[2,2],\"components\":[{\"type\":\"wall\","
        "\"edge\":\"h -5,99999\"}, 7, [], {\"type\": 3}]}",
        "{\"name\":\"a\",\"source\":\"b\",\"size\":[2,2],\"components\":[{\"type\":\"smoke\"}]}",
        "{\"a\\u0000b\": 1}",
    };
    for (unsigned i = 0; i < sizeof odd / sizeof *odd; i++) {
        rf_map *m = NULL;
        rf_error err;
        assert_int_not_equal(content_map_load_text(tu_content(), "odd", odd[i], strlen(odd[i]), &m,
                                              &err),
                             RF_OK);
        assert_null(m);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_MAP_6_crossroads_loads),
        cmocka_unit_test(test_MAP_6_crossroads_check_clean),
        cmocka_unit_test(test_CUSTOM_guidelines_warn),
        cmocka_unit_test(test_MAP_5_core_box_exceeded),
        cmocka_unit_test(test_COMP_2_terrain_inventory),
        cmocka_unit_test(test_CUSTOM_1_map_size),
        cmocka_unit_test(test_CUSTOM_8_no_dead_zone),
        cmocka_unit_test(test_CUSTOM_9_dead_zone_two_sides),
        cmocka_unit_test(test_CUSTOM_13_half_walls_on_building_edges),
        cmocka_unit_test(test_bad_maps_refused),
        cmocka_unit_test(test_missing_map_file),
        cmocka_unit_test(test_truncated_and_odd_input),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
