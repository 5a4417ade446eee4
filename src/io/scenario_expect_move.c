/*
 * scenario_expect_move.c — movement expectations: movecost, reach, at, and
 * the extensions stepcost, entered and reachcount (MOVE, TERM-6). Exact
 * semantics: docs/scenarios.md.
 *
 * A Move is always computed for the named legend from its space, with the
 * other legends' spaces passable but not endable (MOVE-9).
 */
#include <stdlib.h>
#include <string.h>

#include "geo/move.h"
#include "io/notation.h"
#include "io/scenario.h"

/* The legend field of a movement expectation; *idx < 0 when it cannot be
 * evaluated (why filled). */
static rf_status who(scn_ctx *ctx, scn_line *ln, int *idx, char *why)
{
    return scn_arg_legend(ctx, ln, "NAME", idx, why, SCN_WHY_LEN);
}

/* Report "cannot evaluate" if the legend or the place is unusable. */
static bool unusable(scn_ctx *ctx, const scn_line *ln, const char *why, const scn_ref *r)
{
    if (why[0]) {
        scn_cannot(ctx, ln, why);
        return true;
    }
    return r && scn_cannot_refs(ctx, ln, r, NULL);
}

static void format_cost(char *buf, int n, int cost)
{
    if (cost < 0) snprintf(buf, (size_t)n, "none");
    else snprintf(buf, (size_t)n, "%d", cost);
}

/* expect movecost NAME X,Y N|none: cheapest MP to end a Move on X,Y. */
rf_status scn_ex_movecost(scn_ctx *ctx, scn_line *ln)
{
    char why[SCN_WHY_LEN], got[16];
    scn_ref to;
    int idx = -1, n = 0;
    rf_status st = who(ctx, ln, &idx, why);
    if (st == RF_OK) st = scn_arg_space(ctx, ln, "X,Y", &to);
    if (st == RF_OK) st = scn_arg_int_or_none(ctx, ln, "N", 999, &n);
    if (st == RF_OK) st = scn_args_end(ctx, ln);
    if (st != RF_OK || unusable(ctx, ln, why, &to)) return st;
    geo_cellset others;
    scn_legend_cells(ctx, idx, &others);
    int cost = geo_move_cost(ctx->board, &ctx->overlay, ctx->legend[idx].at, to.place.u.cell,
                             &others);
    if (cost < 0) cost = -1;
    format_cost(got, sizeof got, cost);
    scn_report(ctx, ln, cost == n, "%s", got);
    return RF_OK;
}

static void reach_of(const scn_ctx *ctx, int idx, int mp, geo_reach *r)
{
    geo_cellset others;
    scn_legend_cells(ctx, idx, &others);
    geo_reach_compute(ctx->board, &ctx->overlay, ctx->legend[idx].at, mp, &others, r);
}

/* expect reach NAME MP X,Y yes|no: a Move MP may end on X,Y. */
rf_status scn_ex_reach(scn_ctx *ctx, scn_line *ln)
{
    char why[SCN_WHY_LEN];
    scn_ref to;
    int idx = -1, mp = 0;
    bool want = false;
    rf_status st = who(ctx, ln, &idx, why);
    if (st == RF_OK) st = scn_arg_int(ctx, ln, "MP", 0, 99, &mp);
    if (st == RF_OK) st = scn_arg_space(ctx, ln, "X,Y", &to);
    if (st == RF_OK) st = scn_arg_yesno(ctx, ln, "yes|no", &want);
    if (st == RF_OK) st = scn_args_end(ctx, ln);
    if (st != RF_OK || unusable(ctx, ln, why, &to)) return st;
    geo_reach *r = malloc(sizeof *r);
    if (!r) return error_fail(ctx->err, RF_E_NOMEM, ctx->file, ctx->lineno, 0, ln->kw, "no memory");
    reach_of(ctx, idx, mp, r);
    bool got = geo_cellset_has(&r->can_end, to.place.u.cell);
    int cost = r->cost[geo_cell_index(to.place.u.cell)];
    free(r);
    if (got || cost == GEO_UNREACHED) scn_report(ctx, ln, got == want, "%s", scn_yesno(got));
    else scn_report(ctx, ln, got == want, "no (entered for %d MP, cannot end there)", cost);
    return RF_OK;
}

/* expect reachcount NAME MP N: how many spaces a Move MP may end on. */
rf_status scn_ex_reachcount(scn_ctx *ctx, scn_line *ln)
{
    char why[SCN_WHY_LEN];
    int idx = -1, mp = 0, n = 0;
    rf_status st = who(ctx, ln, &idx, why);
    if (st == RF_OK) st = scn_arg_int(ctx, ln, "MP", 0, 99, &mp);
    if (st == RF_OK) st = scn_arg_int(ctx, ln, "N", 0, GEO_MAX_CELLS, &n);
    if (st == RF_OK) st = scn_args_end(ctx, ln);
    if (st != RF_OK || unusable(ctx, ln, why, NULL)) return st;
    geo_reach *r = malloc(sizeof *r);
    if (!r) return error_fail(ctx->err, RF_E_NOMEM, ctx->file, ctx->lineno, 0, ln->kw, "no memory");
    reach_of(ctx, idx, mp, r);
    int got = 0;
    for (int y = 0; y < ctx->board->h; y++)
        for (int x = 0; x < ctx->board->w; x++)
            got += geo_cellset_has(&r->can_end, geo_cell_make(x, y));
    free(r);
    scn_report(ctx, ln, got == n, "%d", got);
    return RF_OK;
}

