/*
 * heuristic.c — the heuristic bot (docs/bots.md) at its two levels
 * (easy, normal; hard is the search bot, ismcts.c, which plays this one
 * wherever it does not search), from public information only (include/ringfall.h,
 * "A seat's view"). It respawns first; outside the ring it moves before
 * anything else (RING, TRANS-2: the ring's damage at the transition is
 * more than most actions are worth); it shoots when a shot is worth it
 * (the target and weapon with the most expected damage, a kill first),
 * uses an item when it is worth more (heuristic_items.c: heals, grenades),
 * melees when that is better than its shot, otherwise walks towards the
 * enemy to a space from which it can shoot, preferring cover from every
 * enemy that could see it — but only when the walk gets it somewhere
 * better (a Move tried on a copy of the game: never a Move that goes
 * nowhere); it opens the supply bins it stands at and goes looting before
 * it runs dry, fits attachments, keeps the better items and plays its
 * cards when a window opens. Anything else it chooses at random with its
 * own generator. The easy level misjudges: a third of its actions are
 * chosen at random.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bots/bot.h"
#include "bots/heuristic_find.h"
#include "bots/heuristic_abilities.h"
#include "bots/heuristic_champ.h"
#include "bots/heuristic_items.h"
#include "bots/heuristic_modules.h"
#include "bots/heuristic_roles.h"
#include "bots/heuristic_modes.h"
#include "bots/heuristic_setup.h"

#define SAMPLES 12            /* Aim deck shuffles per shot estimate */
#define KILL_BONUS 25.0       /* an elimination is worth more than its damage */
#define GOOD_RANGE 3          /* the distance it tries to fight at */
#define NEAR_WALK 8           /* place_score: a shot from farther rarely hits */
_Static_assert(NEAR_WALK >= 2 * GOOD_RANGE, "place_score reads walks exact up to NEAR_WALK");
#define GOOD_SHOT 6.0         /* expected damage worth a Shoot before moving */
#define FAIR_SHOT 3.0         /* ... worth the last AP */
/* Ammo left (both weapons) that sends it looting, and the pull of a
 * closed supply bin per MP (INTERACT-4: a bin's weapon card gives its ammo,
 * WEAPON-4 … WEAPON-6). At 3 and 1.5 it reached a bin rarely (0-2
 * Interacts a match) and 27 % of its standing legends ended dry; at 7 and
 * 3, 20 % (docs/bots.md, "Ammo"). heuristic-v1: 2, ran dry. Champions'
 * challengers keep 3 and 1.5: they win by hiding (CHAMP-3), and a walk to
 * a bin took them into the champions (normal over easy 1,426 -> 1,312 of
 * 2,000, seeds 1-2,000). */
#define LOW_AMMO 7
#define BIN_PULL 3.0
#define LOW_AMMO_CHAMP 3
#define BIN_PULL_CHAMP 1.5
#define HEALTH_MAX 40         /* DMG-8: every legend's health limit */
#define UNLIMITED 99          /* a champion's ammo (CHAMP-13) as the bot counts it */
#define MELEE_VALUE 4.0       /* MELEE-2: a Melee Attack's damage, and the push */
#define EASY_BLUNDER 3        /* easy: 1 action in this many at random */
#define MOVE_WORTH 0.25       /* a Move must gain this much place_score */
#define STAY_SLACK 1.0        /* a paid Move stays put only when every step is worse by this */

/* The walking MP from each legend on the map, each search found the first
 * time a decision asks (walk_within): only the enemies' are ever read
 * (place_score, champ_reach), and many decisions read none (issue 14: a
 * sixth of a normal match went to searches no decision read). */
typedef struct hwalk {
    const rf_game *g;                        /* the game the decision is made in */
    unsigned ready;                          /* bit l: ref[l] found */
    rf_walk_ref ref[RF_SETUP_MAX_LEGENDS];   /* the search from legend l (rf_view_walk_from) */
    bool bins, bins_ready;                   /* bin: wanted (load_bins), searched */
    unsigned char bin[RF_VIEW_CELLS];        /* MP to the nearest closed supply bin, 255 none */
    bool goals_ready;                        /* goals read (modules_place) */
    hgoals goals;                            /* supply drops and crafting markers */
    int danger_of;                           /* whose Delays danger[] weighs, -1: none */
    bool danger_ready;                       /* danger[] made (danger_at) */
    unsigned char danger[RF_VIEW_CELLS];     /* a pending Delay's damage before it acts again */
} hwalk;

typedef struct hview {
    int n;
    rf_legend_view l[RF_SETUP_MAX_LEGENDS];
    hwalk *walk;                             /* filled on demand: walk(), bin_walk() */
    bool to_bin;                             /* the deciding legend goes looting */
    bool ring;                               /* the Ring or heat shields: a place to stay */
    int ring_damage;                         /* the next transition's (rf_view_ring_outside) */
    bool goal;                               /* Capture the Flag: a flag or base to reach */
    unsigned char goal_walk[RF_VIEW_CELLS];  /* MP to it (heuristic_modes.c) */
    bool reach;                              /* Champions: keeps out of the champions' reach */
    int low_ammo;                            /* LOW_AMMO, or LOW_AMMO_CHAMP */
    double bin_pull;                         /* BIN_PULL, or BIN_PULL_CHAMP */
} hview;

typedef struct hshot { int target, slot; double value; } hshot;

static void load(const rf_game *g, hview *v)
{
    static _Thread_local hwalk w;
    w.g = g;
    w.ready = 0;
    w.bins = w.bins_ready = w.goals_ready = w.danger_ready = false;
    w.danger_of = -1;
    v->walk = &w;
    v->n = rf_view_legends(g);
    if (v->n > RF_SETUP_MAX_LEGENDS) v->n = RF_SETUP_MAX_LEGENDS;
    v->ring = rf_view_ring_outside(g, 0, 0, &v->ring_damage) >= 0;
    for (int l = 0; l < v->n; l++) {
        rf_view_legend(g, l, &v->l[l]);
        for (int s = 0; s < 2 && bot_champ_unlimited(g, l); s++)   /* CHAMP-13: never runs dry */
            if (v->l[l].ammo[s] >= 0) v->l[l].ammo[s] = UNLIMITED;
    }
}

