/*
 * reach_key.c — the overlay objects a walking-cost search reads, as the
 * key of a cache of such searches (issue 14).
 *
 * A search that ignores legends (no occupied spaces: rf_view_walk_from's)
 * reads the overlay in three places only (reach_internal.h): the spaces
 * its IMPASSABLE objects stand on (MOVE-10), the links of its portals, and
 * the steps next to a LEVEL solid, which are costed afresh from the whole
 * overlay (MOVE-12, MOVE-14). Smoke, a dome, a drone or a Care Package
 * change none of them, yet each one placed or removed used to start every
 * cached search again (90 of the 228 searches of 5 normal 3 vs 3 matches).
 * The key: the whole overlay when a link or a LEVEL solid is on it, else
 * its IMPASSABLE spaces in order. Two overlays with the same key give every
 * such search the same costs (tests/unit/test_reach_resume.c).
 */
#include "geo/move.h"

/* Whether object o makes the search read the whole overlay. */
static bool reads_all(const geo_board *b, const geo_overlay_obj *o)
{
    const geo_kind *k = &b->kinds->kind[o->kind];
    if (o->link >= 0) return true;                                 /* a portal */
    return o->at.kind == GEO_PLACE_CELL && geo_on_board(b, o->at.u.cell) &&
           (k->traits & GEO_T_LEVEL) && k->level > 0;              /* steps costed afresh */
}

static bool blocks(const geo_board *b, const geo_overlay_obj *o)
{
    return o->at.kind == GEO_PLACE_CELL && geo_on_board(b, o->at.u.cell) &&
           (b->kinds->kind[o->kind].traits & GEO_T_IMPASSABLE);
}

void geo_reach_key(const geo_board *b, const geo_overlay *ov, geo_overlay *key)
{
    key->n = 0;
    for (int i = 0; i < ov->n; i++)
        if (reads_all(b, &ov->o[i])) {
            *key = *ov;
            return;
        }
    for (int i = 0; i < ov->n; i++)
        if (blocks(b, &ov->o[i])) key->o[key->n++] = ov->o[i];
}
