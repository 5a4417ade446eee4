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

#define R301 "weapon R301 range 1-8 threshold 50 rate 1 damage 10 head 5 ammo light 5\n"

/* The combat lines' fields (weapon, equip, aimboard, deck, shoot, melee,
 * damage and the combat expectations): malformed ones are located errors. */
static void test_combat_parse_errors(void **state)
{
    (void)state;
    run_result r;
    expect_error("board 4 4\nweapon R301 range 1-8 threshold 50 rate 1 damage 1 head 1\n", 2,
                 "weapon ammo", &r);
    assert_non_null(strstr(r.err.message, "missing ammo"));
    expect_error("board 4 4\nweapon R301 range 3-1\n", 2, "weapon range", &r);
    assert_int_equal(r.err.column, 19);
    expect_error("board 4 4\nweapon R301 rate 9x9\n", 2, "weapon rate", &r);
    expect_error("board 4 4\nweapon R301 rate 0\n", 2, "weapon rate", &r);
    expect_error("board 4 4\nweapon R301 ammo light 6\n", 2, "weapon ammo COUNT", &r);
    expect_error("board 4 4\nweapon R301 ammo beam 2\n", 2, "weapon ammo", &r);
    expect_error("board 4 4\nweapon 3R range 1-2\n", 2, "weapon NAME", &r);
    expect_error("board 4 4\nweapon R301 recoil 1 recoil 1\n", 2, "weapon recoil", &r);
    expect_error("board 4 4\n" R301 R301, 3, "weapon NAME", &r);
    expect_error("board 4 4\n" R301 "equip A R301\n", 3, "equip LEGEND", &r);
    expect_error("board 4 4\nlegend A 0,0 red\nequip A M4\n", 3, "equip WEAPON", &r);
    expect_error("board 4 4\n" R301 "legend A 0,0 red\nequip A R301\nequip A R301\n", 5,
                 "equip WEAPON", &r);
    expect_error("board 4 4\n" R301 "legend A 0,0 red\nequip A R301 optic 2-1:-5\n", 4,
                 "equip optic", &r);
    expect_error("board 4 4\n" R301 "legend A 0,0 red\nequip A R301 optic 1-2:x\n", 4,
                 "equip optic", &r);
    expect_error("board 4 4\n" R301 "legend A 0,0 red\nequip A R301 mag +4\n", 4, "equip mag", &r);
    expect_error("board 4 4\n" R301 "legend A 0,0 red\nequip A R301 mag +1 mag +1\n", 4,
                 "equip mag", &r);
    expect_error("board 4 4\n" R301 "legend A 0,0 red\nequip A R301 scope 1\n", 4,
                 "equip option", &r);
    expect_error("board 4 4\naimboard 1:-5 2:-5\n", 2, "aimboard SLOT:MOD", &r);
    expect_error("board 4 4\naimboard 0:0 0:5\n", 2, "aimboard SLOT:MOD", &r);
    expect_error("board 4 4\naimboard\n", 2, "aimboard SLOT:MOD", &r);
    expect_error("board 4 4\naimboard 0:+100\n", 2, "aimboard SLOT:MOD", &r);
    expect_error("board 4 4\ndeck aim\n", 2, "deck CARD", &r);
    expect_error("board 4 4\ndeck aim 35:up\n", 2, "deck CARD", &r);
    expect_error("board 4 4\ndeck aim :low\n", 2, "deck CARD", &r);
    expect_error("board 4 4\ndeck aim 35:\n", 2, "deck CARD", &r);
    expect_error("board 4 4\ndeck grenade 35\n", 2, "deck DECK", &r);
    expect_error("board 4 4\n" R301 "legend A 0,0 red\nshoot A B R301\n", 4, "shoot TARGET", &r);
    expect_error("board 4 4\nlegend A 0,0 red\nlegend B 2,2 blue\nshoot A B M4\n", 4,
                 "shoot WEAPON", &r);
    expect_error("board 4 4\n" R301 "legend A 0,0 red\nlegend B 2,2 blue\n"
                 "shoot A B R301 ignore head:head\n", 5, "shoot ignore", &r);
    expect_error("board 4 4\n" R301 "legend A 0,0 red\nlegend B 2,2 blue\n"
                 "shoot A B R301 twice\n", 5, "shoot", &r);
    expect_error("board 4 4\nlegend A 0,0 red\nmelee A\n", 3, "melee TARGET", &r);
    expect_error("board 4 4\nlegend A 0,0 red\ndamage A 1000\n", 3, "damage N", &r);
    expect_error("board 4 4\nlegend A 0,0 red\ndamage A 5 acid\n", 3, "damage true|shield|ring",
                 &r);
    expect_error("board 4 4\nexpect last hits 1 heads 0\n", 2, "expect last damage", &r);
    expect_error("board 4 4\nexpect last hits 1 damage 0 heads 0\n", 2, "expect last heads", &r);
    expect_error("board 4 4\nexpect card 0 0 hit\n", 2, "expect card K", &r);
    expect_error("board 4 4\nexpect queued -1\n", 2, "expect queued N", &r);
    expect_error("board 4 4\nexpect knockdown A flipped\n", 2, "expect knockdown", &r);
}

