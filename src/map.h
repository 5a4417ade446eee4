/*
 * map.h — a loaded map behind an rf_map handle: the finished static board
 * plus what the map file says about itself.
 */
#ifndef RF_MAP_H
#define RF_MAP_H

#include "data/content.h"
#include "geo/board.h"

struct rf_map {
    const rf_content *content;
    char id[32];                  /* matches an rf_map_list id, or "" (custom map) */
    char name[64];
    char path[RF_PATH_LEN];
    char source[128];             /* provenance of the layout */
    geo_board *board;
};

#endif
