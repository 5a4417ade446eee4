/*
 * map_check.c — rf_map_check: a loaded map against the core box (MAP-5,
 * COMP-2, COMP-3) and the custom map guidelines (CUSTOM-n). A map of the
 * match settings (with an "id") already matches its official component list
 * (MAP-6 … MAP-17): the loader refuses it otherwise (map_load.c).
 *
 * Errors: the map uses more of a component than the core box holds (a
 * level-2 building is two buildings).
 * Warnings (the CUSTOM rules are recommendations): see the check_* functions
 * below; the thresholds for "several" are ours and documented in
 * docs/maps.md. Every finding is one line, "ERROR MAP-6: ..." or
 * "WARNING CUSTOM-4: ...", and a summary line closes the report. The board
 * was already validated when the map was loaded; nothing here changes it.
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "data/loaders.h"
#include "geo/adjacency.h"
#include "geo/los.h"
#include "geo/move.h"
#include "map.h"

#define STD_MAP_SIDE 16      /* a 2×2-tile map (MAP-2, CUSTOM-1, CUSTOM-12) */
#define BEACON_MIN 3         /* CUSTOM-11 "at least 3 respawn beacons" */
#define BEACON_FREE_MIN 3    /* CUSTOM-11 "several adjacent free spaces" */
#define BEACON_EDGE_MIN 2    /* CUSTOM-11 spaces between a beacon and the map edge */
#define BEACON_APART_MIN 4   /* CUSTOM-11 distance between two beacons */
#define BINS_STD 10          /* CUSTOM-12 */
#define REACH_MP 250         /* CUSTOM-10: "any number" of MP for the reach */
#define DEAD_SHARE_PCT 20    /* CUSTOM-8: a dead zone is seen from at most 20% of the map */
#define DEAD_VIEW_MIN 3      /* CUSTOM-9: a sight line "from a direction" is 3+ spaces long */
#define HALF_WALLS_ON_EDGES_MAX 2   /* CUSTOM-13: "avoid many" */

typedef struct check {
    FILE *out;
    const rf_map *m;
    const geo_board *b;
    int errors, warnings;
} check;

