/*
 * entrance.c — the map's edges and the entrance board's reward tokens
 * (entrance.h; STAGE2-6, STAGE2-9, STAGE2-10).
 */
#include <stdio.h>
#include <string.h>

#include "rules/match/entrance.h"


void entrance_reward_words(const rf_reward *r, char *out, size_t n)
{
    static const char *const loot[] = { "", " + a common token", " + a rare token" };
    snprintf(out, n, "Move %d%s%s", r->move, r->loot < 3 ? loot[r->loot] : "",
             r->ammo ? " + 1 ammo" : "");
}

bool entrance_on_edge(int edge, int width, int height, int x, int y)
{
    if (x < 0 || x >= width || y < 0 || y >= height) return false;
    switch (edge) {
    case RF_NORTH: return y == 0;
    case RF_EAST: return x == width - 1;
    case RF_SOUTH: return y == height - 1;
    case RF_WEST: return x == 0;
    default: return false;
    }
}
