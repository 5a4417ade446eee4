/*
 * test_bloodhound_wraith_cards.c — every action card of Bloodhound's and
 * Wraith's decks (data/cards.json, docs/legends.md) played in a game where
 * each legend holds its own deck (set-up "*", CARD-1): the card is offered
 * in its window and its numbers act (the Hit Threshold of the Shoot, damage
 * per hit, fire rate, MP, restored points, cooldown positions, cards
 * drawn). rf_check after every step.
 *
 * covers: CARD-1 CARD-3 CARD-5 ENHANCE-1 ENHANCE-4 REACT-2 REACT-3 REACT-4
 */
#include <stdio.h>
#include <string.h>

#include "testutil.h"
#include "legend_play.h"
#include "data/loaders.h"
#include "rules/engine/engine.h"
#include "rules/engine/legends.h"
#include "rules/combat/shot_setup.h"

enum { RED = 0, BLUE = 1, TAC = RF_ABIL_TACTICAL, ULT = RF_ABIL_ULTIMATE };

static const rf_map *yard(void)
{
    static rf_map *m;
    if (!m) {
        static const char text[] =
            "{ \"name\": \"Card yard\", \"source\": \"test_bloodhound_wraith_cards.c\", "
            "\"size\": [12, 12],\n"
            "  \"components\": [ { \"type\": \"respawn_beacon\", \"at\": [0, 0] } ] }\n";
        m = tu_map_text(tu_content(), "card-yard.json", text);
    }
    return m;
}

typedef tu_at spot;

/* Every legend with its own deck and ability cards ("*"), loaded weapons. */
static rf_game *game(const spot *s, int n)
{
    rf_game *g = tu_game_own(tu_content(), yard(), s, n, 11);
    for (int l = 0; l < n; l++)
        for (int w = 0; w < RF_WEAPON_SLOTS; w++) g->legend[l].ammo[w] = 5;
    tu_check(g);
    return g;
}

static const rf_card_def *card(const rf_game *g, int def) { return &g->content->cards.card[def]; }

/* Stage l's hand: exactly card `id`, which must be of its own deck (CARD-1). */
static void hand_of_one(rf_game *g, int l, const char *id, const char *deck)
{
    lp_hand(g, l, id);
    assert_string_equal(card(g, g->legend[l].hand[0])->deck, deck);
}

static void choose_label(rf_game *g, const char *label)
{
    if (!lp_try_label(g, label)) fail_msg("no option '%s'", label);
}

static int top_type(const rf_game *g) { return g->stack[g->nframes - 1].type; }
static const rf_frame *top(const rf_game *g) { return &g->stack[g->nframes - 1]; }
static uint32_t move_to(int x, int y) { return engine_code(OPT_MOVE_TO, 0, y * GEO_MAX_DIM + x); }

static void activate(rf_game *g, int l)
{
    while (top_type(g) == FR_TURN && g->squad_turn != g->legend[l].squad) {
        unsigned codes[RF_MAX_OPTIONS];
        rf_option_codes(g, codes, RF_MAX_OPTIONS);
        tu_choose(g, codes[0]);
        if (top_type(g) == FR_ACTIVATION) tu_choose(g, engine_code(OPT_ACTION, ACT_END, 0));
    }
    assert_int_equal(top_type(g), FR_TURN);
    tu_choose(g, engine_code(OPT_ACTIVATE, l, 0));
}

/* The Hit Threshold of a Shoot by s at t with weapon 0, before cards. */
static int base_ht(const rf_game *g, int s, int t)
{
    rf_weapon_stats w = legend_weapon(g, s, 0);
    return shot_threshold(g, s, t, &w, 0).ht;
}

/* s (active) shoots t with weapon 0: `enhance` is the Enhanced Shoot card
 * to play (NULL none), `before` / `after` the reaction to play in that
 * window ("<legend> plays <card>", NULL none). Stops when the Shoot is
 * over or a reaction's Move waits. */
static void shoot(rf_game *g, int t, const char *enhance, const char *before, const char *after)
{
    tu_choose(g, engine_code(OPT_ACTION, ACT_SHOOT, 0));
    tu_choose(g, engine_code(OPT_TARGET, t, 0));
    tu_choose(g, engine_code(OPT_WEAPON, 0, 0));
    rf_decision d;
    while (rf_pending(g, &d) && top_type(g) == FR_SHOOT) {
        const char *want = d.kind == RF_DEC_CARD ? enhance
                         : top(g)->step < 4      ? before     /* frame_shoot.c STEP_BEFORE */
                                                 : after;
        if (!want || !lp_try_label(g, want)) tu_choose(g, engine_code(OPT_DONE, 0, 0));
    }
}

/* ---- Bloodhound ---- */

/* Tracker (draw 1), White Raven (cooldown 1), Stalk (1 AP, Move 3),
 * Allfather's Blessing (1 AP, 15 health and 10 shield). */
