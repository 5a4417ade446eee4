/*
 * test_bloodhound_wraith.c — Bloodhound's and Wraith's abilities and
 * Pathfinder's Zipline Gun as data/abilities.json gives them (docs/legends.md),
 * through the engine's decisions: what is offered, what a choice does, the
 * statuses while an effect runs (src/rules/legends/status.c) and what is
 * refused; rf_check after every step. The cards of both decks are in
 * test_bloodhound_wraith_cards.c.
 *
 * covers: ABIL-4 ABIL-5 ABIL-8 ABIL-9 ABIL-10 ABIL-11 TIME-2 TIME-5 TIME-7
 * covers: COOL-2 DESTROY-7 MOVE-9 SHOOT-4 MELEE-1
 */
#include <stdio.h>
#include <string.h>

#include "testutil.h"
#include "turn_steps.h"
#include "data/loaders.h"
#include "geo/move.h"
#include "rules/cards/abilities_play.h"
#include "rules/engine/engine.h"
#include "rules/engine/legends.h"
#include "rules/legends/status.h"
#include "rules/combat/shot_setup.h"

enum { RED = 0, BLUE = 1, TAC = RF_ABIL_TACTICAL, ULT = RF_ABIL_ULTIMATE };
enum { ATTACH = 64 };           /* OPT_ABIL_PLACE a for "attach to legend a - 64" */

static const rf_content *content(void) { return tu_content(); }

/* Open ground, 14 x 12, a wall along the west edge of column 9, rows 0-2
 * (it blocks sight at ground level), two respawn beacons. */
static const rf_map *yard(void)
{
    static rf_map *m;
    if (!m) {
        static const char text[] =
            "{ \"name\": \"Legend yard\", \"source\": \"test_bloodhound_wraith.c\", "
            "\"size\": [14, 12],\n"
            "  \"components\": [\n"
            "    { \"type\": \"wall\", \"edge\": \"v 9,0\", \"length\": 3 },\n"
            "    { \"type\": \"respawn_beacon\", \"at\": [0, 11] },\n"
            "    { \"type\": \"respawn_beacon\", \"at\": [13, 11] } ] }\n";
        m = tu_map_text(content(), "legend-yard.json", text);
    }
    return m;
}

typedef tu_spot spot;

static rf_game *game_on(const rf_map *m, const spot *s, int n)
{
    return tu_game(content(), m, s, n, 5);
}

static rf_game *game(const spot *s, int n) { return game_on(yard(), s, n); }

static uint32_t cell(int x, int y) { return engine_code(OPT_ABIL_PLACE, 0, y * GEO_MAX_DIM + x); }
static uint32_t move_to(int x, int y) { return engine_code(OPT_MOVE_TO, 0, y * GEO_MAX_DIM + x); }
static uint32_t use(int slot) { return engine_code(OPT_ABILITY, slot, 0); }
static uint32_t action(int act) { return engine_code(OPT_ACTION, act, 0); }
static const uint32_t DONE = (uint32_t)OPT_DONE << 24;

static const rf_abil_token *tok(const rf_game *g, int l, int slot)
{
    return &g->abil.tok[l][slot][0];
}

static int minis_of(const rf_game *g, int l, int slot)
{
    int n = 0;
    for (int i = 0; i < g->abil.nminis; i++)
        n += g->abil.mini[i].legend == l && g->abil.mini[i].slot == slot;
    return n;
}

/* The Hit Threshold of a Shoot by s at t with s's first weapon. */
static int ht(const rf_game *g, int s, int t)
{
    assert_true(g->legend[s].weapon[0] >= 0);
    rf_weapon_stats w = legend_weapon(g, s, 0);
    return shot_threshold(g, s, t, &w, 0).ht;
}

static void loaded(rf_game *g)
{
    for (int l = 0; l < g->nlegends; l++)
        for (int w = 0; w < RF_WEAPON_SLOTS; w++) g->legend[l].ammo[w] = 5;
    tu_check(g);
}