/* bin_walk: the walking MP from every space to a space next to a closed
 * supply bin (the walk costs are symmetric enough for a heuristic): one
 * search from all of them (rf_view_bin_walk), made when a place is first
 * scored (many decisions score none). */
static void load_bins(hview *v) { v->walk->bins = true; }

/* The MP from x,y to the nearest closed supply bin (255: none, or the
 * decision does not go looting). */
static int bin_walk(const hview *v, int x, int y)
{
    hwalk *w = v->walk;
    if (!w->bins) return 255;
    if (!w->bins_ready) {
        rf_view_bin_walk(w->g, w->bin);
        w->bins_ready = true;
    }
    return w->bin[y * 32 + x];
}

/* bot_modules_place with the decision's goals, read on first need. */
static double modules_place(const rf_game *g, const hview *v, int x, int y)
{
    hwalk *w = v->walk;
    if (g != w->g) {                                 /* another game: read afresh */
        hgoals other;
        bot_modules_goals(g, &other);
        return bot_modules_place(g, &other, x, y);
    }
    if (!w->goals_ready) bot_modules_goals(g, &w->goals);
    w->goals_ready = true;
    return bot_modules_place(g, &w->goals, x, y);
}

static bool low_ammo(const hview *v, const rf_legend_view *l)
{
    return l->ammo[0] + l->ammo[1] <= v->low_ammo;
}

/* Battle Royale (WEAPON-4, INTERACT-4): a legend going looting (LOW_AMMO
 * left in both weapons) spends its last ammo on good shots only; a fair
 * one (FAIR_SHOT, the last AP's) leaves it dry for the fight that
 * counts. Measured, normal against normal, 2 vs 2, seeds 1-1,000:
 * legends dry at the end 1,227 -> 1,079 of 4,000, activations begun dry
 * 859 -> 715; seeds 1-500 with the bar at 2, 4, 6 or 8 ammo left: 586,
 * 552, 542, 528 of 2,000 dry (613 before); normal over heuristic-v1 did
 * not fall (docs/bots.md, "Ammo at the match's end"). Other modes keep
 * their shots (TDM's ammo is unlimited; Champions' challengers hold
 * fire). */
static bool saving_ammo(const rf_game *g, const hview *v, const rf_legend_view *l)
{
    return rf_view_mode(g) == RF_MODE_BR && low_ammo(v, l);
}

/* Walking MP between legend e (on the map) and space x,y (the map's
 * walls count) when it is at most `limit`, else 255: the search from e goes
 * only as far as the questions asked of it (rf_view_walk_within, issue 14;
 * the answers are those of the whole walk-cost map). */
static int walk_within(const hview *v, int e, int x, int y, int limit)
{
    hwalk *w = v->walk;
    if (!(w->ready & 1u << e)) {
        w->ref[e] = rf_view_walk_from(w->g, v->l[e].x, v->l[e].y);
        w->ready |= 1u << e;
    }
    return rf_view_walk_within(w->g, &w->ref[e], x, y, limit);
}

static bool foe(const hview *v, int a, int b)
{
    return v->l[a].squad != v->l[b].squad && v->l[b].on_map;
}

static bool armed(const rf_legend_view *l) { return l->ammo[0] > 0 || l->ammo[1] > 0; }

/* The best Shoot of legend s now (only at `target` if >= 0). */
static hshot best_shot(rf_bot *b, const rf_game *g, const hview *v, int s, int target)
{
    hshot best = { -1, -1, 0.0 };
    for (int t = 0; t < v->n; t++) {
        if (!foe(v, s, t) || (target >= 0 && t != target)) continue;
        rf_shot_estimate est[RF_VIEW_WEAPON_SLOTS];           /* slot 0, then 1: one set-up */
        rf_view_shot_estimates(g, s, t, SAMPLES, &b->s, est);
        for (int slot = 0; slot < 2; slot++) {
            double e = est[slot].damage;
            if (e <= 0) continue;
            bool kill = e >= v->l[t].health + v->l[t].shield;
            if (kill) e += KILL_BONUS;
            e += bot_role_target_bonus(g, t, kill);              /* a revealed leader (ASSN-3) */
            e += bot_champ_target_bonus(b, g, s, t, e, kill ? KILL_BONUS : 0);  /* CHAMP-4, -15 */
            if (e > best.value) best = (hshot){ t, slot, e };
        }
    }
    return best;
}

/* Spaces it would have to walk to get inside the ring (0 inside), or
 * next to a heat shield. */
static int outside_ring(const rf_game *g, const hview *v, int x, int y)
{
    int damage;
    if (!v->ring) return 0;
    int out = rf_view_ring_outside(g, x, y, &damage);
    return out > 0 ? out : 0;
}

/* Champions (CHAMP-12, CHAMP-19): a champion's 3 AP carry it 6 or 7 MP
 * (Moves, B-F-4's Move 3 then Shoot) and it still shoots, so a challenger
 * standing within CHAMP_REACH MP of a champion's walk pays 1 a space the
 * closer it is (the hiding of heuristic_champ.c only weighs the distance
 * as the crow flies and the sight now). Measured, normal against easy,
 * the challengers' wins (sim --mode CHAMP --red normal --blue easy):
 * seeds 1-2,000: 365 -> 425 of 951; new seeds 10,001-12,000: 379 -> 451
 * of 1,019; a reach of 7 or 9, or 2 a space, lost matches (docs/bots.md).
 * easy does not know it (a beginner). */
