/*
 * traits.h — object traits (rule TRAIT) and component kinds.
 *
 * A component kind (wall, half wall, supply bin, building, smoke...) is data:
 * src/data/kinds_load.c reads data/components.json into geo_kind records.
 * The geometry layer only ever looks at a kind's traits, level, placement
 * and zone radius; it never tests a kind's name.
 */
#ifndef RF_GEO_TRAITS_H
#define RF_GEO_TRAITS_H

#include <stdint.h>

/* TRAIT-2 … TRAIT-13, plus OCCUPIES EDGE/INTERSECTION (GRID-6). */
enum geo_trait {
    GEO_T_BLOCKADE = 1u << 0,        /* TRAIT-2: can block line of sight */
    GEO_T_OBSTACLE = 1u << 1,        /* TRAIT-3: +1 MP to cross, breaks adjacency */
    GEO_T_IMPASSABLE = 1u << 2,      /* TRAIT-4: its space cannot be entered */
    GEO_T_COVER = 1u << 3,           /* TRAIT-5 */
    GEO_T_OCCUPIES_SPACE = 1u << 4,  /* TRAIT-6 */
    GEO_T_OCCUPIES_EDGE = 1u << 5,
    GEO_T_OCCUPIES_POINT = 1u << 6,
    GEO_T_CONNECTS = 1u << 7,        /* TRAIT-7 */
    GEO_T_INTERACTIVE = 1u << 8,     /* TRAIT-8 */
    GEO_T_DESTRUCTIBLE = 1u << 9,    /* TRAIT-9 */
    GEO_T_FLYING = 1u << 10,         /* TRAIT-10 */
    GEO_T_ZONE = 1u << 11,           /* TRAIT-11 */
    GEO_T_PERSISTENT = 1u << 12,     /* TRAIT-12 */
    GEO_T_LEVEL = 1u << 13,          /* TRAIT-13 */
};
#define GEO_TRAIT_COUNT 14

/* Name of a trait bit as written in the books ("BLOCKADE"), or NULL. */
const char *geo_trait_name(uint32_t bit);
/* Parse a trait name; returns 0 if unknown. */
uint32_t geo_trait_parse(const char *name);

/* Damage tags a zone may prevent (DMG-5, DMG-6; the beta's <ORDNANCE>:
 * grenades and ordnance abilities, prevented by the Dome of Protection,
 * DATA-GAPS 7.3). Named in data/components.json "zone_blocks". */
enum geo_damage_tag { GEO_DTAG_ORDNANCE = 1u << 0 };
#define GEO_DTAG_COUNT 1
/* Name of a damage tag bit ("ordnance"), or NULL; parse: 0 if unknown. */
const char *geo_dtag_name(unsigned bit);
unsigned geo_dtag_parse(const char *name);

/* Where a kind's base goes (GRID-5). */
enum geo_placement {
    GEO_ON_SPACE = 0,   /* a miniature or object on one space */
    GEO_ON_EDGE = 1,    /* walls, half walls, supply bins: a run of edges */
    GEO_ON_POINT = 2,   /* smoke, dome: an intersection */
    GEO_ON_AREA = 3,    /* buildings and canyon tiles: a W×H footprint */
};

#define GEO_KIND_ID_LEN 32
#define GEO_KIND_NAME_LEN 48

typedef struct geo_kind {
    char id[GEO_KIND_ID_LEN];       /* "wall", "half_wall", "building" ... */
    char name[GEO_KIND_NAME_LEN];   /* "Wall" */
    uint8_t placement;              /* enum geo_placement */
    uint32_t traits;                /* enum geo_trait bits */
    int8_t level;                   /* LEVEL n: height added (area: -1 = canyon) */
    uint8_t zone_radius;            /* ZONE: diamond radius in spaces */
    uint8_t roof_edge;              /* must stand on a roof edge */
    uint8_t lengths;                /* bit L set: an edge run of length L allowed */
    uint8_t link_cost;              /* MP to travel a link (zipline) from this object */
    uint8_t zone_ht;                /* ZONE: Hit Threshold added to a Shoot it applies to (ZONE-7) */
    uint8_t zone_blocks;            /* ZONE: damage tags prevented in it (GEO_DTAG_* bits) */
    uint8_t nsizes;
    uint8_t sizes[8][2];            /* AREA: allowed WxH (either orientation) */
} geo_kind;

#define GEO_MAX_KINDS 64

typedef struct geo_kinds {
    int count;
    geo_kind kind[GEO_MAX_KINDS];
} geo_kinds;

/* Index of the kind with this id, or -1. */
int geo_kinds_find(const geo_kinds *k, const char *id);

#endif
