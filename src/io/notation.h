/*
 * notation.h — places written as text, as in ../shared/SCENARIOS.md:
 *   "X,Y"        a space (cell)
 *   "@I,J"       an intersection, at the highest level that exists there
 *   "@I,J:L"     an intersection at level L (project extension)
 *   "h I,J" / "v I,J"  an edge
 */
#ifndef RF_IO_NOTATION_H
#define RF_IO_NOTATION_H

#include "geo/board.h"

/* Parse a place at the start of s (leading blanks skipped). On success
 * returns 0, stores the place and sets *end past it. b may be NULL (then
 * "@I,J" gets level 0). Returns -1 on a syntax error. Bounds are not
 * checked here. */
int notation_parse_place(const geo_board *b, const char *s, geo_place *out, const char **end);
/* Parse "X,Y" only. */
int notation_parse_cell(const char *s, geo_cell *out, const char **end);
/* Write a place in the notation above (points always with ":L"). */
void notation_format_place(geo_place p, char *buf, int n);
/* True if the place lies on the board (edges: either side on the board;
 * points: within 0..W, 0..H and existing at that level). */
bool notation_place_valid(const geo_board *b, geo_place p);

#endif
