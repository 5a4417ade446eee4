/*
 * map_lists_load.c — data/map_lists.json → rf_map_list (rules MAP-4 …
 * MAP-17, COMP-2, COMP-3).
 *
 * "maps" holds the official component list of every map of the match
 * settings with its rule ID and allowed modes (MAP-4); "inventory" holds the
 * core box (COMP-2, COMP-3), stored as the last list under RF_INVENTORY_ID.
 * A list item names one kind ("kind") or several counted together
 * ("kinds": ["rock", "tree"] for "6 rocks and trees"), an area size
 * ("size", either orientation) or edge length ("length", absent = any), a
 * count and an optional "note" (OCR best readings, kept for provenance).
 * Kinds, sizes and lengths must exist in the loaded component kinds.
 * A map, the inventory and a list item are each read from a field table
 * (ju_fields.h).
 */
#include <ctype.h>
#include <string.h>

#include "data/json_util.h"
#include "data/ju_fields.h"
#include "data/loaders.h"

static const char *const root_keys[] = { "about", "maps", "inventory", NULL };
int content_list_item_has_kind(const rf_list_item *it, const char *kind)
{
    size_t n = strlen(kind);
    for (const char *s = it->kind; *s;) {
        size_t m = strcspn(s, "|");
        if (m == n && strncmp(s, kind, n) == 0) return 1;
        s += m;
        if (*s) s++;
    }
    return 0;
}

/* Append kind id v (at path p) to it->kind, checking it exists. */
static const geo_kind *add_kind(ju_doc *d, const rf_content *c, const json_t *v, const char *p,
                                rf_list_item *it)
{
    if (!json_is_string(v)) {
        ju_error(d, p, "expected a component kind id, got %s", ju_type_name(v));
        return NULL;
    }
    const char *id = json_string_value(v);
    int k = geo_kinds_find(&c->kinds, id);
    if (k < 0) {
        ju_error(d, p, "unknown component kind '%s' (see components.json)", id);
        return NULL;
    }
    size_t used = strlen(it->kind);
    if (used + strlen(id) + 2 > sizeof it->kind) {
        ju_error(d, p, "too many kinds in one item");
        return NULL;
    }
    if (used) it->kind[used++] = RF_KIND_SEP;
    strcpy(it->kind + used, id);
    return &c->kinds.kind[k];
}

/* What a list item is read against: the content's kinds, the list it goes
 * to, and its (first) kind once "kind" or "kinds" named it without error. */
typedef struct item_ctx { const rf_content *c; rf_map_list *l; const geo_kind *k; } item_ctx;

/* "kind": one kind; exactly one of "kind" and "kinds" is given. */
static void kind_field(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                       void *rec, void *ctx)
{
    char p[JU_PATH_LEN];
    item_ctx *cx = ctx;
    const json_t *one = json_object_get(v, f->key);
    if ((one != NULL) == (json_object_get(v, "kinds") != NULL)) {
        ju_error(d, path, "give exactly one of \"kind\" and \"kinds\"");
        return;
    }
    if (!one) return;
    ju_path_key(p, sizeof p, path, f->key);
    cx->k = add_kind(d, cx->c, one, p, rec);
}

/* "kinds": 2 to 4 kinds counted together, when "kind" is not given. */
static void kinds_field(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                        void *rec, void *ctx)
{
    char p[JU_PATH_LEN], ep[JU_PATH_LEN];
    item_ctx *cx = ctx;
    if (json_object_get(v, "kind") || !json_object_get(v, f->key)) return;
    const json_t *arr = ju_get_array(d, v, path, f->key, true, 2, 4);
    ju_path_key(p, sizeof p, path, f->key);
    const geo_kind *first = NULL;
    size_t i;
    const json_t *e;
    json_array_foreach(arr, i, e) {
        ju_path_index(ep, sizeof ep, p, i);
        const geo_kind *k = add_kind(d, cx->c, e, ep, rec);
        if (!k) return;
        if (!first) first = k;
    }
    cx->k = first;
}

static bool kind_has_size(const geo_kind *k, int a, int b)
{
    for (int i = 0; i < k->nsizes; i++)
        if ((k->sizes[i][0] == a && k->sizes[i][1] == b) ||
            (k->sizes[i][0] == b && k->sizes[i][1] == a))
            return true;
    return false;
}

