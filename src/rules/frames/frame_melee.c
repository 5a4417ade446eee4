/*
 * frame_melee.c — a Melee Attack, the main part of "Melee Attack and
 * Move 1" (MELEE-1 … MELEE-3, PUSH-1 … PUSH-7, ACT-8, ACT-11).
 *
 * Steps (MELEE-2): (1) choose an adjacent enemy legend (ADJ-2), or no
 * attack; (2) reveal the top Aim card; (3) on a printed value of 40 or more
 * (MELEE-3) deal 4 damage and push the enemy 1 space away (PUSH), with 4
 * more damage on a collision (PUSH-5); on an occupied lower space the
 * pushed legend's seat places it on a free space adjacent to that space
 * (PUSH-4); (4) shuffle the Aim card back (AIM-19).
 *
 * With no adjacent enemy the part does nothing (ACT-11: the legend may
 * perform only the Move 1).
 *
 * A card's melee (effect "melee", effects.c; CARD-9's PUSH, ON COLLISION
 * and FOLLOW) is the same frame with the card's numbers (melee.card): its
 * damage, push spaces and collision damage; with FOLLOW the attacker then
 * moves to the space the enemy was pushed from (PUSH-7), if it moved. frame target: the enemy; melee.lower: the occupied lower
 * space (cell index) while the pushed legend's seat chooses where it lands.
 * Invariant: the Aim deck is reset before the frame pops, whatever happened.
 */
#include <stdio.h>
#include <string.h>

#include "geo/adjacency.h"
#include "rules/engine/undo.h"
#include "rules/combat/aim_deck.h"
#include "rules/engine/engine.h"
#include "rules/record/events.h"
#include "rules/engine/legends.h"
#include "rules/record/log.h"
#include "rules/engine/plugin.h"

enum {
    MELEE_DAMAGE = 4,       /* MELEE-2 (3) */
    MELEE_PUSH = 1,         /* MELEE-2 (3): push 1 space (PUSH-1) */
    MELEE_COLLISION = 4,    /* MELEE-2 (3), PUSH-5 */
};

/* MELEE-1: an enemy on the map on an adjacent space (same level, no
 * obstacle between, ADJ-2). */
static bool melee_target_ok(const rf_game *g, int l, int t)
{
    const rf_legend *a = &g->legend[l], *b = &g->legend[t];
    if (plug_no_attack(g, l) || plug_untargetable(g, t)) return false;  /* Into the Void */
    return t != l && a->on_map && b->on_map && legend_enemies(g, l, t) &&
           geo_adjacent(g->map->board, &g->overlay, geo_place_cell(a->pos), geo_place_cell(b->pos));
}

static bool any_target(const rf_game *g, int l)
{
    for (int t = 0; t < g->nlegends; t++)
        if (melee_target_ok(g, l, t)) return true;
    return false;
}

bool legend_melee_target_any(const rf_game *g, int l)
{
    return any_target(g, l);
}

/* Damage by the attacker f->legend to a legend (DMG-3, KO-1 … KO-3);
 * ELIM-1 when health reaches 0. cause: RF_CAUSE_MELEE or RF_CAUSE_PUSH
 * (for rf_game_set_events). Returns true if the legend was eliminated. */
static bool hurt(rf_game *g, const rf_frame *f, int t, int amount, int cause)
{
    rf_legend *lg = &g->legend[t];
    rf_damage_result dr = combat_apply_damage(&lg->vitals, amount, RF_DMG_NORMAL);
    if (lg->gear[RF_GEAR_KNOCKDOWN] >= 0)
        g->piece[lg->gear[RF_GEAR_KNOCKDOWN]].exhausted = lg->vitals.ko_exhausted;   /* KO-3 */
    g->last.damage = (int16_t)(g->last.damage + amount);
    events_damage(g, t, f->legend, cause, rf_cause_name(cause), amount, &dr);
    log_damage(g, t, cause == RF_CAUSE_PUSH ? "the collision (PUSH-5)" : "the melee attack", amount,
                  &dr);
    if (dr.eliminated) legend_eliminate_by(g, t, f->legend);            /* ELIM-1 */
    return dr.eliminated;
}

static void record(rf_game *g, const rf_frame *f, rf_aim_card c, bool hit)
{
    rf_last_attack *la = &g->last;
    memset(la, 0, sizeof *la);
    la->shooter = f->legend;
    la->target = f->target;
    la->weapon = -1;                                       /* a melee attack */
    la->ht = 40;                                           /* MELEE-2 (3) */
    la->hits = hit;
    la->ncards = 1;
    la->cards[0] = c;
    la->hit_mask = hit;
}

