/*
 * test_scenario.c — the scenario runner (src/io/scenario*.c): counts of
 * PASS/FAIL lines, failures that are detected and explained, and parse
 * errors that carry the file, line, column and field.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "testutil.h"

typedef struct run_result {
    rf_status st;
    rf_scenario_totals t;
    rf_error err;
    char out[8192];
} run_result;

/* Run text through rf_scenario_run_text, capturing the output. */
static void run(const char *text, run_result *r)
{
    memset(r, 0, sizeof *r);
    FILE *f = tmpfile();
    assert_non_null(f);
    r->st = rf_scenario_run_text(tu_content(), "t.scn", text, f, &r->t, &r->err);
    rewind(f);
    size_t n = fread(r->out, 1, sizeof r->out - 1, f);
    r->out[n] = '\0';
    fclose(f);
}

static void expect_error(const char *text, int line, const char *field, run_result *r)
{
    run(text, r);
    assert_int_equal(r->st, RF_E_SCENARIO);
    assert_int_equal(r->err.code, RF_E_SCENARIO);
    assert_string_equal(r->err.file, "t.scn");
    assert_int_equal(r->err.line, line);
    if (!strstr(r->err.field, field)) fail_msg("field '%s' lacks '%s'", r->err.field, field);
    assert_int_equal(r->t.file_errors, 1);
}

/* DIST-2, DIST-3, ADJ-1, LVL-7: simple facts all pass; comments and blank
 * lines are ignored. */
static void test_passing(void **state)
{
    (void)state;
    run_result r;
    run("# a comment\n"
        "\n"
        "board 8 8   # trailing comment\n"
        "building 4,4 2x2\n"
        "legend Wraith 0,0 red\n"
        "legend Gibraltar 3,2 blue\n"
        "expect distance Wraith Gibraltar 3\n"
        "expect distance 0,0 7,7 7\n"
        "expect range1 1,1 2,2 yes\n"
        "expect range1 1,1 3,3 no\n"
        "expect level 4,4 1\n"
        "expect level 0,0 0\n"
        "expect at Wraith 0,0\n",
        &r);
    assert_int_equal(r.st, RF_OK);
    assert_int_equal(r.t.passed, 7);
    assert_int_equal(r.t.failed, 0);
    assert_non_null(strstr(r.out, "PASS t.scn:7 expect distance Wraith Gibraltar 3\n"));
}

/* A wrong expectation is a FAIL line with what was found. */
static void test_failure_detected(void **state)
{
    (void)state;
    run_result r;
    run("board 8 8\nexpect distance 0,0 3,1 2\nexpect distance 0,0 3,1 3\n", &r);
    assert_int_equal(r.st, RF_OK);
    assert_int_equal(r.t.passed, 1);
    assert_int_equal(r.t.failed, 1);
    assert_non_null(strstr(r.out, "FAIL t.scn:2 expect distance 0,0 3,1 2 got 3\n"));
}

/* Unknown legends and places off the board: FAIL with a reason. */
static void test_cannot_evaluate(void **state)
{
    (void)state;
    run_result r;
    run("board 4 4\n"
        "legend Wraith 0,0 red\n"
        "expect distance Wrath 1,1 1\n"
        "expect range1 Wraith 9,9 no\n"
        "expect movecost Nobody 1,1 1\n"
        "expect los @9,9 0,0 clear\n",
        &r);
    assert_int_equal(r.st, RF_OK);
    assert_int_equal(r.t.passed, 0);
    assert_int_equal(r.t.failed, 4);
    assert_non_null(strstr(r.out, "FAIL t.scn:3 expect distance Wrath 1,1 1 cannot evaluate: "
                                  "unknown legend 'Wrath'"));
    assert_non_null(strstr(r.out, "t.scn:4 expect range1 Wraith 9,9 no cannot evaluate: "
                                  "9,9 is off the 4x4 board"));
    assert_non_null(strstr(r.out, "unknown legend 'Nobody'"));
    assert_non_null(strstr(r.out, "@9,9"));
}

