/*
 * los.h — line of sight (rules LOS-1 … LOS-16), exact and explained.
 *
 * The line runs from the centre of a space (or an intersection) to the
 * centre of a space (or an intersection), seen from above (LOS-4). Only
 * BLOCKADE objects count (LOS-2). A blockade is crossed when the line passes
 * through the inside of its edge, or through an intersection with blockade
 * arms on both sides of the line (LOS-6 connected blockades, LOS-7 the 45°
 * rule: touching a corner is not crossing). At such an intersection the
 * lower side decides (the least restrictive component, as MOVE-14).
 *
 * Then: LOS-8 any crossed blockade higher than both ends blocks; with ends
 * on different levels (LOS-10), the farthest crossed blockade on the upper
 * end's level casts a blind zone of X (LOS-13) or 2X (LOS-14) spaces beyond
 * the line along its edge (LOS-12), and from level 2 to level 0 a level-1
 * blockade hides the space directly behind it (LOS-15). The answer is
 * symmetric by construction (LOS-3): nothing depends on which end is the
 * source. See docs/rulings.md for the points the books leave open.
 */
#ifndef RF_GEO_LOS_H
#define RF_GEO_LOS_H

#include "geo/overlay.h"

#define GEO_LOS_MAX_CROSS 96

/* One blockade crossed by the line. */
typedef struct geo_los_cross {
    int16_t comp;          /* component responsible (-1: overlay object or none) */
    int16_t ovobj;         /* overlay object responsible, -1 */
    int8_t top;            /* effective level of the blockade (LVL-9) */
    uint8_t at_point;      /* crossed at an intersection */
    uint8_t endpoint;      /* met at an intersection end of the line (the foot of a wall) */
    uint8_t lines;         /* candidate edge lines: 1 = vertical x=lx, 2 = horizontal y=ly */
    int16_t lx, ly;        /* doubled coordinates of those lines */
    int16_t px, py;        /* doubled coordinates of the crossing point (edges: rounded down) */
    geo_edge edge;         /* the edge crossed (at_point == 0) */
    int64_t tn, td;        /* position along the line from end A: tn/td in [0,1] */
    int16_t grid;          /* index of the grid crossing (walk.h); -1 / n for the ends */
} geo_los_cross;

typedef struct geo_los_result {
    bool clear;
    const char *rule;      /* deciding rule ("LOS-8", "LOS-13", "LOS-14", "LOS-15"), or NULL */
    int level_a, level_b;  /* levels of the two ends */
    int upper;             /* 0: A is the upper end, 1: B, -1: same level */
    int x;                 /* X of LOS-12 for the decisive blockade, -1 */
    int mult;              /* blind zone width in X: the level difference (LOS-13/14) */
    int blocker;           /* index in cross[] of the decisive blockade, -1 */
    int ngrid;             /* grid lines the line crosses */
    int ncross;
    geo_los_cross cross[GEO_LOS_MAX_CROSS];
} geo_los_result;

/* Exact line of sight between two places (spaces or intersections; an edge
 * is not a valid end). Off-board spaces are imaginary ground (AOE-6).
 * explain may be NULL. */
bool geo_los(const geo_board *b, const geo_overlay *ov, geo_place a, geo_place p,
             geo_los_result *explain);

/* The same with an end's level given (GEO_NONE: its own), for a source
 * standing above its space's floor (GRENADE-6). */
bool geo_los_levels(const geo_board *b, const geo_overlay *ov, geo_place a, int level_a,
                    geo_place p, int level_p, geo_los_result *explain);

/* Line of sight between two on-board spaces from the board's table, falling
 * back to the exact computation only when an overlay object that blocks
 * sight lies on the line. */
bool geo_los_cells(const geo_board *b, const geo_overlay *ov, geo_cell a, geo_cell c);

/* Build the table of a finished board (called by geo_board_finish). */
int geo_los_table_build(geo_board *b);
/* The table entry alone (static board, no overlay). */
bool geo_los_table_get(const geo_board *b, geo_cell a, geo_cell c);

/* Write a readable explanation ("LOS-8: wall (h 3,4 len 2) at level 1 ...")
 * into buf. */
void geo_los_describe(const geo_board *b, const geo_los_result *r, char *buf, int n);

/* Segment tests shared with zones, cover and areas of effect. Points are in
 * doubled coordinates. */
typedef struct geo_seg { int32_t ax, ay, bx, by; } geo_seg;
geo_seg geo_seg_of(const geo_board *b, geo_place a, geo_place p);
/* Does the segment meet the closed square of cell c? */
bool geo_seg_touches_cell(geo_seg s, geo_cell c);
/* Does the segment pass through the inside of cell c? */
bool geo_seg_crosses_cell(geo_seg s, geo_cell c);

#endif
