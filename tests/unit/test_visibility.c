/*
 * test_visibility.c — what the books put on the table face up reaches
 * every seat and the spectators; what they hide never leaves its seat
 * (docs/visibility.md): the log in words, line by line per seat
 * (log_seen.h: a spectator reads the public lines, as the server's h_log.c
 * gives them), and rf_observe's fields per seat.
 */
#include <stdio.h>
#include <string.h>

#include "log_seen.h"
#include "mode_play.h"
#include "rules/engine/pieces.h"

enum { OPENER = 0, OTHER = 1 };

static char obs[3][1 << 16];

/* rf_observe for seats 0, 1 and a spectator (obs[2]). */
static void observe_all(const rf_game *g)
{
    for (int s = 0; s < 3; s++) rf_observe(g, s < 2 ? s : -1, obs[s], sizeof obs[s]);
}

/* Bangalore (red, seat 0) next to the yard's closed supply bin, Wraith
 * (blue) far off; a Battle Royale game on the map, its log listened to. */
static rf_game *at_the_bin(int mode, ls_log **log)
{
    lp_spot s[2] = { { "Bangalore", LP_RED, 8, 8, false }, { "Wraith", LP_BLUE, 12, 12, false } };
    rf_game *g = mp_game(mode, s, 2, 5);
    *log = ls_listen(g);
    tu_activate(g, OPENER);
    tu_choose(g, engine_code(OPT_ACTION, ACT_INTERACT_MOVE1, 0));
    tu_choose(g, engine_code(OPT_PART, PART_MAIN, 0));
    tu_choose(g, engine_code(OPT_BIN, 0, 0));
    return g;
}

/* Answer the opener's decisions after a bin until it is back in its
 * Interact: the first option, but "drop it on" for the first token and
 * "put it in the backpack" for the others. Returns the token dropped. */
static int resolve_bin(rf_game *g)
{
    int dropped = -1;
    for (int guard = 0; guard < 30; guard++) {
        rf_decision d = mp_pending(g);
        if (d.kind == RF_DEC_INTERACT || d.kind == RF_DEC_ACTION) return dropped;
        int held = pieces_first_held(g, OPENER, RF_PIECE_LOOT);
        if (d.kind == RF_DEC_LOOT && held >= 0 && dropped < 0 && lp_try_label(g, "drop it on")) {
            dropped = held;
            continue;
        }
        if (d.kind == RF_DEC_LOOT && lp_try_label(g, "put it in the backpack")) continue;
        unsigned codes[RF_MAX_OPTIONS];
        assert_true(rf_option_codes(g, codes, RF_MAX_OPTIONS) > 0);
        tu_choose(g, codes[0]);
    }
    fail_msg("the bin's decisions never ended");
    return -1;
}

/* covers: INTERACT-4 LOOT-4 WEAPON-4 COMP-9
 * Opening a supply bin is done on the table: the line saying which bin was
 * opened, the weapon card kept and what becomes of it, each token kept or
 * dropped, reach both seats and the spectators (they were the opener's
 * alone); every view shows the bin opened, the dropped token on its space
 * and the weapon slots. */
static void test_INTERACT_4_bin_opening_is_public(void **state)
{
    (void)state;
    ls_log *log;
    rf_game *g = at_the_bin(RF_MODE_BR, &log);
    observe_all(g);
    for (int s = 0; s < 3; s++) {
        assert_non_null(strstr(obs[s], "\"bins_opened\":1,"));
        assert_non_null(strstr(strstr(obs[s], "\"held\":["), "{\"weapon\":"));   /* face up */
    }
    int dropped = resolve_bin(g);
    assert_true(dropped >= 0);
    ls_assert_public(log, "-> open the ");
    ls_assert_public(log, "keep which weapon card?");
    ls_assert_public(log, "replace, take ammo or discard?");
    ls_assert_public(log, "-> drop it on");
    observe_all(g);
    char token[64];
    snprintf(token, sizeof token, "\"token\":{\"id\":\"%s\"", pieces_loot_of(g, dropped)->id);
    char weapon[64];
    snprintf(weapon, sizeof weapon, "\"name\":\"%s\"",
             pieces_weapon_of(g, g->legend[OPENER].weapon[0])->name);
    for (int s = 0; s < 3; s++) {
        assert_non_null(strstr(strstr(obs[s], "\"map_loot\":["), token));       /* LOOT-4 */
        assert_non_null(strstr(obs[s], weapon));                               /* COMP-9 */
    }
    rf_game_free(g);
}

/* covers: BACKPACK-5 SETUP-6
 * What is in a backpack stays behind the screen: two games that differ
 * only in a token of the opener's backpack look the same to the other seat
 * and to the spectators, not to the opener; no line names the backpack's
 * other tokens to them. */
