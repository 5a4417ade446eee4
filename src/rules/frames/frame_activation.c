/*
 * frame_activation.c — a legend's activation (ACT-3 … ACT-21).
 *
 * The active legend has 2 action points (ACT-3) to spend on basic actions
 * of 1 AP each (ACT-8): Move 2, Shoot (at most once per activation,
 * ACT-10), Respawn (only when eliminated). A legend on the map may end its
 * activation at any time (ACT-7); one that starts it eliminated must first
 * Respawn (ACT-20), and one eliminated during its own activation may spend
 * 1 AP to respawn at once (RESP-3). Each basic action at most twice
 * (ACT-9). frame activation.eliminated: 1 if the activation started with the legend
 * eliminated.
 *
 * Before or after any action, at no AP cost, the legend may drop backpack
 * tokens and pick up tokens nearby (ACT-17), also after its last AP is
 * spent. Combined actions ("Interact and Move 1" ...) run in frame_combined.c.
 * Rush and card actions come with the match issue's card machinery.
 */
#include <stdio.h>

#include "rules/engine/undo.h"
#include "rules/engine/engine.h"
#include "geo/adjacency.h"
#include "rules/cards/abilities_play.h"
#include "rules/cards/activation_cards.h"
#include "rules/engine/legends.h"
#include "rules/engine/plugin.h"
#include "rules/engine/pieces.h"
#include "rules/combat/weapon_printed.h"

enum { STEP_START, STEP_CHOOSE };

static const char *const action_label[ACT_COUNT] = {
    "Move 2", "Interact and Move 1", "Shoot", "Use and Move 1", "Melee Attack and Move 1",
    "Destroy 2 and Move 1", "Respawn", "end the activation",
    "Interact and Use (legendary helmet, 1 AP)",
};

/* GEAR-7: a legendary helmet on the gear slot grants "Interact and Use". */
static bool legendary_helmet(const rf_game *g, int l)
{
    int p = g->legend[l].gear[RF_GEAR_HELMET];
    return p >= 0 && pieces_loot_of(g, p)->rarity == RF_LEGENDARY;
}

/* How often one basic action may be taken this activation (ACT-9,
 * CHAMP-12): asked once per listing, not once per action (a plug-in walk). */
static int same_action_limit(const rf_game *g, const rf_frame *f)
{
    return g->ap >= 1 ? plug_same_action_limit(g, f->legend) : 0;
}

/* limit: same_action_limit's answer for this state. */
static bool action_allowed_within(const rf_game *g, const rf_frame *f, int act, int limit)
{
    int l = f->legend;
    const rf_legend *lg = &g->legend[l];
    if (act == ACT_END) return lg->on_map || !f->activation.eliminated; /* ACT-7, ACT-20 */
    if (act == ACT_INTERACT_USE)                              /* GEAR-7, CARD-2, CARD-3 */
        return g->ap >= 1 && lg->on_map && legendary_helmet(g, l);
    if (g->ap < 1 || g->basic_used[act] >= limit)
        return false;                                         /* ACT-6, ACT-9, CHAMP-12 */
    if (!lg->on_map) return act == ACT_RESPAWN;               /* RESP-2, ELIM-4 */
    switch (act) {
    case ACT_MOVE2: return true;
    case ACT_INTERACT_MOVE1: return true;                     /* ACT-11: the Move 1 alone too */
    case ACT_SHOOT: return !legend_shot_limit_reached(g) && legend_shoot_possible(g, l); /* ACT-10 */
    case ACT_USE_MOVE1: return true;                          /* ACT-11: the Move 1 alone too */
    case ACT_MELEE_MOVE1: return true;                        /* ACT-11: the Move 1 alone too */
    case ACT_DESTROY2_MOVE1: return true;                     /* ACT-11: the Move 1 alone too */
    default: return false;
    }
}

