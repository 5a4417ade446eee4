/*
 * view_area.h — what the area view (view_area.c, rf_option_area) reads from
 * the frames that lay an area: the item a Use action takes and the level a
 * grenade lands at (frame_use.c), the way an ability's area faces
 * (abilities_play.c). The same functions the rules use, so that a preview
 * is the area the choice makes.
 */
#ifndef RF_RULES_VIEW_AREA_H
#define RF_RULES_VIEW_AREA_H

#include "geo/zone.h"
#include "rules/engine/engine.h"

/* The item legend l's Use takes from slot `slot` (a backpack slot, or a
 * printed item's board space, USE-4), NULL if none (frame_use.c). */
const rf_loot_def *view_use_item(const rf_game *g, int l, int slot);
/* The level a grenade landing on c is at (GRENADE-6; frame_use.c). */
int view_grenade_level(const rf_game *g, geo_cell c);
/* The quarter turns of an ability's area placed at p by a legend on
 * `from`: stretching away from it (abilities_play.c, ordnance.c). */
int view_ability_facing(geo_cell from, geo_place p);
/* The intersection an RF_OPT_ABIL_PLACE code names, at its level; false
 * for a space or a legend (abilities_play.c, as place_mini reads it). */
bool view_ability_code_point(unsigned code, geo_point *out);

#endif
