/*
 * test_champ_play.c — a champion in play (src/rules/modes/champ/champ_play.c): 3 AP
 * and the same basic action three times (CHAMP-12), Shoot without ammo
 * (CHAMP-13), the dial at 70/70 (CHAMP-7). A Champions game starts from
 * the draft or the stages only (setup.c check_modes), so to stage a
 * position these are 2 vs 2 Battle Royale games on the map made Champions
 * games (g->mode) before the first decision: red are the champions
 * (CHAMP-1), blue the challengers. The same games left
 * in Battle Royale keep 2 AP, ACT-9's twice and SHOOT-5's ammo.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "testutil.h"
#include "rules/modes/champ/champ_play.h"
#include "rules/combat/combat.h"
#include "rules/engine/engine.h"
#include "rules/modes/equip/equip.h"
#include "rules/engine/legends.h"

static rf_game *game(int mode, unsigned long long seed)
{
    static const char *const names[4] = { "Bangalore", "Wraith", "Gibraltar", "Bloodhound" };
    rf_setup s;
    memset(&s, 0, sizeof s);
    s.seed = seed;
    for (int i = 0; i < 4; i++) {
        rf_setup_legend *l = &s.legend[s.nlegends++];
        snprintf(l->name, sizeof l->name, "%s", names[i]);
        l->squad = i / 2;
        l->x = 3 + 3 * (i % 2);
        l->y = i / 2 ? 12 : 2;
    }
    rf_game *g = NULL;
    rf_error err;
    if (rf_game_new(tu_content(), tu_crossroads(), &s, &g, &err) != RF_OK) fail_msg("%s", err.message);
    g->mode = mode;                                /* Champions: red are the champions */
    for (int l = 0; l < 2 && mode == RF_MODE_CHAMP; l++) champ_vitals(g, l);   /* CHAMP-7 */
    return g;
}

static unsigned move2_option(const rf_game *g)
{
    static unsigned codes[RF_MAX_OPTIONS];
    int n = rf_option_codes(g, codes, RF_MAX_OPTIONS);
    for (int i = 0; i < n; i++)
        if (rf_opt_kind_of(codes[i]) == RF_OPT_ACTION && rf_opt_a(codes[i]) == ACT_MOVE2)
            return codes[i];
    return 0;
}

static bool action_of(const rf_game *g, int squad, int *legend)
{
    rf_decision d;
    if (!rf_pending(g, &d) || d.kind != RF_DEC_ACTION) return false;
    *legend = d.legend;
    return g->legend[d.legend].squad == squad;
}

/* Play (random bot) until an activation of a legend of `squad` starts. */
static int first_activation(rf_game *g, rf_bot *bot, int squad)
{
    int l = -1;
    for (int guard = 0; guard < 5000; guard++) {
        if (action_of(g, squad, &l) && g->ap == champ_activation_ap(g, l) &&
            g->basic_used[ACT_MOVE2] == 0 && g->legend[l].on_map)
            return l;
        tu_choose(g, rf_bot_choose(bot, g));
    }
    fail_msg("no activation of squad %d", squad);
    return -1;
}

/* Move 2 (the bot picks where), back to l's next action decision. */
static void move2(rf_game *g, rf_bot *bot, int l)
{
    unsigned code = move2_option(g);
    assert_true(code != 0);
    tu_choose(g, code);
    int who = -1;
    for (int guard = 0; guard < 100 && !action_of(g, g->legend[l].squad, &who); guard++)
        tu_choose(g, rf_bot_choose(bot, g));
    assert_int_equal(who, l);
}

/* covers: CHAMP-12 ACT-3 ACT-9 */
static void test_CHAMP_12_three_ap_same_action_three_times(void **state)
{
    (void)state;
    for (unsigned long long seed = 1; seed <= 6; seed++) {
        rf_game *g = game(RF_MODE_CHAMP, seed);
        rf_bot *bot = rf_bot_new("random", seed);
        int l = first_activation(g, bot, 0);
        assert_true(champ_is_champion(g, l));
        assert_int_equal(g->ap, 3);                                        /* CHAMP-12 */
        move2(g, bot, l);
        move2(g, bot, l);
        assert_int_equal(g->ap, 1);
        assert_int_equal(g->basic_used[ACT_MOVE2], 2);
        unsigned code = move2_option(g);                   /* a third Move 2: CHAMP-12 */
        assert_true(code != 0);
        tu_choose(g, code);
        assert_int_equal(g->basic_used[ACT_MOVE2], 3);
        int b = first_activation(g, bot, 1);               /* a challenger: core rules */
        assert_false(champ_is_champion(g, b));
        assert_int_equal(g->ap, 2);                                        /* ACT-3 */
        rf_bot_free(bot);
        rf_game_free(g);
    }
}

