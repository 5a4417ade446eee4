/*
 * edge_names.c — the map's edges by name, as the content files write them
 * (rewards.json, deployment.json, ring_cards.json: "north" …), and a ring
 * card in words (RING-7): content look-ups, data/types/entrance.h and
 * ring.h. Moved from rules/match/entrance.c and rules/modules/ring/ring.c (issue 17:
 * content is below the rules).
 */
#include <stdio.h>

#include "data/names.h"
#include "data/types/entrance.h"
#include "data/types/ring.h"

static const char *const edge_names[RF_EDGES] = { "north", "east", "south", "west" };

const char *entrance_edge_name(int edge)
{
    return names_at(edge_names, RF_EDGES, edge);
}

int entrance_edge_parse(const char *name)
{
    return names_find(edge_names, RF_EDGES, name);
}

void content_ring_card_words(const rf_ring_card *c, char *out, size_t n)
{
    size_t k = 0;
    out[0] = 0;
    for (int e = 0; e < RF_EDGES && k < n; e++)
        if (c->move[e])
            k += (size_t)snprintf(out + k, n - k, "%s%s %d", k ? ", " : "", entrance_edge_name(e), c->move[e]);
}
