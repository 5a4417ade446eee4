/*
 * entrance.h — the map's edges and corners, and the entrance board's reward
 * tokens as content (data/rewards.json, ring_load.c; STAGE2-9 … STAGE2-12).
 */
#ifndef RF_DATA_TYPES_ENTRANCE_H
#define RF_DATA_TYPES_ENTRANCE_H

#include <stdint.h>

/* Map edges, clockwise from the north; also the entrance board's sides
 * (STAGE2-2 places the epic tokens clockwise from the north side). */
enum rf_edge { RF_NORTH, RF_EAST, RF_SOUTH, RF_WEST, RF_EDGES };
/* Map corners (the ring's border figures, RING-4), clockwise from the NW. */
enum rf_corner { RF_CORNER_NW, RF_CORNER_NE, RF_CORNER_SE, RF_CORNER_SW, RF_CORNERS };

#define RF_ENTRANCE_ID_LEN 16

/* Reward tokens (STAGE2-9): a Move, then (STAGE2-10) the extra reward. */
#define RF_REWARDS 4
enum rf_reward_loot { RF_REWARD_NO_LOOT, RF_REWARD_COMMON, RF_REWARD_RARE };

typedef struct rf_reward {
    char id[RF_ENTRANCE_ID_LEN];
    uint8_t move;              /* MP of the Move (STAGE2-10) */
    uint8_t loot;              /* enum rf_reward_loot: a token from that bag (STAGE2-11) */
    uint8_t ammo;              /* ammo marker steps up on one weapon (STAGE2-12) */
} rf_reward;

typedef struct rf_rewards {
    int n;                     /* RF_REWARDS once loaded */
    rf_reward reward[RF_REWARDS];
} rf_rewards;


/* "north", "east", "south", "west"; NULL if out of range. */
const char *entrance_edge_name(int edge);
/* Index of an edge name, -1 if unknown. */
int entrance_edge_parse(const char *name);

#endif
