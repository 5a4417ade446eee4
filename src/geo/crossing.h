/*
 * crossing.h — the two ways round the intersection that a diagonal step
 * passes: the route model of docs/rulings.md (R-MOVE-22, R-ADJ-4).
 *
 * A diagonal step from A to B passes their shared intersection. It could
 * have slipped round it through either of the two other spaces (the two
 * routes). Each route has two arms (the edges A–via and via–B, both ending
 * at the intersection) and a height (its space's floor, or the top of a
 * solid object standing on it). Movement (MOVE-14, MOVE-22), adjacency
 * (ADJ-4) and pushes (PUSH-3) judge the routes each by their own rule; this
 * file only gathers what the routes hold, so that the gathering is written
 * once.
 */
#ifndef RF_GEO_CROSSING_H
#define RF_GEO_CROSSING_H

#include "geo/overlay.h"

typedef struct geo_route {
    geo_cell via;                  /* the route's space */
    const geo_edgeinfo *arm[2];    /* A–via, via–B (off the board: empty) */
    int top;                       /* geo_route_top(via) */
} geo_route;

typedef struct geo_crossing {
    geo_route route[2];            /* route[0] via (B.x, A.y), route[1] via (A.x, B.y) */
    int single;                    /* the one placed edge component seen on both routes
                                      (a straight run through the point), -1 */
} geo_crossing;

/* Height a route space presents: its floor, or the top of a LEVEL object
 * on it (rock, tree, supply drop) if higher. */
int geo_route_top(const geo_board *b, const geo_overlay *ov, geo_cell c);

/* The routes of the diagonal step from a in direction dir (dir odd). */
void geo_crossing_routes(const geo_board *b, const geo_overlay *ov, geo_cell a, int dir,
                         geo_crossing *out);

#endif
