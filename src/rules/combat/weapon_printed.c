/*
 * weapon_printed.c — what a weapon card prints beyond its numbers, in play
 * (issue 17; data: src/data/weapon_printed_load.c, docs/weapons.md).
 *
 * A PASSIVE box (WEAPON-14) is an effect of the one effect list's WEAPON
 * lines with a condition (the target's range, its level, AIM-11), checked
 * once, before the first Aim card is revealed; it applies first (PREC-4,
 * the German original: "alle passiven Effekte der verwendeten Waffe gelten
 * als zu Beginn der Aktion gestartet").
 *
 * A special action (WEAPON-15) is taken during the legend's activation,
 * paying its AP, only while the weapon is on a weapon slot (ACT-15). Its
 * instructions are effects of the list's CARD lines that a special action
 * card may carry; two joined by "and" may be taken all, some or any, in
 * any order (PREC-6: four options).
 * A Shoot it allows is made with this weapon (the frame's slot names it)
 * and is the activation's one Shoot (ACT-10, as CARD-7).
 */
#include <stdio.h>
#include <string.h>

#include "geo/adjacency.h"
#include "rules/cards/effect_ops.h"
#include "rules/cards/hand.h"
#include "rules/engine/legends.h"
#include "rules/record/log.h"
#include "rules/combat/weapon_printed.h"

/* ---- PASSIVE boxes (WEAPON-14) ---- */

static void passive_shot_mods(const int8_t a[4], rf_weapon_stats *w, int *ht_mod)
{
    *ht_mod += a[0];                                                       /* SHOOT-15 */
    int damage = w->damage + a[1], rate = w->rate_a + a[3];
    w->damage = (uint8_t)(damage > 0 ? damage : 0);                        /* WEAPON-12 */
    w->stability = (int8_t)(w->stability + a[2]);                          /* ATTACH-14 */
    w->rate_a = (uint8_t)(rate > 1 ? rate : 1);                            /* AIM-3 */
}

const rf_weapon_fx rf_fx_weapon_shot_mods = { .shot = passive_shot_mods };

static const rf_weapon_def *weapon_in(const rf_game *g, int l, int slot)
{
    int p = slot >= 0 && slot < RF_WEAPON_SLOTS ? g->legend[l].weapon[slot] : -1;
    return p >= 0 ? &g->content->catalog.weapon[g->piece[p].def] : NULL;
}

/* The box's condition: the target's range and level (AIM-11). */
static bool passive_holds(const rf_game *g, int s, int t, const rf_weapon_passive *p)
{
    const geo_board *b = g->map->board;
    if (p->range_hi) {
        int d = geo_distance(b, geo_place_cell(g->legend[s].pos), geo_place_cell(g->legend[t].pos));
        if (d < p->range_lo || d > p->range_hi) return false;
    }
    int ls = geo_floor(b, g->legend[s].pos), lt = geo_floor(b, g->legend[t].pos);
    switch (p->level) {
    case RF_PASSIVE_LOWER: return lt < ls;
    case RF_PASSIVE_HIGHER: return lt > ls;
    case RF_PASSIVE_SAME_LEVEL: return lt == ls;
    default: return true;
    }
}

static const rf_weapon_passive *passive_of(const rf_game *g, int s, int t, int slot)
{
    const rf_weapon_def *w = weapon_in(g, s, slot);
    if (!w || !w->passive.effect || !passive_holds(g, s, t, &w->passive)) return NULL;
    return &w->passive;
}

const rf_weapon_passive *weapon_passive_apply(const rf_game *g, int s, int t, int slot,
                                                 rf_weapon_stats *w, int *ht_mod)
{
    const rf_weapon_passive *p = passive_of(g, s, t, slot);
    const rf_weapon_fx *fx = p ? effect_weapon_fx_of(p->effect - 1) : NULL;
    if (!fx || !fx->shot) return NULL;
    int mod = 0;
    fx->shot(p->a, w, &mod);
    *ht_mod += mod;
    return p;
}

