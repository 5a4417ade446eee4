/*
 * cover.h — is a target behind cover (rules COVER-1 … COVER-4)?
 *
 * COVER-2: the line of sight passes through a COVER object and the target is
 * adjacent to that object. COVER-3: the line passes through an intersection
 * of connected objects of which at least one has COVER, and the target is
 * adjacent to that COVER object. A COVER object on a space (respawn beacon,
 * heat shield) is passed through when the line crosses the inside of its
 * space (COVER "Unclear" note). Cover never blocks sight (COVER-4).
 */
#ifndef RF_GEO_COVER_H
#define RF_GEO_COVER_H

#include "geo/overlay.h"

typedef struct geo_cover_result {
    bool cover;
    const char *rule;     /* "COVER-2" or "COVER-3", NULL */
    int comp;             /* static component giving cover, -1 */
    int ovobj;            /* overlay object giving cover, -1 */
} geo_cover_result;

bool geo_cover(const geo_board *b, const geo_overlay *ov, geo_cell shooter, geo_cell target,
               geo_cover_result *why);

/* The part of ov geo_cover's answer (not its why) reads: the objects on a
 * space of the board with COVER (COVER-2), in order. Smoke, a dome or a
 * drone change no cover; two overlays with the same key (geo_overlay_same)
 * give every pair the same answer (issue 14: a key of caches). */
void geo_cover_key(const geo_board *b, const geo_overlay *ov, geo_overlay *key);

#endif
