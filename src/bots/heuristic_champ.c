/*
 * heuristic_champ.c — the heuristic bot's plan in Champions (see
 * heuristic_champ.h). The champions equip the kitted cards that shoot best,
 * keep the champion cards worth most, make active each turn the card whose
 * bottom takes most off the shots the challengers have at them now (the
 * look-ahead runs on a copy of the game; CHAMP-18, CHAMP-20), play tops when
 * they pay (a Shoot with a bonus instead of a plain one, shield when it is
 * down, Move then Shoot to reach a target; CHAMP-19), heal from the Boss
 * board and unlock its heals first (CHAMP-14, CHAMP-16). The challengers
 * keep out of the champions' sight and shoot only when it pays, preferring
 * the champion closest to elimination (CHAMP-3, CHAMP-15).
 */
#include <stdio.h>
#include <string.h>

#include "bots/heuristic_champ.h"
#include "bots/heuristic_find.h"

#define SAMPLES 8
#define CHAMP_VITALS 140           /* CHAMP-7: shield 70 + health 70 */
#define CHALLENGER_HEALTH 40       /* DMG-8, CHAMP-12: a challenger's health limit */
/* Measured (normal against heuristic-v1, 1,000 Champions matches, seeds
 * 5001-6000, docs/bots.md): the challengers won 169 of 517 with a sight
 * cost of 4, a shot bar of 10 and a focus-fire bonus; 203 of 517 with 8,
 * 20 and none (188 with 8, 20 and the bonus): hiding and holding fire
 * lasts to the trophy (CHAMP-3); the bonus for the damage a champion has
 * taken (bot_champ_target_bonus) already picks the weaker one. */
#define CHAMP_AWAY 0.8             /* a challenger's worth per space from a champion */
#define CHAMP_SEEN 8.0             /* ... and its cost in a champion's sight */
#define CHAMP_SHOT 20.0            /* the least a challenger's Shoot at a champion is worth */
#define CARD_WORTH 3.0             /* a reaction card kept for a later Shoot, in damage */
#define REACT_SAMPLES 32           /* a reaction's estimate: rarer than a move's, finer */

enum { KIT_REPLACE = 8, KIT_DISCARD = 16, KIT_DRAW = 32 };      /* RF_OPT_KITTED's a */
enum { FEAT_KEEP, FEAT_ACTIVE, FEAT_TOP, FEAT_REACT };          /* RF_OPT_FEAT's a */

bool bot_champ_unlimited(const rf_game *g, int l) { return rf_view_champion(g, l); }

static const rf_option *options(const rf_game *g, int *n)
{
    static _Thread_local rf_option o[RF_MAX_OPTIONS];
    int k = rf_options(g, o, RF_MAX_OPTIONS);
    *n = k > RF_MAX_OPTIONS ? RF_MAX_OPTIONS : k;
    return o;
}

/* ---- weapons (CHAMP-10, CHAMP-14) ---- */

/* The worth of a kitted card from its printed numbers in a label
 * ("NAME (lo-hi HTt AxB d/h)"), from the n-th parenthesis: hits expected
 * per Shoot times their damage, more for a best range that reaches 3
 * spaces (where the bot fights) and a wide one. */
static double kit_value(const char *label, int nth)
{
    const char *p = label;
    for (int i = 0; p && i <= nth; i++) {
        p = strchr(p, '(');
        if (p && i < nth) p++;
    }
    int lo, hi, ht, ra, rb, dmg, head;
    if (!p || sscanf(p, "(%d-%d HT%d %dx%d %d/%d)", &lo, &hi, &ht, &ra, &rb, &dmg, &head) != 7)
        return 0;
    double hit = (100 - ht) / 100.0;
    double v = ra * rb * hit * (dmg + 0.3 * head);
    if (lo <= 3 && hi >= 3) v *= 1.3;
    return v * (1.0 + 0.05 * (hi - lo));
}

static unsigned choose_kitted(const rf_game *g)
{
    int n;
    const rf_option *o = options(g, &n);
    unsigned best = 0, discard = 0, draw = 0;
    double best_v = 0;
    for (int i = 0; i < n; i++) {
        if (rf_opt_kind_of(o[i].code) != RF_OPT_KITTED) continue;
        int a = rf_opt_a(o[i].code);
        double v = -1;
        if (a < KIT_REPLACE) v = kit_value(o[i].label, 0) + 1.0;          /* CHAMP-10 */
        else if (a < KIT_DISCARD) v = kit_value(o[i].label, 0) - kit_value(o[i].label, 1);
        else if (a == KIT_DISCARD) discard = o[i].code;
        else if (a == KIT_DRAW) draw = o[i].code;
        if (v > best_v) best_v = v, best = o[i].code;
    }
    if (best) return best;                         /* a better card replaces the worse */
    if (discard) return discard;
    return draw;
}

