/*
 * hand.h — a legend's action cards: drawing, discarding, playing
 * (CARD-5, CARD-6, RUSH-2), and the effect of a played card (effects.c).
 */
#ifndef RF_RULES_HAND_H
#define RF_RULES_HAND_H

#include "rules/state.h"

static inline const rf_card_def *rf_card_of(const rf_game *g, int def)
{
    return &g->content->cards.card[def];
}
static inline const rf_card_def *rf_hand_card(const rf_game *g, int l, int i)
{
    return rf_card_of(g, g->legend[l].hand[i]);
}

/* CARD-6: draw n cards from the top of the deck; none from an empty deck. */
void rf_hand_draw(rf_game *g, int l, int n);
/* Move hand card i to the discard pile, face up (CARD-5, RUSH-2). */
void rf_hand_discard(rf_game *g, int l, int i);
/* Play hand card i: discard it and resolve its effect (CARD-5, PREC-3). */
void rf_hand_play(rf_game *g, int l, int i);
/* Resolve a card's effect for legend l (effects.c). */
void rf_effect_apply(rf_game *g, int l, const rf_card_def *c);
/* Any card in l's hand of this kind (and, for reactions, timing/squad)? */
bool rf_hand_has(const rf_game *g, int l, int kind);

#endif
