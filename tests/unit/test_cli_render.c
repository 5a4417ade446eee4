/*
 * test_cli_render.c — the text views of a map: rf_map_render draws levels,
 * walls, half walls, bins and beacons with a legend; rf_map_los refuses bad
 * places with RF_E_ARG and explains its answer with rule IDs (LOS-4, LOS-8,
 * LOS-10).
 *
 * The first test board is built with the geometry API, so most tests do not
 * depend on the map file format; test_render_map_file draws a map file.
 * The first board (schematic):
 *
 *        0   1   2   3   4   5
 *     0  R                   B        rock 0,0; beacon 5,0
 *     1      1   1   #########        building 1,1 2x2; wall h 3,2 len 3
 *     2      1   1
 *     3  _                 :          canyon 0,3 1x2; half wall v 4,3
 *     4  _       $                    supply bin h 2,4
 */
#include <stdlib.h>
#include <string.h>

#include "testutil.h"
#include "map.h"
#include "rules/engine/state.h"

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

static geo_place cell(int x, int y) { return geo_place_cell(geo_cell_make(x, y)); }

static geo_place edge(int dir, int i, int j)
{
    geo_edge e = { (uint8_t)dir, (int16_t)i, (int16_t)j };
    return geo_place_edge(e);
}

static rf_map *small_map(void)
{
    rf_map *m = calloc(1, sizeof *m);
    assert_non_null(m);
    m->content = tu_content();
    snprintf(m->name, sizeof m->name, "Test yard");
    geo_board *b = geo_board_new(&tu_content()->kinds, 6, 5);
    assert_non_null(b);
    add(b, "building", cell(1, 1), 0, 2, 2);
    add(b, "canyon", cell(0, 3), 0, 1, 2);
    add(b, "wall", edge(GEO_EDGE_H, 3, 2), 3, 0, 0);
    add(b, "half_wall", edge(GEO_EDGE_V, 4, 3), 1, 0, 0);
    add(b, "rock", cell(0, 0), 0, 0, 0);
    add(b, "supply_bin", edge(GEO_EDGE_H, 2, 4), 1, 0, 0);
    add(b, "respawn_beacon", cell(5, 0), 0, 0, 0);
    geo_error err;
    memset(&err, 0, sizeof err);
    if (geo_board_finish(b, &err) != 0) fail_msg("finish: %s", err.msg);
    m->board = b;
    return m;
}

static void free_map(rf_map *m)
{
    geo_board_free(m->board);
    free(m);
}

/* Run f into a tmpfile and return what it wrote (caller frees). */
static char *slurp(FILE *f)
{
    long n = ftell(f);
    assert_true(n >= 0);
    char *buf = calloc(1, (size_t)n + 1);
    assert_non_null(buf);
    rewind(f);
    assert_int_equal(fread(buf, 1, (size_t)n, f), (size_t)n);
    fclose(f);
    return buf;
}

static char *render(const rf_map *m, bool color)
{
    FILE *f = tmpfile();
    assert_non_null(f);
    rf_map_render(m, f, color);
    return slurp(f);
}

/* The canvas line of space row y (it starts with the row number). */
static const char *row_line(const char *text, int y)
{
    char key[8];
    snprintf(key, sizeof key, "\n%3d ", y);
    const char *p = strstr(text, key);
    assert_non_null(p);
    return p + 1;
}

static void test_render_shows_levels_objects_and_edges(void **state)
{
    (void)state;
    rf_map *m = small_map();
    char *text = render(m, false);
    assert_non_null(strstr(text, "Test yard"));
    /* row 0: rock on the ground at 0,0, beacon at 5,0 */
    assert_non_null(strstr(row_line(text, 0), ".R"));
    assert_non_null(strstr(row_line(text, 0), ".B"));
    /* row 1: the roof of the building (level 1), its west wall a level change */
    const char *r1 = row_line(text, 1);
    assert_non_null(strstr(r1, "|1"));
    /* rows 3 and 4: canyon, a vertical half wall */
    assert_non_null(strstr(row_line(text, 3), "_"));
    assert_non_null(strstr(row_line(text, 3), ":"));
    /* a 3-long wall drawn as one run, a supply bin on an edge */
    assert_non_null(strstr(text, "###########"));
    assert_non_null(strstr(text, "$"));
    /* the legend names every kind drawn */
    assert_non_null(strstr(text, "Legend"));
    assert_non_null(strstr(text, "Respawn beacon"));
    assert_non_null(strstr(text, "Wall"));
    assert_non_null(strstr(text, "Half wall"));
    assert_non_null(strstr(text, "Supply bin"));
    assert_non_null(strstr(text, "canyon (level -1)"));
    assert_non_null(strstr(text, "<BLOCKADE>"));
    assert_null(strchr(text, '\033'));
    free(text);
    free_map(m);
}

