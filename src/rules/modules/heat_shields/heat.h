/*
 * heat.h — the Heat Shields module (rules HEAT-1 … HEAT-9, DEPLOY; docs/
 * modes.md): instead of the Ring, 3 heat shields stand on the map; a
 * legend within range 1 of one counts as inside the ring (HEAT-5), the
 * others take the round track's ring damage in the transition (HEAT-6);
 * on every ring-move symbol the shields are taken off and deployed anew
 * (HEAT-8). A shield is an overlay object (heat_shield: OCCUPIES SPACE,
 * COVER, HEAT-4) with the owner tag RF_HEAT_OWNER.
 */
#ifndef RF_RULES_HEAT_H
#define RF_RULES_HEAT_H

#include <stdbool.h>

#include "rules/engine/engine.h"

#define RF_HEAT_SHIELDS 3            /* HEAT-1 */
#define RF_HEAT_OWNER 0x40           /* overlay owner tag of a heat shield */

bool heat_on(const rf_game *g);
/* HEAT-5: is space c within range 1 of a heat shield? */
bool heat_inside(const rf_game *g, geo_cell c);
/* Spaces between c and range 1 of the nearest shield (0 inside); -1 when
 * no shield stands on the map. */
int heat_outside(const rf_game *g, geo_cell c);
/* HEAT-8: the ring-move symbol: shields off, 3 deployed anew. */
void heat_redeploy(rf_game *g);
/* rf_check: at most 3 shields, each on a space of the map. */
rf_status heat_check(const rf_game *g, rf_error *err);

#endif
