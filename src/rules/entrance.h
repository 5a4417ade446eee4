/*
 * entrance.h — the map's edges and the entrance board (STAGE2-6,
 * STAGE2-9 … STAGE2-12): which side a legend enters from and the reward
 * token it finds there. Core, not the Ring module: every mode's Stage 2
 * enters from the edges (match.c, match_entry.c), and the ring cards'
 * arrows (modules/ring.h), the deployment arrows (modules/deploy.h) and the
 * Move's words name the same edges.
 *
 * Frame: the map's (docs/maps.md): x from 0 at the west, y from 0 at the
 * north. The entrance board's sides are the map's edges (STAGE2-6: its
 * left side is the map's left edge).
 */
#ifndef RF_RULES_ENTRANCE_H
#define RF_RULES_ENTRANCE_H

#include <stdbool.h>
#include <stddef.h>
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
/* A reward token in words, as printed (STAGE2-9, STAGE2-10): "Move 3 + a
 * common token". The log and the views name it so, not by its id. */
void entrance_reward_words(const rf_reward *r, char *out, size_t n);

/* Is (x, y) a space on the given map edge of a width × height map? A
 * legend entering from that side of the entrance board stands outside the
 * map next to such a space, and the first space it enters is one
 * (STAGE2-6, STAGE2-10). */
bool entrance_on_edge(int edge, int width, int height, int x, int y);

#endif
