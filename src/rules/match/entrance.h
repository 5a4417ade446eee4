/*
 * entrance.h — the map's edges and the entrance board (STAGE2-6,
 * STAGE2-9 … STAGE2-12): which side a legend enters from and the reward
 * token it finds there. Core, not the Ring module: every mode's Stage 2
 * enters from the edges (match.c, match_entry.c), and the ring cards'
 * arrows (modules/ring/ring.h), the deployment arrows (modules/deployment/deploy.h) and the
 * Move's words name the same edges.
 *
 * Frame: the map's (docs/maps.md): x from 0 at the west, y from 0 at the
 * north. The entrance board's sides are the map's edges (STAGE2-6: its
 * left side is the map's left edge).
 */
#ifndef RF_RULES_ENTRANCE_H
#define RF_RULES_ENTRANCE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "data/types/entrance.h"   /* its content types (src/data/types/) */

/* A reward token in words, as printed (STAGE2-9, STAGE2-10): "Move 3 + a
 * common token". The log and the views name it so, not by its id. */
void entrance_reward_words(const rf_reward *r, char *out, size_t n);

/* Is (x, y) a space on the given map edge of a width × height map? A
 * legend entering from that side of the entrance board stands outside the
 * map next to such a space, and the first space it enters is one
 * (STAGE2-6, STAGE2-10). */
bool entrance_on_edge(int edge, int width, int height, int x, int y);

#endif
