/*
 * test_champ_start.c — Stages 1 and 2 of Champions (FR_CHAMP_START,
 * src/rules/modes/champ/champ_start.c; CHAMP-8 … CHAMP-11), on Battle Royale drafts
 * made 2 (red, the champions) against 4 (blue) and Champions games
 * (g->match.size_of, g->mode) before the colour draw is resolved, so that
 * each test can stage its own hands; a Champions match set up as such
 * (rf_setup.mode = RF_MODE_CHAMP) is test_CHAMP_3_matches_to_the_end.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "testutil.h"
#include "rules/modes/champ/champ_kit.h"
#include "rules/modes/champ/champ_play.h"
#include "rules/engine/engine.h"
#include "rules/modes/equip/equip.h"
#include "rules/match/match.h"
#include "rules/engine/pieces.h"

static rf_decision pending(const rf_game *g)
{
    rf_decision d;
    memset(&d, 0, sizeof d);
    rf_pending(g, &d);
    return d;
}

static rf_game *champ_game(unsigned long long seed)
{
    static const char *const pool[] = { "Bangalore", "Gibraltar", "Wraith", "Bloodhound",
                                         "Lifeline", "Pathfinder", "Loba" };
    rf_setup s;
    memset(&s, 0, sizeof s);
    s.start = RF_START_DRAFT;
    s.seed = seed;
    s.squad_size = 2;
    s.random_draft = true;
    for (int k = 0; k < 7; k++) {
        rf_setup_legend *l = &s.legend[s.nlegends++];
        snprintf(l->name, sizeof l->name, "%s", pool[k]);
        snprintf(l->deck, sizeof l->deck, "*");                  /* its own action deck */
        l->squad = k % 2;
    }
    rf_game *g = NULL;
    rf_error err;
    if (rf_game_new(tu_content(), tu_crossroads(), &s, &g, &err) != RF_OK) fail_msg("%s", err.message);
    g->match.size_of[RF_RED] = 2;                                     /* CHAMP-1 */
    g->match.size_of[RF_BLUE] = 4;
    g->mode = RF_MODE_CHAMP;
    return g;
}

static int count_kind(const rf_game *g, int kind)
{
    unsigned codes[RF_MAX_OPTIONS];
    int n = rf_option_codes(g, codes, RF_MAX_OPTIONS), k = 0;
    for (int i = 0; i < n; i++) k += rf_opt_kind_of(codes[i]) == kind;
    return k;
}

/* covers: CHAMP-10 CHAMP-5 CHAMP-8
 * Each champion draws 4 fully kitted cards (never FK-W-16) and equips 2,
 * the other 2 to the champions' discard pile; then keeps 3 of its 6
 * champion cards, all in hand, none active yet. The challengers equip
 * basic weapon cards from their pools (CHAMP-9). */
static void test_CHAMP_10_champions_stage1(void **state)
{
    (void)state;
    for (unsigned long long seed = 1; seed <= 6; seed++) {
        rf_game *g = champ_game(seed);
        rf_bot *bot = rf_bot_new("random", seed);
        int kitted_offers = 0, feat_offers = 0;
        for (int guard = 0; guard < 5000 && g->match.stage != RF_STAGE_2; guard++) {
            rf_decision d = pending(g);
            if (count_kind(g, RF_OPT_KITTED)) {
                assert_true(champ_is_champion(g, d.legend));
                assert_int_equal(count_kind(g, RF_OPT_KITTED), champ_kit_held(g, d.legend));
                if (!kitted_offers++) assert_int_equal(champ_kit_held(g, d.legend), 4);
            }
            if (count_kind(g, RF_OPT_FEAT)) {
                assert_true(champ_is_champion(g, d.legend));
                feat_offers++;
            }
            tu_choose(g, rf_bot_choose(bot, g));
        }
        assert_int_equal(g->match.stage, RF_STAGE_2);
        assert_int_equal(kitted_offers, 4);                 /* 2 choices per champion */
        assert_int_equal(feat_offers, 6);                   /* 3 per champion */
        assert_int_equal(g->gunrun.discard_n[RF_RED], 4);
        for (int l = 0; l < g->nlegends; l++) {
            bool champion = champ_is_champion(g, l);
            assert_int_equal(equip_on(g, l), champion);
            for (int w = 0; w < RF_WEAPON_SLOTS; w++) {
                int p = g->legend[l].weapon[w];
                assert_true(p >= 0);
                assert_int_equal(pieces_weapon_of(g, p)->kitted != 0, champion);
                assert_string_not_equal(pieces_weapon_of(g, p)->id, "FK-W-16");
            }
            const rf_champ_feats *f = &g->champ.feats[l];
            assert_int_equal(__builtin_popcount(f->kept), champion ? 3 : 0);
            assert_int_equal(f->hand, f->kept);
            assert_int_equal(f->active, -1);
        }
        rf_bot_free(bot);
        rf_game_free(g);
    }
}

