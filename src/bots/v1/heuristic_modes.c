/*
 * heuristic_modes.c — the heuristic bot's choices in the equipment modes
 * (see heuristic_modes.h). It takes lock tokens off its most useful items
 * first and puts them on its least useful (EQUIP-5, EQUIP-6), flips its
 * loadout card when the other side shoots better from where it stands
 * (EQUIP-7; looking ahead on a copy of the game), in Capture the Flag takes
 * enemy flags and delivers them whenever it can (CTF-9, CTF-10), walks to
 * its goal, and as the enemy of a respawning legend picks the beacon
 * farthest from its own flags and bases (CTF-14).
 *
 * FROZEN (heuristic-v1): a copy of the heuristic bot as it was on main at
 * affbd3d, kept unchanged from now on as the fixed yardstick the other bots
 * are measured against (docs/bots.md, "Levels and the yardstick"): a
 * reference that moved would make every strength figure meaningless. Do
 * not fix or improve it; improve src/bots/heuristic*.c instead.
 */
#include <string.h>

#include "bots/v1/heuristic_modes.h"

#define SAMPLES 8

/* How much the bot wants printed item `id` usable: most first. */
static int item_value(const char *id)
{
    static const char *const order[] = { "syringe", "shield_cell", "frag_grenade",
                                         "thermite_grenade", "ultimate_accelerant" };
    for (int i = 0; i < 5; i++)
        if (id && strcmp(id, order[i]) == 0) return 10 - i;
    return 0;
}

static unsigned find(const unsigned *codes, int n, int kind, int a)
{
    for (int i = 0; i < n; i++)
        if (rf_opt_kind_of(codes[i]) == kind && (a < 0 || rf_opt_a(codes[i]) == a)) return codes[i];
    return 0;
}

/* EQUIP-5, EQUIP-6, TDM-10: unlock the most useful item, lock the least. */
static unsigned choose_lock(const rf_game *g, const unsigned *codes, int n)
{
    unsigned best = 0;
    int best_v = -1000;
    for (int i = 0; i < n; i++) {
        if (rf_opt_kind_of(codes[i]) != RF_OPT_LOCK_SPACE) continue;
        int v = item_value(rf_view_equipment_item(g, rf_opt_b(codes[i])));
        if (rf_opt_a(codes[i]) == 0) v = -v;                   /* locking: the least useful */
        if (v > best_v) {
            best_v = v;
            best = codes[i];
        }
    }
    return best;
}

/* The best expected shot of legend me at any enemy now. */
static double best_shot(rf_bot *b, const rf_game *g, int me)
{
    double best = 0;
    rf_legend_view lv, tv;
    rf_view_legend(g, me, &lv);
    for (int t = 0; t < rf_view_legends(g); t++) {
        rf_view_legend(g, t, &tv);
        if (tv.squad == lv.squad || !tv.on_map) continue;
        for (int s = 0; s < 2; s++) {
            double e = rf_view_shot_value(g, me, t, s, SAMPLES, &b->s);
            if (e > best) best = e;
        }
    }
    return best;
}

/* EQUIP-7: flip when the other side's weapons shoot better from here. */
static unsigned choose_flip(rf_bot *b, const rf_game *g, const unsigned *codes, int n)
{
    unsigned flip = 0, keep = 0;
    for (int i = 0; i < n; i++) {
        if (rf_opt_kind_of(codes[i]) != RF_OPT_FLIP) continue;
        if (rf_opt_b(codes[i])) flip = codes[i];
        else keep = codes[i];
    }
    int me = flip ? rf_opt_a(flip) : -1;
    rf_legend_view lv;
    if (me < 0) return keep;
    rf_view_legend(g, me, &lv);
    if (!lv.on_map) return keep ? keep : find(codes, n, RF_OPT_DONE, -1);    /* Stage 1 */
    rf_game *copy = rf_game_clone(g);
    rf_error err;
    double now = best_shot(b, g, me), then = 0;
    if (copy && rf_choose(copy, flip, &err) == RF_OK) then = best_shot(b, copy, me);
    rf_game_free(copy);
    if (then > now + 1.0) return flip;
    return keep ? keep : 0;
}

static int dist(const rf_game *g, int x1, int y1, int x2, int y2)
{
    return rf_view_distance(g, x1, y1, x2, y2);
}

/* CTF-14: the beacon farthest from the chooser's own flags and bases. */
static unsigned choose_beacon(const rf_game *g, const rf_decision *d, const unsigned *codes,
                              int n)
{
    int squad = rf_game_seat_of(g, 0) == d->seat ? 0 : 1;          /* 0 red, 1 blue */
    unsigned best = codes[0];
    int best_d = -1;
    for (int i = 0; i < n; i++) {
        if (rf_opt_kind_of(codes[i]) != RF_OPT_BEACON) continue;
        int bx = rf_cell_x(rf_opt_b(codes[i])), by = rf_cell_y(rf_opt_b(codes[i])), near = 99;
        for (int k = squad * 2; k < squad * 2 + 2; k++) {
            int where, x, y;
            if (rf_view_flag(g, k, &where, &x, &y, NULL) && where == RF_FLAG_MAP &&
                dist(g, bx, by, x, y) < near)
                near = dist(g, bx, by, x, y);
            if (rf_view_team_token(g, k, &where, &x, &y) && where == RF_FLAG_MAP &&
                dist(g, bx, by, x, y) < near)
                near = dist(g, bx, by, x, y);
        }
        if (near > best_d) {
            best_d = near;
            best = codes[i];
        }
    }
    return best;
}

