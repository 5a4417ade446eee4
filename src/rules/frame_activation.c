/*
 * frame_activation.c — a legend's activation (ACT-3 … ACT-21).
 *
 * The active legend has 2 action points (ACT-3) to spend on basic actions
 * of 1 AP each (ACT-8): Move 2, Shoot (at most once per activation,
 * ACT-10), Respawn (only when eliminated). A legend on the map may end its
 * activation at any time (ACT-7); one that starts it eliminated must first
 * Respawn (ACT-20), and one eliminated during its own activation may spend
 * 1 AP to respawn at once (RESP-3). Each basic action at most twice
 * (ACT-9). frame a: 1 if the activation started with the legend
 * eliminated.
 *
 * Not yet here: Interact, Use, Melee, Destroy, Rush, card actions and free
 * loot handling (the rest of issue 3 and the match issue).
 */
#include <stdio.h>

#include "rules/engine.h"
#include "rules/legends.h"

enum { STEP_START, STEP_CHOOSE };

static const char *const action_label[ACT_COUNT] = {
    "Move 2", "Interact and Move 1", "Shoot", "Use and Move 1", "Melee Attack and Move 1",
    "Destroy 2 and Move 1", "Respawn", "end the activation",
};

static bool shoot_possible(const rf_game *g, int l)
{
    if (!rf_legend_can_fire(g, l, 0) && !rf_legend_can_fire(g, l, 1)) return false;   /* SHOOT-6 */
    for (int t = 0; t < g->nlegends; t++)
        if (rf_enemies(g, l, t) && rf_legend_sees(g, l, t)) return true;              /* SHOOT-3 */
    return false;
}

static bool action_allowed(const rf_game *g, const rf_frame *f, int act)
{
    int l = f->legend;
    const rf_legend *lg = &g->legend[l];
    if (act == ACT_END) return lg->on_map || !f->a;           /* ACT-7, ACT-20 */
    if (g->ap < 1 || g->basic_used[act] >= 2) return false;   /* ACT-6, ACT-9 */
    if (!lg->on_map) return act == ACT_RESPAWN;               /* RESP-2, ELIM-4 */
    switch (act) {
    case ACT_MOVE2: return true;
    case ACT_SHOOT: return g->shots == 0 && shoot_possible(g, l);   /* ACT-10 */
    default: return false;
    }
}

static int activation_run(rf_game *g, rf_frame *f)
{
    if (f->step == STEP_START) {
        g->active = f->legend;
        g->ap = 2;                                            /* ACT-3 */
        g->shots = 0;
        for (int i = 0; i < 8; i++) g->basic_used[i] = 0;
        f->a = !g->legend[f->legend].on_map;
        f->step = STEP_CHOOSE;
    }
    bool any = false;
    for (int act = 0; act < ACT_COUNT && !any; act++)
        any = act != ACT_END && action_allowed(g, f, act);
    if (g->ap == 0 || (!any && g->legend[f->legend].on_map)) {
        g->active = -1;                                       /* nothing left to do */
        rf_pop(g);
        return RF_GO;
    }
    return RF_WAIT;
}

static void activation_decision(const rf_game *g, const rf_frame *f, rf_decision *d)
{
    const rf_legend *lg = &g->legend[f->legend];
    d->kind = RF_DEC_ACTION;
    d->seat = lg->seat;
    d->legend = f->legend;
    snprintf(d->prompt, sizeof d->prompt, "%s (%d AP left): choose an action", lg->name, g->ap);
}

static void activation_options(const rf_game *g, const rf_frame *f, rf_optbuf *ob)
{
    for (int act = 0; act < ACT_COUNT; act++)
        if (action_allowed(g, f, act))
            rf_opt_add(ob, rf_code(OPT_ACTION, act, 0), "%s", action_label[act]);
}

static void activation_apply(rf_game *g, rf_frame *f, uint32_t code)
{
    int act = rf_code_a(code), l = f->legend;
    if (act == ACT_END) {
        g->active = -1;
        rf_pop(g);
        return;
    }
    g->ap--;
    g->basic_used[act]++;
    f->a = 0;
    switch (act) {
    case ACT_MOVE2: rf_push(g, FR_MOVE, l)->a = 2; break;      /* MOVE-1 */
    case ACT_SHOOT: g->shots++; rf_push(g, FR_SHOOT, l); break;
    case ACT_RESPAWN: rf_push(g, FR_RESPAWN, l); break;
    default: break;
    }
}

const rf_frame_ops rf_frame_activation_ops = { "activation", activation_run, activation_decision,
                                               activation_options, activation_apply };
