/*
 * test_abilities.c — the ability machinery (RULES.md ABIL, TIME, COOL,
 * TURN-2, TRANS-4, CONSUM-8, DESTROY-7) through the engine's decisions:
 * what is offered (rf_options by code), what a choice does (rf_choose),
 * timing across rounds, the cooldown track, rf_check after every step and
 * illegal choices refused with nothing changed (rf_game_hash). The
 * abilities are the test-only ones of tests/data/test_abilities.json; the
 * bad files of tests/data/bad-abilities/ are refused with file, line and
 * JSON path.
 *
 * covers: ABIL-1 ABIL-2 ABIL-3 ABIL-4 ABIL-5 ABIL-6 ABIL-7 ABIL-8 ABIL-9 ABIL-10
 * covers: TIME-1 TIME-2 TIME-3 TIME-4 TIME-5 TIME-7 EX-TIME-1 EX-TIME-2
 * covers: COOL-2 COOL-3 COOL-4 COOL-5 EX-COOL-1 TURN-1 TURN-2 EX-TURN-1
 * covers: TRANS-4 CONSUM-8 DESTROY-7
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "testutil.h"
#include "turn_steps.h"
#include "data/loaders.h"
#include "geo/adjacency.h"
#include "rules/cards/abilities_play.h"
#include "rules/engine/engine.h"
#include "rules/engine/legends.h"

enum { RED = 0, BLUE = 1, TAC = RF_ABIL_TACTICAL, ULT = RF_ABIL_ULTIMATE };

static rf_content *content(void)
{
    static rf_content *c;
    if (!c) {
        c = tu_content_plus(NULL, "test_abilities.json");
        /* the Destroy test needs a destructible ability miniature */
        int smoke = geo_kinds_find(&c->kinds, "smoke");
        c->kinds.kind[smoke].traits |= GEO_T_DESTRUCTIBLE;
    }
    return c;
}

/* Open ground, 14 x 12, with a wall along the west edge of column 9, rows
 * 0-3 (it blocks sight at ground level), two respawn beacons. */
static const rf_map *yard(void)
{
    static rf_map *m;
    if (!m) {
        static const char text[] =
            "{ \"name\": \"Ability yard\", \"source\": \"test_abilities.c\", \"size\": [14, 12],\n"
            "  \"components\": [\n"
            "    { \"type\": \"wall\", \"edge\": \"v 9,0\", \"length\": 3 },\n"
            "    { \"type\": \"respawn_beacon\", \"at\": [0, 11] },\n"
            "    { \"type\": \"respawn_beacon\", \"at\": [13, 11] } ] }\n";
        m = tu_map_text(content(), "ability-yard.json", text);
    }
    return m;
}

typedef tu_spot spot;

static rf_game *game(const spot *s, int n, unsigned long long seed)
{
    return tu_game(content(), yard(), s, n, seed);
}


static uint32_t point_code(int i, int j) { return engine_code(OPT_ABIL_PLACE, 8, i * 64 + j); }
static uint32_t cell_code(int x, int y) { return engine_code(OPT_ABIL_PLACE, 0, y * GEO_MAX_DIM + x); }

static const rf_abil_token *tok(const rf_game *g, int l, int slot, int t)
{
    return &g->abil.tok[l][slot][t];
}

static int minis_of(const rf_game *g, int l, int slot)
{
    int n = 0;
    for (int i = 0; i < g->abil.nminis; i++)
        n += g->abil.mini[i].legend == l && g->abil.mini[i].slot == slot;
    return n;
}

/* ---- loading ---- */

static void test_loaded(void **state)
{
    (void)state;
    const rf_abilities *abs = &content()->abilities;
    int n0 = abs->n - 6;                           /* data/abilities.json's come first */
    assert_true(n0 >= 0);
    assert_string_equal(abs->ab[n0].id, "t-smoke");
    assert_int_equal(abs->ab[n0].place, RF_APLACE_FREE_POINT);
    assert_int_equal(abs->ab[n0].timing, RF_ATIME_DURATION);
    assert_int_equal(abs->ab[n0].rounds, 3);
    assert_int_equal(abs->ab[n0].cooldown, 2);
    assert_int_equal(abs->ab[n0].kind, geo_kinds_find(&content()->kinds, "smoke"));
    assert_int_equal(abs->ab[n0].minis, 2);        /* as many as tokens */
    assert_int_equal(abs->ab[n0].targets_hi, 1);
    assert_int_equal(abs->ab[n0 + 1].type, RF_ABIL_ULTIMATE);
    assert_int_equal(abs->ab[n0 + 1].a[0], 15);
}

