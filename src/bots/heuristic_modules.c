/*
 * heuristic_modules.c — the heuristic bot with Supply Drops and the
 * Replicator (heuristic_modules.h, docs/bots.md).
 *
 * Crafting markers cost nothing to pick up (REPL-7), so it picks up every
 * one within reach. It crafts ammo when its weapons run low, a legendary
 * token as soon as it can pay for one, and when the legendary row is
 * empty whatever it can afford, the dearest first (REPL-10). It walks
 * towards closed supply drops and crafting markers nearby and opens a
 * closed drop it stands next to (DROP-9).
 */
#include "bots/heuristic_modules.h"
#include "bots/heuristic_find.h"

#define LOW_AMMO 2            /* as heuristic.c: ammo left that sends it looting */
#define NEAR 8                /* farther goals are not worth a detour */

/* REPL-10: what to craft now, or 0. */
static unsigned craft(const rf_game *g, const rf_legend_view *l, const unsigned *codes, int n)
{
    if (l->ammo[0] + l->ammo[1] <= LOW_AMMO) {
        int w = l->ammo[1] >= 0 && (l->ammo[0] < 0 || l->ammo[1] < l->ammo[0]) ? 1 : 0;
        unsigned c = bot_find(codes, n, RF_OPT_CRAFT, 16 + w);
        if (c || (c = bot_find(codes, n, RF_OPT_CRAFT, 16 + (w ^ 1)))) return c;
    }
    static const int legendary_first[3] = { 1, 0, 2 };      /* body shield, helmet, knockdown */
    bool legendary_left = false;
    for (int i = 0; i < 3; i++) {
        unsigned c = bot_find(codes, n, RF_OPT_CRAFT, legendary_first[i]);
        if (c) return c;
        legendary_left |= rf_view_replicator_space(g, legendary_first[i], NULL);
    }
    if (legendary_left) return 0;                           /* save up for it */
    for (int pos = 3; pos < 9; pos++) {                     /* epic, then rare */
        unsigned c = bot_find(codes, n, RF_OPT_CRAFT, pos);
        if (c) return c;
    }
    return 0;
}

unsigned bot_modules_free(const rf_game *g, int me, int seat, const rf_legend_view *l,
                          const unsigned *codes, int n)
{
    (void)me;
    (void)seat;
    unsigned c = bot_find(codes, n, RF_OPT_CRAFT_PICK, -1);     /* free: always */
    return c ? c : craft(g, l, codes, n);
}

unsigned bot_modules_interact(const rf_game *g, const rf_legend_view *l, const unsigned *codes,
                              int n)
{
    int xs[8], ys[8];
    bool closed[8];
    int k = rf_view_drops(g, xs, ys, closed, 8);
    for (int i = 0; i < k && i < 8; i++)
        if (closed[i] && rf_view_distance(g, l->x, l->y, xs[i], ys[i]) == 1)
            return bot_find(codes, n, RF_OPT_ACTION, RF_ACT_INTERACT_MOVE1);
    return 0;
}

void bot_modules_goals(const rf_game *g, hgoals *out)
{
    int xs[HGOALS_MAX], ys[HGOALS_MAX];
    bool closed[HGOALS_MAX];
    int k = rf_view_drops(g, xs, ys, closed, HGOALS_MAX);
    out->ndrops = 0;
    for (int i = 0; i < k && i < HGOALS_MAX; i++)
        if (closed[i]) {
            out->dx[out->ndrops] = xs[i];
            out->dy[out->ndrops++] = ys[i];
        }
    k = rf_view_craft_markers(g, out->mx, out->my, HGOALS_MAX);
    out->nmarkers = k < HGOALS_MAX ? k : HGOALS_MAX;
}

double bot_modules_place(const rf_game *g, const hgoals *goals, int x, int y)
{
    int best = NEAR + 1;
    for (int i = 0; i < goals->ndrops; i++) {
        int d = rf_view_distance(g, x, y, goals->dx[i], goals->dy[i]) - 1;   /* next to it */
        if (d < best) best = d;
    }
    for (int i = 0; i < goals->nmarkers; i++) {
        int d = rf_view_distance(g, x, y, goals->mx[i], goals->my[i]);
        if (d > 0) d--;                                                  /* within reach */
        if (d < best) best = d;
    }
    return best > NEAR ? 0.0 : 3.0 / (1.0 + best);
}