int weapon_passive_part(const rf_game *g, int s, int t, int slot, rf_ht_part *out, int n,
                           int max)
{
    const rf_weapon_passive *p = passive_of(g, s, t, slot);
    const rf_weapon_fx *fx = p ? effect_weapon_fx_of(p->effect - 1) : NULL;
    if (!fx || !fx->shot) return n;
    rf_weapon_stats w;
    memset(&w, 0, sizeof w);
    int mod = 0;
    fx->shot(p->a, &w, &mod);
    return ht_part_add(out, n, max, weapon_in(g, s, slot)->name, RF_PART_WEAPON, mod);
}

void weapon_passive_log(const rf_game *g, int s, int slot, const rf_weapon_passive *p)
{
    char words[160];
    effect_args_words_of(p->effect - 1, p->a, words, sizeof words);
    log_msg(g, -1, "%s's %s, PASSIVE: %s in this Shoot (WEAPON-14)", g->legend[s].name,
            weapon_in(g, s, slot)->name, words);
}

/* ---- Special actions (WEAPON-15, ACT-15) ---- */

/* Instruction i of w's action as a special action card, for its handler. */
static rf_card_def as_card(const rf_weapon_def *w, int i)
{
    rf_card_def c;
    memset(&c, 0, sizeof c);
    snprintf(c.name, sizeof c.name, "%s", w->name);
    c.kind = RF_CARD_SPECIAL;
    c.cost = w->action.cost;
    c.effect = w->action.effect[i];
    memcpy(c.a, w->action.a[i], sizeof c.a);
    return c;
}

/* Its Shoot: this weapon loaded, a target, the activation's first (ACT-10). */
static bool shoot_possible(const rf_game *g, int l, int slot)
{
    return !legend_shot_limit_reached(g) && legend_can_fire(g, l, slot) &&
           legend_shoot_possible(g, l);
}

static bool step_possible(const rf_game *g, int l, int slot, const rf_weapon_def *w, int i)
{
    rf_card_def c = as_card(w, i);
    if (c.effect == RF_EFF_SHOOT) return shoot_possible(g, l, slot);
    return effect_card_fx_playable(g, l, &c);                              /* the effect's condition */
}

/* PREC-6: instructions joined by "and": any, some or all, in any order.
 * Plan p of n instructions: 0 in the printed order, 1 the other way round,
 * 2 the first only, 3 the second only (one instruction: plan 0). */
static int plan_count(int n) { return n > 1 ? 4 : 1; }
static int plan_len(int n, int p) { return n > 1 && p < 2 ? 2 : 1; }
static int plan_step(int n, int p, int k)
{
    if (n < 2) return 0;
    return p == 0 ? k : p == 1 ? 1 - k : p - 2;
}

static bool plan_possible(const rf_game *g, int l, int slot, int p)
{
    const rf_weapon_def *w = weapon_in(g, l, slot);             /* ACT-15: on a weapon slot */
    if (!w || !w->action.cost || w->action.cost > g->ap) return false;    /* ACT-6 */
    if (p < 0 || p >= plan_count(w->action.n)) return false;
    for (int k = 0; k < plan_len(w->action.n, p); k++)
        if (!step_possible(g, l, slot, w, plan_step(w->action.n, p, k))) return false;
    return true;
}

static void steps_words(const rf_weapon_def *w, int p, char *out, size_t n)
{
    size_t k = 0;
    out[0] = 0;
    for (int j = 0; j < plan_len(w->action.n, p) && k < n; j++) {
        rf_card_def c = as_card(w, plan_step(w->action.n, p, j));
        char args[120];
        effect_args_words(&c, args, sizeof args);
        bool none = strcmp(args, "no change") == 0;
        k += (size_t)snprintf(out + k, n - k, "%s%s%s%s%s", j ? ", then " : "",
                              effect_name(c.effect), none ? "" : " (", none ? "" : args,
                              none ? "" : ")");
    }
}