/* ---- the Boss board (CHAMP-7, CHAMP-14, CHAMP-16, CHAMP-21) ---- */

/* How much the champion wants the item usable: the heals first. */
static int item_value(const char *id)
{
    static const char *const order[] = { "med_kit", "shield_battery", "syringe", "shield_cell",
                                         "frag_grenade", "thermite_grenade",
                                         "ultimate_accelerant" };
    for (int i = 0; i < 7; i++)
        if (id && strcmp(id, order[i]) == 0) return 10 - i;
    return 0;
}

static unsigned choose_lock(const rf_game *g, int me, const unsigned *codes, int n)
{
    unsigned best = 0;
    int best_v = -1000;
    for (int i = 0; i < n; i++) {
        if (rf_opt_kind_of(codes[i]) != RF_OPT_LOCK_SPACE) continue;
        int v = item_value(rf_view_board_item(g, me, rf_opt_b(codes[i])));
        if (rf_opt_a(codes[i]) == 0) v = -v;                  /* a lock on the least useful */
        if (v > best_v) best_v = v, best = codes[i];
    }
    return best;
}

static int locked(const rf_game *g, int me)
{
    unsigned locks = 0;
    rf_view_equipment(g, me, &locks, NULL, NULL);
    return __builtin_popcount(locks);
}

bool bot_champ_wants_bin(const rf_game *g, int me)
{
    return bot_champ_unlimited(g, me) && locked(g, me) >= 2;
}

/* The restore a board item gives (data/loot.json's numbers), health or shield. */
static int item_restore(const char *id, bool *shield)
{
    *shield = id && (strcmp(id, "shield_battery") == 0 || strcmp(id, "shield_cell") == 0);
    if (!id) return 0;
    if (strcmp(id, "med_kit") == 0 || strcmp(id, "shield_battery") == 0) return 20;
    if (strcmp(id, "syringe") == 0 || strcmp(id, "shield_cell") == 0) return 12;
    return 0;
}

/* The board space whose heal is worth most now (at least 70 % of it
 * counts), -1 none. */
static int heal_space(const rf_game *g, int me)
{
    rf_legend_view lv;
    rf_view_legend(g, me, &lv);
    unsigned locks = 0;
    rf_view_equipment(g, me, &locks, NULL, NULL);
    int best = -1, best_got = 0;
    const char *id;
    for (int s = 0; (id = rf_view_board_item(g, me, s)) != NULL; s++) {
        bool shield;
        int r = item_restore(id, &shield);
        if (!r || (locks >> s & 1)) continue;
        int lack = shield ? lv.shield_max - lv.shield : CHAMP_VITALS / 2 - lv.health;
        int got = lack < r ? lack : r;
        if (got * 10 >= r * 7 && got > best_got) best_got = got, best = s;
    }
    return best;
}

static bool grenade_ready(const rf_game *g, int me)
{
    unsigned locks = 0;
    rf_view_equipment(g, me, &locks, NULL, NULL);
    const char *id;
    for (int s = 0; (id = rf_view_board_item(g, me, s)) != NULL; s++)
        if (strstr(id, "grenade") && !(locks >> s & 1)) return true;
    return false;
}

/* The restore of a backpack item named in a Use option's label ("use Med
 * Kit (backpack 2)"; data/loot.json's numbers) that counts for legend me
 * now: at least 70 % of it, else 0. */
static int label_heal(const rf_game *g, int me, const char *label)
{
    static const struct { const char *name; int health, shield; } heals[] = {
        { "use Syringe", 12, 0 }, { "use Med Kit", 20, 0 }, { "use Shield Cell", 0, 12 },
        { "use Shield Battery", 0, 20 }, { "use Phoenix Kit", 15, 15 } };
    rf_legend_view lv;
    rf_view_legend(g, me, &lv);
    int max_health = rf_view_champion(g, me) ? CHAMP_VITALS / 2 : CHALLENGER_HEALTH;
    for (int i = 0; i < 5; i++) {
        if (strncmp(label, heals[i].name, strlen(heals[i].name)) != 0) continue;
        int h = max_health - lv.health, sh = lv.shield_max - lv.shield;
        int got = (h < heals[i].health ? h : heals[i].health) +
                  (sh < heals[i].shield ? sh : heals[i].shield);
        return got * 10 >= (heals[i].health + heals[i].shield) * 7 ? got : 0;
    }
    return 0;
}

