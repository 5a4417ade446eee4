/*
 * map_json.c — a map's geometry as JSON (rf_map_json), for drawing it: the
 * browser client (web/, docs/client.md) draws the board from this.
 *
 * Everything here is printed on the board, so it is public: the size, the
 * floor of every space (LVL-3: ground 0, +1 per building level, -1 canyon)
 * and every component with its kind, place, traits, the levels it stands
 * on and reaches (computed when the board was finished), its pairing label
 * and linked partner (ziplines). Supply bins are numbered in component
 * order, as the game numbers them (bins_opened in rf_observe). Nothing is
 * derived here: the board layer's own fields are written out as they are.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "map.h"

typedef struct mbuf { char *buf; size_t len, cap; bool failed; } mbuf;

static void put(mbuf *o, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void put(mbuf *o, const char *fmt, ...)
{
    if (o->failed) return;
    for (;;) {
        va_list ap;
        va_start(ap, fmt);
        int w = vsnprintf(o->buf + o->len, o->cap - o->len, fmt, ap);
        va_end(ap);
        if (w < 0) {
            o->failed = true;
            return;
        }
        if ((size_t)w < o->cap - o->len) {
            o->len += (size_t)w;
            return;
        }
        size_t cap = o->cap * 2 + (size_t)w;
        char *nb = realloc(o->buf, cap);
        if (!nb) {
            o->failed = true;
            return;
        }
        o->buf = nb;
        o->cap = cap;
    }
}

/* Ids and labels are data ([a-z_] ids, short labels): escape anyway. */
static void put_str(mbuf *o, const char *s)
{
    put(o, "\"");
    for (; *s; s++) {
        if (*s == '"' || *s == '\\') put(o, "\\%c", *s);
        else if ((unsigned char)*s < 0x20) put(o, "\\u%04x", (unsigned char)*s);
        else put(o, "%c", *s);
    }
    put(o, "\"");
}

static void put_traits(mbuf *o, uint32_t traits)
{
    put(o, "[");
    bool first = true;
    for (int t = 0; t < GEO_TRAIT_COUNT; t++) {
        const char *name = geo_trait_name(1u << t);
        if (!(traits >> t & 1u) || !name) continue;
        put(o, first ? "" : ",");
        put_str(o, name);
        first = false;
    }
    put(o, "]");
}

static const char *placement_name(int p)
{
    static const char *const names[] = { "space", "edge", "point", "area" };
    return p >= 0 && p < 4 ? names[p] : "?";
}

/* Where a component lies: a space x,y; an edge run "h"/"v" from i,j (east
 * or south) of len edges; an intersection i,j at a level; an area x,y w×h. */
static void put_place(mbuf *o, const geo_component *c, int placement)
{
    if (placement == GEO_ON_EDGE)
        put(o, ",\"dir\":\"%s\",\"i\":%d,\"j\":%d,\"len\":%d",
            c->at.u.edge.dir == GEO_EDGE_H ? "h" : "v", c->at.u.edge.i, c->at.u.edge.j,
            c->len ? c->len : 1);
    else if (placement == GEO_ON_POINT)
        put(o, ",\"i\":%d,\"j\":%d,\"level\":%d", c->at.u.point.i, c->at.u.point.j,
            c->at.u.point.level);
    else if (placement == GEO_ON_AREA)
        put(o, ",\"x\":%d,\"y\":%d,\"w\":%d,\"h\":%d", c->at.u.cell.x, c->at.u.cell.y, c->w, c->h);
    else
        put(o, ",\"x\":%d,\"y\":%d", c->at.u.cell.x, c->at.u.cell.y);
}

static void put_component(mbuf *o, const geo_board *b, int i, int *bins, int bin_kind)
{
    const geo_component *c = &b->comp[i];
    const geo_kind *k = geo_component_kind(b, i);
    put(o, "%s{\"index\":%d,\"kind\":", i ? "," : "", i);
    put_str(o, k->id);
    put(o, ",\"name\":");
    put_str(o, k->name);
    put(o, ",\"placement\":\"%s\"", placement_name(k->placement));
    put_place(o, c, k->placement);
    put(o, ",\"stand\":%d,\"top\":%d,\"traits\":", c->stand, c->top);
    put_traits(o, k->traits);
    if (c->label[0]) {
        put(o, ",\"label\":");
        put_str(o, c->label);
    }
    if (c->link >= 0) put(o, ",\"link\":%d", c->link);
    if (c->kind == bin_kind) put(o, ",\"bin\":%d", (*bins)++);     /* as setup.c numbers them */
    put(o, "}");
}

char *rf_map_json(const rf_map *m)
{
    if (!m || !m->board) return NULL;
    const geo_board *b = m->board;
    mbuf o = { malloc(4096), 0, 4096, false };
    if (!o.buf) return NULL;
    put(&o, "{\"id\":");
    put_str(&o, m->id);
    put(&o, ",\"name\":");
    put_str(&o, m->name);
    put(&o, ",\"width\":%d,\"height\":%d,\"floor\":[", b->w, b->h);
    for (int y = 0; y < b->h; y++) {
        put(&o, "%s[", y ? "," : "");
        for (int x = 0; x < b->w; x++) put(&o, "%s%d", x ? "," : "", geo_floor(b, geo_cell_make(x, y)));
        put(&o, "]");
    }
    put(&o, "],\"components\":[");
    int bins = 0, bin_kind = geo_kinds_find(b->kinds, "supply_bin");
    for (int i = 0; i < b->ncomp; i++) put_component(&o, b, i, &bins, bin_kind);
    put(&o, "]}");
    if (o.failed) {
        free(o.buf);
        return NULL;
    }
    return o.buf;
}
