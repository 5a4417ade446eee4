/*
 * heuristic_abilities.c — the heuristic bot's use of ability cards (see
 * heuristic_abilities.h). Each ability is read from its public card
 * (rf_view_ability) and given a tactic: the way a sensible player uses
 * that kind of ability. A smoke or a dome goes up when an enemy can shoot
 * the legend; an area strike goes where it catches the most enemies and no
 * friend; a mark goes on the nearest enemies when a fight is on; a heal
 * when the squad is hurt; a leap where the legend stands best; the loot
 * abilities when the squad is together and unseen; a rift (Move 4 for
 * 1 AP) when the legend has far to go or must get away; a zipline, far
 * from the enemy with an AP left to ride it, with its ends on the best
 * places by the legend's place score.
 */
#include <string.h>

#include "bots/heuristic_abilities.h"

#define LAST_ROUND 8          /* ROUND-1: a delayed effect after it never resolves */

enum tactic { T_NONE, T_ZONE, T_AREA, T_MARK, T_BUFF, T_ESCAPE, T_HEAL, T_LEAP, T_LOOT,
              T_DROP, T_RIFT, T_ROUTE };

/* The legends' own effects (docs/legends.md) and the core ones, by name. */
static const struct { const char *effect; int tactic; } known[] = {
    { "damage", T_AREA },          { "restore", T_HEAL },          { "move", T_LEAP },
    { "ordnance_area", T_AREA },   /* Rolling Thunder, Defensive Bombardment */
    { "ravens", T_MARK },          /* Eye of the Allfather */
    { "beast", T_BUFF },           /* Beast of the Hunt */
    { "into_the_void", T_ESCAPE }, { "doc_heal", T_HEAL },        { "relocate", T_LEAP },
    { "care_package", T_DROP },    { "black_market", T_LOOT },
    { "rift", T_RIFT },            /* Dimensional Rift: a Move 4 for 1 AP, and the portals */
};

static int tactic_of(const rf_ability_view *a)
{
    for (size_t i = 0; i < sizeof known / sizeof *known; i++)
        if (strcmp(known[i].effect, a->effect) == 0) return known[i].tactic;
    if (strcmp(a->effect, "none") == 0 && (a->place == 3 || a->place == 4)) return T_ZONE;
    if (strcmp(a->effect, "none") == 0 && a->timing == 3) return T_ROUTE;    /* Zipline Gun */
    return T_NONE;
}

static bool foe(const hab_view *v, int e)
{
    return v->l[e].squad != v->l[v->me].squad && v->l[e].on_map;
}

static bool friend_on_map(const hab_view *v, int f)
{
    return v->l[f].squad == v->l[v->me].squad && v->l[f].on_map;
}

static int dist(const hab_view *v, int x, int y, int e)
{
    return rf_view_distance(v->g, x, y, v->l[e].x, v->l[e].y);
}

/* Enemies within `range` of the legend that can see it. */
static int seen_by(const hab_view *v, int range)
{
    const rf_legend_view *me = &v->l[v->me];
    int n = 0;
    for (int e = 0; e < v->n; e++)
        n += foe(v, e) && dist(v, me->x, me->y, e) <= range &&
             rf_view_sight(v->g, v->l[e].x, v->l[e].y, me->x, me->y);
    return n;
}

static int nearest_foe(const hab_view *v)
{
    int best = 99;
    for (int e = 0; e < v->n; e++)
        if (foe(v, e)) {
            int d = dist(v, v->l[v->me].x, v->l[v->me].y, e);
            if (d < best) best = d;
        }
    return best;
}

/* Health the squad lacks within `range` of the legend (itself too). */
static int squad_hurt(const hab_view *v, int range)
{
    int lack = 0;
    for (int f = 0; f < v->n; f++)
        if (friend_on_map(v, f) && dist(v, v->l[v->me].x, v->l[v->me].y, f) <= range)
            lack += 40 - v->l[f].health;                         /* DMG-8: 40 health */
    return lack;
}

/* Legends of the squad (itself too) within `range` of x,y. */
static int friends_near(const hab_view *v, int x, int y, int range)
{
    int k = 0;
    for (int f = 0; f < v->n; f++) k += friend_on_map(v, f) && dist(v, x, y, f) <= range;
    return k;
}

static int squad_near(const hab_view *v, int range)
{
    return friends_near(v, v->l[v->me].x, v->l[v->me].y, range);
}

/* An enemy in the ability's range with no friend next to it. */
static bool strike_target(const hab_view *v, const rf_ability_view *a)
{
    for (int e = 0; e < v->n; e++) {
        if (!foe(v, e)) continue;
        int d = dist(v, v->l[v->me].x, v->l[v->me].y, e);
        if (d < a->range_lo || d > a->range_hi) continue;
        bool clear = true;
        for (int f = 0; f < v->n; f++)
            if (friend_on_map(v, f) && dist(v, v->l[e].x, v->l[e].y, f) <= 1) clear = false;
        if (clear) return true;
    }
    return false;
}