static void test_BACKPACK_5_backpack_stays_hidden(void **state)
{
    (void)state;
    ls_log *log;
    rf_game *g = at_the_bin(RF_MODE_BR, &log);
    resolve_bin(g);
    int kept = -1;
    for (int s = 0; s < RF_BACKPACK && kept < 0; s++) kept = g->legend[OPENER].pack[s];
    assert_true(kept >= 0);
    rf_game *h = rf_game_clone(g);
    h->piece[kept].def = (uint8_t)(h->piece[kept].def == 0 ? 1 : 0);
    static char a[1 << 16], b[1 << 16];
    for (int seat = -1; seat <= 1; seat++) {
        rf_observe(g, seat, a, sizeof a);
        rf_observe(h, seat, b, sizeof b);
        if (seat == OPENER) assert_true(strcmp(a, b) != 0);
        else assert_string_equal(a, b);
    }
    rf_game_free(h);
    rf_game_free(g);
}

/* How many entries of rf_view_held(g, seat, l) are of kind (-1: any). */
static int held_of(const rf_game *g, int seat, int l, int kind)
{
    rf_held h[96];
    int n = rf_view_held(g, seat, l, h, 96), k = 0;
    for (int i = 0; i < n && i < 96; i++) k += kind < 0 || h[i].kind == kind;
    return k;
}

/* covers: BACKPACK-5 CARD-6
 * rf_view_held (the balance lab's per-match rows) gives the legend board
 * (weapons, fitted attachments, gear) to everyone, and the backpack and
 * the hand to the legend's own seat only. */
static void test_BACKPACK_5_held_view_hides_backpack_and_hand(void **state)
{
    (void)state;
    ls_log *log;
    rf_game *g = at_the_bin(RF_MODE_BR, &log);
    resolve_bin(g);
    int kept = -1;
    for (int s = 0; s < RF_BACKPACK && kept < 0; s++) kept = g->legend[OPENER].pack[s];
    assert_true(kept >= 0);
    int packed = held_of(g, OPENER, OPENER, RF_HELD_ITEM) + held_of(g, OPENER, OPENER, RF_HELD_PACKED_ATTACHMENT);
    assert_true(packed >= 1);
    assert_int_equal(held_of(g, OPENER, OPENER, RF_HELD_CARD), g->legend[OPENER].hand_n);
    for (int seat = -1; seat <= 1; seat += 2) {                  /* the spectators, the other seat */
        int board = held_of(g, seat, OPENER, RF_HELD_WEAPON) + held_of(g, seat, OPENER, RF_HELD_FITTED) +
                    held_of(g, seat, OPENER, RF_HELD_GEAR);
        assert_int_equal(held_of(g, seat, OPENER, -1), board);
        assert_int_equal(board, held_of(g, OPENER, OPENER, -1) - packed -
                                held_of(g, OPENER, OPENER, RF_HELD_CARD) -
                                held_of(g, OPENER, OPENER, RF_HELD_DISCARDED));
    }
    rf_game_free(g);
}

/* A Team Deathmatch or Capture the Flag match with stages, 2 vs 2, after
 * the colour draw and the draft (first options); its log listened to. */
static rf_game *equip_match(int mode, ls_log **log)
{
    static const char *const names[4] = { "Bangalore", "Wraith", "Gibraltar", "Bloodhound" };
    rf_setup su;
    memset(&su, 0, sizeof su);
    su.start = RF_START_DRAFT;
    su.squad_size = 2;
    su.nlegends = 4;
    su.mode = mode;
    su.seed = 5;
    for (int i = 0; i < 4; i++) {
        snprintf(su.legend[i].name, sizeof su.legend[i].name, "%s", names[i]);
        snprintf(su.legend[i].deck, sizeof su.legend[i].deck, "*");
        snprintf(su.legend[i].abilities, sizeof su.legend[i].abilities, "*");
    }
    rf_game *g = NULL;
    rf_error err;
    if (rf_game_new(tu_content(), mp_yard(), &su, &g, &err) != RF_OK) fail_msg("%s", err.message);
    *log = ls_listen(g);
    for (rf_decision d = mp_pending(g); d.kind == RF_DEC_COLOUR || d.kind == RF_DEC_DRAFT;
         d = mp_pending(g)) {
        unsigned codes[RF_MAX_OPTIONS];
        rf_option_codes(g, codes, RF_MAX_OPTIONS);
        tu_choose(g, codes[0]);
    }
    return g;
}

/* covers: TDM-7 STAGE1-2 EQUIP-7 CTF-6
 * Stage 1's flips are made at once and out of sight (R-STAGE1-2): while
 * blue decides, red's seat and the spectators see neither its loadout card
 * nor the flip's line, and the prompt names no side; from Stage 2 on the
 * cards lie face up: a public line says each card's side and every view
 * shows every card (R-EQUIP-7). */
