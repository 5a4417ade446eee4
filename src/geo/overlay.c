/*
 * overlay.c — objects placed during play (see overlay.h).
 */
#include <string.h>

#include "geo/overlay.h"

void geo_overlay_clear(geo_overlay *ov)
{
    memset(ov, 0, sizeof *ov);
}

int geo_overlay_add(geo_overlay *ov, int kind, geo_place at)
{
    if (ov->n >= GEO_MAX_OVERLAY) return -1;
    geo_overlay_obj *o = &ov->o[ov->n];
    memset(o, 0, sizeof *o);
    o->kind = (uint8_t)kind;
    o->link = -1;
    o->at = at;
    return ov->n++;
}

void geo_overlay_remove(geo_overlay *ov, int index)
{
    if (index < 0 || index >= ov->n) return;
    for (int i = 0; i < ov->n; i++)      /* unlink partners, renumber later links */
        if (ov->o[i].link == index) ov->o[i].link = -1;
    memmove(&ov->o[index], &ov->o[index + 1], (size_t)(ov->n - index - 1) * sizeof ov->o[0]);
    ov->n--;
    for (int i = 0; i < ov->n; i++)
        if (ov->o[i].link > index) ov->o[i].link--;
}

static bool same_place(const geo_place *a, const geo_place *b)
{
    if (a->kind != b->kind) return false;
    switch (a->kind) {
    case GEO_PLACE_CELL: return geo_cell_eq(a->u.cell, b->u.cell);
    case GEO_PLACE_EDGE:
        return a->u.edge.dir == b->u.edge.dir && a->u.edge.i == b->u.edge.i && a->u.edge.j == b->u.edge.j;
    default:
        return a->u.point.i == b->u.point.i && a->u.point.j == b->u.point.j &&
               a->u.point.level == b->u.point.level;
    }
}

bool geo_overlay_same(const geo_overlay *a, const geo_overlay *b)
{
    if (a->n != b->n) return false;
    for (int i = 0; i < a->n; i++)
        if (a->o[i].kind != b->o[i].kind || a->o[i].owner != b->o[i].owner ||
            a->o[i].link != b->o[i].link || !same_place(&a->o[i].at, &b->o[i].at))
            return false;
    return true;
}

static const geo_kind *ov_kind(const geo_board *b, const geo_overlay_obj *o)
{
    return &b->kinds->kind[o->kind];
}

uint32_t geo_space_traits(const geo_board *b, const geo_overlay *ov, geo_cell c)
{
    uint32_t t = geo_on_board(b, c) ? b->traits[geo_cell_index(c)] : 0;
    if (!ov) return t;
    for (int i = 0; i < ov->n; i++)
        if (ov->o[i].at.kind == GEO_PLACE_CELL && geo_cell_eq(ov->o[i].at.u.cell, c))
            t |= ov_kind(b, &ov->o[i])->traits;
    return t;
}

int geo_solid_top(const geo_board *b, const geo_overlay *ov, geo_cell c)
{
    int top = geo_on_board(b, c) ? b->solid_top[geo_cell_index(c)] : GEO_NONE;
    if (!ov) return top;
    for (int i = 0; i < ov->n; i++) {
        const geo_kind *k = ov_kind(b, &ov->o[i]);
        if (ov->o[i].at.kind != GEO_PLACE_CELL || !geo_cell_eq(ov->o[i].at.u.cell, c)) continue;
        if ((k->traits & GEO_T_LEVEL) && k->level > 0 && geo_floor(b, c) + k->level > top)
            top = geo_floor(b, c) + k->level;
    }
    return top;
}

bool geo_overlay_has_solids(const geo_board *b, const geo_overlay *ov)
{
    if (!ov) return false;
    for (int i = 0; i < ov->n; i++) {
        const geo_kind *k = ov_kind(b, &ov->o[i]);
        if (ov->o[i].at.kind == GEO_PLACE_CELL && (k->traits & GEO_T_LEVEL) && k->level > 0)
            return true;
    }
    return false;
}
