/*
 * equip_types.h — the equipment modes' state in a game (Team Deathmatch,
 * Capture the Flag, Champions; rules EQUIP, TDM-2, TDM-6, TDM-14; docs/
 * modes.md) and their frame's: held by value in rf_game and rf_frame
 * through the plug-ins' list (rules/engine/plugins.h), copied with the game.
 */
#ifndef RF_RULES_EQUIP_TYPES_H
#define RF_RULES_EQUIP_TYPES_H

#include <stdint.h>

#define RF_EQUIP_LEGENDS 6         /* RF_MAX_LEGENDS (equip.c checks) */

/* The equipment modes (Team Deathmatch, Capture the Flag; equip.c,
 * docs/modes.md): who plays on an equipment board, the lock tokens and the
 * weapon loadout cards. Every lock token is in the general supply, on a
 * board space or on the one locked respawn beacon (rf_check). */
typedef struct rf_equip_state {
    uint8_t boards;                 /* legends (bits) on an equipment board (EQUIP-1) */
    uint8_t supply;                 /* lock tokens in the general supply (TDM-2) */
    int8_t beacon;                  /* the locked respawn beacon (rf_view_beacon), -1 (TDM-14) */
    uint8_t locks[RF_EQUIP_LEGENDS];  /* locked spaces of each board (bits, EQUIP-2) */
    int8_t card[RF_EQUIP_LEGENDS];    /* its weapon loadout card, -1 none (TDM-6) */
    uint8_t side[RF_EQUIP_LEGENDS];   /* the side face up, 0 or 1 (EQUIP-7) */
} rf_equip_state;

/* FR_EQUIP (modes/equip/equip_frame.c); legend: the board's, target: for RF_EQ_LOCK the receiver */
typedef struct rf_equip_frame {
    int16_t left;             /* lock tokens still to take off or put on */
    int16_t bin;              /* RF_EQ_BIN: lock tokens taken off (bits 0-1), 4 once flipped
                                 (a champion: once it drew its 2 fully kitted cards,
                                 CHAMP-14), 256 << slot once a drawn card replaced it */
    int16_t job;              /* enum rf_equip_job */
    int16_t put;              /* lock tokens put on so far */
} rf_equip_frame;

#endif