#define CHAMP_REACH 8
/* A challenger with no death box left gives no VP when eliminated
 * (CHAMP-4), so neither the reach nor the hiding of bot_champ_place weighs
 * on where it stands: it holds a place inside the ring and nearer the
 * fight (easy's champions spend Shoots on it for nothing). Measured, normal
 * against easy, seeds 1-2,000 (with the ring weight below): the
 * challengers won 447 -> 480 of 951; half the hiding kept, 453. */
static bool spent(const hview *v, int me) { return v->reach && v->l[me].death_boxes <= 0; }

/* RING, TRANS-2 in Champions: a challenger outside the ring pays the ring
 * damage twice over (CHAMP_RING_DAMAGE) for every space it must walk back,
 * where other legends pay it once. Its 60 vitals must last to the trophy
 * (CHAMP-3) and the ring's damage grows along the round track (4 to
 * 24): the hiding places at the map's edge that the reach and sight rules
 * chose cost it more than the champions' shots did. Measured, normal
 * against easy, seeds 1-2,000, the challengers' wins: 400 of 951 at 1;
 * 436 at 1.5, 447 at 2, 442 at 3, 435 at 4; a flat cost (the damage once,
 * whatever the distance, while it survives it) 295 (docs/bots.md). easy
 * does not know it (a beginner). */
#define CHAMP_RING_DAMAGE 2.0

static double champ_reach(const rf_game *g, const hview *v, int me, int x, int y)
{
    if (!v->reach || rf_view_mode(g) != RF_MODE_CHAMP || bot_champ_unlimited(g, me) ||
        spent(v, me))
        return 0;
    double cost = 0;
    for (int e = 0; e < v->n; e++) {
        if (!foe(v, me, e) || !bot_champ_unlimited(g, e)) continue;
        int d = walk_within(v, e, x, y, CHAMP_REACH);
        if (d <= CHAMP_REACH) cost += CHAMP_REACH + 1 - d;
    }
    return cost;
}

/* What standing on x,y costs legend me for the ring's damage at the
 * transition (RING, TRANS-2): every space to walk back, 2 and the damage. */
static double ring_cost(const rf_game *g, const hview *v, int me, int x, int y)
{
    int out = outside_ring(g, v, x, y);
    if (out <= 0) return 0;
    if (v->reach && rf_view_mode(g) == RF_MODE_CHAMP && !bot_champ_unlimited(g, me))
        return (2.0 + CHAMP_RING_DAMAGE * v->ring_damage) * out;          /* a challenger */
    return (2.0 + v->ring_damage) * out;
}

/* TIME-3, EX-TIME-2, TURN-2: the damage a pending Delay (Defensive
 * Bombardment, Rolling Thunder: rf_view_delayed, public) deals on each
 * space when it strikes before legend me can act again: at the start of
 * a turn that comes before me's squad's next turn (red then blue each
 * round, ROUND-2). A strike after that leaves it a turn to step out. */
static void load_danger(const rf_game *g, const hview *v, int me, unsigned char *danger)
{
    static _Thread_local rf_delayed_view d[8];
    memset(danger, 0, RF_VIEW_CELLS);
    int k = rf_view_delayed(g, d, 8), round = rf_view_round(g), act = rf_view_active(g);
    if (k <= 0) return;
    int q = v->l[me].squad, now = round * 2 + (act >= 0 && act < v->n ? v->l[act].squad : q);
    int next = round * 2 + q > now ? round * 2 + q : round * 2 + q + 2;
    for (int i = 0; i < k && i < 8; i++) {
        if (d[i].round * 2 + d[i].squad > next) continue;
        for (int j = 0; j < d[i].narea; j++) {
            int x = d[i].area[j].x, y = d[i].area[j].y, hit = d[i].area[j].value;
            if (x < 0 || y < 0 || x >= 32 || y >= 32 || hit <= 0) continue;
            int sum = danger[y * 32 + x] + hit;
            danger[y * 32 + x] = (unsigned char)(sum > 255 ? 255 : sum);
        }
    }
}

/* The Delays' damage on x,y for the decision's legend (load_danger), made
 * when first read: most decisions read none (issue 14: rf_view_delayed
 * and the map's clearing at every decision, 1.8 M in 5 normal matches). */
static int danger_at(const hview *v, int x, int y)
{
    hwalk *w = v->walk;
    if (w->danger_of < 0) return 0;                   /* easy, or nobody on the map decides */
    if (!w->danger_ready) load_danger(w->g, v, w->danger_of, w->danger);
    w->danger_ready = true;
    return w->danger[y * 32 + x];
}

/* The walking MP from the nearest foe of legend me to x,y (255: none
 * reaches it), and in d[e] each foe's when it is at most NEAR_WALK (else
 * 255), as place_score reads them. Only when no foe is that near does one
 * search go on until it reaches x,y, and the others only to one MP less:
 * the least is exact, and the searches stop where the answer is known
 * (issue 14). */
static int nearest_walk(const hview *v, int me, int x, int y, int *d)
{
    int best = 255;
    for (int e = 0; e < v->n; e++) {
        d[e] = foe(v, me, e) ? walk_within(v, e, x, y, NEAR_WALK) : 255;
        if (d[e] < best) best = d[e];
    }
    for (int e = 0; e < v->n && best > NEAR_WALK; e++) {
        if (!foe(v, me, e)) continue;
        int far = walk_within(v, e, x, y, best - 1);
        if (far < best) best = far;
    }
    return best;
}

/* A space's terms of place_score, worked out once: the foes that see it
 * (their cover is read only when the score can matter: place_exact), and
 * the other terms, each an addend in the order place_score adds them (x - y
 * is x + -y exactly), so the sum is the same number as before. */