/* A challenger's Use: the backpack heal that counts most (0 none). */
static unsigned choose_backpack_heal(const rf_game *g, int me)
{
    int n, best_got = 0;
    const rf_option *o = options(g, &n);
    unsigned best = 0;
    for (int i = 0; i < n; i++) {
        int got = rf_opt_kind_of(o[i].code) == RF_OPT_USE_ITEM ? label_heal(g, me, o[i].label) : 0;
        if (got > best_got) best_got = got, best = o[i].code;
    }
    return best;
}

/* Would a Use now heal challenger me (tried on a copy of the game)? */
static bool backpack_heal_now(const rf_game *g, int me, unsigned use)
{
    rf_game *copy = rf_game_clone(g);
    rf_error err;
    bool heal = false;
    if (copy && rf_choose(copy, use, &err) == RF_OK) {
        unsigned main_part = 0;
        static _Thread_local unsigned codes[RF_MAX_OPTIONS];
        int n = rf_option_codes(copy, codes, RF_MAX_OPTIONS);
        if (n > RF_MAX_OPTIONS) n = RF_MAX_OPTIONS;
        if ((main_part = bot_find(codes, n, RF_OPT_PART, RF_PART_MAIN)))
            rf_choose(copy, main_part, &err);
        heal = choose_backpack_heal(copy, me) != 0;
    }
    rf_game_free(copy);
    return heal;
}

/* Use: the heal worth most; without one, 0: the item the heuristic's Use
 * was chosen for (heuristic_items.c: a grenade by its expected damage, the
 * Ultimate Accelerant while a token cools down, CONSUM-8). Before, the
 * first board item went: champions at 70 and 70 used Syringes and Med
 * Kits that restored nothing (issue 12). Where a grenade lands: on the
 * space with the most enemies on or next to it, nearest first. */
static unsigned choose_use(const rf_game *g, int me, const unsigned *codes, int n)
{
    if (bot_find(codes, n, RF_OPT_USE_ITEM, -1)) {
        int s = heal_space(g, me);
        return s >= 0 ? bot_find(codes, n, RF_OPT_USE_ITEM, s) : 0;
    }
    rf_legend_view lv, ev;
    rf_view_legend(g, me, &lv);
    unsigned best = codes[0];
    int best_score = -1000;
    for (int i = 0; i < n; i++) {
        if (rf_opt_kind_of(codes[i]) != RF_OPT_USE_AT) continue;
        int x = rf_cell_x(rf_opt_b(codes[i])), y = rf_cell_y(rf_opt_b(codes[i])), score = 0;
        for (int e = 0; e < rf_view_legends(g); e++) {
            rf_view_legend(g, e, &ev);
            if (!ev.on_map) continue;
            int d = rf_view_distance(g, x, y, ev.x, ev.y);
            if (d <= 1) score += ev.squad == lv.squad ? -20 : (d == 0 ? 12 : 10);
        }
        if (score > best_score) best_score = score, best = codes[i];
    }
    return best;
}

/* ---- champion cards (CHAMP-10, CHAMP-18 … CHAMP-20) ---- */

/* A top's worth when played, in damage dealt or saved (the bot's estimate
 * from the card's numbers). */
static double top_value(const rf_champ_card_view *c)
{
    if (strcmp(c->top, "shoot_hit_bonus") == 0) return 3.5 * c->top_a[0];
    if (strcmp(c->top, "shoot_head_bonus") == 0) return 1.0 * c->top_a[0];
    if (strcmp(c->top, "move_shoot") == 0) return 6.0 + c->top_a[0];
    if (strcmp(c->top, "move_grenade") == 0) return 0.4 * (10 + c->top_a[1]);
    if (strcmp(c->top, "restore_shield") == 0) return 0.5 * c->top_a[0];
    if (strcmp(c->top, "unlock") == 0) return 2.0 * c->top_a[0];
    return 0;
}

