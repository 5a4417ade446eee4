/*
 * scenario_place.c — the situation of a scenario: legends and the objects
 * placed during play (smoke, dome, supply drop, heat shield), which live in
 * the run's geo_overlay, never on the static board (overlay.h).
 *
 * A situation that cannot exist (a legend off the board or on a space that
 * is not free, GRID-4, TRAIT-6; two legends with one name) is a parse
 * error: the scenario would test nothing.
 */
#include <string.h>

#include "geo/place.h"
#include "io/notation.h"
#include "io/scenario.h"
#include "io/scenario_game.h"

static const char *const option_names[] = { "health", "shield", "maxshield", "helmet",
                                            "knockdown", NULL };
static const char *const helmets[] = { "common", "rare", "epic", "legendary", NULL };
static const char *const knockdowns[] = { "none", "rare", "epic", "legendary", NULL };
static const int knockdown_grade[] = { SCN_GEAR_NONE, SCN_GEAR_RARE, SCN_GEAR_EPIC,
                                       SCN_GEAR_LEGENDARY };

/* One `health N` / `helmet G` ... option; each at most once. */
static rf_status legend_option(scn_ctx *ctx, scn_line *ln, scn_legend *lg, int *seen)
{
    int opt = 0, v = 0;
    rf_status st = scn_arg_choice(ctx, ln, "option", option_names, &opt);
    if (st != RF_OK) return st;
    if (*seen & (1 << opt))
        return scn_error(ctx, ln, ln->pos - 1, option_names[opt], "given twice");
    *seen |= 1 << opt;
    switch (opt) {
    case 0: return scn_arg_int(ctx, ln, "health", 1, 99, &lg->health);
    case 1: return scn_arg_int(ctx, ln, "shield", 0, 99, &lg->shield);
    case 2: return scn_arg_int(ctx, ln, "maxshield", 0, 99, &lg->maxshield);
    case 3:
        st = scn_arg_choice(ctx, ln, "helmet", helmets, &v);
        lg->helmet = SCN_GEAR_COMMON + v;
        return st;
    default:
        st = scn_arg_choice(ctx, ln, "knockdown", knockdowns, &v);
        lg->knockdown = knockdown_grade[v];
        return st;
    }
}

/* The space must be on the board and free (GRID-4, MOVE-9). */
static rf_status check_free_space(scn_ctx *ctx, scn_line *ln, int tok, geo_cell c)
{
    char buf[32];
    notation_format_place(geo_place_cell(c), buf, sizeof buf);
    if (!geo_on_board(ctx->board, c))
        return scn_error(ctx, ln, tok, "X,Y", "%s is off the %dx%d board", buf, ctx->board->w,
                         ctx->board->h);
    geo_cellset legends;
    scn_legend_cells(ctx, -1, &legends);
    if (!geo_space_free(ctx->board, &ctx->overlay, &legends, c))
        return scn_error(ctx, ln, tok, "X,Y", "space %s is not free", buf);
    return RF_OK;
}

static rf_status legend_name(scn_ctx *ctx, scn_line *ln, scn_legend *lg)
{
    const char *name = NULL;
    rf_status st = scn_arg_word(ctx, ln, "NAME", &name);
    if (st != RF_OK) return st;
    if (!scn_is_name(name))
        return scn_error(ctx, ln, ln->pos - 1, "NAME", "'%.40s' is not a legend name (a letter, "
                         "then letters, digits, '_' or '-'; at most %d)", name, SCN_NAME_LEN - 1);
    if (scn_legend_find(ctx, name) >= 0)
        return scn_error(ctx, ln, ln->pos - 1, "NAME", "a legend named %s already exists", name);
    snprintf(lg->name, sizeof lg->name, "%s", name);
    return RF_OK;
}

/* legend NAME X,Y red|blue [health N] [shield N] [maxshield N] [helmet G]
 * [knockdown G]. Defaults: health 40, shield 20, limit 20 (DMG-8), common
 * helmet and knockdown shield (GEAR-2). */