typedef struct bad_case { const char *file; int line; const char *field, *words; } bad_case;

/* Each file of tests/data/bad-abilities/ is refused naming its file, line
 * and field, with the words given (a rule ID or the reason). */
static void expect_refused(const bad_case *cases, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        char path[512];
        snprintf(path, sizeof path, "%s/data/bad-abilities/%s", RF_TEST_DIR, cases[i].file);
        rf_error err = tu_abilities_refused(path);
        if (err.line != cases[i].line || strcmp(err.field, cases[i].field) != 0 ||
            !strstr(err.message, cases[i].words) || !strstr(err.file, cases[i].file)) {
            char text[800];
            rf_error_format(&err, text, sizeof text);
            fail_msg("%s: got %s", cases[i].file, text);
        }
    }
}

static void test_bad_abilities_refused(void **state)
{
    (void)state;
    static const bad_case cases[] = {
        { "unknown-field.json", 4, "abilities[0].colour", "colour" },
        { "range-empty.json", 4, "abilities[0].range", "empty" },
        { "rounds-on-immediate.json", 4, "abilities[0].rounds", "TIME-2" },
        { "component-wrong-placement.json", 4, "abilities[0].component", "not placed on a space" },
        { "two-tacticals.json", 6, "abilities[1].type", "ABIL-1" },
        { "delayed-move.json", 4, "abilities[0].effect", "move" },
        { "cooldown-too-long.json", 3, "abilities[0].cooldown", "" },
    };
    expect_refused(cases, sizeof cases / sizeof cases[0]);
}

/* Issue 17: abilities are read from a field table (abilities_load.c); a
 * wrong type and a value out of range name file, line and field and cite
 * the field's rule (before the table, no rule was named). */
static void test_ability_fields_refused(void **state)
{
    (void)state;
    static const bad_case cases[] = {
        { "tokens-type.json", 3, "abilities[0].tokens", "ABIL-3" },
        { "los-type.json", 4, "abilities[0].los", "ABIL-10" },
        { "cooldown-too-long.json", 3, "abilities[0].cooldown", "COOL-2" },
    };
    expect_refused(cases, sizeof cases / sizeof cases[0]);
}

/* ---- using an ability ---- */

/* ABIL-3, ABIL-7, ABIL-9, TIME-2, EX-ABIL-1: a free Smoke on a free
 * intersection in range 0-5; two tokens, so two uses; no third. */
static void test_ABIL_3_tokens_and_range(void **state)
{
    (void)state;
    spot s[] = { { "Bangalore", RED, 3, 6, .abilities = "test" }, { "Gibraltar", BLUE, 12, 10, .abilities = "test2" } };
    rf_game *g = game(s, 2, 1);
    tu_activate(g, 0);
    uint32_t smoke = engine_code(OPT_ABILITY, TAC, 0), strike = engine_code(OPT_ABILITY, ULT, 0);
    assert_true(tu_offered(g, smoke));
    assert_true(tu_offered(g, strike));
    tu_choose(g, smoke);
    assert_int_equal(tu_top(g), FR_ABILITY);
    const geo_board *b = g->map->board;
    geo_place at = geo_place_cell(geo_cell_make(3, 6));
    geo_point p5 = { 9, 6, 0 }, p6 = { 10, 6, 0 };
    assert_int_equal(geo_distance(b, at, geo_place_point(p5)), 5);
    assert_int_equal(geo_distance(b, at, geo_place_point(p6)), 6);
    assert_true(tu_offered(g, point_code(9, 6)));     /* 5 from the space 3,6 */
    assert_false(tu_offered(g, point_code(10, 6)));   /* 6 away (ABIL-9) */
    assert_true(tu_offered(g, point_code(3, 6)));     /* range 0: a corner of its own space */
    tu_refused(g, point_code(10, 6));
    tu_choose(g, point_code(3, 6));
    assert_int_equal(g->ap, 2);                    /* a free action */
    assert_int_equal(tok(g, 0, TAC, 0)->where, RF_TOK_TRACK);
    assert_int_equal(tok(g, 0, TAC, 0)->at, (1 + 3) * 2 + RED);   /* 3 rounds ahead */
    assert_int_equal(g->overlay.n, 1);
    /* the second token; the occupied intersection is no longer free (ABIL-7) */
    tu_choose(g, smoke);
    assert_false(tu_offered(g, point_code(3, 6)));
    tu_choose(g, point_code(4, 6));
    assert_int_equal(tok(g, 0, TAC, 1)->where, RF_TOK_TRACK);
    assert_true(tok(g, 0, TAC, 1)->order > tok(g, 0, TAC, 0)->order);   /* below (TIME-4) */
    assert_false(tu_offered(g, smoke));               /* ABIL-3: no token left */
    tu_refused(g, smoke);
    rf_game_free(g);
}