/* A bottom's worth per Shoot at the champion (a challenger's shot: about 4
 * Aim cards, 3 hits of 5 damage, at range 3). */
static double bottom_value(const rf_champ_card_view *c)
{
    int a = c->bottom_a[0];
    if (strcmp(c->bottom, "miss_per_range") == 0) return a > 0 ? 5.0 * ((3 + a - 1) / a) : 0;
    if (strcmp(c->bottom, "damage_cap") == 0) return a < 40 ? 0.5 * (40 - a) : 0.5;
    if (strcmp(c->bottom, "lower_fire_rate") == 0) return 3.5 * a;
    if (strcmp(c->bottom, "ignore_headshots") == 0) return 3.0;
    if (strcmp(c->bottom, "thorns") == 0) return 1.0 * a;
    if (strcmp(c->bottom, "hit_threshold") == 0) return 0.6 * a;
    return 0;
}

static double card_value(const rf_game *g, int i, bool top, bool bottom)
{
    rf_champ_card_view c;
    if (!rf_view_champ_card(g, i, &c)) return 0;
    return (top ? top_value(&c) : 0) + (bottom ? bottom_value(&c) : 0);
}

/* The expected damage of the enemies' best shots at champion me now, less
 * what its active card's thorns give back (CHAMP-20). */
static double threat(rf_bot *b, const rf_game *g, int me)
{
    rf_legend_view lv, ev;
    rf_view_legend(g, me, &lv);
    rf_champ_card_view c;
    bool thorns = rf_view_champ_card(g, rf_view_champ_active(g, me), &c) &&
                  strcmp(c.bottom, "thorns") == 0;
    double sum = 0;
    for (int e = 0; e < rf_view_legends(g); e++) {
        rf_view_legend(g, e, &ev);
        if (ev.squad == lv.squad || !ev.on_map) continue;
        double best = 0;
        rf_shot_estimate est[RF_VIEW_WEAPON_SLOTS];           /* slot 0, then 1: one set-up */
        rf_view_shot_estimates(g, e, me, SAMPLES, &b->s, est);
        for (int s = 0; s < 2; s++) {
            double v = est[s].damage;
            if (v > best) best = v;
        }
        sum += best;
        if (best > 0 && thorns) sum -= c.bottom_a[0];
    }
    return sum;
}

/* CHAMP-18: the card whose bottom saves most against the shots the
 * challengers have now (each card tried on a copy of the game), less the
 * top it keeps out of the hand this turn; with nobody in sight, the card
 * with the best bottom for the worst top. */
static unsigned choose_active(rf_bot *b, const rf_game *g, int me, const unsigned *codes, int n)
{
    rf_game *copy = rf_game_clone(g);
    unsigned best = 0;
    double best_v = -1e9, th[RF_MAX_OPTIONS] = { 0 }, worst = 0;
    for (int i = 0; i < n && copy; i++) {
        rf_error err;
        rf_game_copy(copy, g);
        if (rf_opt_kind_of(codes[i]) == RF_OPT_FEAT && rf_choose(copy, codes[i], &err) == RF_OK)
            th[i] = threat(b, copy, me);
        if (th[i] > worst) worst = th[i];
    }
    rf_game_free(copy);
    for (int i = 0; i < n; i++) {
        if (rf_opt_kind_of(codes[i]) != RF_OPT_FEAT || rf_opt_a(codes[i]) != FEAT_ACTIVE) continue;
        int card = rf_opt_b(codes[i]);
        double v = -card_value(g, card, true, false);
        v += worst > 0 ? worst - th[i] : card_value(g, card, false, true);
        if (v > best_v) best_v = v, best = codes[i];
    }
    return best;
}

/* CHAMP-10: keep the cards worth most, top and bottom. */
static unsigned choose_keep(const rf_game *g, const unsigned *codes, int n)
{
    unsigned best = 0;
    double best_v = -1e9;
    for (int i = 0; i < n; i++) {
        if (rf_opt_kind_of(codes[i]) != RF_OPT_FEAT || rf_opt_a(codes[i]) != FEAT_KEEP) continue;
        double v = card_value(g, rf_opt_b(codes[i]), true, true);
        if (v > best_v) best_v = v, best = codes[i];
    }
    return best;
}

/* CHAMP-11: a champion is brought in inside the ring, near the middle of
 * the map (the challengers enter from an edge afterwards), next to its
 * squadmate if it is already in. */