rf_status scn_kw_legend(scn_ctx *ctx, scn_line *ln)
{
    static const char *const squads[] = { "red", "blue", NULL };
    if (ctx->game) return scn_after_game(ctx, ln);
    if (ctx->nlegends == SCN_MAX_LEGENDS)
        return scn_error(ctx, ln, 0, "", "more than %d legends", SCN_MAX_LEGENDS);
    scn_legend lg;
    memset(&lg, 0, sizeof lg);
    lg.health = 40;
    lg.shield = lg.maxshield = 20;
    lg.helmet = SCN_GEAR_COMMON;
    lg.knockdown = SCN_GEAR_NONE;
    int seen = 0, at_tok = 2;
    rf_status st = legend_name(ctx, ln, &lg);
    if (st == RF_OK) st = scn_arg_xy(ctx, ln, "X,Y", &lg.at);
    if (st == RF_OK) st = scn_arg_choice(ctx, ln, "squad", squads, &lg.squad);
    while (st == RF_OK && scn_more(ln)) st = legend_option(ctx, ln, &lg, &seen);
    if (st != RF_OK) return st;
    if (lg.shield > lg.maxshield)
        return scn_error(ctx, ln, 0, "shield", "shield %d above maxshield %d", lg.shield,
                         lg.maxshield);
    st = check_free_space(ctx, ln, at_tok, lg.at);
    if (st == RF_OK) ctx->legend[ctx->nlegends++] = lg;
    return st;
}

static rf_status add_overlay(scn_ctx *ctx, scn_line *ln, const char *id, geo_place at)
{
    int kind;
    rf_status st = scn_kind(ctx, ln, id, &kind);
    if (st != RF_OK) return st;
    if (geo_overlay_add(&ctx->overlay, kind, at) < 0)
        return scn_error(ctx, ln, 0, "", "more than %d objects placed in play", GEO_MAX_OVERLAY);
    scn_game_push(ctx);                          /* the game's overlay too, once it is built */
    return RF_OK;
}

/* `smoke @I,J` / `dome @I,J`: a ZONE miniature on an intersection (GRID-5,
 * ZONE-1, ZONE-3: the zone is on the intersection's level). */
static rf_status zone_object(scn_ctx *ctx, scn_line *ln, const char *id)
{
    scn_ref ref;
    int tok = ln->pos;
    rf_status st = scn_arg_place(ctx, ln, "@I,J", &ref);
    if (st == RF_OK) st = scn_args_end(ctx, ln);
    if (st != RF_OK) return st;
    if (ref.legend >= 0 || ref.place.kind != GEO_PLACE_POINT)
        return scn_error(ctx, ln, tok, "@I,J", "expected an intersection @I,J[:L], got '%.40s'",
                         ln->tok[tok]);
    if (ref.why[0]) return scn_error(ctx, ln, tok, "@I,J", "%s", ref.why);
    return add_overlay(ctx, ln, id, ref.place);
}

/* `drop X,Y` / `heatshield X,Y`: an OCCUPIES SPACE object (DROP-3, HEAT-4);
 * `portal X,Y`: one a legend may stand on. The space must be free. */
static rf_status space_object(scn_ctx *ctx, scn_line *ln, const char *id)
{
    geo_cell c;
    int tok = ln->pos;
    rf_status st = scn_arg_xy(ctx, ln, "X,Y", &c);
    if (st == RF_OK) st = scn_args_end(ctx, ln);
    if (st == RF_OK) st = check_free_space(ctx, ln, tok, c);
    return st == RF_OK ? add_overlay(ctx, ln, id, geo_place_cell(c)) : st;
}

rf_status scn_kw_smoke(scn_ctx *ctx, scn_line *ln) { return zone_object(ctx, ln, "smoke"); }
rf_status scn_kw_dome(scn_ctx *ctx, scn_line *ln) { return zone_object(ctx, ln, "dome"); }
rf_status scn_kw_drop(scn_ctx *ctx, scn_line *ln) { return space_object(ctx, ln, "supply_drop"); }
/* `portal X,Y`: a Portal miniature (Wraith's Dimensional Rift,
 * DESTRUCTIBLE: what a Destroy can take, DESTROY-1). */
rf_status scn_kw_portal(scn_ctx *ctx, scn_line *ln) { return space_object(ctx, ln, "portal"); }
rf_status scn_kw_heatshield(scn_ctx *ctx, scn_line *ln)
{
    return space_object(ctx, ln, "heat_shield");
}
