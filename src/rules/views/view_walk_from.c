/*
 * view_walk_from.c — the walking MP from one space, for bots
 * (include/ringfall.h, "A seat's view"): public information only (the
 * board and its objects; MOVE-5 … MOVE-22, legends ignored).
 *
 * Walking costs depend on the board, the overlay and the start only, and
 * the heuristic bot asks for the same starts again and again (every enemy
 * on the map, at each decision that weighs a place): the last WALK_CACHE
 * searches are kept per thread, keyed by the board's serial, the start
 * and the part of the overlay a walk reads (geo_reach_key: smoke or a
 * dome placed keeps them). Each is a search extended on demand
 * (geo_reach_resume): a whole map (rf_view_walk_costs) extends it to the
 * end, one space within a limit (rf_view_walk_within) only that far, and
 * the next question goes on from where the last one stopped.
 */
#include <string.h>

#include "geo/reach_resume.h"
#include "rules/engine/state.h"
#include "ringfall.h"

#define WALK_CACHE 48

typedef struct walk_entry {
    unsigned long long board;       /* geo_board serial; 0: unused */
    int x, y;
    unsigned stamp;                 /* which search the slot holds (rf_walk_ref) */
    geo_overlay key;                /* geo_reach_key of the overlay searched */
    geo_reach_resume s;
} walk_entry;

static _Thread_local walk_entry cache[WALK_CACHE];
static _Thread_local int next;
static _Thread_local unsigned stamps;

static bool on_board(const rf_game *g, int x, int y)
{
    return x >= 0 && y >= 0 && x < g->map->board->w && y < g->map->board->h;
}

/* The slot holding the search from x,y on g's board and overlay, started
 * in the oldest slot when none does; -1 off the board. */
static int slot_of(const rf_game *g, int x, int y)
{
    if (!on_board(g, x, y)) return -1;
    const geo_board *b = g->map->board;
    static _Thread_local geo_overlay key;
    geo_reach_key(b, &g->overlay, &key);
    for (int i = 0; i < WALK_CACHE && b->serial; i++) {
        const walk_entry *e = &cache[i];
        if (e->board == b->serial && e->x == x && e->y == y && geo_overlay_same(&e->key, &key))
            return i;
    }
    int i = next;
    next = (next + 1) % WALK_CACHE;
    walk_entry *e = &cache[i];
    e->board = b->serial;
    e->x = x;
    e->y = y;
    e->stamp = ++stamps;
    e->key.n = key.n;
    memcpy(e->key.o, key.o, sizeof e->key.o[0] * key.n);
    geo_resume_start(&e->s, b, geo_cell_make(x, y));
    return i;
}

void rf_view_walk_costs(const rf_game *g, int x, int y, unsigned char *cost)
{
    memset(cost, 255, RF_VIEW_CELLS);
    int i = slot_of(g, x, y);
    if (i < 0) return;
    geo_reach_resume *s = &cache[i].s;
    geo_resume_extend(s, g->map->board, &g->overlay, GEO_UNREACHED - 1);
    memcpy(cost, s->r.cost, RF_VIEW_CELLS);           /* all final: GEO_UNREACHED is 255 */
}

rf_walk_ref rf_view_walk_from(const rf_game *g, int x, int y)
{
    int i = slot_of(g, x, y);
    return (rf_walk_ref){ i, x, y, i >= 0 ? cache[i].stamp : 0 };
}

int rf_view_walk_within(const rf_game *g, rf_walk_ref *ref, int tx, int ty, int limit)
{
    if (ref->slot >= 0 && cache[ref->slot].stamp != ref->stamp)   /* the slot went to another */
        *ref = rf_view_walk_from(g, ref->x, ref->y);
    if (ref->slot < 0 || !on_board(g, tx, ty)) return 255;
    return geo_resume_within(&cache[ref->slot].s, g->map->board, &g->overlay,
                             geo_cell_index(geo_cell_make(tx, ty)), limit);
}
