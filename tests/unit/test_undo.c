/*
 * test_undo.c — rf_undoable (issue 15; src/rules/engine/undo.c): a player may
 * take back the choices of their own activation until something new is
 * known. Allowed after a plain Move (MOVE-2) or choosing a target
 * (SHOOT-3); refused after a card drawn (CARD-6), after the Aim cards
 * are revealed (SHOOT-10), after the decision passed to the other squad
 * (REACT: it decides on what it saw) and after the activation ended (ACT-2).
 */
#include <stdio.h>
#include <string.h>

#include "testutil.h"
#include "rules/engine/engine.h"

static rf_map *map;

static int setup_map(void **state)
{
    (void)state;
    rf_error err;
    return rf_map_load(tu_content(), "crossroads", &map, &err) == RF_OK ? 0 : -1;
}

static int teardown_map(void **state)
{
    (void)state;
    rf_map_free(map);
    return 0;
}

/* Wraith (red, deck `red_deck`) sees Gibraltar (blue, deck `blue_deck`,
 * "" none: then blue has no card to react with and never decides). */
static rf_game *new_game(const char *red_deck, const char *blue_deck, unsigned long long seed)
{
    rf_setup s;
    memset(&s, 0, sizeof s);
    s.nlegends = 2;
    snprintf(s.legend[0].name, sizeof s.legend[0].name, "Wraith");
    snprintf(s.legend[0].deck, sizeof s.legend[0].deck, "%s", red_deck);
    snprintf(s.legend[1].name, sizeof s.legend[1].name, "Gibraltar");
    snprintf(s.legend[1].deck, sizeof s.legend[1].deck, "%s", blue_deck);
    s.legend[0].x = 7, s.legend[0].y = 7;
    s.legend[1].x = 8, s.legend[1].y = 9, s.legend[1].squad = 1;
    s.seed = seed;
    rf_game *g;
    rf_error err;
    if (rf_game_new(tu_content(), map, &s, &g, &err) != RF_OK) fail_msg("%s", err.message);
    for (int w = 0; w < RF_WEAPON_SLOTS; w++) g->legend[0].ammo[w] = 5;
    rf_decision d;
    if (rf_pending(g, &d) && d.kind == RF_DEC_ACTIVATE) tu_choose(g, engine_code(OPT_ACTIVATE, 0, 0));
    return g;
}

static int pending_kind(const rf_game *g)
{
    rf_decision d;
    return rf_pending(g, &d) ? d.kind : RF_DEC_NONE;
}

static int pending_seat(const rf_game *g)
{
    rf_decision d;
    return rf_pending(g, &d) ? d.seat : -1;
}

/* A Move to a space other than the one the legend stands on. */
static unsigned a_real_move(const rf_game *g)
{
    static rf_option opts[RF_MAX_OPTIONS];
    int n = rf_options(g, opts, RF_MAX_OPTIONS);
    int here = g->legend[0].pos.y * 32 + g->legend[0].pos.x;
    for (int i = 0; i < n; i++)
        if (engine_code_kind(opts[i].code) == OPT_MOVE_TO && engine_code_b(opts[i].code) != here)
            return opts[i].code;
    fail_msg("no Move to another space");
    return 0;
}

/* covers: MOVE-2 ACT-8 */
static void test_undo_allowed_after_a_plain_move(void **state)
{
    (void)state;
    rf_game *g = new_game("", "", 3);
    assert_int_equal(pending_kind(g), RF_DEC_ACTION);
    rf_game *before = rf_game_clone(g);
    tu_choose(g, engine_code(OPT_ACTION, ACT_MOVE2, 0));
    rf_error why;
    assert_true(rf_undoable(before, g, &why));             /* the Move's choice of space */
    tu_choose(g, a_real_move(g));
    assert_int_equal(pending_kind(g), RF_DEC_ACTION);      /* 1 AP left */
    assert_true(rf_undoable(before, g, &why));
    assert_string_equal(why.message, "");
    /* the same game rebuilt without the two choices is `before` again */
    rf_game *again = new_game("", "", 3);
    assert_int_equal(rf_game_hash(again), rf_game_hash(before));
    rf_game_free(again);
    rf_game_free(before);
    rf_game_free(g);
}

