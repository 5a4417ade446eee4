/*
 * test_players.c — players, not just squads (issue 16; rulings R-PLAYERS-1
 * … R-PLAYERS-3 in docs/rulings.md): a viewer is a seat and the squad
 * members a player holds. Who decides (rf_decision.member, the draft's
 * picks in turn, a legend's decisions to its player), what a player sees
 * (its own legends' hands only; everything else as its seat), its options
 * (rf_options_as: a squadmate's never shown), its log lines and its
 * determinizations.
 */
#include <stdio.h>
#include <string.h>

#include "mode_games.h"
#include "rules/engine/engine.h"
#include "rules/cards/hand.h"

static rf_viewer player(int seat, int k) { return (rf_viewer){ seat, 1u << k }; }

static char obs_a[1 << 16], obs_b[1 << 16];

static const mode_cfg br3_map = { "BR 3v3 on the map", RF_MODE_BR, RF_MODULE_BIT(RF_MOD_RING),
                                  RF_START_MAP, 3, "random", "random" };
static const mode_cfg br3_draft = { "BR 3v3 draft", RF_MODE_BR, RF_MODULE_BIT(RF_MOD_RING),
                                    RF_START_DRAFT, 3, "random", "random" };

/* covers: DRAFT-6
 * R-PLAYERS-1: "a blue player chooses a legend; then a red player; then
 * the next blue player": the k-th pick of a squad is its member k's
 * player, and the legend drafted becomes that member. */
static void test_R_PLAYERS_1_draft_picks_alternate_players(void **state)
{
    (void)state;
    rf_game *g = new_game(&br3_draft, 7);
    rf_decision d;
    assert_true(rf_pending(g, &d));
    assert_int_equal(d.kind, RF_DEC_COLOUR);
    assert_int_equal(d.member, 0);                      /* the squad's first player */
    tu_choose(g, engine_code(OPT_COLOUR, RF_RED, 0));
    int picks[2] = { 0, 0 }, last_squad = -1;
    while (rf_pending(g, &d) && d.kind == RF_DEC_DRAFT) {
        int squad = rf_game_seat_of(g, RF_RED) == d.seat ? RF_RED : RF_BLUE;
        assert_int_not_equal(squad, last_squad);         /* the squads alternate */
        assert_int_equal(d.member, picks[squad]);        /* and so do its players */
        unsigned codes[RF_MAX_OPTIONS];
        int n = rf_option_codes(g, codes, RF_MAX_OPTIONS);
        assert_true(n > 0);
        rf_viewer me = player(d.seat, d.member), mate = player(d.seat, (d.member + 1) % 3);
        assert_true(rf_viewer_may_choose(g, &me, codes[0]));
        assert_false(rf_viewer_may_choose(g, &mate, codes[0]));      /* not its pick */
        rf_option opts[RF_MAX_OPTIONS];
        assert_int_equal(rf_options_as(g, &me, opts, RF_MAX_OPTIONS), n);
        assert_int_equal(rf_options_as(g, &mate, opts, RF_MAX_OPTIONS), 0);
        tu_choose(g, codes[0]);
        assert_int_equal(rf_game_member(g, rf_game_member_legend(g, squad, picks[squad])),
                         picks[squad]);
        picks[squad]++;
        last_squad = squad;
    }
    assert_int_equal(picks[0], 3);
    assert_int_equal(picks[1], 3);
    rf_game_free(g);
}

/* covers: ACT-1 ACT-8
 * R-PLAYERS-1 and R-PLAYERS-3 over random 3 vs 3 games: a decision about
 * one legend of the deciding squad is its player's; every option is
 * exactly one player's (the players' rf_options_as partition rf_options);
 * which legend activates waits for the lowest member still to activate,
 * and each player may activate its own legends only. */