static bool worth_using(const hab_view *v, const rf_ability_view *a)
{
    const rf_legend_view *me = &v->l[v->me];
    int vit = me->health + me->shield;
    switch (tactic_of(a)) {
    case T_ZONE: return seen_by(v, 8) > 0 && vit <= 35;      /* a zone hinders both ways */
    case T_AREA: return strike_target(v, a);
    case T_MARK: return nearest_foe(v) <= a->range_hi;
    case T_BUFF: return nearest_foe(v) <= 6;
    case T_ESCAPE: return vit <= 20 && seen_by(v, 8) > 0;
    case T_HEAL: return squad_hurt(v, 2) >= 15;
    case T_LEAP: return !v->good_shot && (nearest_foe(v) > 3 || (vit <= 25 && seen_by(v, 8)));
    case T_LOOT: return squad_near(v, 2) >= 2 && seen_by(v, 10) == 0;
    case T_DROP: return nearest_foe(v) >= 5;
    case T_RIFT: return !v->good_shot && (nearest_foe(v) > 4 || (vit <= 25 && seen_by(v, 8)));
    case T_ROUTE: return !v->good_shot && nearest_foe(v) >= 5 && rf_view_ap(v->g) >= 2;
    default: return false;
    }
}

unsigned bot_ability_use(rf_bot *b, const hab_view *v, const unsigned *codes, int n)
{
    for (int i = 0; i < n; i++) {
        if (rf_opt_kind_of(codes[i]) != RF_OPT_ABILITY) continue;
        rf_ability_view a;
        if (!rf_view_ability(v->g, v->me, rf_opt_a(codes[i]), &a)) continue;
        if (a.cost > 0 && v->good_shot && rf_view_ap(v->g) - a.cost < 1) continue;  /* shoot first */
        if (!worth_using(v, &a)) continue;
        if (a.timing == 2 && rf_view_round(v->g) + a.rounds > LAST_ROUND) continue;  /* too late */
        b->ability = rf_opt_a(codes[i]);
        return codes[i];
    }
    return 0;
}

/* ---- Where it goes ---- */

/* The space of a placement option (an intersection: the space whose
 * top-left corner it is); false for an attachment. */
static bool option_space(unsigned code, int *x, int *y)
{
    int a = rf_opt_a(code), p = rf_opt_b(code);
    if (a >= 64) return false;
    if (a >= 8) {
        *x = p / 64;
        *y = p % 64;
    } else {
        *x = rf_cell_x(p);
        *y = rf_cell_y(p);
    }
    return true;
}

/* Enemies caught near x,y count, friends count against. */
static double strike_score(const hab_view *v, int x, int y)
{
    double s = 0;
    for (int e = 0; e < v->n; e++) {
        if (!v->l[e].on_map) continue;
        int d = dist(v, x, y, e);
        if (foe(v, e)) s += d == 0 ? 3 : d == 1 ? 2 : d == 2 ? 1 : 0;
        else if (d <= 2) s -= 4;
    }
    return s;
}

static double heal_score(const hab_view *v, int x, int y)
{
    double s = 0;
    for (int f = 0; f < v->n; f++)
        if (friend_on_map(v, f) && dist(v, x, y, f) <= 1) s += 40 - v->l[f].health;
    return s;
}

static double option_score(const hab_view *v, int tactic, unsigned code)
{
    const rf_legend_view *me = &v->l[v->me];
    int x, y;
    if (!option_space(code, &x, &y)) {                         /* attach: the nearest enemy */
        int e = rf_opt_a(code) - 64;
        return e >= 0 && e < v->n ? -dist(v, me->x, me->y, e) : -99;
    }
    switch (tactic) {
    case T_AREA: return strike_score(v, x, y);
    case T_HEAL: return heal_score(v, x, y);
    case T_LEAP:
    case T_ROUTE: return v->place_score ? v->place_score(v->ctx, x, y) : 0;   /* a zipline's ends */
    case T_LOOT: return friends_near(v, x, y, 2);
    default:                                                   /* zones, drops: close by */
        return -(double)((2 * x + 1 - 2 * me->x) * (2 * x + 1 - 2 * me->x) +
                         (2 * y + 1 - 2 * me->y) * (2 * y + 1 - 2 * me->y));
    }
}

unsigned bot_ability_place(rf_bot *b, const hab_view *v, const unsigned *codes, int n)
{
    rf_ability_view a;
    int tactic = rf_view_ability(v->g, v->me, b->ability, &a) ? tactic_of(&a) : T_NONE;
    unsigned best = 0;
    double best_score = -1e9;
    for (int i = 0; i < n; i++) {
        if (rf_opt_kind_of(codes[i]) != RF_OPT_ABIL_PLACE) continue;
        double s = option_score(v, tactic, codes[i]);
        if (s > best_score) {
            best_score = s;
            best = codes[i];
        }
    }
    if (best) return best;
    for (int i = 0; i < n; i++)
        if (rf_opt_kind_of(codes[i]) == RF_OPT_DONE) return codes[i];
    return codes[bot_next(b) % (unsigned long long)n];
}
