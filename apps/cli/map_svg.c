/*
 * map_svg.c — a map as SVG (map_svg.h): `ringfall map svg MAP` and the
 * base of the lab's heat maps (sim_heat.c).
 *
 * It draws what rf_map_json gives, the geometry the browser client draws
 * too (docs/protocol.md): the floor of every space (LVL-3: -1 canyon, 0
 * ground, 1 and 2 roofs), the edges where the level changes (building
 * walls, roof edges, canyon rims), and each component by its placement:
 * an edge run (walls, half walls, supply bins) as a stroke along its
 * edges, a space component (respawn beacons, rocks, trees, zipline
 * points) as a mark in its space, an area (buildings, canyon tiles) by
 * the floor it makes. A kind this file has no style for is still drawn,
 * with a neutral mark and its own name in the legend, so a new component
 * kind never disappears from the picture.
 *
 * Coordinates as docs/maps.md: space x,y has column x from the west and
 * row y from the north; intersection i,j is the top-left corner of space
 * i,j.
 */
#include <jansson.h>
#include <stdlib.h>
#include <string.h>

#include "map_svg.h"

#define CELL 32                  /* pixels a space */
#define MARGIN 26                /* room for the coordinates */
#define LEGEND_W 250

void svg_text(FILE *out, const char *s)
{
    for (; s && *s; s++) {
        switch (*s) {
        case '&': fputs("&amp;", out); break;
        case '<': fputs("&lt;", out); break;
        case '>': fputs("&gt;", out); break;
        case '"': fputs("&quot;", out); break;
        case '\'': fputs("&#39;", out); break;
        default: fputc(*s, out);
        }
    }
}

/* The floor's shades, by level -1 … 2 (LVL-3, LVL-8). */
static const char *const level_fill[4] = { "#c8a36a", "#e9eedf", "#aebdd3", "#7d8fb0" };
static const char *const level_words[4] = { "canyon (level -1)", "ground (level 0)",
                                            "roof, level 1", "roof, level 2" };

static int level_index(int level) { return level < -1 ? 0 : level > 2 ? 3 : level + 1; }

/* How a component kind is drawn. */
typedef struct style {
    const char *kind;
    const char *stroke;          /* edges: the stroke; spaces: the mark's fill */
    double width;                /* edges: stroke width; spaces: the mark's radius */
    const char *dash;            /* edges: a dash pattern or NULL */
    char mark;                   /* spaces: the letter in the mark */
    bool square;                 /* spaces: a square mark, not a circle */
} style;

static const style styles[] = {
    { "wall", "#1b1b1b", 5, NULL, 0, false },
    { "roof_edge_wall", "#1b1b1b", 5, "10 3", 0, false },
    { "half_wall", "#8a5a2b", 4, NULL, 0, false },
    { "roof_edge_half_wall", "#8a5a2b", 4, "6 3", 0, false },
    { "supply_bin", "#e0a100", 0, NULL, 0, false },
    { "respawn_beacon", "#1e9e4a", 10, NULL, 'B', false },
    { "rock", "#6f6f6f", 11, NULL, 'R', false },
    { "tree", "#2f6b2f", 11, NULL, 'T', false },
    { "zipline_point", "#1f6fd1", 9, NULL, 'Z', true },        /* with its line's label */
    { "roof_edge_zipline_point", "#0d3f86", 9, NULL, 'Z', true },
};
static const style fallback = { "", "#9b3fb5", 8, NULL, '?', false };

static const style *style_of(const char *kind)
{
    for (size_t i = 0; i < sizeof styles / sizeof *styles; i++)
        if (strcmp(styles[i].kind, kind) == 0) return &styles[i];
    return &fallback;
}

typedef struct board {
    int w, h;
    int floor[32][32];
    long long heat_max;
} board;

static int ox(int i) { return MARGIN + i * CELL; }
static int oy(int j) { return MARGIN + 18 + j * CELL; }     /* below the title */

static void put_spaces(const board *b, const map_svg_heat *heat, FILE *out)
{
    fputs("<g class=\"spaces\" stroke=\"#ffffff\" stroke-width=\"0.6\">\n", out);
    for (int y = 0; y < b->h; y++)
        for (int x = 0; x < b->w; x++) {
            int lv = b->floor[y][x];
            fprintf(out, "<rect class=\"space\" data-x=\"%d\" data-y=\"%d\" data-level=\"%d\" x=\"%d\" "
                    "y=\"%d\" width=\"%d\" height=\"%d\" fill=\"%s\"><title>%d,%d: %s", x, y, lv, ox(x),
                    oy(y), CELL, CELL, level_fill[level_index(lv)], x, y, level_words[level_index(lv)]);
            if (heat) fprintf(out, "; %lld %s", heat->count[y * b->w + x], heat->unit);
            fputs("</title></rect>\n", out);
        }
    fputs("</g>\n", out);
}

