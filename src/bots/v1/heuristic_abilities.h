/*
 * heuristic_abilities.h — how the heuristic bot uses its legend's ability
 * cards (heuristic_abilities.c, docs/bots.md), from public information
 * only: the ability cards lie face up (rf_view_ability), the legends'
 * positions and vitals are public (rf_view_legend).
 *
 * FROZEN (heuristic-v1): a copy of the heuristic bot as it was on main at
 * affbd3d, kept unchanged from now on as the fixed yardstick the other bots
 * are measured against (docs/bots.md, "Levels and the yardstick"): a
 * reference that moved would make every strength figure meaningless. Do
 * not fix or improve it; improve src/bots/heuristic*.c instead.
 */
#ifndef RF_BOTS_V1_HEURISTIC_ABILITIES_H
#define RF_BOTS_V1_HEURISTIC_ABILITIES_H

#include <stdbool.h>

#include "bots/bot.h"

/* What the bot sees when it decides about an ability. */
typedef struct hab_view {
    const rf_game *g;
    const rf_legend_view *l;     /* every legend */
    int n, me;
    bool good_shot;              /* a Shoot worth taking is open to `me` now */
    /* How good space x,y is for `me` to stand on (heuristic.c); for the
     * abilities that move the legend. */
    double (*place_score)(const void *ctx, int x, int y);
    const void *ctx;
} hab_view;

/* In an activation: the option that uses an ability now (RF_OPT_ABILITY),
 * or 0 when none is worth it. Remembers the ability in b->ability. */
unsigned v1_ability_use(rf_bot *b, const hab_view *v, const unsigned *codes, int n);
/* Where the ability being used goes (RF_OPT_ABIL_PLACE options, maybe a
 * DONE to stop placing more). */
unsigned v1_ability_place(rf_bot *b, const hab_view *v, const unsigned *codes, int n);

#endif
