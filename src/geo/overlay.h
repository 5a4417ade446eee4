/*
 * overlay.h — objects placed on the board during play.
 *
 * Supply drops, heat shields, smoke and dome miniatures, portals and the
 * like never change the static board; they are listed here. The overlay is a
 * plain fixed-size struct (no pointers) so that a game state can embed it and
 * be cloned with memcpy. Queries that take an overlay treat its objects
 * exactly like static ones of the same kind: a supply drop (LEVEL 1,
 * BLOCKADE, IMPASSABLE) blocks sight and movement as a rock would.
 *
 * Invariant: at most one object per space; removed objects are compacted
 * away, so o[0..n) are all live.
 */
#ifndef RF_GEO_OVERLAY_H
#define RF_GEO_OVERLAY_H

#include "geo/board.h"

#define GEO_MAX_OVERLAY 32

typedef struct geo_overlay_obj {
    uint8_t kind;        /* index into the board's kinds */
    uint8_t owner;       /* free for the game layer (seat, legend) */
    int8_t link;         /* index of a linked overlay object (portal pair), -1 */
    geo_place at;        /* SPACE: cell; POINT: intersection with level */
} geo_overlay_obj;

typedef struct geo_overlay {
    uint8_t n;
    geo_overlay_obj o[GEO_MAX_OVERLAY];
} geo_overlay;

void geo_overlay_clear(geo_overlay *ov);
/* Add an object; returns its index or -1 if the overlay is full. */
int geo_overlay_add(geo_overlay *ov, int kind, geo_place at);
void geo_overlay_remove(geo_overlay *ov, int index);
/* The same objects in the same order (field by field: keys of caches). */
bool geo_overlay_same(const geo_overlay *a, const geo_overlay *b);

/* Traits of whatever stands on a space: the static object and any overlay
 * object there. */
uint32_t geo_space_traits(const geo_board *b, const geo_overlay *ov, geo_cell c);
/* Top of a LEVEL object on a space (rock, tree, supply drop), GEO_NONE. */
int geo_solid_top(const geo_board *b, const geo_overlay *ov, geo_cell c);
/* True if the overlay holds any space object that affects sight
 * (a BLOCKADE with a LEVEL). */
bool geo_overlay_has_solids(const geo_board *b, const geo_overlay *ov);

#endif
