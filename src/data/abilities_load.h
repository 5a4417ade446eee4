/*
 * abilities_load.h — the ability loader behind rf_content_load and
 * rf_content_add_abilities (data/abilities.json → c->abilities; format
 * docs/abilities.md). Same contract as cards_load.h.
 */
#ifndef RF_DATA_ABILITIES_LOAD_H
#define RF_DATA_ABILITIES_LOAD_H

#include "data/content.h"

/* data/abilities.json → c->abilities (replacing what was there). */
rf_status content_load_abilities(const char *path, rf_content *c, rf_error *err);

#endif
