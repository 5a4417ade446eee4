/*
 * heuristic_modules.h — how the heuristic bot plays the Supply Drops and
 * the Replicator (heuristic_modules.c, docs/bots.md), from public
 * information only (rf_view_drops, rf_view_craft_markers,
 * rf_view_replicator_space, rf_view_crafting).
 */
#ifndef RF_BOTS_HEURISTIC_MODULES_H
#define RF_BOTS_HEURISTIC_MODULES_H

#include <stdbool.h>

#include "bots/bot.h"

/* In an activation, before anything else: pick up crafting markers within
 * reach, craft something useful (ammo when low; else a legendary token
 * when it can pay for one; else the best of what is left), or 0. */
unsigned bot_modules_free(const rf_game *g, int me, int seat, const rf_legend_view *l,
                          const unsigned *codes, int n);
/* The Interact that opens a closed supply drop next to legend me, or 0. */
unsigned bot_modules_interact(const rf_game *g, const rf_legend_view *l, const unsigned *codes,
                              int n);
/* What bot_modules_place weighs a place against, read once a decision
 * (issue 14: the drops and markers were read again for each place scored,
 * 139 instructions a place with neither on the map): the closed supply
 * drops (DROP-9) and the crafting markers (REPL-7). */
#define HGOALS_MAX 16
typedef struct hgoals {
    int ndrops, nmarkers;
    int dx[HGOALS_MAX], dy[HGOALS_MAX], mx[HGOALS_MAX], my[HGOALS_MAX];
} hgoals;
void bot_modules_goals(const rf_game *g, hgoals *out);
/* How much standing on x,y is worth for reaching a closed supply drop or
 * crafting markers of `goals` (0 when neither is near). */
double bot_modules_place(const rf_game *g, const hgoals *goals, int x, int y);

#endif
