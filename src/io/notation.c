/*
 * notation.c — parsing and printing places (see notation.h).
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>

#include "io/notation.h"

static const char *skip_blanks(const char *s)
{
    while (*s == ' ' || *s == '\t') s++;
    return s;
}

/* Parse a (possibly negative) integer; -1 on failure. */
static int parse_int(const char *s, int *out, const char **end)
{
    char *e;
    if (!(isdigit((unsigned char)*s) || (*s == '-' && isdigit((unsigned char)s[1])))) return -1;
    long v = strtol(s, &e, 10);
    if (v < -1000 || v > 1000) return -1;
    *out = (int)v;
    *end = e;
    return 0;
}

static int parse_pair(const char *s, int *a, int *b, const char **end)
{
    const char *p;
    if (parse_int(s, a, &p) < 0 || *p != ',') return -1;
    if (parse_int(p + 1, b, &p) < 0) return -1;
    *end = p;
    return 0;
}

int notation_parse_cell(const char *s, geo_cell *out, const char **end)
{
    int x, y;
    s = skip_blanks(s);
    if (parse_pair(s, &x, &y, end) < 0) return -1;
    *out = geo_cell_make(x, y);
    return 0;
}

static int parse_point(const geo_board *b, const char *s, geo_place *out, const char **end)
{
    int i, j, level = GEO_NONE;
    const char *p;
    if (parse_pair(s, &i, &j, &p) < 0) return -1;
    if (*p == ':') {
        if (parse_int(p + 1, &level, &p) < 0) return -1;
    } else if (b) {
        int8_t lv[4];
        level = geo_point_levels(b, i, j, lv) > 0 ? lv[0] : 0;
    } else {
        level = 0;
    }
    geo_point pt = { (int16_t)i, (int16_t)j, (int8_t)level };
    *out = geo_place_point(pt);
    *end = p;
    return 0;
}

int notation_parse_place(const geo_board *b, const char *s, geo_place *out, const char **end)
{
    s = skip_blanks(s);
    if (*s == '@') return parse_point(b, s + 1, out, end);
    if ((*s == 'h' || *s == 'v') && (s[1] == ' ' || s[1] == '\t')) {
        int i, j;
        const char *p = skip_blanks(s + 1);
        if (parse_pair(p, &i, &j, end) < 0) return -1;
        geo_edge e = { (uint8_t)(*s == 'h' ? GEO_EDGE_H : GEO_EDGE_V), (int16_t)i, (int16_t)j };
        *out = geo_place_edge(e);
        return 0;
    }
    geo_cell c;
    if (notation_parse_cell(s, &c, end) < 0) return -1;
    *out = geo_place_cell(c);
    return 0;
}

void notation_format_place(geo_place p, char *buf, int n)
{
    switch (p.kind) {
    case GEO_PLACE_CELL: snprintf(buf, n, "%d,%d", p.u.cell.x, p.u.cell.y); break;
    case GEO_PLACE_EDGE:
        snprintf(buf, n, "%c %d,%d", p.u.edge.dir == GEO_EDGE_H ? 'h' : 'v', p.u.edge.i,
                 p.u.edge.j);
        break;
    default:
        snprintf(buf, n, "@%d,%d:%d", p.u.point.i, p.u.point.j, p.u.point.level);
        break;
    }
}

bool notation_place_valid(const geo_board *b, geo_place p)
{
    switch (p.kind) {
    case GEO_PLACE_CELL: return geo_on_board(b, p.u.cell);
    case GEO_PLACE_EDGE: return geo_edge_on_board(b, p.u.edge);
    default: {
        int8_t lv[4];
        int n = geo_point_levels(b, p.u.point.i, p.u.point.j, lv);
        for (int k = 0; k < n; k++)
            if (lv[k] == p.u.point.level) return true;
        return false;
    }
    }
}
