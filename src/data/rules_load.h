/*
 * rules_load.h — the loaders of the rules content behind rf_content_load:
 * the Aim deck and board, loot kinds, weapon cards and supply bin cards
 * (data/aim.json, loot.json, weapons.json, supply_bins.json) into
 * c->catalog (rules/catalog.h).
 *
 * Same contract as loaders.h: every field is validated (unknown fields are
 * errors), several errors are collected, the first is reported with file,
 * line and JSON path. Each loader resets its own part of c->catalog; on
 * failure that part is unspecified and must not be used.
 *
 * Order: content_load_loot needs c->templates (grenades); content_load_weapons needs
 * the Aim board and the loot kinds (printed attachments, shots that must
 * stay on the board), so load aim.json and loot.json first.
 */
#ifndef RF_DATA_RULES_LOAD_H
#define RF_DATA_RULES_LOAD_H

#include "data/content.h"
#include "data/json_util.h"

/* data/aim.json → c->catalog.aim, c->catalog.aim_board. */
rf_status content_load_aim(const char *path, rf_content *c, rf_error *err);
/* data/loot.json → c->catalog.loot (needs c->templates). */
rf_status content_load_loot(const char *path, rf_content *c, rf_error *err);
/* data/weapons.json → c->catalog.weapon (needs the Aim board and loot). */
rf_status content_load_weapons(const char *path, rf_content *c, rf_error *err);
/* data/fully_kitted.json → 16 more c->catalog.weapon with `kitted` set
 * (GUNRUN-1, needs the loot kinds and the Aim board). */
rf_status content_load_kitted(const char *path, rf_content *c, rf_error *err);
/* One weapon card in weapons.json's format, from another file (the special
 * weapons of data/supply_drops.json), appended to c->catalog.weapon: its
 * index, or -1 after recording the error in d. */
int content_weapon_read(ju_doc *d, const json_t *v, const char *path, rf_content *c);
/* Weapon cards in weapons.json's format from another file (test-only
 * cards, tests/data/), appended to c->catalog.weapon as cards never in
 * the weapon deck (`special`): all of the file or, on an error, none. */
rf_status content_add_weapons(rf_content *c, const char *path, rf_error *err);
/* data/supply_bins.json → c->catalog.bin. */
rf_status content_load_bins(const char *path, rf_content *c, rf_error *err);

#endif