/* A map file with two stacked buildings, a canyon, a rock, a tree, a
 * zipline and a roof-edge half wall (tests/data/maps/render-yard.json). */
static void test_render_map_file(void **state)
{
    (void)state;
    rf_map *m = NULL;
    rf_error err;
    memset(&err, 0, sizeof err);
    if (rf_map_load(tu_content(), RF_TEST_DIR "/data/maps/render-yard.json", &m, &err) != RF_OK)
        fail_msg("load: %s", err.message);
    char *text = render(m, false);
    assert_non_null(strstr(row_line(text, 1), "|2   2  |1  |"));   /* level 2 on level 1 */
    assert_non_null(strstr(row_line(text, 2), ".ZA"));             /* zipline A */
    assert_non_null(strstr(row_line(text, 6), ".ZA"));
    assert_non_null(strstr(row_line(text, 3), ".R"));
    assert_non_null(strstr(row_line(text, 3), ".B"));
    assert_non_null(strstr(row_line(text, 5), "|_   _  |"));       /* canyon rim */
    assert_non_null(strstr(row_line(text, 6), ".T"));
    assert_non_null(strstr(text, "+-------+===+"));                 /* roof-edge half wall */
    assert_non_null(strstr(text, "-$-"));                           /* bin on a roof edge */
    assert_non_null(strstr(text, "ZA zipline A: 6,2 <-> 2,6"));
    assert_non_null(strstr(text, "2 roof, level 2"));
    free(text);
    rf_map_free(m);
}

/* Legends are drawn with their initial in their space, and listed. */
static void test_render_marked_draws_legends(void **state)
{
    (void)state;
    rf_map *m = NULL;
    rf_error err;
    memset(&err, 0, sizeof err);
    if (rf_map_load(tu_content(), RF_TEST_DIR "/data/maps/render-yard.json", &m, &err) != RF_OK)
        fail_msg("load: %s", err.message);
    rf_marker marks[2] = { { "Wraith", 0, 0, 0 }, { "gibraltar", 1, 3, 1 } };
    FILE *f = tmpfile();
    assert_non_null(f);
    rf_map_render_marked(m, marks, 2, f, false);
    char *text = slurp(f);
    assert_true(strncmp(row_line(text, 0) + 5, ".W", 2) == 0);
    assert_non_null(strstr(row_line(text, 3), "1G"));   /* on a level-1 roof */
    assert_non_null(strstr(text, "Wraith (red) at 0,0, level 0"));
    assert_non_null(strstr(text, "gibraltar (blue) at 1,3"));
    free(text);
    rf_map_free(m);
}

static void test_render_color_uses_ansi(void **state)
{
    (void)state;
    rf_map *m = small_map();
    char *text = render(m, true);
    assert_non_null(strstr(text, "\033[0;30;43m"));   /* level 1 shading */
    assert_non_null(strstr(text, "\033[0m"));
    free(text);
    free_map(m);
}

static void test_render_null_map_is_harmless(void **state)
{
    (void)state;
    FILE *f = tmpfile();
    assert_non_null(f);
    rf_map_render(NULL, f, true);
    char *text = slurp(f);
    assert_string_equal(text, "");
    free(text);
}

static void expect_bad_place(const rf_map *m, const char *a, const char *b)
{
    rf_error err;
    memset(&err, 0, sizeof err);
    FILE *f = tmpfile();
    assert_non_null(f);
    assert_int_equal(rf_map_los(m, a, b, true, f, &err), -1);
    assert_int_equal(err.code, RF_E_ARG);
    assert_true(err.message[0] != '\0');
    char *text = slurp(f);
    assert_string_equal(text, "");   /* nothing printed for a refused query */
    free(text);
}

static void test_los_refuses_bad_places(void **state)
{
    (void)state;
    rf_map *m = small_map();
    expect_bad_place(m, "h 1,1", "0,0");     /* an edge is not an end (LOS-4) */
    expect_bad_place(m, "0,0", "v 2,2");
    expect_bad_place(m, "6,0", "0,0");       /* off the board */
    expect_bad_place(m, "0,0", "-1,2");
    expect_bad_place(m, "@7,0", "0,0");
    expect_bad_place(m, "@0,0:2", "0,0");    /* no intersection at that level */
    expect_bad_place(m, "@1,1", "@2,2");     /* a line starts at a space (LOS-4) */
    expect_bad_place(m, "abc", "0,0");
    expect_bad_place(m, "1,1x", "0,0");      /* stray characters */
    expect_bad_place(m, "", "0,0");
    expect_bad_place(m, NULL, "0,0");
    expect_bad_place(NULL, "0,0", "1,1");
    free_map(m);
}

