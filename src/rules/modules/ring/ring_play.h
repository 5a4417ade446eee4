/*
 * ring_play.h — the Ring module in a game (ring_play.c).
 */
#ifndef RF_RULES_RING_PLAY_H
#define RF_RULES_RING_PLAY_H

#include "rules/engine/state.h"

/* TRANS-2, RING-5: every legend outside the ring takes the ring damage of
 * the marker's position (<HEALTH>, KO-5's cap); may end the game (BR-5). */
void ringmod_damage_phase(rf_game *g);

#endif
