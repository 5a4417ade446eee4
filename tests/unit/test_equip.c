/*
 * test_equip.c — equipment boards, lock tokens and weapon loadout cards
 * (RULES.md EQUIP-1 … EQUIP-7, EX-EQUIP-1, TDM-6, TDM-11, TDM-13; docs/
 * modes.md; data/equipment.json) in Team Deathmatch games set up on the
 * mode yard (mode_play.h).
 */
#define _DEFAULT_SOURCE                   /* mkdtemp */
#include <stdlib.h>
#include <unistd.h>

#include "log_seen.h"
#include "mode_play.h"
#include "rules/engine/pieces.h"

enum { RED0 = 0, BLUE0 = 1 };

static rf_game *duel(unsigned long long seed, bool own)
{
    lp_spot s[2] = { { "Wraith", LP_RED, 5, 5, own }, { "Gibraltar", LP_BLUE, 7, 5, own } };
    return mp_game(RF_MODE_TDM, s, 2, seed);
}

/* covers: EQUIP-1 TDM-5 TDM-6 TDM-2
 * Each legend plays on an equipment board: no gear, no backpack, shield 20
 * and health 40, one lock token on the accelerant; a loadout card each, no
 * two the same, its face-up side's weapons and printed attachments on the
 * weapon slots; the other lock tokens in the general supply (31 in all). */
static void test_EQUIP_1_boards_instead_of_legend_boards(void **state)
{
    (void)state;
    for (unsigned long long seed = 1; seed <= 12; seed++) {
        rf_game *g = duel(seed, false);
        for (int l = 0; l < 2; l++) {
            const rf_legend *lg = &g->legend[l];
            assert_true(equip_on(g, l));
            for (int s = 0; s < RF_GEAR_SLOTS; s++) assert_int_equal(lg->gear[s], -1);
            for (int s = 0; s < RF_BACKPACK; s++) assert_int_equal(lg->pack[s], -1);
            assert_int_equal(lg->vitals.shield, 20);
            assert_int_equal(lg->vitals.health, 40);
            assert_int_equal(lg->death_boxes, 0);
            assert_int_equal(g->equip.locks[l], mp_bit(g, "ultimate_accelerant"));   /* TDM-6 */
            const rf_loadout_side *side =
                &g->content->equipment.card[g->equip.card[l]].side[g->equip.side[l]];
            for (int w = 0; w < 2; w++) {
                assert_int_equal(g->piece[lg->weapon[w]].def, side->weapon[w].weapon);
                for (int k = 0; k < RF_MAX_WEAPON_SLOTS; k++)
                    if (side->weapon[w].attach[k] >= 0)
                        assert_int_equal(g->piece[lg->attach[w][k]].def, side->weapon[w].attach[k]);
                assert_int_equal(lg->ammo[w], 5);
            }
        }
        assert_int_not_equal(g->equip.card[0], g->equip.card[1]);
        assert_int_equal(g->equip.supply, 31 - 2);
        assert_int_equal(mp_tokens(g), 31);
        assert_int_equal(g->weapon_deck_n, 0);              /* no weapon deck in TDM (TDM-2) */
        rf_game_free(g);
    }
}

/* covers: EQUIP-2 EQUIP-4 TDM-13 USE-3
 * A hurt legend uses its syringe: a lock token goes on the syringe space
 * and the health comes back at once; the locked syringe (and the accelerant
 * locked at set-up) is no longer offered. */