static void test_R_PLAYERS_1_legend_decisions_go_to_its_player(void **state)
{
    (void)state;
    int legend_decisions = 0, activations = 0;
    for (unsigned long long seed = 1; seed <= 3; seed++) {
        rf_game *g = new_game(&br3_map, seed);
        rf_bot *b = rf_bot_new("random", seed);
        rf_decision d;
        for (int step = 0; step < 400 && rf_pending(g, &d); step++) {
            rf_option all[RF_MAX_OPTIONS], mine[RF_MAX_OPTIONS];
            int n = rf_options(g, all, RF_MAX_OPTIONS), total = 0;
            for (int k = 0; k < 3; k++) {
                rf_viewer v = player(d.seat, k);
                int m = rf_options_as(g, &v, mine, RF_MAX_OPTIONS);
                total += m;
                for (int i = 0; i < m; i++) assert_int_equal(rf_option_member(g, mine[i].code), k);
                if (k == d.member) assert_true(m > 0);          /* the decision waits for it */
            }
            assert_int_equal(total, n);
            rf_viewer other = player(1 - d.seat, d.member);
            assert_false(rf_viewer_may_choose(g, &other, all[0].code));     /* the other seat */
            int sq = rf_game_seat_of(g, RF_RED) == d.seat ? RF_RED : RF_BLUE;
            if (d.legend >= 0 && g->legend[d.legend].squad == sq) {
                assert_int_equal(d.member, rf_game_member(g, d.legend));
                legend_decisions++;
            }
            if (d.kind == RF_DEC_ACTIVATE) {
                int lowest = -1;
                for (int i = 0; i < n; i++) {
                    int l = rf_opt_a(all[i].code), k = rf_game_member(g, l);
                    rf_viewer own = player(d.seat, k), mate = player(d.seat, (k + 1) % 3);
                    assert_true(rf_viewer_may_choose(g, &own, all[i].code));
                    assert_false(rf_viewer_may_choose(g, &mate, all[i].code));
                    if (lowest < 0 || k < lowest) lowest = k;
                }
                assert_int_equal(d.member, lowest);
                activations++;
            }
            tu_choose(g, rf_bot_choose(b, g));
        }
        rf_bot_free(b);
        rf_game_free(g);
    }
    assert_true(legend_decisions > 100);
    assert_true(activations > 10);
}

/* The JSON object of legend l in an observation. */
static const char *legend_obj(const char *obs, const char *name)
{
    char key[48];
    snprintf(key, sizeof key, "{\"name\":\"%s\"", name);
    return strstr(obs, key);
}

static bool shows_hand(const char *obs, const char *name)
{
    const char *o = legend_obj(obs, name), *next = o ? strstr(o + 1, "{\"name\":\"") : NULL;
    const char *h = o ? strstr(o, "\"hand\":[") : NULL;
    return h && (!next || h < next);
}

/* covers: CARD-5 CARD-6 SETUP-6 BACKPACK-5
 * R-PLAYERS-2: a player reads its own legend's hand and its squadmates'
 * backpacks, not their hands (sizes only); the whole squad (members 0)
 * reads them all, as a seat always did; a squadmate's hand cards are not
 * given to it one by one either. */
static void test_R_PLAYERS_2_squadmate_hand_hidden(void **state)
{
    (void)state;
    rf_game *g = new_game(&br3_map, 11);
    int l0 = rf_game_member_legend(g, RF_RED, 0), l1 = rf_game_member_legend(g, RF_RED, 1);
    assert_true(g->legend[l0].hand_n > 0 && g->legend[l1].hand_n > 0);
    int seat = g->legend[l0].seat;
    rf_viewer me = player(seat, 0), squad = { seat, 0 };
    rf_observe_as(g, &me, obs_a, sizeof obs_a);
    rf_observe(g, seat, obs_b, sizeof obs_b);
    assert_true(shows_hand(obs_a, g->legend[l0].name));
    assert_false(shows_hand(obs_a, g->legend[l1].name));
    assert_true(shows_hand(obs_b, g->legend[l1].name));
    assert_non_null(strstr(legend_obj(obs_a, g->legend[l1].name), "\"backpack\":["));
    rf_observe_as(g, &squad, obs_a, sizeof obs_a);
    assert_string_equal(obs_a, obs_b);                 /* members 0: today's seat */
    rf_card_view cv;
    assert_true(rf_view_hand_card_as(g, &me, l0, 0, &cv));
    assert_false(rf_view_hand_card_as(g, &me, l1, 0, &cv));
    assert_true(rf_view_hand_card(g, seat, l1, 0, &cv));
    rf_held held[64];
    int mine = rf_view_held_as(g, &squad, l1, held, 64);
    int seen = rf_view_held_as(g, &me, l1, held, 64);
    assert_int_equal(seen, mine - g->legend[l1].hand_n - g->legend[l1].discard_n);
    /* non-interference: the squadmate's hand swapped with its deck changes
     * nothing the player reads, nor its options */
    rf_game *h = rf_game_clone(g);
    rf_legend *x = &h->legend[l1];
    assert_true(x->deck_n > 0);
    uint8_t c = x->hand[0];
    x->hand[0] = x->deck[0];
    x->deck[0] = c;
    hand_order(h, l1);                            /* a hand's order (hand.c) */
    assert_memory_not_equal(x->hand, g->legend[l1].hand, (size_t)x->hand_n);
    rf_observe_as(g, &me, obs_a, sizeof obs_a);
    rf_observe_as(h, &me, obs_b, sizeof obs_b);
    assert_string_equal(obs_a, obs_b);
    rf_observe(g, seat, obs_a, sizeof obs_a);
    rf_observe(h, seat, obs_b, sizeof obs_b);
    assert_string_not_equal(obs_a, obs_b);             /* the whole squad does see it */
    rf_game_free(h);
    rf_game_free(g);
}