/* TIME-2, TIME-5, COOL-2 … COOL-4, TRANS-4, EX-TIME-1, EX-COOL-1: the Smoke
 * lasts 3 rounds; when the marker reaches its token the smoke leaves the
 * map and the token goes to position 2; two transitions later it is back. */
static void test_TIME_2_duration_and_cooldown(void **state)
{
    (void)state;
    spot s[] = { { "Bangalore", RED, 3, 6, .abilities = "test" }, { "Gibraltar", BLUE, 12, 10, .abilities = "test2" } };
    rf_game *g = game(s, 2, 2);
    tu_activate(g, 0);
    tu_choose(g, engine_code(OPT_ABILITY, TAC, 0));
    tu_choose(g, point_code(4, 7));
    tu_pass_until(g, 3, BLUE);
    assert_int_equal(g->overlay.n, 1);             /* still active in round 3 */
    tu_pass_until(g, 4, RED);
    assert_int_equal(g->overlay.n, 0);             /* ended at the start of round 4 */
    assert_int_equal(tok(g, 0, TAC, 0)->where, RF_TOK_COOLDOWN);
    assert_int_equal(tok(g, 0, TAC, 0)->at, 2);
    tu_activate(g, 0);
    assert_true(tu_offered(g, engine_code(OPT_ABILITY, TAC, 0)));   /* the other token */
    tu_pass_until(g, 5, RED);
    assert_int_equal(tok(g, 0, TAC, 0)->at, 1);    /* after the 1st transition */
    tu_pass_until(g, 6, RED);
    assert_int_equal(tok(g, 0, TAC, 0)->where, RF_TOK_SUPPLY);   /* COOL-4 */
    rf_game_free(g);
}

/* TIME-3, EX-TIME-2: the Strike's marker goes on a space (occupied too,
 * ABIL-6); 2 rounds later it deals 15 to every legend within 1, then the
 * marker leaves and the token goes to position 3. */
static void test_TIME_3_delay(void **state)
{
    (void)state;
    spot s[] = { { "Bloodhound", RED, 3, 6, .abilities = "test" }, { "Gibraltar", BLUE, 6, 7, .abilities = "" },
                 { "Loba", BLUE, 12, 10, .abilities = "" } };
    rf_game *g = game(s, 3, 3);
    tu_activate(g, 0);
    tu_choose(g, engine_code(OPT_ABILITY, ULT, 0));
    assert_int_equal(g->ap, 1);                    /* 1 AP */
    assert_true(tu_offered(g, cell_code(6, 7)));      /* an occupied space (ABIL-6) */
    tu_choose(g, cell_code(6, 6));
    int h0 = g->legend[1].vitals.health + g->legend[1].vitals.shield;
    tu_pass_until(g, 2, BLUE);
    assert_int_equal(g->legend[1].vitals.health + g->legend[1].vitals.shield, h0);
    assert_int_equal(g->abil.nminis, 1);
    tu_pass_until(g, 3, RED);
    assert_int_equal(g->legend[1].vitals.health + g->legend[1].vitals.shield, h0 - 15);
    assert_int_equal(g->legend[2].vitals.health + g->legend[2].vitals.shield, 60);
    assert_int_equal(g->abil.nminis, 0);
    assert_int_equal(tok(g, 0, ULT, 0)->where, RF_TOK_COOLDOWN);
    assert_int_equal(tok(g, 0, ULT, 0)->at, 3);
    rf_game_free(g);
}

