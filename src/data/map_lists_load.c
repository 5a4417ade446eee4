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
 */
#include <ctype.h>
#include <string.h>

#include "data/json_util.h"
#include "data/loaders.h"

static const char *const root_keys[] = { "about", "maps", "inventory", NULL };
static const char *const map_keys[] = { "id", "name", "rule", "modes", "components", "note",
                                        NULL };
static const char *const inv_keys[] = { "rule", "components", "note", NULL };
static const char *const item_keys[] = { "kind", "kinds", "size", "length", "count", "note",
                                         NULL };

int rf_list_item_has_kind(const rf_list_item *it, const char *kind)
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

/* "kind" or "kinds": returns the (first) kind, NULL on error. */
static const geo_kind *read_item_kinds(ju_doc *d, const rf_content *c, const json_t *v,
                                       const char *path, rf_list_item *it)
{
    char p[JU_PATH_LEN], ep[JU_PATH_LEN];
    const json_t *one = json_object_get(v, "kind");
    const json_t *many = json_object_get(v, "kinds");
    if ((one != NULL) == (many != NULL)) {
        ju_error(d, path, "give exactly one of \"kind\" and \"kinds\"");
        return NULL;
    }
    if (one) {
        ju_path_key(p, sizeof p, path, "kind");
        return add_kind(d, c, one, p, it);
    }
    const json_t *arr = ju_get_array(d, v, path, "kinds", true, 2, 4);
    ju_path_key(p, sizeof p, path, "kinds");
    const geo_kind *first = NULL;
    size_t i;
    const json_t *e;
    json_array_foreach(arr, i, e) {
        ju_path_index(ep, sizeof ep, p, i);
        const geo_kind *k = add_kind(d, c, e, ep, it);
        if (!k) return NULL;
        if (!first) first = k;
    }
    return first;
}

static bool kind_has_size(const geo_kind *k, int a, int b)
{
    for (int i = 0; i < k->nsizes; i++)
        if ((k->sizes[i][0] == a && k->sizes[i][1] == b) ||
            (k->sizes[i][0] == b && k->sizes[i][1] == a))
            return true;
    return false;
}

/* "size" for area kinds, "length" for edge kinds. */
static void read_item_shape(ju_doc *d, const json_t *v, const char *path, const geo_kind *k,
                            rf_list_item *it)
{
    char p[JU_PATH_LEN], s[16];
    int r = ju_get_string(d, v, path, "size", k->placement == GEO_ON_AREA, s, sizeof s);
    ju_path_key(p, sizeof p, path, "size");
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
    ju_path_key(p, sizeof p, path, "length");
    r = ju_get_int(d, v, path, "length", false, 1, 7, &it->length);
    if (r == 1 && k->placement != GEO_ON_EDGE)
        ju_error(d, p, "only edge pieces (walls, half walls) have a length");
    else if (r == 1 && !(k->lengths & (1u << it->length)))
        ju_error(d, p, "a %s never has length %d (see components.json)", k->id, it->length);
}

static void read_item(ju_doc *d, const rf_content *c, const json_t *v, const char *path,
                      rf_map_list *l)
{
    rf_list_item it;
    memset(&it, 0, sizeof it);
    int before = d->nerrors;
    ju_check_keys(d, v, path, item_keys);
    if (!json_is_object(v)) return;
    const geo_kind *k = read_item_kinds(d, c, v, path, &it);
    if (k) read_item_shape(d, v, path, k, &it);
    ju_get_int(d, v, path, "count", true, 1, 99, &it.count);
    char note[512];
    ju_get_string(d, v, path, "note", false, note, sizeof note);
    for (int i = 0; i < l->nitems && d->nerrors == before; i++)
        if (strcmp(l->item[i].kind, it.kind) == 0 && l->item[i].size_a == it.size_a &&
            l->item[i].size_b == it.size_b && l->item[i].length == it.length)
            ju_error(d, path, "the same component is listed twice (item %d)", i);
    if (d->nerrors == before) l->item[l->nitems++] = it;
}

static void read_items(ju_doc *d, const rf_content *c, const json_t *v, const char *path,
                       rf_map_list *l)
{
    char p[JU_PATH_LEN], ep[JU_PATH_LEN];
    const json_t *arr = ju_get_array(d, v, path, "components", true, 1, RF_MAX_LIST_ITEMS);
    ju_path_key(p, sizeof p, path, "components");
    size_t i;
    const json_t *e;
    json_array_foreach(arr, i, e) {
        ju_path_index(ep, sizeof ep, p, i);
        read_item(d, c, e, ep, l);
    }
}

static void read_modes(ju_doc *d, const json_t *v, const char *path, rf_map_list *l)
{
    char p[JU_PATH_LEN], ep[JU_PATH_LEN];
    const json_t *arr = ju_get_array(d, v, path, "modes", true, 1, RF_MODES);
    ju_path_key(p, sizeof p, path, "modes");
    size_t i;
    const json_t *e;
    json_array_foreach(arr, i, e) {
        ju_path_index(ep, sizeof ep, p, i);
        const char *m = json_is_string(e) ? json_string_value(e) : "";
        if (rf_mode_find_code(m) < 0) {
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

static void read_map(ju_doc *d, rf_content *c, const json_t *v, const char *path)
{
    rf_map_list *l = &c->lists[c->nlists];
    memset(l, 0, sizeof *l);
    int before = d->nerrors;
    ju_check_keys(d, v, path, map_keys);
    if (!json_is_object(v)) return;
    char p[JU_PATH_LEN], note[512];
    ju_path_key(p, sizeof p, path, "id");
    if (ju_get_string(d, v, path, "id", true, l->id, sizeof l->id) == 1) {
        if (!map_id_ok(l->id) || strcmp(l->id, RF_INVENTORY_ID) == 0)
            ju_error(d, p, "map id '%s' may only hold a-z, 0-9, '_' and '-' (and is not '%s')",
                     l->id, RF_INVENTORY_ID);
        else if (rf_content_map_list(c, l->id))
            ju_error(d, p, "map '%s' is listed twice", l->id);
    }
    ju_get_string(d, v, path, "name", true, l->name, sizeof l->name);
    ju_get_string(d, v, path, "rule", true, l->rule, sizeof l->rule);
    ju_get_string(d, v, path, "note", false, note, sizeof note);
    read_modes(d, v, path, l);
    read_items(d, c, v, path, l);
    if (d->nerrors == before) c->nlists++;
}

static void read_inventory(ju_doc *d, rf_content *c)
{
    const json_t *v = ju_get_object(d, d->root, "", "inventory", true);
    if (!v) return;
    rf_map_list *l = &c->lists[c->nlists];
    memset(l, 0, sizeof *l);
    int before = d->nerrors;
    char note[512];
    ju_check_keys(d, v, "inventory", inv_keys);
    snprintf(l->id, sizeof l->id, "%s", RF_INVENTORY_ID);
    snprintf(l->name, sizeof l->name, "Core box");
    ju_get_string(d, v, "inventory", "rule", true, l->rule, sizeof l->rule);
    ju_get_string(d, v, "inventory", "note", false, note, sizeof note);
    read_items(d, c, v, "inventory", l);
    if (d->nerrors == before) c->nlists++;
}

rf_status rf_map_lists_load(const char *path, rf_content *c, rf_error *err)
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
