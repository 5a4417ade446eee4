/*
 * test_card_melee.c — CARD-9's keywords on a card (issue 17): a melee with
 * PUSH, ON COLLISION and FOLLOW (PUSH-1, PUSH-5, PUSH-7), and BURST, which
 * "currently has no effect". No shipped card prints them (the books'
 * legends' cards are designed, docs/legends.md); the test-only cards of
 * tests/data/test_cards_melee.json prove the engine plays them.
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
    content = tu_content_plus("test_cards_melee.json", NULL);
    rf_error err;
    return rf_map_load(content, "crossroads", &map, &err) == RF_OK ? 0 : -1;
}

static int teardown_content(void **state)
{
    (void)state;
    rf_map_free(map);
    rf_content_free(content);
    return 0;
}

/* Wraith (red, the melee-test deck: all 3 cards in hand) at x,y, Gibraltar
 * (blue) east of her; the top Aim card hits in melee (40 or more, MELEE-3). */
static rf_game *new_game(int x, int y)
{
    const tu_spot s[2] = { { "Wraith", 0, x, y, "melee-test", NULL },
                           { "Gibraltar", 1, x + 1, y, NULL, NULL } };
    rf_game *g = tu_game(content, map, s, 2, 5);
    for (int p = 0; p < RF_AIM_DECK; p++)
        if (content->catalog.aim[g->aim_deck[p]].value >= 40) {
            int8_t top = g->aim_deck[0];
            g->aim_deck[0] = g->aim_deck[p];
            g->aim_deck[p] = top;
            break;
        }
    tu_check(g);
    return g;
}

static int hand_index(const rf_game *g, const char *id)
{
    for (int i = 0; i < g->legend[0].hand_n; i++)
        if (strcmp(content->cards.card[g->legend[0].hand[i]].id, id) == 0) return i;
    fail_msg("no %s in hand", id);
    return -1;
}

/* Play card id at Gibraltar; returns the game after the melee. */
static rf_game *melee_with(const char *id, int x, int y)
{
    rf_game *g = new_game(x, y);
    tu_choose(g, engine_code(OPT_ACTIVATE, 0, 0));
    tu_choose(g, engine_code(OPT_CARD, hand_index(g, id), 0));
    tu_choose(g, engine_code(OPT_MELEE_TARGET, 1, 0));
    rf_decision d;
    assert_true(rf_pending(g, &d));
    assert_int_equal(d.kind, RF_DEC_ACTION);
    return g;
}

/* covers: CARD-9 PUSH-7 PUSH-1 MELEE-2 */
static void test_CARD_9_follow_moves_to_the_space_pushed_from(void **state)
{
    (void)state;
    rf_game *g = melee_with("tm-shove", 7, 7);
    int health = g->legend[1].vitals.health + g->legend[1].vitals.shield;
    assert_int_equal(g->legend[1].pos.y, 7);
    assert_true(g->legend[1].pos.x >= 9);                    /* pushed 1 or 2 spaces east */
    assert_int_equal(g->legend[0].pos.x, 8);                 /* FOLLOW: where Gibraltar stood */
    assert_int_equal(g->legend[0].pos.y, 7);
    rf_game_free(g);
    g = melee_with("tm-jab", 7, 7);                           /* the same without FOLLOW */
    assert_int_equal(g->legend[0].pos.x, 7);
    assert_int_equal(g->legend[1].vitals.health + g->legend[1].vitals.shield, health);
    rf_game_free(g);
}

/* The card's numbers, not the basic Melee Attack's: 3 damage (MELEE-2
 * says 4), pushed 2 spaces (MELEE-2 says 1). */
/* covers: CARD-9 PUSH-1 MELEE-2 */
static void test_CARD_9_melee_card_deals_its_own_damage_and_push(void **state)
{
    (void)state;
    rf_game *g = new_game(7, 7);
    int before = g->legend[1].vitals.health + g->legend[1].vitals.shield;
    rf_game_free(g);
    g = melee_with("tm-jab", 7, 7);
    int after = g->legend[1].vitals.health + g->legend[1].vitals.shield;
    if (g->legend[1].pos.x == 10) assert_int_equal(before - after, 3);         /* no collision */
    else assert_int_equal(before - after, 3 + 5);               /* ON COLLISION 5 (PUSH-5) */
    assert_int_equal(g->ap, 1);                                 /* a special action: 1 AP */
    rf_game_free(g);
}

/* covers: CARD-9 */
static void test_CARD_9_burst_has_no_effect(void **state)
{
    (void)state;
    const rf_card_def *jab = &content->cards.card[0], *burst = NULL;
    for (int i = 0; i < content->cards.n; i++) {
        if (strcmp(content->cards.card[i].id, "tm-jab") == 0) jab = &content->cards.card[i];
        if (strcmp(content->cards.card[i].id, "tm-burst-jab") == 0) burst = &content->cards.card[i];
    }
    assert_non_null(burst);
    assert_true(burst->burst && !jab->burst);                /* read from the card */
    rf_game *a = melee_with("tm-jab", 7, 7), *b = melee_with("tm-burst-jab", 7, 7);
    for (int l = 0; l < 2; l++) {
        assert_memory_equal(&a->legend[l].pos, &b->legend[l].pos, sizeof a->legend[l].pos);
        assert_memory_equal(&a->legend[l].vitals, &b->legend[l].vitals, sizeof a->legend[l].vitals);
    }
    assert_int_equal(a->ap, b->ap);
    rf_game_free(a);
    rf_game_free(b);
}

/* A melee card is offered only with an enemy adjacent (MELEE-1). */
/* covers: CARD-9 MELEE-1 */
static void test_CARD_9_melee_card_needs_an_adjacent_enemy(void **state)
{
    (void)state;
    rf_game *g = new_game(7, 7);
    g->legend[1].pos.x = 12;                                 /* not adjacent */
    tu_choose(g, engine_code(OPT_ACTIVATE, 0, 0));
    assert_false(tu_offered(g, engine_code(OPT_CARD, hand_index(g, "tm-shove"), 0)));
    rf_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_CARD_9_follow_moves_to_the_space_pushed_from),
        cmocka_unit_test(test_CARD_9_melee_card_deals_its_own_damage_and_push),
        cmocka_unit_test(test_CARD_9_burst_has_no_effect),
        cmocka_unit_test(test_CARD_9_melee_card_needs_an_adjacent_enemy),
    };
    return cmocka_run_group_tests(tests, setup_content, teardown_content);
}