static unsigned choose_place(const rf_game *g, int me, const unsigned *codes, int n)
{
    int w = 0, h = 0, dmg;
    for (int i = 0; i < n; i++) {
        int c = rf_opt_b(codes[i]);
        if (rf_cell_x(c) + 1 > w) w = rf_cell_x(c) + 1;
        if (rf_cell_y(c) + 1 > h) h = rf_cell_y(c) + 1;
    }
    rf_legend_view lv, mate;
    rf_view_legend(g, me, &lv);
    int friend = -1;
    for (int l = 0; l < rf_view_legends(g) && friend < 0; l++) {
        rf_view_legend(g, l, &mate);
        if (l != me && mate.squad == lv.squad && mate.on_map) friend = l;
    }
    unsigned best = codes[0];
    int best_score = -100000;
    for (int i = 0; i < n; i++) {
        if (rf_opt_kind_of(codes[i]) != RF_OPT_CHAMP_AT) continue;
        int x = rf_cell_x(rf_opt_b(codes[i])), y = rf_cell_y(rf_opt_b(codes[i]));
        int out = rf_view_ring_outside(g, x, y, &dmg);
        int score = -rf_view_distance(g, x, y, w / 2, h / 2) - 10 * (out > 0 ? out : 0);
        if (friend >= 0) {
            int d = rf_view_distance(g, x, y, mate.x, mate.y);
            score -= d > 2 ? 2 * (d - 2) : 0;
        }
        if (score > best_score) best_score = score, best = codes[i];
    }
    return best;
}

/* The target's best hand reaction before firing (REACT-2) and what it
 * takes off the Shoot: its Hit Threshold modifier loses about 1 hit in 50
 * per point (Hit Thresholds near 50 on a 0-100 Aim deck, AIM-12), its
 * damage reduction per hit counts for every hit expected. */
static unsigned hand_reaction(const rf_game *g, int seat, int t, const rf_shot_estimate *plain,
                              const unsigned *codes, int n, double *saved)
{
    unsigned best = 0;
    *saved = 0;
    rf_card_view c;
    for (int i = 0; i < n; i++) {
        if (rf_opt_kind_of(codes[i]) != RF_OPT_REACT || rf_opt_a(codes[i]) != t ||
            !rf_view_hand_card(g, seat, t, rf_opt_b(codes[i]), &c) || c.effect != RF_CARDV_SHOT_DEFENCE)
            continue;
        double ht = c.a[0] > 50 ? 1.0 : c.a[0] / 50.0;
        double v = plain->damage * ht - c.a[1] * plain->hits * (1.0 - ht);   /* a[1] -3 */
        if (v > *saved) *saved = v, best = codes[i];
    }
    return best;
}

/* The shooter's best estimate at t (the weapon not yet known: its better
 * slot), from generator state r. */
static rf_shot_estimate shot_at(unsigned long long r, const rf_game *g, int s, int t)
{
    rf_shot_estimate best = { 0, 0, 0 };
    for (int slot = 0; slot < 2 && s >= 0; slot++) {
        unsigned long long rs = r + (unsigned long long)slot;
        rf_shot_estimate e = rf_view_shot_estimate(g, s, t, slot, REACT_SAMPLES, &rs);
        if (e.damage > best.damage) best = e;
    }
    return best;
}

/* What the active card's bottom takes off this Shoot, from `with`, the
 * estimate that counts it (rf_view_shot_estimate counts the bottom while
 * the champion may still use it, and a copy of the game where the
 * champion reacts has fired the Shoot already, so the estimate without
 * the bottom is worked out from the card's printed numbers): a Hit
 * Threshold of +a hits 1 in 50 less per point, a miss per a spaces costs
 * a hit each, a damage cap counts only near the cap; the fire rate and
 * headshot bottoms by their worth at 3 spaces (bottom_value). */
static double bottom_saves(const rf_game *g, int s, int t, const rf_shot_estimate *with)
{
    rf_champ_card_view c;
    if (!rf_view_champ_card(g, rf_view_champ_active(g, t), &c)) return 0;
    double per_hit = with->hits > 0.01 ? with->damage / with->hits : 5.0;
    int a = c.bottom_a[0];
    if (strcmp(c.bottom, "hit_threshold") == 0) {
        double f = a >= 45 ? 0.9 : a / 50.0;
        return with->damage * f / (1.0 - f);
    }
    if (strcmp(c.bottom, "miss_per_range") == 0 && a > 0) {
        rf_legend_view sv, tv;
        rf_view_legend(g, s, &sv);
        rf_view_legend(g, t, &tv);
        int d = rf_view_distance(g, sv.x, sv.y, tv.x, tv.y);
        return per_hit * ((d + a - 1) / a);                       /* R-CHAMP-4: rounded up */
    }
    if (strcmp(c.bottom, "damage_cap") == 0) return with->damage >= 0.8 * a ? 0.25 * with->damage : 0;
    return bottom_value(&c);
}