typedef struct hplace {
    int x, y, nseen;
    int seen[RF_SETUP_MAX_LEGENDS];          /* the foes that see x,y, in order */
    double near[RF_SETUP_MAX_LEGENDS];       /* 1, or 0.2 beyond NEAR_WALK */
    bool shot[RF_SETUP_MAX_LEGENDS];         /* a shot worth taking from there */
    int ntail;
    double tail[8];                          /* the other terms */
} hplace;

/* The sum, each seen foe's cover as in cover[] (NULL: as if every one gave
 * cover, the most it can be: the sum grows with each term). */
static double place_sum(const hplace *p, const bool *cover)
{
    double score = 0;
    for (int i = 0; i < p->nseen; i++) {
        score += p->near[i] * (!cover || cover[i] ? 1.0 : -1.5);
        if (p->shot[i]) score += 2.5;
    }
    for (int i = 0; i < p->ntail; i++) score += p->tail[i];
    return score;
}

static void tail_add(hplace *p, double term) { p->tail[p->ntail++] = term; }

/* How good a space is for legend me: close enough to shoot, seen by few,
 * behind cover from those who see it. Fills p and returns the most the
 * score can be (cover from every foe that sees x,y); place_exact gives it. */
static double place_bound(const rf_game *g, const hview *v, int me, int x, int y, hplace *p)
{
    int d[RF_SETUP_MAX_LEGENDS];
    int nearest = nearest_walk(v, me, x, y, d);
    bool can_fight = armed(&v->l[me]);
    p->x = x;
    p->y = y;
    p->nseen = p->ntail = 0;
    for (int e = 0; e < v->n; e++) {
        if (!foe(v, me, e)) continue;
        if (!rf_view_sight(g, v->l[e].x, v->l[e].y, x, y)) continue;
        p->seen[p->nseen] = e;
        p->near[p->nseen] = d[e] <= NEAR_WALK ? 1.0 : 0.2;         /* far shots rarely hit */
        p->shot[p->nseen++] = can_fight && d[e] <= 2 * GOOD_RANGE; /* a shot worth taking: 2.5 */
    }
    tail_add(p, modules_place(g, v, x, y));         /* supply drops, crafting markers */
    if (!spent(v, me)) tail_add(p, bot_champ_place(g, me, x, y));   /* Champions: challengers hide */
    tail_add(p, -champ_reach(g, v, me, x, y));
    tail_add(p, -ring_cost(g, v, me, x, y));                            /* stay inside the ring */
    tail_add(p, -(double)danger_at(v, x, y));        /* a Delay about to strike (TIME-3) */
    if (v->goal) tail_add(p, -(4.0 * v->goal_walk[y * 32 + x]));     /* CTF: go for the flag */
    int bin = v->to_bin ? bin_walk(v, x, y) : 255;
    if (bin < 255) tail_add(p, -(v->bin_pull * bin));                 /* go and loot */
    if (nearest < 99 && !can_fight) tail_add(p, 0.3 * nearest);
    else if (nearest < 99)
        tail_add(p, -(nearest > GOOD_RANGE ? 1.5 * (nearest - GOOD_RANGE) : 0.5 * (GOOD_RANGE - nearest)));
    return place_sum(p, NULL);
}

/* The score of the space place_bound filled p for. */
static double place_exact(const rf_game *g, const hview *v, const hplace *p)
{
    bool cover[RF_SETUP_MAX_LEGENDS];
    for (int i = 0; i < p->nseen; i++) {
        const rf_legend_view *e = &v->l[p->seen[i]];
        cover[i] = rf_view_cover(g, e->x, e->y, p->x, p->y);
    }
    return place_sum(p, cover);
}

static double place_score(const rf_game *g, const hview *v, int me, int x, int y)
{
    hplace p;
    place_bound(g, v, me, x, y, &p);
    return place_exact(g, v, &p);
}

static int nearest_foe(const rf_game *g, const hview *v, int me)
{
    int best = 99;
    for (int e = 0; e < v->n; e++)
        if (foe(v, me, e)) {
            int d = rf_view_distance(g, v->l[me].x, v->l[me].y, v->l[e].x, v->l[e].y);
            if (d < best) best = d;
        }
    return best;
}

static unsigned choose_activate(rf_bot *b, const rf_game *g, const hview *v, const unsigned *codes,
                                int n)
{
    unsigned best = codes[0];
    double best_score = -1e9;
    for (int i = 0; i < n; i++) {
        int l = rf_opt_a(codes[i]);
        double score = !v->l[l].on_map ? 100.0
                                       : best_shot(b, g, v, l, -1).value + 10.0 - 0.5 * nearest_foe(g, v, l);
        if (score > best_score) {
            best_score = score;
            best = codes[i];
        }
    }
    return best;
}

/* Whether a card from the hand is worth playing now (its effect from the
 * seat's own view of its hand): draws always; a restore when most of it
 * would count (a special one only without a good shot); a free Move when
 * the enemy is out of range or it must go looting. */
/* Tokens of legend me's abilities not in its supply (cooling down or in use). */
static int tokens_out(const rf_game *g, int me)
{
    int out = 0;
    rf_ability_view a;
    for (int slot = 0; slot < 2; slot++)
        if (rf_view_ability(g, me, slot, &a)) out += a.tokens - a.ready;
    return out;
}

/* Health the squad of me lacks within range r of it (itself too). */
static int squad_lack(const rf_game *g, const hview *v, int me, int r)
{
    int lack = 0;
    for (int f = 0; f < v->n; f++)
        if (v->l[f].on_map && v->l[f].squad == v->l[me].squad &&
            rf_view_distance(g, v->l[me].x, v->l[me].y, v->l[f].x, v->l[f].y) <= r)
            lack += HEALTH_MAX - v->l[f].health;
    return lack;
}

