/*
 * activation_cards.h — the card parts of an activation: playing a free or
 * special action card (CARD-2, CARD-3) and the Rush (RUSH-1 … RUSH-3).
 */
#ifndef RF_RULES_ACTIVATION_CARDS_H
#define RF_RULES_ACTIVATION_CARDS_H

#include "rules/engine/engine.h"

/* The card options of the active legend (free and special cards it can pay
 * for, and the Rush with any card while unused). */
void activation_card_options(const rf_game *g, const rf_frame *f, rf_optbuf *ob);
/* Whether activation_card_options lists an OPT_CARD or OPT_RUSH code,
 * without listing (rf_choose's check of a card played or discarded); false
 * for every other kind. */
bool activation_card_listed(const rf_game *g, const rf_frame *f, uint32_t code);
/* Whether the active legend may have a card to play, as the other seats
 * can tell (R-WINDOW-1): a Rush while unused with cards in hand; a free or
 * special card it could pay for among its hand and deck; a role card in
 * hand (ASSN-9); a champion card's top (CHAMP-19). Its activation does not
 * end by itself while this holds (ACT-7: the seat ends it). */
bool activation_cards_may(const rf_game *g, const rf_frame *f);
/* Apply an OPT_CARD or OPT_RUSH choice; false if the code is neither. */
bool activation_card_apply(rf_game *g, rf_frame *f, uint32_t code);
/* The Rush's "+1 MP" option inside a Move (EX-RUSH-1). */
void move_rush_options(const rf_game *g, const rf_frame *f, rf_optbuf *ob);
/* Whether move_rush_options lists code, without listing (the Move's check
 * of a choice, rf_frame_shortcuts). */
bool move_rush_listed(const rf_game *g, const rf_frame *f, uint32_t code);
bool move_rush_apply(rf_game *g, rf_frame *f, uint32_t code);

#endif
