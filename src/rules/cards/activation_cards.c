/*
 * activation_cards.c — see activation_cards.h.
 *
 * Card actions happen only in the legend's own activation (CARD-2) and only
 * on the map (ACT-21). A special action costs its printed AP (CARD-3,
 * ACT-6). The Rush discards any card from the hand, its main effect
 * ignored (RUSH-2), once per activation (RUSH-1, RUSH-3), for a Move 1 or
 * for one more MP in a Move the legend is about to make.
 */
#include <stdio.h>

#include "rules/cards/activation_cards.h"
#include "rules/cards/hand.h"
#include "rules/engine/legends.h"
#include "rules/cards/effect_ops.h"
#include "rules/engine/plugin.h"
#include "rules/combat/weapon_printed.h"

static bool playable_now(const rf_game *g, int l, const rf_card_def *c)
{
    if (c->effect == RF_EFF_SHOOT && (legend_shot_limit_reached(g) || !legend_shoot_possible(g, l)))
        return false;                                                  /* CARD-7, ACT-10 */
    if (!effect_card_fx_playable(g, l, c)) return false;                   /* the card's condition */
    if (c->kind == RF_CARD_FREE) return true;                          /* CARD-3 */
    return c->kind == RF_CARD_SPECIAL && c->cost <= g->ap;             /* CARD-3, ACT-6 */
}

void activation_card_options(const rf_game *g, const rf_frame *f, rf_optbuf *ob)
{
    int l = f->legend;
    const rf_legend *lg = &g->legend[l];
    if (!lg->on_map) return;                                           /* ACT-21 */
    for (int i = 0; i < lg->hand_n; i++) {
        const rf_card_def *c = hand_card(g, l, i);
        if (playable_now(g, l, c))
            rf_opt_add(ob, engine_code(OPT_CARD, i, 0), "play %s (%s)", c->name,
                       c->kind == RF_CARD_FREE ? "free action" : c->cost == 1 ? "1 AP" : "2 AP");
    }
    plug_card_options(g, f, ob);            /* a role card (ASSN-9), a champion card (CHAMP-19) */
    weapon_action_options(g, l, ob);                           /* WEAPON-15, ACT-15 */
    if (g->rush_used) return;
    for (int i = 0; i < lg->hand_n; i++)
        rf_opt_add(ob, engine_code(OPT_RUSH, i, 0), "Rush: discard %s for a Move 1",
                   hand_card(g, l, i)->name);
}

/* The hand's part of the listing above: card i in hand, played if
 * playable now (CARD-2, CARD-3), discarded for a Rush while unused
 * (RUSH-1, RUSH-3); only from the map (ACT-21). */
bool activation_card_listed(const rf_game *g, const rf_frame *f, uint32_t code)
{
    int l = f->legend, i = engine_code_a(code);
    if (!g->legend[l].on_map || engine_code_b(code) != 0 || i >= g->legend[l].hand_n) return false;
    if (engine_code_kind(code) == OPT_CARD) return playable_now(g, l, hand_card(g, l, i));
    return engine_code_kind(code) == OPT_RUSH && !g->rush_used;
}

/* A free card, or a special one the AP left pay for (CARD-3), by its kind
 * and cost alone (its condition may rest on what others do not know). */
static bool fits_action(const rf_card_def *c, const void *arg)
{
    int ap = *(const int *)arg;
    return c->kind == RF_CARD_FREE || (c->kind == RF_CARD_SPECIAL && c->cost <= ap);
}

bool activation_cards_may(const rf_game *g, const rf_frame *f)
{
    int l = f->legend, ap = g->ap;
    if (!g->legend[l].on_map) return false;                            /* ACT-21 */
    if (!g->rush_used && g->legend[l].hand_n > 0) return true;         /* RUSH-1 */
    if (hand_may_hold(g, l, fits_action, &ap)) return true;         /* CARD-2, CARD-3 */
    if (weapon_action_may(g, l)) return true;                       /* WEAPON-15 */
    return plug_card_may(g, f);                                        /* ASSN-9, CHAMP-19 */
}

bool activation_card_apply(rf_game *g, rf_frame *f, uint32_t code)
{
    int l = f->legend, i = engine_code_a(code);
    if (plug_card_apply(g, f, code)) return true;                      /* ASSN-9, CHAMP-19 */
    if (weapon_action_apply(g, l, code)) return true;               /* WEAPON-15 */
    if (engine_code_kind(code) == OPT_CARD) {
        const rf_card_def *c = hand_card(g, l, i);
        if (c->kind == RF_CARD_SPECIAL) g->ap = (uint8_t)(g->ap - c->cost);   /* CARD-3 */
        hand_play(g, l, i);
        return true;
    }
    if (engine_code_kind(code) != OPT_RUSH) return false;
    hand_discard(g, l, i);                                          /* RUSH-2 */
    g->rush_used = true;
    engine_push(g, FR_MOVE, l)->move.mp = 1;                               /* RUSH-1 (a) */
    return true;
}

/* RUSH-1 (b), RUSH-3: not used yet this activation, in the legend's own
 * activation, once per Move, before moving. */
static bool move_rush_open(const rf_game *g, const rf_frame *f)
{
    return !g->rush_used && g->active == f->legend && !f->move.rushed;
}

void move_rush_options(const rf_game *g, const rf_frame *f, rf_optbuf *ob)
{
    int l = f->legend;
    if (!move_rush_open(g, f)) return;
    for (int i = 0; i < g->legend[l].hand_n; i++)
        rf_opt_add(ob, engine_code(OPT_RUSH, i, 1), "Rush: discard %s for one more MP",
                   hand_card(g, l, i)->name);
}

bool move_rush_listed(const rf_game *g, const rf_frame *f, uint32_t code)
{
    return engine_code_kind(code) == OPT_RUSH && engine_code_b(code) == 1 &&
           engine_code_a(code) < g->legend[f->legend].hand_n && move_rush_open(g, f);
}

bool move_rush_apply(rf_game *g, rf_frame *f, uint32_t code)
{
    if (engine_code_kind(code) != OPT_RUSH) return false;
    hand_discard(g, f->legend, engine_code_a(code));                    /* RUSH-2 */
    g->rush_used = true;
    f->move.mp++;                                                      /* RUSH-1 (b) */
    f->move.rushed = 1;
    return true;
}
