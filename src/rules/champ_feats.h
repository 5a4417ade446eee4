/*
 * champ_feats.h — the champion cards in play (CHAMP-18 … CHAMP-20,
 * champ_feats.c; the cards' bookkeeping is champ.h's rf_champ_feats).
 */
#ifndef RF_RULES_CHAMP_FEATS_H
#define RF_RULES_CHAMP_FEATS_H

#include <stdbool.h>

#include "rules/state.h"

/* CHAMP-18: at the start of squad's turn, each of its champions puts a
 * champion card face up as its active card (FR_CHAMP_FEAT frames pushed);
 * false when there is none to push. */
bool rf_champ_turn_start(rf_game *g, int squad);

#endif
