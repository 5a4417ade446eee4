/*
 * scenario_expect_zone.c — zone and area-of-effect expectations: inzone
 * (ZONE-2 … ZONE-5) and the extension aoe (AOE-2 … AOE-6). Exact
 * semantics: docs/scenarios.md.
 *
 * Zones are the smoke and dome miniatures placed by the scenario (the
 * run's overlay); templates come from the content (data/templates.json).
 */
#include <string.h>

#include "geo/zone.h"
#include "io/scenario.h"

/* expect inzone NAME|X,Y smoke|dome yes|no: the space is in the zone of at
 * least one placed miniature of that kind (ZONE-2 … ZONE-5). */
rf_status scn_ex_inzone(scn_ctx *ctx, scn_line *ln)
{
    static const char *const zones[] = { "smoke", "dome", NULL };
    scn_ref a;
    int z = 0, kind = -1;
    bool want = false, got = false;
    rf_status st = scn_arg_space(ctx, ln, "space", &a);
    if (st == RF_OK) st = scn_arg_choice(ctx, ln, "smoke|dome", zones, &z);
    if (st == RF_OK) st = scn_arg_yesno(ctx, ln, "yes|no", &want);
    if (st == RF_OK) st = scn_args_end(ctx, ln);
    if (st == RF_OK) st = scn_kind(ctx, ln, zones[z], &kind);
    if (st != RF_OK || scn_cannot_refs(ctx, ln, &a, NULL)) return st;
    int r = ctx->content->kinds.kind[kind].zone_radius;
    for (int i = 0; i < ctx->overlay.n && !got; i++) {
        const geo_overlay_obj *o = &ctx->overlay.o[i];
        if (o->kind == kind && o->at.kind == GEO_PLACE_POINT)
            got = geo_zone_has_cell(ctx->board, o->at.u.point, r, a.place.u.cell);
    }
    scn_report(ctx, ln, got == want, "%s", scn_yesno(got));
    return RF_OK;
}

/* expect zoneapplies A B smoke|dome yes|no: the effect of at least one
 * placed zone of that kind applies to an action between A and B (ZONE-7: A
 * or B is in it, or the line crosses its edge with the upper end on its
 * level; ZONE-8: running along an edge is not crossing). */
rf_status scn_ex_zoneapplies(scn_ctx *ctx, scn_line *ln)
{
    static const char *const zones[] = { "smoke", "dome", NULL };
    scn_ref a, t;
    int z = 0, kind = -1;
    bool want = false, got = false;
    rf_status st = scn_arg_place(ctx, ln, "A", &a);
    if (st == RF_OK) st = scn_arg_place(ctx, ln, "B", &t);
    if (st == RF_OK) st = scn_arg_choice(ctx, ln, "smoke|dome", zones, &z);
    if (st == RF_OK) st = scn_arg_yesno(ctx, ln, "yes|no", &want);
    if (st == RF_OK) st = scn_args_end(ctx, ln);
    if (st == RF_OK) st = scn_kind(ctx, ln, zones[z], &kind);
    if (st != RF_OK || scn_cannot_refs(ctx, ln, &a, &t)) return st;
    if (a.place.kind == GEO_PLACE_EDGE || t.place.kind == GEO_PLACE_EDGE) {
        scn_cannot(ctx, ln, "an edge is not an end of a line of sight (LOS-4)");
        return RF_OK;
    }
    int r = ctx->content->kinds.kind[kind].zone_radius;
    for (int i = 0; i < ctx->overlay.n && !got; i++) {
        const geo_overlay_obj *o = &ctx->overlay.o[i];
        if (o->kind == kind && o->at.kind == GEO_PLACE_POINT)
            got = geo_zone_applies(ctx->board, o->at.u.point, r, a.place, t.place);
    }
    scn_report(ctx, ln, got == want, "%s", scn_yesno(got));
    return RF_OK;
}

/* `[rot R] [flying]`, in any order, each at most once. */
static rf_status aoe_options(scn_ctx *ctx, scn_line *ln, int *rot, bool *flying)
{
    bool seen_rot = false;
    for (const char *t = scn_peek(ln); t; t = scn_peek(ln)) {
        if (strcmp(t, "rot") == 0 && !seen_rot) {
            ln->pos++;
            seen_rot = true;
            rf_status st = scn_arg_int(ctx, ln, "rot", 0, 3, rot);
            if (st != RF_OK) return st;
        } else if (strcmp(t, "flying") == 0 && !*flying) {
            ln->pos++;
            *flying = true;
        } else {
            break;
        }
    }
    return RF_OK;
}

/* Spaces off the board are allowed up to SCN_AOE_MARGIN away (AOE-6: the
 * imaginary extension of the map). True if reported as cannot evaluate. */
static bool aoe_unusable(scn_ctx *ctx, const scn_line *ln, const scn_ref *r)
{
    if (!r->why[0]) return false;
    geo_cell c = r->place.u.cell;
    int m = SCN_AOE_MARGIN;
    if (r->offboard && c.x >= -m && c.y >= -m && c.x < ctx->board->w + m &&
        c.y < ctx->board->h + m)
        return false;
    scn_cannot(ctx, ln, r->why);
    return true;
}

/* expect aoe TEMPLATE X,Y [rot R] [flying] TARGET N: the value the template
 * gives TARGET when its source space is X,Y at X,Y's floor level, rotated
 * R quarter turns clockwise; 0 = not affected. */
rf_status scn_ex_aoe(scn_ctx *ctx, scn_line *ln)
{
    const char *id = NULL;
    scn_ref src, dst;
    int rot = 0, n = 0;
    bool flying = false;
    rf_status st = scn_arg_word(ctx, ln, "TEMPLATE", &id);
    if (st == RF_OK) st = scn_arg_space(ctx, ln, "X,Y", &src);
    if (st == RF_OK) st = aoe_options(ctx, ln, &rot, &flying);
    if (st == RF_OK) st = scn_arg_space(ctx, ln, "TARGET", &dst);
    if (st == RF_OK) st = scn_arg_int(ctx, ln, "N", 0, 9999, &n);
    if (st == RF_OK) st = scn_args_end(ctx, ln);
    if (st != RF_OK) return st;
    const geo_template *t = content_template(ctx->content, id);
    if (!t) {
        char why[SCN_WHY_LEN];
        snprintf(why, sizeof why, "unknown template '%.40s'", id);
        scn_cannot(ctx, ln, why);
        return RF_OK;
    }
    if (aoe_unusable(ctx, ln, &src) || aoe_unusable(ctx, ln, &dst)) return RF_OK;
    geo_aoe_hit hits[GEO_AOE_MAX * GEO_AOE_MAX];
    geo_cell s = src.place.u.cell;
    int k = geo_aoe(ctx->board, &ctx->overlay, t, s, geo_floor(ctx->board, s), rot, flying,
                    hits, GEO_AOE_MAX * GEO_AOE_MAX);
    int got = 0;
    for (int i = 0; i < k; i++)
        if (geo_cell_eq(hits[i].cell, dst.place.u.cell)) got = hits[i].value;
    scn_report(ctx, ln, got == n, "%d", got);
    return RF_OK;
}