static char logbuf[4096];
static void logger(void *user, int seat, const char *line)
{
    (void)user;
    (void)seat;
    size_t n = strlen(logbuf);
    snprintf(logbuf + n, sizeof logbuf - n, "%s\n", line);
}

/* TURN-2, TIME-4, EX-TURN-1: two tokens below the same spot resolve top to
 * bottom, the one placed first on top. */
static void test_TURN_2_top_to_bottom(void **state)
{
    (void)state;
    spot s[] = { { "Bangalore", RED, 3, 6, .abilities = "test" }, { "Gibraltar", BLUE, 12, 10, .abilities = "" } };
    rf_game *g = game(s, 2, 4);
    tu_activate(g, 0);
    tu_choose(g, engine_code(OPT_ABILITY, TAC, 0));       /* smoke, round 1: ends in round 4 */
    tu_choose(g, point_code(4, 7));
    tu_pass_until(g, 2, RED);
    tu_activate(g, 0);
    tu_choose(g, engine_code(OPT_ABILITY, ULT, 0));       /* strike, round 2: resolves in round 4 */
    tu_choose(g, cell_code(3, 7));
    assert_int_equal(tok(g, 0, ULT, 0)->at, tok(g, 0, TAC, 0)->at);
    logbuf[0] = '\0';
    rf_game_set_log(g, logger, NULL);
    tu_pass_until(g, 4, RED);
    const char *ends = strstr(logbuf, "Test Smoke ends"), *hits = strstr(logbuf, "Test Strike resolves");
    assert_non_null(ends);
    assert_non_null(hits);
    assert_true(ends < hits);
    rf_game_free(g);
}

/* ABIL-4, ABIL-7, ABIL-10, TIME-7, ABIL-5: the Beacon goes on a free space in
 * range 1-3 in line of sight; it stays (persistent) while its token cools
 * down; used again, the one on the map is taken from there. That is the
 * <PERSISTENT> trait (TRAIT-12); the legend's supply (TERM-11) is what is
 * not on the map: its one Beacon is not, so it comes from the map.
 * covers: TRAIT-12 TERM-11 */
static void test_ABIL_5_persistent(void **state)
{
    (void)state;
    spot s[] = { { "Gibraltar", RED, 12, 10, .abilities = "" }, { "Lifeline", BLUE, 7, 1, .abilities = "test2" },
                 { "Pathfinder", BLUE, 7, 2, .abilities = "" } };
    rf_game *g = game(s, 3, 5);
    tu_pass_until(g, 1, BLUE);
    tu_activate(g, 1);
    tu_choose(g, engine_code(OPT_ABILITY, TAC, 0));
    assert_false(tu_offered(g, cell_code(7, 1)));     /* range 0 */
    assert_false(tu_offered(g, cell_code(7, 2)));     /* occupied by a legend (ABIL-7) */
    assert_true(tu_offered(g, cell_code(8, 1)));
    assert_false(tu_offered(g, cell_code(9, 1)));     /* behind the wall (ABIL-10) */
    assert_true(tu_offered(g, cell_code(9, 4)));      /* past the wall's end */
    assert_false(tu_offered(g, cell_code(11, 1)));    /* range 4 */
    tu_choose(g, cell_code(8, 1));
    assert_int_equal(tok(g, 1, TAC, 0)->where, RF_TOK_COOLDOWN);   /* resolved at once */
    assert_int_equal(tok(g, 1, TAC, 0)->at, 1);
    assert_int_equal(minis_of(g, 1, TAC), 1);      /* persistent: it stays */
    assert_false(tu_offered(g, engine_code(OPT_ABILITY, TAC, 0)));
    tu_pass_until(g, 2, BLUE);
    assert_int_equal(tok(g, 1, TAC, 0)->where, RF_TOK_SUPPLY);
    assert_int_equal(minis_of(g, 1, TAC), 1);
    tu_activate(g, 1);
    tu_choose(g, engine_code(OPT_ABILITY, TAC, 0));
    tu_choose(g, cell_code(6, 0));
    assert_int_equal(minis_of(g, 1, TAC), 1);      /* taken from the map (ABIL-5) */
    assert_int_equal(g->overlay.n, 1);
    assert_true(geo_cell_eq(g->overlay.o[0].at.u.cell, geo_cell_make(6, 0)));
    rf_game_free(g);
}

