/*
 * scenario_args.c — reading the fields of a scenario line: numbers, words,
 * sizes, spaces, edges, intersections and legends' names
 * (SCENARIOS.md "Coordinates"; notation.h for the place syntax).
 *
 * A field that does not have the expected shape is a parse error naming
 * the line, the column and "<keyword> <field>". A place that has the right
 * shape but cannot be used (unknown legend, off the board) is not an error
 * here: scn_ref.why says so and the expectation reports "cannot evaluate".
 */
#include <ctype.h>
#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "io/notation.h"
#include "io/scenario.h"

/* Words that can never be a legend's name (they would be ambiguous). */
static const char *const reserved[] = { "h", "v", "none", "rot", "flying", NULL };

static int column_of(const scn_line *ln, int tok)
{
    if (tok >= 0 && tok < ln->ntok) return (int)(ln->tok[tok] - ln->buf) + 1;
    if (ln->ntok == 0) return 1;
    const char *last = ln->tok[ln->ntok - 1];
    return (int)(last - ln->buf) + (int)strlen(last) + 2;
}

rf_status scn_error(scn_ctx *ctx, const scn_line *ln, int tok, const char *what,
                    const char *fmt, ...)
{
    char field[96], msg[320];
    if (!ln->kw[0]) snprintf(field, sizeof field, "%s", what ? what : "");
    else if (what && what[0]) snprintf(field, sizeof field, "%s %s", ln->kw, what);
    else snprintf(field, sizeof field, "%s", ln->kw);
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    return error_fail(ctx->err, RF_E_SCENARIO, ctx->file, ctx->lineno, column_of(ln, tok), field,
                   "%s", msg);
}

bool scn_more(const scn_line *ln)
{
    return ln->pos < ln->ntok;
}

const char *scn_peek(const scn_line *ln)
{
    return scn_more(ln) ? ln->tok[ln->pos] : NULL;
}

rf_status scn_arg_word(scn_ctx *ctx, scn_line *ln, const char *what, const char **out)
{
    if (!scn_more(ln)) return scn_error(ctx, ln, ln->ntok, what, "missing %s", what);
    *out = ln->tok[ln->pos++];
    return RF_OK;
}

/* Strict decimal integer: optional '-', digits, nothing else. */
static bool parse_int(const char *s, long *out)
{
    const char *p = s + (*s == '-');
    if (!isdigit((unsigned char)*p) || strlen(p) > 9) return false;
    for (const char *q = p; *q; q++)
        if (!isdigit((unsigned char)*q)) return false;
    *out = strtol(s, NULL, 10);
    return true;
}

rf_status scn_arg_int(scn_ctx *ctx, scn_line *ln, const char *what, int min, int max, int *out)
{
    const char *t = NULL;
    rf_status st = scn_arg_word(ctx, ln, what, &t);
    if (st != RF_OK) return st;
    long v;
    if (!parse_int(t, &v) || v < min || v > max)
        return scn_error(ctx, ln, ln->pos - 1, what, "expected a whole number from %d to %d, "
                         "got '%.40s'", min, max, t);
    *out = (int)v;
    return RF_OK;
}

rf_status scn_arg_int_or_none(scn_ctx *ctx, scn_line *ln, const char *what, int max, int *out)
{
    const char *t = scn_peek(ln);
    if (t && strcmp(t, "none") == 0) {
        ln->pos++;
        *out = -1;
        return RF_OK;
    }
    return scn_arg_int(ctx, ln, what, 0, max, out);
}

rf_status scn_arg_choice(scn_ctx *ctx, scn_line *ln, const char *what,
                         const char *const *choices, int *out)
{
    const char *t = NULL;
    rf_status st = scn_arg_word(ctx, ln, what, &t);
    if (st != RF_OK) return st;
    char list[160] = "";
    size_t len = 0;
    for (int i = 0; choices[i]; i++) {
        if (strcmp(t, choices[i]) == 0) {
            *out = i;
            return RF_OK;
        }
        len += (size_t)snprintf(list + len, sizeof list - len, "%s%s", i ? "|" : "", choices[i]);
        if (len >= sizeof list) len = sizeof list - 1;
    }
    return scn_error(ctx, ln, ln->pos - 1, what, "expected %s, got '%.40s'", list, t);
}

