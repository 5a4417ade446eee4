/*
 * map_text.c — draws a map in the terminal (rf_map_render).
 *
 * Layout: a character canvas of (2H+1) rows; even rows hold horizontal
 * edges and intersections, odd rows hold the spaces. Each space is CW
 * characters wide (3 on boards up to 24 columns, else 2) and is separated
 * from its neighbours by one vertical-edge column, so space X starts at
 * canvas column X*(CW+1)+1. A space shows its level (`.` ground, `1`, `2`,
 * `_` canyon), then its object (B, R, T, Z...) and, on wide boards, a
 * zipline's line tag. Edges show what stands on them (`#` wall, `=`/`:`
 * half wall, `$` supply bin) or, when bare, `-`/`|` where the level
 * changes (building walls, roof edges, canyon rims). Column and row numbers
 * frame the board; a legend lists every symbol that appears.
 *
 * Symbols are chosen from a kind's placement and traits (data), with a few
 * well-known kind ids given their customary letter. Nothing here changes
 * the map; the only output is the FILE*.
 */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "io/map_text.h"
#include "map.h"

#define CV_ROWS (2 * GEO_MAX_DIM + 1)
#define CV_COLS (4 * GEO_MAX_DIM + 1)
#define NO_BG ((int8_t)GEO_NONE)
#define MAX_LEGEND 32

/* Foreground styles of canvas characters. */
enum { FG_PLAIN, FG_EDGE, FG_WALL, FG_HALF, FG_BIN, FG_OBJECT, FG_BEACON, FG_ZIP, FG_RED, FG_BLUE };

typedef struct canvas {
    int rows, cols, cw;
    const uint8_t *opened;            /* per component: an opened supply bin; NULL none */
    char ch[CV_ROWS][CV_COLS];
    uint8_t fg[CV_ROWS][CV_COLS];
    int8_t bg[CV_ROWS][CV_COLS];      /* floor level shading, NO_BG */
} canvas;

/* What an edge looks like: its symbol, style, and whether the symbol is a
 * single object on the line (a bin) drawn over the bare line. */
typedef struct edge_look {
    char sym;        /* ' ' if nothing */
    char base;       /* bare line under an object ('-', '|' or ' ') */
    uint8_t fg;
    bool object;
} edge_look;

typedef struct legend_entry {
    char sym[8];
    char names[96];
    uint32_t traits;
} legend_entry;

typedef struct legend {
    int n;
    legend_entry e[MAX_LEGEND];
} legend;

/* ---- symbols ---- */

static char level_char(int level)
{
    if (level < 0) return '_';
    if (level == 0) return '.';
    return level <= 9 ? (char)('0' + level) : '+';
}

/* Letter of a space object: customary letters for the known kinds, else the
 * first letter of the kind's name. */
static char object_char(const geo_kind *k)
{
    static const struct { const char *id; char c; } known[] = {
        { "respawn_beacon", 'B' }, { "rock", 'R' }, { "tree", 'T' },
        { "zipline_point", 'Z' }, { "roof_edge_zipline_point", 'Z' },
        { "supply_drop", 'D' }, { "heat_shield", 'H' }, { "legend", 'L' },
    };
    for (size_t i = 0; i < sizeof known / sizeof known[0]; i++)
        if (strcmp(k->id, known[i].id) == 0) return known[i].c;
    if (k->link_cost > 0) return 'Z';
    return isalpha((unsigned char)k->name[0]) ? (char)toupper((unsigned char)k->name[0]) : '?';
}

static uint8_t object_fg(char c)
{
    if (c == 'B') return FG_BEACON;
    if (c == 'Z') return FG_ZIP;
    return FG_OBJECT;
}

/* Symbol of an edge component from its traits: blockades are walls, the
 * interactive ones are bins ('x' once opened, INTERACT-4 (5)), the rest half
 * walls. */
