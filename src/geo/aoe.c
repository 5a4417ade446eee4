/*
 * aoe.c — areas of effect (rules AOE-1 … AOE-6).
 *
 * A template is drawn with its source space marked (AOE-2) and a value per
 * space (AOE-3). It is turned a quarter at a time about its source. A FLYING
 * source hits the whole area (AOE-4); any other stops at blockades and at
 * other levels: a space is hit when it is on the source's level and in line
 * of sight of the source (AOE-5). Spaces beyond the map edge belong to an
 * imaginary extension of the map (AOE-6): they are listed, level 0, with
 * nothing on them.
 */
#include <stddef.h>

#include "geo/los.h"
#include "geo/zone.h"

/* Offset of template space (col,row) from the source, turned rot quarters
 * clockwise (east turns to south). */
static geo_cell turned(const geo_template *t, int col, int row, int rot)
{
    int dx = col - t->sx, dy = row - t->sy;
    for (int k = 0; k < (rot & 3); k++) {
        int nx = -dy, ny = dx;
        dx = nx;
        dy = ny;
    }
    return geo_cell_make(dx, dy);
}

static bool hit_by_ground_source(const geo_board *b, const geo_overlay *ov, geo_cell src,
                                 int level, geo_cell c)
{
    if (geo_floor(b, c) != level) return false;                  /* AOE-5: other levels */
    if (geo_cell_eq(c, src)) return true;
    /* The source stands at `level` even where its space's floor differs (a
     * grenade on a supply drop, GRENADE-6). */
    return geo_los_levels(b, ov, geo_place_cell(src), level, geo_place_cell(c), GEO_NONE, NULL);
}

int geo_aoe(const geo_board *b, const geo_overlay *ov, const geo_template *t, geo_cell src,
            int level, int rot, bool flying, geo_aoe_hit *out, int max)
{
    int n = 0;
    for (int row = 0; row < t->h; row++)
        for (int col = 0; col < t->w; col++) {
            int v = t->value[row][col];
            if (v == 0) continue;
            geo_cell off = turned(t, col, row, rot);
            geo_cell c = geo_cell_make(src.x + off.x, src.y + off.y);
            if (!flying && !hit_by_ground_source(b, ov, src, level, c)) continue;
            if (n < max) {
                out[n].cell = c;
                out[n].value = v;
            }
            n++;
        }
    return n < max ? n : max;
}
