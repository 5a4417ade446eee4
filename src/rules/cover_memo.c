/*
 * cover_memo.c — see cover_memo.h.
 *
 * Cover from one space to another depends on the board and the objects
 * on it only, and the same pairs are asked again and again: the heuristic
 * bot's place_score (every enemy against every space its Moves may end
 * on, a sixth of a normal match) and every Shoot's target (rf_shot_target:
 * each shot estimate of the bots, two weapons per target, issue 14). The
 * answers are kept per thread in a direct-mapped table by the pair, for
 * one board (its serial) and overlay at a time: another board or any
 * object placed, moved or removed empties it.
 */
#include <string.h>

#include "geo/cover.h"
#include "rules/cover_memo.h"

#define COVER_SLOTS 8192

typedef struct cover_memo {
    unsigned long long board;            /* geo_board serial; 0: empty */
    geo_overlay ov;
    uint32_t pair[COVER_SLOTS];          /* from * GEO_MAX_CELLS + to + 1; 0: none */
    bool cover[COVER_SLOTS];
} cover_memo;

static bool on_board(const geo_board *b, geo_cell c)
{
    return c.x >= 0 && c.y >= 0 && c.x < b->w && c.y < b->h;
}

bool rf_cover_memo(const rf_game *g, geo_cell from, geo_cell to)
{
    const geo_board *b = g->map->board;
    if (!b->serial || !on_board(b, from) || !on_board(b, to))       /* no key: asked as it is */
        return geo_cover(b, &g->overlay, from, to, NULL);
    static _Thread_local cover_memo m;
    if (m.board != b->serial || !geo_overlay_same(&m.ov, &g->overlay)) {
        memset(m.pair, 0, sizeof m.pair);
        m.board = b->serial;
        m.ov = g->overlay;
    }
    uint32_t pair = (uint32_t)(geo_cell_index(from) * GEO_MAX_CELLS + geo_cell_index(to)) + 1;
    uint32_t slot = (pair * 2654435761u) >> 19;                    /* 13 bits */
    if (m.pair[slot] != pair) {
        m.cover[slot] = geo_cover(b, &g->overlay, from, to, NULL);
        m.pair[slot] = pair;
    }
    return m.cover[slot];
}
