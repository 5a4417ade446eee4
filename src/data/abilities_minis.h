/*
 * abilities_minis.h — the fields of an ability that place several
 * miniatures (abilities_minis.c; docs/abilities.md).
 */
#ifndef RF_DATA_ABILITIES_MINIS_H
#define RF_DATA_ABILITIES_MINIS_H

#include <jansson.h>

#include "data/json_util.h"
#include "data/ju_fields.h"
#include "data/types/abilities.h"

/* The fields "minis", "targets" and "chain" of ability entry v, in this
 * order (its placement and tokens read already; f is the field's entry of
 * abilities_load.c's table): defaults, ranges and how they fit the
 * placement. An ability that places nothing, or on its user, has none. */
void abm_read_minis(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                    rf_ability_def *a);
void abm_read_targets(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                      rf_ability_def *a);
void abm_read_chain(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                    rf_ability_def *a);

#endif
