/*
 * traits.c — trait names (TRAIT-2 … TRAIT-13), damage tag names and kind lookup.
 */
#include <string.h>

#include "geo/traits.h"

static const char *const trait_names[GEO_TRAIT_COUNT] = {
    "BLOCKADE", "OBSTACLE", "IMPASSABLE", "COVER", "OCCUPIES_SPACE", "OCCUPIES_EDGE",
    "OCCUPIES_INTERSECTION", "CONNECTS", "INTERACTIVE", "DESTRUCTIBLE", "FLYING", "ZONE",
    "PERSISTENT", "LEVEL",
};

const char *geo_trait_name(uint32_t bit)
{
    for (int i = 0; i < GEO_TRAIT_COUNT; i++)
        if (bit == (1u << i)) return trait_names[i];
    return NULL;
}

uint32_t geo_trait_parse(const char *name)
{
    for (int i = 0; i < GEO_TRAIT_COUNT; i++)
        if (strcmp(name, trait_names[i]) == 0) return 1u << i;
    return 0;
}

static const char *const dtag_names[GEO_DTAG_COUNT] = { "ordnance" };

const char *geo_dtag_name(unsigned bit)
{
    for (int i = 0; i < GEO_DTAG_COUNT; i++)
        if (bit == (1u << i)) return dtag_names[i];
    return NULL;
}

unsigned geo_dtag_parse(const char *name)
{
    for (int i = 0; i < GEO_DTAG_COUNT; i++)
        if (strcmp(name, dtag_names[i]) == 0) return 1u << i;
    return 0;
}

int geo_kinds_find(const geo_kinds *k, const char *id)
{
    for (int i = 0; i < k->count; i++)
        if (strcmp(k->kind[i].id, id) == 0) return i;
    return -1;
}