/* "size" for area kinds (either orientation), once the kind is known. */
static void size_field(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                       void *rec, void *ctx)
{
    const geo_kind *k = ((const item_ctx *)ctx)->k;
    rf_list_item *it = rec;
    char p[JU_PATH_LEN], s[16];
    if (!k) return;
    int r = ju_get_string(d, v, path, f->key, k->placement == GEO_ON_AREA, s, sizeof s);
    ju_path_key(p, sizeof p, path, f->key);
    if (r == 1 && k->placement != GEO_ON_AREA) {
        ju_error(d, p, "only buildings and canyon tiles have a size");
    } else if (r == 1) {
        int a, b;
        if (!ju_parse_size(s, GEO_MAX_DIM, &a, &b))
            ju_error(d, p, "expected a size \"WxH\" such as \"2x3\"");
        else if (!kind_has_size(k, a, b))
            ju_error(d, p, "a %s is never %s (see components.json)", k->id, s);
        it->size_a = a < b ? a : b;
        it->size_b = a < b ? b : a;
    }
}

/* "length" for edge kinds (absent: any), once the kind is known. */
static void length_field(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                         void *rec, void *ctx)
{
    const geo_kind *k = ((const item_ctx *)ctx)->k;
    rf_list_item *it = rec;
    char p[JU_PATH_LEN];
    if (!k) return;
    ju_path_key(p, sizeof p, path, f->key);
    int r = ju_get_int(d, v, path, f->key, false, f->min, f->max, &it->length);
    if (r == 1 && k->placement != GEO_ON_EDGE)
        ju_error(d, p, "only edge pieces (walls, half walls) have a length");
    else if (r == 1 && !(k->lengths & (1u << it->length)))
        ju_error(d, p, "a %s never has length %d (see components.json)", k->id, it->length);
}

/* The finishing pass: an item is listed once; a whole item goes to the
 * list. */
static void finish_item(ju_doc *d, const json_t *v, const char *path, void *rec, void *ctx,
                        bool clean)
{
    (void)v;
    const rf_list_item *it = rec;
    rf_map_list *l = ((item_ctx *)ctx)->l;
    if (!clean) return;
    for (int i = 0; i < l->nitems; i++)
        if (strcmp(l->item[i].kind, it->kind) == 0 && l->item[i].size_a == it->size_a &&
            l->item[i].size_b == it->size_b && l->item[i].length == it->length) {
            ju_error(d, path, "the same component is listed twice (item %d)", i);
            return;
        }
    l->item[l->nitems++] = *it;
}

/* A component of a map's list or of the core box (COMP-2, COMP-3, MAP-5):
 * its kind first, which decides its shape. */
static const ju_field item_fields[] = {
    JU_CUSTOM_("kind", false, kind_field, "COMP-2"),
    JU_CUSTOM_("kinds", false, kinds_field, "COMP-2"),
    JU_CUSTOM_("size", false, size_field, "COMP-2"),
    JU_CUSTOM_AT_("length", false, length_field, rf_list_item, length, 1, 7, NULL, "COMP-2"),
    JU_INT_("count", true, rf_list_item, count, 1, 99, "MAP-5"),
    JU_TEXT_("note", false, 512),
    JU_END,
};
static const ju_record item_record = { "list item", item_fields, finish_item };

static void read_item(ju_doc *d, const rf_content *c, const json_t *v, const char *path,
                      rf_map_list *l)
{
    rf_list_item it;
    memset(&it, 0, sizeof it);
    item_ctx cx = { c, l, NULL };
    ju_read_record(d, v, path, &item_record, &it, &cx);
}

/* "components": a list's items. */
static void components_field(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                             void *rec, void *ctx)
{
    char p[JU_PATH_LEN], ep[JU_PATH_LEN];
    const json_t *arr = ju_get_array(d, v, path, f->key, true, 1, RF_MAX_LIST_ITEMS);
    ju_path_key(p, sizeof p, path, f->key);
    size_t i;
    const json_t *e;
    json_array_foreach(arr, i, e) {
        ju_path_index(ep, sizeof ep, p, i);
        read_item(d, ctx, e, ep, rec);
    }
}

/* "modes": the modes a map is played in (MAP-4), each once. */
static void modes_field(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                        void *rec, void *ctx)
{
    (void)f, (void)ctx;
    rf_map_list *l = rec;
    char p[JU_PATH_LEN], ep[JU_PATH_LEN];
    const json_t *arr = ju_get_array(d, v, path, "modes", true, 1, RF_MODES);
    ju_path_key(p, sizeof p, path, "modes");
    size_t i;
    const json_t *e;
    json_array_foreach(arr, i, e) {
        ju_path_index(ep, sizeof ep, p, i);
        const char *m = json_is_string(e) ? json_string_value(e) : "";
        if (content_mode_find_code(m) < 0) {
            ju_error(d, ep, "unknown mode '%s' (BR, ASSN, TDM, CHAMP or CTF; rule MAP-4)", m);
            continue;
        }
        bool twice = false;
        for (int k = 0; k < l->nmodes; k++) twice |= strcmp(l->modes[k], m) == 0;
        if (twice) {
            ju_error(d, ep, "mode '%s' is listed twice", m);
            continue;
        }
        snprintf(l->modes[l->nmodes++], sizeof l->modes[0], "%s", m);
    }
}