/* ABIL-8, ABIL-10, TIME-3: the Tag is attached to an enemy in sight and
 * moves with it; a round later the tagged legend takes 10 where it is. */
static void test_ABIL_8_attach(void **state)
{
    (void)state;
    spot s[] = { { "Gibraltar", RED, 9, 6, .abilities = "" }, { "Wraith", BLUE, 7, 6, .abilities = "test2" },
                 { "Bangalore", RED, 10, 1, .abilities = "" } };
    rf_game *g = game(s, 3, 6);
    g->legend[1].pos = geo_cell_make(7, 1);        /* Hid at 10,1 is behind the wall */
    g->legend[0].pos = geo_cell_make(8, 3);
    tu_check(g);
    tu_pass_until(g, 1, BLUE);
    tu_activate(g, 1);
    tu_choose(g, engine_code(OPT_ABILITY, ULT, 0));
    assert_int_equal(g->ap, 0);                    /* 2 AP */
    assert_true(tu_offered(g, engine_code(OPT_ABIL_PLACE, 64 + 0, 0)));
    assert_false(tu_offered(g, engine_code(OPT_ABIL_PLACE, 64 + 2, 0)));   /* no LoS */
    tu_choose(g, engine_code(OPT_ABIL_PLACE, 64 + 0, 0));
    assert_int_equal(g->abil.mini[0].attached, 0);
    int h0 = g->legend[0].vitals.health + g->legend[0].vitals.shield;
    tu_pass_until(g, 2, RED);                         /* Delay 1 is blue's turn of round 2 */
    assert_int_equal(g->legend[0].vitals.health + g->legend[0].vitals.shield, h0);
    g->legend[0].pos = geo_cell_make(2, 9);        /* far away: the tag went with it */
    tu_check(g);
    tu_pass_until(g, 2, BLUE);
    assert_int_equal(g->legend[0].vitals.health + g->legend[0].vitals.shield, h0 - 10);
    assert_int_equal(g->abil.nminis, 0);
    assert_int_equal(tok(g, 1, ULT, 0)->at, 2);
    rf_game_free(g);
}

/* ELIM-5, ABIL-8: the Tag attached to Gibraltar stays attached while he is
 * eliminated (it is nowhere on the map), comes back with him when he
 * respawns, and its Delay hits him on the space he respawned on.
 * covers: ELIM-5 */
static void test_ELIM_5_attached_returns_with_the_legend(void **state)
{
    (void)state;
    spot s[] = { { "Gibraltar", RED, 9, 6, .abilities = "" },
                 { "Wraith", BLUE, 7, 6, .abilities = "test2" },
                 { "Bangalore", RED, 10, 1, .abilities = "" } };
    rf_game *g = game(s, 3, 6);
    g->legend[1].pos = geo_cell_make(7, 1);
    g->legend[0].pos = geo_cell_make(8, 3);
    tu_check(g);
    tu_pass_until(g, 1, BLUE);
    tu_activate(g, 1);
    tu_choose(g, engine_code(OPT_ABILITY, ULT, 0));
    tu_choose(g, engine_code(OPT_ABIL_PLACE, 64 + 0, 0));   /* the Tag on Gibraltar */
    legend_eliminate_by(g, 0, 1);
    tu_check(g);
    geo_place at;
    assert_false(g->legend[0].on_map);
    assert_int_equal(g->abil.nminis, 1);
    assert_int_equal(g->abil.mini[0].attached, 0);   /* still linked to him */
    assert_false(abil_mini_place(g, &g->abil.mini[0], &at));   /* off the map with him */
    tu_pass_until(g, 2, RED);
    tu_activate(g, 0);
    tu_choose(g, engine_code(OPT_ACTION, ACT_RESPAWN, 0));   /* ACT-20: Respawn first */
    tu_choose(g, engine_code(OPT_RESPAWN_AT, 0, geo_cell_index(geo_cell_make(12, 10))));
    assert_true(g->legend[0].on_map);
    assert_int_equal(g->abil.nminis, 1);
    assert_int_equal(g->abil.mini[0].attached, 0);
    assert_true(abil_mini_place(g, &g->abil.mini[0], &at));
    assert_true(geo_cell_eq(at.u.cell, geo_cell_make(12, 10)));   /* back with him */
    int h0 = g->legend[0].vitals.health + g->legend[0].vitals.shield;
    tu_pass_until(g, 2, BLUE);                          /* Delay 1: blue's turn of round 2 */
    assert_int_equal(g->legend[0].vitals.health + g->legend[0].vitals.shield, h0 - 10);
    assert_int_equal(g->abil.nminis, 0);
    rf_game_free(g);
}

