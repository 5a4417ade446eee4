/*
 * care_package.h — Lifeline's Care Package on the map (docs/legends.md):
 * an object holding loot tokens from her own bag, looted one token per
 * Interact (INTERACT-1 (a)), removed once empty.
 */
#ifndef RF_RULES_LEGENDS_CARE_PACKAGE_H
#define RF_RULES_LEGENDS_CARE_PACKAGE_H

#include "rules/engine/engine.h"

/* OPT_BIN codes with this bit in a take a token from a package (b: piece);
 * supply bins use a < RF_MAX_BINS. */
#define RF_PACKAGE_OPT 0x80
/* Overlay owner tag of a package: RF_PACKAGE_OWNER | Lifeline's legend
 * (0x20 … 0x25; ability miniatures use 0x80 | …, heat shields 0x40). */
#define RF_PACKAGE_OWNER 0x20

/* Legend l's package lands on space c with up to n tokens drawn from l's
 * own bag; false (nothing happens) if c is not free or the bag is empty. */
bool care_package_land(rf_game *g, int l, geo_cell c, int n);
/* The Interact frame f: one option per token of every package adjacent to
 * its legend, unless it has interacted with an object already. */
void care_package_options(const rf_game *g, const rf_frame *f, rf_optbuf *ob);
bool care_package_legal(const rf_game *g, const rf_frame *f, uint32_t code);
/* Apply a package option; false if code is not one. */
bool care_package_apply(rf_game *g, rf_frame *f, uint32_t code);
/* Invariants: package tokens lie in a package; each package holds one. */
rf_status care_package_check(const rf_game *g, rf_error *err);

#endif
