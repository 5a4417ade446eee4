/*
 * equipment.h — the equipment modes' content (data/equipment.json, equip_load.c):
 * the board's printed items, the lock tokens, the weapon loadout cards.
 */
#ifndef RF_DATA_TYPES_EQUIPMENT_H
#define RF_DATA_TYPES_EQUIPMENT_H

#include <stdbool.h>
#include <stdint.h>
#include "data/catalog.h"

#define RF_EQUIP_SPACES 8            /* the board's printed items, at most (bits of a byte) */
#define RF_LOADOUT_CARDS 8           /* TDM-2, CTF-2 */
#define RF_LOADOUT_WEAPONS 2         /* WEAPON-1: two weapon slots */

/* A weapon of a loadout card side: a basic weapon card and the attachment
 * printed on each of its slots (loot kind, -1 none). */
typedef struct rf_loadout_weapon {
    uint8_t weapon;                              /* catalog weapon */
    int8_t attach[RF_MAX_WEAPON_SLOTS];          /* catalog loot kind per weapon slot, -1 */
} rf_loadout_weapon;

typedef struct rf_loadout_side {
    char name[24];
    rf_loadout_weapon weapon[RF_LOADOUT_WEAPONS];
} rf_loadout_side;

typedef struct rf_loadout_card {
    char id[8];
    rf_loadout_side side[2];
} rf_loadout_card;

typedef struct rf_equipment {
    bool loaded;
    uint8_t nspaces;
    uint8_t item[RF_EQUIP_SPACES];   /* catalog loot kind printed on each space */
    uint8_t setup_locked;            /* spaces locked at set-up (bits, TDM-6: the accelerant) */
    uint8_t lock_tokens;             /* TDM-2: 31 */
    uint8_t ncards;
    rf_loadout_card card[RF_LOADOUT_CARDS];
} rf_equipment;

#endif