/* The enemy enters the space it was pushed to. TERM-6: "when a legend
 * enters a space" fires here (a push places it there); no rule of this
 * version reacts to it yet (portals and triggers come with the legends), so
 * there is nothing to call. */
static void enter(rf_game *g, int t, geo_cell c)
{
    g->legend[t].pos = c;
}

/* What stopped a push, for the log. */
static const char *collision_name(int outcome)
{
    switch (outcome) {
    case RF_PUSH_OFF_MAP: return "the map's edge";
    case RF_PUSH_HIGHER: return "a higher level";
    case RF_PUSH_OCCUPIED: return "another legend";
    case RF_PUSH_LOWER_OCCUPIED: return "another legend below";
    default: return "an obstacle";
    }
}

/* PUSH-1 … PUSH-6: push the enemy up to `spaces` spaces away from the
 * attacker, one step at a time (PUSH-2). Returns RF_MELEE_LAND when its seat
 * must place it (PUSH-4), else RF_MELEE_END. */
static int push(rf_game *g, rf_frame *f, int spaces, int collision_damage)
{
    const geo_board *b = g->map->board;
    int t = f->target;
    geo_cellset others;
    legends_occupied(g, t, &others);
    for (int i = 0; i < spaces; i++) {
        rf_push_step s = combat_push_one(b, &g->overlay, &others, g->legend[f->legend].pos,
                                     g->legend[t].pos);
        if (s.outcome == RF_PUSH_MOVED) {
            if (f->melee.follow && !f->melee.from)           /* FOLLOW: where it stood */
                f->melee.from = (int16_t)(1 + geo_cell_index(g->legend[t].pos));
            enter(g, t, s.to);
            log_msg(g, -1, "%s is pushed to %d,%d (PUSH-1)", g->legend[t].name, s.to.x, s.to.y);
            continue;
        }
        log_msg(g, -1, "%s is pushed against %s (PUSH-5)", g->legend[t].name, collision_name(s.outcome));
        if (hurt(g, f, t, collision_damage, RF_CAUSE_PUSH)) return RF_MELEE_END;   /* PUSH-5 */
        if (s.outcome != RF_PUSH_LOWER_OCCUPIED) return RF_MELEE_END;         /* PUSH-3: stays */
        f->melee.lower = (int16_t)geo_cell_index(s.to);
        return RF_MELEE_LAND;                                                  /* PUSH-4 */
    }
    return RF_MELEE_END;
}

/* MELEE-2 (2), (3): reveal one card; a hit deals 4 damage and pushes. */
static int strike(rf_game *g, rf_frame *f)
{
    rf_aim_card c;
    aim_deck_draw(g, &c, 1);                                            /* MELEE-2 (2) */
    undo_info_new(g);                                        /* an Aim card revealed: no undo */
    bool hit = combat_melee_hits(&c);                                          /* MELEE-3 */
    record(g, f, c, hit);
    rec_melee_add(g, f->legend, f->target, c, hit);        /* for views (record.h) */
    log_msg(g, -1, "%s attacks %s in melee: Aim card %d, %s (MELEE-3: 40 or more)",
            g->legend[f->legend].name, g->legend[f->target].name, c.value, hit ? "a hit" : "a miss");
    bool card = f->melee.card;                               /* a card's numbers (CARD-9) */
    if (!hit || hurt(g, f, f->target, card ? f->melee.damage : MELEE_DAMAGE, RF_CAUSE_MELEE))
        return RF_MELEE_END;                                               /* eliminated: no push */
    return push(g, f, card ? f->melee.push : MELEE_PUSH,
                card ? f->melee.collision : MELEE_COLLISION);
}

/* FOLLOW (CARD-9, PUSH-7): the attacker moves to the space the enemy was
 * pushed from, once the push is over (a push that moved it; the space is
 * free: the enemy left it). */
static void follow(rf_game *g, const rf_frame *f)
{
    if (!f->melee.from) return;
    geo_cell c = geo_cell_at(f->melee.from - 1);
    g->legend[f->legend].pos = c;
    log_msg(g, -1, "%s follows to %d,%d (FOLLOW, PUSH-7)", g->legend[f->legend].name, c.x, c.y);
}

/* PUSH-4: the free spaces adjacent to the occupied lower space. */
static int landing_spaces(const rf_game *g, const rf_frame *f, geo_cell out[8])
{
    geo_cellset others;
    legends_occupied(g, f->target, &others);
    return combat_push_landing(g->map->board, &g->overlay, &others, geo_cell_at(f->melee.lower), out);
}

