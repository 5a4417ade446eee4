/*
 * heuristic_modules.h — how the heuristic bot plays the Supply Drops and
 * the Replicator (heuristic_modules.c, docs/bots.md), from public
 * information only (rf_view_drops, rf_view_craft_markers,
 * rf_view_replicator_space, rf_view_crafting).
 *
 * FROZEN (heuristic-v1): a copy of the heuristic bot as it was on main at
 * affbd3d, kept unchanged from now on as the fixed yardstick the other bots
 * are measured against (docs/bots.md, "Levels and the yardstick"): a
 * reference that moved would make every strength figure meaningless. Do
 * not fix or improve it; improve src/bots/heuristic*.c instead.
 */
#ifndef RF_BOTS_V1_HEURISTIC_MODULES_H
#define RF_BOTS_V1_HEURISTIC_MODULES_H

#include <stdbool.h>

#include "bots/bot.h"

/* In an activation, before anything else: pick up crafting markers within
 * reach, craft something useful (ammo when low; else a legendary token
 * when it can pay for one; else the best of what is left), or 0. */
unsigned v1_modules_free(const rf_game *g, int me, int seat, const rf_legend_view *l,
                          const unsigned *codes, int n);
/* The Interact that opens a closed supply drop next to legend me, or 0. */
unsigned v1_modules_interact(const rf_game *g, const rf_legend_view *l, const unsigned *codes,
                              int n);
/* How much standing on x,y is worth for reaching a closed supply drop or
 * crafting markers (0 when neither is near). */
double v1_modules_place(const rf_game *g, int x, int y);

#endif
