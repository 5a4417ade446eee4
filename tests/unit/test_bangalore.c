/*
 * test_bangalore.c — Bangalore's ability cards and action deck as
 * docs/legends.md gives them, in games set up with her own deck and
 * abilities ("*", data/legends.json): Smoke Launcher (EX-ABIL-1, ZONE-9,
 * EX-TIME-1, EX-COOL-1), Rolling Thunder (ABIL-11, EX-AOE-1: a FLYING 5×4
 * area of ordnance damage stretching away from her, a Delay) and her 8
 * action cards. Helpers and the yard: legend_play.h.
 *
 * covers: EX-ABIL-1 ABIL-9 ABIL-3 ZONE-9 ZONE-5 EX-TIME-1 EX-COOL-1
 * covers: ABIL-11 EX-AOE-1 AOE-2 AOE-4 TIME-3 COOL-2
 */
#define _POSIX_C_SOURCE 200809L   /* mkstemp, fdopen */
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "legend_play.h"
#include "geo/los.h"

enum { RED = LP_RED, BLUE = LP_BLUE, TAC = LP_TAC, ULT = LP_ULT };

static const rf_ability_def *ability(const rf_game *g, int l, int slot)
{
    const rf_ability_def *a = abil_of(g, l, slot);
    assert_non_null(a);
    return a;
}

/* ---- Smoke Launcher ---- */

/* EX-ABIL-1, ABIL-9, ABIL-3: a free action placing a Smoke on a free
 * intersection in range 0-5, no line of sight needed (behind the wall);
 * two tokens, two Smokes, no third. */
static void test_EX_ABIL_1_smoke_launcher(void **state)
{
    (void)state;
    lp_spot s[] = { { "Bangalore", RED, 7, 1, true }, { "Gibraltar", BLUE, 12, 10, false } };
    rf_game *g = lp_game(s, 2, 1);
    const rf_ability_def *a = ability(g, 0, TAC);
    assert_string_equal(a->id, "bn-smoke-launcher");
    assert_int_equal(a->tokens, 2);
    assert_int_equal(a->kind, geo_kinds_find(&g->content->kinds, "smoke"));
    tu_activate(g, 0);
    uint32_t smoke = engine_code(OPT_ABILITY, TAC, 0);
    tu_choose(g, smoke);
    assert_int_equal(g->ap, 2);                              /* a free action */
    assert_true(tu_offered(g, lp_point(13, 1, 0)));          /* 5 away, behind the wall */
    assert_false(geo_los(g->map->board, &g->overlay, geo_place_cell(g->legend[0].pos),
                         geo_place_point((geo_point){ 13, 1, 0 }), NULL));
    assert_true(tu_offered(g, lp_point(7, 1, 0)));           /* range 0 */
    tu_refused(g, lp_point(14, 1, 0));                       /* 6 away (ABIL-9) */
    tu_choose(g, lp_point(13, 1, 0));
    tu_choose(g, smoke);
    assert_false(tu_offered(g, lp_point(13, 1, 0)));         /* no longer free (ABIL-7) */
    tu_choose(g, lp_point(7, 1, 0));
    assert_int_equal(g->overlay.n, 2);
    assert_int_equal(g->ap, 2);
    tu_refused(g, smoke);                                    /* ABIL-3: no token left */
    rf_game_free(g);
}

/* EX-TIME-1, EX-COOL-1: the Smoke lasts 3 rounds; when the marker reaches
 * its token it leaves the map and the token goes to position 2; after the
 * 1st transition it is at 1, after the 2nd back with Bangalore. */
static void test_EX_TIME_1_EX_COOL_1_smoke_duration(void **state)
{
    (void)state;
    lp_spot s[] = { { "Bangalore", RED, 3, 6, true }, { "Gibraltar", BLUE, 12, 10, false } };
    rf_game *g = lp_game(s, 2, 2);
    tu_activate(g, 0);
    tu_choose(g, engine_code(OPT_ABILITY, TAC, 0));
    tu_choose(g, lp_point(4, 7, 0));
    tu_pass_until(g, 3, BLUE);
    assert_int_equal(g->overlay.n, 1);                       /* still there in round 3 */
    tu_pass_until(g, 4, RED);
    assert_int_equal(g->overlay.n, 0);
    assert_int_equal(g->abil.tok[0][TAC][0].where, RF_TOK_COOLDOWN);
    assert_int_equal(g->abil.tok[0][TAC][0].at, 2);
    tu_pass_until(g, 5, RED);
    assert_int_equal(g->abil.tok[0][TAC][0].at, 1);
    tu_pass_until(g, 6, RED);
    assert_int_equal(g->abil.tok[0][TAC][0].where, RF_TOK_SUPPLY);
    rf_game_free(g);
}