static bool map_id_ok(const char *s)
{
    for (; *s; s++)
        if (!(islower((unsigned char)*s) || isdigit((unsigned char)*s) || *s == '_' ||
              *s == '-'))
            return false;
    return true;
}

/* "id": a-z, 0-9, '_' and '-', not the inventory's, each map once. */
static void map_id_field(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                         void *rec, void *ctx)
{
    (void)f;
    rf_map_list *l = rec;
    char p[JU_PATH_LEN];
    ju_path_key(p, sizeof p, path, "id");
    if (ju_get_string(d, v, path, "id", true, l->id, sizeof l->id) != 1) return;
    if (!map_id_ok(l->id) || strcmp(l->id, RF_INVENTORY_ID) == 0)
        ju_error(d, p, "map id '%s' may only hold a-z, 0-9, '_' and '-' (and is not '%s')",
                 l->id, RF_INVENTORY_ID);
    else if (content_map_list(ctx, l->id))
        ju_error(d, p, "map '%s' is listed twice", l->id);
}

/* The finishing pass of a map or the inventory: a whole list is kept (it
 * was read into the next free list). */
static void finish_list(ju_doc *d, const json_t *v, const char *path, void *rec, void *ctx,
                        bool clean)
{
    (void)d, (void)v, (void)path, (void)rec;
    if (clean) ((rf_content *)ctx)->nlists++;
}

/* A map of the match settings: its official component list (MAP-4 …
 * MAP-17; "rule" names the map's rule). */
static const ju_field map_fields[] = {
    JU_CUSTOM_("id", true, map_id_field, "MAP-4"),
    JU_STR_("name", true, rf_map_list, name, "MAP-4"),
    JU_STR_("rule", true, rf_map_list, rule, NULL),
    JU_TEXT_("note", false, 512),
    JU_CUSTOM_("modes", true, modes_field, "MAP-4"),
    JU_CUSTOM_("components", true, components_field, "MAP-5"),
    JU_END,
};
static const ju_record map_record = { "map list", map_fields, finish_list };

/* The core box's inventory (COMP-2, COMP-3). */
static const ju_field inventory_fields[] = {
    JU_STR_("rule", true, rf_map_list, rule, NULL),
    JU_TEXT_("note", false, 512),
    JU_CUSTOM_("components", true, components_field, "COMP-2"),
    JU_END,
};
static const ju_record inventory_record = { "inventory", inventory_fields, finish_list };

static void read_map(ju_doc *d, rf_content *c, const json_t *v, const char *path)
{
    rf_map_list *l = &c->lists[c->nlists];
    memset(l, 0, sizeof *l);
    ju_read_record(d, v, path, &map_record, l, c);
}

static void read_inventory(ju_doc *d, rf_content *c)
{
    const json_t *v = ju_get_object(d, d->root, "", "inventory", true);
    if (!v) return;
    rf_map_list *l = &c->lists[c->nlists];
    memset(l, 0, sizeof *l);
    snprintf(l->id, sizeof l->id, "%s", RF_INVENTORY_ID);
    snprintf(l->name, sizeof l->name, "Core box");
    ju_read_record(d, v, "inventory", &inventory_record, l, c);
}

rf_status content_load_map_lists(const char *path, rf_content *c, rf_error *err)
{
    ju_doc d;
    rf_status st = ju_open_file(&d, path, RF_E_DATA, err);
    if (st != RF_OK) return st;
    c->nlists = 0;
    ju_check_keys(&d, d.root, "", root_keys);
    const json_t *arr = ju_get_array(&d, d.root, "", "maps", true, 1, RF_MAX_MAP_LISTS - 1);
    size_t i;
    const json_t *v;
    json_array_foreach(arr, i, v) {
        char p[JU_PATH_LEN];
        ju_path_index(p, sizeof p, "maps", i);
        read_map(&d, c, v, p);
    }
    read_inventory(&d, c);
    st = ju_result(&d, err);
    ju_close(&d);
    return st;
}