static void test_EQUIP_4_printed_consumable(void **state)
{
    (void)state;
    rf_game *g = duel(3, false);
    g->legend[RED0].vitals.health = 10;
    tu_activate(g, RED0);
    tu_choose(g, engine_code(OPT_ACTION, ACT_USE_MOVE1, 0));
    tu_choose(g, engine_code(OPT_PART, PART_MAIN, 0));
    int syringe = mp_space(g, "syringe"), acc = mp_space(g, "ultimate_accelerant");
    assert_false(tu_offered(g, engine_code(OPT_USE_ITEM, acc, 0)));             /* EQUIP-2 */
    int supply = g->equip.supply;
    tu_choose(g, engine_code(OPT_USE_ITEM, syringe, 0));
    assert_true(equip_locked(g, RED0, syringe));                        /* EQUIP-4 (1) */
    assert_int_equal(g->equip.supply, supply - 1);
    assert_true(g->legend[RED0].vitals.health > 10);                       /* EQUIP-4 (2) */
    int health = g->legend[RED0].vitals.health;
    tu_choose(g, engine_code(OPT_PART, PART_DONE, 0));
    tu_choose(g, engine_code(OPT_ACTION, ACT_USE_MOVE1, 0));
    tu_choose(g, engine_code(OPT_PART, PART_MAIN, 0));
    tu_refused(g, engine_code(OPT_USE_ITEM, syringe, 0));                      /* EQUIP-2 */
    assert_int_equal(g->legend[RED0].vitals.health, health);
    rf_game_free(g);
}

/* covers: USE-4
 * On an equipment board the Use action's items are the board's printed
 * grenades and consumables, with lock tokens, instead of a backpack: each
 * unlocked printed one is offered by its board space and nothing else is;
 * the backpack stays empty. */
static void test_USE_4_board_replaces_the_backpack(void **state)
{
    (void)state;
    rf_game *g = duel(5, false);
    tu_activate(g, RED0);
    tu_choose(g, engine_code(OPT_ACTION, ACT_USE_MOVE1, 0));
    tu_choose(g, engine_code(OPT_PART, PART_MAIN, 0));
    unsigned want = 0, got = 0, codes[RF_MAX_OPTIONS];
    for (int s = 0; s < equip_board_spaces(g, RED0); s++) {
        const rf_loot_def *d = equip_board_item(g, RED0, s);
        bool item = d && (d->family == RF_LOOT_GRENADE || d->family == RF_LOOT_CONSUMABLE);
        if (item && !equip_locked(g, RED0, s)) want |= 1u << s;
    }
    int n = rf_option_codes(g, codes, RF_MAX_OPTIONS);
    for (int i = 0; i < n; i++)
        if (engine_code_kind(codes[i]) == OPT_USE_ITEM) got |= 1u << engine_code_a(codes[i]);
    assert_true(want != 0);
    assert_int_equal(got, want);
    for (int s = 0; s < RF_BACKPACK; s++) assert_int_equal(g->legend[RED0].pack[s], -1);
    rf_game_free(g);
}

/* covers: EQUIP-3 GRENADE-7
 * A printed frag grenade: the lock token goes on its space, the grenade is
 * thrown as in the core rules and hurts whoever it lands on; the space is
 * locked afterwards. */
static void test_EQUIP_3_printed_grenade(void **state)
{
    (void)state;
    int hurt = 0;
    for (unsigned long long seed = 1; seed <= 10; seed++) {
        rf_game *g = duel(seed, false);
        g->legend[BLUE0].pos = geo_cell_make(9, 5);
        tu_activate(g, RED0);
        tu_choose(g, engine_code(OPT_ACTION, ACT_USE_MOVE1, 0));
        tu_choose(g, engine_code(OPT_PART, PART_MAIN, 0));
        int frag = mp_space(g, "frag_grenade");
        tu_choose(g, engine_code(OPT_USE_ITEM, frag, 0));
        assert_false(equip_locked(g, RED0, frag));           /* locked when it is thrown */
        uint32_t at = lp_labelled(g, "land at 9,5");
        assert_true(at != 0);
        tu_choose(g, at);
        assert_true(equip_locked(g, RED0, frag));                       /* EQUIP-3 (1) */
        assert_int_equal(mp_tokens(g), 31);
        hurt += lp_lost(g, BLUE0) > 0;
        rf_game_free(g);
    }
    assert_true(hurt > 0);                                    /* EQUIP-3 (3): core damage */
}

/* covers: EQUIP-5 TDM-16 LOOT-4
 * A legend on a board that would receive loot tokens keeps none: each one
 * leaves the game and takes a lock token off its board; with more lock
 * tokens than tokens received it chooses which (its seat decides); with
 * fewer, all come off. */
