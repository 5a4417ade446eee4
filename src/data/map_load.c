/*
 * map_load.c — JSON map files → rf_map (format: docs/maps.md).
 *
 * Two passes. The JSON pass reads every component into a geo_component,
 * checking only what the JSON says (types, required and unknown fields,
 * the edge notation, zipline labels: exactly two points per label). If it
 * is clean, the geometry pass adds the components to a board in file order
 * (set-up order matters: a building placed on a building is stacked on it,
 * MAP-3, LVL-3) and finishes the board; geo_board_add/finish do every
 * bounds, size, overlap and level check, and their errors come back here
 * with the component's line and JSON path. A map with an "id" must then
 * use exactly its official component list (check_list). Errors are
 * collected; the first is returned with file, line and field. A component
 * is read from a field table (ju_fields.h): its type first, whose
 * placement decides which of the other fields it has.
 */
#include <stdlib.h>
#include <string.h>

#include "data/json_util.h"
#include "data/ju_fields.h"
#include "data/loaders.h"
#include "geo/place.h"
#include "io/notation.h"

static const char *const root_keys[] = { "id", "name", "source", "size", "components", "note",
                                         NULL };
/* What the JSON pass produces. */
typedef struct pending {
    int n;
    geo_component comp[GEO_MAX_COMPONENTS];
    int index[GEO_MAX_COMPONENTS];      /* position in the "components" array */
} pending;

/* ---- The JSON pass ---- */

static void list_kinds(const geo_kinds *k, char *buf, size_t n)
{
    size_t used = 0;
    buf[0] = '\0';
    for (int i = 0; i < k->count && used + 1 < n; i++)
        if (k->kind[i].placement != GEO_ON_POINT)
            used += (size_t)snprintf(buf + used, n - used, "%s%s", used ? ", " : "",
                                     k->kind[i].id);
}

/* What a component is read against: the content's kinds, the components
 * read so far, its index in "components", and its kind once "type" named
 * one placed on a map (NULL before, or after an error). */
typedef struct comp_ctx {
    const rf_content *c;
    pending *pd;
    size_t i;
    const geo_kind *k;
} comp_ctx;

/* "type": a kind of components.json placed on a map (not during play). */
static void type_field(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                       void *rec, void *ctx)
{
    (void)f;
    comp_ctx *cx = ctx;
    geo_component *gc = rec;
    char type[GEO_KIND_ID_LEN], p[JU_PATH_LEN], known[600];
    if (ju_get_string(d, v, path, "type", true, type, sizeof type) != 1) return;
    ju_path_key(p, sizeof p, path, "type");
    int k = geo_kinds_find(&cx->c->kinds, type);
    if (k < 0) {
        list_kinds(&cx->c->kinds, known, sizeof known);
        ju_error(d, p, "unknown component type '%s' (known: %s)", type, known);
        return;
    }
    if (cx->c->kinds.kind[k].placement == GEO_ON_POINT) {
        ju_error(d, p, "a %s is placed during play, not on a map", type);
        return;
    }
    cx->k = &cx->c->kinds.kind[k];
    gc->kind = (uint8_t)k;
    gc->link = -1;
    gc->line = ju_line(d, path, NULL);
}

/* The placements (1 << GEO_ON_…) that have a field (its entry's arg). */
typedef struct comp_only { unsigned placements; const char *what; } comp_only;

static const comp_only on_area = { 1u << GEO_ON_AREA, "buildings and canyon tiles" };
static const comp_only on_edge = { 1u << GEO_ON_EDGE, "edge pieces (walls, half walls)" };
static const comp_only on_space_or_area = {
    (1u << GEO_ON_AREA) | (1u << GEO_ON_SPACE), "components on spaces"
};

/* Does the component have field f? Its kind decides (GRID-5); a field of
 * another placement is an error; none is read while the kind is unknown. */
static bool comp_has(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                     const comp_ctx *cx)
{
    const comp_only *o = f->arg;
    char why[160];
    if (!cx->k) return false;
    if (o->placements & (1u << cx->k->placement)) return true;
    snprintf(why, sizeof why, "a %s has no \"%s\": only %s have one", cx->k->id, f->key,
             o->what);
    ju_forbid(d, v, path, f->key, why);
    return false;
}

/* "at": [x, y], the space of an area's north-west corner or of a space
 * component. */