/* CHAMP-20, ruling R-CHAMP-9: the active card's bottom is the target
 * champion's one Before Firing reaction of this Shoot (REACT-5), so it
 * stands against the reaction cards of its hand. The bottom is free and
 * comes back for every Shoot (EX-CHAMP-1); a card is spent. The card goes
 * only when it saves more of this Shoot than the bottom does by
 * CARD_WORTH (a card kept saves a later Shoot). The Shoot without either
 * is the estimate with the bottom plus what the bottom saves
 * (bottom_saves); the card's saving is worked out on it from its numbers
 * (hand_reaction). easy, a beginner, plays its card first (it plays every
 * card a window offers). */
static unsigned choose_reaction(rf_bot *b, const rf_game *g, const rf_decision *d, unsigned bottom,
                                const unsigned *codes, int n)
{
    int s = rf_view_active(g), t = d->legend;      /* the shooter; the target reacts (REACT-7) */
    unsigned own = 0;
    for (int i = 0; i < n && !own; i++)
        if (rf_opt_kind_of(codes[i]) == RF_OPT_REACT && rf_opt_a(codes[i]) == t) own = codes[i];
    if (!own) return bottom;                /* nothing of its own stands against the bottom */
    if (b->level == BOT_EASY) return own;
    rf_shot_estimate with = shot_at(bot_next(b), g, s, t), plain = with;
    double saved_bottom = bottom_saves(g, s, t, &with);
    double per_hit = with.hits > 0.01 ? with.damage / with.hits : 5.0;
    plain.damage += saved_bottom;
    plain.hits += saved_bottom / per_hit;
    double saved_card;
    unsigned card = hand_reaction(g, d->seat, t, &plain, codes, n, &saved_card);
    return card && saved_card > saved_bottom + CARD_WORTH ? card : bottom;
}

unsigned bot_champ_choose(rf_bot *b, const rf_game *g, const rf_decision *d,
                          const unsigned *codes, int n)
{
    if (rf_view_mode(g) != RF_MODE_CHAMP) return 0;
    int me = d->legend;
    if (bot_find(codes, n, RF_OPT_CHAMP_AT, -1)) return choose_place(g, rf_opt_a(codes[0]), codes, n);
    if (bot_find(codes, n, RF_OPT_FEAT, FEAT_KEEP)) return choose_keep(g, codes, n);
    if (bot_find(codes, n, RF_OPT_FEAT, FEAT_ACTIVE)) return choose_active(b, g, me, codes, n);
    unsigned react = bot_find(codes, n, RF_OPT_FEAT, FEAT_REACT);
    if (react && d->kind == RF_DEC_REACTION) return choose_reaction(b, g, d, react, codes, n);
    if (!bot_champ_unlimited(g, me))                     /* a challenger: heal from the pack */
        return d->kind == RF_DEC_USE && me >= 0 ? choose_backpack_heal(g, me) : 0;
    if (d->kind == RF_DEC_USE) return choose_use(g, me, codes, n);
    unsigned c;
    bool kit = bot_find(codes, n, RF_OPT_KITTED, -1) != 0;
    if (kit && !bot_find(codes, n, RF_OPT_KITTED, KIT_DRAW)) return choose_kitted(g);
    if ((c = choose_lock(g, me, codes, n))) return c;             /* CHAMP-14: heals first */
    if (kit) return choose_kitted(g);                             /* CHAMP-14: the draw */
    return 0;
}

/* The option playing champion card top `top` from the hand, 0 none. */
static unsigned top_option(const rf_game *g, const unsigned *codes, int n, const char *top,
                           rf_champ_card_view *c)
{
    for (int i = 0; i < n; i++)
        if (rf_opt_kind_of(codes[i]) == RF_OPT_FEAT && rf_opt_a(codes[i]) == FEAT_TOP &&
            rf_view_champ_card(g, rf_opt_b(codes[i]), c) && strcmp(c->top, top) == 0)
            return codes[i];
    return 0;
}