/* SHOOT-5, AIM-3 … AIM-12, DMG-3: a whole Shoot on an explicit Aim board;
 * a wrong `expect last` lays the board out card by card. */
static void test_shoot(void **state)
{
    (void)state;
    run_result r;
    run("board 8 4\n"
        "weapon R301 range 1-3 threshold 50 rate 3 damage 10 head 5 ammo light 5 stability 1\n"
        "legend A 1,1 red\n"
        "legend B 5,1 blue\n"
        "equip A R301 optic 4+:-5 mag +1\n"
        "aimboard -1:+5 0:0 1:-5 2:-5\n"
        "deck aim 50:head 20:semi:sw 55 58:semi 99\n"
        "expect hitthreshold A B R301 55\n"        /* +10 range, -5 optic */
        "shoot A B R301\n"
        "expect ammo A R301 4\n"
        "expect queued 1\n"
        "expect card 1 -1 head\n"
        "expect card 2 0 miss\n"
        "expect card 4 2 miss\n"
        "expect last hits 2 heads 1 damage 25\n"
        "expect shield B 0\n"
        "expect health B 35\n"
        "expect last hits 3 heads 0 damage 30\n",
        &r);
    if (r.st != RF_OK) fail_msg("%s", r.err.message);
    assert_int_equal(r.t.passed, 9);
    assert_int_equal(r.t.failed, 1);
    /* the FAIL line gives the engine's own account of the shot (its log) */
    assert_non_null(strstr(r.out, "got hits 2 heads 1 damage 25 ["));
    assert_non_null(strstr(r.out, "hit threshold 55 = weapon 50, range +10, optic -5, other +0; "
                                  "Aim card 50 (shot 1) on slot -1 (stability +5): hit, headshot"));
    assert_non_null(strstr(r.out, "Aim card 20 (shot 2) on slot +0 (stability +0): miss"));
    assert_non_null(strstr(r.out, "2 half-hit icons give 1 hit (AIM-10)"));
}

/* Refused actions are FAIL lines that change nothing; `expect last` then
 * cannot be evaluated. SHOOT-3, SHOOT-4, WEAPON-17, MELEE-1, ELIM-4. */
static void test_refused(void **state)
{
    (void)state;
    run_result r;
    run("board 8 4\n"
        "wall v 3,0 len 2\n"
        "weapon R301 range 1-8 threshold 50 rate 1 damage 10 head 5 ammo light 1\n"
        "legend A 1,1 red\n"
        "legend C 2,1 red\n"
        "legend B 5,1 blue\n"
        "legend D 1,3 blue\n"
        "equip A R301\n"
        "shoot A B R301\n"                          /* 9: wall */
        "shoot A C R301\n"                          /* 10: squadmate */
        "expect last hits 0 heads 0 damage 0\n"     /* 11 */
        "melee A B\n"                               /* 12: not adjacent */
        "shoot D A R301\n"                          /* 13: holds none */
        "expect ammo A R301 1\n"                    /* 14: nothing spent */
        "expect canshoot A B R301 no\n"
        "expect canshoot A C R301 no\n"
        "expect canmelee A C no\n"
        "expect canshoot A B M4 no\n",              /* 18: unknown weapon */
        &r);
    if (r.st != RF_OK) fail_msg("%s", r.err.message);
    assert_int_equal(r.t.passed, 4);
    assert_int_equal(r.t.failed, 6);
    assert_non_null(strstr(r.out, "FAIL t.scn:9 shoot A B R301 got cannot shoot: no line of "
                                  "sight (SHOOT-3)"));
    assert_non_null(strstr(r.out, "t.scn:10 shoot A C R301 got cannot shoot: C is not an enemy"));
    assert_non_null(strstr(r.out, "t.scn:11 expect last hits 0 heads 0 damage 0 cannot evaluate: "
                                  "the last shoot or melee line was refused"));
    assert_non_null(strstr(r.out, "t.scn:12 melee A B got cannot melee: B is not adjacent"));
    assert_non_null(strstr(r.out, "t.scn:13 shoot D A R301 got cannot shoot: D holds no R301"));
    assert_non_null(strstr(r.out, "t.scn:18 expect canshoot A B M4 no cannot evaluate: "
                                  "no weapon named 'M4'"));
}

