/*
 * test_bots.c — the bots (docs/bots.md): every choice is legal and keeps
 * every invariant; a bot's choice depends only on what its seat may know;
 * the heuristic bot beats the random bot (the issue asks for 95 % of 1,000
 * seeded matches: `make bot-eval`; here 100 seeded matches, 50 on each
 * side, must give at least 95 wins).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "testutil.h"
#include "rules/engine/state.h"

/* The first-game squads (DRAFT-9) at the middle of the north and south
 * edges, with the Ring module. */
static rf_setup setup(int size, unsigned long long seed)
{
    static const char *const names[2][3] = { { "Bangalore", "Wraith", "Lifeline" },
                                             { "Gibraltar", "Bloodhound", "Pathfinder" } };
    static const int xs[3] = { 7, 8, 9 }, ys[2] = { 1, 14 };
    rf_setup s;
    memset(&s, 0, sizeof s);
    for (int q = 0; q < 2; q++)
        for (int k = 0; k < size; k++) {
            rf_setup_legend *l = &s.legend[s.nlegends++];
            snprintf(l->name, sizeof l->name, "%s", names[q][k]);
            l->squad = q;
            l->x = xs[k];
            l->y = ys[q];
        }
    s.seed = seed;
    s.ring = true;                                   /* SETUP-10: the first game's Ring */
    return s;
}

static rf_game *new_game(int size, unsigned long long seed)
{
    rf_setup s = setup(size, seed);
    rf_game *g = NULL;
    rf_error err;
    if (rf_game_new(tu_content(), tu_crossroads(), &s, &g, &err) != RF_OK) fail_msg("%s", err.message);
    return g;
}

/* Play to the end; returns the winner (-1 draw). */
static int play(rf_game *g, rf_bot *red, rf_bot *blue, bool check)
{
    rf_error err;
    for (int step = 0; !rf_game_over(g, NULL); step++) {
        assert_true(step < 100000);
        rf_decision d;
        rf_pending(g, &d);
        unsigned c = rf_bot_choose(d.seat == 0 ? red : blue, g);
        if (rf_choose(g, c, &err) != RF_OK) fail_msg("bot choice refused: %s", err.message);
        if (check && rf_check(g, &err) != RF_OK) fail_msg("rf_check: %s", err.message);
    }
    int w;
    rf_game_over(g, &w);
    return w;
}

static void test_heuristic_plays_legally(void **state)
{
    (void)state;
    assert_null(rf_bot_new("nonsense", 1));
    for (int size = 2; size <= 3; size++)
        for (unsigned long long seed = 1; seed <= 4; seed++) {
            rf_game *g = new_game(size, seed);
            rf_bot *a = rf_bot_new("heuristic", seed), *b = rf_bot_new("heuristic", seed + 100);
            assert_non_null(a);
            play(g, a, b, true);
            rf_bot_free(a);
            rf_bot_free(b);
            rf_game_free(g);
        }
}

/* What a seat may not know: the game's generator, the order of the Aim
 * deck and of the weapon deck. */
static void perturb_hidden(rf_game *g, unsigned long long salt)
{
    g->rng.s ^= salt | 1;
    int8_t a = g->aim_deck[0];
    g->aim_deck[0] = g->aim_deck[RF_AIM_DECK - 1];
    g->aim_deck[RF_AIM_DECK - 1] = a;
    if (g->weapon_deck_n >= 2) {
        int16_t t = g->weapon_deck[0];
        g->weapon_deck[0] = g->weapon_deck[g->weapon_deck_n - 1];
        g->weapon_deck[g->weapon_deck_n - 1] = t;
        g->piece[g->weapon_deck[0]].at = 0;
        g->piece[g->weapon_deck[g->weapon_deck_n - 1]].at = (int16_t)(g->weapon_deck_n - 1);
    }
}

/* Two heuristic bots with the same seed, one looking at the game and one at
 * a copy with different hidden information, choose the same every time. */
static void test_heuristic_does_not_peek(void **state)
{
    (void)state;
    for (unsigned long long seed = 1; seed <= 3; seed++) {
        rf_game *g = new_game(2, seed);
        rf_bot *bot[2] = { rf_bot_new("heuristic", seed), rf_bot_new("random", seed) };
        rf_bot *twin = rf_bot_new("heuristic", seed);
        rf_error err;
        int compared = 0;
        while (!rf_game_over(g, NULL)) {
            rf_decision d;
            rf_pending(g, &d);
            unsigned c = rf_bot_choose(bot[d.seat], g);
            if (d.seat == 0) {
                rf_game *h = rf_game_clone(g);
                perturb_hidden(h, seed * 31 + (unsigned)compared);
                assert_int_equal(rf_bot_choose(twin, h), c);
                rf_game_free(h);
                compared++;
            }
            assert_int_equal(rf_choose(g, c, &err), RF_OK);
        }
        assert_true(compared > 20);
        rf_bot_free(bot[0]);
        rf_bot_free(bot[1]);
        rf_bot_free(twin);
        rf_game_free(g);
    }
}