static void at_field(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                     void *rec, void *ctx)
{
    geo_component *gc = rec;
    if (!comp_has(d, v, path, f, ctx)) return;
    char p[JU_PATH_LEN];
    ju_path_key(p, sizeof p, path, "at");
    const json_t *a = json_object_get(v, "at");
    if (!a) {
        ju_error_at(d, ju_line(d, path, NULL), p, "required field is missing: the space [x, y]");
        return;
    }
    const json_t *x = json_array_get(a, 0), *y = json_array_get(a, 1);
    if (json_array_size(a) != 2 || !json_is_integer(x) || !json_is_integer(y) || json_integer_value(x) < -999 ||
        json_integer_value(x) > 999 || json_integer_value(y) < -999 ||
        json_integer_value(y) > 999) {
        ju_error(d, p, "expected [x, y]: two whole numbers (column from the west, row from "
                       "the north)");
        return;
    }
    gc->at = geo_place_cell(geo_cell_make((int)json_integer_value(x), (int)json_integer_value(y)));
}

/* "size": "WxH" of an area (W columns, H rows). */
static void size_field(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                       void *rec, void *ctx)
{
    geo_component *gc = rec;
    char s[16], p[JU_PATH_LEN];
    if (!comp_has(d, v, path, f, ctx)) return;
    if (ju_get_string(d, v, path, "size", true, s, sizeof s) != 1) return;
    int w, h;
    ju_path_key(p, sizeof p, path, "size");
    if (!ju_parse_size(s, GEO_MAX_DIM, &w, &h)) {
        ju_error(d, p, "expected a size \"WxH\" such as \"2x3\" (W columns, H rows), got "
                       "\"%s\"", s);
        return;
    }
    gc->w = (uint8_t)w;
    gc->h = (uint8_t)h;
}

/* "length": an edge piece's run, 1 when left out. */
static void length_field(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                         void *rec, void *ctx)
{
    int len = 1;
    if (!comp_has(d, v, path, f, ctx)) return;
    ju_get_int(d, v, path, f->key, false, f->min, f->max, &len);
    ju_store_int(rec, f, len);
}

/* "edge": "h I,J" (runs east) or "v I,J" (runs south). */
static void edge_field(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                       void *rec, void *ctx)
{
    geo_component *gc = rec;
    char s[32], p[JU_PATH_LEN];
    if (!comp_has(d, v, path, f, ctx)) return;
    if (ju_get_string(d, v, path, "edge", true, s, sizeof s) != 1) return;
    ju_path_key(p, sizeof p, path, "edge");
    geo_place pl;
    const char *end;
    if (notation_parse_place(NULL, s, &pl, &end) < 0 || pl.kind != GEO_PLACE_EDGE ||
        end[strspn(end, " ")] != '\0') {
        ju_error(d, p, "expected an edge \"h I,J\" (runs east) or \"v I,J\" (runs south), "
                       "got \"%s\"", s);
        return;
    }
    gc->at = pl;
}

/* "zipline": the label naming a zipline point's pair; exactly the kinds
 * with a link have one. */
static void zipline_field(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                          void *rec, void *ctx)
{
    (void)f;
    const geo_kind *k = ((const comp_ctx *)ctx)->k;
    geo_component *gc = rec;
    char p[JU_PATH_LEN];
    if (!k) return;
    int r = ju_get_string(d, v, path, "zipline", false, gc->label, sizeof gc->label);
    ju_path_key(p, sizeof p, path, "zipline");
    if (r == 1 && k->link_cost == 0)
        ju_error(d, p, "only zipline points have a \"zipline\" label; a %s has none", k->id);
    else if (r == 0 && k->link_cost > 0)
        ju_error(d, path, "a %s needs a \"zipline\" label naming its pair (e.g. \"A\")",
                 k->id);
}

/* The finishing pass: a component of a known kind goes to the pending
 * list (its other errors are recorded: the geometry pass will not run). */
static void finish_component(ju_doc *d, const json_t *v, const char *path, void *rec,
                             void *ctx, bool clean)
{
    (void)d, (void)v, (void)path, (void)rec, (void)clean;
    comp_ctx *cx = ctx;
    if (cx->k) cx->pd->index[cx->pd->n++] = (int)cx->i;
}

