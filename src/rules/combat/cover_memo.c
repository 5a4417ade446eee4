/*
 * cover_memo.c — see cover_memo.h.
 *
 * Cover from one space to another depends on the board and the objects
 * on a space with COVER only (geo_cover_key: smoke, a dome or a drone
 * changes none), and the same pairs are asked again and again: the heuristic
 * bot's place_score (every enemy against every space its Moves may end
 * on, a sixth of a normal match) and every Shoot's target (shot_target:
 * each shot estimate of the bots, two weapons per target, issue 14). The
 * answers are kept per thread in a direct-mapped table by the pair, one
 * table per board (its serial) and cover key, COVER_TABLES of them: the
 * search bot's rollouts place and remove objects and each simulation
 * starts again from its world's overlay, so one table emptied at every
 * change was refilled again and again (issue 13). A table not used for
 * longest is the one emptied for another overlay.
 *
 * Emptying a table clears the slots written since it was last emptied,
 * listed as they are first written, or all of them once more than
 * COVER_DIRTY were. Random play changes the overlay between most Shoots
 * and asks a few pairs in between: clearing the 8,192 slots each time
 * cost 14 times the cover it spared (2.75 M instructions in 20 random
 * 3 vs 3 matches, issue 14). The heuristic fills a table and is emptied
 * whole as before; the table keeps its size (a slot numbered by its
 * emptying, 8 bytes instead of 4, made normal vs normal 4 % slower).
 */

#include <string.h>

#include "geo/cover.h"
#include "rules/combat/cover_memo.h"

#define COVER_SLOTS 8192
#define COVER_TABLES 4

#define COVER_DIRTY 256

typedef struct cover_memo {
    unsigned long long board;            /* geo_board serial; 0: empty */
    unsigned long long used;             /* when last asked (the thread's count) */
    geo_overlay ov;                      /* the overlay last asked with (a quick test) */
    geo_overlay key;                     /* geo_cover_key of it: what the answers depend on */
    int ndirty;                          /* slots in dirty; COVER_DIRTY + 1: more */
    uint16_t dirty[COVER_DIRTY];         /* slots written since emptied */
    uint32_t pair[COVER_SLOTS];          /* from * GEO_MAX_CELLS + to + 1; 0: none */
    bool cover[COVER_SLOTS];
} cover_memo;

static void empty(cover_memo *t)
{
    if (t->ndirty > COVER_DIRTY) memset(t->pair, 0, sizeof t->pair);
    else
        for (int i = 0; i < t->ndirty; i++) t->pair[t->dirty[i]] = 0;
    t->ndirty = 0;
}

/* Slot `slot` of t is about to hold a pair: listed if it held none. */
static void written(cover_memo *t, uint32_t slot)
{
    if (t->pair[slot] || t->ndirty > COVER_DIRTY) return;
    if (t->ndirty == COVER_DIRTY) t->ndirty++;                 /* too many: all, when emptied */
    else t->dirty[t->ndirty++] = (uint16_t)slot;
}

static bool on_board(const geo_board *b, geo_cell c)
{
    return c.x >= 0 && c.y >= 0 && c.x < b->w && c.y < b->h;
}

static bool holds(const cover_memo *t, const rf_game *g)
{
    return t->board == g->map->board->serial && geo_overlay_same(&t->ov, &g->overlay);
}

/* Whether t's answers are g's though the overlay differs: the same cover
 * key (smoke, a dome or a drone placed or removed; issue 14). */
static bool holds_key(const cover_memo *t, const rf_game *g, const geo_overlay *key)
{
    return t->board == g->map->board->serial && geo_overlay_same(&t->key, key);
}

/* The table of g's board and overlay: the last one asked first, else
 * another that holds them, else the one not used for longest, emptied. */
static cover_memo *table_of(const rf_game *g)
{
    static _Thread_local cover_memo m[COVER_TABLES];
    static _Thread_local int last;
    static _Thread_local unsigned long long clock;
    if (!holds(&m[last], g)) {
        static _Thread_local geo_overlay key;
        geo_cover_key(g->map->board, &g->overlay, &key);
        int i = 0;
        while (i < COVER_TABLES && !holds_key(&m[i], g, &key)) i++;
        if (i == COVER_TABLES) {                       /* none: empty the oldest */
            i = 0;
            for (int k = 1; k < COVER_TABLES; k++)
                if (m[k].used < m[i].used) i = k;
            empty(&m[i]);
            m[i].board = g->map->board->serial;
            m[i].key = key;
        }
        m[i].ov = g->overlay;
        last = i;
    }
    m[last].used = ++clock;
    return &m[last];
}

bool cover_memo_of(const rf_game *g, geo_cell from, geo_cell to)
{
    const geo_board *b = g->map->board;
    if (!b->serial || !on_board(b, from) || !on_board(b, to))       /* no key: asked as it is */
        return geo_cover(b, &g->overlay, from, to, NULL);
    cover_memo *m = table_of(g);
    uint32_t pair = (uint32_t)(geo_cell_index(from) * GEO_MAX_CELLS + geo_cell_index(to)) + 1;
    uint32_t slot = (pair * 2654435761u) >> 19;                    /* 13 bits */
    if (m->pair[slot] != pair) {
        m->cover[slot] = geo_cover(b, &g->overlay, from, to, NULL);
        written(m, slot);
        m->pair[slot] = pair;
    }
    return m->cover[slot];
}