/* ACT-13: ability cards are never discarded: using Test Mend (no cooldown)
 * twice in an activation and again a round later leaves the legend's hand,
 * deck and discard pile as they were, and the card stays its own.
 * covers: ACT-13 */
static void test_ACT_13_ability_cards_never_discarded(void **state)
{
    (void)state;
    spot s[] = { { "Lifeline", RED, 3, 6, .abilities = "test3" },
                 { "Gibraltar", BLUE, 12, 10, .abilities = "" } };
    rf_game *g = game(s, 2, 7);
    const rf_legend *lg = &g->legend[0];
    const rf_ability_def *mend = abil_of(g, 0, TAC);
    assert_non_null(mend);
    assert_string_equal(mend->id, "t3-mend");
    int hand = lg->hand_n, deck = lg->deck_n, discard = lg->discard_n;
    g->legend[0].vitals.health = 10;
    tu_activate(g, 0);
    tu_choose(g, engine_code(OPT_ABILITY, TAC, 0));
    tu_choose(g, engine_code(OPT_ABILITY, TAC, 0));
    assert_int_equal(g->legend[0].vitals.health, 30);
    assert_int_equal(lg->hand_n, hand);
    assert_int_equal(lg->deck_n, deck);
    assert_int_equal(lg->discard_n, discard);
    tu_pass_until(g, 2, RED);
    tu_activate(g, 0);
    assert_true(abil_of(g, 0, TAC) == mend);   /* still beside the legend board */
    assert_true(tu_offered(g, engine_code(OPT_ABILITY, TAC, 0)));
    tu_choose(g, engine_code(OPT_ABILITY, TAC, 0));
    assert_int_equal(g->legend[0].vitals.health, 40);
    assert_int_equal(lg->discard_n, discard);
    rf_game_free(g);
}

/* TIME-1, ACT-12: immediate effects; cooldown 0 gives the token straight back. */
static void test_TIME_1_immediate(void **state)
{
    (void)state;
    spot s[] = { { "Lifeline", RED, 3, 6, .abilities = "test3" }, { "Gibraltar", BLUE, 12, 10, .abilities = "" } };
    rf_game *g = game(s, 2, 7);
    g->legend[0].vitals.health = 20;
    g->legend[0].vitals.shield = 5;
    tu_activate(g, 0);
    tu_choose(g, engine_code(OPT_ABILITY, TAC, 0));
    assert_int_equal(g->legend[0].vitals.health, 30);
    assert_int_equal(g->legend[0].vitals.shield, 15);
    assert_int_equal(tok(g, 0, TAC, 0)->where, RF_TOK_SUPPLY);
    assert_true(tu_offered(g, engine_code(OPT_ABILITY, TAC, 0)));   /* 1 AP left */
    tu_choose(g, engine_code(OPT_ABILITY, ULT, 0));                 /* free Move 3 */
    assert_int_equal(tu_top(g), FR_MOVE);
    assert_int_equal(tok(g, 0, ULT, 0)->at, 4);
    rf_game_free(g);
}

