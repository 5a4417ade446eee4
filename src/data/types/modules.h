/*
 * modules.h — Supply Drops' and the Replicator's content (data/supply_drops.json,
 * data/replicator.json, modules_load.c; DROP-1, DROP-9, REPL-1, REPL-10).
 */
#ifndef RF_DATA_TYPES_MODULES_H
#define RF_DATA_TYPES_MODULES_H

#include <stdint.h>

#define RF_DROP_CARDS 6            /* DROP-1: supply drop cards */
#define RF_SPECIAL_WEAPONS 3       /* DROP-1: special weapon cards */
#define RF_CRAFT_MARKERS 12        /* REPL-1: crafting material markers */
#define RF_REPL_ROWS 3             /* REPL-2 (5)-(7): legendary, epic, rare rows */

/* DROP-9: what a supply drop card gives. */
enum rf_drop_card_kind {
    RF_DROPCARD_SPECIAL,           /* a random special weapon card: replace or discard */
    RF_DROPCARD_LEGENDARY,         /* the legendary token shown: keep or drop */
    RF_DROPCARD_LOOT,              /* a token from the bag shown: keep or drop */
};

typedef struct rf_drop_card {
    char id[8];
    uint8_t kind;                  /* enum rf_drop_card_kind */
    uint8_t gear;                  /* LEGENDARY: enum rf_gear_slot (helmet, body, knockdown) */
    uint8_t rarity;                /* LOOT: the bag (enum rf_rarity: common, rare, epic) */
} rf_drop_card;

typedef struct rf_drops_content {
    int ncards;                    /* RF_DROP_CARDS once loaded */
    rf_drop_card card[RF_DROP_CARDS];
    int nweapons;                  /* RF_SPECIAL_WEAPONS once loaded */
    int8_t weapon[RF_SPECIAL_WEAPONS];   /* their catalog weapon kinds */
} rf_drops_content;

/* REPL-10: what crafting costs (designed but for EX-REPL-2's two costs). */
typedef struct rf_repl_content {
    uint8_t cost[RF_REPL_ROWS];    /* markers per token of the legendary, epic, rare row */
    uint8_t refill[RF_REPL_ROWS];  /* a crafted token's space is refilled from its bag */
    uint8_t ammo_cost, ammo_gain;  /* markers for ammo, and the ammo gained on one weapon */
} rf_repl_content;

#endif
