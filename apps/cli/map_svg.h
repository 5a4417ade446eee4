/*
 * map_svg.h — a map drawn as SVG (map_svg.c): `ringfall map svg` and the
 * heat maps of `ringfall sim --report` (docs/sim.md).
 */
#ifndef RF_CLI_MAP_SVG_H
#define RF_CLI_MAP_SVG_H

#include <stdbool.h>
#include <stdio.h>

#include "ringfall.h"

/* A count per space drawn over the map: count[y * width + x]. */
typedef struct map_svg_heat {
    const char *title;           /* what is counted, in words ("Shots: the shooter's space") */
    const char *unit;            /* one count's name, plural ("shots") */
    const long long *count;
} map_svg_heat;

/* Write map m as a whole SVG document: each space a square shaded by its
 * level (class "space", one per space, with data-x, data-y and
 * data-level), the level changes, every component the map has (walls,
 * half walls, supply bins, respawn beacons, rocks, trees, zipline
 * points...), the coordinates of the columns and rows and a legend of
 * what is drawn. With heat, its counts over the map (class "heat", one per
 * space with a count) and a scale. Without the XML declaration when
 * inline (inside an HTML page). False when out of memory or on a write
 * error. */
bool map_svg_write(const rf_map *m, const map_svg_heat *heat, bool inline_svg, FILE *out);

/* Text escaped for XML (&, <, >, ", '). */
void svg_text(FILE *out, const char *s);

#endif
