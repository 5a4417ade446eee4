/*
 * respawn.h — what the Respawn action (frame_respawn.c, RESP-4) lends the
 * plug-ins that place a respawning legend themselves (CHAMP-17, TDM-14,
 * CTF-14, plugin.h respawn_spaces).
 */
#ifndef RF_RULES_RESPAWN_H
#define RF_RULES_RESPAWN_H

#include "rules/engine/state.h"

/* The free spaces adjacent to a beacon (written to out, GEO_NDIRS at
 * most); returns how many. */
int respawn_free_around(const rf_game *g, geo_cell beacon, geo_cell *out);

/* out[0..n) with c added unless already there (a space next to two
 * beacons is one option); returns the new count. */
int respawn_add_space(geo_cell *out, int n, geo_cell c);

/* The map's respawn beacons in component order (the a of RF_OPT_BEACON):
 * how many, and the space of beacon i (-1,-1 past the last). */
int respawn_beacon_count(const rf_game *g);
geo_cell respawn_beacon_cell(const rf_game *g, int i);

#endif
