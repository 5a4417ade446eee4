/*
 * test_bot_grenade.c — the heuristic bot's grenade landings (GRENADE-1 …
 * GRENADE-10, AOE-5; src/bots/heuristic_items.c, issue 14): the value of
 * the best landing, made from per-scan kernels and a map of the legends a
 * landing can reach, is the plain sum over every legend and every drift
 * (below, as the bot computed it before), to the bit, and the landing
 * chosen is the same.
 *
 * Every grenade landing decision of 16 seeded normal-vs-normal matches
 * (2 vs 2, 3 vs 3 for odd seeds), asked for each legend as the thrower
 * (squadmates count against) and with the legends' vitals changed (a
 * blast that kills counts all that is left). A kernel kept from another
 * scan, a legend left out of the map of reach or a drift skipped fails
 * here.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "testutil.h"
#include "bots/heuristic_items.h"

/* ---- The plain computation ---- */

static void drift(int cards, double p[5][5])
{
    static const int ax[14] = { 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 0, -1, -1, -1 };
    static const int ay[14] = { 0, 0, 0, 0, 0, 0, -1, -1, 0, 1, 1, 1, 0, -1 };
    memset(p, 0, sizeof(double) * 25);
    if (cards <= 1) {
        for (int i = 0; i < 14; i++) p[2 + ay[i]][2 + ax[i]] += 1.0 / 14;
        return;
    }
    for (int i = 0; i < 14; i++)
        for (int j = 0; j < 14; j++)
            if (i != j) p[2 + ay[i] + ay[j]][2 + ax[i] + ax[j]] += 1.0 / (14 * 13);
}

static int blast(int grenade, bool turned, int lx, int ly, int x, int y)
{
    int dx = abs(x - lx), dy = abs(y - ly);
    if (grenade == 1) return dx == 0 && dy == 0 ? 20 : dx <= 1 && dy <= 1 ? 10 : 0;
    if (turned) return dx == 0 && dy <= 2 ? 15 : 0;
    return dy == 0 && dx <= 2 ? 15 : 0;
}

/* One legend: every drift, skipping those that miss or a wall stops. */
static double plain_legend(const hitem_view *v, int grenade, bool turned, int cx, int cy,
                           double p[5][5], int t)
{
    const rf_legend_view *l = &v->l[t];
    double e = 0, kill = 0;
    for (int dy = -2; dy <= 2; dy++)
        for (int dx = -2; dx <= 2; dx++) {
            double q = p[dy + 2][dx + 2];
            int lx = cx + dx, ly = cy + dy, d = blast(grenade, turned, lx, ly, l->x, l->y);
            if (q <= 0 || d <= 0) continue;
            if (lx >= 0 && ly >= 0 && lx < 32 && ly < 32 && (lx != l->x || ly != l->y) &&
                !rf_view_sight(v->g, lx, ly, l->x, l->y))
                continue;
            int hp = l->health + l->shield;
            e += q * (d < hp ? d : hp);
            if (d >= hp) kill += q;
        }
    bool foe = l->squad != v->l[v->me].squad;
    return foe ? e + kill * 0.0 : -1.5 * (e + kill * 0.0);
}

/* The drifts in -2 … 2 reach only legends within 4 of the aimed space. */
static double plain_value(const hitem_view *v, int grenade, bool turned, int cx, int cy, double p[5][5])
{
    double value = 0;
    for (int t = 0; t < v->n; t++) {
        const rf_legend_view *l = &v->l[t];
        if (l->on_map && abs(l->x - cx) <= 4 && abs(l->y - cy) <= 4)
            value += plain_legend(v, grenade, turned, cx, cy, p, t);
    }
    return value;
}

static double plain_best(const hitem_view *v, int grenade, const unsigned *codes, int n, unsigned *best)
{
    double p[5][5], top = 0;
    drift(grenade == 1 ? 2 : 1, p);
    *best = 0;
    for (int i = 0; i < n; i++) {
        if (rf_opt_kind_of(codes[i]) != RF_OPT_USE_AT) continue;
        int cell = rf_opt_b(codes[i]);
        double e = plain_value(v, grenade, rf_opt_a(codes[i]) != 0, rf_cell_x(cell), rf_cell_y(cell), p);
        if (e > top || !*best) {
            top = e > top ? e : top;
            if (e >= top) *best = codes[i];
        }
    }
    return top;
}

/* ---- The check ---- */

static int decisions, asked;

static void compare(const hitem_view *v, int grenade, const unsigned *codes, int n)
{
    unsigned got, want;
    double a = bot_grenade_best(v, codes, n, &got), b = plain_best(v, grenade, codes, n, &want);
    if (memcmp(&a, &b, sizeof a) != 0 || got != want)
        fail_msg("legend %d throws: %.17g at %u, the plain sum %.17g at %u", v->me, a, got, b, want);
    asked++;
}

/* Each legend as the thrower, with the vitals as they are and changed. */
static void check_decision(const rf_game *g, const unsigned *codes, int n, unsigned salt)
{
    rf_decision d;
    assert_true(rf_pending(g, &d));
    int grenade = strstr(d.prompt, "Thermite") ? 2 : 1;
    rf_legend_view l[RF_SETUP_MAX_LEGENDS];
    int nl = rf_view_legends(g);
    if (nl > RF_SETUP_MAX_LEGENDS) nl = RF_SETUP_MAX_LEGENDS;
    for (int round = 0; round < 3; round++) {
        for (int i = 0; i < nl; i++) {
            rf_view_legend(g, i, &l[i]);
            if (round == 0) continue;
            l[i].health = (int)((salt * 7u + (unsigned)i * 13u + (unsigned)round * 5u) % 40u) + 1;
            l[i].shield = round == 1 ? 0 : (int)((salt + (unsigned)i) % 9u);
        }
        for (int me = 0; me < nl; me++) {
            hitem_view v = { g, l, nl, me };
            compare(&v, grenade, codes, n);
        }
    }
    decisions++;
}

static bool landing(const unsigned *codes, int n)
{
    for (int i = 0; i < n; i++)
        if (rf_opt_kind_of(codes[i]) == RF_OPT_USE_AT) return true;
    return false;
}

static void play(unsigned long long seed)
{
    rf_setup s;
    tu_draft_setup(&s, seed);
    s.squad_size = seed % 2 ? 3 : 2;
    s.ring = true;
    rf_game *g = tu_game_of(tu_content(), tu_crossroads(), &s);
    rf_bot *bot[2] = { rf_bot_new("normal", seed * 2 + 1), rf_bot_new("normal", seed * 2 + 2) };
    static unsigned codes[RF_MAX_OPTIONS];
    rf_error err;
    rf_decision d;
    for (int step = 0; rf_pending_brief(g, &d) && step < 100000; step++) {
        int n = rf_option_codes(g, codes, RF_MAX_OPTIONS);
        if (n > RF_MAX_OPTIONS) n = RF_MAX_OPTIONS;
        if (landing(codes, n)) check_decision(g, codes, n, (unsigned)step);
        assert_int_equal(rf_choose(g, rf_bot_choose(bot[d.seat], g), &err), RF_OK);
    }
    rf_bot_free(bot[0]);
    rf_bot_free(bot[1]);
    rf_game_free(g);
}

static void test_GRENADE_best_landing_is_the_plain_sum(void **state)
{
    (void)state;
    for (unsigned long long seed = 1; seed <= 16; seed++) play(seed);
    assert_true(decisions >= 20);
    assert_true(asked >= 300);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_GRENADE_best_landing_is_the_plain_sum),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