/* covers: ACT-3 */
static void test_CHAMP_12_battle_royale_two_ap(void **state)
{
    (void)state;
    rf_game *g = game(RF_MODE_BR, 2);
    rf_bot *bot = rf_bot_new("random", 2);
    int l = first_activation(g, bot, 0);                  /* the same red legend, in BR */
    assert_false(champ_is_champion(g, l));
    assert_int_equal(g->ap, 2);
    assert_int_equal(champ_same_action_limit(g, l), 2);                 /* ACT-9 */
    rf_bot_free(bot);
    rf_game_free(g);
}

static int weapon_piece(const rf_game *g)
{
    for (int p = 0; p < g->npieces; p++)
        if (g->piece[p].kind == RF_PIECE_WEAPON) return p;
    fail_msg("no weapon card");
    return -1;
}

/* covers: CHAMP-13 SHOOT-5 */
static void test_CHAMP_13_fire_without_ammo(void **state)
{
    (void)state;
    for (int mode = 0; mode < 2; mode++) {
        rf_game *g = game(mode ? RF_MODE_CHAMP : RF_MODE_BR, 3);
        int p = weapon_piece(g);
        for (int l = 0; l < 4; l += 2) {                  /* a champion, a challenger */
            g->legend[l].weapon[0] = (int16_t)p;
            g->legend[l].ammo[0] = 0;
            bool champion = mode && l == 0;
            assert_int_equal(champ_unlimited_ammo(g, l), champion);
            assert_int_equal(legend_can_fire(g, l, 0), champion);       /* SHOOT-5 */
            g->legend[l].weapon[0] = -1;
        }
        rf_game_free(g);
    }
}

/* Whole games with champions under rf_check (ammo within 0 … 5, SHOOT-5):
 * the champions' Shoot actions leave their ammo as it was (CHAMP-13). */
/* covers: CHAMP-13 CHAMP-12 */
static void test_CHAMP_13_games_spend_no_champion_ammo(void **state)
{
    (void)state;
    int champion_shots = 0;
    for (unsigned long long seed = 1; seed <= 8; seed++) {
        rf_game *g = game(RF_MODE_CHAMP, seed);
        rf_bot *bot = rf_bot_new(seed % 2 ? "random" : "heuristic", seed);
        for (long steps = 0; !rf_game_over(g, NULL) && steps < 100000; steps++) {
            rf_decision d;
            rf_pending(g, &d);
            unsigned code = rf_bot_choose(bot, g);
            int l = d.legend;
            bool weapon = d.kind != RF_DEC_NONE && rf_opt_kind_of(code) == RF_OPT_WEAPON &&
                          l >= 0 && l < g->nlegends && g->legend[l].squad == 0;
            int slot = rf_opt_a(code);
            int before = weapon ? g->legend[l].ammo[slot] : 0;
            tu_choose(g, code);
            if (weapon && g->legend[l].weapon[slot] >= 0) {
                assert_int_equal(g->legend[l].ammo[slot], before);
                champion_shots++;
            }
        }
        assert_true(rf_game_over(g, NULL));
        rf_bot_free(bot);
        rf_game_free(g);
    }
    assert_true(champion_shots > 0);
}

/* covers: CHAMP-7 DMG-8 */
static void test_CHAMP_7_dial_at_seventy(void **state)
{
    (void)state;
    rf_game *g = game(RF_MODE_CHAMP, 4);
    const rf_champ_rules *r = &tu_content()->champ.rules;
    assert_int_equal(r->shield, 70);
    assert_int_equal(r->health, 70);
    rf_vitals *v = &g->legend[0].vitals;
    *v = g->legend[2].vitals;                      /* as a challenger's, then CHAMP-7 */
    champ_vitals(g, 0);
    assert_int_equal(v->shield, 70);
    assert_int_equal(v->shield_max, 70);
    assert_int_equal(v->health, 70);
    assert_int_equal(v->health_max, 70);                /* DMG-8: "except Champions" */
    tu_check(g);
    v->health = 50;
    v->shield = 45;
    assert_int_equal(combat_restore_health(v, 30), 20);     /* healed up to 70, not 40 */
    assert_int_equal(v->health, 70);
    assert_int_equal(combat_restore_shield(v, 30), 25);
    assert_int_equal(v->shield, 70);
    tu_check(g);
    assert_int_equal(g->legend[2].vitals.health_max, 40);        /* a challenger: DMG-8 */
    rf_game_free(g);
}

