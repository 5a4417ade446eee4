/*
 * weapon_printed_load.h — a weapon card's printed PASSIVE box, special
 * action and modification arrows (WEAPON-13 … WEAPON-15), read from its
 * entry in weapons.json's format (weapon_printed_load.c).
 */
#ifndef RF_DATA_WEAPON_PRINTED_LOAD_H
#define RF_DATA_WEAPON_PRINTED_LOAD_H

#include "data/catalog.h"
#include "data/json_util.h"

/* "passive", "action" and "modified" of entry v (each optional) into w;
 * errors recorded in d with their paths. */
void rf_weapon_printed_read(ju_doc *d, const json_t *v, const char *path, rf_weapon_def *w);

#endif