static char edge_char(const geo_kind *k, int dir)
{
    if (k->traits & GEO_T_BLOCKADE) return '#';
    if (k->traits & GEO_T_INTERACTIVE) return '$';
    return dir == GEO_EDGE_H ? '=' : ':';
}

static uint8_t edge_fg(char c)
{
    switch (c) {
    case '#': return FG_WALL;
    case '$': case 'x': return FG_BIN;
    case '=': case ':': return FG_HALF;
    default: return FG_EDGE;
    }
}

static bool level_changes(const geo_board *b, geo_edge e)
{
    geo_cell a, c;
    geo_edge_cells(e, &a, &c);
    return geo_floor(b, a) != geo_floor(b, c);
}

static edge_look look_of_edge(const canvas *cv, const geo_board *b, geo_edge e)
{
    edge_look l = { ' ', ' ', FG_EDGE, false };
    if (!geo_edge_on_board(b, e)) return l;
    if (level_changes(b, e)) l.base = l.sym = e.dir == GEO_EDGE_H ? '-' : '|';
    const geo_edgeinfo *info = geo_edge_info(b, e);
    if (info->comp >= 0) {
        const geo_kind *k = geo_component_kind(b, info->comp);
        l.sym = edge_char(k, e.dir);
        l.object = l.sym == '$';
        if (l.object && cv->opened && cv->opened[info->comp]) l.sym = 'x';
    }
    l.fg = edge_fg(l.sym);
    return l;
}

static geo_edge make_edge(int dir, int i, int j)
{
    geo_edge e = { (uint8_t)dir, (int16_t)i, (int16_t)j };
    return e;
}

/* ---- canvas ---- */

static void cv_put(canvas *cv, int r, int c, char ch, uint8_t fg, int8_t bg)
{
    if (r < 0 || c < 0 || r >= cv->rows || c >= cv->cols) return;
    cv->ch[r][c] = ch;
    cv->fg[r][c] = ch == ' ' ? FG_PLAIN : fg;
    cv->bg[r][c] = bg;
}

static int cell_col(const canvas *cv, int x) { return x * (cv->cw + 1) + 1; }

/* Common floor of two spaces for shading, or NO_BG. */
static int8_t shared_bg(const geo_board *b, geo_cell a, geo_cell c)
{
    if (!geo_on_board(b, a) || !geo_on_board(b, c)) return NO_BG;
    int fa = geo_floor(b, a);
    return fa == geo_floor(b, c) ? (int8_t)fa : NO_BG;
}

static bool is_zipline(const geo_board *b, int comp)
{
    const geo_kind *k = geo_component_kind(b, comp);
    return k->placement == GEO_ON_SPACE && object_char(k) == 'Z';
}

/* Line tag of a zipline point: the first letter or digit of its label, else
 * a letter given to its pair ('a', 'b'... in component order). */
static char zip_tag(const geo_board *b, int comp)
{
    const geo_component *c = &b->comp[comp];
    for (const char *p = c->label; *p; p++)
        if (isalnum((unsigned char)*p)) return *p;
    int first = c->link >= 0 && c->link < comp ? c->link : comp, lines = 0;
    for (int i = 0; i < first; i++)
        if (is_zipline(b, i) && (b->comp[i].link < 0 || b->comp[i].link > i)) lines++;
    return (char)('a' + lines % 26);
}

static void draw_cell(canvas *cv, const geo_board *b, int x, int y)
{
    geo_cell c = geo_cell_make(x, y);
    int8_t fl = (int8_t)geo_floor(b, c);
    int r = 2 * y + 1, col = cell_col(cv, x);
    for (int k = 0; k < cv->cw; k++) cv_put(cv, r, col + k, ' ', FG_PLAIN, fl);
    cv_put(cv, r, col, level_char(fl), FG_PLAIN, fl);
    int obj = b->object[geo_cell_index(c)];
    if (obj < 0) return;
    char oc = object_char(geo_component_kind(b, obj));
    cv_put(cv, r, col + 1, oc, object_fg(oc), fl);
    if (oc == 'Z' && cv->cw >= 3) cv_put(cv, r, col + 2, zip_tag(b, obj), FG_ZIP, fl);
}