static bool action_allowed(const rf_game *g, const rf_frame *f, int act)
{
    return action_allowed_within(g, f, act, same_action_limit(g, f));
}

static void drop_options(const rf_game *g, int l, rf_optbuf *ob);
static void pick_options(const rf_game *g, int l, rf_optbuf *ob);

/* ACT-2: when the activation is done, the legend's draft card turns face
 * down (until the transition, TRANS-6). */
static void end_activation(rf_game *g, rf_frame *f)
{
    g->legend[f->legend].activated = true;
    g->active = -1;
    undo_info_new(g);                       /* no undo past the end of an activation (undo.c) */
    engine_pop(g);
}

/* Cards and abilities the legend may still use: the cards as far as the
 * other seats can tell (R-WINDOW-1), so that the activation ending by
 * itself tells them nothing of the hand; abilities are on the table. */
static bool cards_possible(const rf_game *g, const rf_frame *f)
{
    if (activation_cards_may(g, f)) return true;
    rf_optbuf ob = { NULL, NULL, 0, 0, NULL };          /* count only */
    abil_options(g, f, &ob);
    return ob.n > 0;
}

static bool loot_possible(const rf_game *g, int l)
{
    for (int s = 0; s < RF_BACKPACK; s++)           /* a drop: the own space is always listed */
        if (g->legend[l].pack[s] >= 0) return true;
    rf_optbuf ob = { NULL, NULL, 0, 0, NULL };          /* count only */
    drop_options(g, l, &ob);
    pick_options(g, l, &ob);
    plug_loot_options(g, l, &ob);                          /* REPL-6, REPL-7, REPL-10 */
    return ob.n > 0;
}

static int activation_run(rf_game *g, rf_frame *f)
{
    if (f->step == STEP_START) {
        g->active = f->legend;
        g->ap = (uint8_t)plug_activation_ap(g, f->legend);      /* ACT-3, CHAMP-12 */
        g->shots = 0;
        g->rush_used = false;
        for (int i = 0; i < 8; i++) g->basic_used[i] = 0;
        f->activation.eliminated = !g->legend[f->legend].on_map;
        f->step = STEP_CHOOSE;
    }
    if (plug_activation_first(g)) return RF_GO;               /* the leader card (ASSN-8) */
    bool any = false, on_map = g->legend[f->legend].on_map;
    int limit = same_action_limit(g, f);
    for (int act = 0; act < ACT_COUNT && !any; act++)
        any = act != ACT_END && action_allowed_within(g, f, act, limit);
    if (!any && on_map) any = loot_possible(g, f->legend) || cards_possible(g, f);
    if (!any && (on_map || g->ap == 0)) {
        end_activation(g, f);                                 /* nothing left to do */
        return RF_GO;
    }
    return RF_WAIT;
}

static void activation_who(const rf_game *g, const rf_frame *f, rf_decision *d)
{
    d->kind = RF_DEC_ACTION;
    d->seat = g->legend[f->legend].seat;
    d->legend = f->legend;
}

static void activation_decision(const rf_game *g, const rf_frame *f, rf_decision *d)
{
    const rf_legend *lg = &g->legend[f->legend];
    activation_who(g, f, d);
    snprintf(d->prompt, sizeof d->prompt, "%s (%d AP left): choose an action", lg->name, g->ap);
}

/* ACT-17 (a): drop backpack tokens on the legend's or a neighbouring space. */
static void drop_options(const rf_game *g, int l, rf_optbuf *ob)
{
    bool any = false;
    for (int s = 0; s < RF_BACKPACK; s++) any |= g->legend[l].pack[s] >= 0;
    if (!any) return;                                          /* nothing to drop */
    geo_cell cells[GEO_NDIRS + 1];
    int n = pieces_drop_spaces(g, l, cells);
    for (int s = 0; s < RF_BACKPACK; s++) {
        int p = g->legend[l].pack[s];
        if (p < 0) continue;
        for (int i = 0; i < n; i++)
            rf_opt_add(ob, engine_code(OPT_LOOT_DROP, s, geo_cell_index(cells[i])), "drop %s on %d,%d",
                       pieces_loot_of(g, p)->name, cells[i].x, cells[i].y);
    }
}