static bool card_worth(const rf_game *g, const hview *v, int me, const rf_card_view *c,
                       bool good_shot)
{
    const rf_legend_view *l = &v->l[me];
    if (c->kind != RF_CARDV_FREE && c->kind != RF_CARDV_SPECIAL) return false;
    if (c->kind == RF_CARDV_SPECIAL && (good_shot || c->cost > rf_view_ap(g))) return false;
    switch (c->effect) {
    case RF_CARDV_DRAW: return c->kind == RF_CARDV_FREE || rf_view_ap(g) > c->cost;  /* an AP kept */
    case RF_CARDV_COOLDOWN: return tokens_out(g, me) > 0;                   /* COOL-5 */
    case RF_CARDV_RESTORE_SQUAD: return squad_lack(g, v, me, c->a[2]) * 10 >= c->a[0] * 7;
    case RF_CARDV_RESTORE: {
        int want = c->a[0] + c->a[1];
        int got = (HEALTH_MAX - l->health < c->a[0] ? HEALTH_MAX - l->health : c->a[0]) +
                  (l->shield_max - l->shield < c->a[1] ? l->shield_max - l->shield : c->a[1]);
        return want > 0 && got * 10 >= want * 7;
    }
    case RF_CARDV_MOVE:
        return c->kind == RF_CARDV_FREE && (nearest_foe(g, v, me) > GOOD_RANGE || low_ammo(v, l));
    default: return false;
    }
}

static bool move_worth(const rf_game *g, const hview *v, int me, unsigned move);

static unsigned choose_card(const rf_game *g, const hview *v, int me, int seat,
                            const unsigned *codes, int n, bool good_shot)
{
    for (int i = 0; i < n; i++) {
        if (rf_opt_kind_of(codes[i]) != RF_OPT_CARD) continue;
        rf_card_view c;
        if (rf_view_hand_card(g, seat, me, rf_opt_a(codes[i]), &c) &&
            card_worth(g, v, me, &c, good_shot) && move_worth(g, v, me, codes[i]))
            return codes[i];
    }
    return 0;
}

/* For the abilities that move the legend (heuristic_abilities.c). */
typedef struct place_ctx { const rf_game *g; const hview *v; int me; } place_ctx;

static double place_score_cb(const void *ctx, int x, int y)
{
    const place_ctx *p = ctx;
    return place_score(p->g, p->v, p->me, x, y);
}

static hab_view ability_view(const rf_game *g, const hview *v, int me, bool good_shot,
                             const place_ctx *pc)
{
    return (hab_view){ g, v->l, v->n, me, good_shot, place_score_cb, pc };
}

/* Whether the best place a Move option (an action, the Move of "X and
 * Move 1", a card that moves) reaches beats staying by more than
 * MOVE_WORTH (place_score), tried on a copy of the game; also true when
 * the option moves nobody (a card played for its other effect). Every use
 * asks only this, so the places are scored until one beats staying
 * (issue 14: the best of them was a quarter of a normal match): the
 * answer is the same as comparing the best one. */
static bool move_worth(const rf_game *g, const hview *v, int me, unsigned move)
{
    static _Thread_local unsigned to[RF_MAX_OPTIONS];
    if (!move || !v->l[me].on_map) return false;
    rf_game *copy = rf_game_clone(g);
    rf_error err;
    bool worth = false;
    if (copy && rf_choose(copy, move, &err) == RF_OK) {
        int n = rf_option_codes(copy, to, RF_MAX_OPTIONS), here = v->l[me].y * 32 + v->l[me].x;
        double stay = place_score(g, v, me, v->l[me].x, v->l[me].y);
        bool moving = false;
        for (int i = 0; i < n && i < RF_MAX_OPTIONS && !worth; i++) {
            int cell = rf_opt_b(to[i]);
            if (rf_opt_kind_of(to[i]) != RF_OPT_MOVE_TO) continue;
            moving = true;
            hplace p;       /* cover read only where the place can beat staying */
            if (cell != here && place_bound(g, v, me, rf_cell_x(cell), rf_cell_y(cell), &p) - stay > MOVE_WORTH)
                worth = place_exact(g, v, &p) - stay > MOVE_WORTH;
        }
        worth = worth || !moving;
    }
    rf_game_free(copy);
    return worth;
}

/* move_worth asked once, and only when a choice needs it (*memo: -1 not
 * yet, else the answer): it draws nothing from the bot's generator, so
 * asking it later or not at all changes no other choice. */
static bool move_worth_once(const rf_game *g, const hview *v, int me, unsigned move, int *memo)
{
    if (*memo < 0) *memo = move_worth(g, v, me, move);
    return *memo;
}

/* Whether legend l stands where it can open a closed supply bin (ADJ-5). */
static bool at_closed_bin(const rf_game *g, const rf_legend_view *l)
{
    for (int i = 0; i < rf_view_bins(g); i++) {
        if (rf_view_bin_opened(g, i)) continue;
        int xs[8], ys[8];
        int k = rf_view_bin_spaces(g, i, xs, ys, 8);
        for (int j = 0; j < k && j < 8; j++)
            if (xs[j] == l->x && ys[j] == l->y) return true;
    }
    return false;
}

/* The part of "X and Move 1" to take next: X first, then the Move only
 * when it gets somewhere better. */
static unsigned choose_part(const rf_game *g, const hview *v, int me, const unsigned *codes, int n)
{
    unsigned c;
    if ((c = bot_find(codes, n, RF_OPT_PART, RF_PART_MAIN))) return c;
    unsigned move = bot_find(codes, n, RF_OPT_PART, RF_PART_MOVE), done = bot_find(codes, n, RF_OPT_PART, RF_PART_DONE);
    if (move && (!done || move_worth(g, v, me, move))) return move;
    return done ? done : move;
}