static void draw_hedge(canvas *cv, const geo_board *b, int i, int j)
{
    geo_edge e = make_edge(GEO_EDGE_H, i, j);
    edge_look l = look_of_edge(cv, b, e);
    geo_cell a, c;
    geo_edge_cells(e, &a, &c);
    int8_t bg = l.base == ' ' ? shared_bg(b, a, c) : NO_BG;
    int col = cell_col(cv, i), mid = (cv->cw - 1) / 2;
    for (int k = 0; k < cv->cw; k++) {
        bool here = !l.object || k == mid;
        char ch = here ? l.sym : l.base;
        cv_put(cv, 2 * j, col + k, ch, here ? l.fg : FG_EDGE, bg);
    }
}

static void draw_vedge(canvas *cv, const geo_board *b, int i, int j)
{
    geo_edge e = make_edge(GEO_EDGE_V, i, j);
    edge_look l = look_of_edge(cv, b, e);
    geo_cell a, c;
    geo_edge_cells(e, &a, &c);
    int8_t bg = l.base == ' ' ? shared_bg(b, a, c) : NO_BG;
    cv_put(cv, 2 * j + 1, i * (cv->cw + 1), l.sym, l.fg, bg);
}

/* The line an edge contributes at a corner: an object on the edge (a bin)
 * counts as the bare line under it. */
static char line_char(edge_look l) { return l.object ? l.base : l.sym; }

/* Corner symbol from the lines of the (up to) four edges meeting at an
 * intersection (left, right, up, down): a straight line continues with its
 * own symbol, walls join with '#', other turns and mixed lines show '+',
 * loose ends nothing. */
static char corner_char(const edge_look look[4])
{
    char l[4];
    for (int k = 0; k < 4; k++) l[k] = line_char(look[k]);
    int nh = (l[0] != ' ') + (l[1] != ' '), nv = (l[2] != ' ') + (l[3] != ' ');
    if (nh + nv <= 1) return ' ';
    bool all_wall = true, any_wall = false;
    for (int k = 0; k < 4; k++) {
        if (l[k] == ' ') continue;
        all_wall = all_wall && l[k] == '#';
        any_wall = any_wall || l[k] == '#';
    }
    if (all_wall) return '#';
    if (nv == 0 && l[0] == l[1]) return l[0];
    if (nh == 0 && l[2] == l[3]) return l[2];
    if ((nv == 0 || nh == 0) && any_wall) return '#';
    return '+';
}

static int8_t corner_bg(const geo_board *b, int i, int j)
{
    geo_cell c[4];
    geo_point_cells(i, j, c);
    for (int k = 0; k < 4; k++)
        if (!geo_on_board(b, c[k]) || geo_floor(b, c[k]) != geo_floor(b, c[0])) return NO_BG;
    return (int8_t)geo_floor(b, c[0]);
}

static void draw_corner(canvas *cv, const geo_board *b, int i, int j)
{
    edge_look l[4] = {
        look_of_edge(cv, b, make_edge(GEO_EDGE_H, i - 1, j)),
        look_of_edge(cv, b, make_edge(GEO_EDGE_H, i, j)),
        look_of_edge(cv, b, make_edge(GEO_EDGE_V, i, j - 1)),
        look_of_edge(cv, b, make_edge(GEO_EDGE_V, i, j)),
    };
    char ch = corner_char(l);
    int8_t bg = ch == ' ' ? corner_bg(b, i, j) : NO_BG;
    cv_put(cv, 2 * j, i * (cv->cw + 1), ch, edge_fg(ch), bg);
}