/* covers: CHAMP-11 TDM-8
 * Stage 2: every legend draws 3 action cards; the champions are brought
 * in first, on any free space (far more than the edges offer), then the
 * challengers enter from a map edge with a Move 3; then Stage 3. */
static void test_CHAMP_11_champions_placed_challengers_enter(void **state)
{
    (void)state;
    for (unsigned long long seed = 1; seed <= 6; seed++) {
        rf_game *g = champ_game(seed);
        rf_bot *bot = rf_bot_new(seed % 2 ? "random" : "heuristic", seed);
        int guard = 0;
        for (; guard < 5000 && g->match.stage != RF_STAGE_2; guard++) tu_choose(g, rf_bot_choose(bot, g));
        for (int l = 0; l < g->nlegends; l++) assert_int_equal(g->legend[l].hand_n, 3);
        int placed = 0;
        for (; guard < 10000 && g->match.stage != RF_STAGE_MAP; guard++) {
            int at = count_kind(g, RF_OPT_CHAMP_AT);
            if (at) {
                rf_decision d = pending(g);
                assert_true(champ_is_champion(g, d.legend));
                assert_true(at > 50);                           /* any free space */
                for (int l = 0; l < g->nlegends; l++)           /* champions come first */
                    if (!champ_is_champion(g, l)) assert_false(g->legend[l].on_map);
                placed++;
            }
            if (count_kind(g, RF_OPT_SIDE))                     /* TDM-8: the challengers */
                for (int l = 0; l < g->nlegends; l++)
                    if (champ_is_champion(g, l)) assert_true(g->legend[l].on_map);
            tu_choose(g, rf_bot_choose(bot, g));
        }
        assert_int_equal(g->match.stage, RF_STAGE_MAP);
        assert_int_equal(placed, 2);
        for (int l = 0; l < g->nlegends; l++) assert_true(g->legend[l].on_map);
        for (; guard < 300000 && !rf_game_over(g, NULL); guard++) tu_choose(g, rf_bot_choose(bot, g));
        assert_true(rf_game_over(g, NULL));                   /* and on to the end */
        rf_bot_free(bot);
        rf_game_free(g);
    }
}

/* covers: CHAMP-18 EX-CHAMP-1
 * At the start of every champion-squad turn each champion puts 1 of its 3
 * kept cards face up as the active card (the first time from its hand,
 * later after all 3 came back); the other 2 stay in hand. Never in the
 * challengers' turns. */
static void test_CHAMP_18_active_card_each_turn(void **state)
{
    (void)state;
    int later = 0;
    for (unsigned long long seed = 1; seed <= 4; seed++) {
        rf_game *g = champ_game(seed);
        rf_bot *bot = rf_bot_new("random", seed);
        int chosen[RF_MAX_LEGENDS] = { 0 };
        for (int guard = 0; guard < 300000 && !rf_game_over(g, NULL); guard++) {
            unsigned codes[RF_MAX_OPTIONS];
            int n = rf_option_codes(g, codes, RF_MAX_OPTIONS);
            if (n > 0 && rf_opt_kind_of(codes[0]) == RF_OPT_FEAT && (codes[0] >> 16 & 0xff) == 1) {
                rf_decision d = pending(g);
                int l = d.legend;
                assert_true(champ_is_champion(g, l));
                assert_int_equal(g->squad_turn, RF_RED);
                assert_int_equal(n, 3);
                unsigned code = codes[seed % 3];
                int card = (int)(code & 0xffff);
                tu_choose(g, code);
                const rf_champ_feats *f = &g->champ.feats[l];
                assert_int_equal(f->active, card);
                assert_int_equal(f->hand, f->kept & ~(1u << card));
                assert_int_equal(f->discard, 0);
                later += chosen[l]++ > 0;
                continue;
            }
            tu_choose(g, rf_bot_choose(bot, g));
        }
        for (int l = 0; l < g->nlegends; l++)
            if (champ_is_champion(g, l)) assert_true(chosen[l] >= 1);
        rf_bot_free(bot);
        rf_game_free(g);
    }
    assert_true(later > 0);
}

