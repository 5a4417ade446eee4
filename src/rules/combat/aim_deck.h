/*
 * aim_deck.h — the shared Aim deck (AIM-1, AIM-19): drawing from its top
 * and shuffling every card back after a use.
 *
 * Shoot (SHOOT-10, SHOOT-12), melee (MELEE-2) and grenades (GRENADE-4) all
 * reveal cards from the top of one deck, g->aim_deck (index 0 is the top),
 * and shuffle the used cards back afterwards. Drawing does not take cards
 * out of g->aim_deck: a use reads the top n and then resets the whole deck,
 * so the deck always holds the 14 cards once each (rf_check, AIM-1).
 */
#ifndef RF_RULES_AIM_DECK_H
#define RF_RULES_AIM_DECK_H

#include "rules/engine/state.h"

/* The top n cards of the Aim deck in draw order, written to out; n is
 * capped at the deck's size (RF_AIM_DECK). Returns how many were written.
 * The deck is unchanged. */
int aim_deck_draw(const rf_game *g, rf_aim_card *out, int n);

/* Shuffle all the cards back into the Aim deck with the game's generator
 * (SHOOT-12, MELEE-2 (4), AIM-19). */
void aim_deck_reset(rf_game *g);

#endif
