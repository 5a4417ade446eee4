/*
 * map_yard.h — helpers of the walking-cost tests (test_reach_resume.c,
 * test_reach_key.c, test_reach_plain.c): a small seeded generator, a
 * random space of a board, and every map of data/maps loaded in turn.
 * Static inline: each test uses what it needs.
 */
#ifndef RF_TEST_MAP_YARD_H
#define RF_TEST_MAP_YARD_H

#include <dirent.h>
#include <stdio.h>
#include <string.h>

#include "testutil.h"
#include "map.h"
#include "geo/board.h"

typedef struct rng { uint64_t s; } rng;

static inline uint32_t rnd(rng *r, uint32_t n)
{
    r->s = r->s * 6364136223846793005ull + 1442695040888963407ull;
    return (uint32_t)(r->s >> 33) % n;
}

static inline geo_cell any_cell(rng *r, const geo_board *b)
{
    return geo_cell_make((int)rnd(r, (uint32_t)b->w), (int)rnd(r, (uint32_t)b->h));
}

/* fn(r, board) for every map of data/maps; returns how many there were. */
static inline int each_map(rng *r, void (*fn)(rng *r, const geo_board *b))
{
    DIR *dir = opendir(RF_DATA_DIR "/maps");
    assert_non_null(dir);
    int maps = 0;
    struct dirent *e;
    while ((e = readdir(dir))) {
        char name[256];
        size_t n = strlen(e->d_name);
        if (n < 6 || strcmp(e->d_name + n - 5, ".json") != 0 || n - 5 >= sizeof name) continue;
        snprintf(name, sizeof name, "%.*s", (int)(n - 5), e->d_name);
        rf_map *m = NULL;
        rf_error err;
        assert_int_equal(rf_map_load(tu_content(), name, &m, &err), RF_OK);
        fn(r, m->board);
        rf_map_free(m);
        maps++;
    }
    closedir(dir);
    return maps;
}

#endif