/* Components placed on intersections (rare on a static board). */
static void draw_points(canvas *cv, const geo_board *b)
{
    for (int k = 0; k < b->ncomp; k++) {
        const geo_component *c = &b->comp[k];
        if (geo_component_kind(b, k)->placement != GEO_ON_POINT) continue;
        cv_put(cv, 2 * c->at.u.point.j, c->at.u.point.i * (cv->cw + 1), '*', FG_OBJECT, NO_BG);
    }
}

static void canvas_draw(canvas *cv, const geo_board *b)
{
    cv->cw = b->w <= 24 ? 3 : 2;
    cv->rows = 2 * b->h + 1;
    cv->cols = b->w * (cv->cw + 1) + 1;
    for (int y = 0; y < b->h; y++)
        for (int x = 0; x < b->w; x++) draw_cell(cv, b, x, y);
    for (int j = 0; j <= b->h; j++)
        for (int i = 0; i < b->w; i++) draw_hedge(cv, b, i, j);
    for (int j = 0; j < b->h; j++)
        for (int i = 0; i <= b->w; i++) draw_vedge(cv, b, i, j);
    for (int j = 0; j <= b->h; j++)
        for (int i = 0; i <= b->w; i++) draw_corner(cv, b, i, j);
    draw_points(cv, b);
}

/* ---- printing ---- */

static const char *fg_code(uint8_t fg)
{
    switch (fg) {
    case FG_EDGE: return "1";
    case FG_WALL: return "1;31";
    case FG_HALF: return "1;34";
    case FG_BIN: return "1;35";
    case FG_BEACON: return "1;32";
    case FG_RED: return "1;41;97";
    case FG_BLUE: return "1;44;97";
    case FG_ZIP: return "1;36";
    case FG_OBJECT: return "1";
    default: return NULL;
    }
}

static const char *bg_code(int8_t level)
{
    if (level == NO_BG || level == 0) return NULL;
    if (level < 0) return "46";
    if (level == 1) return "43";
    if (level == 2) return "45";
    return "44";
}

static void set_style(FILE *out, uint8_t fg, int8_t bg)
{
    const char *f = fg_code(fg), *g = bg_code(bg);
    fputs("\033[0", out);
    if (g) fprintf(out, ";30;%s", g);
    if (f) fprintf(out, ";%s", f);
    fputc('m', out);
}

/* Last column worth printing in row r: trailing blanks without shading
 * are left out, except on space rows where the row number follows. */
static int row_end(const canvas *cv, int r, bool color)
{
    if (r % 2) return cv->cols;
    int end = cv->cols;
    while (end > 0 && cv->ch[r][end - 1] == ' ' && !(color && bg_code(cv->bg[r][end - 1])))
        end--;
    return end;
}

static void print_canvas_row(const canvas *cv, int r, FILE *out, bool color)
{
    int style = -1, end = row_end(cv, r, color);
    for (int c = 0; c < end; c++) {
        int s = color ? cv->fg[r][c] * 256 + (uint8_t)cv->bg[r][c] : 0;
        if (color && s != style) {
            set_style(out, cv->fg[r][c], cv->bg[r][c]);
            style = s;
        }
        fputc(cv->ch[r][c], out);
    }
    if (color && style >= 0) fputs("\033[0m", out);
}

static void print_col_numbers(const canvas *cv, FILE *out)
{
    int n = (cv->cols - 1) / (cv->cw + 1);
    fputs("    ", out);
    for (int x = 0; x < n; x++) fprintf(out, " %-*d", x + 1 < n ? cv->cw : 1, x);
    fputc('\n', out);
}

static void print_canvas(const canvas *cv, FILE *out, bool color)
{
    print_col_numbers(cv, out);
    for (int r = 0; r < cv->rows; r++) {
        if (r % 2 == 0 && row_end(cv, r, color) == 0) {
            fputc('\n', out);
            continue;
        }
        if (r % 2) fprintf(out, "%3d ", r / 2);
        else fputs("    ", out);
        print_canvas_row(cv, r, out, color);
        if (r % 2) fprintf(out, " %d", r / 2);
        fputc('\n', out);
    }
    print_col_numbers(cv, out);
}

