/*
 * abilities_minis.h — the fields of an ability that place several
 * miniatures (abilities_minis.c; docs/abilities.md).
 */
#ifndef RF_DATA_ABILITIES_MINIS_H
#define RF_DATA_ABILITIES_MINIS_H

#include <jansson.h>

#include "data/json_util.h"
#include "rules/abilities.h"

/* "minis", "targets", "chain" of ability entry v (its placement and
 * tokens read already): defaults, ranges and how they fit the placement. */
void rf_abilities_read_minis(ju_doc *d, const json_t *v, const char *path, rf_ability_def *a);

#endif