static void finding(check *k, bool error, const char *rule, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

static void finding(check *k, bool error, const char *rule, const char *fmt, ...)
{
    if (error)
        k->errors++;
    else
        k->warnings++;
    if (!k->out) return;
    fprintf(k->out, "%s %s: ", error ? "ERROR" : "WARNING", rule);
    va_list ap;
    va_start(ap, fmt);
    vfprintf(k->out, fmt, ap);
    va_end(ap);
    fputc('\n', k->out);
}

/* ---- Components and list items ---- */

static const geo_kind *kind_of(const check *k, int i) { return geo_component_kind(k->b, i); }

static bool is_kind(const check *k, int i, const char *id)
{
    return strcmp(kind_of(k, i)->id, id) == 0;
}

static bool is_building(const check *k, int i)
{
    const geo_kind *kd = kind_of(k, i);
    return kd->placement == GEO_ON_AREA && kd->level > 0;
}

static bool is_canyon(const check *k, int i)
{
    const geo_kind *kd = kind_of(k, i);
    return kd->placement == GEO_ON_AREA && kd->level < 0;
}

static bool item_matches(const check *k, const rf_list_item *it, int i)
{
    return content_list_item_matches(it, kind_of(k, i), &k->b->comp[i]);
}

static int count_matching(const check *k, const rf_list_item *it)
{
    int n = 0;
    for (int i = 0; i < k->b->ncomp; i++) n += item_matches(k, it, i);
    return n;
}

static bool in_list(const check *k, const rf_map_list *l, int i)
{
    for (int j = 0; j < l->nitems; j++)
        if (item_matches(k, &l->item[j], i)) return true;
    return false;
}

/* Components that no item of l covers, each group reported once. */
static void report_unlisted(check *k, const rf_map_list *l, bool error, const char *rule,
                            const char *what)
{
    for (int i = 0; i < k->b->ncomp; i++) {
        if (in_list(k, l, i)) continue;
        rf_list_item it = content_list_item_of(kind_of(k, i), &k->b->comp[i]);
        bool seen = false;
        for (int j = 0; j < i && !seen; j++) seen = !in_list(k, l, j) && item_matches(k, &it, j);
        if (seen) continue;
        char desc[96];
        content_list_item_describe(&it, desc, sizeof desc);
        finding(k, error, rule, "%d × %s on the map, but %s has none", count_matching(k, &it),
                desc, what);
    }
}

/* MAP-5: never more than the core box holds. Official maps and maps that
 * fit the standard board must obey; a larger custom map needs an expansion
 * (CUSTOM-1), so there it is a warning. */
static void check_inventory(check *k, bool official)
{
    const rf_map_list *inv = content_map_list(k->m->content, RF_INVENTORY_ID);
    if (!inv) return;
    bool error = official || (k->b->w <= STD_MAP_SIDE && k->b->h <= STD_MAP_SIDE);
    for (int j = 0; j < inv->nitems; j++) {
        int found = count_matching(k, &inv->item[j]);
        if (found <= inv->item[j].count) continue;
        char desc[96];
        content_list_item_describe(&inv->item[j], desc, sizeof desc);
        finding(k, error, "MAP-5", "%d × %s, but the core box has %d (%s)", found, desc,
                inv->item[j].count, inv->rule);
    }
    report_unlisted(k, inv, error, "MAP-5", "the core box (COMP-2, COMP-3)");
}

/* ---- CUSTOM-3, CUSTOM-4, CUSTOM-5, CUSTOM-7: buildings and canyons ---- */

static void check_heights(check *k)
{
    for (int y = 0; y < k->b->h; y++)
        for (int x = 0; x < k->b->w; x++)
            if (geo_floor(k->b, geo_cell_make(x, y)) > 2) {
                finding(k, false, "CUSTOM-3", "space %d,%d is at level %d; buildings may be "
                        "at most 2 levels high", x, y, geo_floor(k->b, geo_cell_make(x, y)));
                return;
            }
}

/* Free spaces between two footprints (0: they touch or overlap). */
static int footprint_gap(const geo_component *a, const geo_component *c)
{
    int ax = a->at.u.cell.x, ay = a->at.u.cell.y, cx = c->at.u.cell.x, cy = c->at.u.cell.y;
    int gx = cx - (ax + a->w) > ax - (cx + c->w) ? cx - (ax + a->w) : ax - (cx + c->w);
    int gy = cy - (ay + a->h) > ay - (cy + c->h) ? cy - (ay + a->h) : ay - (cy + c->h);
    int g = gx > gy ? gx : gy;
    return g > 0 ? g : 0;
}

static int find_root(int *parent, int i)
{
    while (parent[i] != i) i = parent[i] = parent[parent[i]];
    return i;
}

/* CUSTOM-4: buildings that touch form one building; separate ones need at
 * least 2 free spaces between them. */
static void check_building_gaps(check *k)
{
    int parent[GEO_MAX_COMPONENTS];
    const geo_board *b = k->b;
    for (int i = 0; i < b->ncomp; i++) parent[i] = i;
    for (int i = 0; i < b->ncomp; i++)
        for (int j = i + 1; j < b->ncomp; j++)
            if (is_building(k, i) && is_building(k, j) &&
                footprint_gap(&b->comp[i], &b->comp[j]) == 0)
                parent[find_root(parent, i)] = find_root(parent, j);
    for (int i = 0; i < b->ncomp; i++)
        for (int j = i + 1; j < b->ncomp; j++) {
            if (!is_building(k, i) || !is_building(k, j)) continue;
            if (find_root(parent, i) == find_root(parent, j)) continue;
            if (footprint_gap(&b->comp[i], &b->comp[j]) >= 2) continue;
            char da[64], db[64];
            geo_component_describe(b, i, da, sizeof da);
            geo_component_describe(b, j, db, sizeof db);
            finding(k, false, "CUSTOM-4", "only 1 space between %s and %s; leave at least 2 "
                    "free spaces between separate buildings", da, db);
        }
}

/* CUSTOM-5: a legend pushed into a canyon can step out of it. */
static bool canyon_has_exit(const check *k, const geo_component *c)
{
    for (int y = c->at.u.cell.y; y < c->at.u.cell.y + c->h; y++)
        for (int x = c->at.u.cell.x; x < c->at.u.cell.x + c->w; x++)
            for (int dir = 0; dir < GEO_NDIRS; dir++) {
                geo_cell from = geo_cell_make(x, y), to = geo_cell_step(from, dir);
                if (!geo_on_board(k->b, to) || geo_floor(k->b, to) < 0) continue;
                if (geo_space_impassable(k->b, NULL, to)) continue;
                if (geo_step_cost(k->b, NULL, from, dir) >= 0) return true;
            }
    return false;
}

static void check_canyons(check *k)
{
    for (int i = 0; i < k->b->ncomp; i++) {
        if (!is_canyon(k, i) || canyon_has_exit(k, &k->b->comp[i])) continue;
        char d[64];
        geo_component_describe(k->b, i, d, sizeof d);
        finding(k, false, "CUSTOM-5", "%s has no escape route: no step leads out of it", d);
    }
}

/* Is edge e on the outline of building component i? */
static bool on_outline(const geo_component *c, geo_edge e)
{
    int x0 = c->at.u.cell.x, y0 = c->at.u.cell.y, x1 = x0 + c->w, y1 = y0 + c->h;
    if (e.dir == GEO_EDGE_H) return (e.j == y0 || e.j == y1) && e.i >= x0 && e.i < x1;
    return (e.i == x0 || e.i == x1) && e.j >= y0 && e.j < y1;
}

static int building_on_edge(const check *k, geo_edge e)
{
    for (int i = 0; i < k->b->ncomp; i++)
        if (is_building(k, i) && on_outline(&k->b->comp[i], e)) return i;
    return -1;
}

/* Building touched by component i (a wall run on an outline, or a rock or
 * tree on a space with an outline edge), or -1. */
static int building_touched(const check *k, int i)
{
    const geo_component *c = &k->b->comp[i];
    if (kind_of(k, i)->placement == GEO_ON_EDGE) {
        for (int s = 0; s < c->len; s++) {
            geo_edge e = c->at.u.edge;
            if (e.dir == GEO_EDGE_H) e.i = (int16_t)(e.i + s);
            else e.j = (int16_t)(e.j + s);
            int bi = building_on_edge(k, e);
            if (bi >= 0) return bi;
        }
        return -1;
    }
    geo_cell p = c->at.u.cell;
    geo_edge sides[4] = { { GEO_EDGE_H, p.x, p.y }, { GEO_EDGE_H, p.x, (int16_t)(p.y + 1) },
                          { GEO_EDGE_V, p.x, p.y }, { GEO_EDGE_V, (int16_t)(p.x + 1), p.y } };
    for (int s = 0; s < 4; s++) {
        int bi = building_on_edge(k, sides[s]);
        if (bi >= 0) return bi;
    }
    return -1;
}

/* CUSTOM-7: no walls, rocks or trees on building edges (roof-edge pieces
 * are made for roof edges and are not concerned). */
static void check_building_edges(check *k)
{
    for (int i = 0; i < k->b->ncomp; i++) {
        if (!is_kind(k, i, "wall") && !is_kind(k, i, "rock") && !is_kind(k, i, "tree")) continue;
        int bi = building_touched(k, i);
        if (bi < 0) continue;
        char d[64], db[64];
        geo_component_describe(k->b, i, d, sizeof d);
        geo_component_describe(k->b, bi, db, sizeof db);
        finding(k, false, "CUSTOM-7", "%s stands on the edge of %s; avoid walls, rocks and "
                "trees on building edges", d, db);
    }
}

/* ---- CUSTOM-10: one connected map where fire can be exchanged ---- */

static bool standable(const geo_board *b, geo_cell c)
{
    return !geo_space_impassable(b, NULL, c);
}

static bool first_free_ground(const geo_board *b, geo_cell *out)
{
    for (int pass = 0; pass < 2; pass++)
        for (int y = 0; y < b->h; y++)
            for (int x = 0; x < b->w; x++) {
                geo_cell c = geo_cell_make(x, y);
                if (!standable(b, c) || geo_space_occupied_by_object(b, NULL, c)) continue;
                if (pass == 1 || geo_floor(b, c) == 0) {
                    *out = c;
                    return true;
                }
            }
    return false;
}

static void list_cells(char *buf, size_t n, const geo_cell *cells, int count)
{
    size_t used = 0;
    buf[0] = '\0';
    for (int i = 0; i < count && i < 6 && used + 1 < n; i++)
        used += (size_t)snprintf(buf + used, n - used, " %d,%d", cells[i].x, cells[i].y);
    if (count > 6 && used + 1 < n) snprintf(buf + used, n - used, " ...");
}

static void check_reach(check *k, const geo_reach *r)
{
    geo_cell bad[GEO_MAX_CELLS];
    int nbad = 0;
    for (int y = 0; y < k->b->h; y++)
        for (int x = 0; x < k->b->w; x++) {
            geo_cell c = geo_cell_make(x, y);
            if (standable(k->b, c) && !geo_cell_eq(c, r->from) &&
                r->cost[geo_cell_index(c)] == GEO_UNREACHED)
                bad[nbad++] = c;
        }
    if (!nbad) return;
    char list[96];
    list_cells(list, sizeof list, bad, nbad);
    finding(k, false, "CUSTOM-10", "%d space%s cannot be reached from %d,%d:%s; do not split "
            "the map", nbad, nbad == 1 ? "" : "s", r->from.x, r->from.y, list);
}

/* A reachable space that sees no other reachable space 2+ spaces away. */
static bool sees_someone(const geo_board *b, const geo_reach *r, geo_cell c)
{
    for (int y = 0; y < b->h; y++)
        for (int x = 0; x < b->w; x++) {
            geo_cell t = geo_cell_make(x, y);
            if (geo_cell_distance(c, t) < 2 || r->cost[geo_cell_index(t)] == GEO_UNREACHED)
                continue;
            if (geo_los_cells(b, NULL, c, t)) return true;
        }
    return false;
}

static void check_fire(check *k, const geo_reach *r)
{
    geo_cell bad[GEO_MAX_CELLS];
    int nbad = 0;
    for (int y = 0; y < k->b->h; y++)
        for (int x = 0; x < k->b->w; x++) {
            geo_cell c = geo_cell_make(x, y);
            if (r->cost[geo_cell_index(c)] != GEO_UNREACHED && !sees_someone(k->b, r, c))
                bad[nbad++] = c;
        }
    if (!nbad) return;
    char list[96];
    list_cells(list, sizeof list, bad, nbad);
    finding(k, false, "CUSTOM-10", "%d space%s see%s no space 2 or more away:%s; no area may "
            "make an exchange of fire impossible", nbad, nbad == 1 ? "" : "s",
            nbad == 1 ? "s" : "", list);
}

static void check_connected(check *k)
{
    static const geo_cellset none;   /* read-only, all zero */
    geo_cell from;
    if (!first_free_ground(k->b, &from)) return;
    geo_reach r;
    geo_reach_compute(k->b, NULL, from, REACH_MP, &none, &r);
    r.cost[geo_cell_index(from)] = 0;
    check_reach(k, &r);
    check_fire(k, &r);
}

/* ---- CUSTOM-11: respawn beacons ---- */

static int free_adjacent(const geo_board *b, geo_cell c)
{
    int n = 0;
    for (int dir = 0; dir < GEO_NDIRS; dir++) {
        geo_cell t = geo_cell_step(c, dir);
        if (!geo_on_board(b, t) || !standable(b, t) || geo_space_occupied_by_object(b, NULL, t))
            continue;
        n += geo_adjacent(b, NULL, geo_place_cell(c), geo_place_cell(t));
    }
    return n;
}

static void check_beacon(check *k, int i)
{
    geo_cell c = k->b->comp[i].at.u.cell;
    int free = free_adjacent(k->b, c);
    int x = c.x, y = c.y, ex = k->b->w - 1 - c.x, ey = k->b->h - 1 - c.y;
    int edge = x < y ? x : y;
    edge = edge < ex ? edge : ex;
    edge = edge < ey ? edge : ey;
    if (free < BEACON_FREE_MIN)
        finding(k, false, "CUSTOM-11", "respawn beacon at %d,%d has %d adjacent free space%s; "
                "give it at least %d", c.x, c.y, free, free == 1 ? "" : "s", BEACON_FREE_MIN);
    if (edge < BEACON_EDGE_MIN)
        finding(k, false, "CUSTOM-11", "respawn beacon at %d,%d is %d space%s from the map "
                "edge; keep at least %d", c.x, c.y, edge, edge == 1 ? "" : "s",
                BEACON_EDGE_MIN);
    for (int j = i + 1; j < k->b->ncomp; j++) {
        if (!is_kind(k, j, "respawn_beacon")) continue;
        geo_cell o = k->b->comp[j].at.u.cell;
        if (geo_cell_distance(c, o) < BEACON_APART_MIN)
            finding(k, false, "CUSTOM-11", "respawn beacons at %d,%d and %d,%d are only %d "
                    "apart; keep them at least %d apart", c.x, c.y, o.x, o.y,
                    geo_cell_distance(c, o), BEACON_APART_MIN);
    }
}

static void check_beacons(check *k)
{
    int n = 0;
    for (int i = 0; i < k->b->ncomp; i++)
        if (is_kind(k, i, "respawn_beacon")) {
            n++;
            check_beacon(k, i);
        }
    if (n < BEACON_MIN)
        finding(k, false, "CUSTOM-11", "%d respawn beacon%s; place at least %d", n,
                n == 1 ? "" : "s", BEACON_MIN);
}

/* ---- CUSTOM-12: supply bins ---- */

/* Bins a legend on c could interact with: on an edge of c, at c's level
 * (ADJ-5, EX-MOVE-9). Fills found[] with their components. */
static int bins_at(const check *k, geo_cell c, int found[4])
{
    geo_edge sides[4] = { { GEO_EDGE_H, c.x, c.y }, { GEO_EDGE_H, c.x, (int16_t)(c.y + 1) },
                          { GEO_EDGE_V, c.x, c.y }, { GEO_EDGE_V, (int16_t)(c.x + 1), c.y } };
    int n = 0;
    for (int s = 0; s < 4; s++) {
        const geo_edgeinfo *ei = geo_edge_info(k->b, sides[s]);
        if (ei->comp < 0 || !is_kind(k, ei->comp, "supply_bin")) continue;
        if (geo_edge_level(k->b, sides[s]) != geo_floor(k->b, c)) continue;
        bool dup = false;
        for (int j = 0; j < n; j++) dup |= found[j] == ei->comp;
        if (!dup) found[n++] = ei->comp;
    }
    return n;
}

static void check_bins(check *k)
{
    int n = 0;
    for (int i = 0; i < k->b->ncomp; i++) n += is_kind(k, i, "supply_bin");
    bool standard = k->b->w * k->b->h == STD_MAP_SIDE * STD_MAP_SIDE;
    bool larger = k->b->w * k->b->h > STD_MAP_SIDE * STD_MAP_SIDE;
    if ((standard && n != BINS_STD) || (larger && n < BINS_STD))
        finding(k, false, "CUSTOM-12", "%d supply bin%s; use %s%d on a %s map", n,
                n == 1 ? "" : "s", larger ? "at least " : "", BINS_STD,
                larger ? "larger" : "4-tile");
    for (int y = 0; y < k->b->h; y++)
        for (int x = 0; x < k->b->w; x++) {
            geo_cell c = geo_cell_make(x, y);
            int found[4];
            if (!standable(k->b, c) || bins_at(k, c, found) < 2) continue;
            char da[64], db[64];
            geo_component_describe(k->b, found[0], da, sizeof da);
            geo_component_describe(k->b, found[1], db, sizeof db);
            finding(k, false, "CUSTOM-12", "from %d,%d a legend can interact with two supply "
                    "bins, %s and %s; space them out", x, y, da, db);
        }
}

/* ---- CUSTOM-1: map size ---- */

/* CUSTOM-1: 2×2 map tiles (square), or 2×3 tiles with the expansion. */
static void check_size(check *k)
{
    int w = k->b->w, h = k->b->h, s = STD_MAP_SIDE, l = STD_MAP_SIDE * 3 / 2;
    if ((w == s && h == s) || (w == s && h == l) || (w == l && h == s)) return;
    finding(k, false, "CUSTOM-1", "the map is %dx%d spaces; the recommended custom map is "
            "2x2 map tiles (%dx%d), or 2x3 tiles (%dx%d or %dx%d) with the expansion", w, h,
            s, s, s, l, l, s);
}

/* ---- CUSTOM-8, CUSTOM-9: dead zones ---- */

/* The four sides of the map a line of sight to c can come from (CUSTOM-9's
 * "top and bottom ... left and right"): the side the viewer t lies towards,
 * both sides on an exact diagonal. Bits 1 north, 2 east, 4 south, 8 west. */
static unsigned sight_sides(geo_cell c, geo_cell t)
{
    int dx = t.x - c.x, dy = t.y - c.y, ax = dx < 0 ? -dx : dx, ay = dy < 0 ? -dy : dy;
    unsigned s = 0;
    if (ay >= ax) s |= dy < 0 ? 1u : 4u;
    if (ax >= ay) s |= dx > 0 ? 2u : 8u;
    return s;
}

static bool spot(const geo_board *b, geo_cell c)
{
    return standable(b, c) && !geo_space_occupied_by_object(b, NULL, c);
}

/* Spaces a legend may stand on that see c (the board's LoS table, levels
 * 0, 1 and 2 alike); *sides collects the sides of those DEAD_VIEW_MIN or
 * more away. */
static int viewers(const geo_board *b, geo_cell c, unsigned *sides)
{
    int n = 0;
    *sides = 0;
    for (int y = 0; y < b->h; y++)
        for (int x = 0; x < b->w; x++) {
            geo_cell t = geo_cell_make(x, y);
            if (geo_cell_eq(t, c) || !spot(b, t) || !geo_los_table_get(b, c, t)) continue;
            n++;
            if (geo_cell_distance(c, t) >= DEAD_VIEW_MIN) *sides |= sight_sides(c, t);
        }
    return n;
}

static int popcount4(unsigned s) { return (s & 1) + (s >> 1 & 1) + (s >> 2 & 1) + (s >> 3 & 1); }

/* The dead zone around c: hidden spaces joined by a step (8 directions),
 * marked in zone[] with id; returns the sides it is seen from. */
static unsigned flood_zone(const geo_board *b, const unsigned *sides, int16_t *zone,
                           geo_cell c, int16_t id, geo_cell *members, int *nmembers)
{
    geo_cell stack[GEO_MAX_CELLS];
    int top = 0;
    unsigned seen = 0;
    zone[geo_cell_index(c)] = id;
    stack[top++] = c;
    *nmembers = 0;
    while (top) {
        geo_cell p = stack[--top];
        members[(*nmembers)++] = p;
        seen |= sides[geo_cell_index(p)];
        for (int dir = 0; dir < GEO_NDIRS; dir++) {
            geo_cell t = geo_cell_step(p, dir);
            if (!geo_on_board(b, t) || zone[geo_cell_index(t)] != 0) continue;
            zone[geo_cell_index(t)] = id;
            stack[top++] = t;
        }
    }
    return seen;
}

/* CUSTOM-8: some space must be a dead zone (seen from at most DEAD_SHARE_PCT
 * per cent of the other spaces); CUSTOM-9: each dead zone (hidden spaces
 * joined by steps) still needs sight lines from at least 2 sides. */
static void check_dead_zones(check *k)
{
    const geo_board *b = k->b;
    unsigned sides[GEO_MAX_CELLS];
    int16_t zone[GEO_MAX_CELLS];          /* -1 not hidden, 0 hidden, >0 zone id */
    geo_cell members[GEO_MAX_CELLS];
    int spots = 0, dead = 0;
    for (int y = 0; y < b->h; y++)
        for (int x = 0; x < b->w; x++) spots += spot(b, geo_cell_make(x, y));
    for (int y = 0; y < b->h; y++)
        for (int x = 0; x < b->w; x++) {
            geo_cell c = geo_cell_make(x, y);
            int i = geo_cell_index(c);
            zone[i] = -1;
            if (!spot(b, c)) continue;
            if (100 * viewers(b, c, &sides[i]) > DEAD_SHARE_PCT * (spots - 1)) continue;
            zone[i] = 0;
            dead++;
        }
    if (spots > 1 && !dead)
        finding(k, false, "CUSTOM-8", "no dead zone: every space is seen from more than %d%% "
                "of the map; place walls, rocks and trees to block lines of sight",
                DEAD_SHARE_PCT);
    int16_t id = 0;
    for (int y = 0; y < b->h; y++)
        for (int x = 0; x < b->w; x++) {
            geo_cell c = geo_cell_make(x, y);
            int n;
            if (zone[geo_cell_index(c)] != 0) continue;
            if (popcount4(flood_zone(b, sides, zone, c, ++id, members, &n)) >= 2) continue;
            char list[96];
            list_cells(list, sizeof list, members, n);
            finding(k, false, "CUSTOM-9", "a dead zone of %d space%s is seen from fewer than 2 "
                    "sides of the map:%s; leave lines of sight from at least 2 directions", n,
                    n == 1 ? "" : "s", list);
        }
}

/* ---- CUSTOM-13: half walls on building edges ---- */

/* CUSTOM-13: buildings already give the better position, so few half walls
 * on their edges (roof-edge half walls are made for them and exempt). */
static void check_half_walls(check *k)
{
    int on_edge[GEO_MAX_COMPONENTS], n = 0;
    for (int i = 0; i < k->b->ncomp; i++)
        if (is_kind(k, i, "half_wall") && building_touched(k, i) >= 0) on_edge[n++] = i;
    if (n <= HALF_WALLS_ON_EDGES_MAX) return;
    char d[64];
    geo_component_describe(k->b, on_edge[0], d, sizeof d);
    finding(k, false, "CUSTOM-13", "%d half walls stand on building edges (%s, ...); keep at "
            "most %d there, buildings already give a better position", n, d,
            HALF_WALLS_ON_EDGES_MAX);
}

/* ---- The report ---- */

int rf_map_check(const rf_map *m, FILE *out)
{
    check k = { out, m, m->board, 0, 0 };
    const rf_map_list *l = m->id[0] ? content_map_list(m->content, m->id) : NULL;
    if (out)
        fprintf(out, "%s (%dx%d, %s): %s\n", m->name, k.b->w, k.b->h,
                l ? l->rule : "custom map", m->path);
    check_inventory(&k, l != NULL);
    check_size(&k);
    check_heights(&k);
    check_building_gaps(&k);
    check_canyons(&k);
    check_building_edges(&k);
    check_connected(&k);
    check_beacons(&k);
    check_bins(&k);
    check_dead_zones(&k);
    check_half_walls(&k);
    if (out)
        fprintf(out, "%s: %d error%s, %d warning%s\n", m->name, k.errors,
                k.errors == 1 ? "" : "s", k.warnings, k.warnings == 1 ? "" : "s");
    return k.errors;
}
