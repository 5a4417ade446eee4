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

#include "content.h"
#include "map.h"

/* Id of the pseudo map list that holds the core box inventory (COMP-2,
 * COMP-3), loaded from the "inventory" object of map_lists.json. It is the
 * last entry of rf_content.lists and never the id of a real map. */
#define RF_INVENTORY_ID "core_box"

/* A combined list item ("6 rocks and trees") stores its kinds joined by
 * this character in rf_list_item.kind: "rock|tree". */
#define RF_KIND_SEP '|'

/* data/components.json → geo_kinds. */
rf_status rf_kinds_load(const char *path, geo_kinds *out, rf_error *err);
/* data/templates.json → c->templates. */
rf_status rf_templates_load(const char *path, rf_content *c, rf_error *err);
/* data/map_lists.json → c->lists (needs c->kinds loaded). */
rf_status rf_map_lists_load(const char *path, rf_content *c, rf_error *err);

/* Does a component of this kind id match the list item (kind or one of the
 * joined kinds)? */
int rf_list_item_has_kind(const rf_list_item *it, const char *kind);

/* Load a map from JSON text in memory (name is used in messages); the same
 * checks as rf_map_load. */
rf_status rf_map_load_text(const rf_content *c, const char *name, const char *text,
                           size_t len, rf_map **out, rf_error *err);

#endif