/* ---- legend ---- */

static legend_entry *legend_get(legend *lg, const char *sym)
{
    for (int k = 0; k < lg->n; k++)
        if (strcmp(lg->e[k].sym, sym) == 0) return &lg->e[k];
    if (lg->n == MAX_LEGEND) return NULL;
    legend_entry *e = &lg->e[lg->n++];
    snprintf(e->sym, sizeof e->sym, "%s", sym);
    e->names[0] = '\0';
    e->traits = 0;
    return e;
}

static void legend_add(legend *lg, const char *sym, const geo_kind *k)
{
    legend_entry *e = legend_get(lg, sym);
    if (!e || strstr(e->names, k->name)) return;
    size_t len = strlen(e->names);
    snprintf(e->names + len, sizeof e->names - len, "%s%s", len ? ", " : "", k->name);
    e->traits |= k->traits;
}

/* Legend symbol of a component; "" for areas (drawn as levels). */
static void comp_symbol(const geo_board *b, int comp, char *buf, size_t n)
{
    const geo_kind *k = geo_component_kind(b, comp);
    switch (k->placement) {
    case GEO_ON_EDGE: {
        char h = edge_char(k, GEO_EDGE_H), v = edge_char(k, GEO_EDGE_V);
        if (h == v) snprintf(buf, n, "%c", h);
        else snprintf(buf, n, "%c %c", h, v);
        break;
    }
    case GEO_ON_SPACE: snprintf(buf, n, "%c", object_char(k)); break;
    case GEO_ON_POINT: snprintf(buf, n, "*"); break;
    default: buf[0] = '\0'; break;
    }
}

static void legend_build(legend *lg, const geo_board *b)
{
    lg->n = 0;
    for (int k = 0; k < b->ncomp; k++) {
        char sym[8];
        comp_symbol(b, k, sym, sizeof sym);
        if (sym[0]) legend_add(lg, sym, geo_component_kind(b, k));
    }
}

static void print_traits(FILE *out, uint32_t traits)
{
    for (uint32_t bit = 1; bit && bit <= traits; bit <<= 1) {
        const char *name = (traits & bit) ? geo_trait_name(bit) : NULL;
        if (!name) continue;
        fputs(" <", out);
        for (const char *p = name; *p; p++) fputc(*p == '_' ? ' ' : *p, out);
        fputc('>', out);
    }
}

static void print_levels(const geo_board *b, FILE *out)
{
    bool seen[16] = { false };
    for (int y = 0; y < b->h; y++)
        for (int x = 0; x < b->w; x++) {
            int f = geo_floor(b, geo_cell_make(x, y)) + 1;
            seen[f < 0 ? 0 : f > 15 ? 15 : f] = true;
        }
    fputs("  levels:", out);
    for (int f = 0; f < 16; f++) {
        if (!seen[f]) continue;
        int lv = f - 1;
        if (lv < 0) fprintf(out, "  %c canyon (level %d)", level_char(lv), lv);
        else if (lv == 0) fputs("  . ground (level 0)", out);
        else fprintf(out, "  %c roof, level %d", level_char(lv), lv);
    }
    fputc('\n', out);
}

static bool any_raised(const geo_board *b)
{
    for (int y = 0; y < b->h; y++)
        for (int x = 0; x < b->w; x++) {
            geo_cell c = geo_cell_make(x, y);
            if (geo_floor(b, c) != 0) return true;
        }
    return false;
}

/* One line per zipline: its tag, label and both ends. */
static void print_ziplines(const geo_board *b, FILE *out, int cw)
{
    for (int k = 0; k < b->ncomp; k++) {
        const geo_component *c = &b->comp[k];
        if (!is_zipline(b, k) || (c->link >= 0 && c->link < k)) continue;
        fprintf(out, "     Z%c zipline %s: %d,%d", cw >= 3 ? zip_tag(b, k) : ' ', c->label,
                c->at.u.cell.x, c->at.u.cell.y);
        if (c->link >= 0 && c->link < b->ncomp) {
            const geo_component *p = &b->comp[c->link];
            fprintf(out, " <-> %d,%d", p->at.u.cell.x, p->at.u.cell.y);
        }
        fputc('\n', out);
    }
}