static void stage1_flips_hidden_then_public(int mode)
{
    ls_log *log;
    rf_game *g = equip_match(mode, &log);
    rf_decision d = mp_pending(g);
    assert_int_equal(d.kind, RF_DEC_LOADOUT);
    int l = d.legend, own = d.seat, other = 1 - own;
    assert_null(strstr(d.prompt, equip_side_name(g, l)));
    char card[64];
    snprintf(card, sizeof card, "\"card\":\"%s\"", g->content->equipment.card[g->equip.card[l]].id);
    observe_all(g);
    assert_non_null(strstr(obs[own], card));
    assert_null(strstr(obs[other], card));
    assert_null(strstr(obs[2], card));
    tu_choose(g, engine_code(OPT_FLIP, l, 1));
    ls_assert_hidden(log, own, "-> flip it to");
    while (mp_pending(g).kind == RF_DEC_LOADOUT) tu_choose(g, engine_code(OPT_FLIP, mp_pending(g).legend, 0));
    assert_int_equal(ls_seen(log, LS_SPECTATOR, "weapon loadout card shows"), 4);
    ls_assert_public(log, "weapon loadout card shows");
    snprintf(card, sizeof card, "\"card\":\"%s\"", g->content->equipment.card[g->equip.card[l]].id);
    observe_all(g);
    for (int s = 0; s < 3; s++) assert_non_null(strstr(obs[s], card));
    rf_game_free(g);
}

static void test_R_STAGE1_2_loadout_flips_hidden_until_stage_2(void **state)
{
    (void)state;
    stage1_flips_hidden_then_public(RF_MODE_TDM);
    stage1_flips_hidden_then_public(RF_MODE_CTF);
}

/* covers: TDM-10 EQUIP-7 EQUIP-5 CTF-11
 * In Stage 3 the equipment boards are open information (TDM-2 and CTF-2
 * list no player screens; R-EQUIP-7): the bin, the lock tokens taken off
 * and the loadout card's flip are read by both seats and the spectators
 * (the flip was private). */
static void test_R_EQUIP_7_board_choices_are_public(void **state)
{
    (void)state;
    int modes[2] = { RF_MODE_TDM, RF_MODE_CTF };
    for (int m = 0; m < 2; m++) {
        ls_log *log;
        lp_spot s[2] = { { "Bangalore", LP_RED, 8, 8, false }, { "Wraith", LP_BLUE, 12, 12, false } };
        rf_game *g = mp_game(modes[m], s, 2, 5);
        for (int guard = 0; guard < 10 && tu_top(g) != FR_TURN; guard++) {
            unsigned codes[RF_MAX_OPTIONS];
            rf_option_codes(g, codes, RF_MAX_OPTIONS);
            tu_choose(g, codes[0]);                           /* CTF-8: the bases first */
        }
        log = ls_listen(g);
        tu_activate(g, OPENER);
        tu_choose(g, engine_code(OPT_ACTION, ACT_INTERACT_MOVE1, 0));
        tu_choose(g, engine_code(OPT_PART, PART_MAIN, 0));
        tu_choose(g, engine_code(OPT_BIN, 0, 0));
        tu_choose(g, engine_code(OPT_FLIP, OPENER, 1));
        tu_choose(g, engine_code(OPT_LOCK_SPACE, 1, mp_space(g, "ultimate_accelerant")));
        ls_assert_public(log, "-> open the ");
        ls_assert_public(log, "-> flip the loadout card to");
        ls_assert_public(log, "takes the lock token off its");
        rf_game_free(g);
    }
}

/* covers: ASSN-6
 * The other direction in the log: a line the books hide is never read by
 * the other seat or a spectator (the leader's choice; see also
 * test_ASSN_6_role_choice_not_in_public_log). Every line written for one
 * seat in a whole bot match of each mode is one of the hidden kinds:
 * written in Stage 1, about a role card, or the action card a legend
 * draws (its hand is held, CARD-6). */
static void test_hidden_lines_are_stage1_or_roles(void **state)
{
    (void)state;
    int modes[3] = { RF_MODE_TDM, RF_MODE_CTF, RF_MODE_BR };
    for (int m = 0; m < 3; m++) {
        ls_log *log;
        rf_game *g = equip_match(modes[m], &log);
        mp_play_out(g, "heuristic", "heuristic", 11);
        int hidden = 0;
        for (int i = 0; i < log->n; i++) {
            if (log->seat[i] < 0) continue;
            hidden++;
            const char *t = log->text[i];
            if (!log->stage1[i] && !strstr(t, "leader") && !strstr(t, "role") &&
                !strstr(t, "(TRANS-3)") && !strstr(t, "CARD-6)"))  /* a card drawn: the hand */
                fail_msg("a private line outside Stage 1, the roles and the hand: %s", t);
        }
        assert_true(hidden > 0);                                 /* Stage 1's */
        assert_true(log->n < LS_LINES);
        rf_game_free(g);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_INTERACT_4_bin_opening_is_public),
        cmocka_unit_test(test_BACKPACK_5_backpack_stays_hidden),
        cmocka_unit_test(test_BACKPACK_5_held_view_hides_backpack_and_hand),
        cmocka_unit_test(test_R_STAGE1_2_loadout_flips_hidden_until_stage_2),
        cmocka_unit_test(test_R_EQUIP_7_board_choices_are_public),
        cmocka_unit_test(test_hidden_lines_are_stage1_or_roles),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
