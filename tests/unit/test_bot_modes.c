/*
 * test_bot_modes.c — the normal bot plays each mode's objective
 * (docs/bots.md, "Capture the Flag"), each situation checked over seeded
 * whole matches (draft, Stages 1 and 2, Crossroads) between two normal
 * bots. Each fails with the frozen heuristic-v1 (build with
 * -DBOT='"heuristic-v1"'): it entered from the first edge offered, put its
 * bases on the first legend and ran on with a flag past an enemy that
 * blocked its base.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "testutil.h"

#ifndef BOT
#define BOT "normal"
#endif

static const rf_map *crossroads(void)
{
    static rf_map *m;
    rf_error err;
    if (!m && rf_map_load(tu_content(), "crossroads", &m, &err) != RF_OK) fail_msg("%s", err.message);
    return m;
}

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
        memset(&s, 0, sizeof s);
        s.start = RF_START_DRAFT;
        s.squad_size = seed % 2 ? 3 : 2;
        s.mode = RF_MODE_CTF;
        s.seed = seed;
        const char *name;
        for (int k = 0; (name = rf_draft_pool_legend(k)); k++) {
            rf_setup_legend *l = &s.legend[s.nlegends++];
            snprintf(l->name, sizeof l->name, "%s", name);
            snprintf(l->deck, sizeof l->deck, "*");
            snprintf(l->abilities, sizeof l->abilities, "*");
        }
        rf_game *g = tu_game_of(tu_content(), crossroads(), &s);
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

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_ctf_bases_go_far_from_the_enemy),
        cmocka_unit_test(test_ctf_carrier_at_a_blocked_base_fights),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
