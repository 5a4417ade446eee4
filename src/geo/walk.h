/*
 * walk.h — walking a straight line across the grid, exactly.
 *
 * The line runs between two ends in doubled coordinates (cell centres odd,
 * intersections even). Every grid line it crosses strictly between its ends
 * is reported in order: the inside of an edge, or an intersection (when a
 * vertical and a horizontal grid line are crossed at the same point). The
 * position along the line is the exact fraction tn/td. Line of sight and
 * cover are both built on this walk.
 */
#ifndef RF_GEO_WALK_H
#define RF_GEO_WALK_H

#include "geo/grid.h"

typedef struct geo_walk_event {
    uint8_t at_point;      /* 1: an intersection; 0: the inside of an edge */
    geo_edge edge;         /* the edge crossed (at_point == 0) */
    int16_t pi, pj;        /* the intersection crossed (at_point == 1) */
    geo_cell before, after;/* the spaces the line leaves and enters */
    int32_t px, py;        /* the crossing point, doubled (edge: the line's point) */
    int64_t tn, td;        /* position from the first end: tn/td in (0,1) */
    int index;             /* 0, 1, 2 ... in order along the line */
} geo_walk_event;

typedef struct geo_walker {
    int32_t ax, ay, bx, by, dx, dy;
    int sx, sy;
    int32_t vx, hy;        /* next vertical / horizontal grid line */
    geo_cell cur;          /* the space the line is in */
    int index;
} geo_walker;

/* Start a walk from (ax,ay) to (bx,by); both ends must not coincide and an
 * intersection end needs the line not to run along a grid line. */
void geo_walk_start(geo_walker *w, int32_t ax, int32_t ay, int32_t bx, int32_t by);
/* Next crossing; returns false at the end of the line. */
bool geo_walk_next(geo_walker *w, geo_walk_event *ev);

/* The four arms of intersection (i,j): the edges from it to the N, E, S, W. */
enum { GEO_ARM_N, GEO_ARM_E, GEO_ARM_S, GEO_ARM_W };
geo_edge geo_point_arm(int i, int j, int arm);
/* For a line crossing (i,j) in direction (sx,sy): the two arms on each side
 * of it (side 0: toward the space (before.x+sx, before.y); side 1: the other). */
void geo_point_sides(int sx, int sy, int side[2][2]);
/* The two arms of space q at its corner (i,j) (q must be one of the four
 * spaces around it). */
void geo_cell_arms_at(geo_cell q, int i, int j, int out[2]);

#endif
