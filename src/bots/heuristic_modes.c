/*
 * heuristic_modes.c — the heuristic bot's choices in the equipment modes
 * (see heuristic_modes.h). It takes lock tokens off its most useful items
 * first and puts them on its least useful (EQUIP-5, EQUIP-6), flips its
 * loadout card when the other side shoots better from where it stands
 * (EQUIP-7; looking ahead on a copy of the game), in Capture the Flag enters
 * and puts its bases as far from the enemy as it can (CTF-7, CTF-8), takes
 * enemy flags and delivers them whenever it can (CTF-9, CTF-10), fights
 * an enemy that blocks its base rather than run past it with a flag,
 * stands by its own flag when an enemy is about to reach it and it is
 * already there (measured: guarding from farther loses more matches than
 * it saves), walks to its goal, and as the enemy of a respawning legend
 * picks the beacon farthest from its own flags and bases (CTF-14).
 */
#include <string.h>

#include "bots/heuristic_modes.h"
#include "bots/heuristic_find.h"

#define SAMPLES 8
#define GUARD_THREAT 3        /* an enemy this many MP from its flag ... */
#define GUARD_NEAR 1          /* ... and it this near: it guards the flag (more loses more) */

/* How much the bot wants printed item `id` usable: most first. */
static int item_value(const char *id)
{
    static const char *const order[] = { "syringe", "shield_cell", "frag_grenade",
                                         "thermite_grenade", "ultimate_accelerant" };
    for (int i = 0; i < 5; i++)
        if (id && strcmp(id, order[i]) == 0) return 10 - i;
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
        rf_shot_estimate est[RF_VIEW_WEAPON_SLOTS];           /* slot 0, then 1: one set-up */
        rf_view_shot_estimates(g, me, t, SAMPLES, &b->s, est);
        for (int s = 0; s < 2; s++) {
            double e = est[s].damage;
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
    if (!lv.on_map) return keep ? keep : bot_find(codes, n, RF_OPT_DONE, -1);    /* Stage 1 */
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

static void merge_walk(const rf_game *g, int x, int y, unsigned char *walk, bool *any);

/* The walking MP from the nearest enemy of squad to each space (255
 * where none reaches); false with no enemy on the map. */
static bool enemy_walk(const rf_game *g, int squad, unsigned char *walk)
{
    bool any = false;
    memset(walk, 255, RF_VIEW_CELLS);
    for (int l = 0; l < rf_view_legends(g); l++) {
        rf_legend_view o;
        rf_view_legend(g, l, &o);
        if (o.squad == squad || !o.on_map) continue;
        merge_walk(g, o.x, o.y, walk, &any);
    }
    return any;
}

/* CTF-7, CTF-8: a squad's bases are where its legends enter, so they
 * enter from the edge the enemy is farthest from (by walk), and the bases
 * go on the legends farthest from the enemy. 0 with no enemy on the map. */
static unsigned choose_far(const rf_game *g, int squad, const unsigned *codes, int n, int kind)
{
    static _Thread_local unsigned char walk[RF_VIEW_CELLS];
    if (!enemy_walk(g, squad, walk)) return 0;
    int maxx = 0, maxy = 0;
    for (int c = 0; c < RF_VIEW_CELLS; c++)
        if (walk[c] < 255) {
            if (c % 32 > maxx) maxx = c % 32;
            if (c / 32 > maxy) maxy = c / 32;
        }
    unsigned best = 0;
    int best_d = -1;
    for (int i = 0; i < n; i++) {
        if (rf_opt_kind_of(codes[i]) != kind) continue;
        int d = 255;
        if (kind == RF_OPT_SIDE) {
            int side = rf_opt_b(codes[i]);
            for (int c = 0; c < RF_VIEW_CELLS; c++) {
                int x = c % 32, y = c / 32;
                bool edge = side == 0 ? y == 0 : side == 1 ? x == maxx : side == 2 ? y == maxy : x == 0;
                if (edge && walk[c] < d) d = walk[c];
            }
        } else {
            rf_legend_view lv;
            rf_view_legend(g, rf_opt_a(codes[i]), &lv);
            d = walk[lv.y * 32 + lv.x];
        }
        if (d > best_d) {
            best_d = d;
            best = codes[i];
        }
    }
    return best;
}

/* CTF-7: where an entering legend ends its Move 3: the space farthest
 * (by walk) from the enemy, whose flags come on their legends' spaces. */
static unsigned choose_entry(const rf_game *g, const rf_decision *d, const unsigned *codes, int n)
{
    static _Thread_local unsigned char walk[RF_VIEW_CELLS];
    rf_legend_view lv;
    if (rf_view_mode(g) != RF_MODE_CTF || d->kind != RF_DEC_MOVE || d->legend < 0) return 0;
    rf_view_legend(g, d->legend, &lv);
    if (lv.on_map || !enemy_walk(g, lv.squad, walk)) return 0;
    unsigned best = 0;
    int best_d = -1;
    for (int i = 0; i < n; i++)
        if (rf_opt_kind_of(codes[i]) == RF_OPT_MOVE_TO && walk[rf_opt_b(codes[i])] > best_d) {
            best_d = walk[rf_opt_b(codes[i])];
            best = codes[i];
        }
    return best;
}

unsigned bot_mode_choose(rf_bot *b, const rf_game *g, const rf_decision *d,
                         const unsigned *codes, int n)
{
    unsigned c;
    if ((c = bot_find(codes, n, RF_OPT_FLAG, 1))) return c;                     /* deliver */
    if ((c = bot_find(codes, n, RF_OPT_FLAG, 0))) return c;                     /* take */
    if (bot_find(codes, n, RF_OPT_BEACON, -1)) return choose_beacon(g, d, codes, n);
    if (rf_view_mode(g) == RF_MODE_CTF) {                          /* CTF-7, CTF-8 */
        int squad = rf_game_seat_of(g, 0) == d->seat ? 0 : 1, kind = bot_find(codes, n, RF_OPT_BASE, -1)
                                                                     ? RF_OPT_BASE : RF_OPT_SIDE;
        if ((c = choose_far(g, squad, codes, n, kind))) return c;
    }
    if (bot_find(codes, n, RF_OPT_BASE, -1)) return bot_find(codes, n, RF_OPT_BASE, -1);
    if ((c = choose_entry(g, d, codes, n))) return c;
    if ((c = choose_lock(g, codes, n))) return c;
    if (bot_find(codes, n, RF_OPT_FLIP, -1)) {
        if ((c = choose_flip(b, g, codes, n))) return c;
        return bot_find(codes, n, RF_OPT_DONE, -1);                   /* a supply bin: finish */
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

/* No enemy of squad on or next to x,y. */
static bool unguarded(const rf_game *g, int squad, int x, int y)
{
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

unsigned bot_mode_action(const rf_game *g, int me, const unsigned *codes, int n)
{
    unsigned interact = bot_find(codes, n, RF_OPT_ACTION, RF_ACT_INTERACT_MOVE1);
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
    if (!has) return 0;
    for (int i = lv.squad * 2; i < lv.squad * 2 + 2; i++) {
        int where, x, y;                /* CTF-10: an enemy by its base blocks: fight it first */
        if (rf_view_team_token(g, i, &where, &x, &y) && where == RF_FLAG_MAP &&
            dist(g, lv.x, lv.y, x, y) <= 2 && !unguarded(g, lv.squad, x, y))
            return 0;
    }
    return bot_find(codes, n, RF_OPT_ACTION, RF_ACT_MOVE2);            /* run home with the flag */
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

/* The flag of me's squad lying on the map that an enemy is about to
 * reach, when me is the squadmate nearest to it: me guards it (an enemy
 * next to a flag cannot take it, CTF-9). -1 when none. */
static int flag_to_guard(const rf_game *g, int me, const rf_legend_view *lv)
{
    static _Thread_local unsigned char from[RF_VIEW_CELLS];
    int best = -1, best_threat = 99;
    for (int i = lv->squad * 2; i < lv->squad * 2 + 2; i++) {
        int where, x, y;
        if (!rf_view_flag(g, i, &where, &x, &y, NULL) || where != RF_FLAG_MAP) continue;
        rf_view_walk_costs(g, x, y, from);
        int mine = from[lv->y * 32 + lv->x], threat = 99;
        bool nearest = true;
        for (int l = 0; l < rf_view_legends(g); l++) {
            rf_legend_view o;
            rf_view_legend(g, l, &o);
            if (!o.on_map || l == me) continue;
            int d = from[o.y * 32 + o.x];
            if (o.squad == lv->squad && d < mine) nearest = false;
            if (o.squad != lv->squad && d < threat) threat = d;
        }
        if (nearest && threat <= GUARD_THREAT && mine <= GUARD_NEAR && threat < best_threat) {
            best_threat = threat;
            best = i;
        }
    }
    return best;
}

bool bot_mode_goal(const rf_game *g, int me, unsigned char *walk)
{
    if (rf_view_mode(g) != RF_MODE_CTF) return false;
    rf_legend_view lv;
    rf_view_legend(g, me, &lv);
    memset(walk, 255, RF_VIEW_CELLS);
    bool any = false, has = carried(g, me) >= 0;
    int guard = has ? -1 : flag_to_guard(g, me, &lv);
    if (guard >= 0) {                                   /* CTF-9: stand by it */
        int where, x, y;
        rf_view_flag(g, guard, &where, &x, &y, NULL);
        merge_walk(g, x, y, walk, &any);
        return any;
    }
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