/* ZONE-9, ZONE-5: a Shoot through one Smoke gets HT +10, through two +20. */
static void test_ZONE_9_smoke_hit_threshold(void **state)
{
    (void)state;
    lp_spot s[] = { { "Bangalore", RED, 2, 5, true }, { "Gibraltar", BLUE, 6, 5, false } };
    rf_game *g = lp_game(s, 2, 3);
    lp_in_range(g, 0, 1);
    lp_hand(g, 0, NULL);
    tu_activate(g, 0);
    rf_game *plain = rf_game_clone(g), *two = NULL;
    tu_choose(g, engine_code(OPT_ABILITY, TAC, 0));
    tu_choose(g, lp_point(3, 6, 0));                         /* her space is in it */
    two = rf_game_clone(g);
    tu_choose(two, engine_code(OPT_ABILITY, TAC, 0));
    tu_choose(two, lp_point(4, 5, 0));
    rf_game *games[3] = { plain, g, two };
    for (int i = 0; i < 3; i++) {
        lp_shoot(games[i], 1);
        lp_decline_all(games[i]);
    }
    assert_int_equal(g->last.ht, plain->last.ht + 10);
    assert_int_equal(two->last.ht, plain->last.ht + 20);
    rf_game_free(two);
    rf_game_free(plain);
    rf_game_free(g);
}

/* ---- Rolling Thunder ---- */

/* ABIL-11, EX-AOE-1, AOE-4, TIME-3, COOL-2: a free action, a space in
 * range 2-5; a round later its FLYING 5×4 area, stretching south (away from
 * her), deals 15 to every legend in it, friend or foe, on a building too;
 * then the token goes to position 3. */
static void test_EX_AOE_1_rolling_thunder(void **state)
{
    (void)state;
    lp_spot s[] = { { "Bangalore", RED, 4, 4, true }, { "Wraith", RED, 3, 9, false },
                    { "Gibraltar", BLUE, 6, 10, false }, { "Bloodhound", BLUE, 7, 8, false },
                    { "Lifeline", BLUE, 4, 6, false } };
    rf_game *g = lp_game(s, 5, 4);
    const rf_ability_def *a = ability(g, 0, ULT);
    assert_string_equal(a->id, "bn-rolling-thunder");
    assert_int_equal(geo_floor(g->map->board, g->legend[1].pos), 1);   /* on the building */
    tu_activate(g, 0);
    tu_choose(g, engine_code(OPT_ABILITY, ULT, 0));
    assert_int_equal(g->ap, 2);                              /* a free action */
    tu_refused(g, lp_cell(4, 5));                            /* range 1 */
    tu_refused(g, lp_cell(4, 10));                           /* range 6 */
    assert_true(tu_offered(g, lp_cell(4, 6)));               /* range 2, a legend on it */
    tu_choose(g, lp_cell(4, 7));                             /* 3 south: x 2-6, y 7-10 */
    assert_int_equal(g->abil.tok[0][ULT][0].where, RF_TOK_TRACK);
    tu_pass_until(g, 1, BLUE);
    for (int l = 0; l < 5; l++) assert_int_equal(lp_lost(g, l), 0);   /* a Delay */
    tu_pass_until(g, 2, RED);
    assert_int_equal(lp_lost(g, 1), 15);                     /* a squadmate, on level 1 */
    assert_int_equal(lp_lost(g, 2), 15);                     /* the area's corner */
    assert_int_equal(lp_lost(g, 3), 0);                      /* a column beyond */
    assert_int_equal(lp_lost(g, 4), 0);                      /* between her and the marker */
    assert_int_equal(lp_lost(g, 0), 0);
    assert_int_equal(g->abil.nminis, 0);
    assert_int_equal(g->abil.tok[0][ULT][0].where, RF_TOK_COOLDOWN);
    assert_int_equal(g->abil.tok[0][ULT][0].at, 3);
    rf_game_free(g);
}

