/*
 * test_bot_modes.c — the normal bot plays each mode's objective
 * (docs/bots.md, "Capture the Flag"), each situation checked over seeded
 * whole matches (draft, Stages 1 and 2, Crossroads) between two normal
 * bots. Each fails with the frozen heuristic-v1 (build with
 * -DBOT='"heuristic-v1"'): it entered from the first edge offered, put its
 * bases on the first legend and ran on with a flag past an enemy that
 * blocked its base, and always took red.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "testutil.h"

#ifndef BOT
#define BOT "normal"
#endif

typedef struct seen {
    int bases, bases_far;             /* CTF-8 choices with the enemy on the map; the farthest */
    int blocked, blocked_runs;        /* a carrier by its blocked base; it Moves on */
} seen;

/* The walking MP from squad's nearest enemy to x,y. */
static int enemy_walk(const rf_game *g, int squad, int x, int y)
{
    unsigned char w[RF_VIEW_CELLS];
    int best = 255;
    for (int l = 0; l < rf_view_legends(g); l++) {
        rf_legend_view o;
        rf_view_legend(g, l, &o);
        if (o.squad == squad || !o.on_map) continue;
        rf_view_walk_costs(g, o.x, o.y, w);
        if (w[y * 32 + x] < best) best = w[y * 32 + x];
    }
    return best;
}

static void note_base(seen *s, const rf_game *g, unsigned code)
{
    unsigned codes[RF_MAX_OPTIONS];
    int n = rf_option_codes(g, codes, RF_MAX_OPTIONS), far = -1, chosen = -1;
    rf_legend_view l;
    for (int i = 0; i < n; i++) {
        rf_view_legend(g, rf_opt_a(codes[i]), &l);
        int d = enemy_walk(g, l.squad, l.x, l.y);
        if (d == 255) return;                              /* no enemy on the map yet */
        if (d > far) far = d;
        if (codes[i] == code) chosen = d;
    }
    s->bases++;
    s->bases_far += chosen == far;
}

/* A legend carrying a flag 2 spaces or less from its squad's team token,
 * an enemy next to that token (CTF-10: no delivery). */
static bool blocked_carrier(const rf_game *g, int me)
{
    rf_legend_view l;
    rf_view_legend(g, me, &l);
    bool carries = false;
    for (int i = 0; i < 4; i++) {
        int where, carrier;
        if (rf_view_flag(g, i, &where, NULL, NULL, &carrier) && where == RF_FLAG_CARRIED && carrier == me)
            carries = true;
    }
    if (!carries || !l.on_map) return false;
    for (int t = l.squad * 2; t < l.squad * 2 + 2; t++) {
        int where, x, y;
        if (!rf_view_team_token(g, t, &where, &x, &y) || where != RF_FLAG_MAP ||
            rf_view_distance(g, l.x, l.y, x, y) > 2)
            continue;
        for (int e = 0; e < rf_view_legends(g); e++) {
            rf_legend_view o;
            rf_view_legend(g, e, &o);
            if (o.squad != l.squad && o.on_map && rf_view_distance(g, o.x, o.y, x, y) <= 1) return true;
        }
    }
    return false;
}

static void note(seen *s, const rf_game *g, const rf_decision *d, unsigned code)
{
    int kind = rf_opt_kind_of(code);
    if (kind == RF_OPT_BASE) note_base(s, g, code);
    if (d->kind == RF_DEC_ACTION && d->legend >= 0 && blocked_carrier(g, d->legend)) {
        s->blocked++;
        s->blocked_runs += kind == RF_OPT_ACTION && rf_opt_a(code) == RF_ACT_MOVE2;
    }
}

/* `games` seeded Capture the Flag matches of BOT against itself (3 vs 3
 * for odd seeds). */
static seen play(int games)
{
    static seen cache;
    static int cached;
    if (cached >= games) return cache;
    memset(&cache, 0, sizeof cache);
    for (unsigned long long seed = 1; seed <= (unsigned long long)games; seed++) {
        rf_setup s;
        tu_draft_setup(&s, seed);
        s.squad_size = seed % 2 ? 3 : 2;
        s.mode = RF_MODE_CTF;
        rf_game *g = tu_game_of(tu_content(), tu_crossroads(), &s);
        rf_bot *bot[2] = { rf_bot_new(BOT, seed * 2 + 1), rf_bot_new(BOT, seed * 2 + 2) };
        rf_error err;
        rf_decision d;
        for (int step = 0; rf_pending_brief(g, &d) && step < 100000; step++) {
            unsigned code = rf_bot_choose(bot[d.seat], g);
            note(&cache, g, &d, code);
            assert_int_equal(rf_choose(g, code, &err), RF_OK);
        }
        rf_bot_free(bot[0]);
        rf_bot_free(bot[1]);
        rf_game_free(g);
    }
    cached = games;
    return cache;
}