static void test_EQUIP_5_gaining_loot_unlocks(void **state)
{
    (void)state;
    rf_game *g = duel(4, false);
    g->equip.locks[RED0] |= mp_bit(g, "syringe") | mp_bit(g, "shield_cell");
    g->equip.supply -= 2;
    tu_check(g);
    int p = pieces_bag_draw(g, RF_RARE, RED0);
    assert_true(p >= 0);
    engine_push(g, FR_RECEIVE_LOOT, RED0);
    engine_advance(g);
    assert_int_equal(g->piece[p].where, RF_REMOVED);                       /* EQUIP-5 */
    rf_decision d = mp_pending(g);
    assert_int_equal(d.kind, RF_DEC_LOOT);
    assert_int_equal(d.seat, g->legend[RED0].seat);
    int cell = mp_space(g, "shield_cell");
    assert_true(tu_offered(g, engine_code(OPT_LOCK_SPACE, 1, mp_space(g, "syringe"))));
    assert_false(tu_offered(g, engine_code(OPT_LOCK_SPACE, 1, mp_space(g, "frag_grenade"))));
    tu_choose(g, engine_code(OPT_LOCK_SPACE, 1, cell));
    assert_false(equip_locked(g, RED0, cell));
    assert_int_equal(equip_locked_count(g, RED0), 2);
    /* 2 tokens received, 2 locked: no choice, both come off */
    pieces_bag_draw(g, RF_RARE, RED0);
    pieces_bag_draw(g, RF_RARE, RED0);
    engine_push(g, FR_RECEIVE_LOOT, RED0);
    engine_advance(g);
    tu_check(g);
    assert_int_equal(equip_locked_count(g, RED0), 0);
    assert_int_equal(mp_tokens(g), 31);
    rf_game_free(g);
}

/* Loba (red) shoots Gibraltar (blue) next to her playing Thief's
 * Artistry; returns the game at the first decision after the Shoot, NULL
 * if the shot did not score exactly 1 hit and 1 headshot. */
static rf_game *thief_shot(unsigned long long seed)
{
    lp_spot s[2] = { { "Loba", LP_RED, 5, 5, true }, { "Gibraltar", LP_BLUE, 6, 5, false } };
    rf_game *g = mp_game(RF_MODE_TDM, s, 2, seed);
    lp_hand(g, RED0, "lb-thiefs-artistry");
    g->equip.locks[RED0] |= mp_bit(g, "frag_grenade") | mp_bit(g, "thermite_grenade");
    g->equip.supply -= 2;
    tu_check(g);
    if (mp_thief_shot(g, RED0, BLUE0)) return g;
    rf_game_free(g);
    return NULL;
}

/* covers: EX-EQUIP-1 EQUIP-6 EQUIP-5
 * 1 hit and 1 headshot with Thief's Artistry: the target, which would give
 * 2 loot tokens, puts 2 lock tokens on its board where it chooses (the
 * syringe and the shield cell); then Loba takes 2 lock tokens off hers
 * where she chooses (the accelerant and the frag grenade). */
static void test_EX_EQUIP_1_thiefs_artistry_with_boards(void **state)
{
    (void)state;
    rf_game *g = NULL;
    for (unsigned long long seed = 1; seed <= 400 && !g; seed++) g = thief_shot(seed);
    if (!g) fail_msg("no seed gave 1 hit and 1 headshot");
    rf_decision d = mp_pending(g);
    assert_int_equal(d.kind, RF_DEC_LOOT);
    assert_int_equal(d.legend, BLUE0);
    assert_int_equal(d.seat, g->legend[BLUE0].seat);            /* the target chooses */
    int supply = g->equip.supply;
    tu_choose(g, engine_code(OPT_LOCK_SPACE, 0, mp_space(g, "syringe")));
    tu_choose(g, engine_code(OPT_LOCK_SPACE, 0, mp_space(g, "shield_cell")));
    assert_int_equal(g->equip.locks[BLUE0], mp_bit(g, "ultimate_accelerant") |
                                                mp_bit(g, "syringe") | mp_bit(g, "shield_cell"));
    assert_int_equal(g->equip.supply, supply - 2);
    d = mp_pending(g);
    assert_int_equal(d.kind, RF_DEC_LOOT);
    assert_int_equal(d.legend, RED0);                               /* Loba: 3 locked, 2 off */
    tu_choose(g, engine_code(OPT_LOCK_SPACE, 1, mp_space(g, "ultimate_accelerant")));
    tu_choose(g, engine_code(OPT_LOCK_SPACE, 1, mp_space(g, "frag_grenade")));
    assert_int_equal(g->equip.locks[RED0], mp_bit(g, "thermite_grenade"));
    assert_int_equal(g->equip.supply, supply);
    assert_int_equal(mp_pending(g).kind, RF_DEC_ACTION);              /* back to Loba's turn */
    for (int p = 0; p < g->npieces; p++)                 /* no loot token changed hands */
        assert_int_not_equal(g->piece[p].where, RF_HELD);
    rf_game_free(g);
}

