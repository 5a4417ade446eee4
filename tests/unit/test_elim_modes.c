/*
 * test_elim_modes.c — one elimination, five modes (legend_eliminate_by,
 * src/rules/engine/legends.c): each mode's own steps replace the standard ones
 * (ELIM-6).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "testutil.h"
#include "mode_play.h"
#include "rules/modes/assn/assn.h"
#include "rules/modes/champ/champ_play.h"
#include "rules/engine/legends.h"

enum { BANGALORE = 0, WRAITH = 1 };

/* Red Bangalore eliminates blue Wraith in a game of `mode`: Wraith's
 * knockdown shield (if she wears one) exhausted, shield 0, health 1, one
 * lock token on her board (equipment modes). Assassination: the roles are
 * given out first (Wraith's is a guardian), Champions: staged as a Battle
 * Royale game whose red squad are the champions (Wraith a challenger) or,
 * with `champion`, Wraith plays for red as a champion. */
static rf_game *eliminated(int mode, bool champion)
{
    int wraith_squad = champion ? LP_RED : LP_BLUE;
    lp_spot s[4] = { { "Bangalore", champion ? LP_BLUE : LP_RED, 3, 3, false },
                     { "Wraith", wraith_squad, 6, 3, false },
                     { "Gibraltar", 1 - wraith_squad, 3, 10, false },
                     { "Bloodhound", wraith_squad, 6, 10, false } };
    rf_game *g = mp_game(mode == RF_MODE_CHAMP ? RF_MODE_BR : mode, s, 4, 3);
    if (mode == RF_MODE_CHAMP) {
        g->mode = RF_MODE_CHAMP;
        equip_setup_champions(g);
    }
    for (int guard = 0; mode == RF_MODE_ASSN && tu_top(g) != FR_TURN && guard < 10; guard++) {
        unsigned codes[RF_MAX_OPTIONS];
        rf_option_codes(g, codes, RF_MAX_OPTIONS);
        tu_choose(g, codes[0]);                              /* ASSN-6: the roles */
    }
    rf_legend *w = &g->legend[WRAITH];
    int ko = w->gear[RF_GEAR_KNOCKDOWN];
    if (ko >= 0) {
        g->piece[ko].exhausted = 1;
        w->vitals.ko_exhausted = true;
    }
    if (equip_on(g, WRAITH) && equip_locked_count(g, WRAITH) == 0)
        equip_lock(g, WRAITH, 0);
    w->vitals.shield = 0;
    w->vitals.health = 1;
    tu_check(g);
    legend_eliminate_by(g, WRAITH, BANGALORE);
    tu_check(g);
    assert_false(w->on_map);                                 /* every mode: off the map */
    return g;
}

/* covers: ELIM-6 ELIM-2 ELIM-3 TDM-12 CTF-13 ASSN-10 CHAMP-15
 * The same elimination in each mode. Battle Royale: the standard steps
 * (ELIM-2: knockdown shield active again, shield 20, health 40; ELIM-3: one
 * of her death boxes to the enemy as 1 VP). Team Deathmatch (TDM-12): her
 * lock tokens back, 20/40, the VP from the general supply (she has no
 * death box). Capture the Flag (CTF-13): lock tokens back, 20/40, no VP.
 * Assassination (ASSN-10): her role card revealed, knockdown shield active,
 * 20/40, no VP. Champions: a challenger loses a death box as in ELIM-3 (its
 * VP counted by CHAMP-3), a champion (CHAMP-15) has its lock tokens back
 * and 60/60, not 20/40. */
static void test_ELIM_6_modes_replace_the_steps(void **state)
{
    (void)state;
    rf_game *g = eliminated(RF_MODE_BR, false);
    const rf_legend *w = &g->legend[WRAITH];
    assert_false(w->vitals.ko_exhausted);
    assert_int_equal(g->piece[w->gear[RF_GEAR_KNOCKDOWN]].exhausted, 0);
    assert_int_equal(w->vitals.shield, 20);
    assert_int_equal(w->vitals.health, 40);
    assert_int_equal(w->death_boxes, 1);
    assert_int_equal(g->vp[RF_RED], 1);
    rf_game_free(g);

    g = eliminated(RF_MODE_TDM, false);
    w = &g->legend[WRAITH];
    assert_int_equal(equip_locked_count(g, WRAITH), 0);
    assert_int_equal(mp_tokens(g), 31);
    assert_int_equal(w->vitals.shield, 20);
    assert_int_equal(w->vitals.health, 40);
    assert_int_equal(w->death_boxes, 0);
    assert_int_equal(g->vp[RF_RED], 1);                   /* from the general supply */
    rf_game_free(g);

    g = eliminated(RF_MODE_CTF, false);
    w = &g->legend[WRAITH];
    assert_int_equal(equip_locked_count(g, WRAITH), 0);
    assert_int_equal(w->vitals.shield, 20);
    assert_int_equal(w->vitals.health, 40);
    assert_int_equal(g->vp[RF_RED], 0);                              /* no VP */
    rf_game_free(g);

    g = eliminated(RF_MODE_ASSN, false);
    w = &g->legend[WRAITH];
    if (g->assn.role[WRAITH] == RF_ROLE_LEADER) {
        assert_true(g->over);                                     /* ASSN-10 (2) */
        assert_int_equal(g->winner, RF_RED);
    } else {
        assert_int_equal(g->assn.role[WRAITH], RF_ROLE_GUARDIAN);
        assert_false(g->over);
    }
    assert_int_equal(g->assn.card[WRAITH], RF_RC_REVEALED);          /* ASSN-10 (1) */
    if (!g->over) {
        assert_false(w->vitals.ko_exhausted);                       /* ASSN-10 (4) */
        assert_int_equal(w->vitals.health, 40);                     /* ASSN-10 (5) */
    }
    assert_int_equal(g->vp[RF_RED], 0);
    rf_game_free(g);

    g = eliminated(RF_MODE_CHAMP, false);                      /* a challenger */
    w = &g->legend[WRAITH];
    assert_int_equal(w->vitals.health, 40);
    assert_int_equal(w->death_boxes, 1);
    assert_int_equal(g->vp[RF_RED], 1);
    rf_game_free(g);

    g = eliminated(RF_MODE_CHAMP, true);                       /* a champion */
    w = &g->legend[WRAITH];
    assert_true(champ_is_champion(g, WRAITH));
    assert_int_equal(equip_locked_count(g, WRAITH), 0);
    assert_int_equal(g->equip.supply, 12);
    assert_int_equal(w->vitals.shield, 60);
    assert_int_equal(w->vitals.health, 60);
    assert_int_equal(w->death_boxes, 1);
    assert_int_equal(g->vp[RF_BLUE], 1);
    rf_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_ELIM_6_modes_replace_the_steps),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
