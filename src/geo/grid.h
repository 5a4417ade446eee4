/*
 * grid.h — places on the board: spaces (cells), edges and intersections
 * (rules GRID-3, GRID-7, DIST).
 *
 * Coordinates follow ../shared/SCENARIOS.md: cell X,Y has column X from the
 * west and row Y from the north. Intersection I,J is the top-left corner of
 * cell I,J. Edge "h I,J" runs east from intersection I,J; "v I,J" runs south.
 *
 * Exact geometry uses doubled coordinates: the centre of cell X,Y is
 * (2X+1, 2Y+1) and intersection I,J is (2I, 2J). Every line between centres
 * and intersections then has integer end points, and all tests below are
 * integer arithmetic (no floating point anywhere in src/geo).
 *
 * Intersections at different levels at one map position are different
 * intersections (GRID-7, ADJ-8): a point carries its level.
 */
#ifndef RF_GEO_GRID_H
#define RF_GEO_GRID_H

#include <stdbool.h>
#include <stdint.h>
#include <string.h>

#define GEO_MAX_DIM 32                      /* largest board side, in cells */
#define GEO_MAX_CELLS (GEO_MAX_DIM * GEO_MAX_DIM)
#define GEO_NONE (-100)                     /* "no level" sentinel */

typedef struct geo_cell { int16_t x, y; } geo_cell;

enum { GEO_EDGE_H = 0, GEO_EDGE_V = 1 };
typedef struct geo_edge { uint8_t dir; int16_t i, j; } geo_edge;

typedef struct geo_point { int16_t i, j; int8_t level; } geo_point;

enum { GEO_PLACE_CELL = 0, GEO_PLACE_EDGE = 1, GEO_PLACE_POINT = 2 };
typedef struct geo_place {
    uint8_t kind;
    union { geo_cell cell; geo_edge edge; geo_point point; } u;
} geo_place;

/* The 8 step directions, clockwise from north. Orthogonal ones are even. */
enum { GEO_N, GEO_NE, GEO_E, GEO_SE, GEO_S, GEO_SW, GEO_W, GEO_NW, GEO_NDIRS };
extern const int8_t geo_dir_dx[GEO_NDIRS];
extern const int8_t geo_dir_dy[GEO_NDIRS];

/* Chebyshev distance between cells: diagonal steps count 1 (DIST-2).
 * Inline: the rules call it in their innermost loops. */
static inline int geo_cell_distance(geo_cell a, geo_cell b)
{
    int dx = a.x > b.x ? a.x - b.x : b.x - a.x, dy = a.y > b.y ? a.y - b.y : b.y - a.y;
    return dx > dy ? dx : dy;
}

/* Direction index from a to a cell at range 1, or -1 if not at range 1. */
static inline int geo_dir_between(geo_cell a, geo_cell b)
{
    static const int8_t dir[9] = { GEO_NW, GEO_N, GEO_NE, GEO_W, -1, GEO_E, GEO_SW, GEO_S, GEO_SE };
    int dx = b.x - a.x, dy = b.y - a.y;
    if (dx < -1 || dx > 1 || dy < -1 || dy > 1) return -1;
    return dir[(dy + 1) * 3 + dx + 1];
}

static inline geo_cell geo_cell_make(int x, int y)
{
    geo_cell c = { (int16_t)x, (int16_t)y };
    return c;
}
static inline bool geo_cell_eq(geo_cell a, geo_cell b) { return a.x == b.x && a.y == b.y; }
static inline geo_cell geo_cell_step(geo_cell c, int dir)
{
    return geo_cell_make(c.x + geo_dir_dx[dir], c.y + geo_dir_dy[dir]);
}

/* The two cells sharing an edge (either may be off the board). */
void geo_edge_cells(geo_edge e, geo_cell *a, geo_cell *b);
/* The edge between two orthogonally neighbouring cells. */
geo_edge geo_edge_between(geo_cell a, geo_cell b);
/* The 4 cells around intersection (i,j): NW, NE, SE, SW. */
void geo_point_cells(int i, int j, geo_cell out[4]);

/* Index of a space in per-space arrays (fixed stride, so x < GEO_MAX_DIM). */
static inline int geo_cell_index(geo_cell c) { return c.y * GEO_MAX_DIM + c.x; }
static inline geo_cell geo_cell_at(int idx)
{
    return geo_cell_make(idx % GEO_MAX_DIM, idx / GEO_MAX_DIM);
}

/* Bit set of spaces, indexed by geo_cell_index (on-board spaces only). */
typedef struct geo_cellset { uint64_t w[GEO_MAX_CELLS / 64]; } geo_cellset;

static inline void geo_cellset_clear(geo_cellset *s)
{
    for (int i = 0; i < GEO_MAX_CELLS / 64; i++) s->w[i] = 0;
}
static inline void geo_cellset_add(geo_cellset *s, geo_cell c)
{
    int i = geo_cell_index(c);
    s->w[i >> 6] |= 1ull << (i & 63);
}
static inline bool geo_cellset_has(const geo_cellset *s, geo_cell c)
{
    int i = geo_cell_index(c);
    return (s->w[i >> 6] >> (i & 63)) & 1u;
}

/* A place of each kind. Inline: every placement walk, adjacency and
 * line-of-sight test makes them (half a million calls in 20 random
 * matches); a call cost more than the two stores memset becomes. One
 * macro writes the three (a shared helper returning the cleared place
 * compiled worse: +0.6 M instructions in 20 random matches). */
#define GEO_PLACE_MAKER_(name, type, member, place_kind)                                       \
    static inline geo_place name(type v)                                                       \
    {                                                                                          \
        geo_place p;                                                                           \
        memset(&p, 0, sizeof p);             /* the union's unused bytes too (hashes, ==) */  \
        p.kind = place_kind;                                                                   \
        p.u.member = v;                                                                        \
        return p;                                                                              \
    }
GEO_PLACE_MAKER_(geo_place_cell, geo_cell, cell, GEO_PLACE_CELL)
GEO_PLACE_MAKER_(geo_place_edge, geo_edge, edge, GEO_PLACE_EDGE)
GEO_PLACE_MAKER_(geo_place_point, geo_point, point, GEO_PLACE_POINT)
#undef GEO_PLACE_MAKER_

#endif