/* The queue of Aim cards: never random; an empty one refuses the action.
 * An ammo marker at 0 refuses a Shoot (WEAPON-17). */
static void test_aim_queue(void **state)
{
    (void)state;
    run_result r;
    run("board 8 4\n"
        "weapon R301 range 1-8 threshold 50 rate 2 damage 10 head 5 ammo light 1\n"
        "legend A 1,1 red\n"
        "legend B 2,1 blue\n"
        "equip A R301\n"
        "deck aim 30\n"
        "shoot A B R301\n"                           /* 7: needs 2 */
        "expect queued 1\n"
        "melee A B\n"
        "expect queued 0\n"
        "melee A B\n"                                /* 11: empty */
        "deck aim 60 60\n"
        "shoot A B R301\n"
        "deck aim 60 60\n"
        "shoot A B R301\n",                          /* 15: no ammo */
        &r);
    if (r.st != RF_OK) fail_msg("%s", r.err.message);
    assert_int_equal(r.t.passed, 2);
    assert_int_equal(r.t.failed, 3);
    assert_non_null(strstr(r.out, "t.scn:7 shoot A B R301 got cannot shoot: the Aim deck queue "
                                  "is empty (the shot needs 2 cards, 1 queued"));
    assert_non_null(strstr(r.out, "t.scn:11 melee A B got cannot melee: the Aim deck queue is "
                                  "empty"));
    assert_non_null(strstr(r.out, "t.scn:15 shoot A B R301 got cannot shoot: R301 has no ammo "
                                  "(WEAPON-17)"));
}

/* MELEE-2, PUSH-2, PUSH-3, DMG-3 … DMG-6, ELIM-2 through melee and
 * damage lines. */
static void test_melee_and_damage(void **state)
{
    (void)state;
    run_result r;
    run("board 6 4\n"
        "legend A 0,1 red\n"
        "legend B 1,1 blue\n"
        "legend C 5,3 blue health 5\n"
        "deck aim 40 75 39\n"
        "melee A B\n"
        "expect at B 2,1\n"
        "expect last hits 1 heads 0 damage 4\n"
        "move A 1,1\n"
        "melee A B\n"
        "expect at B 3,1\n"
        "melee A B\n"                              /* 12: not adjacent any more */
        "expect last hits 0 heads 0 damage 0\n"   /* 13: refused */
        "damage B 10 true\n"
        "damage B 50 shield\n"
        "expect health B 30\n"
        "expect shield B 0\n"
        "damage C 25\n"
        "expect eliminated C yes\n"
        "expect health C 40\n"
        "expect shield C 20\n"
        "expect free 5,3 yes\n"
        "damage C 5\n",                            /* 23: off the map */
        &r);
    if (r.st != RF_OK) fail_msg("%s", r.err.message);
    assert_int_equal(r.t.passed, 9);
    assert_int_equal(r.t.failed, 3);
    assert_non_null(strstr(r.out, "FAIL t.scn:23 damage C 5 got cannot apply damage: C is not "
                                  "on the map"));
}

/* Legends and weapons that do not exist, or a shot that was not taken:
 * combat expectations say why they cannot be evaluated. */
static void test_combat_cannot_evaluate(void **state)
{
    (void)state;
    run_result r;
    run("board 6 4\n"
        R301
        "legend A 0,1 red\n"
        "legend B 4,1 blue\n"
        "expect last hits 0 heads 0 damage 0\n"
        "expect card 1 0 hit\n"
        "expect health Nobody 40\n"
        "expect hitthreshold A B R301 50\n"
        "expect hitthreshold A Nobody R301 50\n"
        "expect ammo A R301 5\n"
        "expect eliminated Nobody no\n"
        "expect knockdown A none\n",
        &r);
    if (r.st != RF_OK) fail_msg("%s", r.err.message);
    assert_int_equal(r.t.passed, 1);
    assert_int_equal(r.t.failed, 7);
    assert_non_null(strstr(r.out, "t.scn:5 expect last hits 0 heads 0 damage 0 cannot evaluate: "
                                  "no shoot or melee line before"));
    assert_non_null(strstr(r.out, "t.scn:8 expect hitthreshold A B R301 50 cannot evaluate: "
                                  "A holds no R301"));
    assert_non_null(strstr(r.out, "unknown legend 'Nobody'"));
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
        cmocka_unit_test(test_combat_parse_errors),
        cmocka_unit_test(test_shoot),
        cmocka_unit_test(test_refused),
        cmocka_unit_test(test_aim_queue),
        cmocka_unit_test(test_melee_and_damage),
        cmocka_unit_test(test_combat_cannot_evaluate),
        cmocka_unit_test(test_wrong_place_kind),
        cmocka_unit_test(test_limits),
        cmocka_unit_test(test_run_file),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