static bool any_opened(const geo_board *b, const uint8_t *opened)
{
    for (int k = 0; opened && k < b->ncomp; k++)
        if (opened[k]) return true;
    return false;
}

static void print_legend(const geo_board *b, const uint8_t *opened, FILE *out, int cw)
{
    legend lg;
    legend_build(&lg, b);
    fputs("Legend\n", out);
    print_levels(b, out);
    if (any_raised(b))
        fputs("  - | +  edge where the level changes (building walls, roof edges, canyon rims)\n",
              out);
    for (int k = 0; k < lg.n; k++) {
        fprintf(out, "  %-5s  %s:", lg.e[k].sym, lg.e[k].names);
        print_traits(out, lg.e[k].traits);
        fputc('\n', out);
        if (strcmp(lg.e[k].sym, "Z") == 0) print_ziplines(b, out, cw);
        if (strcmp(lg.e[k].sym, "$") == 0 && any_opened(b, opened))
            fputs("  x      Supply bin, opened (INTERACT-4): no longer <INTERACTIVE>\n", out);
    }
}

/* Objects placed during play: their letter in their space, zones ('*')
 * on their intersection. */
static void draw_overlay(canvas *cv, const geo_board *b, const geo_overlay *ov)
{
    for (int i = 0; ov && i < ov->n; i++) {
        const geo_overlay_obj *o = &ov->o[i];
        const geo_kind *k = &b->kinds->kind[o->kind];
        if (o->at.kind == GEO_PLACE_POINT) {
            cv_put(cv, 2 * o->at.u.point.j, o->at.u.point.i * (cv->cw + 1), '*', FG_OBJECT, NO_BG);
        } else if (o->at.kind == GEO_PLACE_CELL && geo_on_board(b, o->at.u.cell)) {
            geo_cell c = o->at.u.cell;
            cv_put(cv, 2 * c.y + 1, cell_col(cv, c.x) + 1, object_char(k), FG_OBJECT,
                   (int8_t)geo_floor(b, c));
        }
    }
}

static void draw_markers(canvas *cv, const geo_board *b, const map_text_marker *m, int n)
{
    for (int i = 0; i < n; i++) {
        if (!geo_on_board(b, m[i].cell)) continue;
        int col = cell_col(cv, m[i].cell.x) + 1;
        cv_put(cv, 2 * m[i].cell.y + 1, col, m[i].sym, m[i].squad ? FG_BLUE : FG_RED,
               (int8_t)geo_floor(b, m[i].cell));
    }
}

/* The letters the board and the overlay show in spaces (B a beacon, R a
 * rock ...): a legend's letter is none of them. */
static void letters_in_use(const geo_board *b, const geo_overlay *ov, bool used[26])
{
    memset(used, 0, 26 * sizeof *used);
    for (int k = 0; k < b->ncomp; k++) {
        const geo_kind *kd = geo_component_kind(b, k);
        char c = object_char(kd);
        if (kd->placement == GEO_ON_SPACE && c >= 'A' && c <= 'Z') used[c - 'A'] = true;
    }
    for (int i = 0; ov && i < ov->n; i++) {
        char c = object_char(&b->kinds->kind[ov->o[i].kind]);
        if (ov->o[i].at.kind == GEO_PLACE_CELL && c >= 'A' && c <= 'Z') used[c - 'A'] = true;
    }
}

/* Each legend a letter of its own on this map: its initial if free, else
 * the next letter of its name that is, else the first free letter
 * (Bangalore is A where B is a respawn beacon, Bloodhound L). */
