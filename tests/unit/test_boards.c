/*
 * test_boards.c — the box's boards as a game uses them (COMP-4) and the
 * areas of a legend board (COMP-9): at most 6 legend boards, 6 two-sided
 * equipment boards, the entrance board's 4 sides; gear spaces, 8 backpack
 * spaces, 2 weapon slots with their ammo tracks (0 … 5), the action deck
 * and its discard pile.
 */
#include <stdio.h>
#include <string.h>

#include "testutil.h"
#include "mode_play.h"
#include "rules/match/match.h"
#include "rules/engine/pieces.h"

static const lp_spot six[6] = {
    { "Bangalore", LP_RED, 2, 5, false }, { "Wraith", LP_BLUE, 12, 5, false },
    { "Gibraltar", LP_RED, 3, 5, false }, { "Bloodhound", LP_BLUE, 12, 6, false },
    { "Lifeline", LP_RED, 4, 5, false }, { "Pathfinder", LP_BLUE, 12, 7, false } };

/* covers: COMP-4 SETUP-4
 * 6 legend boards: a Battle Royale game seats at most 6 legends (a 7th is
 * refused), each on its own board. 6 equipment boards: Team Deathmatch
 * 3 vs 3 puts every legend on one, the standard side up; the other side is
 * the Boss side (Champions), whose printed items differ. The entrance
 * board's 4 sides each take a reward (STAGE2-1). */
static void test_COMP_4_boards(void **state)
{
    (void)state;
    tu_spot t[RF_SETUP_MAX_LEGENDS];
    lp_spots(six, 6, t);
    t[6] = (tu_spot){ "Loba", LP_RED, 5, 5, "", "" };
    rf_setup su;
    tu_setup(&su, t, 7, 1);
    rf_error err;
    assert_int_equal(rf_setup_check(tu_content(), mp_yard(), &su, &err), RF_E_ARG);
    assert_string_equal(err.field, "nlegends");                  /* a 7th legend board: none */
    rf_game *g = mp_game(RF_MODE_BR, six, 6, 1);
    assert_int_equal(g->nlegends, RF_MAX_LEGENDS);
    assert_int_equal(g->equip.boards, 0);                             /* legend boards */
    rf_game_free(g);
    g = mp_game(RF_MODE_TDM, six, 6, 1);
    assert_int_equal(g->equip.boards, (1u << 6) - 1);                  /* 6 equipment boards */
    const rf_content *c = tu_content();
    for (int l = 0; l < 6; l++) assert_int_equal(equip_board_spaces(g, l), c->equipment.nspaces);
    assert_true(c->champ.nboss > 0);                                      /* the Boss side */
    bool differ = c->champ.nboss != c->equipment.nspaces;
    for (int s = 0; s < c->champ.nboss && !differ; s++)
        differ = c->champ.boss_item[s] != c->equipment.item[s];
    assert_true(differ);
    rf_game_free(g);
    assert_int_equal(c->rewards.n, 4);                   /* one per entrance board side */
    assert_int_equal((int)(sizeof g->match.reward / sizeof g->match.reward[0]), 4);
}

/* covers: COMP-9 GEAR-1 BACKPACK-1 WEAPON-1 WEAPON-2 CARD-6
 * A legend board's areas: (1) the gear spaces, the helmet, body shield and
 * knockdown shield each on its own; (2) 8 backpack spaces, then no free
 * one; (3) an ammo track per weapon from 0 to 5 (6 breaks rf_check); (4)
 * 2 weapon slots; (5) the action deck and (6) its discard pile, every card
 * of the legend's deck in the deck, the hand or the discard pile. */
static void test_COMP_9_legend_board_areas(void **state)
{
    (void)state;
    lp_spot s[2] = { { "Gibraltar", LP_RED, 3, 3, true }, { "Wraith", LP_BLUE, 10, 10, false } };
    rf_game *g = mp_game(RF_MODE_BR, s, 2, 2);
    const rf_legend *lg = &g->legend[0];
    static const int family[RF_GEAR_SLOTS] = { RF_LOOT_HELMET, RF_LOOT_BODY_SHIELD,
                                               RF_LOOT_KNOCKDOWN };
    assert_int_equal(RF_GEAR_SLOTS, 3);
    for (int k = 0; k < RF_GEAR_SLOTS; k++)                                        /* (1) */
        assert_int_equal(pieces_loot_of(g, lg->gear[k])->family, family[k]);
    for (int k = 0; k < RF_BACKPACK; k++) {                                         /* (2) */
        int slot = pieces_pack_free_slot(g, 0);
        assert_int_equal(slot, k);
        int p = pieces_bag_draw(g, RF_COMMON, 0);
        assert_true(p >= 0);
        piece_to_pack(g, p, 0, slot);
    }
    assert_int_equal(pieces_pack_free_slot(g, 0), -1);
    tu_check(g);
    assert_int_equal(RF_WEAPON_SLOTS, 2);                                           /* (4) */
    for (int w = 0; w < RF_WEAPON_SLOTS; w++) assert_true(lg->weapon[w] >= 0);
    g->legend[0].ammo[1] = 5;                                                       /* (3) */
    tu_check(g);
    g->legend[0].ammo[1] = 6;
    rf_error err;
    assert_int_equal(rf_check(g, &err), RF_E_ILLEGAL);
    assert_non_null(strstr(err.message, "WEAPON-2"));
    g->legend[0].ammo[1] = 0;
    tu_check(g);
    int ids[RF_DECK_SIZE];                                                      /* (5), (6) */
    int n = cards_of_deck(&g->content->cards, "gibraltar", ids, RF_DECK_SIZE);
    assert_int_equal(lg->deck_n + lg->hand_n + lg->discard_n, n);
    assert_int_equal(lg->discard_n, 0);
    rf_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_COMP_4_boards),
        cmocka_unit_test(test_COMP_9_legend_board_areas),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