static char *los_text(const rf_map *m, const char *a, const char *b, int expect)
{
    rf_error err;
    memset(&err, 0, sizeof err);
    FILE *f = tmpfile();
    assert_non_null(f);
    assert_int_equal(rf_map_los(m, a, b, true, f, &err), expect);
    return slurp(f);
}

/* LOS-8: the wall h 3,2 (level 1) lies between two ground spaces. */
static void test_los_explain_blocked_names_rules_LOS_8(void **state)
{
    (void)state;
    rf_map *m = small_map();
    char *text = los_text(m, "4,0", "4,4", 0);
    assert_memory_equal(text, "blocked\n", 8);
    assert_non_null(strstr(text, "LOS-4"));
    assert_non_null(strstr(text, "LOS-8"));
    assert_non_null(strstr(text, "LOS-10"));
    assert_non_null(strstr(text, "level 1"));
    assert_non_null(strstr(text, "decisive"));
    free(text);
    free_map(m);
}

static void test_los_explain_clear(void **state)
{
    (void)state;
    rf_map *m = small_map();
    char *text = los_text(m, "0,1", "0,2", 1);
    assert_memory_equal(text, "clear\n", 6);
    assert_non_null(strstr(text, "LOS-4"));
    free(text);
    /* without explain only the answer is printed */
    FILE *f = tmpfile();
    assert_non_null(f);
    rf_error err;
    assert_int_equal(rf_map_los(m, "@0,1", "0,2", false, f, &err), 1);
    text = slurp(f);
    assert_string_equal(text, "clear\n");
    free(text);
    free_map(m);
}

/* covers: INTERACT-4
 * A game's board in the terminal (rf_game_render): every legend and object
 * has a letter of its own on the map (Bangalore, Bloodhound and the respawn
 * beacons all began with B, issue 20: Bangalore is A, Bloodhound L), each
 * explained in the key, and an opened supply bin is drawn 'x', not '$'
 * (INTERACT-4 (5): an Opened marker lies on it), with its key line. */
static void test_render_game_letters_unique_and_bins_opened(void **state)
{
    (void)state;
    rf_map *m = NULL;
    rf_error err;
    if (rf_map_load(tu_content(), "crossroads", &m, &err) != RF_OK) fail_msg("%s", err.message);
    tu_at s[4] = { { "Bangalore", 0, 0, 0 }, { "Bloodhound", 0, 2, 0 }, { "Gibraltar", 1, 4, 0 },
                   { "Lifeline", 1, 6, 0 } };
    rf_game *g = tu_game_own(tu_content(), m, s, 4, 1);
    rf_marker mk[4];
    for (int l = 0; l < 4; l++) mk[l] = (rf_marker){ s[l].name, s[l].x, s[l].y, s[l].squad };
    FILE *f = tmpfile();
    assert_non_null(f);
    rf_game_render(g, mk, 4, f, false);
    char *before = slurp(f);
    assert_true(strncmp(row_line(before, 0) + 5, ".A  .   .L  .   .G  .   .I", 26) == 0);
    assert_non_null(strstr(before, "  B      Respawn beacon"));
    assert_non_null(strstr(before, "  A      Bangalore (red) at 0,0, level 0"));
    assert_non_null(strstr(before, "  L      Bloodhound (red) at 2,0, level 0"));
    assert_non_null(strstr(before, "  I      Lifeline (blue) at 6,0, level 0"));
    assert_null(strstr(before, "Supply bin, opened"));
    int bins = 0;
    for (const char *p = before; (p = strchr(p, '$')); p++) bins++;
    g->bins_opened = 1;                                   /* the first bin opened */
    f = tmpfile();
    rf_game_render(g, mk, 4, f, false);
    char *after = slurp(f);
    int left = 0, opened = 0;
    for (const char *p = after; (p = strchr(p, '$')); p++) left++;
    for (const char *p = strstr(after, "    0"); p && (p = strstr(p, " x")) && p < strstr(after, "Legend"); p++)
        opened++;
    assert_int_equal(left, bins - 1);
    assert_int_equal(opened, 1);
    assert_non_null(strstr(after, "  x      Supply bin, opened (INTERACT-4)"));
    free(before);
    free(after);
    rf_game_free(g);
    rf_map_free(m);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_render_shows_levels_objects_and_edges),
        cmocka_unit_test(test_render_map_file),
        cmocka_unit_test(test_render_marked_draws_legends),
        cmocka_unit_test(test_render_color_uses_ansi),
        cmocka_unit_test(test_render_null_map_is_harmless),
        cmocka_unit_test(test_los_refuses_bad_places),
        cmocka_unit_test(test_los_explain_blocked_names_rules_LOS_8),
        cmocka_unit_test(test_los_explain_clear),
        cmocka_unit_test(test_render_game_letters_unique_and_bins_opened),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
