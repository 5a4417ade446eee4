/*
 * reach_resume.h — the walking costs from one space, searched only as far
 * as they are asked (issue 14).
 *
 * The heuristic bot weighs the spaces a legend could move to by the
 * walking distance from each enemy, and most of what it asks is a few MP
 * from where it stands: a whole-board search per enemy settled about 250
 * spaces where its questions needed about 100. This search keeps its
 * frontier: extended to a level, every space that costs at most that
 * level has its final cost (the same as geo_reach_compute's), and a later
 * extension goes on from there. The costs ignore legends (MOVE-9 does not
 * change a cost) and the search's budget is GEO_UNREACHED - 1 MP, as the
 * walk-cost maps' (rf_view_walk_costs).
 */
#ifndef RF_GEO_REACH_RESUME_H
#define RF_GEO_REACH_RESUME_H

#include "geo/move.h"

typedef struct geo_reach_resume {
    geo_reach r;            /* cost[]: final where <= level, a pending bound above; no prev[] */
    int level;              /* every space of cost <= level is settled */
    int nfront;             /* the pending spaces: their cost is above level */
    int16_t front[GEO_MAX_CELLS];
} geo_reach_resume;

/* A search from `from`, nothing settled yet (level -1). */
void geo_resume_start(geo_reach_resume *s, const geo_board *b, geo_cell from);
/* Settles every space of cost <= level. b and ov must be the ones every
 * earlier extension of s had (the cost depends on both). */
void geo_resume_extend(geo_reach_resume *s, const geo_board *b, const geo_overlay *ov, int level);
/* The cost of space i (a cell index) if it is at most `limit`, else
 * GEO_UNREACHED; the search is extended when needed, up to the level
 * where i is settled or to `limit`, whichever comes first. */
int geo_resume_within(geo_reach_resume *s, const geo_board *b, const geo_overlay *ov, int i,
                      int limit);

#endif