/* ---- Bloodhound: Eye of the Allfather (ABIL-11) ---- */

/* covers: ABIL-11 ABIL-8 ABIL-9
 * "ATTACH a Raven to up to 3 enemies in range 1-3": one enemy at a time,
 * each once, never an ally or one at range 5; after the first the legend
 * may stop; the third ends the placing. A free action. */
static void test_ABIL_11_ravens_up_to_three(void **state)
{
    (void)state;
    spot s[] = { { "Bloodhound", RED, 3, 6, .abilities = "bloodhound" }, { "Wraith", BLUE, 4, 6, .abilities = "" },
                 { "Gibraltar", BLUE, 6, 6, .abilities = "" }, { "Lifeline", BLUE, 3, 9, .abilities = "" },
                 { "Loba", BLUE, 8, 6, .abilities = "" }, { "Bangalore", RED, 2, 6, .abilities = "" } };
    rf_game *g = game(s, 6);
    tu_activate(g, 0);
    tu_choose(g, use(TAC));
    assert_int_equal(tu_top(g), FR_ABILITY);
    assert_true(tu_offered(g, engine_code(OPT_ABIL_PLACE, ATTACH + 1, 0)));    /* range 1 */
    assert_true(tu_offered(g, engine_code(OPT_ABIL_PLACE, ATTACH + 2, 0)));    /* range 3 */
    assert_true(tu_offered(g, engine_code(OPT_ABIL_PLACE, ATTACH + 3, 0)));
    assert_false(tu_offered(g, engine_code(OPT_ABIL_PLACE, ATTACH + 4, 0)));   /* range 5 */
    assert_false(tu_offered(g, engine_code(OPT_ABIL_PLACE, ATTACH + 5, 0)));   /* an ally */
    assert_false(tu_offered(g, DONE));                                      /* at least one */
    tu_refused(g, engine_code(OPT_ABIL_PLACE, ATTACH + 4, 0));
    assert_int_equal(tok(g, 0, TAC)->where, RF_TOK_USING);              /* ABIL-3 */
    tu_choose(g, engine_code(OPT_ABIL_PLACE, ATTACH + 1, 0));
    assert_int_equal(tu_top(g), FR_ABILITY);                          /* up to 3 */
    assert_false(tu_offered(g, engine_code(OPT_ABIL_PLACE, ATTACH + 1, 0)));   /* one each */
    assert_true(tu_offered(g, DONE));
    tu_choose(g, engine_code(OPT_ABIL_PLACE, ATTACH + 2, 0));
    tu_choose(g, engine_code(OPT_ABIL_PLACE, ATTACH + 3, 0));
    assert_int_equal(tu_top(g), FR_ACTIVATION);                       /* the third: done */
    assert_int_equal(g->ap, 2);                                          /* free action */
    assert_int_equal(minis_of(g, 0, TAC), 3);
    for (int i = 0; i < 3; i++) assert_int_equal(g->abil.mini[i].attached, i + 1);
    assert_int_equal(tok(g, 0, TAC)->where, RF_TOK_TRACK);              /* DURATION 1 */
    assert_int_equal(tok(g, 0, TAC)->at, (1 + 1) * 2 + RED);
    assert_false(tu_offered(g, use(TAC)));                                  /* its one token */
    rf_game_free(g);
}

/* covers: ABIL-11 ABIL-8 ABIL-10 TIME-2 TIME-5 COOL-2
 * One Raven (no other enemy in range); no line of sight needed (behind the wall). While
 * it runs a Shoot of Bloodhound's squad at the carrier has HT -10, wherever
 * the carrier goes (attached); other Shoots are untouched. At the start of
 * red's next turn it ends: the Raven leaves, the token goes to cooldown 2. */
