/*
 * mode_start_types.h — the frame that starts a mode's game (mode_start.c:
 * where the legends enter or are placed, CTF-8, CHAMP-11): a member of
 * rf_frame's union through the plug-ins' list (rules/engine/plugins.h).
 */
#ifndef RF_RULES_MODE_START_TYPES_H
#define RF_RULES_MODE_START_TYPES_H

#include <stdint.h>

/* FR_MODE_START (mode_start.c); target: the legend entering */
typedef struct rf_mode_start_frame {
    int16_t next;             /* Stage 1's next legend (index in blue-then-red order) */
    int16_t squad;            /* the squad entering or placing */
    int16_t placed;           /* pairs placed (CTF-8) */
    int16_t called;           /* 1: pushed by a frame that goes on after it (CHAMP-11 (3),
                                 the round frame below the bases) */
} rf_mode_start_frame;

#endif
