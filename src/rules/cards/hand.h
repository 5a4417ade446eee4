/*
 * hand.h — a legend's action cards: drawing, discarding, playing
 * (CARD-5, CARD-6, RUSH-2), and the effect of a played card (effects.c).
 */
#ifndef RF_RULES_HAND_H
#define RF_RULES_HAND_H

#include "rules/engine/state.h"

static inline const rf_card_def *hand_card_of(const rf_game *g, int def)
{
    return &g->content->cards.card[def];
}
static inline const rf_card_def *hand_card(const rf_game *g, int l, int i)
{
    return hand_card_of(g, g->legend[l].hand[i]);
}

/* Card c (the content's index) goes into legend l's hand, at its place in
 * the hand's canonical order (the content's order, hand.c). */
void hand_take(rf_game *g, int l, int c);
/* Put legend l's hand back into that order, after its cards were changed
 * wholesale (determinize.c redraws a hand; tests swap hidden cards). */
void hand_order(rf_game *g, int l);
/* CARD-6: draw n cards from the top of the deck; none from an empty deck. */
void hand_draw(rf_game *g, int l, int n);
/* Move hand card i to the discard pile, face up (CARD-5, RUSH-2). */
void hand_discard(rf_game *g, int l, int i);
/* Play hand card i: discard it and resolve its effect (CARD-5, PREC-3). */
void hand_play(rf_game *g, int l, int i);
/* Resolve a card's effect for legend l (effects.c). */
void effect_apply(rf_game *g, int l, const rf_card_def *c);
/* What other seats can tell of legend l's hand (docs/rulings.md,
 * R-WINDOW-1): how many cards it holds, and that they are some of the
 * cards of its hand and deck together (public: the legend's deck less the
 * face-up discard pile, CARD-5, CARD-6), never which. A window that asks
 * "any card to play?" opens on these facts alone, so that whether it opens
 * tells nobody what the hand holds; the seat may then pass.
 * hand_may_hold: l holds cards and one of its hand or deck fits. */
typedef bool (*rf_card_fit)(const rf_card_def *c, const void *arg);
bool hand_may_hold(const rf_game *g, int l, rf_card_fit fits, const void *arg);

#endif
