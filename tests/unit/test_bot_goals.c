/*
 * test_bot_goals.c — the heuristic bot's pull towards supply drops and
 * crafting markers (bot_modules_place, src/bots/heuristic_modules.c; DROP-9,
 * REPL-7) from the goals read once a decision (bot_modules_goals, issue
 * 14) is the plain reading of the drops and markers at every place, as the
 * bot made it before: at the states of seeded normal matches with Supply
 * Drops and the Replicator (16 seeds: drops opened in some), every space
 * of the board. An open drop kept among the goals (checked), a closed one
 * or a marker left out fails here.
 */
#include <stdio.h>
#include <string.h>

#include "testutil.h"
#include "bots/heuristic_modules.h"

#define NEAR 8

/* The plain reading (the bot's before issue 14). */
static double plain_place(const rf_game *g, int x, int y)
{
    int xs[16], ys[16];
    bool closed[16];
    int best = NEAR + 1;
    int k = rf_view_drops(g, xs, ys, closed, 16);
    for (int i = 0; i < k && i < 16; i++) {
        int d = rf_view_distance(g, x, y, xs[i], ys[i]) - 1;
        if (closed[i] && d < best) best = d;
    }
    k = rf_view_craft_markers(g, xs, ys, 16);
    for (int i = 0; i < k && i < 16; i++) {
        int d = rf_view_distance(g, x, y, xs[i], ys[i]);
        if (d > 0) d--;
        if (d < best) best = d;
    }
    return best > NEAR ? 0.0 : 3.0 / (1.0 + best);
}

static int states, pulled;          /* states compared; places with a pull */
static int opened, markers;         /* open drops seen; states with markers */

static void check_state(const rf_game *g)
{
    hgoals goals;
    bot_modules_goals(g, &goals);
    for (int y = 0; y < 32; y++)
        for (int x = 0; x < 32; x++) {
            double got = bot_modules_place(g, &goals, x, y), want = plain_place(g, x, y);
            if (memcmp(&got, &want, sizeof got) != 0)
                fail_msg("%d,%d: %g from the goals read once, %g plainly", x, y, got, want);
            pulled += want > 0;
        }
    states++;
    int xs[16], ys[16];
    bool closed[16];
    int k = rf_view_drops(g, xs, ys, closed, 16);
    for (int i = 0; i < k && i < 16; i++) opened += !closed[i];
    markers += rf_view_craft_markers(g, xs, ys, 16) > 0;
}

static void play(unsigned long long seed)
{
    rf_setup s;
    tu_draft_setup(&s, seed);
    s.squad_size = seed % 2 ? 3 : 2;
    s.ring = true;
    s.modules = RF_MODULE_BIT(RF_MOD_DROPS) | RF_MODULE_BIT(RF_MOD_REPLICATOR);
    rf_game *g = tu_game_of(tu_content(), tu_crossroads(), &s);
    rf_bot *bot[2] = { rf_bot_new("normal", seed * 2 + 1), rf_bot_new("normal", seed * 2 + 2) };
    rf_decision d;
    rf_error err;
    for (int step = 0; rf_pending_brief(g, &d); step++) {
        if (step % 6 == 0) check_state(g);
        assert_int_equal(rf_choose(g, rf_bot_choose(bot[d.seat], g), &err), RF_OK);
    }
    rf_bot_free(bot[0]);
    rf_bot_free(bot[1]);
    rf_game_free(g);
}

static void test_DROP_REPL_goals_read_once_are_the_plain_reading(void **state)
{
    (void)state;
    for (unsigned long long seed = 1; seed <= 16; seed++) play(seed);
    assert_true(states > 1000);
    assert_true(pulled > 100000);
    assert_true(opened > 50);          /* open drops must not pull */
    assert_true(markers > 1000);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_DROP_REPL_goals_read_once_are_the_plain_reading),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