/* The edges between two spaces of different levels (the board's own
 * lines: building walls, roof edges, canyon rims). */
static void put_level_edges(const board *b, FILE *out)
{
    fputs("<g class=\"level-edges\" stroke=\"#3a4660\" stroke-width=\"1.6\">\n", out);
    for (int y = 0; y < b->h; y++)
        for (int x = 0; x < b->w; x++) {
            if (x + 1 < b->w && b->floor[y][x] != b->floor[y][x + 1])
                fprintf(out, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\"/>\n", ox(x + 1), oy(y),
                        ox(x + 1), oy(y + 1));
            if (y + 1 < b->h && b->floor[y][x] != b->floor[y + 1][x])
                fprintf(out, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\"/>\n", ox(x), oy(y + 1),
                        ox(x + 1), oy(y + 1));
        }
    fputs("</g>\n", out);
}

static int jint(const json_t *o, const char *key) { return (int)json_integer_value(json_object_get(o, key)); }
static const char *jstr(const json_t *o, const char *key)
{
    const char *s = json_string_value(json_object_get(o, key));
    return s ? s : "";
}

/* An edge run: a stroke along it; a supply bin, a box across its edge. */
static void put_edge(const json_t *c, const style *st, FILE *out)
{
    bool h = strcmp(jstr(c, "dir"), "h") == 0;
    int i = jint(c, "i"), j = jint(c, "j"), len = jint(c, "len");
    int x1 = ox(i), y1 = oy(j), x2 = h ? ox(i + len) : x1, y2 = h ? y1 : oy(j + len);
    fprintf(out, "<g class=\"component\" data-kind=\"%s\"><title>", jstr(c, "kind"));
    svg_text(out, jstr(c, "name"));
    fprintf(out, " (edge %s %d,%d, length %d)</title>", h ? "h" : "v", i, j, len);
    if (strcmp(jstr(c, "kind"), "supply_bin") == 0) {
        int bw = h ? CELL - 10 : 10, bh = h ? 10 : CELL - 10;
        fprintf(out, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" rx=\"2\" fill=\"%s\" "
                "stroke=\"#5a4000\" stroke-width=\"1\"/>", (x1 + x2) / 2 - bw / 2, (y1 + y2) / 2 - bh / 2,
                bw, bh, st->stroke);
    } else {
        fprintf(out, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"%s\" stroke-width=\"%g\" "
                "stroke-linecap=\"square\"%s%s%s/>", x1, y1, x2, y2, st->stroke, st->width,
                st->dash ? " stroke-dasharray=\"" : "", st->dash ? st->dash : "", st->dash ? "\"" : "");
    }
    fputs("</g>\n", out);
}

/* A mark: a circle or a square with its letter (a zipline's own label). */
static void put_mark(FILE *out, int cx, int cy, const style *st, const char *letter)
{
    if (st->square)
        fprintf(out, "<rect x=\"%g\" y=\"%g\" width=\"%g\" height=\"%g\" fill=\"%s\" stroke=\"#ffffff\" "
                "stroke-width=\"1.2\"/>", cx - st->width, cy - st->width, 2 * st->width, 2 * st->width, st->stroke);
    else
        fprintf(out, "<circle cx=\"%d\" cy=\"%d\" r=\"%g\" fill=\"%s\" stroke=\"#ffffff\" stroke-width=\"1.2\"/>",
                cx, cy, st->width, st->stroke);
    fprintf(out, "<text x=\"%d\" y=\"%d\" text-anchor=\"middle\" font-size=\"11\" font-weight=\"bold\" "
            "fill=\"#ffffff\">", cx, cy + 4);
    svg_text(out, letter);
    fputs("</text>", out);
}

static void put_space_component(const json_t *c, const style *st, FILE *out)
{
    int x = jint(c, "x"), y = jint(c, "y");
    char letter[8] = { st->mark, 0 };
    const char *label = jstr(c, "label");
    if (st->mark == 'Z' && label[0]) snprintf(letter, sizeof letter, "%.3s", label);
    fprintf(out, "<g class=\"component\" data-kind=\"%s\"><title>", jstr(c, "kind"));
    svg_text(out, jstr(c, "name"));
    fprintf(out, " (%d,%d%s", x, y, label[0] ? ", line " : "");
    svg_text(out, label);
    fputs(")</title>", out);
    put_mark(out, ox(x) + CELL / 2, oy(y) + CELL / 2, st, letter);
    fputs("</g>\n", out);
}