static void test_bloodhound_actions(void **state)
{
    (void)state;
    spot s[] = { { "Bloodhound", RED, 3, 3 }, { "Wraith", BLUE, 10, 10 } };
    rf_game *g = game(s, 2);
    hand_of_one(g, 0, "bh-tracker", "bloodhound");
    int deck = g->legend[0].deck_n;
    activate(g, 0);
    choose_label(g, "play Tracker");
    assert_int_equal(g->ap, 2);                                          /* free */
    assert_int_equal(g->legend[0].hand_n, 1);                            /* drew 1 */
    assert_int_equal(g->legend[0].deck_n, deck - 1);
    assert_int_equal(g->legend[0].discard_n, 1);                         /* CARD-5 */

    hand_of_one(g, 0, "bh-white-raven", "bloodhound");
    rf_abil_token *tac = &g->abil.tok[0][TAC][0];
    tac->where = RF_TOK_COOLDOWN, tac->at = 2;
    tu_check(g);
    choose_label(g, "play White Raven");
    assert_int_equal(tac->at, 1);

    hand_of_one(g, 0, "bh-allfathers-blessing", "bloodhound");
    g->legend[0].vitals.health = 10, g->legend[0].vitals.shield = 0;
    tu_check(g);
    choose_label(g, "play Allfather's Blessing");
    assert_int_equal(g->ap, 1);                                          /* 1 AP */
    assert_int_equal(g->legend[0].vitals.health, 25);
    assert_int_equal(g->legend[0].vitals.shield, 10);

    hand_of_one(g, 0, "bh-stalk", "bloodhound");
    choose_label(g, "play Stalk");
    assert_int_equal(top_type(g), FR_MOVE);
    assert_true(tu_offered(g, move_to(6, 3)));                             /* Move 3 */
    assert_false(tu_offered(g, move_to(7, 3)));
    tu_choose(g, move_to(6, 3));
    assert_int_equal(g->ap, 0);
    rf_game_free(g);
}

/* Predator (HT -5, +1 damage per hit) and Headhunter (+2 per hit) in
 * Bloodhound's Shoot (ENHANCE-4: after the Hit Threshold is known). */
static void test_bloodhound_enhanced_shoots(void **state)
{
    (void)state;
    static const struct { const char *id, *label; int ht, dmg; } cases[] = {
        { "bh-predator", "play Predator", -5, 1 },
        { "bh-headhunter", "play Headhunter", 0, 2 },
    };
    for (size_t k = 0; k < 2; k++) {
        spot s[] = { { "Bloodhound", RED, 3, 3 }, { "Gibraltar", BLUE, 5, 5 } };
        rf_game *g = game(s, 2);
        hand_of_one(g, 0, cases[k].id, "bloodhound");
        g->legend[1].hand_n = 0;                                         /* no reactions */
        tu_check(g);
        int base = base_ht(g, 0, 1);
        activate(g, 0);
        shoot(g, 1, cases[k].label, NULL, NULL);
        assert_int_equal(g->legend[0].discard_n, 1);
        assert_int_equal(g->last.ht, base + cases[k].ht);
        rf_weapon_stats w = legend_weapon(g, 0, 0);                  /* DMG-1 */
        int dmg = combat_shot_damage(&w, g->last.hits, g->last.heads, g->last.hits * cases[k].dmg);
        assert_int_equal(g->last.damage, dmg < 0 ? 0 : dmg);
        assert_int_equal(engine_shot_seen(g)->damage_per_hit, 0);          /* ended with its Shoot */
        rf_game_free(g);
    }
}

/* Sense Danger (reaction before firing, HT +10, Bloodhound the target) and
 * Relentless (after firing, squad: Move 1 when a squadmate was shot). */
static void test_bloodhound_reactions(void **state)
{
    (void)state;
    spot s[] = { { "Gibraltar", RED, 3, 3 }, { "Bloodhound", BLUE, 5, 5 },
                 { "Bangalore", BLUE, 6, 3 } };
    rf_game *g = game(s, 3);
    hand_of_one(g, 1, "bh-sense-danger", "bloodhound");
    g->legend[0].hand_n = 0;
    g->legend[2].hand_n = 0;
    tu_check(g);
    int base = base_ht(g, 0, 1);
    activate(g, 0);
    shoot(g, 1, NULL, "Bloodhound plays Sense Danger", NULL);
    assert_int_equal(g->last.ht, base + 10);
    assert_int_equal(g->legend[1].discard_n, 1);

    rf_game_free(g);
    g = game(s, 3);
    hand_of_one(g, 1, "bh-relentless", "bloodhound");
    g->legend[0].hand_n = 0;
    g->legend[2].hand_n = 0;
    g->legend[2].vitals.health = 40;
    tu_check(g);
    activate(g, 0);
    shoot(g, 2, NULL, NULL, "Bloodhound plays Relentless");              /* at Bangalore */
    assert_int_equal(top_type(g), FR_MOVE);
    assert_int_equal(top(g)->legend, 1);
    assert_int_equal(top(g)->move.mp, 1);                                /* Move 1 */
    rf_game_free(g);
}