static void test_ABIL_8_raven_shot_ht(void **state)
{
    (void)state;
    spot s[] = { { "Bloodhound", RED, 7, 1, .abilities = "bloodhound" }, { "Bangalore", RED, 7, 4, .abilities = "" },
                 { "Wraith", BLUE, 10, 1, .abilities = "" }, { "Gibraltar", BLUE, 10, 6, .abilities = "" } };
    rf_game *g = game(s, 4);
    assert_false(legend_sees(g, 0, 2));
    int mate = ht(g, 1, 2), own = ht(g, 0, 2), other = ht(g, 1, 3), foe = ht(g, 2, 0);
    tu_activate(g, 0);
    tu_choose(g, use(TAC));
    tu_choose(g, engine_code(OPT_ABIL_PLACE, ATTACH + 2, 0));
    assert_int_equal(tu_top(g), FR_ACTIVATION);         /* no other enemy in range: done */
    assert_int_equal(minis_of(g, 0, TAC), 1);
    assert_int_equal(tok(g, 0, TAC)->where, RF_TOK_TRACK);
    assert_int_equal(ht(g, 1, 2), mate - 10);                            /* the squad */
    assert_int_equal(ht(g, 0, 2), own - 10);
    assert_int_equal(ht(g, 1, 3), other);                                /* no Raven */
    assert_int_equal(ht(g, 2, 0), foe);                                  /* not their Raven */
    g->legend[2].pos = geo_cell_make(8, 9);                              /* it goes along */
    tu_check(g);
    assert_int_equal(g->abil.mini[0].attached, 2);
    assert_int_equal(status_shot_ht(g, 1, 2), -10);
    tu_pass_until(g, 1, BLUE);
    assert_int_equal(status_shot_ht(g, 1, 2), -10);                  /* through blue's turn */
    tu_pass_until(g, 2, RED);
    assert_int_equal(status_shot_ht(g, 1, 2), 0);                    /* ended */
    assert_int_equal(minis_of(g, 0, TAC), 0);
    assert_int_equal(tok(g, 0, TAC)->where, RF_TOK_COOLDOWN);
    assert_int_equal(tok(g, 0, TAC)->at, 2);
    rf_game_free(g);
}

/* ---- Bloodhound: Beast of the Hunt ---- */

/* covers: ABIL-8 TIME-2 TIME-5
 * 1 AP, no decision: the Beast is attached to Bloodhound; for 3 rounds his
 * Move actions have 1 MP more and his Shoots HT -10; then it ends. */
static void test_ABIL_8_beast_of_the_hunt(void **state)
{
    (void)state;
    spot s[] = { { "Bloodhound", RED, 3, 6, .abilities = "bloodhound" }, { "Gibraltar", BLUE, 10, 6, .abilities = "" } };
    rf_game *g = game(s, 2);
    int base = ht(g, 0, 1), theirs = ht(g, 1, 0);
    tu_activate(g, 0);
    tu_choose(g, use(ULT));
    assert_int_equal(tu_top(g), FR_ACTIVATION);                       /* no decision */
    assert_int_equal(g->ap, 1);
    assert_int_equal(minis_of(g, 0, ULT), 1);
    assert_int_equal(g->abil.mini[0].attached, 0);                      /* on himself */
    assert_int_equal(tok(g, 0, ULT)->at, (1 + 3) * 2 + RED);            /* DURATION 3 */
    assert_int_equal(ht(g, 0, 1), base - 10);
    assert_int_equal(ht(g, 1, 0), theirs);
    tu_choose(g, action(ACT_MOVE2));
    assert_true(tu_offered(g, move_to(6, 6)));                             /* 2 + 1 MP */
    assert_false(tu_offered(g, move_to(7, 6)));
    tu_choose(g, move_to(6, 6));
    assert_int_equal(g->legend[0].pos.x, 6);
    assert_false(tu_offered(g, use(ULT)));                                  /* 0 AP, no token */
    tu_pass_until(g, 3, BLUE);
    assert_int_equal(status_move_bonus(g, 0), 1);                     /* still running */
    tu_pass_until(g, 4, RED);                                               /* R-TIME-2 */
    assert_int_equal(status_move_bonus(g, 0), 0);
    assert_int_equal(minis_of(g, 0, ULT), 0);
    assert_int_equal(tok(g, 0, ULT)->at, 4);                            /* COOLDOWN 4 */
    tu_activate(g, 0);
    tu_choose(g, action(ACT_MOVE2));
    assert_false(tu_offered(g, move_to(9, 6)));                            /* Move 2 again */
    rf_game_free(g);
}