/* The log names each legend Rolling Thunder hits, with its damage. */
static void test_LOG_rolling_thunder_damage_per_legend(void **state)
{
    (void)state;
    lp_spot s[] = { { "Bangalore", RED, 4, 4, true }, { "Wraith", RED, 3, 9, false },
                    { "Gibraltar", BLUE, 6, 10, false }, { "Bloodhound", BLUE, 7, 8, false },
                    { "Lifeline", BLUE, 4, 6, false } };
    rf_game *g = lp_game(s, 5, 4);
    tu_activate(g, 0);
    tu_choose(g, engine_code(OPT_ABILITY, ULT, 0));
    tu_choose(g, lp_cell(4, 7));
    tu_pass_until(g, 1, BLUE);
    tu_log_start(g);
    tu_pass_until(g, 2, RED);
    tu_log_expect("Wraith takes 15 damage from Rolling Thunder (15 to shield, 0 to health)\n");
    tu_log_expect("Gibraltar takes 15 damage from Rolling Thunder (15 to shield, 0 to health)\n");
    assert_null(strstr(tu_log_text(), "Bloodhound takes"));
    rf_game_free(g);
}

/* AOE-4, EX-AOE-1: placed east of her, the area turns to stretch east
 * (x 8-11, y -1..3; as drawn it would cover x 6-10, y 1-4) and reaches
 * behind the wall. */
static void test_AOE_4_rolling_thunder_faces_away(void **state)
{
    (void)state;
    lp_spot s[] = { { "Bangalore", RED, 5, 1, true }, { "Gibraltar", BLUE, 10, 1, false },
                    { "Bloodhound", BLUE, 11, 3, false }, { "Wraith", BLUE, 7, 3, false },
                    { "Lifeline", BLUE, 12, 1, false } };
    rf_game *g = lp_game(s, 5, 5);
    tu_activate(g, 0);
    tu_choose(g, engine_code(OPT_ABILITY, ULT, 0));
    tu_choose(g, lp_cell(8, 1));
    assert_int_equal(g->abil.mini[0].facing, 3);             /* east */
    tu_pass_until(g, 2, RED);
    assert_int_equal(lp_lost(g, 1), 15);                     /* behind the wall */
    assert_int_equal(lp_lost(g, 2), 15);
    assert_int_equal(lp_lost(g, 3), 0);                      /* as drawn (south) it is hit */
    assert_int_equal(lp_lost(g, 4), 0);                      /* 4 columns only */
    rf_game_free(g);
}

/* AOE-2: an area effect names a known template and places on a space; no
 * other effect has a template. Each bad file is refused whole with its
 * line and field (abilities_load.c). */
static void test_AOE_2_template_validated(void **state)
{
    (void)state;
    static const char head[] =
        "{ \"abilities\": [\n"
        "  { \"id\": \"x-area\", \"name\": \"X\", \"legend\": \"x\", \"type\": \"ultimate\",\n"
        "    \"cost\": 1, \"tokens\": 1, \"cooldown\": 1, \"timing\": \"delay\", \"rounds\": 1,\n";
    static const struct { const char *tail, *field, *words; } cases[] = {
        { "    \"place\": \"space\", \"range\": [0, 3], \"effect\": \"ordnance_area\",\n"
          "    \"args\": {\"flying\": 1, \"facing\": 0}, \"text\": \"t\", \"source\": \"designed\" } ] }\n",
          "abilities[0].template", "" },
        { "    \"place\": \"space\", \"range\": [0, 3], \"effect\": \"ordnance_area\",\n"
          "    \"args\": {\"flying\": 1, \"facing\": 0}, \"template\": \"napalm\", \"text\": \"t\", \"source\": \"designed\" } ] }\n",
          "abilities[0].template", "unknown template 'napalm'" },
        { "    \"place\": \"intersection\", \"range\": [0, 3], \"effect\": \"ordnance_area\",\n"
          "    \"args\": {\"flying\": 1, \"facing\": 0}, \"template\": \"frag\", \"text\": \"t\", \"source\": \"designed\" } ] }\n",
          "abilities[0].template", "AOE-2" },
        { "    \"place\": \"space\", \"range\": [0, 3], \"effect\": \"damage\",\n"
          "    \"args\": {\"damage\": 5, \"radius\": 1}, \"template\": \"frag\", \"text\": \"t\", \"source\": \"designed\" } ] }\n",
          "abilities[0].template", "template" },
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char path[] = "/tmp/ringfall-test-area-XXXXXX";
        int fd = mkstemp(path);
        assert_true(fd >= 0);
        FILE *f = fdopen(fd, "w");
        fputs(head, f);
        fputs(cases[i].tail, f);
        fclose(f);
        rf_error err = tu_abilities_refused(path);
        if (err.line < 2 || strcmp(err.field, cases[i].field) != 0 ||
            !strstr(err.message, cases[i].words))
            fail_msg("case %zu: %s: %s (line %d)", i, err.field, err.message, err.line);
        unlink(path);
    }
}

