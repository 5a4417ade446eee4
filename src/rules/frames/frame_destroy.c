/*
 * frame_destroy.c — "Destroy 2", the main part of "Destroy 2 and Move 1"
 * (DESTROY-1 … DESTROY-7, TRAIT-9, ACT-8, ACT-11).
 *
 * Steps: (1) choose how (DESTROY-2): a weapon with ammo, or a melee attack;
 * (2) choose up to 2 miniatures with <DESTRUCTIBLE> from the overlay
 * (DESTROY-1), one at a time, each one valid for that same attack: with a
 * weapon, in line of sight and within the weapon's best range, no ammo
 * spent (DESTROY-3); with a melee attack, adjacent or on the legend's own
 * space (DESTROY-4); (3) they are destroyed, no Aim card (DESTROY-5), and
 * leave the overlay (DESTROY-6).
 *
 * Targets are chosen first and destroyed together, so destroying the first
 * cannot open a line of sight to the second. With nothing to destroy the
 * part does nothing (ACT-11). frame destroy.how: the attack
 * (weapon slot, or HOW_MELEE); destroy.chosen: targets chosen; objects_lo |
 * objects_hi << 16: the chosen overlay objects (bits). The overlay does
 * not change while the frame waits, so the bits keep naming the same
 * objects.
 */
#include <stdio.h>

#include "geo/adjacency.h"
#include "geo/los.h"
#include "rules/cards/abilities_play.h"
#include "rules/engine/engine.h"
#include "rules/engine/legends.h"

enum { STEP_HOW, STEP_TARGETS, STEP_RESOLVE };
enum { HOW_MELEE = RF_WEAPON_SLOTS, DESTROY_N = 2 };   /* OPT_DESTROY_HOW; "Destroy 2" */

static uint32_t chosen_mask(const rf_frame *f)
{
    return (uint32_t)(uint16_t)f->destroy.objects_lo |
           (uint32_t)(uint16_t)f->destroy.objects_hi << 16;
}

static bool chosen(const rf_frame *f, int i) { return (chosen_mask(f) >> i) & 1u; }

static void choose(rf_frame *f, int i)
{
    uint32_t m = chosen_mask(f) | 1u << i;
    f->destroy.objects_lo = (int16_t)(uint16_t)(m & 0xffff);
    f->destroy.objects_hi = (int16_t)(uint16_t)(m >> 16);
    f->destroy.chosen++;
}

/* TRAIT-9, DESTROY-1: can this overlay object be destroyed at all? */
static bool destructible(const rf_game *g, int i)
{
    return (g->content->kinds.kind[g->overlay.o[i].kind].traits & GEO_T_DESTRUCTIBLE) != 0;
}

/* DESTROY-4: adjacent to the legend (ADJ-2, ADJ-5, ADJ-7) or on its space. */
static bool melee_reaches(const rf_game *g, int l, geo_place at)
{
    geo_cell pos = g->legend[l].pos;
    if (at.kind == GEO_PLACE_CELL && geo_cell_eq(at.u.cell, pos)) return true;
    return geo_adjacent(g->map->board, &g->overlay, geo_place_cell(pos), at);
}

/* DESTROY-3: in line of sight (R-DESTROY-3: the target does not hide
 * itself, so it is left out of the overlay for the line) and within the
 * weapon's best range (no range modifier, SHOOT-13). The overlay holds
 * space and point objects only; an edge is never an end of a line. */
static bool weapon_reaches(const rf_game *g, int l, int slot, int i)
{
    const geo_board *b = g->map->board;
    geo_place at = g->overlay.o[i].at, from = geo_place_cell(g->legend[l].pos);
    if (!legend_can_fire(g, l, slot) || at.kind == GEO_PLACE_EDGE) return false;  /* DESTROY-2 */
    rf_weapon_stats w = legend_weapon(g, l, slot);
    if (combat_hit_threshold(&w, geo_distance(b, from, at), 0).range_mod != 0) return false;
    geo_overlay ov = g->overlay;
    geo_overlay_remove(&ov, i);
    return geo_los(b, &ov, from, at, NULL);
}

static bool target_ok(const rf_game *g, int l, int how, int i)
{
    if (!destructible(g, i)) return false;
    if (how == HOW_MELEE) return melee_reaches(g, l, g->overlay.o[i].at);
    return weapon_reaches(g, l, how, i);
}

/* Targets for this attack not chosen yet. */
static int open_targets(const rf_game *g, const rf_frame *f, int how)
{
    int n = 0;
    for (int i = 0; i < g->overlay.n; i++) n += !chosen(f, i) && target_ok(g, f->legend, how, i);
    return n;
}

/* The overlay object standing at place p, -1 (one object per place). */
static int object_at(const rf_game *g, geo_place p)
{
    for (int i = 0; i < g->overlay.n; i++) {
        geo_place q = g->overlay.o[i].at;
        if (q.kind != p.kind) continue;
        if (p.kind == GEO_PLACE_CELL ? geo_cell_eq(q.u.cell, p.u.cell)
                                     : q.u.point.i == p.u.point.i && q.u.point.j == p.u.point.j &&
                                       q.u.point.level == p.u.point.level)
            return i;
    }
    return -1;
}

/* DESTROY-5, DESTROY-6: every chosen miniature is destroyed and returns to
 * its owner's supply (it leaves the overlay). No destruction effects exist
 * yet (DESTROY-6); an ability miniature's token below the initiative track
 * goes onto the cooldown track and its effect ends, taking its other
 * miniatures off the map too (DESTROY-7, abilities_play.c): so the chosen
 * objects are found again by place, and one gone already is skipped. */