/* covers: EX-EQUIP-1 TDM-12 ELIM-4 R-THIEF-1
 * A target the Thief's Artistry Shoot eliminates owes nothing: TDM-12 (2)
 * has returned every lock token of its board to the supply, and it puts
 * none back (it would respawn with its printed items locked); Loba takes
 * none off hers. (The bug: the eliminated Pathfinder of `ringfall play
 * --seed 42 --mode TDM --size 3` locked five items.) */
static void test_R_THIEF_1_eliminated_board_gets_no_locks(void **state)
{
    (void)state;
    int seen = 0;
    for (unsigned long long seed = 1; seed <= 60; seed++) {
        lp_spot s[2] = { { "Loba", LP_RED, 5, 5, true }, { "Gibraltar", LP_BLUE, 6, 5, false } };
        rf_game *g = mp_game(RF_MODE_TDM, s, 2, seed);
        lp_hand(g, RED0, "lb-thiefs-artistry");
        g->equip.locks[RED0] |= mp_bit(g, "frag_grenade");
        g->equip.supply--;
        g->legend[BLUE0].vitals.shield = 0;
        g->legend[BLUE0].vitals.health = 1;
        tu_check(g);
        uint8_t loba = g->equip.locks[RED0];
        int supply = g->equip.supply;
        ls_log *log = ls_listen(g);
        mp_thief_shot(g, RED0, BLUE0);
        if (g->last.hits == 0) {
            rf_game_free(g);
            continue;
        }
        seen++;
        assert_false(g->legend[BLUE0].on_map);
        assert_int_equal(g->equip.locks[BLUE0], 0);                     /* TDM-12 (2) */
        assert_int_equal(g->equip.locks[RED0], loba);                   /* none off */
        assert_int_equal(g->equip.supply, supply + 1);         /* Gibraltar's accelerant */
        rf_decision d = mp_pending(g);
        assert_false(d.kind == RF_DEC_LOOT);
        assert_int_equal(ls_seen(log, RED0, "owes"), 0);
        assert_int_equal(ls_seen(log, RED0, "puts a lock token"), 0);
        rf_game_free(g);
    }
    assert_true(seen > 0);
}

/* covers: EQUIP-7 TDM-7
 * The loadout card flips only when a rule allows: never as an action of an
 * activation; a flip lays out the other side's weapons and attachments and
 * returns the first side's pieces to the box. */
static void test_EQUIP_7_flip_only_when_allowed(void **state)
{
    (void)state;
    rf_game *g = duel(6, false);
    tu_activate(g, RED0);
    static rf_option o[RF_MAX_OPTIONS];
    int n = rf_options(g, o, RF_MAX_OPTIONS);
    for (int i = 0; i < n; i++) assert_int_not_equal(engine_code_kind(o[i].code), OPT_FLIP);
    const rf_loadout_card *c = &g->content->equipment.card[g->equip.card[RED0]];
    int side = g->equip.side[RED0], old = g->legend[RED0].weapon[0];
    equip_flip(g, RED0);
    tu_check(g);
    assert_int_equal(g->equip.side[RED0], !side);
    assert_int_equal(g->piece[g->legend[RED0].weapon[0]].def, c->side[!side].weapon[0].weapon);
    assert_int_equal(g->piece[g->legend[RED0].weapon[1]].def, c->side[!side].weapon[1].weapon);
    assert_int_equal(g->piece[old].where, old == g->legend[RED0].weapon[0] ? RF_ON_WEAPON : RF_IN_BOX);
    equip_flip(g, RED0);
    tu_check(g);
    assert_int_equal(g->piece[g->legend[RED0].weapon[0]].def, c->side[side].weapon[0].weapon);
    rf_game_free(g);
}

