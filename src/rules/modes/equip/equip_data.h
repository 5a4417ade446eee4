/*
 * equip_data.h — the content of the equipment modes (data/equipment.json,
 * docs/modes.md): the equipment board's printed items (EQUIP-1, side
 * without the Boss symbol), the lock tokens (TDM-2) and the 8 double-sided
 * weapon loadout cards (EQUIP-7, DATA-GAPS 4.4), all designed where the
 * books are silent (docs/data-provenance.md).
 */
#ifndef RF_RULES_EQUIP_DATA_H
#define RF_RULES_EQUIP_DATA_H

#include <stdbool.h>
#include <stdint.h>

#include "data/catalog.h"

#include "data/types/equipment.h"   /* its content types (src/data/types/) */

#endif
