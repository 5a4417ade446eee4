/*
 * map_text.h — drawing a board in the terminal, with what stands on it in
 * play: legends (a letter in their squad's colour) and objects placed during
 * play (supply drops, heat shields, smoke and dome miniatures).
 */
#ifndef RF_IO_MAP_TEXT_H
#define RF_IO_MAP_TEXT_H

#include <stdbool.h>
#include <stdio.h>

#include "geo/overlay.h"

typedef struct map_text_marker {
    geo_cell cell;
    char sym;            /* shown in the space: a legend's initial */
    uint8_t squad;       /* 0 red, 1 blue */
    char name[32];       /* for the key below the board */
} map_text_marker;

/* Draw the board with title, the overlay's objects (ov may be NULL), the
 * opened supply bins (opened[k] for component k; NULL: none) and n markers,
 * then a key of every symbol shown. Each marker shows a letter no other
 * marker nor object of the board uses (its initial when free). */
void map_text_render(const geo_board *b, const geo_overlay *ov, const uint8_t *opened,
                     const map_text_marker *marks, int n, const char *title, FILE *out, bool color);

#endif