/* A point (an intersection): a mark on it (maps have none so far). */
static void put_point_component(const json_t *c, const style *st, FILE *out)
{
    int i = jint(c, "i"), j = jint(c, "j");
    fprintf(out, "<g class=\"component\" data-kind=\"%s\"><title>", jstr(c, "kind"));
    svg_text(out, jstr(c, "name"));
    fprintf(out, " (@%d,%d)</title>", i, j);
    put_mark(out, ox(i), oy(j), st, (char[2]){ st->mark, 0 });
    fputs("</g>\n", out);
}

static void put_coordinates(const board *b, FILE *out)
{
    fputs("<g class=\"coordinates\" font-size=\"10\" fill=\"#444\" text-anchor=\"middle\">\n", out);
    for (int x = 0; x < b->w; x++)
        fprintf(out, "<text x=\"%d\" y=\"%d\">%d</text>\n", ox(x) + CELL / 2, oy(0) - 5, x);
    for (int y = 0; y < b->h; y++)
        fprintf(out, "<text x=\"%d\" y=\"%d\">%d</text>\n", MARGIN / 2, oy(y) + CELL / 2 + 4, y);
    fputs("</g>\n", out);
}

/* The heat layer: a red square over each space with a count, its
 * opacity the count's share of the largest. */
static double heat_opacity(long long v, long long max)
{
    return max > 0 && v > 0 ? 0.12 + 0.78 * (double)v / (double)max : 0;
}

static void put_heat(const board *b, const map_svg_heat *heat, FILE *out)
{
    fputs("<g class=\"heat-layer\" pointer-events=\"none\">\n", out);
    for (int y = 0; y < b->h; y++)
        for (int x = 0; x < b->w; x++) {
            long long v = heat->count[y * b->w + x];
            if (v <= 0) continue;
            fprintf(out, "<rect class=\"heat\" data-x=\"%d\" data-y=\"%d\" data-count=\"%lld\" x=\"%d\" "
                    "y=\"%d\" width=\"%d\" height=\"%d\" fill=\"#c4161c\" fill-opacity=\"%.3f\"/>\n", x, y,
                    v, ox(x), oy(y), CELL, CELL, heat_opacity(v, b->heat_max));
        }
    fputs("</g>\n", out);
}

/* The legend: the levels the map has, each kind of component it has, and
 * the heat scale. */
static void put_legend(const board *b, const json_t *comps, const map_svg_heat *heat, FILE *out)
{
    int x = ox(b->w) + 16, y = oy(0) + 4;
    fprintf(out, "<g class=\"legend\" font-size=\"12\" fill=\"#222\">\n<text x=\"%d\" y=\"%d\" "
            "font-weight=\"bold\">Legend</text>\n", x, y + 8);
    y += 22;
    bool has_level[4] = { false };
    for (int r = 0; r < b->h; r++)
        for (int c = 0; c < b->w; c++) has_level[level_index(b->floor[r][c])] = true;
    for (int l = 0; l < 4; l++) {
        if (!has_level[l]) continue;
        fprintf(out, "<rect x=\"%d\" y=\"%d\" width=\"16\" height=\"16\" fill=\"%s\" stroke=\"#3a4660\"/>"
                "<text x=\"%d\" y=\"%d\">%s</text>\n", x, y, level_fill[l], x + 24, y + 12, level_words[l]);
        y += 22;
    }
    fprintf(out, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"#3a4660\" stroke-width=\"1.6\"/>"
            "<text x=\"%d\" y=\"%d\">level change</text>\n", x, y + 8, x + 16, y + 8, x + 24, y + 12);
    y += 22;
    size_t i;
    json_t *c;
    json_array_foreach(comps, i, c) {
        const char *kind = jstr(c, "kind");
        size_t k;
        json_t *d;
        bool seen = false;
        json_array_foreach(comps, k, d) if (k < i && strcmp(jstr(d, "kind"), kind) == 0) seen = true;
        const char *placement = jstr(c, "placement");
        if (seen || strcmp(placement, "area") == 0) continue;      /* areas: the floor shows them */
        const style *st = style_of(kind);
        if (strcmp(placement, "edge") == 0 && strcmp(kind, "supply_bin") == 0)
            fprintf(out, "<rect x=\"%d\" y=\"%d\" width=\"16\" height=\"9\" rx=\"2\" fill=\"%s\" "
                    "stroke=\"#5a4000\"/>", x, y + 4, st->stroke);
        else if (strcmp(placement, "edge") == 0)
            fprintf(out, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"%s\" stroke-width=\"%g\"%s%s%s/>",
                    x, y + 8, x + 16, y + 8, st->stroke, st->width, st->dash ? " stroke-dasharray=\"" : "",
                    st->dash ? st->dash : "", st->dash ? "\"" : "");
        else put_mark(out, x + 8, y + 8, st, (char[2]){ st->mark, 0 });
        fprintf(out, "<text x=\"%d\" y=\"%d\">", x + 24, y + 12);
        svg_text(out, jstr(c, "name"));
        fputs("</text>\n", out);
        y += 22;
    }
    if (heat) {
        y += 6;
        fprintf(out, "<text x=\"%d\" y=\"%d\" font-weight=\"bold\">", x, y + 10);
        svg_text(out, heat->unit);
        fputs(" per space</text>\n", out);
        y += 18;
        for (int s = 1; s <= 4; s++) {
            long long v = (b->heat_max * s + 3) / 4;
            fprintf(out, "<rect x=\"%d\" y=\"%d\" width=\"16\" height=\"16\" fill=\"%s\"/>"
                    "<rect x=\"%d\" y=\"%d\" width=\"16\" height=\"16\" fill=\"#c4161c\" fill-opacity=\"%.3f\"/>"
                    "<text x=\"%d\" y=\"%d\">%s%lld</text>\n", x, y, level_fill[1], x, y,
                    heat_opacity(v, b->heat_max), x + 24, y + 12, s < 4 ? "about " : "", v);
            y += 20;
        }
    }
    fputs("</g>\n", out);
}

