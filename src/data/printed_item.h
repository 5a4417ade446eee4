/*
 * printed_item.h — an item printed on an equipment board's space (the
 * standard side, EQUIP-3, EQUIP-4, and the Boss side, CHAMP-16), as the
 * loaders of equipment.json and champions.json read it.
 */
#ifndef RF_PRINTED_ITEM_H
#define RF_PRINTED_ITEM_H

#include "data/json_util.h"
#include "data/content.h"

/* The loot kind of v's "item" (at path): a grenade with its template or a
 * consumable; -1, with the error recorded in d naming `rules`, otherwise. */
int ld_printed_item(ju_doc *d, const rf_content *c, const json_t *v, const char *path,
                    const char *rules);

#endif
