/*
 * scenario_expect_geo.c — geometry expectations: level (LVL), distance
 * (DIST), range1 / adjacent / neighboring (ADJ), los (LOS), cover (COVER)
 * and the extension free (GRID-4, TRAIT-6, ABIL-7). Exact semantics:
 * docs/scenarios.md.
 *
 * Each handler parses all its fields, then reports once. Every answer comes
 * from src/geo; nothing here re-decides a rule.
 */
#include <string.h>

#include "geo/adjacency.h"
#include "geo/cover.h"
#include "geo/los.h"
#include "geo/place.h"
#include "io/scenario.h"

/* expect level PLACE N: a space's floor, an edge's level, an intersection's
 * level (geo_place_level). */
rf_status scn_ex_level(scn_ctx *ctx, scn_line *ln)
{
    scn_ref a;
    int n = 0;
    rf_status st = scn_arg_place(ctx, ln, "place", &a);
    if (st == RF_OK) st = scn_arg_int(ctx, ln, "N", -9, 9, &n);
    if (st == RF_OK) st = scn_args_end(ctx, ln);
    if (st != RF_OK || scn_cannot_refs(ctx, ln, &a, NULL)) return st;
    int got = geo_place_level(ctx->board, a.place);
    scn_report(ctx, ln, got == n, "%d", got);
    return RF_OK;
}

/* expect distance A B N (DIST-1 … DIST-5). */
rf_status scn_ex_distance(scn_ctx *ctx, scn_line *ln)
{
    scn_ref a, b;
    int n = 0;
    rf_status st = scn_arg_place(ctx, ln, "A", &a);
    if (st == RF_OK) st = scn_arg_place(ctx, ln, "B", &b);
    if (st == RF_OK) st = scn_arg_int(ctx, ln, "N", 0, 999, &n);
    if (st == RF_OK) st = scn_args_end(ctx, ln);
    if (st != RF_OK || scn_cannot_refs(ctx, ln, &a, &b)) return st;
    int got = geo_distance(ctx->board, a.place, b.place);
    scn_report(ctx, ln, got == n, "%d", got);
    return RF_OK;
}

enum relation { REL_RANGE1, REL_ADJACENT, REL_NEIGHBOURING };

/* range1 (ADJ-1), adjacent (ADJ-2, ADJ-5 … ADJ-7), neighboring (ADJ-3:
 * B is a neighbouring place of A; not symmetric). */
static rf_status relation(scn_ctx *ctx, scn_line *ln, enum relation rel)
{
    scn_ref a, b;
    bool want = false, got;
    rf_status st = scn_arg_place(ctx, ln, "A", &a);
    if (st == RF_OK) st = scn_arg_place(ctx, ln, "B", &b);
    if (st == RF_OK) st = scn_arg_yesno(ctx, ln, "yes|no", &want);
    if (st == RF_OK) st = scn_args_end(ctx, ln);
    if (st != RF_OK || scn_cannot_refs(ctx, ln, &a, &b)) return st;
    if (rel == REL_RANGE1) got = geo_range1(ctx->board, a.place, b.place);
    else if (rel == REL_ADJACENT) got = geo_adjacent(ctx->board, &ctx->overlay, a.place, b.place);
    else got = geo_neighbouring(ctx->board, &ctx->overlay, a.place, b.place);
    scn_report(ctx, ln, got == want, "%s", scn_yesno(got));
    return RF_OK;
}

rf_status scn_ex_range1(scn_ctx *ctx, scn_line *ln) { return relation(ctx, ln, REL_RANGE1); }
rf_status scn_ex_adjacent(scn_ctx *ctx, scn_line *ln) { return relation(ctx, ln, REL_ADJACENT); }
rf_status scn_ex_neighboring(scn_ctx *ctx, scn_line *ln)
{
    return relation(ctx, ln, REL_NEIGHBOURING);
}

/* A place that must not be an edge (a line-of-sight end, LOS-4). */
static rf_status sight_end(scn_ctx *ctx, scn_line *ln, const char *what, scn_ref *r)
{
    int tok = ln->pos;
    rf_status st = scn_arg_place(ctx, ln, what, r);
    if (st == RF_OK && r->place.kind == GEO_PLACE_EDGE && r->legend < 0)
        return scn_error(ctx, ln, tok, what, "expected a space, an intersection or a legend's "
                         "name (an edge is no end of a line of sight, LOS-4)");
    return st;
}

