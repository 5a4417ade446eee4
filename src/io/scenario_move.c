/*
 * scenario_move.c — `move NAME X,Y [X,Y ...]`: the legend steps along the
 * given spaces with no MP limit (MOVE-5 … MOVE-21 via geo_move_along).
 *
 * Every step must be legal and the last space free (MOVE-9). An illegal
 * move is a FAIL line with the reason and changes nothing: the legend stays
 * where it was and keeps the entered list of its last successful move. The
 * spaces entered (TERM-6: passing through included, in order) are recorded
 * for `expect entered`.
 */
#include <string.h>

#include "geo/move.h"
#include "io/scenario.h"
#include "io/scenario_game.h"

typedef struct enter_log {
    int n;
    geo_cell cell[SCN_MAX_PATH];
} enter_log;

/* geo_enter_fn: TERM-6, called once per space entered. */
static void on_enter(void *p, geo_cell c)
{
    enter_log *log = p;
    if (log->n < SCN_MAX_PATH) log->cell[log->n++] = c;
}

static rf_status mover(scn_ctx *ctx, scn_line *ln, int *idx)
{
    char why[SCN_WHY_LEN];
    rf_status st = scn_arg_legend(ctx, ln, "NAME", idx, why, sizeof why);
    if (st == RF_OK && why[0]) return scn_error(ctx, ln, ln->pos - 1, "NAME", "%s", why);
    return st;
}

/* Read the path; *offboard receives the first off-board reason, if any. */
static rf_status read_path(scn_ctx *ctx, scn_line *ln, geo_cell *path, int *n, char *offboard)
{
    *n = 0;
    offboard[0] = '\0';
    if (!scn_more(ln)) return scn_error(ctx, ln, ln->ntok, "X,Y", "missing X,Y");
    while (scn_more(ln)) {
        scn_ref ref;
        if (*n == SCN_MAX_PATH)
            return scn_error(ctx, ln, ln->pos, "X,Y", "more than %d spaces", SCN_MAX_PATH);
        rf_status st = scn_arg_space(ctx, ln, "X,Y", &ref);
        if (st != RF_OK) return st;
        if (ref.why[0] && !ref.offboard)
            return scn_error(ctx, ln, ln->pos - 1, "X,Y", "%s", ref.why);
        if (ref.offboard && !offboard[0]) snprintf(offboard, SCN_WHY_LEN, "%s", ref.why);
        path[(*n)++] = ref.place.u.cell;
    }
    return RF_OK;
}

rf_status scn_kw_move(scn_ctx *ctx, scn_line *ln)
{
    geo_cell path[SCN_MAX_PATH];
    char offboard[SCN_WHY_LEN];
    int idx = -1, n = 0;
    rf_status st = mover(ctx, ln, &idx);
    if (st == RF_OK) st = read_path(ctx, ln, path, &n, offboard);
    if (st != RF_OK) return st;
    if (offboard[0]) {
        scn_report(ctx, ln, false, "illegal move: %s (MOVE-7)", offboard);
        return RF_OK;
    }
    scn_legend *lg = &ctx->legend[idx];
    geo_cellset others;
    scn_legend_cells(ctx, idx, &others);
    enter_log log;
    geo_error gerr;
    memset(&log, 0, sizeof log);
    memset(&gerr, 0, sizeof gerr);
    int mp = geo_move_along(ctx->board, &ctx->overlay, lg->at, path, n, -1, &others, on_enter,
                            &log, &gerr);
    if (mp < 0) {
        scn_report(ctx, ln, false, "illegal move: %s", gerr.msg[0] ? gerr.msg : "refused");
        return RF_OK;
    }
    lg->at = path[n - 1];
    scn_game_push(ctx);                 /* a placement: the game's legend stands there too */
    lg->nentered = log.n;
    memcpy(lg->entered, log.cell, sizeof log.cell);
    return RF_OK;
}