rf_status scn_arg_yesno(scn_ctx *ctx, scn_line *ln, const char *what, bool *out)
{
    static const char *const yn[] = { "yes", "no", NULL };
    int i = 1;
    rf_status st = scn_arg_choice(ctx, ln, what, yn, &i);
    *out = i == 0;
    return st;
}

static bool parse_dim(const char *s, const char **end, int *out)
{
    int v = 0, n = 0;
    while (isdigit((unsigned char)*s) && n < 3) v = v * 10 + (*s++ - '0'), n++;
    *end = s;
    *out = v;
    return n > 0 && v >= 1 && v <= GEO_MAX_DIM;
}

rf_status scn_arg_size(scn_ctx *ctx, scn_line *ln, const char *what, int *w, int *h)
{
    const char *t = NULL, *p = NULL;
    rf_status st = scn_arg_word(ctx, ln, what, &t);
    if (st != RF_OK) return st;
    if (!parse_dim(t, &p, w) || *p != 'x' || !parse_dim(p + 1, &p, h) || *p)
        return scn_error(ctx, ln, ln->pos - 1, what, "expected a size WxH (1 to %d each), "
                         "got '%.40s'", GEO_MAX_DIM, t);
    return RF_OK;
}

rf_status scn_arg_xy(scn_ctx *ctx, scn_line *ln, const char *what, geo_cell *out)
{
    const char *t = NULL, *end = NULL;
    rf_status st = scn_arg_word(ctx, ln, what, &t);
    if (st != RF_OK) return st;
    if (notation_parse_cell(t, out, &end) < 0 || *end)
        return scn_error(ctx, ln, ln->pos - 1, what, "expected a space X,Y, got '%.40s'", t);
    return RF_OK;
}

rf_status scn_arg_edge(scn_ctx *ctx, scn_line *ln, const char *what, geo_edge *out)
{
    static const char *const dirs[] = { "h", "v", NULL };
    int dir = 0;
    geo_cell ij;
    rf_status st = scn_arg_choice(ctx, ln, what, dirs, &dir);
    if (st == RF_OK) st = scn_arg_xy(ctx, ln, what, &ij);
    if (st != RF_OK) return st;
    out->dir = (uint8_t)(dir == 0 ? GEO_EDGE_H : GEO_EDGE_V);
    out->i = ij.x;
    out->j = ij.y;
    return RF_OK;
}

bool scn_is_name(const char *s)
{
    if (!isalpha((unsigned char)s[0]) || strlen(s) >= SCN_NAME_LEN) return false;
    for (const char *p = s; *p; p++)
        if (!isalnum((unsigned char)*p) && *p != '_' && *p != '-') return false;
    for (int i = 0; reserved[i]; i++)
        if (strcmp(s, reserved[i]) == 0) return false;
    return true;
}

int scn_legend_find(const scn_ctx *ctx, const char *name)
{
    for (int i = 0; i < ctx->nlegends; i++)
        if (strcmp(ctx->legend[i].name, name) == 0) return i;
    return -1;
}

void scn_legend_cells(const scn_ctx *ctx, int except, geo_cellset *out)
{
    geo_cellset_clear(out);
    for (int i = 0; i < ctx->nlegends; i++)
        if (i != except && !ctx->legend[i].eliminated) geo_cellset_add(out, ctx->legend[i].at);
}

/* Parse an intersection "@I,J[:L]"; without ":L" its highest level there
 * (notation.h). The board is only consulted for in-range points. */
static int parse_point(const geo_board *b, const char *t, geo_place *out)
{
    const char *end, *colon = strchr(t, ':');
    long level = 0;
    if (notation_parse_place(NULL, t, out, &end) < 0 || *end) return -1;
    if (colon && (!parse_int(colon + 1, &level) || level < -9 || level > 9)) return -1;
    geo_point p = out->u.point;
    bool in_range = p.i >= 0 && p.j >= 0 && p.i <= b->w && p.j <= b->h;
    if (in_range && !colon && notation_parse_place(b, t, out, &end) < 0) return -1;
    return 0;
}