static void assign_letters(const geo_board *b, const geo_overlay *ov, map_text_marker *m, int n)
{
    bool used[26];
    letters_in_use(b, ov, used);
    for (int i = 0; i < n; i++) {
        char pick = 0, first = (char)toupper((unsigned char)m[i].sym);
        if (first >= 'A' && first <= 'Z' && !used[first - 'A']) pick = first;
        for (const char *p = m[i].name; !pick && *p; p++) {
            char c = (char)toupper((unsigned char)*p);
            if (c >= 'A' && c <= 'Z' && !used[c - 'A']) pick = c;
        }
        for (int c = 0; !pick && c < 26; c++)
            if (!used[c]) pick = (char)('A' + c);
        if (!pick) pick = '?';
        else used[pick - 'A'] = true;
        m[i].sym = pick;
    }
}

static void print_play_key(const geo_board *b, const geo_overlay *ov, const map_text_marker *m,
                           int n, FILE *out)
{
    for (int i = 0; ov && i < ov->n; i++) {
        const geo_overlay_obj *o = &ov->o[i];
        const geo_kind *k = &b->kinds->kind[o->kind];
        if (o->at.kind == GEO_PLACE_POINT)
            fprintf(out, "  *      %s at @%d,%d:%d (placed in play)\n", k->name, o->at.u.point.i,
                    o->at.u.point.j, o->at.u.point.level);
        else
            fprintf(out, "  %c      %s at %d,%d (placed in play)\n", object_char(k), k->name,
                    o->at.u.cell.x, o->at.u.cell.y);
    }
    for (int i = 0; i < n; i++)
        fprintf(out, "  %c      %s (%s) at %d,%d, level %d\n", m[i].sym, m[i].name,
                m[i].squad ? "blue" : "red", m[i].cell.x, m[i].cell.y, geo_floor(b, m[i].cell));
}

void map_text_render(const geo_board *b, const geo_overlay *ov, const uint8_t *opened,
                     const map_text_marker *marks, int n, const char *title, FILE *out, bool color)
{
    if (!b || !out) return;
    canvas *cv = calloc(1, sizeof *cv);
    map_text_marker *mk = calloc((size_t)(n > 0 ? n : 1), sizeof *mk);
    if (!cv || !mk) {
        fputs("(out of memory)\n", out);
        free(cv);
        free(mk);
        return;
    }
    if (n > 0) memcpy(mk, marks, (size_t)n * sizeof *mk);
    assign_letters(b, ov, mk, n);
    cv->opened = opened;
    canvas_draw(cv, b);
    draw_overlay(cv, b, ov);
    draw_markers(cv, b, mk, n);
    fprintf(out, "%s  (%d x %d spaces)\n\n", title, b->w, b->h);
    print_canvas(cv, out, color);
    fputc('\n', out);
    print_legend(b, opened, out, cv->cw);
    print_play_key(b, ov, mk, n, out);
    free(mk);
    free(cv);
}

void rf_map_render(const rf_map *m, FILE *out, bool color)
{
    rf_map_render_marked(m, NULL, 0, out, color);
}

void rf_map_render_marked(const rf_map *m, const rf_marker *marks, int n, FILE *out, bool color)
{
    if (!m || !m->board || !out) return;
    map_text_marker mk[64];
    int k = 0;
    for (int i = 0; marks && i < n && k < 64; i++, k++) {
        mk[k].cell = geo_cell_make(marks[i].x, marks[i].y);
        snprintf(mk[k].name, sizeof mk[k].name, "%s", marks[i].name ? marks[i].name : "?");
        mk[k].sym = (char)(isalpha((unsigned char)mk[k].name[0]) ? toupper((unsigned char)mk[k].name[0]) : '?');
        mk[k].squad = (uint8_t)(marks[i].squad ? 1 : 0);
    }
    map_text_render(m->board, NULL, NULL, mk, k, m->name[0] ? m->name : m->id, out, color);
}