/* expect at NAME X,Y: the legend's space. */
rf_status scn_ex_at(scn_ctx *ctx, scn_line *ln)
{
    char why[SCN_WHY_LEN], got[32];
    scn_ref to;
    int idx = -1;
    rf_status st = who(ctx, ln, &idx, why);
    if (st == RF_OK) st = scn_arg_space(ctx, ln, "X,Y", &to);
    if (st == RF_OK) st = scn_args_end(ctx, ln);
    if (st != RF_OK || unusable(ctx, ln, why, &to)) return st;
    geo_cell at = ctx->legend[idx].at;
    notation_format_place(geo_place_cell(at), got, sizeof got);
    scn_report(ctx, ln, geo_cell_eq(at, to.place.u.cell), "%s", got);
    return RF_OK;
}

/* expect stepcost X,Y X,Y N|none: one step's cost from terrain and objects
 * (MOVE-16 … MOVE-22), legends ignored; the second space may be off the
 * board (MOVE-7: none). */
rf_status scn_ex_stepcost(scn_ctx *ctx, scn_line *ln)
{
    scn_ref a, b;
    int n = 0;
    rf_status st = scn_arg_space(ctx, ln, "from", &a);
    if (st == RF_OK) st = scn_arg_space(ctx, ln, "to", &b);
    if (st == RF_OK) st = scn_arg_int_or_none(ctx, ln, "N", 99, &n);
    if (st == RF_OK) st = scn_args_end(ctx, ln);
    if (st != RF_OK || scn_cannot_refs(ctx, ln, &a, NULL)) return st;
    int dir = geo_dir_between(a.place.u.cell, b.place.u.cell);
    if (b.why[0] && !b.offboard) {
        scn_cannot(ctx, ln, b.why);
        return RF_OK;
    }
    if (dir < 0) {
        scn_cannot(ctx, ln, "the two spaces are not at range 1");
        return RF_OK;
    }
    char why[200], got[240];
    int cost = geo_step_explain(ctx->board, &ctx->overlay, a.place.u.cell, dir, why, sizeof why);
    if (cost < 0) cost = -1;
    format_cost(got, 16, cost);
    if (why[0]) snprintf(got + strlen(got), sizeof got - strlen(got), " (%s)", why);
    scn_report(ctx, ln, cost == n, "%s", got);
    return RF_OK;
}

/* The entered list as text, for a FAIL line. */
static void format_cells(const geo_cell *c, int n, char *buf, int size)
{
    int len = snprintf(buf, (size_t)size, "%s", n ? "" : "none");
    for (int i = 0; i < n && len < size; i++)
        len += snprintf(buf + len, (size_t)(size - len), "%s%d,%d", i ? " " : "", c[i].x, c[i].y);
}

/* `X,Y ...` (at most SCN_MAX_PATH) or `none`. */
static rf_status entered_list(scn_ctx *ctx, scn_line *ln, geo_cell *want, int *n)
{
    *n = 0;
    if (scn_peek(ln) && strcmp(scn_peek(ln), "none") == 0) {
        ln->pos++;
        return RF_OK;
    }
    if (!scn_more(ln)) return scn_error(ctx, ln, ln->ntok, "X,Y", "missing X,Y or none");
    rf_status st = RF_OK;
    while (st == RF_OK && scn_more(ln) && *n < SCN_MAX_PATH)
        st = scn_arg_xy(ctx, ln, "X,Y", &want[(*n)++]);
    return st;
}

/* expect entered NAME X,Y ... | none: the spaces NAME's last successful
 * move entered, in order, passing through included (TERM-6). */
rf_status scn_ex_entered(scn_ctx *ctx, scn_line *ln)
{
    char why[SCN_WHY_LEN], got[SCN_MAX_PATH * 12];
    geo_cell want[SCN_MAX_PATH];
    int idx = -1, n = 0;
    rf_status st = who(ctx, ln, &idx, why);
    if (st == RF_OK) st = entered_list(ctx, ln, want, &n);
    if (st == RF_OK) st = scn_args_end(ctx, ln);
    if (st != RF_OK || unusable(ctx, ln, why, NULL)) return st;
    const scn_legend *lg = &ctx->legend[idx];
    bool same = lg->nentered == n;
    for (int i = 0; same && i < n; i++) same = geo_cell_eq(lg->entered[i], want[i]);
    format_cells(lg->entered, lg->nentered, got, sizeof got);
    scn_report(ctx, ln, same, "%s", got);
    return RF_OK;
}