static void test_parse_errors(void **state)
{
    (void)state;
    run_result r;
    expect_error("board 4 4\nfly 1,1\n", 2, "keyword", &r);
    assert_non_null(strstr(r.err.message, "unknown keyword 'fly'"));
    expect_error("board 4 x\n", 1, "board H", &r);
    assert_int_equal(r.err.column, 9);
    expect_error("board 4 4\nbuilding 1,1 2x2 levels two\n", 2, "building levels", &r);
    expect_error("board 4 4\nexpect distance 1,1\n", 2, "expect distance B", &r);
    expect_error("board 4 4\nexpect distance 1,1 2,2 x\n", 2, "expect distance N", &r);
    expect_error("board 4 4\nexpect adjacent 1,1 2,2 maybe\n", 2, "expect adjacent yes|no", &r);
    expect_error("board 4 4\nexpect nothing 1,1\n", 2, "expect what", &r);
    expect_error("board 4 4\nexpect distance 1,1 2,2 1 extra\n", 2, "expect distance", &r);
    expect_error("legend A 1,1 red\n", 1, "legend", &r);
    assert_non_null(strstr(r.err.message, "first line must be 'board W H'"));
    expect_error("# only a comment\n", 1, "board", &r);
    expect_error("board 4 4\nboard 4 4\n", 2, "board", &r);
    expect_error("board 4 4\nlegend A 1,1 green\n", 2, "legend squad", &r);
    expect_error("board 4 4\nlegend A 1,1 red health\n", 2, "legend health", &r);
    expect_error("board 4 4\nlegend A 1,1 red\nlegend A 2,2 blue\n", 3, "legend NAME", &r);
    expect_error("board 4 4\nlegend A 9,9 red\n", 2, "legend X,Y", &r);
    expect_error("board 4 4\nwall d 1,1\n", 2, "wall edge", &r);
    expect_error("board 4 4\nbuilding 1,1 2y2\n", 2, "building WxH", &r);
    expect_error("board 4 4\nsmoke 1,1\n", 2, "smoke @I,J", &r);
}

/* Board components after play started: an error naming that line. */
static void test_board_after_play(void **state)
{
    (void)state;
    run_result r;
    expect_error("board 6 6\nwall h 1,1\nlegend A 0,0 red\nexpect distance A 1,1 1\n"
                 "wall h 3,3\n", 5, "wall", &r);
    assert_non_null(strstr(r.err.message, "before"));
    assert_int_equal(r.t.passed, 1);     /* what ran before the error still counts */
}

static void test_move_unknown_legend(void **state)
{
    (void)state;
    run_result r;
    expect_error("board 4 4\nlegend A 0,0 red\nmove B 1,1\n", 3, "move NAME", &r);
    assert_non_null(strstr(r.err.message, "unknown legend 'B'"));
}

/* MOVE-5, MOVE-9, TERM-6: a legal move moves; an illegal one is a FAIL
 * and the legend stays. */
static void test_move(void **state)
{
    (void)state;
    run_result r;
    run("board 6 6\n"
        "legend A 0,0 red\n"
        "legend B 2,2 blue\n"
        "move A 1,1 2,2 3,3\n"
        "expect at A 3,3\n"
        "expect entered A 1,1 2,2 3,3\n"
        "move A 4,4 5,5 6,6\n"
        "expect at A 3,3\n"
        "move A 2,2\n"
        "expect at A 3,3\n"
        "expect entered B none\n",
        &r);
    assert_int_equal(r.st, RF_OK);
    assert_int_equal(r.t.passed, 5);
    assert_int_equal(r.t.failed, 2);
    assert_non_null(strstr(r.out, "FAIL t.scn:7 move A 4,4 5,5 6,6 got illegal move: "));
    assert_non_null(strstr(r.out, "FAIL t.scn:9 move A 2,2 got illegal move: "));
}

