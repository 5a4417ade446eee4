/*
 * cover_memo.c — see cover_memo.h.
 *
 * Cover from one space to another depends on the board and the objects
 * on it only, and the same pairs are asked again and again: the heuristic
 * bot's place_score (every enemy against every space its Moves may end
 * on, a sixth of a normal match) and every Shoot's target (rf_shot_target:
 * each shot estimate of the bots, two weapons per target, issue 14). The
 * answers are kept per thread in a direct-mapped table by the pair, one
 * table per board (its serial) and overlay, COVER_TABLES of them: the
 * search bot's rollouts place and remove objects and each simulation
 * starts again from its world's overlay, so one table emptied at every
 * change was refilled again and again (issue 13). A table not used for
 * longest is the one emptied for another overlay.
 *
 * Emptying a table is a new number for it, not a memset: a slot holds its
 * pair with the table's number in the bits above it, so a slot of an
 * earlier number matches no pair. Random play changes the overlay between
 * most Shoots, and clearing the 8,192 slots cost 14 times the cover it
 * spared (2.75 M instructions in 20 random 3 vs 3 matches, issue 14). The
 * number has 44 bits: a thread would empty a table every microsecond for
 * 200 days before it came round again.
 */

#include "geo/cover.h"
#include "rules/cover_memo.h"

#define COVER_SLOTS 8192
#define COVER_TABLES 4

#define PAIR_BITS 20                     /* from * GEO_MAX_CELLS + to */
_Static_assert(GEO_MAX_CELLS * GEO_MAX_CELLS == 1u << PAIR_BITS, "a pair in PAIR_BITS bits");

typedef struct cover_memo {
    unsigned long long board;            /* geo_board serial; 0: empty */
    unsigned long long used;             /* when last asked (the thread's count) */
    geo_overlay ov;
    uint64_t epoch;                      /* emptied so many times; 0: never used */
    uint64_t key[COVER_SLOTS];           /* epoch << PAIR_BITS | pair; 0: none */
    bool cover[COVER_SLOTS];
} cover_memo;

static bool on_board(const geo_board *b, geo_cell c)
{
    return c.x >= 0 && c.y >= 0 && c.x < b->w && c.y < b->h;
}

static bool holds(const cover_memo *t, const rf_game *g)
{
    return t->board == g->map->board->serial && geo_overlay_same(&t->ov, &g->overlay);
}

/* The table of g's board and overlay: the last one asked first, else
 * another that holds them, else the one not used for longest, emptied. */
static cover_memo *table_of(const rf_game *g)
{
    static _Thread_local cover_memo m[COVER_TABLES];
    static _Thread_local int last;
    static _Thread_local unsigned long long clock;
    if (!holds(&m[last], g)) {
        int i = 0;
        while (i < COVER_TABLES && !holds(&m[i], g)) i++;
        if (i == COVER_TABLES) {                       /* none: empty the oldest */
            i = 0;
            for (int k = 1; k < COVER_TABLES; k++)
                if (m[k].used < m[i].used) i = k;
            m[i].epoch++;                              /* its slots match no pair now */
            m[i].board = g->map->board->serial;
            m[i].ov = g->overlay;
        }
        last = i;
    }
    m[last].used = ++clock;
    return &m[last];
}

bool rf_cover_memo(const rf_game *g, geo_cell from, geo_cell to)
{
    const geo_board *b = g->map->board;
    if (!b->serial || !on_board(b, from) || !on_board(b, to))       /* no key: asked as it is */
        return geo_cover(b, &g->overlay, from, to, NULL);
    cover_memo *m = table_of(g);
    uint32_t pair = (uint32_t)(geo_cell_index(from) * GEO_MAX_CELLS + geo_cell_index(to));
    uint32_t slot = ((pair + 1) * 2654435761u) >> 19;              /* 13 bits */
    uint64_t key = m->epoch << PAIR_BITS | pair;
    if (m->key[slot] != key) {
        m->cover[slot] = geo_cover(b, &g->overlay, from, to, NULL);
        m->key[slot] = key;
    }
    return m->cover[slot];
}
