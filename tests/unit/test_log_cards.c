/*
 * test_log_cards.c — what a played card or a running ability did, told in
 * the log with the legend, the card and the numbers (issue 20): a restore
 * (DMG-7), a draw (CARD-6: the names to the own seat only), a cooldown move
 * (COOL-5), a Shoot's card modifiers (ENHANCE-1, REACT-9) and each part of
 * the hit threshold's "other" modifier with its source, a Move's MP with
 * what adds to them (Beast of the Hunt).
 */
#include "ll_yard.h"
#include "log_seen.h"

static const rf_map *yard(void)
{
    static rf_map *m;
    if (!m)
        m = ll_map("{ \"name\": \"Card yard\", \"source\": \"test_log_cards.c\", \"size\": [12, 12],\n"
                   "  \"components\": [ { \"type\": \"rock\", \"at\": [11, 11] } ] }\n");
    return m;
}

/* Red's legend at 2,2 and at 3,3; Blue's at 3,2 and far off. */
static rf_game *yard_game(const char *red0, const char *red1, const char *blue0)
{
    spot s[4] = { { red0, RED, 2, 2 }, { red1, RED, 3, 3 }, { blue0, BLUE, 3, 2 },
                  { "Wraith", BLUE, 10, 10 } };
    rf_game *g = ll_game(yard(), s, 4, 7);
    for (int l = 0; l < 4; l++) {    /* no reactions: empty hands open no window (R-WINDOW-1) */
        rf_legend *t = &g->legend[l];
        for (int i = 0; i < t->hand_n; i++) t->deck[t->deck_n++] = t->hand[i];
        t->hand_n = 0;
    }
    ll_ok(g);
    return g;
}

/* covers: DMG-7 CARD-5
 * Bulwark restores what the dial's limit lets in and says so; Combat
 * Medic says each squadmate it restored. */
static void test_LOG_restore_cards_say_what_they_restored(void **state)
{
    (void)state;
    rf_game *g = yard_game("Gibraltar", "Lifeline", "Bangalore");
    rf_vitals *v = &g->legend[0].vitals;
    v->shield = 0;
    v->shield_max = 20;
    v->health = 30;
    ll_hand_of_one(g, 0, "gb-bulwark");
    ls_log *log = ls_listen(g);
    ll_activate(g, 0);
    ll_choose(g, "play Bulwark");
    assert_int_equal(ls_seen(log, LS_SPECTATOR, "Gibraltar's Bulwark: 20 of 25 shield restored, now "
                                                "shield 20 and health 30 (DMG-7)"), 1);
    ll_choose(g, "end the activation");
    g->legend[1].vitals.health = 10;
    ll_hand_of_one(g, 1, "ll-combat-medic");
    ll_activate(g, 1);
    ll_choose(g, "play Combat Medic");
    assert_int_equal(ls_seen(log, LS_SPECTATOR, "Lifeline's Combat Medic: 10 health restored, now "
                                                "shield"), 1);
    assert_int_equal(ls_seen(log, LS_SPECTATOR, "Lifeline's Combat Medic: Gibraltar, 10 of 10 health "
                                                "restored") + ls_seen(log, LS_SPECTATOR,
                     "Lifeline's Combat Medic: Gibraltar, 10 health restored"), 1);
    rf_game_free(g);
}

/* covers: CARD-6 COOL-5
 * Tracker: that Bloodhound drew is public, the card's name is his seat's;
 * White Raven: the tokens it moves and the ability ready again. */
static void test_LOG_draw_and_cooldown_cards(void **state)
{
    (void)state;
    rf_game *g = yard_game("Bloodhound", "Lifeline", "Bangalore");
    ll_hand_of_one(g, 0, "bh-tracker");
    ls_log *log = ls_listen(g);
    ll_activate(g, 0);
    ll_choose(g, "play Tracker");
    assert_int_equal(ls_seen(log, LS_SPECTATOR, "Bloodhound's Tracker: draws 1 action card (CARD-6)"), 1);
    int seat = g->legend[0].seat;
    assert_int_equal(ls_seen(log, seat, "Bloodhound's new card: "), 1);
    assert_int_equal(ls_seen(log, seat ^ 1, "Bloodhound's new card: "), 0);
    assert_int_equal(ls_seen(log, LS_SPECTATOR, "Bloodhound's new card: "), 0);
    ll_choose(g, "end the activation");
    rf_game_free(g);

    g = yard_game("Bloodhound", "Lifeline", "Bangalore");
    ll_hand_of_one(g, 0, "bh-white-raven");
    rf_abil_token *tk = &g->abil.tok[0][RF_ABIL_TACTICAL][0];
    tk->where = RF_TOK_COOLDOWN;                            /* Eye of the Allfather cooling */
    tk->at = 1;
    ll_ok(g);
    log = ls_listen(g);
    ll_activate(g, 0);
    ll_choose(g, "play White Raven");
    assert_int_equal(ls_seen(log, LS_SPECTATOR, "Bloodhound's White Raven: 1 ability token moves 1 "
                                                "position left on the cooldown track; ready again: "
                                                "Eye of the Allfather (COOL-5)"), 1);
    rf_game_free(g);
}