/* ---- Wraith: Into the Void ---- */

/* covers: MOVE-9 SHOOT-4 MELEE-1 TIME-2
 * A free Move 3 (through a legend's space, as every Move); for 1 round
 * Wraith cannot be targeted by a Shoot, a melee attack or an ability
 * card, and cannot Shoot or melee herself. */
static void test_into_the_void(void **state)
{
    (void)state;
    spot s[] = { { "Wraith", RED, 3, 6, .abilities = "wraith" }, { "Gibraltar", BLUE, 4, 6, .abilities = "" },
                 { "Bloodhound", BLUE, 3, 9, .abilities = "bloodhound" } };
    rf_game *g = game(s, 3);
    loaded(g);
    tu_activate(g, 0);
    tu_choose(g, use(TAC));
    assert_int_equal(tu_top(g), FR_MOVE);
    assert_int_equal(g->ap, 2);
    assert_true(tu_offered(g, move_to(6, 6)));                             /* Move 3 */
    assert_false(tu_offered(g, move_to(7, 6)));
    assert_false(tu_offered(g, move_to(4, 6)));                            /* occupied (MOVE-9) */
    tu_choose(g, move_to(5, 6));                                            /* through 4,6 */
    assert_true(status_untargetable(g, 0));
    assert_true(legend_sees(g, 0, 1));
    assert_false(tu_offered(g, action(ACT_SHOOT)));                         /* cannot Shoot */
    tu_choose(g, action(ACT_MELEE_MOVE1));
    tu_choose(g, engine_code(OPT_PART, PART_MAIN, 0));
    assert_int_equal(tu_top(g), FR_COMBINED);                         /* no melee target */
    tu_choose(g, engine_code(OPT_PART, PART_DONE, 0));
    tu_choose(g, action(ACT_END));
    tu_pass_until(g, 1, BLUE);
    tu_activate(g, 1);                                                      /* Gibraltar, adjacent */
    assert_false(legend_shoot_target(g, 1, 0));                       /* SHOOT-4 */
    assert_false(tu_offered(g, action(ACT_SHOOT)));
    tu_choose(g, action(ACT_MELEE_MOVE1));
    tu_choose(g, engine_code(OPT_PART, PART_MAIN, 0));
    assert_int_equal(tu_top(g), FR_COMBINED);                         /* MELEE-1: none */
    tu_choose(g, engine_code(OPT_PART, PART_DONE, 0));
    tu_choose(g, action(ACT_END));
    tu_activate(g, 2);                                                      /* Bloodhound: 3 away */
    assert_false(tu_offered(g, use(TAC)));                                  /* no Raven on her */
    tu_choose(g, action(ACT_END));
    tu_pass_until(g, 2, RED);
    assert_false(status_untargetable(g, 0));                          /* ended */
    assert_true(legend_shoot_target(g, 1, 0));
    assert_int_equal(tok(g, 0, TAC)->where, RF_TOK_COOLDOWN);
    assert_int_equal(tok(g, 0, TAC)->at, 3);
    rf_game_free(g);
}

/* ---- Wraith: Dimensional Rift ---- */

/* Wraith at 3,6 opens a rift to x,y (a Move 4 between the Portals). */
static void open_rift(rf_game *g, int x, int y)
{
    tu_activate(g, 0);
    tu_choose(g, use(ULT));
    assert_true(tu_offered(g, cell(3, 6)));                                /* her space only */
    assert_false(tu_offered(g, cell(4, 6)));
    tu_choose(g, cell(3, 6));
    assert_int_equal(tu_top(g), FR_MOVE);                             /* Move 4 */
    assert_false(tu_offered(g, move_to(8, 6)));
    tu_choose(g, move_to(x, y));
    assert_int_equal(tu_top(g), FR_ABILITY);
    assert_true(tu_offered(g, cell(x, y)));                                /* where she ended */
    assert_false(tu_offered(g, cell(3, 6)));
    assert_false(tu_offered(g, DONE));                                      /* both Portals */
    tu_choose(g, cell(x, y));
}