/* covers: TDM-11 CTF-12
 * Unlimited ammo: a Shoot spends none. */
static void test_TDM_11_unlimited_ammo(void **state)
{
    (void)state;
    rf_game *g = duel(2, false);
    lp_in_range(g, RED0, BLUE0);
    tu_activate(g, RED0);
    lp_shoot(g, BLUE0);
    lp_decline_all(g);
    assert_int_equal(g->legend[RED0].ammo[0], 5);
    rf_game_free(g);
}

/* Load data/ with equipment.json edited by a sed expression. */
static rf_status load_edited(const char *sed, rf_error *err)
{
    return tu_load_edited("equipment.json", sed, err);
}

/* covers: EQUIP-7
 * data/equipment.json is validated on load: an attachment that fits no
 * slot of its weapon is refused with the file, line and field. */
static void test_EQUIP_7_loadout_data_validated(void **state)
{
    (void)state;
    rf_error err;
    assert_int_equal(load_edited("s/\"W-19\", \"attachments\": \\[\"optic_hcog_classic\"\\]/"
                                 "\"W-19\", \"attachments\": [\"stock_common\"]/", &err),
                     RF_E_DATA);
    assert_non_null(strstr(err.file, "equipment.json"));
    assert_true(err.line > 0);
    assert_non_null(strstr(err.field, "loadout_cards[2].sides[0].weapons[1].attachments[0]"));
    assert_non_null(strstr(err.message, "fits no free slot"));
}

/* The field tables (ju_fields.h) of equipment.json: an unknown key, a
 * wrong type and a value out of range refused with file, line and field,
 * the last two citing the field's rule. */
static void test_equip_fields_refused(void **state)
{
    (void)state;
    rf_error err;
    assert_int_equal(load_edited("s/\"locked_at_setup\": true/&, \"colour\": 1/", &err),
                     RF_E_DATA);
    assert_true(err.line > 0);
    assert_string_equal(err.field, "board.spaces[4].colour");
    assert_non_null(strstr(err.message, "unknown field 'colour'"));
    assert_int_equal(load_edited("s/\"locked_at_setup\": true/\"locked_at_setup\": 1/", &err),
                     RF_E_DATA);
    assert_string_equal(err.field, "board.spaces[4].locked_at_setup");
    assert_non_null(strstr(err.message, "(EQUIP-2)"));
    assert_int_equal(load_edited("s/\"name\": \"Rush\", \"weapons\": \\[/&"
                                 "{ \"weapon\": \"W-01\", \"attachments\": [] }, /", &err),
                     RF_E_DATA);
    assert_string_equal(err.field, "loadout_cards[0].sides[0].weapons");
    assert_non_null(strstr(err.message, "(TDM-2)"));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_EQUIP_1_boards_instead_of_legend_boards),
        cmocka_unit_test(test_EQUIP_4_printed_consumable),
        cmocka_unit_test(test_USE_4_board_replaces_the_backpack),
        cmocka_unit_test(test_EQUIP_3_printed_grenade),
        cmocka_unit_test(test_EQUIP_5_gaining_loot_unlocks),
        cmocka_unit_test(test_EX_EQUIP_1_thiefs_artistry_with_boards),
        cmocka_unit_test(test_R_THIEF_1_eliminated_board_gets_no_locks),
        cmocka_unit_test(test_EQUIP_7_flip_only_when_allowed),
        cmocka_unit_test(test_equip_fields_refused),
        cmocka_unit_test(test_TDM_11_unlimited_ammo),
        cmocka_unit_test(test_EQUIP_7_loadout_data_validated),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