/* covers: CARD-6
 * R-PLAYERS-2: a player's determinization draws its squadmates' hands
 * anew (against their decks) and keeps its own. */
static void test_R_PLAYERS_2_determinize_redraws_squadmate_hands(void **state)
{
    (void)state;
    rf_game *g = new_game(&br3_map, 5), *w = rf_game_clone(g);
    int l0 = rf_game_member_legend(g, RF_RED, 0), l1 = rf_game_member_legend(g, RF_RED, 1);
    rf_viewer me = player(g->legend[l0].seat, 0), squad = { g->legend[l0].seat, 0 };
    int changed = 0;
    for (unsigned long long seed = 1; seed <= 10; seed++) {
        rf_error err;
        assert_int_equal(rf_game_determinize_as(g, &me, seed, w, &err), RF_OK);
        assert_memory_equal(w->legend[l0].hand, g->legend[l0].hand, g->legend[l0].hand_n);
        changed += memcmp(w->legend[l1].hand, g->legend[l1].hand, g->legend[l1].hand_n) != 0;
        rf_observe_as(g, &me, obs_a, sizeof obs_a);
        rf_observe_as(w, &me, obs_b, sizeof obs_b);
        assert_string_equal(obs_a, obs_b);
        assert_int_equal(rf_game_determinize_as(g, &squad, seed, w, &err), RF_OK);
        assert_memory_equal(w->legend[l1].hand, g->legend[l1].hand, g->legend[l1].hand_n);
    }
    assert_true(changed >= 5);
    rf_game_free(w);
    rf_game_free(g);
}

typedef struct lines { int legend_lines, total; } lines;

static void count_line(void *user, int seat, int legend, const char *line)
{
    lines *c = user;
    (void)seat;
    c->total++;
    if (legend >= 0) {
        assert_non_null(strstr(line, "'s new card: "));
        c->legend_lines++;
    }
}

/* covers: TRANS-3
 * R-PLAYERS-2: the card a legend draws is logged for its player only. */
static void test_R_PLAYERS_2_drawn_card_logged_for_its_player(void **state)
{
    (void)state;
    rf_game *g = new_game(&br3_map, 3);
    lines c = { 0, 0 };
    rf_game_set_log_players(g, count_line, &c);
    rf_bot *b = rf_bot_new("random", 3);
    for (int step = 0; step < 3000 && !rf_game_over(g, NULL) && c.legend_lines == 0; step++)
        tu_choose(g, rf_bot_choose(b, g));
    assert_true(c.legend_lines > 0);
    assert_true(c.total > c.legend_lines);
    rf_bot_free(b);
    rf_game_free(g);
}

/* covers: REACT-2 REACT-7
 * R-PLAYERS-3: in a reaction decision a squadmate's reaction is its own
 * player's option; the target's player neither sees nor may choose it. */
static void test_R_PLAYERS_3_reaction_options_are_the_holders(void **state)
{
    (void)state;
    int found = 0;
    for (unsigned long long seed = 1; seed <= 40 && !found; seed++) {
        rf_game *g = new_game(&br3_map, seed);
        rf_bot *b = rf_bot_new("random", seed);
        rf_decision d;
        for (int step = 0; step < 3000 && rf_pending(g, &d); step++) {
            if (d.kind == RF_DEC_REACTION) {
                unsigned codes[RF_MAX_OPTIONS];
                int n = rf_option_codes(g, codes, RF_MAX_OPTIONS);
                for (int i = 0; i < n; i++) {
                    if (rf_opt_kind_of(codes[i]) != RF_OPT_REACT || rf_opt_a(codes[i]) == d.legend)
                        continue;
                    int k = rf_game_member(g, rf_opt_a(codes[i]));
                    rf_viewer target = player(d.seat, d.member), holder = player(d.seat, k);
                    assert_int_not_equal(k, d.member);
                    assert_false(rf_viewer_may_choose(g, &target, codes[i]));
                    assert_true(rf_viewer_may_choose(g, &holder, codes[i]));
                    rf_option opts[RF_MAX_OPTIONS];
                    int m = rf_options_as(g, &target, opts, RF_MAX_OPTIONS);
                    for (int j = 0; j < m; j++) assert_int_not_equal(opts[j].code, codes[i]);
                    found++;
                }
            }
            tu_choose(g, rf_bot_choose(b, g));
        }
        rf_bot_free(b);
        rf_game_free(g);
    }
    assert_true(found > 0);
}

