/*
 * weapon_printed_load.h — a weapon card's printed PASSIVE box, special
 * action and modification arrows (WEAPON-13 … WEAPON-15), read from its
 * entry in weapons.json's format (weapon_printed_load.c).
 */
#ifndef RF_DATA_WEAPON_PRINTED_LOAD_H
#define RF_DATA_WEAPON_PRINTED_LOAD_H

#include "data/catalog.h"
#include "data/json_util.h"
#include "data/ju_fields.h"

/* The readers of a weapon record's "modified", "passive" and "action"
 * fields (ju_fields.h; each optional; rec is the rf_weapon_def): errors
 * recorded in d with their paths. */
ju_read_fn weapon_printed_modified;   /* WEAPON-13 */
ju_read_fn weapon_printed_passive;    /* WEAPON-14 */
ju_read_fn weapon_printed_action;     /* WEAPON-15 */

#endif