/* The legend's rows of components: one per kind not drawn as an area. */
static int kinds_drawn(const json_t *comps)
{
    int n = 0;
    size_t i, k;
    json_t *c, *d;
    json_array_foreach(comps, i, c) {
        bool seen = strcmp(jstr(c, "placement"), "area") == 0;
        json_array_foreach(comps, k, d) if (k < i && strcmp(jstr(d, "kind"), jstr(c, "kind")) == 0) seen = true;
        n += !seen;
    }
    return n;
}

static bool read_board(const json_t *root, board *b)
{
    b->w = jint(root, "width");
    b->h = jint(root, "height");
    const json_t *floor = json_object_get(root, "floor");
    if (b->w < 1 || b->h < 1 || b->w > 32 || b->h > 32 || json_array_size(floor) != (size_t)b->h) return false;
    for (int y = 0; y < b->h; y++)
        for (int x = 0; x < b->w; x++)
            b->floor[y][x] = (int)json_integer_value(json_array_get(json_array_get(floor, (size_t)y), (size_t)x));
    return true;
}

bool map_svg_write(const rf_map *m, const map_svg_heat *heat, bool inline_svg, FILE *out)
{
    char *text = rf_map_json(m);
    json_t *root = text ? json_loads(text, 0, NULL) : NULL;
    free(text);
    board b;                                     /* 4 KB */
    if (!root || !read_board(root, &b)) {
        json_decref(root);
        return false;
    }
    b.heat_max = 0;
    for (int i = 0; heat && i < b.w * b.h; i++)
        if (heat->count[i] > b.heat_max) b.heat_max = heat->count[i];
    const json_t *comps = json_object_get(root, "components");
    int legend_h = 22 * (7 + kinds_drawn(comps)) + (heat ? 110 : 0);
    int width = ox(b.w) + 16 + LEGEND_W, height = oy(b.h) + 10;
    if (oy(0) + legend_h > height) height = oy(0) + legend_h;
    if (!inline_svg) fputs("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n", out);
    fprintf(out, "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"ringfall-map\" width=\"%d\" height=\"%d\" "
            "viewBox=\"0 0 %d %d\" font-family=\"sans-serif\" role=\"img\">\n<title>", width, height, width, height);
    svg_text(out, rf_map_name(m));
    if (heat) {
        fputs(": ", out);
        svg_text(out, heat->title);
    }
    fprintf(out, "</title>\n<rect x=\"0\" y=\"0\" width=\"%d\" height=\"%d\" fill=\"#ffffff\"/>\n"
            "<text x=\"%d\" y=\"16\" font-size=\"14\" font-weight=\"bold\">", width, height, MARGIN);
    svg_text(out, rf_map_name(m));
    fprintf(out, " (%d×%d)", b.w, b.h);
    if (heat) {
        fputs(" — ", out);
        svg_text(out, heat->title);
    }
    fputs("</text>\n", out);
    put_spaces(&b, heat, out);
    if (heat) put_heat(&b, heat, out);
    put_level_edges(&b, out);
    size_t i;
    json_t *c;
    json_array_foreach(comps, i, c) {
        const char *placement = jstr(c, "placement");
        const style *st = style_of(jstr(c, "kind"));
        if (strcmp(placement, "edge") == 0) put_edge(c, st, out);
        else if (strcmp(placement, "space") == 0) put_space_component(c, st, out);
        else if (strcmp(placement, "point") == 0) put_point_component(c, st, out);
    }
    put_coordinates(&b, out);
    put_legend(&b, comps, heat, out);
    fputs("</svg>\n", out);
    json_decref(root);
    return !ferror(out);
}