/* ---- Wraith ---- */

/* Phase Walk (free, Move 2), Rift Echo (cooldown 1), Interdimensional
 * (1 AP, 20 shield), Skirmisher (1 AP, Move 3). */
static void test_wraith_actions(void **state)
{
    (void)state;
    spot s[] = { { "Wraith", RED, 3, 3 }, { "Gibraltar", BLUE, 10, 10 } };
    rf_game *g = game(s, 2);
    hand_of_one(g, 0, "wr-phase-walk", "wraith");
    activate(g, 0);
    choose_label(g, "play Phase Walk");
    assert_int_equal(top_type(g), FR_MOVE);
    assert_true(tu_offered(g, move_to(5, 3)));
    assert_false(tu_offered(g, move_to(6, 3)));
    tu_choose(g, move_to(5, 3));
    assert_int_equal(g->ap, 2);

    hand_of_one(g, 0, "wr-rift-echo", "wraith");
    rf_abil_token *ult = &g->abil.tok[0][ULT][0];
    ult->where = RF_TOK_COOLDOWN, ult->at = 1;
    tu_check(g);
    choose_label(g, "play Rift Echo");
    assert_int_equal(ult->where, RF_TOK_SUPPLY);                         /* COOL-4 */

    hand_of_one(g, 0, "wr-interdimensional", "wraith");
    g->legend[0].vitals.shield = 0;
    tu_check(g);
    choose_label(g, "play Interdimensional");
    assert_int_equal(g->legend[0].vitals.shield, 20);
    assert_int_equal(g->ap, 1);

    hand_of_one(g, 0, "wr-skirmisher", "wraith");
    choose_label(g, "play Skirmisher");
    assert_true(tu_offered(g, move_to(8, 3)));                              /* Move 3 */
    assert_false(tu_offered(g, move_to(9, 3)));
    rf_game_free(g);
}

/* Quick Strike (fire rate +1) and Phantom (HT -10) in Wraith's Shoot. */
static void test_wraith_enhanced_shoots(void **state)
{
    (void)state;
    static const struct { const char *id, *label; int ht, rate; } cases[] = {
        { "wr-quick-strike", "play Quick Strike", 0, 1 },
        { "wr-phantom", "play Phantom", -10, 0 },
    };
    for (size_t k = 0; k < 2; k++) {
        spot s[] = { { "Wraith", RED, 3, 3 }, { "Gibraltar", BLUE, 5, 5 } };
        rf_game *g = game(s, 2);
        hand_of_one(g, 0, cases[k].id, "wraith");
        g->legend[1].hand_n = 0;
        tu_check(g);
        int base = base_ht(g, 0, 1);
        activate(g, 0);
        shoot(g, 1, cases[k].label, NULL, NULL);
        assert_int_equal(g->legend[0].discard_n, 1);
        assert_int_equal(g->last.ht, base + cases[k].ht);
        rf_weapon_stats w = legend_weapon(g, 0, 0);                  /* AIM-3 */
        w.rate_a = (uint8_t)(w.rate_a + cases[k].rate);
        int want = combat_aim_cards_needed(&w);
        assert_int_equal(g->last.ncards, want < 12 ? want : 12);
        assert_int_equal(engine_shot_seen(g)->rate, 0);                    /* ended with its Shoot */
        rf_game_free(g);
    }
}

/* Voices from the Void (before firing, HT +10) and Blink (after firing,
 * Move 2), Wraith the target. */
static void test_wraith_reactions(void **state)
{
    (void)state;
    spot s[] = { { "Gibraltar", RED, 3, 3 }, { "Wraith", BLUE, 5, 5 } };
    rf_game *g = game(s, 2);
    hand_of_one(g, 1, "wr-voices", "wraith");
    g->legend[0].hand_n = 0;
    tu_check(g);
    int base = base_ht(g, 0, 1);
    activate(g, 0);
    shoot(g, 1, NULL, "Wraith plays Voices from the Void", NULL);
    assert_int_equal(g->last.ht, base + 10);
    rf_game_free(g);

    g = game(s, 2);
    hand_of_one(g, 1, "wr-blink", "wraith");
    g->legend[0].hand_n = 0;
    g->legend[1].vitals.health = 40;
    tu_check(g);
    activate(g, 0);
    shoot(g, 1, NULL, NULL, "Wraith plays Blink");
    assert_int_equal(top_type(g), FR_MOVE);
    assert_int_equal(top(g)->legend, 1);
    assert_int_equal(top(g)->move.mp, 2);                                /* Move 2 */
    rf_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_bloodhound_actions),
        cmocka_unit_test(test_bloodhound_enhanced_shoots),
        cmocka_unit_test(test_bloodhound_reactions),
        cmocka_unit_test(test_wraith_actions),
        cmocka_unit_test(test_wraith_enhanced_shoots),
        cmocka_unit_test(test_wraith_reactions),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
