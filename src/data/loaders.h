/*
 * loaders.h — the content loaders behind rf_content_load (content.c) and
 * the map loader's in-memory entry point.
 *
 * Each loader reads one JSON file, validates every field (unknown fields are
 * errors), collects several errors and fails with the first one located
 * (file, line, JSON path). On failure the output is unspecified and must not
 * be used.
 */
#ifndef RF_DATA_LOADERS_H
#define RF_DATA_LOADERS_H

#include <stddef.h>

#include "data/content.h"
#include "map.h"

/* Id of the pseudo map list that holds the core box inventory (COMP-2,
 * COMP-3), loaded from the "inventory" object of map_lists.json. It is the
 * last entry of rf_content.lists and never the id of a real map. */
#define RF_INVENTORY_ID "core_box"

/* A combined list item ("6 rocks and trees") stores its kinds joined by
 * this character in rf_list_item.kind: "rock|tree". */
#define RF_KIND_SEP '|'

/* The data directory compiled into this library (data_dir.c): where
 * rf_content_load(NULL, ...) reads. */
const char *content_builtin_data_dir(void);

/* The five modes of the match settings (MAP-4), in the book's order: BR,
 * ASSN, TDM, CHAMP, CTF (map_modes.c). */
#define RF_MODES 5
/* Index of a mode by rule code ("CHAMP") or name ("champions"), or -1. */
int content_mode_find(const char *code_or_id);
/* Index of a mode by rule code only, or -1 (map_lists.json uses codes). */
int content_mode_find_code(const char *code);
const char *rf_mode_code(int i);
const char *rf_mode_name(int i);

/* data/components.json → geo_kinds. */
rf_status content_load_kinds(const char *path, geo_kinds *out, rf_error *err);
/* data/templates.json → c->templates. */
rf_status content_load_templates(const char *path, rf_content *c, rf_error *err);
/* data/map_lists.json → c->lists (needs c->kinds loaded). */
rf_status content_load_map_lists(const char *path, rf_content *c, rf_error *err);
/* data/modes.json → c->modes (rules/modes.h, docs/modes.md). */
rf_status content_load_modes(const char *path, rf_content *c, rf_error *err);
/* data/deployment.json → c->deploy (rules/deploy.h, DEPLOY). */
rf_status content_load_deploy(const char *path, rf_content *c, rf_error *err);
/* data/supply_drops.json → c->drops and the special weapon kinds of the
 * catalog (needs weapons.json and loot.json); data/replicator.json →
 * c->repl (rules/modules_content.h, DROP, REPL; modules_load.c). */
rf_status content_load_drops(const char *path, rf_content *c, rf_error *err);
rf_status content_load_replicator(const char *path, rf_content *c, rf_error *err);
/* data/roles.json → c->roles (rules/assn.h, ASSN-6, ASSN-8). */
rf_status content_load_roles(const char *path, rf_content *c, rf_error *err);
/* data/equipment.json → c->equipment (rules/equip_data.h, EQUIP, TDM-2). */
rf_status content_load_equipment(const char *path, rf_content *c, rf_error *err);
/* data/champions.json → c->champ (rules/champ_data.h, CHAMP-1 … CHAMP-21). */
rf_status content_load_champ(const char *path, rf_content *c, rf_error *err);
/* The data name of champion card effect `handler` ("move_grenade",
 * "miss_per_range"): a top's (enum rf_champ_top) or a bottom's; "" if none. */
const char *content_champ_effect_name(bool top, int handler);

/* Does a component of this kind id match the list item (kind or one of the
 * joined kinds)? */
int content_list_item_has_kind(const rf_list_item *it, const char *kind);
/* Does placed component c (of kind k) match list item it: one of its kinds,
 * its size in either orientation, its length (0 = any)? */
bool content_list_item_matches(const rf_list_item *it, const geo_kind *k, const geo_component *c);
/* The list item that describes component c alone (its kind and shape). */
rf_list_item content_list_item_of(const geo_kind *k, const geo_component *c);
/* "building 2x3", "wall of length 2", "rock or tree". */
void content_list_item_describe(const rf_list_item *it, char *buf, size_t n);

/* Load a map from JSON text in memory (name is used in messages); the same
 * checks as rf_map_load. */
rf_status content_map_load_text(const rf_content *c, const char *name, const char *text,
                           size_t len, rf_map **out, rf_error *err);

#endif