/* CONSUM-8, COOL-5: the Ultimate Accelerant moves the user's cooldown
 * tokens 2 left; one at 2 is back at once. */
static void test_COOL_5_accelerant(void **state)
{
    (void)state;
    spot s[] = { { "Bangalore", RED, 3, 6, .abilities = "test" }, { "Gibraltar", BLUE, 12, 10, .abilities = "test" } };
    rf_game *g = game(s, 2, 8);
    g->abil.tok[0][TAC][0] = (rf_abil_token){ RF_TOK_COOLDOWN, 2, 0 };
    g->abil.tok[0][ULT][0] = (rf_abil_token){ RF_TOK_COOLDOWN, 3, 0 };
    g->abil.tok[1][ULT][0] = (rf_abil_token){ RF_TOK_COOLDOWN, 3, 0 };
    int acc = -1;
    for (int p = 0; p < g->npieces && acc < 0; p++)
        if (g->piece[p].kind == RF_PIECE_LOOT && g->piece[p].where == RF_IN_BAG &&
            g->content->catalog.loot[g->piece[p].def].cooldown_reduce == 2)
            acc = p;
    assert_true(acc >= 0);
    g->piece[acc].where = RF_IN_PACK;
    g->piece[acc].at = 0 * RF_BACKPACK + 0;
    g->legend[0].pack[0] = (int16_t)acc;
    tu_check(g);
    tu_activate(g, 0);
    tu_choose(g, engine_code(OPT_ACTION, ACT_USE_MOVE1, 0));
    tu_choose(g, engine_code(OPT_PART, PART_MAIN, 0));
    tu_choose(g, engine_code(OPT_USE_ITEM, 0, 0));
    assert_int_equal(tok(g, 0, TAC, 0)->where, RF_TOK_SUPPLY);
    assert_int_equal(tok(g, 0, ULT, 0)->at, 1);
    assert_int_equal(tok(g, 1, ULT, 0)->at, 3);    /* only the user's */
    rf_game_free(g);
}

/* DESTROY-7: a destroyed miniature's token below the initiative track goes
 * onto the cooldown track at once. */
static void test_DESTROY_7(void **state)
{
    (void)state;
    spot s[] = { { "Bangalore", RED, 3, 6, .abilities = "test" }, { "Gibraltar", BLUE, 12, 10, .abilities = "" } };
    rf_game *g = game(s, 2, 9);
    tu_activate(g, 0);
    tu_choose(g, engine_code(OPT_ABILITY, TAC, 0));
    tu_choose(g, point_code(3, 6));
    tu_choose(g, engine_code(OPT_ACTION, ACT_DESTROY2_MOVE1, 0));
    tu_choose(g, engine_code(OPT_PART, PART_MAIN, 0));
    tu_choose(g, engine_code(OPT_DESTROY_HOW, RF_WEAPON_SLOTS, 0));
    tu_choose(g, engine_code(OPT_DESTROY_TARGET, 0, 0));
    if (tu_top(g) == FR_DESTROY) tu_choose(g, engine_code(OPT_DONE, 0, 0));
    assert_int_equal(g->overlay.n, 0);
    assert_int_equal(g->abil.nminis, 0);
    assert_int_equal(tok(g, 0, TAC, 0)->where, RF_TOK_COOLDOWN);
    assert_int_equal(tok(g, 0, TAC, 0)->at, 2);
    rf_game_free(g);
}

/* The tokens and miniatures are public: every seat's observation shows them. */
static void test_observe_abilities(void **state)
{
    (void)state;
    spot s[] = { { "Bangalore", RED, 3, 6, .abilities = "test" }, { "Gibraltar", BLUE, 12, 10, .abilities = "" } };
    rf_game *g = game(s, 2, 11);
    tu_activate(g, 0);
    tu_choose(g, engine_code(OPT_ABILITY, TAC, 0));
    tu_choose(g, point_code(4, 7));
    static char buf[65536];
    for (int seat = 0; seat < 2; seat++) {
        rf_observe(g, seat, buf, sizeof buf);
        assert_non_null(strstr(buf, "\"id\":\"t-smoke\",\"tokens\":[{\"where\":\"initiative\","
                                    "\"round\":4,\"squad\":\"red\",\"order\":2},"
                                    "{\"where\":\"supply\"}]"));
        assert_non_null(strstr(buf, "\"ability_miniatures\":[{\"legend\":0,\"type\":\"tactical\","
                                    "\"attached\":-1,\"point\":[4,7,0]}]"));
    }
    rf_game_free(g);
}

