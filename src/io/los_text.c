/*
 * los_text.c — line of sight between two places given as text
 * (rf_map_los), answered "clear" or "blocked" and, on request, explained
 * the way a player checks it at the table: the line (LOS-4), the levels of
 * both ends and which is upper (LOS-10), every blockade crossed with its
 * component, level and position (LOS-2, LOS-6, LOS-7), the decisive one,
 * X (LOS-12) and the rule that decided (LOS-8, LOS-13, LOS-14, LOS-15).
 *
 * The answer itself comes from geo_los only; this file formats its
 * geo_los_result (geo_los_describe gives the same facts as prose, without
 * the places in scenario notation that a player looks up on the board). Places
 * are spaces "X,Y" or intersections "@I,J[:L]"; an edge is not a valid end
 * of a line of sight (LOS-4) and is refused with RF_E_ARG, as is anything
 * off the board or followed by stray characters. Nothing is printed for a
 * refused query.
 */
#include <stdlib.h>
#include <string.h>

#include "errors.h"
#include "geo/los.h"
#include "io/notation.h"
#include "map.h"

static bool only_blanks(const char *s)
{
    while (*s == ' ' || *s == '\t' || *s == '\n') s++;
    return *s == '\0';
}

static int refuse_off_board(const geo_board *b, geo_place p, const char *text,
                            const char *which, rf_error *err)
{
    if (p.kind == GEO_PLACE_POINT && p.u.point.i >= 0 && p.u.point.j >= 0 &&
        p.u.point.i <= b->w && p.u.point.j <= b->h) {
        int8_t lv[4];
        int n = geo_point_levels(b, p.u.point.i, p.u.point.j, lv);
        char have[32] = "";
        for (int k = 0, len = 0; k < n && len < (int)sizeof have; k++)
            len += snprintf(have + len, sizeof have - len, "%s%d", k ? ", " : "", lv[k]);
        error_fail(err, RF_E_ARG, NULL, 0, 0, which,
                "there is no intersection @%d,%d at level %d (levels there: %s)", p.u.point.i,
                p.u.point.j, p.u.point.level, have);
    } else {
        error_fail(err, RF_E_ARG, NULL, 0, 0, which, "%s is not on the %dx%d board", text, b->w,
                b->h);
    }
    return -1;
}

/* Parse one end of the line; 0, or -1 with err filled. */
static int parse_end(const geo_board *b, const char *text, const char *which, geo_place *out,
                     rf_error *err)
{
    const char *end = NULL;
    if (!text || notation_parse_place(b, text, out, &end) < 0 || !only_blanks(end)) {
        error_fail(err, RF_E_ARG, NULL, 0, 0, which,
                "'%s' is not a place: write a space X,Y or an intersection @I,J[:L]",
                text ? text : "(null)");
        return -1;
    }
    if (out->kind == GEO_PLACE_EDGE) {
        error_fail(err, RF_E_ARG, NULL, 0, 0, which,
                "'%s' is an edge; a line of sight runs between spaces or intersections (LOS-4)",
                text);
        return -1;
    }
    if (!notation_place_valid(b, *out)) return refuse_off_board(b, *out, text, which, err);
    return 0;
}

static void describe_place(geo_place p, char *buf, int n)
{
    char s[32];
    notation_format_place(p, s, sizeof s);
    snprintf(buf, n, "%s %s", p.kind == GEO_PLACE_CELL ? "space" : "intersection", s);
}

static int half_floor(int v) { return v >= 0 ? v / 2 : -((-v + 1) / 2); }

/* Where the line meets a blockade, in scenario notation. */
static void describe_position(const geo_board *b, const geo_los_cross *x, char *buf, int n)
{
    if (x->comp >= 0 && geo_component_kind(b, x->comp)->placement == GEO_ON_SPACE) {
        const geo_component *c = &b->comp[x->comp];
        snprintf(buf, n, "space %d,%d", c->at.u.cell.x, c->at.u.cell.y);
    } else if (x->at_point) {
        snprintf(buf, n, "intersection @%d,%d", x->px / 2, x->py / 2);
    } else {
        snprintf(buf, n, "edge %c %d,%d", x->edge.dir == GEO_EDGE_V ? 'v' : 'h', x->edge.i,
                 x->edge.j);
    }
}

static void describe_blockade(const geo_board *b, const geo_los_cross *x, char *buf, int n)
{
    if (x->comp >= 0 && x->comp < b->ncomp) geo_component_describe(b, x->comp, buf, n);
    else if (x->ovobj >= 0) snprintf(buf, n, "object placed during play (#%d)", x->ovobj);
    else snprintf(buf, n, "blockade");
}

static void print_cross(const geo_board *b, const geo_los_result *r, int k, FILE *out)
{
    const geo_los_cross *x = &r->cross[k];
    char what[128], where[48];
    describe_blockade(b, x, what, sizeof what);
    describe_position(b, x, where, sizeof where);
    fprintf(out, "         %d. %s: %s, blockade level %d", k + 1, where, what, x->top);
    if (x->at_point) fputs(" (connected, LOS-6)", out);
    if (x->endpoint) fputs(", at an end of the line", out);
    if (k == r->blocker) fputs("  <- decisive", out);
    fputc('\n', out);
}