static int melee_run(rf_game *g, rf_frame *f)
{
    geo_cell spaces[8];
    switch (f->step) {
    case RF_MELEE_TARGET:
        if (any_target(g, f->legend)) return RF_WAIT;
        engine_pop(g);                                   /* ACT-11: no enemy adjacent, no attack */
        return RF_GO;
    case RF_MELEE_STRIKE:
        f->step = (uint8_t)strike(g, f);
        return RF_GO;
    case RF_MELEE_LAND:
        if (landing_spaces(g, f, spaces) > 0) return RF_WAIT;
        f->step = RF_MELEE_END;                          /* R-PUSH-4-none: nowhere free, it stays */
        log_msg(g, -1, "%s cannot be pushed: no free space to land on, it stays (ruling "
                       "R-PUSH-4-none).", g->legend[f->target].name);
        return RF_GO;
    default:
        follow(g, f);                                /* a card's FOLLOW (CARD-9) */
        aim_deck_reset(g);                        /* MELEE-2 (4), AIM-19 */
        engine_pop(g);
        return RF_GO;
    }
}

static void melee_decision(const rf_game *g, const rf_frame *f, rf_decision *d)
{
    const rf_legend *lg = &g->legend[f->legend];
    if (f->step == RF_MELEE_LAND) {
        const rf_legend *t = &g->legend[f->target];
        geo_cell c = geo_cell_at(f->melee.lower);
        d->kind = RF_DEC_PUSH;
        d->seat = t->seat;                                                 /* PUSH-4 */
        d->legend = f->target;
        snprintf(d->prompt, sizeof d->prompt, "%s is pushed onto occupied %d,%d below: choose "
                 "a free space next to it", t->name, c.x, c.y);
        return;
    }
    d->kind = RF_DEC_MELEE;
    d->seat = lg->seat;
    d->legend = f->legend;
    snprintf(d->prompt, sizeof d->prompt, "%s: Melee Attack: choose an adjacent enemy",
             lg->name);
}

static void melee_options(const rf_game *g, const rf_frame *f, rf_optbuf *ob)
{
    if (f->step == RF_MELEE_LAND) {
        geo_cell spaces[8];
        int n = landing_spaces(g, f, spaces);
        for (int i = 0; i < n; i++)
            rf_opt_add(ob, engine_code(OPT_PUSH_LAND, 0, geo_cell_index(spaces[i])), "land on %d,%d",
                       spaces[i].x, spaces[i].y);
        return;
    }
    for (int t = 0; t < g->nlegends; t++)
        if (melee_target_ok(g, f->legend, t))                               /* MELEE-1 */
            rf_opt_add(ob, engine_code(OPT_MELEE_TARGET, t, 0), "melee %s at %d,%d",
                       g->legend[t].name, g->legend[t].pos.x, g->legend[t].pos.y);
    rf_opt_add(ob, engine_code(OPT_DONE, 0, 0), "no melee attack");              /* ACT-11 */
}

static void melee_apply(rf_game *g, rf_frame *f, uint32_t code)
{
    if (f->step == RF_MELEE_LAND) {
        enter(g, f->target, geo_cell_at(engine_code_b(code)));                 /* PUSH-4 */
        f->step = RF_MELEE_END;
    } else if (engine_code_kind(code) == OPT_DONE) {
        engine_pop(g);
    } else {
        f->target = (int8_t)engine_code_a(code);                               /* MELEE-2 (1) */
        f->step = RF_MELEE_STRIKE;
    }
}

/* PUSH-4: whether the pushed legend may land on cell (landing_spaces,
 * the listing's own: at most 8 spaces, nothing labelled). */
static bool landing_legal(const rf_game *g, const rf_frame *f, int cell)
{
    geo_cell spaces[8];
    int n = landing_spaces(g, f, spaces);
    for (int i = 0; i < n; i++)
        if (geo_cell_index(spaces[i]) == cell) return true;
    return false;
}

/* Whether melee_options would list code, without listing (engine.h,
 * rf_frame_shortcuts; tests/unit/test_legal.c): where a pushed legend
 * lands (PUSH-4), an adjacent enemy (MELEE-1) or no attack (ACT-11). */
static bool melee_legal(const rf_game *g, const rf_frame *f, uint32_t code)
{
    int kind = engine_code_kind(code), a = engine_code_a(code), b = engine_code_b(code);
    if (f->step == RF_MELEE_LAND) return kind == OPT_PUSH_LAND && a == 0 && landing_legal(g, f, b);
    if (kind == OPT_MELEE_TARGET) return b == 0 && a < g->nlegends && melee_target_ok(g, f->legend, a);
    return kind == OPT_DONE && a == 0 && b == 0;
}

const rf_frame_ops rf_frame_melee_ops = { "melee", melee_run, melee_decision, melee_options,
                                          melee_apply };
const rf_frame_shortcuts rf_frame_melee_shortcuts = { melee_legal, NULL, NULL };