void weapon_action_options(const rf_game *g, int l, rf_optbuf *ob)
{
    for (int slot = 0; slot < RF_WEAPON_SLOTS; slot++) {
        const rf_weapon_def *w = weapon_in(g, l, slot);
        char words[240];
        for (int p = 0; w && p < plan_count(w->action.n); p++) {     /* PREC-6, WEAPON-15 */
            if (!plan_possible(g, l, slot, p)) continue;
            steps_words(w, p, words, sizeof words);
            rf_opt_add(ob, engine_code(OPT_WEAPON_ACTION, slot, p), "%s's special action (%d AP): %s",
                       w->name, w->action.cost, words);
        }
    }
}

bool weapon_action_listed(const rf_game *g, int l, uint32_t code)
{
    int slot = engine_code_a(code);
    return engine_code_kind(code) == OPT_WEAPON_ACTION && slot < RF_WEAPON_SLOTS &&
           plan_possible(g, l, slot, engine_code_b(code));                 /* PREC-6, WEAPON-15 */
}

bool weapon_action_may(const rf_game *g, int l)
{
    for (int slot = 0; slot < RF_WEAPON_SLOTS; slot++)
        for (int p = 0; p < 4; p++)
            if (plan_possible(g, l, slot, p)) return true;
    return false;
}

int weapon_action_cost(const rf_game *g, int l, uint32_t code)
{
    const rf_weapon_def *w = weapon_in(g, l, engine_code_a(code));
    return engine_code_kind(code) == OPT_WEAPON_ACTION && w && w->action.cost ? w->action.cost : -1;
}

bool weapon_action_apply(rf_game *g, int l, uint32_t code)
{
    if (engine_code_kind(code) != OPT_WEAPON_ACTION) return false;
    int slot = engine_code_a(code);
    const rf_weapon_def *w = weapon_in(g, l, slot);
    g->ap = (uint8_t)(g->ap - w->action.cost);                             /* WEAPON-15 */
    log_msg(g, -1, "%s takes the %s's special action (%d AP, WEAPON-15)", g->legend[l].name,
            w->name, w->action.cost);
    rf_frame *f = engine_push(g, FR_WEAPON_ACTION, l);
    f->weapon_action.slot = (int16_t)slot;
    f->weapon_action.def = (int16_t)(w - g->content->catalog.weapon);
    f->weapon_action.plan = (int16_t)engine_code_b(code);                   /* PREC-6 */
    return true;
}

/* One instruction: its effect, as a played special action card's. */
static void run_step(rf_game *g, int l, int slot, const rf_weapon_def *w, int i)
{
    rf_card_def c = as_card(w, i);
    if (c.effect != RF_EFF_SHOOT) {
        effect_apply(g, l, &c);
        return;
    }
    if (!shoot_possible(g, l, slot)) {       /* the other instruction left no Shoot to take */
        log_msg(g, -1, "%s's %s: no Shoot with it now (WEAPON-15)", g->legend[l].name, w->name);
        return;
    }
    effect_apply(g, l, &c);                                             /* CARD-7, ACT-10 */
    g->stack[g->nframes - 1].shoot.slot = (int8_t)(1 + slot);   /* WEAPON-15: this weapon */
}

static int action_run(rf_game *g, rf_frame *f)
{
    const rf_weapon_def *w = &g->content->catalog.weapon[f->weapon_action.def];
    int done = f->weapon_action.done, l = f->legend, slot = f->weapon_action.slot;
    if (done >= plan_len(w->action.n, f->weapon_action.plan)) {
        engine_pop(g);
        return RF_GO;
    }
    f->weapon_action.done++;               /* before: the step may push frames above this one */
    run_step(g, l, slot, w, plan_step(w->action.n, f->weapon_action.plan, done));
    return RF_GO;
}

/* It never waits: each instruction's own frames ask what they need. */
static void action_decision(const rf_game *g, const rf_frame *f, rf_decision *d)
{
    (void)g;
    (void)f;
    d->kind = RF_DEC_NONE;
}

static void action_options(const rf_game *g, const rf_frame *f, rf_optbuf *ob)
{
    (void)g;
    (void)f;
    (void)ob;
}

static void action_apply(rf_game *g, rf_frame *f, uint32_t code)
{
    (void)g;
    (void)f;
    (void)code;
}

const rf_frame_ops rf_frame_weapon_action_ops = { "weapon_action", action_run, action_decision,
                                                  action_options, action_apply };