/* ACT-17 (b): whether space c is the legend's space or one it is adjacent
 * to (a wall between them, a level apart: geo_adjacent). */
static bool reaches(const rf_game *g, geo_cell at, geo_cell c)
{
    if (geo_cell_distance(c, at) > 1) return false;                /* cheap test first */
    return geo_cell_eq(c, at) ||
           geo_adjacent(g->map->board, &g->overlay, geo_place_cell(at), geo_place_cell(c));
}

/* ACT-17 (b): whether token p lies on the legend's space or an adjacent one. */
static bool within_reach(const rf_game *g, int l, int p)
{
    if (g->piece[p].where != RF_ON_MAP) return false;
    return reaches(g, g->legend[l].pos, geo_cell_at(g->piece[p].at));
}

/* ACT-17 (b): pick up tokens from the legend's space and adjacent spaces.
 * Every action listing looks, so only the pieces on the map are visited
 * (their index, state.h), in piece order, and one more than a row of cells
 * away (cell indexes have a fixed stride) is passed over at once. The
 * spaces adjacent to the legend's are one answer (`reaches` for each of
 * the 8 around, geo_cell_contiguous_dirs). */
static void pick_options(const rf_game *g, int l, rf_optbuf *ob)
{
    geo_cell at = g->legend[l].pos;
    int here = geo_cell_index(at);
    unsigned dirs = geo_cell_contiguous_dirs(g->map->board, at, false);
    for (int w = 0; w < RF_PIECE_WORDS; w++)
        for (uint64_t bits = g->on_map[w]; bits; bits &= bits - 1) {
            int p = w * 64 + __builtin_ctzll(bits), apart = g->piece[p].at - here;
            if (apart < -GEO_MAX_DIM - 1 || apart > GEO_MAX_DIM + 1) continue;
            geo_cell c = geo_cell_at(g->piece[p].at);
            if (geo_cell_distance(c, at) > 1) continue;
            if (apart == 0 || dirs >> geo_dir_between(at, c) & 1u)
                rf_opt_add(ob, engine_code(OPT_LOOT_PICK, 0, p), "pick up %s from %d,%d",
                           pieces_loot_of(g, p)->name, c.x, c.y);
        }
}

/* ACT-17 (a): whether drop_options lists dropping backpack slot s on cell. */
static bool drop_listed(const rf_game *g, int l, int s, int cell)
{
    return s < RF_BACKPACK && g->legend[l].pack[s] >= 0 && pieces_is_drop_space(g, l, cell);
}

static void activation_options(const rf_game *g, const rf_frame *f, rf_optbuf *ob)
{
    int limit = same_action_limit(g, f);
    for (int act = 0; act < ACT_COUNT; act++)
        if (action_allowed_within(g, f, act, limit))
            rf_opt_add(ob, engine_code(OPT_ACTION, act, 0), "%s", action_label[act]);
    if (!g->legend[f->legend].on_map) return;
    activation_card_options(g, f, ob);
    abil_options(g, f, ob);                             /* ABIL-3, ACT-12 */
    drop_options(g, f->legend, ob);
    pick_options(g, f->legend, ob);
    plug_loot_options(g, f->legend, ob);                   /* REPL-6, REPL-7, REPL-10 */
}

/* Exactly what activation_options lists: the basic actions, the free
 * loot handling, the abilities' use, the hand's cards and Rush and the
 * weapons' special actions checked directly (no other part of the listing
 * makes codes of their kinds); the plug-ins' kinds (a role card ASSN-9, a
 * champion card CHAMP-19, the Replicator REPL-6, REPL-7, REPL-10) by
 * their own legal hooks (no core part makes them). */
