/*
 * adjacency.h — distance and contiguity between places (rules DIST, ADJ).
 *
 * Places are spaces, edges or intersections (grid.h). Distance ignores
 * levels and objects (DIST-3); range 1 ignores them too (ADJ-1); adjacent
 * and neighbouring look at levels and at OBSTACLE objects between (ADJ-2,
 * ADJ-3, ADJ-4). "Obstacle between" two diagonal spaces means that the step
 * from one to the other would cross an OBSTACLE whichever way it went round
 * their shared intersection (see move.c for the same route model).
 */
#ifndef RF_GEO_ADJACENCY_H
#define RF_GEO_ADJACENCY_H

#include "geo/overlay.h"

/* DIST-1 … DIST-5: spaces between two places (edges and intersections use
 * their closest on-board space). */
int geo_distance(const geo_board *b, geo_place a, geo_place p);

/* Level of a place: a space's floor, an edge's level (geo_edge_level), an
 * intersection's own level. */
int geo_place_level(const geo_board *b, geo_place p);

/* ADJ-1: distance exactly 1. */
bool geo_range1(const geo_board *b, geo_place a, geo_place p);
/* ADJ-2, ADJ-5, ADJ-6, ADJ-7: p is adjacent to a (symmetric). */
bool geo_adjacent(const geo_board *b, const geo_overlay *ov, geo_place a, geo_place p);
/* ADJ-3: p is neighbouring to a (p on a's level or lower; not symmetric). */
bool geo_neighbouring(const geo_board *b, const geo_overlay *ov, geo_place a, geo_place p);
/* The directions (bit d: geo_cell_step(a, d)) of the spaces adjacent to
 * space a (lower_ok false: geo_adjacent) or neighbouring it (true:
 * geo_neighbouring), 0 off the board: one answer for the 8 spaces around
 * (a listing that asks each of them called 8 times, issue 14). */
uint8_t geo_cell_contiguous_dirs(const geo_board *b, geo_cell a, bool lower_ok);

/* Bake every space's adjacent and neighbouring spaces into the board
 * (geo_board_finish): space-to-space contiguity depends on floors and
 * static OBSTACLEs only (overlay objects are never OBSTACLEs), and the
 * rules ask it in their innermost loops (loot to pick up, drop spaces). */
void geo_adjacency_bake(geo_board *b);

/* True if an OBSTACLE lies between two spaces at range 1 (ADJ-4). */
bool geo_obstacle_between(const geo_board *b, geo_cell a, geo_cell c);

#endif
