/*
 * modules_content.h — the content of the Supply Drops and Replicator
 * modules (data/supply_drops.json, data/replicator.json; rules DROP-1,
 * DROP-9, REPL-10 … REPL-12; DATA-GAPS 4.3, 6.2, 6.8; docs/modes.md).
 * Loaded by src/data/modules_load.c into struct rf_content; the special
 * weapon cards themselves are weapon kinds of the catalog (special = 1).
 */
#ifndef RF_RULES_MODULES_CONTENT_H
#define RF_RULES_MODULES_CONTENT_H

#include <stdint.h>

#include "rules/modules/deployment/modules_state.h"

#include "data/types/modules.h"   /* its content types (src/data/types/) */

#endif