static void test_heuristic_beats_random(void **state)
{
    (void)state;
    int wins = 0, games = 0;
    for (unsigned long long seed = 1; seed <= 100; seed++) {
        int side = (int)(seed % 2);              /* the heuristic bot plays red, then blue */
        rf_game *g = new_game(2, seed);
        rf_bot *h = rf_bot_new("heuristic", seed * 2 + 1), *r = rf_bot_new("random", seed * 2 + 2);
        int w = side == 0 ? play(g, h, r, false) : play(g, r, h, false);
        wins += w == side;
        games++;
        rf_bot_free(h);
        rf_bot_free(r);
        rf_game_free(g);
    }
    print_message("heuristic beat random in %d of %d matches\n", wins, games);
    assert_true(wins >= 95);
}

/* R-STAGE1-2: during Stage 1 the public view shows nobody's loadout (the
 * other squad's is behind the screen until Stage 1 ends). */
static void test_view_hides_stage_1_loadouts(void **state)
{
    (void)state;
    static const char *const names[6] = { "Bangalore", "Wraith", "Lifeline", "Gibraltar",
                                          "Bloodhound", "Pathfinder" };
    rf_setup s;
    memset(&s, 0, sizeof s);
    s.start = RF_START_DRAFT;
    s.squad_size = 2;
    s.nlegends = 6;
    for (int i = 0; i < 6; i++) {
        snprintf(s.legend[i].name, sizeof s.legend[i].name, "%s", names[i]);
        s.legend[i].squad = i / 3;
    }
    s.seed = 12;
    rf_game *g;
    rf_error err;
    assert_int_equal(rf_game_new(tu_content(), tu_crossroads(), &s, &g, &err), RF_OK);
    rf_bot *bot = rf_bot_new("random", 3);
    int seen_stage1 = 0, seen_after = 0;
    for (int step = 0; step < 3000 && !rf_game_over(g, NULL); step++) {
        for (int l = 0; l < rf_view_legends(g); l++) {
            rf_legend_view v;
            rf_view_legend(g, l, &v);
            if (g->match.stage == RF_STAGE_1) {
                assert_int_equal(v.ammo[0], -1);
                assert_int_equal(v.shield, 0);
                seen_stage1++;
            } else if (g->match.stage == RF_STAGE_MAP && v.on_map) {
                seen_after += v.ammo[0] >= 0;
            }
        }
        assert_int_equal(rf_choose(g, rf_bot_choose(bot, g), &err), RF_OK);
    }
    assert_true(seen_stage1 > 0 && seen_after > 0);
    rf_bot_free(bot);
    rf_game_free(g);
}

/* CARD-6: a seat reads the cards in its own legends' hands, never in the
 * other seat's. */
static void test_view_hand_for_its_seat_only(void **state)
{
    (void)state;
    rf_setup s = setup(2, 7);
    for (int i = 0; i < s.nlegends; i++)
        snprintf(s.legend[i].deck, sizeof s.legend[i].deck, "placeholder");
    rf_game *g;
    rf_error err;
    assert_int_equal(rf_game_new(tu_content(), tu_crossroads(), &s, &g, &err), RF_OK);
    for (int l = 0; l < g->nlegends; l++) {
        int own = g->legend[l].seat, other = own ^ 1;
        rf_card_view c;
        assert_true(g->legend[l].hand_n == 3);
        assert_false(rf_view_hand_card(g, other, l, 0, &c));
        assert_false(rf_view_hand_card(g, own, l, 3, &c));
        for (int i = 0; i < 3; i++) {
            assert_true(rf_view_hand_card(g, own, l, i, &c));
            const rf_card_def *d = &g->content->cards.card[g->legend[l].hand[i]];
            assert_string_equal(c.id, d->id);
            assert_int_equal(c.effect, d->effect);
        }
    }
    rf_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_heuristic_plays_legally),
        cmocka_unit_test(test_heuristic_does_not_peek),
        cmocka_unit_test(test_heuristic_beats_random),
        cmocka_unit_test(test_view_hides_stage_1_loadouts),
        cmocka_unit_test(test_view_hand_for_its_seat_only),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
