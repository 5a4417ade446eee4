/*
 * shoot_cards.h — the card windows of a Shoot: the shooter's Enhanced
 * Shoot card (step 1d, ENHANCE) and the reactions of the target's squad
 * before and after firing (steps 2 and 4, REACT).
 */
#ifndef RF_RULES_SHOOT_CARDS_H
#define RF_RULES_SHOOT_CARDS_H

#include "rules/engine/engine.h"

/* ENHANCE-1 … ENHANCE-4: may the shooter still play an Enhanced card? */
bool enhance_open(const rf_game *g, const rf_frame *f);
void enhance_options(const rf_game *g, const rf_frame *f, rf_optbuf *ob);
void enhance_apply(rf_game *g, rf_frame *f, uint32_t code);
/* Whether enhance_options lists code, without listing (rf_choose). */
bool enhance_listed(const rf_game *g, const rf_frame *f, uint32_t code);

/* REACT-2 … REACT-7: may some legend still react at this step (`when`)? */
bool reaction_open(const rf_game *g, const rf_frame *f, int when);
void reaction_options(const rf_game *g, const rf_frame *f, int when, rf_optbuf *ob);
/* Whether reaction_options lists code, listing at most a face-up
 * card's part (rf_choose). */
bool reaction_listed(const rf_game *g, const rf_frame *f, int when, uint32_t code);
/* Apply a reaction; returns true when the window is closed (OPT_DONE). */
bool reaction_apply(rf_game *g, rf_frame *f, int when, uint32_t code);

#endif