static unsigned choose_action(rf_bot *b, const rf_game *g, const hview *v, int me, int seat,
                              const unsigned *codes, int n)
{
    unsigned c;
    place_ctx pc = { g, v, me };
    if (bot_find(codes, n, RF_OPT_ABIL_PLACE, -1)) {                  /* where an ability goes */
        hab_view av = ability_view(g, v, me, false, &pc);
        return bot_ability_place(b, &av, codes, n);
    }
    if (bot_find(codes, n, RF_OPT_PART, -1)) return choose_part(g, v, me, codes, n);
    if ((c = bot_find(codes, n, RF_OPT_ACTION, RF_ACT_RESPAWN))) return c;
    if ((c = bot_mode_action(g, me, codes, n))) return c;          /* CTF-9, CTF-10 */
    const rf_legend_view *l = &v->l[me];
    if ((c = bot_modules_free(g, me, seat, l, codes, n))) return c;     /* markers, crafting */
    unsigned shoot = bot_find(codes, n, RF_OPT_ACTION, RF_ACT_SHOOT);
    unsigned move = bot_find(codes, n, RF_OPT_ACTION, RF_ACT_MOVE2);
    double value = shoot ? best_shot(b, g, v, me, -1).value : 0;
    int worth = -1;                                  /* move_worth_once */
    /* RING, TRANS-2: outside the ring, get in before anything but a kill */
    if (move && v->ring_damage > 0 && outside_ring(g, v, l->x, l->y) > 0 && value < KILL_BONUS &&
        move_worth_once(g, v, me, move, &worth))
        return move;
    /* TIME-3: in a Delay's area that strikes before its next activation,
     * step out first (a good shot first while an AP stays for the Move) */
    if (move && danger_at(v, l->x, l->y) > 0 && value < KILL_BONUS &&
        (value < GOOD_SHOT || rf_view_ap(g) <= 1) && move_worth_once(g, v, me, move, &worth))
        return move;
    if ((c = bot_role_play(g, seat, me, value, value >= KILL_BONUS, codes, n))) return c;
    /* a good shot now; a poor one only with the last AP or nowhere to go */
    bool shooting = shoot && (value >= GOOD_SHOT || (value >= FAIR_SHOT && (rf_view_ap(g) <= 1 || !move)));
    if (shooting && value < GOOD_SHOT && saving_ammo(g, v, l)) shooting = false;   /* WEAPON-4 */
    if (shooting && bot_champ_hold_fire(g, me, value)) shooting = false;        /* CHAMP-3 */
    if ((c = bot_champ_action(g, me, value, shooting, codes, n))) return c;    /* CHAMP-19 */
    hitem_view iv = { g, v->l, v->n, me };
    if ((c = bot_items_action(&iv, shooting ? value : 0, codes, n))) return c;   /* USE */
    unsigned melee = bot_find(codes, n, RF_OPT_ACTION, RF_ACT_MELEE_MOVE1);
    if (melee && nearest_foe(g, v, me) <= 1 && value < MELEE_VALUE) return melee;   /* MELEE */
    if (shooting) return shoot;
    if ((c = bot_modules_interact(g, l, codes, n))) return c;           /* a closed drop */
    hab_view av = ability_view(g, v, me, value >= GOOD_SHOT, &pc);
    if ((c = bot_ability_use(b, &av, codes, n))) return c;
    if ((c = choose_card(g, v, me, seat, codes, n, value >= GOOD_SHOT))) return c;
    unsigned interact = bot_find(codes, n, RF_OPT_ACTION, RF_ACT_INTERACT_MOVE1);
    if (interact && value < GOOD_SHOT && at_closed_bin(g, l)) return interact;   /* INTERACT-4 */
    if (move && move_worth_once(g, v, me, move, &worth)) return move;
    if ((c = bot_find(codes, n, RF_OPT_ACTION, RF_ACT_END))) return c;
    return codes[bot_next(b) % (unsigned long long)n];
}

/* RUSH-1 (b): before a Move far from the enemy, a Move card from the hand
 * is worth more as one more MP now; a hand of 5 or more spares its first
 * card. Returns the Rush option or 0. */
static unsigned choose_rush(const rf_game *g, const hview *v, int me, int seat,
                            const unsigned *codes, int n)
{
    if (nearest_foe(g, v, me) <= GOOD_RANGE + 2) return 0;
    int held = 0;
    rf_card_view c;
    while (rf_view_hand_card(g, seat, me, held, &c)) held++;
    for (int i = 0; i < n; i++) {
        if (rf_opt_kind_of(codes[i]) != RF_OPT_RUSH || rf_opt_b(codes[i]) != 1) continue;
        if (!rf_view_hand_card(g, seat, me, rf_opt_a(codes[i]), &c)) continue;
        if (c.effect == RF_CARDV_MOVE || held >= 5) return codes[i];
    }
    return 0;
}

/* Whether a Move option leaves legend me where it stands (DONE, or its own
 * space), for a legend on the map. */
static bool stays(const hview *v, int me, unsigned code)
{
    int k = rf_opt_kind_of(code);
    return v->l[me].on_map && (k == RF_OPT_DONE ||
                               (k == RF_OPT_MOVE_TO && rf_opt_b(code) == v->l[me].y * 32 + v->l[me].x));
}

/* Where to go (MOVE_TO) or come back (RESPAWN_AT); DONE stays. With
 * `somewhere` (the search's Moves, ismcts.c) it stays only when no option
 * leaves the space: a Move that covers 0 spaces loses its MP (issue 12). */