/* ACT-21, ACT-6: nothing is offered off the map or without the AP. */
static void test_ABIL_not_offered(void **state)
{
    (void)state;
    spot s[] = { { "Wraith", RED, 3, 6, .abilities = "test2" }, { "Gibraltar", BLUE, 5, 6, .abilities = "" } };
    rf_game *g = game(s, 2, 10);
    tu_activate(g, 0);
    tu_choose(g, engine_code(OPT_ACTION, ACT_MOVE2, 0));
    while (tu_top(g) == FR_MOVE) {
        unsigned codes[RF_MAX_OPTIONS];
        int n = rf_option_codes(g, codes, RF_MAX_OPTIONS);
        tu_choose(g, codes[n - 1]);
    }
    assert_int_equal(g->ap, 1);
    assert_false(tu_offered(g, engine_code(OPT_ABILITY, ULT, 0)));    /* 2 AP needed (ACT-6) */
    tu_refused(g, engine_code(OPT_ABILITY, ULT, 0));
    rf_game_free(g);
}

/* Random games where every legend has test abilities: rf_check after every
 * step. */
static void test_random_play(void **state)
{
    (void)state;
    const char *keys[] = { "test", "test2", "test3" };
    int used = 0;
    for (unsigned seed = 1; seed <= 60; seed++) {
        spot s[4] = { { "Bangalore", RED, 2, 5, .abilities = keys[seed % 3] },
                      { "Wraith", RED, 4, 8, .abilities = keys[(seed + 1) % 3] },
                      { "Gibraltar", BLUE, 10, 5, .abilities = keys[(seed + 2) % 3] },
                      { "Bloodhound", BLUE, 11, 9, .abilities = keys[seed % 3] } };
        rf_game *g = game(s, 4, seed);
        uint64_t r = seed * 0x9e3779b97f4a7c15ull;
        for (int step = 0; step < 3000 && !g->over; step++) {
            unsigned codes[RF_MAX_OPTIONS];
            int n = rf_option_codes(g, codes, RF_MAX_OPTIONS);
            assert_true(n > 0);
            if (n > RF_MAX_OPTIONS) n = RF_MAX_OPTIONS;
            r ^= r << 13, r ^= r >> 7, r ^= r << 17;
            int pick = (int)(r % (uint64_t)n);
            for (int i = 0; i < n; i++)     /* prefer abilities half the time */
                if (engine_code_kind(codes[i]) == OPT_ABILITY && (r >> 40) & 1) pick = i;
            used += engine_code_kind(codes[pick]) == OPT_ABILITY;
            tu_choose(g, codes[pick]);
        }
        rf_game_free(g);
    }
    assert_true(used > 100);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_loaded),
        cmocka_unit_test(test_bad_abilities_refused),
        cmocka_unit_test(test_ability_fields_refused),
        cmocka_unit_test(test_ABIL_3_tokens_and_range),
        cmocka_unit_test(test_TIME_2_duration_and_cooldown),
        cmocka_unit_test(test_TIME_3_delay),
        cmocka_unit_test(test_TURN_2_top_to_bottom),
        cmocka_unit_test(test_ABIL_5_persistent),
        cmocka_unit_test(test_ABIL_8_attach),
        cmocka_unit_test(test_ELIM_5_attached_returns_with_the_legend),
        cmocka_unit_test(test_ACT_13_ability_cards_never_discarded),
        cmocka_unit_test(test_TIME_1_immediate),
        cmocka_unit_test(test_COOL_5_accelerant),
        cmocka_unit_test(test_DESTROY_7),
        cmocka_unit_test(test_ABIL_not_offered),
        cmocka_unit_test(test_observe_abilities),
        cmocka_unit_test(test_random_play),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
