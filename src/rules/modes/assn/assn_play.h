/*
 * assn_play.h — the Assassination mode in play (assn.c; rules ASSN-1 …
 * ASSN-10, data/roles.json, docs/modes.md). The hooks are called by the
 * shared rules code and do nothing outside Assassination.
 */
#ifndef RF_RULES_ASSN_PLAY_H
#define RF_RULES_ASSN_PLAY_H

#include "rules/engine/engine.h"

static inline bool assn_on(const rf_game *g) { return g->mode == RF_MODE_ASSN; }

/* ASSN-3, ASSN-4, ASSN-6: no death boxes; each squad assigns its role
 * cards (FR_ROLE frames pushed on top: before Stage 2, or before the first
 * round of a game set up on the map). */
void assn_begin(rf_game *g);
/* ASSN-10 (1), (2): reveal the role card of eliminated legend l; true when
 * it is the leader and the game is over (the enemy squad wins). */
bool assn_reveal(rf_game *g, int l);
/* After an elimination by `by` (-1 nobody): the leader card's constant
 * effect lets `by` draw (offered at the next activation step). */
void assn_after_elimination(rf_game *g, int l, int by);
/* The activation's hook: a pending draw of the leader card is offered now
 * (an FR_ROLE frame pushed); true when one was. */
bool assn_offer_draw(rf_game *g);
/* ASSN-9: playing the active legend's role card (activation options). */
void assn_card_options(const rf_game *g, const rf_frame *f, rf_optbuf *ob);
bool assn_card_apply(rf_game *g, rf_frame *f, uint32_t code);
bool assn_card_legal(const rf_game *g, const rf_frame *f, uint32_t code);
/* The guardian card's basic effect: after a Shoot by s that dealt `dealt`. */
void assn_after_shot(rf_game *g, int s, int dealt);
/* The guardian card's constant effect: legend l performed a Use. */
void assn_after_use(rf_game *g, int l);
/* The winner when the last round ends without a leader eliminated (ruling
 * R-ASSN-1: a draw). */
int assn_after_last_round(const rf_game *g);
/* rf_check's part and rf_game_hash's part (both nothing outside the mode). */
rf_status assn_check(const rf_game *g, rf_error *err);
unsigned long long assn_hash(const rf_game *g);

#endif