static unsigned choose_place(const rf_game *g, const hview *v, int me, const unsigned *codes, int n,
                             bool somewhere)
{
    unsigned best = codes[0];
    double best_score = -1e9;
    bool away = false;
    for (int i = 0; i < n && somewhere && !away; i++)
        away = rf_opt_kind_of(codes[i]) == RF_OPT_MOVE_TO && !stays(v, me, codes[i]);
    for (int i = 0; i < n; i++) {
        int k = rf_opt_kind_of(codes[i]);
        bool here = stays(v, me, codes[i]);
        if (here && away) continue;
        hplace p;
        double most;
        if (k == RF_OPT_MOVE_TO || k == RF_OPT_RESPAWN_AT)
            most = place_bound(g, v, me, rf_cell_x(rf_opt_b(codes[i])), rf_cell_y(rf_opt_b(codes[i])), &p);
        else if (k == RF_OPT_DONE && v->l[me].on_map)
            most = place_bound(g, v, me, v->l[me].x, v->l[me].y, &p);
        else
            continue;
        double slack = here && v->l[me].on_map ? STAY_SLACK : 0;  /* a Move already paid for goes somewhere */
        if (most - slack <= best_score) continue;            /* cannot beat it: cover not read */
        double score = place_exact(g, v, &p) - slack;
        if (score > best_score) {
            best_score = score;
            best = codes[i];
        }
    }
    return best;
}

static unsigned choose_target(rf_bot *b, const rf_game *g, const hview *v, int me,
                              const unsigned *codes, int n)
{
    hshot s = best_shot(b, g, v, me, -1);
    unsigned c = s.target >= 0 ? bot_find(codes, n, RF_OPT_TARGET, s.target) : 0;
    if (!c) c = codes[0];
    b->target = rf_opt_a(c);
    return c;
}

static unsigned choose_weapon(rf_bot *b, const rf_game *g, const hview *v, int me,
                              const unsigned *codes, int n)
{
    hshot s = best_shot(b, g, v, me, b->target);
    unsigned c = s.slot >= 0 ? bot_find(codes, n, RF_OPT_WEAPON, s.slot) : 0;
    return c ? c : codes[0];
}

static unsigned choose_melee(const hview *v, const unsigned *codes, int n)
{
    unsigned best = codes[0];
    int weakest = 1000;
    for (int i = 0; i < n; i++) {
        if (rf_opt_kind_of(codes[i]) != RF_OPT_MELEE_TARGET) continue;
        const rf_legend_view *t = &v->l[rf_opt_a(codes[i])];
        if (t->health + t->shield < weakest) {
            weakest = t->health + t->shield;
            best = codes[i];
        }
    }
    return best;
}

/* A weapon card from a bin: fill an empty slot, else take its ammo, else
 * keep the first offered. */
static unsigned choose_weapon_gain(rf_bot *b, const rf_game *g, const rf_legend_view *me,
                                   const unsigned *codes, int n)
{
    static _Thread_local rf_option opts[RF_MAX_OPTIONS];
    int k = rf_options(g, opts, RF_MAX_OPTIONS);
    if (k > RF_MAX_OPTIONS) k = RF_MAX_OPTIONS;
    int empty = me->ammo[0] <= 0 ? 0 : me->ammo[1] <= 0 ? 1 : -1;
    for (int i = 0; i < k; i++)
        if (rf_opt_kind_of(opts[i].code) == RF_OPT_WEAPON_DO && empty >= 0 && rf_opt_b(opts[i].code) == empty &&
            (strncmp(opts[i].label, "replace", 7) == 0 || strncmp(opts[i].label, "equip", 5) == 0))
            return opts[i].code;
    for (int i = 0; i < k; i++)
        if (strncmp(opts[i].label, "take", 4) == 0 || strncmp(opts[i].label, "keep", 4) == 0)
            return opts[i].code;
    int xs[4], ys[4];
    bool closed[4];
    if (rf_view_drops(g, xs, ys, closed, 4) > 0)     /* a special weapon (DROP-9) replaces */
        for (int i = 0; i < k; i++)                  /* the weapon with less ammo */
            if (rf_opt_kind_of(opts[i].code) == RF_OPT_WEAPON_DO &&
                strncmp(opts[i].label, "replace", 7) == 0 &&
                rf_opt_b(opts[i].code) == (me->ammo[1] < me->ammo[0] ? 1 : 0))
                return opts[i].code;
    return codes[bot_next(b) % (unsigned long long)n];
}

/* Gun Run (GUNRUN-7): the queue card that gives the best Shoot now, each
 * tried on a copy of the game (the queue is the squad's own to see,
 * GUNRUN-5; the shot estimate is public); with nobody in sight, the card
 * whose best range reaches farthest. */
static unsigned choose_queue(rf_bot *b, const rf_game *g, const hview *v, int me,
                             const unsigned *codes, int n)
{
    rf_game *copy = rf_game_clone(g);
    unsigned best = codes[0];
    double best_value = -1.0;
    for (int i = 0; i < n && copy; i++) {
        rf_game_copy(copy, g);
        rf_error err;
        if (rf_choose(copy, codes[i], &err) != RF_OK) continue;
        hshot s = best_shot(b, copy, v, me, -1);
        static _Thread_local rf_option opts[RF_MAX_OPTIONS];
        double value = s.value;
        if (value <= 0) {                         /* no target: "best range a-b" of the label */
            int k = rf_options(g, opts, RF_MAX_OPTIONS), lo = 0, hi = 0;
            for (int j = 0; j < k && j < RF_MAX_OPTIONS; j++) {
                const char *r = opts[j].code == codes[i] ? strstr(opts[j].label, "range ") : NULL;
                if (r && sscanf(r, "range %d-%d", &lo, &hi) == 2) value = hi * 0.01;
            }
        }
        if (value > best_value) best_value = value, best = codes[i];
    }
    rf_game_free(copy);
    return best;
}

/* A reaction, Enhanced Shoot card or instant when its window opens
 * (REACT, ENHANCE, INSTANT): the first one offered, unless it moves its
 * legend nowhere better (a Blink that stays put is a card lost). */
