/*
 * board.h — the static board: its components and everything derived from
 * them once, when the board is finished (levels, edge traits, step costs,
 * the line-of-sight table).
 *
 * Life cycle: geo_board_new → geo_board_add (one call per component, in the
 * map's set-up order) → geo_board_finish. After finish the board is
 * immutable and may be shared by any number of games and threads.
 *
 * Objects that appear during play (supply drops, heat shields, smoke, dome,
 * portals...) never change the board: they live in a geo_overlay, a small
 * plain struct that a game state can hold and copy with memcpy. Every query
 * takes the board and an optional overlay.
 *
 * Levels (LVL): a space's floor is 0 for the ground, +level of every
 * building stacked on it (LVL-3), -1 for a canyon tile (designed).
 * A component on an edge stands on the higher floor of its two spaces
 * (SCENARIOS.md, "roof edge"); its top is that floor plus its LEVEL.
 */
#ifndef RF_GEO_BOARD_H
#define RF_GEO_BOARD_H

#include "geo/grid.h"
#include "geo/traits.h"

#define GEO_MAX_COMPONENTS 320
#define GEO_LABEL_LEN 12

typedef struct geo_component {
    uint8_t kind;                 /* index into the board's kinds */
    geo_place at;                 /* SPACE/AREA: top-left cell; EDGE: first edge; POINT */
    uint8_t len;                  /* EDGE: run length (edges continue east or south) */
    uint8_t w, h;                 /* AREA: footprint */
    int8_t stand;                 /* computed: level it stands on (AREA: base) */
    int8_t top;                   /* computed: top level (AREA: roof / canyon floor) */
    int16_t link;                 /* linked component (zipline partner), -1 */
    char label[GEO_LABEL_LEN];    /* pairing label ("zipline A"), may be empty */
    int line;                     /* source line for error messages, 0 unknown */
} geo_component;

/* What finishing the board bakes into each edge. */
typedef struct geo_edgeinfo {
    int16_t comp;       /* placed edge component, -1 */
    int16_t blk_comp;   /* component giving blk_top, -1 */
    int8_t blk_top;     /* top of the highest BLOCKADE on the edge, GEO_NONE */
    int8_t stand;       /* level the placed component stands on, GEO_NONE */
    int8_t level;       /* movement level of the placed component: top if LEVEL, else stand */
    uint32_t traits;    /* traits of the placed component, 0 */
} geo_edgeinfo;

#define GEO_HEDGES ((GEO_MAX_DIM + 1) * GEO_MAX_DIM)
#define GEO_VEDGES (GEO_MAX_DIM * (GEO_MAX_DIM + 1))

typedef struct geo_board {
    const geo_kinds *kinds;
    int w, h;
    int finished;
    unsigned long long serial;          /* unique per finished board in the process (caches) */
    uint8_t opt_point_boundary;         /* LOS-16 ruling: an intersection on the outer
                                           boundary of a blind zone is blocked too */
    int ncomp;
    geo_component comp[GEO_MAX_COMPONENTS];
    int8_t floor[GEO_MAX_CELLS];        /* level of each space */
    int16_t area[GEO_MAX_CELLS];        /* component that sets the floor (top building, canyon), -1 */
    int16_t object[GEO_MAX_CELLS];      /* static object on the space (beacon, rock...), -1 */
    int8_t solid_top[GEO_MAX_CELLS];    /* top of a LEVEL object on the space, GEO_NONE */
    uint32_t traits[GEO_MAX_CELLS];     /* traits of the object on the space */
    int16_t link[GEO_MAX_CELLS];        /* zipline: partner cell index, -1 */
    geo_cellset impassable;             /* spaces with an IMPASSABLE object */
    geo_cellset occupied;               /* spaces with an OCCUPIES SPACE object */
    uint8_t link_cost[GEO_MAX_CELLS];   /* MP to ride that link */
    geo_edgeinfo hedge[GEO_HEDGES];
    geo_edgeinfo vedge[GEO_VEDGES];
    int8_t step[GEO_MAX_CELLS][GEO_NDIRS]; /* static step cost, -1 impossible */
    uint8_t adjacent[GEO_MAX_CELLS];    /* directions (bits) to adjacent spaces (ADJ-2, ADJ-4) */
    uint8_t neighbouring[GEO_MAX_CELLS];/* ... to neighbouring spaces (ADJ-3) */
    /* each intersection's levels (geo_point_levels), by j * (GEO_MAX_DIM + 1) + i */
    int8_t point_level[(GEO_MAX_DIM + 1) * (GEO_MAX_DIM + 1)][4];
    uint8_t point_nlevels[(GEO_MAX_DIM + 1) * (GEO_MAX_DIM + 1)];
    uint64_t *los;                      /* LoS table, cells × cells bits (los.c) */
    uint64_t los_words;                 /* words per row of the table */
} geo_board;

/* A validation error: what is wrong and where (source line, field). */
typedef struct geo_error {
    int line;
    char field[64];
    char msg[224];
} geo_error;

void geo_error_set(geo_error *err, int line, const char *field, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

geo_board *geo_board_new(const geo_kinds *kinds, int w, int h);
void geo_board_free(geo_board *b);

/* Record a component; checks the kind's placement, the board bounds, the
 * allowed lengths/sizes and overlaps. Returns 0, or -1 with *err filled and
 * the board unchanged. */
int geo_board_add(geo_board *b, const geo_component *c, geo_error *err);

/* Compute levels, edge data, links, step costs and the LoS table.
 * Returns 0, or -1 with *err naming the offending component. */
int geo_board_finish(geo_board *b, geo_error *err);

/* --- Access helpers (all inline, all bounds-checked by the caller) --- */

static inline bool geo_on_board(const geo_board *b, geo_cell c)
{
    return c.x >= 0 && c.y >= 0 && c.x < b->w && c.y < b->h;
}
/* Floor of a space; off the board is the imaginary ground (level 0, AOE-6). */
static inline int geo_floor(const geo_board *b, geo_cell c)
{
    return geo_on_board(b, c) ? b->floor[geo_cell_index(c)] : 0;
}
bool geo_edge_on_board(const geo_board *b, geo_edge e);
/* Edge data; an edge off the board reads as empty. */
const geo_edgeinfo *geo_edge_info(const geo_board *b, geo_edge e);
const geo_kind *geo_component_kind(const geo_board *b, int comp);

/* Level of an edge for adjacency (ADJ-5, ADJ-6): the level its object
 * stands on; a bare building wall's base; otherwise the spaces' floor. */
int geo_edge_level(const geo_board *b, geo_edge e);
/* Levels at which an intersection exists: the distinct floors of its
 * on-board spaces, highest first. Returns the count (0..4). */
int geo_point_levels(const geo_board *b, int i, int j, int8_t out[4]);

/* Short human description of a component: "wall (h 3,4 len 2)". */
void geo_component_describe(const geo_board *b, int comp, char *buf, int n);

#endif