#define GAMES 60

/* CTF-7, CTF-8: the second squad to place puts its bases (a team token
 * and a flag on a legend's space) on the legend farthest from the enemy
 * (heuristic-v1: on the first legend offered). */
static void test_ctf_bases_go_far_from_the_enemy(void **state)
{
    (void)state;
    seen s = play(GAMES);
    assert_true(s.bases >= GAMES);
    assert_int_equal(s.bases_far, s.bases);
}

/* CTF-10: a carrier by its own base with an enemy next to the team token
 * cannot deliver: it fights the blocker rather than Move on past it
 * (heuristic-v1 always Moved on with a flag). */
static void test_ctf_carrier_at_a_blocked_base_fights(void **state)
{
    (void)state;
    seen s = play(GAMES);
    assert_true(s.blocked > 0);
    assert_true(s.blocked_runs * 2 <= s.blocked);
}

/* The colour BOT takes when it wins the draw (DRAFT-2) in a match of
 * `mode` (0 red, 1 blue). */
static int colour_in(int mode)
{
    rf_setup s;
    tu_draft_setup(&s, 7);
    s.squad_size = mode == RF_MODE_ASSN ? 3 : 2;
    s.mode = mode;
    s.ring = mode == RF_MODE_BR;
    if (mode == RF_MODE_CHAMP) {                  /* CHAMP-1: 2 champions against 4 */
        s.squad_sizes[0] = 2;
        s.squad_sizes[1] = 4;
    }
    rf_game *g = tu_game_of(tu_content(), tu_crossroads(), &s);
    rf_decision d;
    assert_true(rf_pending_brief(g, &d));
    assert_int_equal(d.kind, RF_DEC_COLOUR);
    rf_bot *b = rf_bot_new(BOT, 3);
    int colour = rf_opt_a(rf_bot_choose(b, g));
    rf_bot_free(b);
    rf_game_free(g);
    return colour;
}

/* DRAFT-2: the colour is chosen from the mode (docs/balance.md,
 * "Colours", normal against normal): blue in Battle Royale and Capture the
 * Flag, red in Team Deathmatch and Champions (heuristic-v1: always red). */
static void test_colour_chosen_from_the_mode(void **state)
{
    (void)state;
    assert_int_equal(colour_in(RF_MODE_BR), 1);
    assert_int_equal(colour_in(RF_MODE_CTF), 1);
    assert_int_equal(colour_in(RF_MODE_TDM), 0);
    assert_int_equal(colour_in(RF_MODE_CHAMP), 0);
}

/* STAGE2-1, STAGE2-2, STAGE2-5: the bot reads the entrance board from
 * rf_view_entrance (it read the options' words, and chose differently
 * when they changed, cbbddb2): the board agrees with the options, and
 * BOT sends its first legend to a side with an epic token. */
static void test_entrance_read_from_the_board(void **state)
{
    (void)state;
    int checked = 0;
    for (unsigned long long seed = 1; seed <= 6; seed++) {
        rf_setup s;
        tu_draft_setup(&s, seed);
        s.squad_size = 2;
        s.ring = true;
        rf_game *g = tu_game_of(tu_content(), tu_crossroads(), &s);
        rf_bot *bot[2] = { rf_bot_new(BOT, 1), rf_bot_new(BOT, 2) };
        rf_decision d;
        rf_error err;
        for (int step = 0; rf_pending_brief(g, &d) && step < 2000; step++) {
            unsigned code = rf_bot_choose(bot[d.seat], g);
            if (d.kind == RF_DEC_ENTRANCE && rf_opt_kind_of(code) == RF_OPT_SIDE) {
                static rf_option o[RF_MAX_OPTIONS];
                int n = rf_options(g, o, RF_MAX_OPTIONS);
                bool any_epic = false, epic;
                for (int i = 0; i < n; i++) {
                    assert_true(rf_view_entrance(g, rf_opt_b(o[i].code), NULL, NULL, NULL, &epic));
                    assert_int_equal(epic, strstr(o[i].label, "epic: none") == NULL);
                    any_epic |= epic;
                }
                assert_true(rf_view_entrance(g, rf_opt_b(code), NULL, NULL, NULL, &epic));
                assert_true(epic || !any_epic);
                checked++;
                break;
            }
            assert_int_equal(rf_choose(g, code, &err), RF_OK);
        }
        assert_false(rf_view_entrance(g, 4, NULL, NULL, NULL, NULL));
        rf_bot_free(bot[0]);
        rf_bot_free(bot[1]);
        rf_game_free(g);
    }
    assert_int_equal(checked, 6);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_ctf_bases_go_far_from_the_enemy),
        cmocka_unit_test(test_ctf_carrier_at_a_blocked_base_fights),
        cmocka_unit_test(test_colour_chosen_from_the_mode),
        cmocka_unit_test(test_entrance_read_from_the_board),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
