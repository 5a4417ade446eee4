/*
 * scenario_board.c — the board line and the board components of a scenario
 * (SCENARIOS.md "Board and objects"; extensions in docs/scenarios.md).
 *
 * Each line becomes one geo_component (a building of N levels becomes N
 * stacked buildings, LVL-3) added to the board at once, so geo_board_add's
 * checks (bounds, sizes, lengths, overlaps) report this line. Kinds are
 * looked up by id in the content (data/components.json); nothing here
 * knows a kind's traits.
 */
#include <string.h>

#include "io/scenario.h"

enum len_mode { LEN_NONE, LEN_OPTIONAL, LEN_REQUIRED };

rf_status scn_kw_board(scn_ctx *ctx, scn_line *ln)
{
    int w = 0, h = 0;
    rf_status st = scn_arg_int(ctx, ln, "W", 1, GEO_MAX_DIM, &w);
    if (st == RF_OK) st = scn_arg_int(ctx, ln, "H", 1, GEO_MAX_DIM, &h);
    if (st == RF_OK) st = scn_args_end(ctx, ln);
    if (st != RF_OK) return st;
    ctx->board = geo_board_new(&ctx->content->kinds, w, h);
    if (!ctx->board)
        return error_fail(ctx->err, RF_E_NOMEM, ctx->file, ctx->lineno, 0, "board",
                       "cannot make a %dx%d board", w, h);
    return RF_OK;
}

static rf_status new_component(scn_ctx *ctx, const scn_line *ln, const char *id,
                               geo_component *c)
{
    int kind;
    memset(c, 0, sizeof *c);
    c->link = -1;
    c->line = ctx->lineno;
    rf_status st = scn_kind(ctx, ln, id, &kind);
    c->kind = (uint8_t)kind;
    return st;
}

static rf_status add_component(scn_ctx *ctx, const scn_line *ln, const geo_component *c)
{
    geo_error gerr;
    memset(&gerr, 0, sizeof gerr);
    if (geo_board_add(ctx->board, c, &gerr) == 0) return RF_OK;
    return scn_error(ctx, ln, 0, gerr.field, "%s", gerr.msg[0] ? gerr.msg : "refused");
}

/* `building X,Y WxH [levels N]` and `canyon X,Y WxH` (LVL-3, LVL-7). */
static rf_status area(scn_ctx *ctx, scn_line *ln, const char *id, bool levels)
{
    geo_component c;
    geo_cell at;
    int w = 0, h = 0, n = 1;
    rf_status st = new_component(ctx, ln, id, &c);
    if (st == RF_OK) st = scn_arg_xy(ctx, ln, "X,Y", &at);
    if (st == RF_OK) st = scn_arg_size(ctx, ln, "WxH", &w, &h);
    if (st == RF_OK && levels && scn_peek(ln) && strcmp(scn_peek(ln), "levels") == 0) {
        ln->pos++;
        st = scn_arg_int(ctx, ln, "levels", 1, 8, &n);
    }
    if (st == RF_OK) st = scn_args_end(ctx, ln);
    if (st != RF_OK) return st;
    c.at = geo_place_cell(at);
    c.w = (uint8_t)w;
    c.h = (uint8_t)h;
    for (int i = 0; i < n && st == RF_OK; i++) st = add_component(ctx, ln, &c);
    return st;
}

/* Edge components: `wall h|v I,J [len L]` and the like. */
static rf_status edge_run(scn_ctx *ctx, scn_line *ln, const char *id, enum len_mode mode)
{
    geo_component c;
    geo_edge e;
    int len = 1;
    rf_status st = new_component(ctx, ln, id, &c);
    if (st == RF_OK) st = scn_arg_edge(ctx, ln, "edge", &e);
    const char *t = scn_peek(ln);
    bool has_len = t && strcmp(t, "len") == 0;
    if (st == RF_OK && mode == LEN_REQUIRED && !has_len)
        return scn_error(ctx, ln, ln->pos, "len", "missing 'len L'");
    if (st == RF_OK && mode != LEN_NONE && has_len) {
        ln->pos++;
        st = scn_arg_int(ctx, ln, "len", 1, GEO_MAX_DIM, &len);
    }
    if (st == RF_OK) st = scn_args_end(ctx, ln);
    if (st != RF_OK) return st;
    c.at = geo_place_edge(e);
    c.len = (uint8_t)len;
    return add_component(ctx, ln, &c);
}