/* A map component (MAP-3, GRID-5): its type first, whose placement decides
 * its other fields (each field's placements in its arg). */
static const ju_field component_fields[] = {
    JU_CUSTOM_("type", true, type_field, "GRID-5"),
    JU_CUSTOM_ARG_("at", false, at_field, &on_space_or_area, "GRID-3"),
    JU_CUSTOM_ARG_("size", false, size_field, &on_area, "COMP-2"),
    JU_CUSTOM_AT_("length", false, length_field, geo_component, len, 1, 7, &on_edge, "COMP-2"),
    JU_CUSTOM_ARG_("edge", false, edge_field, &on_edge, "GRID-3"),
    JU_CUSTOM_("zipline", false, zipline_field, NULL),
    JU_TEXT_("note", false, 1024),
    JU_END,
};
static const ju_record component_record = { "map component", component_fields,
                                            finish_component };

static void read_component(ju_doc *d, const rf_content *c, const json_t *v, size_t i,
                           pending *pd)
{
    char path[JU_PATH_LEN];
    ju_path_index(path, sizeof path, "components", i);
    if (!json_is_object(v)) {
        ju_error(d, path, "expected an object such as {\"type\": \"wall\", ...}, got %s",
                 ju_type_name(v));
        return;
    }
    geo_component *gc = &pd->comp[pd->n];
    memset(gc, 0, sizeof *gc);
    comp_ctx cx = { c, pd, i, NULL };
    ju_read_record(d, v, path, &component_record, gc, &cx);
}

/* Zipline labels: exactly two points each. The links themselves are set
 * by geo_board_finish from the labels; here each label is checked so that
 * every bad label is reported with its own line. */
static void pair_ziplines(ju_doc *d, pending *pd)
{
    for (int i = 0; i < pd->n; i++) {
        geo_component *a = &pd->comp[i];
        if (!a->label[0] || a->link >= 0) continue;
        int partner = -1, count = 1;
        for (int j = i + 1; j < pd->n; j++)
            if (strcmp(pd->comp[j].label, a->label) == 0) {
                if (partner < 0) partner = j;
                count++;
            }
        char base[JU_PATH_LEN], path[JU_PATH_LEN];
        ju_path_index(base, sizeof base, "components", (size_t)pd->index[i]);
        ju_path_key(path, sizeof path, base, "zipline");
        if (count != 2) {
            ju_error(d, path, "zipline '%s' has %d point%s; a zipline needs "
                        "exactly 2 (one at each end)", a->label, count, count == 1 ? "" : "s");
            for (int j = i + 1; j < pd->n; j++)
                if (strcmp(pd->comp[j].label, a->label) == 0) pd->comp[j].link = (int16_t)i;
            continue;
        }
        a->link = (int16_t)partner;
        pd->comp[partner].link = (int16_t)i;
    }
}

static void read_size(ju_doc *d, int *w, int *h)
{
    const json_t *a = ju_get_array(d, d->root, "", "size", true, 2, 2);
    if (!a) return;
    const json_t *x = json_array_get(a, 0), *y = json_array_get(a, 1);
    if (!json_is_integer(x) || !json_is_integer(y) || json_integer_value(x) < 1 ||
        json_integer_value(x) > GEO_MAX_DIM || json_integer_value(y) < 1 ||
        json_integer_value(y) > GEO_MAX_DIM) {
        ju_error(d, "size", "expected [W, H]: columns and rows, each 1 to %d", GEO_MAX_DIM);
        return;
    }
    *w = (int)json_integer_value(x);
    *h = (int)json_integer_value(y);
}

static void read_header(ju_doc *d, const rf_content *c, rf_map *m, int *w, int *h)
{
    if (!ju_check_keys(d, d->root, "", root_keys) && !json_is_object(d->root)) return;
    /* "note" is free text for the map's author. */
    char note[1024];
    if (ju_get_string(d, d->root, "", "id", false, m->id, sizeof m->id) == 1 &&
        (!content_map_list(c, m->id) || strcmp(m->id, RF_INVENTORY_ID) == 0)) {
        char known[400] = "";
        size_t used = 0;
        for (int i = 0; i < c->nlists && used + 1 < sizeof known; i++)
            if (strcmp(c->lists[i].id, RF_INVENTORY_ID) != 0)
                used += (size_t)snprintf(known + used, sizeof known - used, "%s%s",
                                         used ? ", " : "", c->lists[i].id);
        ju_error(d, "id", "'%s' is not a map of the match settings (%s); leave \"id\" out for "
                          "a custom map", m->id, known);
    }
    ju_get_string(d, d->root, "", "name", true, m->name, sizeof m->name);
    ju_get_string(d, d->root, "", "source", true, m->source, sizeof m->source);
    ju_get_string(d, d->root, "", "note", false, note, sizeof note);
    read_size(d, w, h);
}

