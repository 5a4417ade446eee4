/*
 * champ_json.h — Champions' public state in a seat's observation
 * (rf_observe; docs/protocol.md, docs/modes.md), champ_json.c.
 */
#ifndef RF_RULES_CHAMP_JSON_H
#define RF_RULES_CHAMP_JSON_H

#include <stddef.h>

#include "rules/views/json_out.h"
#include "rules/engine/state.h"

/* The observation (plug-in hook observe, at its last point): ,"champions":{…}
 * appended to j; nothing outside Champions. seat -1: a spectator. hands:
 * bits of the legends whose champion cards in hand the viewer reads (its
 * own player's, R-PLAYERS-2). Reads the game only. */
void champ_observe(const rf_game *g, int at, int seat, unsigned hands, struct jbuf *j);

#endif