/* covers: TIME-2 TIME-5 ABIL-11
 * The two Portals are linked for 2 rounds: an enemy's Move 2 rides from one
 * to the other for 1 MP; when the rift ends both leave the map. */
static void test_dimensional_rift(void **state)
{
    (void)state;
    spot s[] = { { "Wraith", RED, 3, 6, .abilities = "wraith" }, { "Gibraltar", BLUE, 2, 6, .abilities = "" } };
    rf_game *g = game(s, 2);
    open_rift(g, 7, 6);
    assert_int_equal(g->ap, 1);
    assert_int_equal(g->overlay.n, 2);
    assert_int_equal(g->overlay.o[0].link, 1);
    assert_int_equal(g->overlay.o[1].link, 0);
    assert_int_equal(tok(g, 0, ULT)->at, (1 + 2) * 2 + RED);
    tu_choose(g, action(ACT_MOVE2));
    tu_choose(g, move_to(7, 8));                                            /* off the Portal */
    tu_pass_until(g, 1, BLUE);
    tu_activate(g, 1);
    tu_choose(g, action(ACT_MOVE2));
    assert_true(tu_offered(g, move_to(7, 6)));                             /* 1 in, 1 to ride */
    tu_choose(g, move_to(7, 6));
    assert_int_equal(g->legend[1].pos.x, 7);
    tu_pass_until(g, 2, BLUE);
    assert_int_equal(g->overlay.n, 2);
    tu_pass_until(g, 3, RED);                                               /* R-TIME-2 */
    assert_int_equal(g->overlay.n, 0);                                  /* TIME-5 */
    assert_int_equal(minis_of(g, 0, ULT), 0);
    assert_int_equal(tok(g, 0, ULT)->where, RF_TOK_COOLDOWN);
    assert_int_equal(tok(g, 0, ULT)->at, 4);
    rf_game_free(g);
}

/* Gibraltar destroys with a melee attack (DESTROY-4) the Portals at a, b. */
static void destroy(rf_game *g, int n, const geo_cell *at)
{
    tu_choose(g, action(ACT_DESTROY2_MOVE1));
    tu_choose(g, engine_code(OPT_PART, PART_MAIN, 0));
    tu_choose(g, engine_code(OPT_DESTROY_HOW, RF_WEAPON_SLOTS, 0));
    for (int k = 0; k < n; k++)
        for (int i = 0; i < g->overlay.n; i++)
            if (geo_cell_eq(g->overlay.o[i].at.u.cell, at[k])) {
                tu_choose(g, engine_code(OPT_DESTROY_TARGET, i, 0));
                break;
            }
    if (tu_top(g) == FR_DESTROY) tu_choose(g, DONE);
}

/* covers: DESTROY-7
 * A Portal is DESTRUCTIBLE: destroying one ends the rift at once (both
 * leave, no link) and the token goes onto the cooldown track; destroying
 * both with one "Destroy 2" does too. */
static void test_DESTROY_7_portal(void **state)
{
    (void)state;
    for (int both = 0; both < 2; both++) {
        spot s[] = { { "Wraith", RED, 3, 6, .abilities = "wraith" }, { "Gibraltar", BLUE, 4, 7, .abilities = "" } };
        rf_game *g = game(s, 2);
        open_rift(g, 5, 6);
        tu_choose(g, action(ACT_END));
        tu_pass_until(g, 1, BLUE);
        tu_activate(g, 1);
        geo_cell at[2] = { geo_cell_make(5, 6), geo_cell_make(3, 6) };
        destroy(g, both + 1, at);
        assert_int_equal(g->overlay.n, 0);
        assert_int_equal(minis_of(g, 0, ULT), 0);
        assert_int_equal(tok(g, 0, ULT)->where, RF_TOK_COOLDOWN);       /* DESTROY-7 */
        assert_int_equal(tok(g, 0, ULT)->at, 4);
        rf_game_free(g);
    }
}

