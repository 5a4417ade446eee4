/*
 * modes.h — the game modes and special modules of the match settings
 * (rules MOD-1 … MOD-5; data/modes.json, docs/modes.md): which squad sizes
 * each mode is played with, which modules it allows (MOD-4) and which
 * modules exclude each other (MOD-2).
 */
#ifndef RF_RULES_MODES_H
#define RF_RULES_MODES_H

#include <stdint.h>

#include "ringfall.h"

#ifndef RF_MODES
#define RF_MODES 5               /* enum rf_mode (as data/loaders.h) */
#endif
#define RF_MODULES 6             /* enum rf_module */
#define RF_MODE_SIZES 4

typedef struct rf_module_def {
    char id[16];
    char name[32];
    uint8_t excludes;            /* bits of the modules it cannot be combined with (MOD-2) */
} rf_module_def;

typedef struct rf_mode_def {
    char id[8];                  /* the rule code: BR, ASSN, TDM, CHAMP, CTF */
    char name[32];
    int nsizes;
    uint8_t size[RF_MODE_SIZES][2];   /* red, blue legends: 2 vs 2, 3 vs 3, 2 vs 4 … */
    uint8_t modules;             /* bits of the modules it allows (MOD-4) */
} rf_mode_def;

typedef struct rf_modes {
    bool loaded;
    rf_module_def module[RF_MODULES];     /* indexed by enum rf_module */
    rf_mode_def mode[RF_MODES];           /* indexed by enum rf_mode */
} rf_modes;

/* The ids of data/modes.json, in the order of the public enums. */
extern const char *const rf_mode_ids[RF_MODES];
extern const char *const rf_module_ids[RF_MODULES];

#endif
