/*
 * equip_data.h — the content of the equipment modes (data/equipment.json,
 * docs/modes.md): the equipment board's printed items (EQUIP-1, side
 * without the Boss symbol), the lock tokens (TDM-2) and the 8 double-sided
 * weapon loadout cards (EQUIP-7, DATA-GAPS 4.4), all designed where the
 * books are silent (docs/data-provenance.md).
 */
#ifndef RF_RULES_EQUIP_DATA_H
#define RF_RULES_EQUIP_DATA_H

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