/* covers: ENHANCE-1 REACT-9 SHOOT-13
 * Steady Aim and Sense Danger in one Shoot: each card's line says what it
 * changes, and the hit threshold's "other" names both with their numbers. */
static void test_LOG_shoot_modifiers_itemised(void **state)
{
    (void)state;
    rf_game *g = yard_game("Gibraltar", "Lifeline", "Bloodhound");
    ll_hand_of_one(g, 0, "gb-steady-aim");
    ll_hand_of_one(g, 2, "bh-sense-danger");
    ls_log *log = ls_listen(g);
    ll_activate(g, 0);
    ll_choose(g, "Shoot");
    ll_choose(g, "shoot Bloodhound");
    ll_choose(g, "with ");
    ll_choose(g, "play Steady Aim");
    ll_choose(g, "Bloodhound plays Sense Danger");
    assert_int_equal(ls_seen(log, LS_SPECTATOR, "Gibraltar's Steady Aim: -5 Hit Threshold, "
                                                "+1 stability in this Shoot (ENHANCE-1)"), 1);
    assert_int_equal(ls_seen(log, LS_SPECTATOR, "Bloodhound's Sense Danger: +10 Hit Threshold in "
                                                "this Shoot (REACT-9)"), 1);
    assert_int_equal(ls_seen(log, LS_SPECTATOR, ", other +5 (Steady Aim, card -5; Sense Danger, "
                                                "reaction +10)"), 1);
    rf_game_free(g);
}

/* covers: REACT-9 DMG-1
 * Gun Shield's line reads as the card prints it: a signed damage argument
 * ("damage": -3) worded "-3 damage per hit", not "damage reduction +3". */
static void test_LOG_gun_shield_reads_minus_3_damage_per_hit(void **state)
{
    (void)state;
    rf_game *g = yard_game("Bloodhound", "Lifeline", "Gibraltar");
    ll_hand_of_one(g, 2, "gb-gun-shield");
    ls_log *log = ls_listen(g);
    ll_activate(g, 0);
    ll_choose(g, "Shoot");
    ll_choose(g, "shoot Gibraltar");
    ll_choose(g, "with ");
    ll_choose(g, "Gibraltar plays Gun Shield");
    assert_int_equal(ls_seen(log, LS_SPECTATOR, "Gibraltar's Gun Shield: -3 damage per hit in this "
                                                "Shoot (REACT-9)"), 1);
    rf_game_free(g);
}

/* covers: MOVE-1 SHOOT-13
 * Beast of the Hunt running: the Move's prompt says the printed Move, what
 * the Beast adds and the MP it has, and Bloodhound's Shoot names the Beast
 * in its hit threshold. */
/* Bloodhound (legend 0) uses Beast of the Hunt, placed on himself. */
static void beast(rf_game *g)
{
    ll_activate(g, 0);
    ll_choose(g, "use Beast of the Hunt");
    rf_decision d;
    for (int guard = 0; guard < 4 && rf_pending(g, &d) && d.kind != RF_DEC_ACTION; guard++) {
        static rf_option opt[RF_MAX_OPTIONS];
        rf_options(g, opt, RF_MAX_OPTIONS);                  /* its placement: on himself */
        tu_choose(g, opt[0].code);
    }
}

static void test_LOG_beast_of_the_hunt_move_and_shoot(void **state)
{
    (void)state;
    rf_game *g = yard_game("Bloodhound", "Lifeline", "Bangalore");
    beast(g);
    ll_choose(g, "Move 2");
    rf_decision d;
    rf_pending(g, &d);
    assert_string_equal(d.prompt, "Bloodhound: Move 2 +1 MP (Beast of the Hunt) = 3 MP from 2,2: where to?");
    rf_game_free(g);

    g = yard_game("Bloodhound", "Lifeline", "Bangalore");
    ls_log *log = ls_listen(g);
    beast(g);
    ll_choose(g, "Shoot");
    ll_choose(g, "shoot Bangalore");
    ll_choose(g, "with ");
    assert_int_equal(ls_seen(log, LS_SPECTATOR, ", other -10 (Beast of the Hunt, ability -10)"), 1);
    rf_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_LOG_restore_cards_say_what_they_restored),
        cmocka_unit_test(test_LOG_draw_and_cooldown_cards),
        cmocka_unit_test(test_LOG_shoot_modifiers_itemised),
        cmocka_unit_test(test_LOG_gun_shield_reads_minus_3_damage_per_hit),
        cmocka_unit_test(test_LOG_beast_of_the_hunt_move_and_shoot),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