static void read_json(ju_doc *d, const rf_content *c, rf_map *m, pending *pd, int *w, int *h)
{
    read_header(d, c, m, w, h);
    if (!json_is_object(d->root)) return;
    const json_t *arr =
        ju_get_array(d, d->root, "", "components", true, 0, GEO_MAX_COMPONENTS);
    size_t i;
    const json_t *v;
    json_array_foreach(arr, i, v) read_component(d, c, v, i, pd);
    pair_ziplines(d, pd);
}

/* ---- The geometry pass ---- */

/* Record a geometry error against component ci (pending index; -1: find
 * it by line). geo_error.field is the component's key ("at", "edge"...). */
static void geo_to_ju(ju_doc *d, const pending *pd, int ci, const geo_error *ge)
{
    char base[JU_PATH_LEN], path[JU_PATH_LEN];
    int line = ge->line;
    if (ci < 0)
        for (int i = 0; i < pd->n && ci < 0; i++)
            if (line > 0 && pd->comp[i].line == line) ci = i;
    if (ci < 0) {
        ju_error_at(d, line, ge->field[0] ? ge->field : "components", "%s", ge->msg);
        return;
    }
    ju_path_index(base, sizeof base, "components", (size_t)pd->index[ci]);
    if (ge->field[0])
        ju_path_key(path, sizeof path, base, ge->field);
    else
        snprintf(path, sizeof path, "%s", base);
    ju_error(d, path, "%s", ge->msg);
}

/* ---- The official component list (MAP-6 … MAP-17) ---- */

/* Path of component ci's field. */
static void comp_path(const pending *pd, int ci, const char *field, char *buf, size_t n)
{
    char base[JU_PATH_LEN];
    ju_path_index(base, sizeof base, "components", (size_t)pd->index[ci]);
    ju_path_key(buf, n, base, field);
}

/* Which line of list l component ci is (-1: none). */
static int list_line_of(const rf_map_list *l, const geo_board *b, int ci)
{
    for (int j = 0; j < l->nitems; j++)
        if (content_list_item_matches(&l->item[j], geo_component_kind(b, ci), &b->comp[ci])) return j;
    return -1;
}

/* A map with an "id" lays out that map of the match settings: it uses
 * exactly its component list (MAP-3 "as illustrated", MAP-6 … MAP-17),
 * every kind, size and length, nothing more and nothing less. A component
 * the list does not name, or the first one over a line's count, is named
 * by its own line; a line short of its count is reported at "id". */
static void check_list(ju_doc *d, const rf_map_list *l, const geo_board *b, const pending *pd)
{
    int found[RF_MAX_LIST_ITEMS] = { 0 }, seen[RF_MAX_LIST_ITEMS] = { 0 };
    for (int i = 0; i < b->ncomp; i++) {
        int j = list_line_of(l, b, i);
        if (j >= 0) found[j]++;
    }
    char path[JU_PATH_LEN], desc[96];
    for (int i = 0; i < b->ncomp; i++) {
        int j = list_line_of(l, b, i);
        comp_path(pd, i, "type", path, sizeof path);
        if (j < 0) {
            rf_list_item it = content_list_item_of(geo_component_kind(b, i), &b->comp[i]);
            content_list_item_describe(&it, desc, sizeof desc);
            ju_error(d, path, "%s is not in the component list of %s (%s); leave \"id\" out "
                              "for a custom map", desc, l->name, l->rule);
        } else if (++seen[j] == l->item[j].count + 1) {
            content_list_item_describe(&l->item[j], desc, sizeof desc);
            ju_error(d, path, "%s uses %d × %s (%s), the map has %d", l->name, l->item[j].count,
                     desc, l->rule, found[j]);
        }
    }
    for (int j = 0; j < l->nitems; j++)
        if (found[j] < l->item[j].count) {
            content_list_item_describe(&l->item[j], desc, sizeof desc);
            ju_error(d, "id", "%s uses %d × %s (%s), the map has %d", l->name,
                     l->item[j].count, desc, l->rule, found[j]);
        }
}