/* A Champions match (RF_MODE_CHAMP, 2 against 4) from the draft. */
static rf_game *champ_match(unsigned long long seed)
{
    rf_setup s;
    memset(&s, 0, sizeof s);
    s.start = RF_START_DRAFT;
    s.mode = RF_MODE_CHAMP;
    s.seed = seed;
    s.ring = true;
    s.squad_sizes[0] = 2;
    s.squad_sizes[1] = 4;
    for (int k = 0; rf_draft_pool_legend(k); k++) {                    /* DRAFT-6 */
        rf_setup_legend *l = &s.legend[s.nlegends++];
        snprintf(l->name, sizeof l->name, "%s", rf_draft_pool_legend(k));
        snprintf(l->deck, sizeof l->deck, "*");
        l->squad = k % 2;
    }
    rf_game *g = NULL;
    rf_error err;
    if (rf_game_new(tu_content(), tu_crossroads(), &s, &g, &err) != RF_OK) fail_msg("%s", err.message);
    return g;
}

/* covers: DRAFT-8
 * The Champions draft: the champion squad is red, so its player has the
 * initiative and drafts both champions first; then the challengers (blue)
 * draft their 4 (not DRAFT-6's blue-first alternation); the rest go back.
 * Stage 3 begins with red's turn: the initiative marker on the first red
 * turn space. Either colour choice, several seeds. */
static void test_DRAFT_8_champions_draft_first(void **state)
{
    (void)state;
    for (unsigned long long seed = 1; seed <= 4; seed++) {
        rf_game *g = champ_match(seed);
        rf_decision d = pending(g);
        assert_int_equal(d.kind, RF_DEC_COLOUR);
        int chooser = d.seat, colour = (int)(seed % 2);
        tu_choose(g, engine_code(OPT_COLOUR, colour, 0));
        int red_seat = colour == RF_RED ? chooser : 1 - chooser;
        for (int pick = 0; pick < 6; pick++) {
            d = pending(g);
            assert_int_equal(d.kind, RF_DEC_DRAFT);
            int squad = pick < 2 ? RF_RED : RF_BLUE;                  /* red's 2, blue's 4 */
            assert_int_equal(d.seat, squad == RF_RED ? red_seat : 1 - red_seat);
            unsigned codes[RF_MAX_OPTIONS];
            int n = rf_option_codes(g, codes, RF_MAX_OPTIONS);
            assert_int_equal(n, 7 - pick);
            tu_choose(g, codes[(seed + (unsigned)pick) % (unsigned)n]);
            assert_int_equal(g->legend[g->nlegends - 1].squad, squad);
        }
        assert_int_equal(g->nlegends, 6);                     /* the 7th goes back */
        assert_int_not_equal(pending(g).kind, RF_DEC_DRAFT);
        rf_bot *bot = rf_bot_new("random", seed);
        for (int guard = 0; guard < 5000 && g->match.stage != RF_STAGE_MAP; guard++)
            tu_choose(g, rf_bot_choose(bot, g));
        assert_int_equal(g->round, 1);
        assert_int_equal(g->squad_turn, RF_RED);               /* the first red turn space */
        rf_bot_free(bot);
        rf_game_free(g);
    }
}

/* covers: CHAMP-1 CHAMP-3 MOD-4
 * Champions set up as such (rf_game_new with RF_MODE_CHAMP and squads of
 * 2 and 4): whole matches from the draft to the end under rf_check, with
 * the random and the heuristic bot; each ends with a winner. */
static void test_CHAMP_3_matches_to_the_end(void **state)
{
    (void)state;
    for (unsigned long long seed = 1; seed <= 6; seed++) {
        rf_game *g = champ_match(seed);
        rf_bot *bot = rf_bot_new(seed % 2 ? "heuristic" : "random", seed);
        for (int guard = 0; guard < 300000 && !rf_game_over(g, NULL); guard++)
            tu_choose(g, rf_bot_choose(bot, g));
        int winner = -2;
        assert_true(rf_game_over(g, &winner));
        assert_true(winner == RF_RED || winner == RF_BLUE);
        rf_bot_free(bot);
        rf_game_free(g);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_CHAMP_10_champions_stage1),
        cmocka_unit_test(test_CHAMP_11_champions_placed_challengers_enter),
        cmocka_unit_test(test_CHAMP_18_active_card_each_turn),
        cmocka_unit_test(test_CHAMP_3_matches_to_the_end),
        cmocka_unit_test(test_DRAFT_8_champions_draft_first),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