/* The project's extension keywords (docs/scenarios.md) all parse and run. */
static void test_extensions(void **state)
{
    (void)state;
    run_result r;
    run("board 10 10\n"
        "building 2,2 2x2\n"
        "roofwall h 2,2 len 2\n"
        "roofhalfwall v 2,2\n"
        "halfwall h 1,6\n"
        "zipline 0,9 9,9\n"
        "legend A 5,5 red\n"
        "legend B 0,8 blue\n"
        "drop 8,8\n"
        "heatshield 8,1\n"
        "smoke @6,2\n"
        "expect level h 2,2 1\n"                  /* stands on the roof */
        "expect stepcost 1,6 1,5 2\n"              /* MOVE-16 + MOVE-17 */
        "expect stepcost 1,6 2,6 1\n"
        "expect stepcost 0,0 -1,0 none\n"          /* MOVE-7 */
        "expect free 8,8 no\n"
        "expect free 8,1 no\n"
        "expect free A no\n"
        "expect free 7,7 yes\n"
        "expect aoe frag 4,7 4,7 20\n"
        "expect aoe frag 4,7 5,8 10\n"
        "expect aoe frag 4,7 6,7 0\n"
        "expect aoe thermite 5,7 rot 1 5,9 15\n"
        "expect aoe thermite 5,7 rot 1 7,7 0\n"
        "expect inzone 5,1 smoke yes\n"
        "expect inzone 2,8 smoke no\n"
        "expect reachcount A 1 9\n"
        "move B 0,9 9,9\n"
        "expect entered B 0,9 9,9\n"
        "expect at B 9,9\n",
        &r);
    if (r.st != RF_OK || r.t.failed) fail_msg("%s\n%s", r.err.message, r.out);
    assert_int_equal(r.t.passed, 18);
}

/* Shapes that are never valid for an expectation are parse errors. */
static void test_wrong_place_kind(void **state)
{
    (void)state;
    run_result r;
    expect_error("board 4 4\nexpect los h 1,1 2,2 clear\n", 2, "expect los A", &r);
    expect_error("board 4 4\nexpect los @1,1 @2,2 clear\n", 2, "expect los B", &r);
    expect_error("board 4 4\nexpect free v 1,1 yes\n", 2, "expect free place", &r);
    expect_error("board 4 4\nexpect cover @1,1 2,2 no\n", 2, "expect cover SHOOTER", &r);
    expect_error("board 4 4\nexpect at 1,1 1,1\n", 2, "expect at NAME", &r);
    expect_error("board 4 4\nexpect aoe frag 1,1 rot 4 1,1 0\n", 2, "expect aoe rot", &r);
    rf_scenario_totals t = { 0, 0, 0 };
    assert_int_equal(rf_scenario_run_text(NULL, "x", "board 4 4\n", NULL, &t, NULL), RF_E_ARG);
    assert_int_equal(t.file_errors, 1);
}

/* Lines longer than the limit and too many fields. */
static void test_limits(void **state)
{
    (void)state;
    run_result r;
    char *text = malloc(3000);
    assert_non_null(text);
    strcpy(text, "board 4 4\n# ");
    memset(text + strlen(text), 'x', 1100);
    strcpy(text + 12 + 1100, "\n");
    expect_error(text, 2, "line", &r);
    strcpy(text, "board 4 4\nexpect");
    for (int i = 0; i < 70; i++) strcat(text, " 1");
    strcat(text, "\n");
    expect_error(text, 2, "line", &r);
    free(text);
}

static void test_run_file(void **state)
{
    (void)state;
    rf_scenario_totals t = { 0, 0, 0 };
    rf_error err;
    rf_status st = rf_scenario_run_file(tu_content(), "/nonexistent/x.scn", NULL, &t, &err);
    assert_int_equal(st, RF_E_IO);
    assert_string_equal(err.file, "/nonexistent/x.scn");
    assert_int_equal(t.file_errors, 1);
    st = rf_scenario_run_file(tu_content(),
                              RF_TEST_DIR "/scenarios/DIST-2-diagonal-counts-one.scn", NULL, &t,
                              &err);
    assert_int_equal(st, RF_OK);
    assert_true(t.passed > 0);
    assert_int_equal(t.failed, 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_passing),
        cmocka_unit_test(test_failure_detected),
        cmocka_unit_test(test_cannot_evaluate),
        cmocka_unit_test(test_parse_errors),
        cmocka_unit_test(test_board_after_play),
        cmocka_unit_test(test_move_unknown_legend),
        cmocka_unit_test(test_move),
        cmocka_unit_test(test_extensions),
        cmocka_unit_test(test_wrong_place_kind),
        cmocka_unit_test(test_limits),
        cmocka_unit_test(test_run_file),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
