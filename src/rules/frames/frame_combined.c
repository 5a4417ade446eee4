/*
 * frame_combined.c — a combined basic action: "Interact and Move 1", "Use
 * and Move 1", "Melee Attack and Move 1", "Destroy 2 and Move 1" (ACT-8).
 * The legend may perform any, some or all parts, in any order (ACT-11,
 * PREC-6): each turn of this frame it chooses the main part, the Move 1, or
 * to finish. frame combined.main = the main part's frame type;
 * combined.done = parts done (bits); combined.second = the second part's
 * frame type, 0 for the Move 1 (FR_USE for the legendary helmet's "Interact
 * and Use", GEAR-7).
 */
#include <stdio.h>

#include "rules/engine/engine.h"

static const char *main_name(int type)
{
    switch (type) {
    case FR_INTERACT: return "Interact";
    case FR_USE: return "Use an item";
    case FR_MELEE: return "Melee Attack";
    default: return "Destroy 2";
    }
}

static bool part_open(const rf_frame *f, int part) { return !(f->combined.done & (1 << part)); }

static int combined_run(rf_game *g, rf_frame *f)
{
    if (!g->legend[f->legend].on_map || (!part_open(f, PART_MAIN) && !part_open(f, PART_MOVE))) {
        engine_pop(g);       /* both parts done, or the legend was eliminated meanwhile */
        return RF_GO;
    }
    return RF_WAIT;
}

static void combined_who(const rf_game *g, const rf_frame *f, rf_decision *d)
{
    d->kind = RF_DEC_ACTION;
    d->seat = g->legend[f->legend].seat;
    d->legend = f->legend;
}

static void combined_decision(const rf_game *g, const rf_frame *f, rf_decision *d)
{
    const rf_legend *lg = &g->legend[f->legend];
    combined_who(g, f, d);
    snprintf(d->prompt, sizeof d->prompt, "%s: %s and %s: which part now?", lg->name,
             main_name(f->combined.main), f->combined.second ? "Use" : "Move 1");
}

static void combined_options(const rf_game *g, const rf_frame *f, rf_optbuf *ob)
{
    (void)g;
    if (part_open(f, PART_MAIN))
        rf_opt_add(ob, engine_code(OPT_PART, PART_MAIN, 0), "%s", main_name(f->combined.main));
    if (part_open(f, PART_MOVE))
        rf_opt_add(ob, engine_code(OPT_PART, PART_MOVE, 0), "%s",
                   f->combined.second ? main_name(f->combined.second) : "Move 1");
    rf_opt_add(ob, engine_code(OPT_PART, PART_DONE, 0), "finish the action");
}

/* Exactly what combined_options lists: a part not taken yet, or
 * finishing, which is always listed (ACT-11: either part may be left). */
static bool combined_legal(const rf_game *g, const rf_frame *f, uint32_t code)
{
    (void)g;
    int part = engine_code_a(code);
    if (engine_code_kind(code) != OPT_PART || engine_code_b(code) != 0) return false;
    return part == PART_DONE || ((part == PART_MAIN || part == PART_MOVE) && part_open(f, part));
}

static void combined_apply(rf_game *g, rf_frame *f, uint32_t code)
{
    int part = engine_code_a(code), l = f->legend, main = f->combined.main;
    if (part == PART_DONE) {
        engine_pop(g);
        return;
    }
    f->combined.done |= (int16_t)(1 << part);
    if (part == PART_MOVE && f->combined.second) engine_push(g, f->combined.second, l); /* GEAR-7 */
    else if (part == PART_MOVE) engine_push(g, FR_MOVE, l)->move.mp = 1;        /* MOVE-1 */
    else engine_push(g, main, l);
}

const rf_frame_ops rf_frame_combined_ops = { "combined", combined_run, combined_decision,
                                             combined_options, combined_apply };
const rf_frame_shortcuts rf_frame_combined_shortcuts = { combined_legal, combined_who, NULL };