/* Player v's views: its observation and its options (codes and labels;
 * the server's refusals of its choices, 403 NOT_YOUR_TURN or
 * NOT_YOUR_LEGEND, follow from them). */
static void player_views(const rf_game *g, const rf_viewer *v, char *out, size_t n)
{
    int len = rf_observe_as(g, v, out, n);
    static rf_option opts[RF_MAX_OPTIONS];
    int k = rf_options_as(g, v, opts, RF_MAX_OPTIONS);
    for (int i = 0; i < k && (size_t)len + 128 < n; i++)
        len += snprintf(out + len, n - (size_t)len, "|%u %s", opts[i].code, opts[i].label);
    out[len < (int)n ? len : (int)n - 1] = 0;
}

/* The hands and discard piles, as they lie (the end of the comparison: a
 * card played or drawn differently came into the open). */
static bool same_cards(const rf_game *a, const rf_game *b)
{
    for (int l = 0; l < a->nlegends; l++)
        if (a->legend[l].hand_n != b->legend[l].hand_n ||
            a->legend[l].discard_n != b->legend[l].discard_n ||
            memcmp(a->legend[l].discard, b->legend[l].discard, a->legend[l].discard_n))
            return false;
    return true;
}

/* covers: CARD-6
 * Non-interference between players of one squad (R-PLAYERS-2): two games
 * that differ only in a squadmate's hand (swapped with its deck), played on
 * with the same choices, give the player the same observation, options and
 * refusals at every step until a card comes into the open. */
static void test_R_PLAYERS_2_noninterference_squadmate_hand(void **state)
{
    (void)state;
    static char va[1 << 17], vb[1 << 17];
    int compared = 0;
    for (unsigned long long seed = 1; seed <= 6; seed++) {
        rf_game *g = new_game(&br3_map, seed);
        rf_bot *b = rf_bot_new("random", seed);
        for (int i = 0; i < (int)(seed * 7) && !rf_game_over(g, NULL); i++)
            tu_choose(g, rf_bot_choose(b, g));
        for (int k = 0; k < 3 && !rf_game_over(g, NULL); k++) {
            int me = rf_game_member_legend(g, RF_RED, k), mate = rf_game_member_legend(g, RF_RED, (k + 1) % 3);
            rf_viewer v = player(g->legend[me].seat, k);
            rf_game *a = rf_game_clone(g), *h = rf_game_clone(g);
            rf_legend *x = &h->legend[mate];
            if (!x->hand_n || !x->deck_n) goto next;
            uint8_t c = x->hand[0];
            x->hand[0] = x->deck[x->deck_n - 1];
            x->deck[x->deck_n - 1] = c;
            hand_order(h, mate);
            rf_bot *ba = rf_bot_new("random", seed + 100 + (unsigned)k);
            for (int step = 0; step < 60 && !rf_game_over(a, NULL) && same_cards(a, h); step++) {
                player_views(a, &v, va, sizeof va);
                player_views(h, &v, vb, sizeof vb);
                size_t at = 0;
                while (va[at] && va[at] == vb[at]) at++;
                if (va[at] != vb[at])
                    fail_msg("seed %llu member %d step %d: ...%.100s... vs ...%.100s...", seed, k,
                             step, va + (at > 50 ? at - 50 : 0), vb + (at > 50 ? at - 50 : 0));
                compared++;
                unsigned code = rf_bot_choose(ba, a);
                rf_error err;
                tu_choose(a, code);
                if (rf_choose(h, code, &err) != RF_OK) break;      /* the mate's hand chose */
            }
            rf_bot_free(ba);
        next:
            rf_game_free(a);
            rf_game_free(h);
        }
        rf_bot_free(b);
        rf_game_free(g);
    }
    assert_true(compared > 100);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_R_PLAYERS_1_draft_picks_alternate_players),
        cmocka_unit_test(test_R_PLAYERS_1_legend_decisions_go_to_its_player),
        cmocka_unit_test(test_R_PLAYERS_2_squadmate_hand_hidden),
        cmocka_unit_test(test_R_PLAYERS_2_determinize_redraws_squadmate_hands),
        cmocka_unit_test(test_R_PLAYERS_2_drawn_card_logged_for_its_player),
        cmocka_unit_test(test_R_PLAYERS_3_reaction_options_are_the_holders),
        cmocka_unit_test(test_R_PLAYERS_2_noninterference_squadmate_hand),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