/* expect los A B clear|blocked (LOS-1 … LOS-16). */
rf_status scn_ex_los(scn_ctx *ctx, scn_line *ln)
{
    static const char *const answers[] = { "blocked", "clear", NULL };
    scn_ref a, b;
    int want = 0;
    rf_status st = sight_end(ctx, ln, "A", &a);
    if (st == RF_OK) st = sight_end(ctx, ln, "B", &b);
    if (st == RF_OK && a.place.kind == GEO_PLACE_POINT && b.place.kind == GEO_PLACE_POINT)
        return scn_error(ctx, ln, ln->pos - 1, "B", "a line of sight runs from a space: "
                         "both ends are intersections (LOS-4)");
    if (st == RF_OK) st = scn_arg_choice(ctx, ln, "clear|blocked", answers, &want);
    if (st == RF_OK) st = scn_args_end(ctx, ln);
    if (st != RF_OK || scn_cannot_refs(ctx, ln, &a, &b)) return st;
    geo_los_result res;
    memset(&res, 0, sizeof res);
    bool clear = geo_los(ctx->board, &ctx->overlay, a.place, b.place, &res);
    char why[768];
    geo_los_describe(ctx->board, &res, why, sizeof why);
    scn_report(ctx, ln, clear == (want == 1), "%s (%s)", answers[clear], why);
    return RF_OK;
}

/* expect cover SHOOTER TARGET yes|no (COVER-2, COVER-3). */
rf_status scn_ex_cover(scn_ctx *ctx, scn_line *ln)
{
    scn_ref a, b;
    bool want = false;
    rf_status st = scn_arg_space(ctx, ln, "SHOOTER", &a);
    if (st == RF_OK) st = scn_arg_space(ctx, ln, "TARGET", &b);
    if (st == RF_OK) st = scn_arg_yesno(ctx, ln, "yes|no", &want);
    if (st == RF_OK) st = scn_args_end(ctx, ln);
    if (st != RF_OK || scn_cannot_refs(ctx, ln, &a, &b)) return st;
    geo_cover_result why;
    memset(&why, 0, sizeof why);
    why.comp = why.ovobj = -1;
    bool got = geo_cover(ctx->board, &ctx->overlay, a.place.u.cell, b.place.u.cell, &why);
    char what[96] = "", got_text[200];
    if (why.comp >= 0) geo_component_describe(ctx->board, why.comp, what, sizeof what);
    else if (why.ovobj >= 0) snprintf(what, sizeof what, "placed object %d", why.ovobj);
    int k = snprintf(got_text, sizeof got_text, "%s", scn_yesno(got));
    if (why.rule)
        snprintf(got_text + k, sizeof got_text - (size_t)k, " (%s%s%s)", why.rule,
                 what[0] ? ": " : "", what);
    scn_report(ctx, ln, got == want, "%s", got_text);
    return RF_OK;
}

/* expect free PLACE yes|no: a free space (GRID-4, TRAIT-6: no legend, no
 * OCCUPIES SPACE or IMPASSABLE object) or a free intersection (ABIL-7). */
rf_status scn_ex_free(scn_ctx *ctx, scn_line *ln)
{
    scn_ref a;
    bool want = false, got;
    int tok = ln->pos;
    rf_status st = scn_arg_place(ctx, ln, "place", &a);
    if (st == RF_OK && a.place.kind == GEO_PLACE_EDGE)
        return scn_error(ctx, ln, tok, "place", "expected a space or an intersection");
    if (st == RF_OK) st = scn_arg_yesno(ctx, ln, "yes|no", &want);
    if (st == RF_OK) st = scn_args_end(ctx, ln);
    if (st != RF_OK || scn_cannot_refs(ctx, ln, &a, NULL)) return st;
    char why[160] = "";
    if (a.place.kind == GEO_PLACE_POINT) {
        got = geo_point_free(ctx->board, &ctx->overlay, a.place.u.point, why, sizeof why);
    } else {
        geo_cellset legends;
        scn_legend_cells(ctx, -1, &legends);
        got = geo_space_free(ctx->board, &ctx->overlay, &legends, a.place.u.cell);
    }
    scn_report(ctx, ln, got == want, "%s%s%s", scn_yesno(got), why[0] ? ": " : "", why);
    return RF_OK;
}
