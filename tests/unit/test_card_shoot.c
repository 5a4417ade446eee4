/*
 * test_card_shoot.c — CARD-7: a card action that allows a Shoot counts
 * toward the one Shoot of an activation (ACT-10). Test-only cards of
 * tests/data/test_cards_shoot.json: "Snap Shot" (special, 1 AP: Shoot) and
 * "Quick Draw" (free: Shoot).
 */
#include <stdio.h>
#include <string.h>

#include "testutil.h"
#include "rules/engine/engine.h"

static rf_content *content;
static rf_map *map;

static int setup_content(void **state)
{
    (void)state;
    rf_error err;
    if (rf_content_load(RF_DATA_DIR, &content, &err) != RF_OK) return -1;
    if (rf_content_add_cards(content, RF_TEST_DIR "/data/test_cards_shoot.json", &err) != RF_OK)
        return -1;
    return rf_map_load(content, "crossroads", &map, &err) == RF_OK ? 0 : -1;
}

static int teardown_content(void **state)
{
    (void)state;
    rf_map_free(map);
    rf_content_free(content);
    return 0;
}

/* Wraith (red, the shoot-test deck, both cards in hand) sees Gibraltar. */
static rf_game *new_game(void)
{
    rf_setup s;
    memset(&s, 0, sizeof s);
    s.nlegends = 2;
    snprintf(s.legend[0].name, sizeof s.legend[0].name, "Wraith");
    snprintf(s.legend[0].deck, sizeof s.legend[0].deck, "shoot-test");
    snprintf(s.legend[1].name, sizeof s.legend[1].name, "Gibraltar");
    s.legend[0].x = 7, s.legend[0].y = 7;
    s.legend[1].x = 8, s.legend[1].y = 9, s.legend[1].squad = 1;
    s.seed = 3;
    rf_game *g;
    rf_error err;
    if (rf_game_new(content, map, &s, &g, &err) != RF_OK) fail_msg("%s", err.message);
    for (int w = 0; w < RF_WEAPON_SLOTS; w++) g->legend[0].ammo[w] = 5;
    assert_int_equal(g->legend[0].hand_n, 2);                  /* the whole 2-card deck */
    return g;
}

static int hand_index(const rf_game *g, const char *id)
{
    for (int i = 0; i < g->legend[0].hand_n; i++)
        if (strcmp(content->cards.card[g->legend[0].hand[i]].id, id) == 0) return i;
    return -1;
}

/* Play the card, shoot Gibraltar with weapon 0, decline every window. */
static void shoot_with_card(rf_game *g, const char *id)
{
    tu_choose(g, engine_code(OPT_CARD, hand_index(g, id), 0));
    rf_decision d;
    assert_true(rf_pending(g, &d));
    assert_int_equal(d.kind, RF_DEC_TARGET);
    tu_choose(g, engine_code(OPT_TARGET, 1, 0));
    tu_choose(g, engine_code(OPT_WEAPON, 0, 0));
    while (rf_pending(g, &d) && d.kind != RF_DEC_ACTION) tu_choose(g, engine_code(OPT_DONE, 0, 0));
}

/* covers: CARD-7 ACT-10 ACT-16 */
static void test_CARD_7_a_card_shoot_is_the_one_shoot(void **state)
{
    (void)state;
    rf_game *g = new_game();
    tu_choose(g, engine_code(OPT_ACTIVATE, 0, 0));
    assert_true(tu_offered(g, engine_code(OPT_ACTION, ACT_SHOOT, 0)));
    assert_true(tu_offered(g, engine_code(OPT_CARD, hand_index(g, "t3-snap-shot"), 0)));
    int ammo = g->legend[0].ammo[0];
    shoot_with_card(g, "t3-snap-shot");
    assert_int_equal(g->ap, 1);                                 /* 1 AP for card and Shoot */
    assert_int_equal(g->legend[0].ammo[0], ammo - 1);
    assert_int_equal(g->legend[0].discard_n, 1);
    /* the activation's Shoot is spent: no basic Shoot, no second card Shoot */
    assert_false(tu_offered(g, engine_code(OPT_ACTION, ACT_SHOOT, 0)));
    assert_false(tu_offered(g, engine_code(OPT_CARD, hand_index(g, "t3-quick-draw"), 0)));
    unsigned long long before = rf_game_hash(g);
    rf_error err;
    assert_int_equal(rf_choose(g, engine_code(OPT_CARD, hand_index(g, "t3-quick-draw"), 0), &err),
                     RF_E_ILLEGAL);
    assert_true(rf_game_hash(g) == before);
    rf_game_free(g);
}

/* After a basic Shoot, a card that allows a Shoot is not offered either. */
static void test_CARD_7_not_after_a_basic_shoot(void **state)
{
    (void)state;
    rf_game *g = new_game();
    tu_choose(g, engine_code(OPT_ACTIVATE, 0, 0));
    tu_choose(g, engine_code(OPT_ACTION, ACT_SHOOT, 0));
    tu_choose(g, engine_code(OPT_TARGET, 1, 0));
    tu_choose(g, engine_code(OPT_WEAPON, 0, 0));
    rf_decision d;
    while (rf_pending(g, &d) && d.kind != RF_DEC_ACTION) tu_choose(g, engine_code(OPT_DONE, 0, 0));
    assert_int_equal(g->legend[0].hand_n, 2);
    assert_false(tu_offered(g, engine_code(OPT_CARD, 0, 0)));
    assert_false(tu_offered(g, engine_code(OPT_CARD, 1, 0)));
    rf_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_CARD_7_a_card_shoot_is_the_one_shoot),
        cmocka_unit_test(test_CARD_7_not_after_a_basic_shoot),
    };
    return cmocka_run_group_tests(tests, setup_content, teardown_content);
}