/* ---- the deck (docs/legends.md) ---- */

static const lp_card_spec deck[8] = {
    { "bn-double-time", "move", RF_CARD_FREE, 0, 0, 0, { 3 } },
    { "bn-covering-smoke", "shot_defence", RF_CARD_REACTION, 0, RF_BEFORE_FIRING, 1, { 10, 0 } },
    { "bn-suppressive-fire", "shot_mods", RF_CARD_ENHANCE, 0, 0, 0, { 0, 0, 0, 1 } },
    { "bn-flank", "move", RF_CARD_SPECIAL, 1, 0, 0, { 3 } },
    { "bn-fire-support", "shot_mods", RF_CARD_ENHANCE, 0, 0, 0, { -15, 0, 0, 0 } },
    { "bn-hit-the-deck", "move", RF_CARD_REACTION, 0, RF_AFTER_FIRING, 0, { 2 } },
    { "bn-smoke-refit", "cooldown", RF_CARD_FREE, 0, 0, 0, { 1 } },
    { "bn-professional", "draw", RF_CARD_SPECIAL, 1, 0, 0, { 2 } },
};

/* CARD-1, CARD-6: her 8 cards are the ones docs/legends.md lists, dealt to
 * her in a match. */
static void test_CARD_6_bangalore_deck(void **state)
{
    (void)state;
    lp_spot s[] = { { "Bangalore", RED, 2, 5, true }, { "Gibraltar", BLUE, 9, 5, true } };
    rf_game *g = lp_game(s, 2, 6);
    lp_check_deck(g, 0, "bangalore", deck);
    rf_game_free(g);
}

/* Double Time (free: Move 3), Flank (1 AP: Move 3). */
static void test_card_double_time_and_flank(void **state)
{
    (void)state;
    lp_spot s[] = { { "Bangalore", RED, 6, 6, true }, { "Gibraltar", BLUE, 12, 10, false } };
    const char *ids[2] = { "bn-double-time", "bn-flank" };
    const char *labels[2] = { "play Double Time (free action)", "play Flank (1 AP)" };
    for (int k = 0; k < 2; k++) {
        rf_game *g = lp_game(s, 2, 7);
        lp_hand(g, 0, ids[k]);
        tu_activate(g, 0);
        lp_choose_label(g, labels[k]);
        assert_int_equal(g->ap, 2 - k);
        assert_int_equal(tu_top(g), FR_MOVE);
        assert_int_equal(lp_farthest_move(g, 0), 3);
        rf_game_free(g);
    }
}

/* Professional (1 AP: draw 2); Smoke Refit (free: cooldown 1). */
static void test_card_professional_and_smoke_refit(void **state)
{
    (void)state;
    lp_spot s[] = { { "Bangalore", RED, 6, 6, true }, { "Gibraltar", BLUE, 12, 10, false } };
    rf_game *g = lp_game(s, 2, 8);
    lp_hand(g, 0, "bn-professional");
    tu_activate(g, 0);
    lp_choose_label(g, "play Professional (1 AP)");
    assert_int_equal(g->ap, 1);
    assert_int_equal(g->legend[0].hand_n, 2);
    assert_int_equal(g->legend[0].deck_n, 5);
    rf_game_free(g);

    g = lp_game(s, 2, 8);
    g->abil.tok[0][TAC][0] = (rf_abil_token){ RF_TOK_COOLDOWN, 2, 0 };   /* a Smoke ended */
    g->abil.tok[0][ULT][0] = (rf_abil_token){ RF_TOK_COOLDOWN, 3, 0 };
    lp_hand(g, 0, "bn-smoke-refit");
    tu_activate(g, 0);
    lp_choose_label(g, "play Smoke Refit (free action)");
    assert_int_equal(g->ap, 2);
    assert_int_equal(g->abil.tok[0][TAC][0].at, 1);
    assert_int_equal(g->abil.tok[0][ULT][0].at, 2);
    rf_game_free(g);
}