/* Fill ref->why if the parsed place cannot be used on this board. */
static void check_on_board(const scn_ctx *ctx, scn_ref *ref)
{
    const geo_board *b = ctx->board;
    char buf[48];
    geo_place p = ref->place;
    notation_format_place(p, buf, sizeof buf);
    bool ok;
    if (p.kind == GEO_PLACE_POINT) {
        ok = p.u.point.i >= 0 && p.u.point.j >= 0 && p.u.point.i <= b->w && p.u.point.j <= b->h;
        if (ok && !notation_place_valid(b, p)) {
            snprintf(ref->why, sizeof ref->why, "no intersection %s: no space there is on "
                     "level %d", buf, p.u.point.level);
            return;
        }
    } else {
        ok = notation_place_valid(b, p);
    }
    if (!ok) {
        ref->offboard = true;
        snprintf(ref->why, sizeof ref->why, "%s is off the %dx%d board", buf, b->w, b->h);
    }
}

static void resolve_name(const scn_ctx *ctx, const char *t, scn_ref *out)
{
    out->legend = scn_legend_find(ctx, t);
    if (out->legend < 0) {
        snprintf(out->why, sizeof out->why, "unknown legend '%s'", t);
        return;
    }
    const scn_legend *lg = &ctx->legend[out->legend];
    out->place = geo_place_cell(lg->at);
    if (lg->eliminated) snprintf(out->why, sizeof out->why, "%s is not on the map", t);
}

/* A space "X,Y" or an intersection "@I,J[:L]". */
static int parse_plain_place(const geo_board *b, const char *t, geo_place *out)
{
    if (t[0] == '@') return parse_point(b, t, out);
    geo_cell c;
    const char *end;
    if (notation_parse_cell(t, &c, &end) < 0 || *end) return -1;
    *out = geo_place_cell(c);
    return 0;
}

rf_status scn_arg_place(scn_ctx *ctx, scn_line *ln, const char *what, scn_ref *out)
{
    memset(out, 0, sizeof *out);
    out->legend = -1;
    out->place = geo_place_cell(geo_cell_make(0, 0));
    const char *t = scn_peek(ln);
    if (!t) return scn_error(ctx, ln, ln->ntok, what, "missing %s", what);
    if (strcmp(t, "h") == 0 || strcmp(t, "v") == 0) {
        geo_edge e;
        rf_status st = scn_arg_edge(ctx, ln, what, &e);
        if (st != RF_OK) return st;
        out->place = geo_place_edge(e);
        check_on_board(ctx, out);
        return RF_OK;
    }
    ln->pos++;
    if (scn_is_name(t)) {
        resolve_name(ctx, t, out);
        return RF_OK;
    }
    if (parse_plain_place(ctx->board, t, &out->place) < 0)
        return scn_error(ctx, ln, ln->pos - 1, what, "expected a place (X,Y, @I,J[:L], "
                         "h|v I,J or a legend's name), got '%.40s'", t);
    check_on_board(ctx, out);
    return RF_OK;
}

rf_status scn_arg_space(scn_ctx *ctx, scn_line *ln, const char *what, scn_ref *out)
{
    int at = ln->pos;
    rf_status st = scn_arg_place(ctx, ln, what, out);
    if (st == RF_OK && out->place.kind != GEO_PLACE_CELL)
        return scn_error(ctx, ln, at, what, "expected a space X,Y or a legend's name, "
                         "got '%.40s'", ln->tok[at]);
    return st;
}

rf_status scn_arg_legend(scn_ctx *ctx, scn_line *ln, const char *what, int *idx,
                         char *why, int n)
{
    const char *t = NULL;
    rf_status st = scn_arg_word(ctx, ln, what, &t);
    if (st != RF_OK) return st;
    if (!scn_is_name(t))
        return scn_error(ctx, ln, ln->pos - 1, what, "expected a legend's name, got '%.40s'", t);
    *idx = scn_legend_find(ctx, t);
    if (*idx < 0) snprintf(why, (size_t)n, "unknown legend '%s'", t);
    else if (ctx->legend[*idx].eliminated) snprintf(why, (size_t)n, "%s is not on the map", t);
    else if (n > 0) why[0] = '\0';
    return RF_OK;
}

rf_status scn_args_end(scn_ctx *ctx, scn_line *ln)
{
    if (!scn_more(ln)) return RF_OK;
    return scn_error(ctx, ln, ln->pos, "", "unexpected field '%.40s'", ln->tok[ln->pos]);
}

rf_status scn_kind(scn_ctx *ctx, const scn_line *ln, const char *id, int *out)
{
    *out = geo_kinds_find(&ctx->content->kinds, id);
    if (*out < 0 || *out > 255)
        return scn_error(ctx, ln, 0, "", "the content has no component kind '%s'", id);
    return RF_OK;
}
