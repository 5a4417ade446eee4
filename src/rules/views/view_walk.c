/*
 * view_walk.c — the walking distance to the nearest closed supply bin, for
 * bots (include/ringfall.h, "A seat's view"): public information only (the
 * board, its objects, which bins are open, INTERACT-4).
 *
 * The heuristic bot used to compute one walk-cost map per space next to a
 * closed bin and merge them (a third of its time in a normal match). The
 * least of those maps is one search from all of those spaces at once
 * (geo_reach_compute_multi: every start at cost 0), and it depends only on
 * the board, which bins are open and the part of the overlay a walk reads
 * (geo_reach_key: a bin's spaces ignore the objects, geo_adjacent), so the
 * last few answers are kept per thread with those as their key (issue 14:
 * 19 of 28 maps of 5 normal matches were made again for smoke, a dome or a
 * drone).
 */
#include <string.h>

#include "geo/move.h"
#include "rules/engine/state.h"
#include "ringfall.h"

#define BIN_SPACES 8          /* per bin, as the bot always read them (ADJ-5: a cell has 8) */
#define BIN_WALK_CACHE 4

typedef struct bin_walk_entry {
    unsigned long long board;       /* geo_board serial; 0: unused */
    uint16_t opened;                /* rf_game.bins_opened */
    uint8_t nbins;
    geo_overlay key;                /* geo_reach_key of the overlay */
    unsigned char cost[RF_VIEW_CELLS];
} bin_walk_entry;

static void compute(const rf_game *g, unsigned char *cost)
{
    static _Thread_local geo_reach r;
    geo_cell from[RF_MAX_BINS * BIN_SPACES];
    int n = 0;
    for (int i = 0; i < rf_view_bins(g); i++) {
        if (rf_view_bin_opened(g, i)) continue;
        int xs[BIN_SPACES], ys[BIN_SPACES];
        int k = rf_view_bin_spaces(g, i, xs, ys, BIN_SPACES);
        for (int j = 0; j < k && j < BIN_SPACES; j++) from[n++] = geo_cell_make(xs[j], ys[j]);
    }
    memset(cost, 255, RF_VIEW_CELLS);
    if (n == 0) return;
    geo_reach_compute_multi(g->map->board, &g->overlay, from, n, 254, &r);
    for (int i = 0; i < RF_VIEW_CELLS; i++)
        if (r.cost[i] != GEO_UNREACHED) cost[i] = r.cost[i];
}

void rf_view_bin_walk(const rf_game *g, unsigned char *cost)
{
    static _Thread_local bin_walk_entry cache[BIN_WALK_CACHE];
    static _Thread_local int next;
    const geo_board *b = g->map->board;
    static _Thread_local geo_overlay key;
    geo_reach_key(b, &g->overlay, &key);
    for (int i = 0; i < BIN_WALK_CACHE && b->serial; i++) {
        const bin_walk_entry *e = &cache[i];
        if (e->board == b->serial && e->opened == g->bins_opened && e->nbins == g->nbins &&
            geo_overlay_same(&e->key, &key)) {
            memcpy(cost, e->cost, RF_VIEW_CELLS);
            return;
        }
    }
    compute(g, cost);
    bin_walk_entry *e = &cache[next];
    next = (next + 1) % BIN_WALK_CACHE;
    e->board = b->serial;
    e->opened = g->bins_opened;
    e->nbins = g->nbins;
    e->key.n = key.n;
    memcpy(e->key.o, key.o, sizeof e->key.o[0] * key.n);
    memcpy(e->cost, cost, RF_VIEW_CELLS);
}
