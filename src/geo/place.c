/*
 * place.c — free spaces and free intersections for placing miniatures
 * (rules GRID-4, TRAIT-6, ABIL-6, ABIL-7, EX-ABIL-1).
 *
 * An intersection at level L is occupied by the components that stand at
 * L around it: edge objects standing on floor L, and the walls of buildings
 * (or canyon rims) whose base is L. Walls whose top is L are roof edges:
 * a roof's corners are free (GRID-7, EX-ABIL-1 (3), (4)). The point is not
 * free when it is the shared middle of a 180° connection, or the joint of
 * three or four arms (EX-ABIL-1 (5), (8)), or lies inside a single straight
 * run (the piece covers it); a 90° connection of two components leaves it
 * free for a miniature placed outside the angle (ABIL-7, EX-ABIL-1 (1)).
 */
#include <stdio.h>
#include <string.h>

#include "geo/place.h"
#include "geo/walk.h"

bool geo_space_free(const geo_board *b, const geo_overlay *ov, const geo_cellset *legends,
                    geo_cell c)
{
    if (!geo_on_board(b, c)) return false;
    uint32_t t = geo_space_traits(b, ov, c);
    if (t & (GEO_T_IMPASSABLE | GEO_T_OCCUPIES_SPACE)) return false;
    return !(legends && geo_cellset_has(legends, c));
}

/* The component standing on an arm at level L, or -2 for none (-1 is a
 * building or rim without a recorded component). */
static int arm_component(const geo_board *b, geo_edge e, int level)
{
    const geo_edgeinfo *ei = geo_edge_info(b, e);
    if (ei->comp >= 0 && ei->stand == level && (ei->traits & GEO_T_OCCUPIES_EDGE)) return ei->comp;
    geo_cell a, c;
    geo_edge_cells(e, &a, &c);
    if (!geo_on_board(b, a) || !geo_on_board(b, c)) return -2;
    int fa = geo_floor(b, a), fc = geo_floor(b, c);
    if (fa == fc || (fa < fc ? fa : fc) != level) return -2;
    geo_cell high = fa > fc ? a : c, low = fa > fc ? c : a;
    /* a building's wall belongs to the building on top; a canyon's rim to the canyon */
    int owner = b->area[geo_cell_index(level < 0 ? low : high)];
    return owner >= 0 ? owner : -1;
}

/* Do the components that meet at p cover it: three or four arms, or both
 * arms of a straight run (EX-ABIL-1 (5), (8))? */
static bool covered_now(const geo_board *b, geo_point p)
{
    int comp[4], arms = 0;
    for (int a = 0; a < 4; a++) {
        comp[a] = arm_component(b, geo_point_arm(p.i, p.j, a), p.level);
        arms += comp[a] != -2;
    }
    bool straight = (comp[GEO_ARM_N] != -2 && comp[GEO_ARM_S] != -2) ||
                    (comp[GEO_ARM_E] != -2 && comp[GEO_ARM_W] != -2);
    return arms >= 3 || straight;
}

/* covered_now of p, its k-th level: a function of the board alone, so the
 * answers are kept per thread, intersection and level as asked, until
 * the board changes (an ability's placement listing asks it of every
 * intersection in range at every decision: a speed-up, issue 14). */
static bool covered(const geo_board *b, geo_point p, int k)
{
    enum { SIDE = GEO_MAX_DIM + 1 };
    static _Thread_local unsigned long long board;
    static _Thread_local uint8_t known[SIDE * SIDE * 4];          /* 0 not yet, 1 free, 2 covered */
    if (!b->serial || p.i < 0 || p.j < 0 || p.i >= SIDE || p.j >= SIDE || k < 0 || k > 3)
        return covered_now(b, p);
    if (board != b->serial) {
        memset(known, 0, sizeof known);
        board = b->serial;
    }
    uint8_t *m = &known[(p.j * SIDE + p.i) * 4 + k];
    if (!*m) *m = covered_now(b, p) ? 2 : 1;
    return *m == 2;
}

bool geo_point_free(const geo_board *b, const geo_overlay *ov, geo_point p, char *why, int n)
{
    int8_t lv[4];
    int nl = geo_point_levels(b, p.i, p.j, lv), at = -1;
    for (int k = 0; k < nl; k++)
        if (lv[k] == p.level && at < 0) at = k;
    if (at < 0) {
        if (why) snprintf(why, n, "no intersection at level %d there (GRID-7)", p.level);
        return false;
    }
    for (int i = 0; ov && i < ov->n; i++) {
        const geo_overlay_obj *o = &ov->o[i];
        if (o->at.kind == GEO_PLACE_POINT && o->at.u.point.i == p.i && o->at.u.point.j == p.j &&
            o->at.u.point.level == p.level) {
            if (why) snprintf(why, n, "a %s stands there (ABIL-7)", b->kinds->kind[o->kind].name);
            return false;
        }
    }
    if (covered(b, p, at)) {
        if (why) snprintf(why, n, "the point is covered by the components that meet there "
                          "(ABIL-7: only the outer ends of a 180° connection are free)");
        return false;
    }
    return true;
}