/* ---- Pathfinder: Zipline Gun ---- */

/* covers: ABIL-9 ABIL-10 ABIL-11 TIME-7 ABIL-5
 * The first point on a free space in range 0-1 (his own is occupied), the
 * second in range 2-6 of the first and in its line of sight; persistent, a
 * zipline for every legend; used again, the old pair comes back first. */
static void test_TIME_7_zipline_gun(void **state)
{
    (void)state;
    spot s[] = { { "Pathfinder", RED, 7, 1, .abilities = "pathfinder" }, { "Gibraltar", BLUE, 12, 9, .abilities = "" } };
    rf_game *g = game(s, 2);
    tu_activate(g, 0);
    tu_choose(g, use(ULT));
    assert_int_equal(g->ap, 1);
    assert_false(tu_offered(g, cell(7, 1)));                               /* occupied */
    assert_true(tu_offered(g, cell(8, 1)));
    assert_false(tu_offered(g, cell(9, 1)));                               /* range 2 */
    assert_false(tu_offered(g, DONE));
    tu_choose(g, cell(8, 1));
    assert_false(tu_offered(g, cell(9, 1)));                               /* range 1 of it */
    assert_false(tu_offered(g, cell(10, 1)));                              /* behind the wall */
    assert_true(tu_offered(g, cell(8, 3)));                                /* range 2 */
    assert_true(tu_offered(g, cell(8, 7)));                                /* range 6 */
    assert_false(tu_offered(g, cell(8, 8)));                               /* range 7 */
    assert_false(tu_offered(g, DONE));
    tu_refused(g, cell(10, 1));
    tu_choose(g, cell(8, 7));
    assert_int_equal(tu_top(g), FR_ACTIVATION);
    assert_int_equal(tok(g, 0, ULT)->where, RF_TOK_COOLDOWN);          /* resolved at once */
    assert_int_equal(tok(g, 0, ULT)->at, 3);
    assert_int_equal(minis_of(g, 0, ULT), 2);
    for (int i = 0; i < 2; i++) assert_int_equal(g->abil.mini[i].token, -1);   /* TIME-7 */
    assert_int_equal(g->overlay.o[0].link, 1);
    assert_int_equal(geo_move_cost(g->map->board, &g->overlay, geo_cell_make(8, 2),
                                   geo_cell_make(8, 7), NULL), 2);      /* 1 in, 1 to ride */
    tu_pass_until(g, 4, RED);
    assert_int_equal(g->overlay.n, 2);                                  /* still there */
    assert_int_equal(tok(g, 0, ULT)->where, RF_TOK_SUPPLY);
    tu_activate(g, 0);
    tu_choose(g, use(ULT));
    assert_int_equal(g->overlay.n, 0);                                  /* taken back */
    tu_choose(g, cell(6, 1));
    tu_choose(g, cell(6, 4));
    assert_int_equal(g->overlay.n, 2);
    assert_int_equal(minis_of(g, 0, ULT), 2);
    assert_int_equal(g->overlay.o[1].link, 0);
    rf_game_free(g);
}

/* covers: ABIL-4
 * No second place for the chain: the Zipline Gun is not offered at all. */
static void test_ABIL_4_zipline_needs_both(void **state)
{
    (void)state;
    static rf_map *m;
    if (!m) {
        static const char text[] =
            "{ \"name\": \"Ledge\", \"source\": \"test_bloodhound_wraith.c\", \"size\": [4, 1],\n"
            "  \"components\": [ { \"type\": \"respawn_beacon\", \"at\": [3, 0] } ] }\n";
        m = tu_map_text(content(), "ledge.json", text);
    }
    spot s[] = { { "Pathfinder", RED, 0, 0, .abilities = "pathfinder" }, { "Gibraltar", BLUE, 2, 0, .abilities = "" } };
    rf_game *g = game_on(m, s, 2);
    tu_activate(g, 0);
    assert_false(tu_offered(g, use(ULT)));
    tu_refused(g, use(ULT));
    rf_game_free(g);
}