/* covers: CHAMP-7 CHAMP-16 EQUIP-2
 * A champion's equipment board is the Boss side (its spaces and items,
 * data/champions.json): lock tokens go on any of its spaces, also those
 * past the standard side's; a challenger (and a Battle Royale legend)
 * keeps the standard side. */
static void test_CHAMP_7_boss_side_per_legend(void **state)
{
    (void)state;
    const rf_content *c = tu_content();
    const rf_champ_content *ch = &c->champ;
    assert_true(ch->nboss > c->equipment.nspaces);
    for (int mode = 0; mode < 2; mode++) {
        rf_game *g = game(mode ? RF_MODE_CHAMP : RF_MODE_BR, 5);
        for (int l = 0; l < 4; l++) {
            bool boss = mode && l < 2;
            int n = equip_board_spaces(g, l);
            assert_int_equal(n, boss ? ch->nboss : c->equipment.nspaces);
            for (int s = 0; s < n; s++)
                assert_ptr_equal(equip_board_item(g, l, s),
                                 boss ? &c->catalog.loot[ch->boss_item[s]] : equip_item(g, s));
            assert_null(equip_board_item(g, l, n));
            g->equip.supply = 2;
            int last = ch->nboss - 1;                   /* only on the Boss side */
            assert_int_equal(equip_lock(g, l, last), boss);
            assert_int_equal(equip_unlocked_count(g, l), n - (boss ? 1 : 0));
            assert_int_equal(equip_unlock(g, l, last), boss);
            assert_int_equal(g->equip.supply, 2);
            g->equip.supply = 0;
        }
        rf_game_free(g);
    }
}

/* covers: CHAMP-13 SHOOT-5
 * A champion's weapons are offered as they fire, with unlimited ammo, not
 * with the ammo marker's number ("with R-301 Carbine (0 ammo)" read as an
 * empty weapon, issue 20); a challenger's say its ammo. */
static void test_CHAMP_13_weapon_offered_with_unlimited_ammo(void **state)
{
    (void)state;
    static rf_option opt[RF_MAX_OPTIONS];
    int champion = 0, challenger = 0;
    for (unsigned long long seed = 1; seed <= 8 && !(champion && challenger); seed++) {
        rf_game *g = game(RF_MODE_CHAMP, seed);
        rf_bot *bot = rf_bot_new("random", seed);
        for (int step = 0; step < 3000 && !rf_game_over(g, NULL); step++) {
            rf_decision d;
            rf_pending(g, &d);
            int n = rf_options(g, opt, RF_MAX_OPTIONS);
            for (int i = 0; i < n && i < RF_MAX_OPTIONS; i++) {
                if (strncmp(opt[i].label, "with ", 5) != 0 || !strstr(opt[i].label, "ammo")) continue;
                if (champ_is_champion(g, d.legend)) {
                    assert_non_null(strstr(opt[i].label, "(unlimited ammo, CHAMP-13)"));
                    champion++;
                } else {
                    assert_null(strstr(opt[i].label, "unlimited"));
                    challenger++;
                }
            }
            tu_choose(g, rf_bot_choose(bot, g));
        }
        rf_bot_free(bot);
        rf_game_free(g);
    }
    assert_true(champion > 0 && challenger > 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_CHAMP_12_three_ap_same_action_three_times),
        cmocka_unit_test(test_CHAMP_12_battle_royale_two_ap),
        cmocka_unit_test(test_CHAMP_13_fire_without_ammo),
        cmocka_unit_test(test_CHAMP_13_games_spend_no_champion_ammo),
        cmocka_unit_test(test_CHAMP_7_dial_at_seventy),
        cmocka_unit_test(test_CHAMP_7_boss_side_per_legend),
        cmocka_unit_test(test_CHAMP_13_weapon_offered_with_unlimited_ammo),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