static void print_ends(geo_place pa, geo_place pb, const geo_los_result *r, FILE *out)
{
    char a[48], b[48];
    describe_place(pa, a, sizeof a);
    describe_place(pb, b, sizeof b);
    fprintf(out, "  LOS-4  the line runs from %s (level %d) to %s (level %d)\n", a,
            r->level_a, b, r->level_b);
    if (r->upper < 0) {
        fputs("  LOS-10 both ends are on one level: no upper or lower end, "
              "so LOS-11..15 do not apply\n", out);
        return;
    }
    int diff = abs(r->level_a - r->level_b);
    fprintf(out, "  LOS-10 upper end: %s; lower end: %s; height difference %d\n",
            r->upper == 0 ? a : b, r->upper == 0 ? b : a, diff);
}

static void print_crossings(const geo_board *b, const geo_los_result *r, FILE *out)
{
    if (r->ncross == 0) {
        fputs("  LOS-2  no blockade lies on the line (a corner touch does not count, LOS-7)\n",
              out);
        return;
    }
    fprintf(out, "  LOS-2  %d blockade%s crossed, counted from the first place "
            "(corner touches do not count, LOS-7):\n", r->ncross, r->ncross == 1 ? "" : "s");
    for (int k = 0; k < r->ncross; k++) print_cross(b, r, k, out);
}

/* The grid line along the decisive blockade's edge (LOS-12). */
static void print_edge_line(const geo_los_cross *x, FILE *out)
{
    if (x->lines & 1) fprintf(out, ";\n         its edge lies on the vertical grid line I = %d",
                              half_floor(x->lx));
    if (x->lines & 2) fprintf(out, "%s horizontal grid line J = %d",
                              (x->lines & 1) ? " or the" : ";\n         its edge lies on the",
                              half_floor(x->ly));
}

static void print_blocked(const geo_los_result *r, FILE *out)
{
    const char *rule = r->rule ? r->rule : "LOS-2";
    int k = r->blocker;
    const geo_los_cross *x = k >= 0 && k < r->ncross ? &r->cross[k] : NULL;
    int top = x ? x->top : 0;
    fprintf(out, "  %-6s blocked: ", rule);
    if (strcmp(rule, "LOS-8") == 0) {
        fprintf(out, "blockade %d is at level %d, higher than both ends (levels %d and %d)",
                k + 1, top, r->level_a, r->level_b);
    } else if (strcmp(rule, "LOS-13") == 0 || strcmp(rule, "LOS-14") == 0) {
        bool two = strcmp(rule, "LOS-14") == 0;
        fprintf(out, "blockade %d is the farthest on the upper end's level (LOS-11);\n"
                "         X = %d (LOS-12); the lower end lies within %s%d space%s beyond it", k + 1,
                r->x, two ? "2X = " : "X = ", two ? 2 * r->x : r->x,
                (two ? 2 * r->x : r->x) == 1 ? "" : "s");
        if (x) print_edge_line(x, out);
    } else if (strcmp(rule, "LOS-15") == 0) {
        fprintf(out, "from level 2 to level 0, the lower end is the space directly behind "
                "level-%d blockade %d", top, k + 1);
    } else if (x) {
        fprintf(out, "by blockade %d", k + 1);
    } else {
        fputs("no line of sight can be drawn between these places", out);
    }
    fputs("\n", out);
}

static void print_clear(const geo_los_result *r, FILE *out)
{
    if (r->ncross == 0) {
        fputs("  clear: nothing blocks the line\n", out);
        return;
    }
    fputs("  LOS-8  clear: no crossed blockade is higher than both ends\n", out);
    if (r->upper < 0) return;
    fputs("  LOS-9  and no blind zone (LOS-11..15) reaches the lower end", out);
    if (r->x >= 0) fprintf(out, " (X = %d, LOS-12)", r->x);
    fputc('\n', out);
}

static void explain_los(const geo_board *b, geo_place pa, geo_place pb, const geo_los_result *r,
                        FILE *out)
{
    print_ends(pa, pb, r, out);
    print_crossings(b, r, out);
    if (r->clear) print_clear(r, out);
    else print_blocked(r, out);
}

int rf_map_los(const rf_map *m, const char *a, const char *b, bool explain, FILE *out,
               rf_error *err)
{
    if (!m || !m->board) {
        error_fail(err, RF_E_ARG, NULL, 0, 0, NULL, "no map");
        return -1;
    }
    geo_place pa, pb;
    if (parse_end(m->board, a, "A", &pa, err) < 0 || parse_end(m->board, b, "B", &pb, err) < 0)
        return -1;
    if (pa.kind == GEO_PLACE_POINT && pb.kind == GEO_PLACE_POINT) {
        error_fail(err, RF_E_ARG, NULL, 0, 0, NULL,
                "both ends are intersections; a line of sight starts at a space (LOS-4)");
        return -1;
    }
    geo_los_result *r = calloc(1, sizeof *r);
    if (!r) {
        error_fail(err, RF_E_NOMEM, NULL, 0, 0, NULL, "out of memory");
        return -1;
    }
    bool clear = geo_los(m->board, NULL, pa, pb, r);
    if (out) {
        fputs(clear ? "clear\n" : "blocked\n", out);
        if (explain) explain_los(m->board, pa, pb, r, out);
    }
    free(r);
    return clear ? 1 : 0;
}
