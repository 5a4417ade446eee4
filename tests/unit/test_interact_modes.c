/*
 * test_interact_modes.c — the same closed supply bin opened in each mode
 * (frame_interact.c): the mode's effect replaces the standard one where its
 * set-up says so (INTERACT-6: TDM-10, CTF-11, CHAMP-14).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "testutil.h"
#include "mode_play.h"
#include "rules/modes/champ/champ_kit.h"
#include "rules/modes/champ/champ_play.h"

enum { OPENER = 0 };

/* A game of `mode` on the mode yard with the opener (of squad `squad`) on
 * the bin's east side; Champions staged from Battle Royale: red are the
 * champions. The opener opens the bin in its Interact; returns the game
 * with the weapon and bin decks' sizes before. */
static rf_game *open_bin(int mode, int squad, int *weapons, int *bins)
{
    lp_spot s[2] = { { "Bangalore", squad, 8, 8, false },
                     { "Wraith", 1 - squad, 12, 12, false } };
    rf_game *g = mp_game(mode == RF_MODE_CHAMP ? RF_MODE_BR : mode, s, 2, 5);
    if (mode == RF_MODE_CHAMP) {
        g->mode = RF_MODE_CHAMP;
        equip_setup_champions(g);
        assert_true(champ_kit_setup(g));
    }
    for (int guard = 0; guard < 10 && tu_top(g) != FR_TURN; guard++) {
        unsigned codes[RF_MAX_OPTIONS];
        rf_option_codes(g, codes, RF_MAX_OPTIONS);
        tu_choose(g, codes[0]);                 /* CTF-8: the bases before round 1 */
    }
    if (squad == RF_BLUE) tu_pass_until(g, 1, RF_BLUE);
    tu_check(g);
    *weapons = g->weapon_deck_n;
    *bins = g->bin_deck_n;
    tu_activate(g, OPENER);
    tu_choose(g, engine_code(OPT_ACTION, ACT_INTERACT_MOVE1, 0));
    tu_choose(g, engine_code(OPT_PART, PART_MAIN, 0));
    tu_choose(g, engine_code(OPT_BIN, 0, 0));
    assert_true(g->bins_opened & 1);                        /* every mode: opened */
    return g;
}

/* The standard effect (INTERACT-4): a supply bin card and 2 weapon cards. */
static void standard(int mode, int squad)
{
    int weapons, bins;
    rf_game *g = open_bin(mode, squad, &weapons, &bins);
    assert_int_equal(g->bin_deck_n, bins - 1);
    assert_int_equal(g->weapon_deck_n, weapons - 2);
    assert_int_equal(tu_top(g), FR_RECEIVE_WEAPON);
    assert_false(tu_offered(g, engine_code(OPT_FLIP, OPENER, 1)));
    rf_game_free(g);
}

/* TDM-10, CTF-11: no card drawn; lock tokens off and the loadout card's flip. */
static void equipment(int mode)
{
    int weapons, bins;
    rf_game *g = open_bin(mode, RF_RED, &weapons, &bins);
    assert_int_equal(g->bin_deck_n, bins);
    assert_int_equal(g->weapon_deck_n, weapons);
    assert_int_equal(tu_top(g), FR_EQUIP);
    assert_true(tu_offered(g, engine_code(OPT_FLIP, OPENER, 1)));
    assert_true(tu_offered(g, engine_code(OPT_LOCK_SPACE, 1, mp_space(g, "ultimate_accelerant"))));
    assert_false(tu_offered(g, engine_code(OPT_KITTED, 32, 0)));
    rf_game_free(g);
}

/* covers: INTERACT-6 INTERACT-4 TDM-10 CTF-11 CHAMP-14
 * Bangalore next to a closed supply bin, opening it in her Interact. In
 * Battle Royale, and as a Champions challenger, the standard effect: the
 * top supply bin card and 2 weapon cards drawn. Team Deathmatch and
 * Capture the Flag replace it (no card drawn; lock tokens off, the
 * loadout card's flip offered); a champion's bin (CHAMP-14): lock tokens
 * off and 2 fully kitted cards to draw, no loadout card to flip, no supply
 * bin card. The mode's other interactive objects (CTF's flags and bases,
 * the supply drops) are offered by the same Interact: test_ctf.c,
 * test_drops.c. */
static void test_INTERACT_6_mode_replaces_the_bin(void **state)
{
    (void)state;
    standard(RF_MODE_BR, RF_RED);
    equipment(RF_MODE_TDM);
    equipment(RF_MODE_CTF);
    standard(RF_MODE_CHAMP, RF_BLUE);                            /* a challenger */
    int weapons, bins;
    rf_game *g = open_bin(RF_MODE_CHAMP, RF_RED, &weapons, &bins);     /* a champion */
    assert_int_equal(g->bin_deck_n, bins);
    assert_int_equal(g->weapon_deck_n, weapons);
    assert_true(tu_offered(g, engine_code(OPT_KITTED, 32, 0)));
    assert_false(tu_offered(g, engine_code(OPT_FLIP, OPENER, 1)));
    rf_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_INTERACT_6_mode_replaces_the_bin),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
