/*
 * frame_respawn.c — the Respawn action (RESP-1 … RESP-6).
 *
 * The legend returns on a free space adjacent to the respawn beacon closest
 * to a squadmate on the map (RESP-4, distance DIST from beacon to
 * squadmate); with several equally close beacons, or several free spaces,
 * its seat chooses; with no squadmate on the map, any beacon. A beacon with
 * no free adjacent space is passed over for the next closest (ruling
 * R-RESP-4 in docs/rulings.md).
 */
#include <stdio.h>

#include "geo/adjacency.h"
#include "geo/place.h"
#include "rules/engine.h"
#include "rules/legends.h"

/* Distance from a beacon to the nearest squadmate on the map (-1 if none). */
static int mate_distance(const rf_game *g, int l, geo_cell beacon)
{
    int best = -1;
    for (int m = 0; m < g->nlegends; m++) {
        if (m == l || g->legend[m].squad != g->legend[l].squad || !g->legend[m].on_map) continue;
        int d = geo_cell_distance(beacon, g->legend[m].pos);
        if (best < 0 || d < best) best = d;
    }
    return best;
}

/* Free spaces adjacent to a beacon; returns how many (written to out). */
static int free_around(const rf_game *g, geo_cell beacon, geo_cell *out)
{
    const geo_board *b = g->map->board;
    geo_cellset legends;
    rf_legends_occupied(g, -1, &legends);
    int n = 0;
    for (int d = 0; d < GEO_NDIRS; d++) {
        geo_cell c = geo_cell_step(beacon, d);
        if (geo_space_free(b, &g->overlay, &legends, c) &&
            geo_adjacent(b, &g->overlay, geo_place_cell(beacon), geo_place_cell(c)))
            out[n++] = c;
    }
    return n;
}

static int add_unique(geo_cell *out, int n, geo_cell c)
{
    for (int i = 0; i < n; i++)
        if (geo_cell_eq(out[i], c)) return n;     /* next to two beacons: one option */
    out[n] = c;
    return n + 1;
}

/* The spaces the legend may choose: around the closest usable beacons. */
static int respawn_spaces(const rf_game *g, int l, geo_cell *out, int max)
{
    const geo_board *b = g->map->board;
    int kind = geo_kinds_find(&g->content->kinds, "respawn_beacon");
    int best = -1, n = 0;
    for (int pass = 0; pass < 2; pass++)           /* find the best distance, then collect */
        for (int c = 0; c < b->ncomp; c++) {
            if (b->comp[c].kind != kind) continue;
            geo_cell beacon = b->comp[c].at.u.cell, around[GEO_NDIRS];
            int k = free_around(g, beacon, around);
            if (k == 0) continue;
            int d = mate_distance(g, l, beacon);
            if (pass == 0 && (best < 0 || d < best)) best = d;
            if (pass == 1 && d == best)
                for (int i = 0; i < k && n < max; i++) n = add_unique(out, n, around[i]);
        }
    return n;
}

static int respawn_run(rf_game *g, rf_frame *f)
{
    geo_cell spaces[64];
    if (respawn_spaces(g, f->legend, spaces, 64) > 0) return RF_WAIT;
    rf_pop(g);                 /* no beacon has a free space: the legend stays off the map */
    return RF_GO;
}

static void respawn_decision(const rf_game *g, const rf_frame *f, rf_decision *d)
{
    d->kind = RF_DEC_RESPAWN;
    d->seat = g->legend[f->legend].seat;
    d->legend = f->legend;
    snprintf(d->prompt, sizeof d->prompt, "%s respawns: choose a free space next to a beacon",
             g->legend[f->legend].name);
}

static void respawn_options(const rf_game *g, const rf_frame *f, rf_optbuf *ob)
{
    geo_cell spaces[64];
    int k = respawn_spaces(g, f->legend, spaces, 64);
    for (int i = 0; i < k; i++)
        rf_opt_add(ob, rf_code(OPT_RESPAWN_AT, 0, geo_cell_index(spaces[i])),
                   "respawn on %d,%d", spaces[i].x, spaces[i].y);
}

static void respawn_apply(rf_game *g, rf_frame *f, uint32_t code)
{
    rf_legend *lg = &g->legend[f->legend];
    lg->pos = geo_cell_at(rf_code_b(code));
    lg->on_map = true;                                     /* RESP-4 */
    rf_pop(g);
}

const rf_frame_ops rf_frame_respawn_ops = { "respawn", respawn_run, respawn_decision,
                                            respawn_options, respawn_apply };