static bool activation_legal(const rf_game *g, const rf_frame *f, uint32_t code)
{
    int a = engine_code_a(code), b = engine_code_b(code), l = f->legend;
    bool on_map = g->legend[l].on_map;
    switch (engine_code_kind(code)) {
    case OPT_ACTION: return b == 0 && a < ACT_COUNT && action_allowed(g, f, a);
    case OPT_LOOT_DROP: return on_map && drop_listed(g, l, a, b);
    case OPT_LOOT_PICK: return on_map && a == 0 && b < g->npieces && within_reach(g, l, b);
    case OPT_ABILITY: return b == 0 && abil_usable(g, f, a);    /* ABIL-3, ACT-12 */
    case OPT_CARD:                                                   /* CARD-2, CARD-3 */
    case OPT_RUSH: return activation_card_listed(g, f, code);    /* RUSH-1, RUSH-3 */
    case OPT_WEAPON_ACTION: return on_map && weapon_action_listed(g, l, code);   /* ACT-21 */
    default: return on_map && plug_activation_legal(g, f, code);
    }
}

/* Free loot handling (ACT-17, LOOT-8): no AP. */
static bool loot_apply(rf_game *g, int l, uint32_t code)
{
    if (engine_code_kind(code) == OPT_LOOT_DROP) {
        piece_to_map(g, g->legend[l].pack[engine_code_a(code)], geo_cell_at(engine_code_b(code)));
        return true;
    }
    if (engine_code_kind(code) == OPT_LOOT_PICK) {
        piece_hold(g, engine_code_b(code), l);
        engine_push(g, FR_RECEIVE_LOOT, l);                        /* LOOT-4 */
        return true;
    }
    return false;
}

static void activation_apply(rf_game *g, rf_frame *f, uint32_t code)
{
    if (loot_apply(g, f->legend, code) || plug_loot_apply(g, f->legend, code) ||
        activation_card_apply(g, f, code) ||
        abil_apply(g, f, code))
        return;
    int act = engine_code_a(code), l = f->legend;
    if (act == ACT_END) {
        end_activation(g, f);
        return;
    }
    g->ap--;
    if (act < ACT_END) g->basic_used[act]++;                  /* ACT-9: basic actions only */
    f->activation.eliminated = 0;
    switch (act) {
    case ACT_MOVE2: engine_push(g, FR_MOVE, l)->move.mp = 2; break; /* MOVE-1 */
    case ACT_INTERACT_MOVE1: engine_push(g, FR_COMBINED, l)->combined.main = FR_INTERACT; break;
    case ACT_SHOOT: g->shots++; engine_push(g, FR_SHOOT, l); break;
    case ACT_USE_MOVE1:
        engine_push(g, FR_COMBINED, l)->combined.main = FR_USE;
        break; /* USE-3, ACT-11 */
    case ACT_MELEE_MOVE1: engine_push(g, FR_COMBINED, l)->combined.main = FR_MELEE; break; /* MELEE-1 */
    case ACT_DESTROY2_MOVE1:
        engine_push(g, FR_COMBINED, l)->combined.main = FR_DESTROY;
        break; /* DESTROY-1 */
    case ACT_RESPAWN: engine_push(g, FR_RESPAWN, l); break;
    case ACT_INTERACT_USE: {                                  /* GEAR-7, ACT-16: 1 AP in all */
        rf_frame *c = engine_push(g, FR_COMBINED, l);
        c->combined.main = FR_INTERACT;
        c->combined.second = FR_USE;                          /* the second part: Use, not Move 1 */
        break;
    }
    default: break;
    }
}

const rf_frame_ops rf_frame_activation_ops = { "activation", activation_run, activation_decision,
                                               activation_options, activation_apply };
const rf_frame_shortcuts rf_frame_activation_shortcuts = { activation_legal,
                                                            activation_who, NULL };
