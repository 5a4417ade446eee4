/*
 * zone.h — zones and areas of effect (rules ZONE, AOE).
 *
 * A zone is the diamond |x - px| + |y - py| < r (in spaces) around the
 * intersection p of its miniature (ZONE-2; the radius r is data, designed).
 * A space is in the zone when the diamond's inside meets the space and the
 * space is on the zone's level (ZONE-3, ZONE-4); a line of sight "crosses"
 * the zone when it enters the diamond's inside, never when it only runs
 * along an edge (ZONE-8).
 */
#ifndef RF_GEO_ZONE_H
#define RF_GEO_ZONE_H

#include "geo/overlay.h"

/* Is space c in the zone of radius r around point p (level included)? */
bool geo_zone_has_cell(const geo_board *b, geo_point p, int r, geo_cell c);
/* Does the line between two places enter the zone's inside? */
bool geo_zone_crossed(const geo_board *b, geo_point p, int r, geo_place a, geo_place t);
/* ZONE-7: does the zone's effect apply to an action between a and t (a is
 * in it, t is in it, or the line crosses it with the upper end on the
 * zone's level)? */
bool geo_zone_applies(const geo_board *b, geo_point p, int r, geo_place a, geo_place t);

/* An area-of-effect template (AOE-2, AOE-3): a grid of damage values with
 * the source space marked; 0 = not affected. */
#define GEO_AOE_MAX 8
typedef struct geo_template {
    char id[32];
    int w, h;             /* as drawn, rotation 0 */
    int sx, sy;           /* source space (red diamond) within the grid */
    int16_t value[GEO_AOE_MAX][GEO_AOE_MAX];   /* [row][col] */
} geo_template;

typedef struct geo_aoe_hit { geo_cell cell; int value; } geo_aoe_hit;

/* Spaces affected by a template whose source is at `src` (may be off the
 * board: AOE-6) at level `level`, rotated rot×90° clockwise. A FLYING
 * source affects the whole area (AOE-4); otherwise only spaces on the
 * source's level in line of sight of the source (AOE-5). Off-board spaces
 * are listed too (imaginary extension). Returns the count. */
int geo_aoe(const geo_board *b, const geo_overlay *ov, const geo_template *t, geo_cell src,
            int level, int rot, bool flying, geo_aoe_hit *out, int max);

#endif
