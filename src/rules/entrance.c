/*
 * entrance.c — the map's edges and the entrance board's reward tokens
 * (entrance.h; STAGE2-6, STAGE2-9, STAGE2-10).
 */
#include <stdio.h>
#include <string.h>

#include "rules/entrance.h"

static const char *const edge_names[RF_EDGES] = { "north", "east", "south", "west" };

const char *entrance_edge_name(int edge)
{
    return edge >= 0 && edge < RF_EDGES ? edge_names[edge] : NULL;
}

int entrance_edge_parse(const char *name)
{
    for (int i = 0; i < RF_EDGES; i++)
        if (strcmp(edge_names[i], name) == 0) return i;
    return -1;
}

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