unsigned v1_mode_choose(rf_bot *b, const rf_game *g, const rf_decision *d,
                         const unsigned *codes, int n)
{
    unsigned c;
    if ((c = find(codes, n, RF_OPT_FLAG, 1))) return c;                     /* deliver */
    if ((c = find(codes, n, RF_OPT_FLAG, 0))) return c;                     /* take */
    if (find(codes, n, RF_OPT_BEACON, -1)) return choose_beacon(g, d, codes, n);
    if (find(codes, n, RF_OPT_BASE, -1)) return find(codes, n, RF_OPT_BASE, -1);
    if ((c = choose_lock(g, codes, n))) return c;
    if (find(codes, n, RF_OPT_FLIP, -1)) {
        if ((c = choose_flip(b, g, codes, n))) return c;
        return find(codes, n, RF_OPT_DONE, -1);                   /* a supply bin: finish */
    }
    return 0;
}

/* Is legend l next to (or on) x,y with no enemy of squad on or next to it?
 * Adjacency read as range 1 (the engine's options have the last word). */
static bool reachable_unguarded(const rf_game *g, int l, int squad, int x, int y)
{
    rf_legend_view lv;
    rf_view_legend(g, l, &lv);
    if (!lv.on_map || dist(g, lv.x, lv.y, x, y) > 1) return false;
    for (int e = 0; e < rf_view_legends(g); e++) {
        rf_legend_view ev;
        rf_view_legend(g, e, &ev);
        if (ev.squad != squad && ev.on_map && dist(g, ev.x, ev.y, x, y) <= 1) return false;
    }
    return true;
}

static int carried(const rf_game *g, int me)
{
    for (int i = 0; i < 4; i++) {
        int where, carrier;
        if (rf_view_flag(g, i, &where, NULL, NULL, &carrier) && where == RF_FLAG_CARRIED &&
            carrier == me)
            return i;
    }
    return -1;
}

unsigned v1_mode_action(const rf_game *g, int me, const unsigned *codes, int n)
{
    unsigned interact = find(codes, n, RF_OPT_ACTION, RF_ACT_INTERACT_MOVE1);
    if (!interact || rf_view_mode(g) != RF_MODE_CTF) return 0;
    rf_legend_view lv;
    rf_view_legend(g, me, &lv);
    bool has = carried(g, me) >= 0;
    for (int i = 0; i < 4; i++) {
        int where, x, y, squad = i / 2;
        if (has && squad == lv.squad && rf_view_team_token(g, i, &where, &x, &y) &&
            where == RF_FLAG_MAP && reachable_unguarded(g, me, lv.squad, x, y))
            return interact;                                                /* CTF-10 */
        if (!has && squad != lv.squad && rf_view_flag(g, i, &where, &x, &y, NULL) &&
            where == RF_FLAG_MAP && reachable_unguarded(g, me, lv.squad, x, y))
            return interact;                                                /* CTF-9 */
    }
    if (has) return find(codes, n, RF_OPT_ACTION, RF_ACT_MOVE2);   /* run home with the flag */
    return 0;
}

static void merge_walk(const rf_game *g, int x, int y, unsigned char *walk, bool *any)
{
    static _Thread_local unsigned char from[RF_VIEW_CELLS];
    rf_view_walk_costs(g, x, y, from);
    for (int c = 0; c < RF_VIEW_CELLS; c++)
        if (from[c] < walk[c]) walk[c] = from[c];
    *any = true;
}

bool v1_mode_goal(const rf_game *g, int me, unsigned char *walk)
{
    if (rf_view_mode(g) != RF_MODE_CTF) return false;
    rf_legend_view lv;
    rf_view_legend(g, me, &lv);
    memset(walk, 255, RF_VIEW_CELLS);
    bool any = false, has = carried(g, me) >= 0;
    for (int i = 0; i < 4; i++) {
        int where, x, y, carrier, squad = i / 2;
        if (has) {
            if (squad == lv.squad && rf_view_team_token(g, i, &where, &x, &y) &&
                where == RF_FLAG_MAP)
                merge_walk(g, x, y, walk, &any);                           /* deliver it */
            continue;
        }
        if (!rf_view_flag(g, i, &where, &x, &y, &carrier)) continue;
        if (squad != lv.squad && where == RF_FLAG_MAP) merge_walk(g, x, y, walk, &any);
        if (squad == lv.squad && where == RF_FLAG_CARRIED) merge_walk(g, x, y, walk, &any);
    }
    return any;
}