/* covers: SHOOT-3 SHOOT-10 */
static void test_undo_refused_after_an_aim_card(void **state)
{
    (void)state;
    rf_game *g = new_game("", "", 3);
    rf_game *at_action = rf_game_clone(g);
    tu_choose(g, engine_code(OPT_ACTION, ACT_SHOOT, 0));
    assert_int_equal(pending_kind(g), RF_DEC_TARGET);
    tu_choose(g, engine_code(OPT_TARGET, 1, 0));
    assert_int_equal(pending_kind(g), RF_DEC_WEAPON);
    rf_error why;
    assert_true(rf_undoable(at_action, g, &why));          /* a target chosen: nothing seen */
    rf_game *at_weapon = rf_game_clone(g);
    tu_choose(g, engine_code(OPT_WEAPON, 0, 0));               /* the Aim cards are revealed */
    assert_int_equal(pending_seat(g), 0);                  /* blue had nothing to react with */
    assert_true(g->info > at_weapon->info);
    assert_false(rf_undoable(at_weapon, g, &why));
    assert_non_null(strstr(why.message, "something new is known"));
    assert_false(rf_undoable(at_action, g, &why));
    rf_game_free(at_weapon);
    rf_game_free(at_action);
    rf_game_free(g);
}

static int hand_index(const rf_game *g, int l, const char *id)
{
    for (int i = 0; i < g->legend[l].hand_n; i++)
        if (strcmp(tu_content()->cards.card[g->legend[l].hand[i]].id, id) == 0) return i;
    return -1;
}

/* covers: CARD-6 CARD-3 */
static void test_undo_refused_after_a_card_draw(void **state)
{
    (void)state;
    rf_game *g = NULL;
    for (unsigned long long seed = 1; seed < 200 && !g; seed++) {   /* Tracker in the hand */
        g = new_game("bloodhound", "", seed);
        if (hand_index(g, 0, "bh-tracker") < 0 || g->legend[0].deck_n == 0) {
            rf_game_free(g);
            g = NULL;
        }
    }
    assert_non_null(g);
    rf_game *before = rf_game_clone(g);
    tu_choose(g, engine_code(OPT_CARD, hand_index(g, 0, "bh-tracker"), 0));   /* draw 1 */
    assert_int_equal(g->legend[0].deck_n, before->legend[0].deck_n - 1);
    assert_true(g->rng.s == before->rng.s);                /* no random draw: the counter says */
    rf_error why;
    assert_false(rf_undoable(before, g, &why));
    assert_non_null(strstr(why.message, "card drawn"));
    rf_game_free(before);
    rf_game_free(g);
}

/* covers: REACT-1 R-WINDOW-1 */
static void test_undo_refused_after_the_other_squad_decides(void **state)
{
    (void)state;
    rf_game *g = new_game("", "gibraltar", 3);             /* blue holds cards: it is asked */
    tu_choose(g, engine_code(OPT_ACTION, ACT_SHOOT, 0));
    tu_choose(g, engine_code(OPT_TARGET, 1, 0));
    rf_game *at_weapon = rf_game_clone(g);
    tu_choose(g, engine_code(OPT_WEAPON, 0, 0));
    assert_int_equal(pending_seat(g), 1);                  /* blue: react before firing? */
    assert_true(g->rng.s == at_weapon->rng.s);             /* nothing drawn yet */
    assert_true(g->info > at_weapon->info);                /* the decision passed to blue */
    rf_error why;
    assert_false(rf_undoable(at_weapon, g, &why));
    assert_non_null(strstr(why.message, "other side"));
    while (pending_seat(g) == 1) tu_choose(g, engine_code(OPT_DONE, 0, 0));   /* blue decides */
    assert_false(rf_undoable(at_weapon, g, &why));
    rf_game_free(at_weapon);
    rf_game_free(g);
}

/* covers: ACT-2 ACT-8 */
static void test_undo_refused_after_the_activation_ends(void **state)
{
    (void)state;
    rf_game *g = new_game("", "", 3);
    rf_game *before = rf_game_clone(g);
    tu_choose(g, engine_code(OPT_ACTION, ACT_END, 0));         /* with 2 AP left */
    rf_error why;
    assert_false(rf_undoable(before, g, &why));
    rf_game_free(before);
    rf_game_free(g);
}

/* Not a later state of the same game, or a game over: refused. */
static void test_undo_refused_for_the_same_state(void **state)
{
    (void)state;
    rf_game *g = new_game("", "", 3);
    rf_error why;
    assert_false(rf_undoable(g, g, &why));
    assert_false(rf_undoable(g, g, NULL));
    rf_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_undo_allowed_after_a_plain_move),
        cmocka_unit_test(test_undo_refused_after_an_aim_card),
        cmocka_unit_test(test_undo_refused_after_a_card_draw),
        cmocka_unit_test(test_undo_refused_after_the_other_squad_decides),
        cmocka_unit_test(test_undo_refused_after_the_activation_ends),
        cmocka_unit_test(test_undo_refused_for_the_same_state),
    };
    return cmocka_run_group_tests(tests, setup_map, teardown_map);
}
