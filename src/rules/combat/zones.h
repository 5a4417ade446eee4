/*
 * zones.h — what a zone does to a legend standing in it (ZONE-4, ZONE-6):
 * the damage tags it prevents ("zone_blocks" of data/components.json; the
 * Dome of Protection prevents <ORDNANCE> damage, DATA-GAPS 7.3 beta). The
 * Hit Threshold a zone adds to a Shoot is in shot_setup.c (ZONE-7).
 */
#ifndef RF_RULES_ZONES_H
#define RF_RULES_ZONES_H

#include <stdbool.h>

#include "rules/engine/engine.h"

/* Does a zone prevent damage with any of `tags` (GEO_DTAG_* bits) to legend
 * l where it stands? The first such zone's kind name goes to *by (NULL
 * allowed). False for a legend off the map. */
bool zones_prevents(const rf_game *g, int l, unsigned tags, const char **by);

#endif