/* ---- Building the board ---- */

static geo_board *build_board(ju_doc *d, const rf_content *c, const pending *pd, int w, int h,
                              const rf_map_list *list)
{
    geo_board *b = geo_board_new(&c->kinds, w, h);
    if (!b) {
        ju_error(d, "", "out of memory for a %dx%d board", w, h);
        return NULL;
    }
    for (int i = 0; i < pd->n; i++) {
        geo_error ge;
        memset(&ge, 0, sizeof ge);
        if (geo_board_add(b, &pd->comp[i], &ge) < 0) geo_to_ju(d, pd, i, &ge);
    }
    if (d->nerrors == 0) {
        geo_error ge;
        memset(&ge, 0, sizeof ge);
        if (geo_board_finish(b, &ge) < 0) geo_to_ju(d, pd, -1, &ge);
    }
    if (d->nerrors == 0 && list) check_list(d, list, b, pd);
    if (d->nerrors) {
        geo_board_free(b);
        return NULL;
    }
    return b;
}

/* ---- Entry points ---- */

static rf_status load_doc(ju_doc *d, const rf_content *c, rf_map **out, rf_error *err)
{
    rf_map *m = calloc(1, sizeof *m);
    pending *pd = calloc(1, sizeof *pd);
    if (!m || !pd) {
        free(m);
        free(pd);
        return error_fail(err, RF_E_NOMEM, d->file, 0, 0, "", "out of memory");
    }
    int w = 0, h = 0;
    m->content = c;
    snprintf(m->path, sizeof m->path, "%s", d->file);
    read_json(d, c, m, pd, &w, &h);
    if (d->nerrors == 0)
        m->board = build_board(d, c, pd, w, h, m->id[0] ? content_map_list(c, m->id) : NULL);
    free(pd);
    rf_status st = ju_result(d, err);
    if (st != RF_OK) {
        rf_map_free(m);
        return st;
    }
    *out = m;
    return RF_OK;
}

rf_status content_map_load_text(const rf_content *c, const char *name, const char *text,
                           size_t len, rf_map **out, rf_error *err)
{
    error_clear(err);
    *out = NULL;
    ju_doc d;
    rf_status st = ju_open_text(&d, name, text, len, RF_E_MAP, err);
    if (st != RF_OK) return st;
    st = load_doc(&d, c, out, err);
    ju_close(&d);
    return st;
}

/* "crossroads" → <content dir>/maps/crossroads.json; paths stay as given. */
static void resolve(const rf_content *c, const char *name, char *buf, size_t n)
{
    size_t len = strlen(name);
    bool is_path = strchr(name, '/') || (len >= 5 && strcmp(name + len - 5, ".json") == 0);
    if (is_path)
        snprintf(buf, n, "%s", name);
    else
        snprintf(buf, n, "%s/maps/%s.json", rf_content_dir(c), name);
}

rf_status rf_map_load(const rf_content *c, const char *path_or_name, rf_map **out,
                      rf_error *err)
{
    error_clear(err);
    *out = NULL;
    char path[RF_PATH_LEN];
    if (!path_or_name || !path_or_name[0])
        return error_fail(err, RF_E_ARG, "", 0, 0, "", "no map given");
    resolve(c, path_or_name, path, sizeof path);
    ju_doc d;
    rf_status st = ju_open_file(&d, path, RF_E_MAP, err);
    if (st != RF_OK) return st;
    st = load_doc(&d, c, out, err);
    ju_close(&d);
    return st;
}

void rf_map_free(rf_map *m)
{
    if (!m) return;
    if (m->board) geo_board_free(m->board);
    free(m);
}

const char *rf_map_name(const rf_map *m) { return m->name; }
int rf_map_width(const rf_map *m) { return m->board->w; }
int rf_map_height(const rf_map *m) { return m->board->h; }

bool rf_map_space_free(const rf_map *m, int x, int y)
{
    if (x < 0 || y < 0 || x >= m->board->w || y >= m->board->h) return false;
    return geo_space_free(m->board, NULL, NULL, geo_cell_make(x, y));
}
