/*
 * move.h — movement costs, the reachable set of a Move, and moving along a
 * path with the "a legend enters a space" hook (rules MOVE, TERM-6).
 *
 * A step goes to one of the 8 spaces at range 1 (MOVE-5). Its cost is 1
 * (MOVE-16), +1 one level up (MOVE-19), +1 across an OBSTACLE (MOVE-17) or a
 * connected intersection (MOVE-18), never +2 for one crossing (MOVE-21);
 * two levels up (MOVE-11) and LEVEL components two levels above the legend
 * (MOVE-12) are impossible. Occupied spaces may be passed but not ended on
 * (MOVE-9); impassable ones never entered (MOVE-10); nothing leaves the map
 * (MOVE-7). A zipline point links its space to its partner's (designed).
 */
#ifndef RF_GEO_MOVE_H
#define RF_GEO_MOVE_H

#include <string.h>

#include "geo/overlay.h"

#define GEO_UNREACHED 255

/* The first space at index i or after whose cost is not GEO_UNREACHED,
 * GEO_MAX_CELLS if none. A Move's costs reach a few dozen of the 1,024
 * cells: unreached ones are skipped 8 at a time (issue 14). */
static inline int geo_cost_next(const uint8_t *cost, int i)
{
    while (i < GEO_MAX_CELLS) {
        uint64_t eight;
        if ((i & 7) == 0 && (memcpy(&eight, cost + i, sizeof eight), eight == UINT64_MAX)) {
            i += 8;                                       /* 8 x GEO_UNREACHED */
            continue;
        }
        if (cost[i] != GEO_UNREACHED) return i;
        i++;
    }
    return GEO_MAX_CELLS;
}

/* Cost in MP of one step from c in direction dir, from terrain and objects
 * (not from legends); -1 if the step is impossible. */
int geo_step_cost(const geo_board *b, const geo_overlay *ov, geo_cell c, int dir);

/* Why a step is impossible or what it costs: fills buf with the rule IDs and
 * components involved. Returns the cost as geo_step_cost. */
int geo_step_explain(const geo_board *b, const geo_overlay *ov, geo_cell c, int dir,
                     char *buf, int n);

/* The reachable set of a Move with mp MP from `from`. occupied: spaces that
 * may be passed but not ended on (other legends, OCCUPIES SPACE objects
 * are added from the board and overlay automatically). */
typedef struct geo_reach {
    geo_cell from;
    int mp;
    uint8_t cost[GEO_MAX_CELLS];      /* cheapest MP to enter, GEO_UNREACHED */
    int16_t prev[GEO_MAX_CELLS];      /* predecessor on a cheapest path, -1 */
    geo_cellset can_end;              /* reached and free to end on */
} geo_reach;

void geo_reach_compute(const geo_board *b, const geo_overlay *ov, geo_cell from, int mp,
                       const geo_cellset *occupied, geo_reach *out);

/* The reachable set from the nearest of n start spaces (all at cost 0;
 * off-board ones ignored): cost[] is the least of the n single-start
 * reaches' costs, computed in one search. No legends occupy spaces. */
void geo_reach_compute_multi(const geo_board *b, const geo_overlay *ov, const geo_cell *from,
                             int n, int mp, geo_reach *out);

/* The reachable set from n start spaces each entered at its own cost
 * (start_cost[s] MP, those above mp ignored), in one search: cost[] is the
 * least over the starts of start_cost[s] plus the single-start reach's
 * cost with mp - start_cost[s] MP. Unlike the other searches a start is
 * ended on only when free (nothing exempts it from MOVE-9). */
void geo_reach_compute_costed(const geo_board *b, const geo_overlay *ov, const geo_cell *from,
                              const uint8_t *start_cost, int n, int mp,
                              const geo_cellset *occupied, geo_reach *out);

/* The part of ov a search without occupied spaces reads (geo_reach_compute
 * with NULL, geo_reach_compute_multi, geo_reach_resume): two overlays with
 * the same key (geo_overlay_same) give such a search the same costs from
 * the same start. key->o[i].link is left as ov's: a key with a link is ov. */
void geo_reach_key(const geo_board *b, const geo_overlay *ov, geo_overlay *key);

/* Cheapest MP to end a Move on `to` (any budget), or -1 if impossible. */
int geo_move_cost(const geo_board *b, const geo_overlay *ov, geo_cell from, geo_cell to,
                  const geo_cellset *occupied);

/* The cheapest path to `to` from a computed reach, from's successor first;
 * returns its length (0 if unreachable). */
int geo_reach_path(const geo_reach *r, geo_cell to, geo_cell *out, int max);

/* TERM-6: called for every space a legend enters, including spaces it only
 * passes through. */
typedef void (*geo_enter_fn)(void *ctx, geo_cell c);

/* Move along a path of spaces (each at range 1 of the last, or the partner
 * of a zipline point the legend stands on), with at most mp MP (mp < 0: no
 * limit). Checks every step and the final space; calls enter() for each
 * space entered. Returns MP spent, or -1 with *err set and nothing entered
 * (the path is checked whole before enter() is ever called). */
int geo_move_along(const geo_board *b, const geo_overlay *ov, geo_cell from,
                   const geo_cell *path, int n, int mp, const geo_cellset *occupied,
                   geo_enter_fn enter, void *ctx, geo_error *err);

/* Spaces that cannot be entered (IMPASSABLE) / entered but not ended on. */
bool geo_space_impassable(const geo_board *b, const geo_overlay *ov, geo_cell c);
bool geo_space_occupied_by_object(const geo_board *b, const geo_overlay *ov, geo_cell c);

#endif