/* covers: ABIL-11 ABIL-8
 * The loader refuses what cannot work, naming file, line and field. */
static void test_ABIL_11_loader_refuses(void **state)
{
    (void)state;
    static const struct { const char *file, *field, *words; } cases[] = {
        { "targets-over-minis.json", "abilities[0].targets", "up to 3 targets" },
        { "minis-below-tokens.json", "abilities[0].minis", "out of range" },
        { "chain-one-target.json", "abilities[0].chain", "2 or more targets" },
        { "self-with-range.json", "abilities[0].range", "ABIL-8" },
        { "targets-without-placement.json", "abilities[0].targets", "places nothing" },
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char path[512];
        snprintf(path, sizeof path, "%s/data/bad-abilities/%s", RF_TEST_DIR, cases[i].file);
        rf_error err = tu_abilities_refused(path);
        if (err.line != 4 || strcmp(err.field, cases[i].field) != 0 ||
            !strstr(err.message, cases[i].words) || !strstr(err.file, cases[i].file)) {
            char text[800];
            rf_error_format(&err, text, sizeof text);
            fail_msg("%s: got %s", cases[i].file, text);
        }
    }
}

/* Random games with these legends: rf_check after every step, and every
 * one of their abilities used. */
static void test_random_play(void **state)
{
    (void)state;
    int used[3][2] = { { 0 } };
    for (unsigned seed = 1; seed <= 40; seed++) {
        spot s[4] = { { "Bloodhound", RED, 2, 5, .abilities = "bloodhound" }, { "Wraith", RED, 4, 8, .abilities = "wraith" },
                      { "Pathfinder", BLUE, 10, 5, .abilities = "pathfinder" },
                      { "Gibraltar", BLUE, 11, 9, .abilities = seed % 2 ? "wraith" : "bloodhound" } };
        rf_game *g = game(s, 4);
        uint64_t r = seed * 0x9e3779b97f4a7c15ull;
        for (int step = 0; step < 2500 && !g->over; step++) {
            unsigned codes[RF_MAX_OPTIONS];
            int n = rf_option_codes(g, codes, RF_MAX_OPTIONS);
            assert_true(n > 0);
            if (n > RF_MAX_OPTIONS) n = RF_MAX_OPTIONS;
            r ^= r << 13, r ^= r >> 7, r ^= r << 17;
            int pick = (int)(r % (uint64_t)n);
            for (int i = 0; i < n; i++)           /* prefer abilities half the time */
                if (engine_code_kind(codes[i]) == OPT_ABILITY && (r >> 40) & 1) pick = i;
            if (engine_code_kind(codes[pick]) == OPT_ABILITY && g->active >= 0 && g->active < 3)
                used[g->active][engine_code_a(codes[pick])]++;
            tu_choose(g, codes[pick]);
        }
        rf_game_free(g);
    }
    for (int l = 0; l < 3; l++)
        for (int s = l == 2 ? ULT : TAC; s < 2; s++)      /* Pathfinder: the Zipline Gun */
            if (used[l][s] < 5) fail_msg("legend %d ability %d used %d times", l, s, used[l][s]);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_ABIL_11_ravens_up_to_three),
        cmocka_unit_test(test_ABIL_8_raven_shot_ht),
        cmocka_unit_test(test_ABIL_8_beast_of_the_hunt),
        cmocka_unit_test(test_into_the_void),
        cmocka_unit_test(test_dimensional_rift),
        cmocka_unit_test(test_DESTROY_7_portal),
        cmocka_unit_test(test_TIME_7_zipline_gun),
        cmocka_unit_test(test_ABIL_4_zipline_needs_both),
        cmocka_unit_test(test_ABIL_11_loader_refuses),
        cmocka_unit_test(test_random_play),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
