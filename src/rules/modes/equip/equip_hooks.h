/*
 * equip_hooks.h — the equipment boards' hooks for the core's frames
 * (plugin.h; equip_items.c: items, loot and bins on the board;
 * equip_respawn.c: TDM-14, TDM-15, CTF-14), in equip_plug (equip.c).
 */
#ifndef RF_RULES_EQUIP_HOOKS_H
#define RF_RULES_EQUIP_HOOKS_H

#include <stdbool.h>
#include <stdint.h>

#include "rules/engine/engine.h"

const char *equip_item_board(const rf_game *g, int l);
const rf_loot_def *equip_usable_item(const rf_game *g, int l, int slot);
void equip_item_used(rf_game *g, int l, int slot);
void equip_loot_received(rf_game *g, int l, int n);
void equip_open_bin(rf_game *g, int l, int bin);

int equip_respawn_spaces(const rf_game *g, const rf_frame *f, geo_cell *out,
                            int8_t *beacons, int max);
bool equip_beacon_locked(const rf_game *g, int i);
void equip_respawned(rf_game *g, int l, int beacon);

#endif