static void resolve(rf_game *g, const rf_frame *f)
{
    geo_place at[DESTROY_N];
    int n = 0;
    for (int i = 0; i < g->overlay.n && n < DESTROY_N; i++)
        if (chosen(f, i)) at[n++] = g->overlay.o[i].at;
    for (int k = 0; k < n; k++) {
        int i = object_at(g, at[k]);
        if (i < 0) continue;                         /* went with the other (DESTROY-7) */
        abilities_destroyed(g, i);                /* DESTROY-7 */
        geo_overlay_remove(&g->overlay, object_at(g, at[k]));
    }
}

static int destroy_run(rf_game *g, rf_frame *f)
{
    if (f->step == STEP_HOW) {
        for (int how = 0; how <= HOW_MELEE; how++)
            if (open_targets(g, f, how) > 0) return RF_WAIT;
        engine_pop(g);                                   /* ACT-11: nothing to destroy */
        return RF_GO;
    }
    if (f->step == STEP_TARGETS && f->destroy.chosen < DESTROY_N &&
        (f->destroy.chosen == 0 || open_targets(g, f, f->destroy.how)))
        return RF_WAIT;                              /* more may be chosen */
    resolve(g, f);                                   /* "Destroy 2": at most 2 (DESTROY-1) */
    engine_pop(g);
    return RF_GO;
}

static void destroy_decision(const rf_game *g, const rf_frame *f, rf_decision *d)
{
    const rf_legend *lg = &g->legend[f->legend];
    d->kind = RF_DEC_DESTROY;
    d->seat = lg->seat;
    d->legend = f->legend;
    if (f->step == STEP_HOW)
        snprintf(d->prompt, sizeof d->prompt, "%s: Destroy 2: with a loaded weapon or a melee "
                 "attack?", lg->name);
    else
        snprintf(d->prompt, sizeof d->prompt, "%s: Destroy 2: choose a miniature (%d of %d "
                 "chosen)", lg->name, f->destroy.chosen, DESTROY_N);
}

static void how_options(const rf_game *g, const rf_frame *f, rf_optbuf *ob)
{
    const rf_legend *lg = &g->legend[f->legend];
    for (int slot = 0; slot < RF_WEAPON_SLOTS; slot++)
        if (open_targets(g, f, slot) > 0)                                  /* DESTROY-2, -3 */
            rf_opt_add(ob, engine_code(OPT_DESTROY_HOW, slot, 0), "with %s",
                       g->content->catalog.weapon[g->piece[lg->weapon[slot]].def].name);
    if (open_targets(g, f, HOW_MELEE) > 0)                                 /* DESTROY-4 */
        rf_opt_add(ob, engine_code(OPT_DESTROY_HOW, HOW_MELEE, 0), "with a melee attack");
    rf_opt_add(ob, engine_code(OPT_DONE, 0, 0), "destroy nothing");           /* ACT-11 */
}

static void target_options(const rf_game *g, const rf_frame *f, rf_optbuf *ob)
{
    for (int i = 0; i < g->overlay.n; i++) {
        if (chosen(f, i) || !target_ok(g, f->legend, f->destroy.how, i)) continue;
        const geo_overlay_obj *o = &g->overlay.o[i];
        const char *name = g->content->kinds.kind[o->kind].name;
        if (o->at.kind == GEO_PLACE_CELL)
            rf_opt_add(ob, engine_code(OPT_DESTROY_TARGET, i, 0), "destroy the %s on %d,%d", name,
                       o->at.u.cell.x, o->at.u.cell.y);
        else
            rf_opt_add(ob, engine_code(OPT_DESTROY_TARGET, i, 0), "destroy the %s at point %d,%d",
                       name, o->at.u.point.i, o->at.u.point.j);
    }
    rf_opt_add(ob, engine_code(OPT_DONE, 0, 0),
               f->destroy.chosen ? "destroy the chosen" : "destroy nothing");
}

static void destroy_options(const rf_game *g, const rf_frame *f, rf_optbuf *ob)
{
    if (f->step == STEP_HOW) how_options(g, f, ob);
    else target_options(g, f, ob);
}

static void destroy_apply(rf_game *g, rf_frame *f, uint32_t code)
{
    if (engine_code_kind(code) == OPT_DONE) {
        f->step = STEP_RESOLVE;
    } else if (f->step == STEP_HOW) {
        f->destroy.how = (int16_t)engine_code_a(code);                         /* DESTROY-2 */
        f->step = STEP_TARGETS;
    } else {
        choose(f, engine_code_a(code));                                        /* DESTROY-1 */
    }
    (void)g;
}

/* Whether destroy_options would list code, without listing (engine.h,
 * rf_frame_shortcuts; tests/unit/test_legal.c): an attack with a target
 * open to it (DESTROY-2 … DESTROY-4), a miniature not chosen yet that this
 * attack reaches (DESTROY-1), or stopping (ACT-11), always listed. */
static bool destroy_legal(const rf_game *g, const rf_frame *f, uint32_t code)
{
    int kind = engine_code_kind(code), a = engine_code_a(code), b = engine_code_b(code);
    if (b != 0) return false;
    if (kind == OPT_DONE) return a == 0;
    if (f->step == STEP_HOW)
        return kind == OPT_DESTROY_HOW && a <= HOW_MELEE && open_targets(g, f, a) > 0;
    return kind == OPT_DESTROY_TARGET && a < g->overlay.n && !chosen(f, a) &&
           target_ok(g, f->legend, f->destroy.how, a);
}

const rf_frame_ops rf_frame_destroy_ops = { "destroy", destroy_run, destroy_decision,
                                            destroy_options, destroy_apply };
const rf_frame_shortcuts rf_frame_destroy_shortcuts = { destroy_legal, NULL, NULL };
