/*
 * view_ring.c — the bots' public view of the ring and the heat shields
 * (include/ringfall.h: rf_view_ring, rf_view_ring_outside; RING-5, RING-9,
 * HEAT-5): the ring's border, the damage of the marker's space, how far a
 * space lies outside.
 */
#include "rules/engine/engine.h"
#include "rules/modules/heat_shields/heat.h"
#include "rules/modules/ring/ring.h"

bool rf_view_ring(const rf_game *g, int *west, int *north, int *east, int *south, int *damage)
{
    if (!g->ring_on) return false;
    *west = g->ring.west;
    *north = g->ring.north;
    *east = g->ring.east;
    *south = g->ring.south;
    *damage = ring_damage(&g->content->track, g->track_pos);
    return true;
}

int rf_view_ring_outside(const rf_game *g, int x, int y, int *damage)
{
    *damage = ring_damage(&g->content->track, g->track_pos);
    if (g->ring_on) {
        int dx = x < g->ring.west ? g->ring.west - x : x > g->ring.east ? x - g->ring.east : 0;
        int dy = y < g->ring.north ? g->ring.north - y : y > g->ring.south ? y - g->ring.south : 0;
        return dx > dy ? dx : dy;                                          /* RING-9 */
    }
    return heat_on(g) ? heat_outside(g, geo_cell_make(x, y)) : -1;   /* HEAT-5 */
}