static int nearest_enemy(const rf_game *g, int me)
{
    rf_legend_view lv, ev;
    rf_view_legend(g, me, &lv);
    int best = 99;
    for (int e = 0; e < rf_view_legends(g); e++) {
        rf_view_legend(g, e, &ev);
        if (ev.squad == lv.squad || !ev.on_map) continue;
        int d = rf_view_distance(g, lv.x, lv.y, ev.x, ev.y);
        if (d < best) best = d;
    }
    return best;
}

unsigned bot_champ_action(const rf_game *g, int me, double shot, bool shooting,
                          const unsigned *codes, int n)
{
    if (rf_view_mode(g) != RF_MODE_CHAMP) return 0;
    if (!bot_champ_unlimited(g, me)) {        /* a challenger alive is a VP denied (CHAMP-4) */
        unsigned use = bot_find(codes, n, RF_OPT_ACTION, RF_ACT_USE_MOVE1);
        return use && !shooting && backpack_heal_now(g, me, use) ? use : 0;
    }
    rf_champ_card_view c;
    rf_legend_view lv;
    rf_view_legend(g, me, &lv);
    unsigned t;
    if (shooting && ((t = top_option(g, codes, n, "shoot_hit_bonus", &c)) ||
                     (t = top_option(g, codes, n, "shoot_head_bonus", &c))))
        return t;                                  /* CHAMP-19: the same Shoot, more damage */
    if ((t = top_option(g, codes, n, "restore_shield", &c)) &&
        (lv.shield_max - lv.shield) * 10 >= c.top_a[0] * 7)
        return t;
    if ((t = top_option(g, codes, n, "unlock", &c)) && locked(g, me) >= c.top_a[0]) return t;
    if (shooting) return 0;
    unsigned use = bot_find(codes, n, RF_OPT_ACTION, RF_ACT_USE_MOVE1);
    if (use && heal_space(g, me) >= 0 && shot < 6.0) return use;          /* the Boss board */
    int near = nearest_enemy(g, me);
    if (shot < 3.0 && near > 1 && near <= 8 && (t = top_option(g, codes, n, "move_shoot", &c)))
        return t;                                            /* reach a target, then Shoot */
    if (near >= 2 && near <= 6 && grenade_ready(g, me) &&
        (t = top_option(g, codes, n, "move_grenade", &c)))
        return t;
    return 0;
}

double bot_champ_target_bonus(const rf_bot *b, const rf_game *g, int s, int t, double value,
                              double kill_bonus)
{
    if (rf_view_mode(g) != RF_MODE_CHAMP) return 0;
    rf_legend_view tv;
    rf_view_legend(g, t, &tv);
    if (rf_view_champion(g, t)) return 0.1 * (CHAMP_VITALS - tv.shield - tv.health);  /* a VP nearer */
    /* CHAMP-4: a challenger with no death box left gives no VP when
     * eliminated, so a champion's Shoot at it does nothing towards the 4
     * VP (CHAMP-3): a third of its damage counts, its elimination nothing.
     * easy does not know it (a beginner's mistake, docs/bots.md). */
    if (b->level != BOT_EASY && rf_view_champion(g, s) && tv.death_boxes <= 0)
        return -kill_bonus - (value - kill_bonus) * 2.0 / 3.0;
    return 0;
}

double bot_champ_place(const rf_game *g, int me, int x, int y)
{
    if (rf_view_mode(g) != RF_MODE_CHAMP || rf_view_champion(g, me)) return 0;
    double score = 0;
    rf_legend_view cv;
    for (int c = 0; c < rf_view_legends(g); c++) {
        rf_view_legend(g, c, &cv);
        if (!cv.on_map || !rf_view_champion(g, c)) continue;
        int d = rf_view_distance(g, cv.x, cv.y, x, y);
        score += CHAMP_AWAY * (d < 9 ? d : 9);
        if (rf_view_sight(g, cv.x, cv.y, x, y))
            score -= rf_view_cover(g, cv.x, cv.y, x, y) ? CHAMP_SEEN / 4 : CHAMP_SEEN;
    }
    return score;
}

bool bot_champ_hold_fire(const rf_game *g, int me, double shot)
{
    return rf_view_mode(g) == RF_MODE_CHAMP && !rf_view_champion(g, me) && shot < CHAMP_SHOT;
}
