/*
 * ctf_types.h — Capture the Flag's state in a game (rules CTF; docs/
 * modes.md): held by value in rf_game through the plug-ins' list
 * (rules/engine/plugins.h), copied with the game.
 */
#ifndef RF_RULES_CTF_TYPES_H
#define RF_RULES_CTF_TYPES_H

#include <stdint.h>

/* Capture the Flag (ctf.c): flags and team tokens 0, 1 are red, 2, 3 blue.
 * where: enum rf_flag_where (ringfall.h); at: a cell on the map, the
 * carrying legend, else 0. */
#define RF_CTF_FLAGS 4
typedef struct rf_ctf_state {
    uint8_t flag_where[RF_CTF_FLAGS];
    int16_t flag_at[RF_CTF_FLAGS];
    uint8_t token_where[RF_CTF_FLAGS];  /* RF_FLAG_SUPPLY or RF_FLAG_MAP */
    int16_t token_at[RF_CTF_FLAGS];     /* a cell */
    uint8_t delivered[2];               /* enemy flags each squad delivered (CTF-4) */
} rf_ctf_state;

#endif