/* Space components: `beacon X,Y`, `rock X,Y`, `tree X,Y`. */
static rf_status space(scn_ctx *ctx, scn_line *ln, const char *id)
{
    geo_component c;
    geo_cell at;
    rf_status st = new_component(ctx, ln, id, &c);
    if (st == RF_OK) st = scn_arg_xy(ctx, ln, "X,Y", &at);
    if (st == RF_OK) st = scn_args_end(ctx, ln);
    if (st != RF_OK) return st;
    c.at = geo_place_cell(at);
    return add_component(ctx, ln, &c);
}

/* `zipline X,Y X,Y`: two zipline points linked to each other (designed,
 * CUSTOM-11). The pair shares a label unique to this line
 * ("zip<line>"); geo_board_finish pairs points by label. */
static rf_status zipline(scn_ctx *ctx, scn_line *ln, const char *id)
{
    geo_component a, b;
    geo_cell pa, pb;
    rf_status st = new_component(ctx, ln, id, &a);
    if (st == RF_OK) st = scn_arg_xy(ctx, ln, "X,Y", &pa);
    if (st == RF_OK) st = scn_arg_xy(ctx, ln, "X,Y", &pb);
    if (st == RF_OK) st = scn_args_end(ctx, ln);
    if (st != RF_OK) return st;
    b = a;
    snprintf(a.label, sizeof a.label, "zip%d", ctx->lineno % 100000);
    memcpy(b.label, a.label, sizeof b.label);
    a.at = geo_place_cell(pa);
    b.at = geo_place_cell(pb);
    st = add_component(ctx, ln, &a);
    return st == RF_OK ? add_component(ctx, ln, &b) : st;
}

rf_status scn_kw_building(scn_ctx *ctx, scn_line *ln) { return area(ctx, ln, "building", true); }
rf_status scn_kw_canyon(scn_ctx *ctx, scn_line *ln) { return area(ctx, ln, "canyon", false); }
rf_status scn_kw_wall(scn_ctx *ctx, scn_line *ln)
{
    return edge_run(ctx, ln, "wall", LEN_OPTIONAL);
}
rf_status scn_kw_halfwall(scn_ctx *ctx, scn_line *ln)
{
    return edge_run(ctx, ln, "half_wall", LEN_OPTIONAL);
}
rf_status scn_kw_bin(scn_ctx *ctx, scn_line *ln)
{
    return edge_run(ctx, ln, "supply_bin", LEN_NONE);
}
rf_status scn_kw_roofwall(scn_ctx *ctx, scn_line *ln)
{
    return edge_run(ctx, ln, "roof_edge_wall", LEN_REQUIRED);
}
rf_status scn_kw_roofhalfwall(scn_ctx *ctx, scn_line *ln)
{
    return edge_run(ctx, ln, "roof_edge_half_wall", LEN_NONE);
}
rf_status scn_kw_beacon(scn_ctx *ctx, scn_line *ln) { return space(ctx, ln, "respawn_beacon"); }
rf_status scn_kw_rock(scn_ctx *ctx, scn_line *ln) { return space(ctx, ln, "rock"); }
rf_status scn_kw_tree(scn_ctx *ctx, scn_line *ln) { return space(ctx, ln, "tree"); }
rf_status scn_kw_zipline(scn_ctx *ctx, scn_line *ln) { return zipline(ctx, ln, "zipline_point"); }
rf_status scn_kw_roofzipline(scn_ctx *ctx, scn_line *ln)
{
    return zipline(ctx, ln, "roof_edge_zipline_point");
}
