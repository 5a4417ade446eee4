/*
 * test_bot_ammo.c — normal saves its last ammo for good shots in Battle
 * Royale (src/bots/heuristic.c, saving_ammo; docs/bots.md, "Ammo at the
 * match's end"): a legend going looting (7 ammo or less left in both
 * weapons) does not spend its last AP on a fair shot. The yard is
 * legend_play.h's.
 *
 * covers: WEAPON-4 INTERACT-4
 */
#include "legend_play.h"

enum { RED = LP_RED, BLUE = LP_BLUE, GIB = 0, WRAITH = 1 };

/* Wraith (blue) on wx,wy with ammo a and b and 1 AP left (ACT-3), Gibraltar
 * (red) on 8,4: the action bot `kind` chooses. */
static unsigned last_ap(const char *kind, int wx, int wy, int a, int b)
{
    lp_spot s[] = { { "Gibraltar", RED, 8, 4, false }, { "Wraith", BLUE, wx, wy, false } };
    rf_game *g = lp_game(s, 2, 7);
    tu_pass_until(g, 1, BLUE);
    g->legend[WRAITH].ammo[0] = (uint8_t)a;
    g->legend[WRAITH].ammo[1] = (uint8_t)b;
    tu_activate(g, WRAITH);
    g->ap = 1;
    tu_check(g);
    rf_bot *bot = rf_bot_new(kind, 3);
    unsigned c = rf_bot_choose(bot, g);
    rf_bot_free(bot);
    rf_game_free(g);
    return c;
}

static bool shoots(unsigned c)
{
    return rf_opt_kind_of(c) == RF_OPT_ACTION && rf_opt_a(c) == RF_ACT_SHOOT;
}

/* Wraith with 5 ammo left (its first weapon empty) and its last AP: from
 * 3,10 its shot at Gibraltar is a fair one (about 5 damage expected, under
 * GOOD_SHOT 6), and normal keeps the ammo (it shot before: the test fails
 * without saving_ammo); from 6,4 the shot is good (9 or more) and it
 * shoots. */
static void test_WEAPON_4_last_ammo_kept_for_a_good_shot(void **state)
{
    (void)state;
    assert_false(shoots(last_ap("normal", 3, 10, 0, 5)));
    assert_true(shoots(last_ap("normal", 6, 4, 0, 5)));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_WEAPON_4_last_ammo_kept_for_a_good_shot),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
