/*
 * place.h — where miniatures may be placed (rules GRID-4, TRAIT-6, ABIL-6,
 * ABIL-7).
 *
 * A free space holds nothing with OCCUPIES SPACE or IMPASSABLE and no
 * legend. A free intersection: no miniature occupies it, and it is not the
 * shared point of connected components that the miniature would have to
 * pass through: of a 180° connection only the outer ends are free; at a 90°
 * connection the point is free only from outside the angle (ABIL-7).
 */
#ifndef RF_GEO_PLACE_H
#define RF_GEO_PLACE_H

#include "geo/move.h"

bool geo_space_free(const geo_board *b, const geo_overlay *ov, const geo_cellset *legends,
                    geo_cell c);
/* why (may be NULL) receives the reason when the point is not free. */
bool geo_point_free(const geo_board *b, const geo_overlay *ov, geo_point p, char *why, int n);

#endif