/* Fire Support (Enhanced: HT -15) and Suppressive Fire (Enhanced: fire
 * rate +1, one more Aim card) on her own Shoot, against declining. */
static void test_card_fire_support_and_suppressive_fire(void **state)
{
    (void)state;
    lp_spot s[] = { { "Bangalore", RED, 2, 5, true }, { "Gibraltar", BLUE, 6, 5, false } };
    const char *ids[2] = { "bn-fire-support", "bn-suppressive-fire" };
    for (int k = 0; k < 2; k++) {
        rf_game *g = lp_game(s, 2, 9);
        lp_in_range(g, 0, 1);
        lp_hand(g, 0, ids[k]);
        tu_activate(g, 0);
        lp_shoot(g, 1);
        rf_game *plain = rf_game_clone(g);
        lp_choose_label(g, k ? "play Suppressive Fire" : "play Fire Support");
        lp_decline_all(g);
        lp_decline_all(plain);
        assert_int_equal(g->last.ht, plain->last.ht - (k ? 0 : 15));
        assert_int_equal(g->last.ncards, plain->last.ncards + k);
        rf_game_free(plain);
        rf_game_free(g);
    }
}

/* Covering Smoke (reaction, before firing, squad: HT +10): Bangalore plays
 * it for her squadmate; Hit the Deck (reaction, after firing: Move 2) for
 * herself. */
static void test_card_covering_smoke_and_hit_the_deck(void **state)
{
    (void)state;
    lp_spot s[] = { { "Gibraltar", RED, 2, 5, false }, { "Wraith", BLUE, 6, 5, false },
                    { "Bangalore", BLUE, 6, 8, true } };
    rf_game *g = lp_game(s, 3, 10);
    lp_in_range(g, 0, 1);
    lp_hand(g, 2, "bn-covering-smoke");
    tu_activate(g, 0);
    lp_shoot(g, 1);
    rf_game *plain = rf_game_clone(g);
    lp_choose_label(g, "Bangalore plays Covering Smoke");
    lp_decline_all(g);
    lp_decline_all(plain);
    assert_int_equal(g->last.ht, plain->last.ht + 10);
    rf_game_free(plain);
    rf_game_free(g);

    g = lp_game(s, 3, 11);
    lp_in_range(g, 0, 2);
    lp_aim_sorted(g, false);                                 /* a miss: she stays up */
    lp_hand(g, 2, "bn-hit-the-deck");
    tu_activate(g, 0);
    lp_shoot(g, 2);
    lp_pass_before(g);                                       /* an After card in hand */
    lp_choose_label(g, "Bangalore plays Hit the Deck");
    assert_int_equal(tu_top(g), FR_MOVE);
    assert_int_equal(lp_farthest_move(g, 2), 2);
    rf_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_EX_ABIL_1_smoke_launcher),
        cmocka_unit_test(test_EX_TIME_1_EX_COOL_1_smoke_duration),
        cmocka_unit_test(test_ZONE_9_smoke_hit_threshold),
        cmocka_unit_test(test_EX_AOE_1_rolling_thunder),
        cmocka_unit_test(test_LOG_rolling_thunder_damage_per_legend),
        cmocka_unit_test(test_AOE_4_rolling_thunder_faces_away),
        cmocka_unit_test(test_AOE_2_template_validated),
        cmocka_unit_test(test_CARD_6_bangalore_deck),
        cmocka_unit_test(test_card_double_time_and_flank),
        cmocka_unit_test(test_card_professional_and_smoke_refit),
        cmocka_unit_test(test_card_fire_support_and_suppressive_fire),
        cmocka_unit_test(test_card_covering_smoke_and_hit_the_deck),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