static unsigned choose_window(rf_bot *b, const rf_game *g, const hview *v, int me,
                              const unsigned *codes, int n)
{
    for (int i = 0; i < n; i++) {
        int k = rf_opt_kind_of(codes[i]);
        int who = k == RF_OPT_REACT ? rf_opt_a(codes[i]) : me;
        if ((k == RF_OPT_REACT || k == RF_OPT_CARD) && who >= 0 && who < v->n &&
            move_worth(g, v, who, codes[i]))
            return codes[i];
    }
    unsigned c = bot_find(codes, n, RF_OPT_DONE, -1);
    return c ? c : codes[bot_next(b) % (unsigned long long)n];
}

/* The first option of the kinds listed, in order of preference; else at random. */
static unsigned prefer(rf_bot *b, const unsigned *codes, int n, const int *kinds, int nkinds)
{
    for (int k = 0; k < nkinds; k++) {
        unsigned c = bot_find(codes, n, kinds[k], -1);
        if (c) return c;
    }
    return codes[bot_next(b) % (unsigned long long)n];
}

unsigned bot_choose_heuristic(rf_bot *b, const rf_game *g)
{
    static _Thread_local unsigned codes[RF_MAX_OPTIONS];
    int n = rf_option_codes(g, codes, RF_MAX_OPTIONS);
    if (n > RF_MAX_OPTIONS) n = RF_MAX_OPTIONS;
    bot_find_note(codes, n);                       /* the kinds offered, for bot_find() */
    rf_decision d;
    if (n <= 0 || !rf_pending_brief(g, &d)) return 0;
    if (n == 1 && rf_opt_kind_of(codes[0]) == RF_OPT_DONE) return codes[0];   /* a pass only */
    static _Thread_local hview v;
    bool placing = bot_find(codes, n, RF_OPT_ABIL_PLACE, -1) != 0;     /* a leap scores places */
    load(g, &v);
    int me = d.legend >= 0 && d.legend < v.n ? d.legend : rf_view_active(g);
    v.reach = b->level != BOT_EASY;
    if (me >= 0 && b->level != BOT_EASY && v.l[me].on_map) v.walk->danger_of = me;   /* TIME-3 */
    bool champ = rf_view_mode(g) == RF_MODE_CHAMP;
    v.low_ammo = champ ? LOW_AMMO_CHAMP : LOW_AMMO;
    v.bin_pull = champ ? BIN_PULL_CHAMP : BIN_PULL;
    bool looting = me >= 0 && (low_ammo(&v, &v.l[me]) || bot_champ_wants_bin(g, me));  /* CHAMP-14 */
    v.to_bin = looting;
    if (looting && (d.kind == RF_DEC_MOVE || d.kind == RF_DEC_RESPAWN || d.kind == RF_DEC_ACTION))
        load_bins(&v);
    unsigned mode_c = bot_champ_choose(b, g, &d, codes, n);      /* Champions */
    if (!mode_c) mode_c = bot_mode_choose(b, g, &d, codes, n);     /* TDM, CTF decisions */
    if (mode_c) return mode_c;
    v.goal = me >= 0 && v.l[me].on_map && (d.kind == RF_DEC_MOVE || d.kind == RF_DEC_RESPAWN ||
                                            d.kind == RF_DEC_ACTION || placing) &&
             bot_mode_goal(g, me, v.goal_walk);
    static const int cards[] = { RF_OPT_REACT, RF_OPT_CARD };
    if (d.kind != RF_DEC_INTERACT) b->fit_slots = 0;                 /* a new interaction */
    if (b->level == BOT_EASY && d.kind == RF_DEC_ACTION && bot_next(b) % EASY_BLUNDER == 0)
        return codes[bot_next(b) % (unsigned long long)n];          /* a beginner's mistake */
    hitem_view iv = { g, v.l, v.n, me };
    switch (d.kind) {
    case RF_DEC_ACTIVATE: return choose_activate(b, g, &v, codes, n);
    case RF_DEC_ACTION:
        if (me >= 0) return choose_action(b, g, &v, me, d.seat, codes, n);
        break;
    case RF_DEC_MOVE:
    case RF_DEC_RESPAWN: {
        unsigned rush = me >= 0 && d.kind == RF_DEC_MOVE ? choose_rush(g, &v, me, d.seat, codes, n) : 0;
        if (rush) return rush;
        if (me >= 0) return choose_place(g, &v, me, codes, n, b->somewhere && d.kind == RF_DEC_MOVE);
        break;
    }
    case RF_DEC_TARGET:
        if (me >= 0) return choose_target(b, g, &v, me, codes, n);
        break;
    case RF_DEC_WEAPON:
        if (me >= 0) return choose_weapon(b, g, &v, me, codes, n);
        break;
    case RF_DEC_QUEUE:
        if (me >= 0) return choose_queue(b, g, &v, me, codes, n);
        break;
    case RF_DEC_MELEE: return choose_melee(&v, codes, n);
    case RF_DEC_INTERACT: return bot_items_interact(b, g, codes, n);     /* INTERACT, ATTACH */
    case RF_DEC_LOOT: return bot_items_loot(b, g, codes, n);             /* LOOT-4 */
    case RF_DEC_USE:
        if (me >= 0) return bot_items_use(b, &iv, codes, n);            /* USE, GRENADE */
        break;
    case RF_DEC_WEAPON_GAIN:
        if (me >= 0) return choose_weapon_gain(b, g, &v.l[me], codes, n);
        break;
    case RF_DEC_CARD:
    case RF_DEC_REACTION:
    case RF_DEC_INSTANT:
        if (b->level == BOT_EASY) return prefer(b, codes, n, cards, 2);
        return choose_window(b, g, &v, me, codes, n);
    case RF_DEC_COLOUR:
    case RF_DEC_DRAFT:
    case RF_DEC_LOADOUT:
    case RF_DEC_ENTRANCE: return bot_heuristic_setup(b, g, &d, codes, n);   /* heuristic_setup.c */
    case RF_DEC_ROLE: return bot_role_decision(g, &d, codes, n);   /* heuristic_roles.c */
    default: break;
    }
    return codes[bot_next(b) % (unsigned long long)n];
}
