/*
 * grid.c — directions, distances and the cells around edges and points.
 */
#include <stdlib.h>

#include "geo/grid.h"

const int8_t geo_dir_dx[GEO_NDIRS] = { 0, 1, 1, 1, 0, -1, -1, -1 };
const int8_t geo_dir_dy[GEO_NDIRS] = { -1, -1, 0, 1, 1, 1, 0, -1 };

void geo_edge_cells(geo_edge e, geo_cell *a, geo_cell *b)
{
    if (e.dir == GEO_EDGE_H) {            /* north side of cell i,j */
        *a = geo_cell_make(e.i, e.j - 1);
        *b = geo_cell_make(e.i, e.j);
    } else {                              /* west side of cell i,j */
        *a = geo_cell_make(e.i - 1, e.j);
        *b = geo_cell_make(e.i, e.j);
    }
}

geo_edge geo_edge_between(geo_cell a, geo_cell b)
{
    geo_edge e;
    if (a.x == b.x) {
        e.dir = GEO_EDGE_H;
        e.i = a.x;
        e.j = (int16_t)(a.y > b.y ? a.y : b.y);
    } else {
        e.dir = GEO_EDGE_V;
        e.j = a.y;
        e.i = (int16_t)(a.x > b.x ? a.x : b.x);
    }
    return e;
}

void geo_point_cells(int i, int j, geo_cell out[4])
{
    out[0] = geo_cell_make(i - 1, j - 1);   /* NW */
    out[1] = geo_cell_make(i, j - 1);       /* NE */
    out[2] = geo_cell_make(i, j);           /* SE */
    out[3] = geo_cell_make(i - 1, j);       /* SW */
}

