/*
 * modules_state.h — what the Supply Drops and Replicator modules keep in a
 * game state (rules DROP-1 … DROP-10, REPL-1 … REPL-12; docs/modes.md).
 * Plain fixed-size structs, copied with the game (state.h). The logic is
 * in drops.c and replicator.c.
 *
 * Loot tokens and weapon cards of the modules are pieces like any other
 * (state.h): beside a module's card they are RF_IN_MODULE at one of the
 * RF_MODAT_* places below. Crafting material markers are not loot tokens:
 * they stack on one backpack space (REPL-9), so each of the 12 has a place
 * of its own here.
 */
#ifndef RF_RULES_MODULES_STATE_H
#define RF_RULES_MODULES_STATE_H

#include <stdbool.h>
#include <stdint.h>

#include "data/types/modules.h"   /* RF_DROP_CARDS, RF_SPECIAL_WEAPONS, RF_REPL_ROWS, RF_CRAFT_MARKERS */

#define RF_DROPS 4                 /* DROP-1: supply drop miniatures */
#define RF_DROP_MARKERS 4          /* DROP-1: deployment markers, 2 red and 2 blue */
#define RF_REPL_COLS 3
#define RF_REPL_LEGENDS 6          /* RF_MAX_LEGENDS (replicator.c checks) */

/* Where a module piece (RF_IN_MODULE) lies: its `at`. */
enum {
    RF_MODAT_DROP_LEGENDARY = 0,   /* + gear slot: Supply Drops' legendary token (DROP-2 (2)) */
    RF_MODAT_SPECIAL = 8,          /* the face-down special weapon pile (DROP-2 (3)) */
    RF_MODAT_REPL = 16,            /* + row * 3 + column: beside the replicator card (REPL-2) */
};

/* A supply drop deployment marker (DROP-2, DROP-4, DROP-6). */
enum rf_drop_marker_where { RF_DMARK_TRACK, RF_DMARK_MAP, RF_DMARK_GONE };
typedef struct rf_drop_marker {
    uint8_t squad;                 /* its colour: enum rf_squad */
    uint8_t where;                 /* enum rf_drop_marker_where */
    uint8_t pos;                   /* RF_DMARK_TRACK: the round track position it lies on */
    int16_t cell;                  /* RF_DMARK_MAP: the map space */
} rf_drop_marker;

/* A supply drop miniature (DROP-5, DROP-6, DROP-9). */
enum rf_drop_where { RF_DROP_SUPPLY, RF_DROP_BELOW, RF_DROP_ON_MAP };
typedef struct rf_drop {
    uint8_t where;                 /* enum rf_drop_where */
    bool closed;                   /* its status marker is on it (DROP-9, DROP-10) */
    int8_t marker;                 /* RF_DROP_BELOW: the deployment marker it lands on */
    int16_t at;                    /* BELOW: the turn (round * 2 + squad); ON_MAP: cell */
} rf_drop;

typedef struct rf_drops_state {
    rf_drop_marker marker[RF_DROP_MARKERS];    /* resolved in this order (DROP-4) */
    rf_drop drop[RF_DROPS];
    uint8_t deck_n;                            /* supply drop cards left (DROP-9) */
    int8_t deck[RF_DROP_CARDS];                /* content cards, top = deck[deck_n - 1] */
} rf_drops_state;

/* A crafting material marker (REPL-2 (8), (9), REPL-4, REPL-6 … REPL-9, REPL-11). */
enum rf_craft_where { RF_CRAFT_SUPPLY, RF_CRAFT_MAP, RF_CRAFT_PACK };
typedef struct rf_repl_state {
    uint8_t where[RF_CRAFT_MARKERS];           /* enum rf_craft_where */
    int16_t at[RF_CRAFT_MARKERS];              /* MAP: cell index; PACK: legend */
    uint8_t pack_space[RF_REPL_LEGENDS];       /* 1 + the backpack space holding a legend's
                                                  markers (REPL-8, REPL-9), 0 none */
} rf_repl_state;

/* FR_SUPPLY_LAND (drops.c) */
typedef struct rf_supply_land_frame {
    int16_t drop;             /* the supply drop landing (DROP-7) */
} rf_supply_land_frame;

#endif
