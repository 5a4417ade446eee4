/*
 * champ_json.h — Champions' public state in a seat's observation
 * (rf_observe; docs/protocol.md, docs/modes.md), champ_json.c.
 */
#ifndef RF_RULES_CHAMP_JSON_H
#define RF_RULES_CHAMP_JSON_H

#include <stddef.h>

#include "rules/state.h"

/* ,"champions":{…} into buf (snprintf-like: the length it needs; "" and 0
 * outside Champions). seat -1: a spectator. Reads the game only. */
/* hands: bits of the legends whose champion cards in hand the viewer reads
 * (its own player's, R-PLAYERS-2). */
int rf_champ_json(const rf_game *g, int seat, unsigned hands, char *buf, size_t n);

#endif
