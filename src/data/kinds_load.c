/*
 * kinds_load.c — data/components.json → geo_kinds (rule TRAIT, GRID-5).
 *
 * Every kind has an id, a name, a placement (area, edge, space, point),
 * its traits and a non-empty "source" (provenance: a rule ID or
 * "designed", docs/data-provenance.md). Area kinds list their sizes, edge
 * kinds their run lengths; "level" (TRAIT-13) is given exactly when the
 * kind has the LEVEL trait; "zone_ht" and "zone_blocks" (what a zone does)
 * only on a ZONE kind. Ids are unique; unknown traits are errors.
 */
#include <ctype.h>
#include <string.h>

#include "data/json_util.h"
#include "data/ju_fields.h"
#include "data/loaders.h"

static const char *const root_keys[] = { "about", "kinds", NULL };
static const char *const placements[] = { "space", "edge", "point", "area" };

static bool id_ok(const char *s)
{
    for (; *s; s++)
        if (!(islower((unsigned char)*s) || isdigit((unsigned char)*s) || *s == '_')) return false;
    return true;
}

/* "id": a-z, 0-9 and '_', defined once (the kinds read so far in ctx). */
static void id_field(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                     void *rec, void *ctx)
{
    (void)f;
    geo_kind *k = rec;
    char p[JU_PATH_LEN];
    ju_path_key(p, sizeof p, path, "id");
    if (ju_get_string(d, v, path, "id", true, k->id, sizeof k->id) != 1) return;
    if (!id_ok(k->id))
        ju_error(d, p, "id '%s' may only hold a-z, 0-9 and '_'", k->id);
    else if (geo_kinds_find(ctx, k->id) >= 0)
        ju_error(d, p, "kind '%s' is defined twice", k->id);
}

static void read_traits(ju_doc *d, const json_t *v, const char *path, geo_kind *k)
{
    char p[JU_PATH_LEN], ep[JU_PATH_LEN];
    const json_t *arr = ju_get_array(d, v, path, "traits", true, 0, GEO_TRAIT_COUNT);
    if (!arr) return;
    ju_path_key(p, sizeof p, path, "traits");
    size_t i;
    const json_t *t;
    json_array_foreach(arr, i, t) {
        ju_path_index(ep, sizeof ep, p, i);
        uint32_t bit = json_is_string(t) ? geo_trait_parse(json_string_value(t)) : 0;
        if (!json_is_string(t))
            ju_error(d, ep, "expected a trait name, got %s", ju_type_name(t));
        else if (!bit)
            ju_error(d, ep, "unknown trait '%s' (rule TRAIT; e.g. BLOCKADE, OBSTACLE, COVER)",
                     json_string_value(t));
        else if (k->traits & bit)
            ju_error(d, ep, "trait '%s' is listed twice", json_string_value(t));
        k->traits |= bit;
    }
}

static void read_sizes(ju_doc *d, const json_t *v, const char *path, geo_kind *k)
{
    char p[JU_PATH_LEN], ep[JU_PATH_LEN];
    const json_t *arr = ju_get_array(d, v, path, "sizes", k->placement == GEO_ON_AREA, 1, 8);
    if (!arr) return;
    ju_path_key(p, sizeof p, path, "sizes");
    if (k->placement != GEO_ON_AREA) {
        ju_error(d, p, "only area kinds (buildings, canyon tiles) have sizes");
        return;
    }
    size_t i;
    const json_t *s;
    json_array_foreach(arr, i, s) {
        int w, h;
        ju_path_index(ep, sizeof ep, p, i);
        if (!json_is_string(s) || !ju_parse_size(json_string_value(s), GEO_MAX_DIM, &w, &h)) {
            ju_error(d, ep, "expected a size \"WxH\" such as \"2x3\"");
            continue;
        }
        k->sizes[k->nsizes][0] = (uint8_t)w;
        k->sizes[k->nsizes][1] = (uint8_t)h;
        k->nsizes++;
    }
}

static void read_lengths(ju_doc *d, const json_t *v, const char *path, geo_kind *k)
{
    char p[JU_PATH_LEN], ep[JU_PATH_LEN];
    const json_t *arr = ju_get_array(d, v, path, "lengths", k->placement == GEO_ON_EDGE, 1, 7);
    if (!arr) return;
    ju_path_key(p, sizeof p, path, "lengths");
    if (k->placement != GEO_ON_EDGE) {
        ju_error(d, p, "only edge kinds (walls, half walls, bins) have lengths");
        return;
    }
    size_t i;
    const json_t *l;
    json_array_foreach(arr, i, l) {
        ju_path_index(ep, sizeof ep, p, i);
        if (!json_is_integer(l) || json_integer_value(l) < 1 || json_integer_value(l) > 7)
            ju_error(d, ep, "expected a run length from 1 to 7");
        else
            k->lengths |= (uint8_t)(1u << json_integer_value(l));
    }
}

/* level, zone_radius and how they fit the traits (the finishing pass). */
static void check_numbers(ju_doc *d, const json_t *v, const char *path, const geo_kind *k)
{
    char p[JU_PATH_LEN];
    bool has_level = json_object_get(v, "level") != NULL;
    if (has_level && k->level != 0 && !(k->traits & GEO_T_LEVEL)) {
        ju_path_key(p, sizeof p, path, "level");
        ju_error(d, p, "a level needs the LEVEL trait (rule TRAIT-13)");
    } else if (!has_level && (k->traits & GEO_T_LEVEL)) {
        ju_error(d, path, "the LEVEL trait needs a \"level\" (rule TRAIT-13)");
    }
    if ((k->zone_radius > 0) != ((k->traits & GEO_T_ZONE) != 0))
        ju_error(d, path, "a ZONE kind needs a zone_radius and only a ZONE kind has one "
                          "(rule ZONE-2)");
}

/* What a zone does (ZONE-6): "zone_ht", the Hit Threshold added to a Shoot
 * it applies to (ZONE-7, ZONE-9), read by the table, and "zone_blocks", the
 * damage tags it prevents to a legend in it (DATA-GAPS 7.3 beta: the Dome
 * and <ORDNANCE>); only on a ZONE kind (checked in the finishing pass). */
static void read_zone_blocks(ju_doc *d, const json_t *v, const char *path, geo_kind *k)
{
    char p[JU_PATH_LEN], ep[JU_PATH_LEN];
    const json_t *arr = ju_get_array(d, v, path, "zone_blocks", false, 1, GEO_DTAG_COUNT);
    if (!arr) return;
    ju_path_key(p, sizeof p, path, "zone_blocks");
    size_t i;
    const json_t *t;
    json_array_foreach(arr, i, t) {
        ju_path_index(ep, sizeof ep, p, i);
        unsigned bit = json_is_string(t) ? geo_dtag_parse(json_string_value(t)) : 0;
        if (!bit)
            ju_error(d, ep, "expected a damage tag (ordnance)");
        else if (k->zone_blocks & bit)
            ju_error(d, ep, "damage tag '%s' is listed twice", json_string_value(t));
        k->zone_blocks |= (uint8_t)bit;
    }
}

static void check_zone_effects(ju_doc *d, const json_t *v, const char *path, const geo_kind *k)
{
    char p[JU_PATH_LEN];
    const char *why = "only a ZONE kind changes the rules in its area (rule ZONE-6)";
    if (k->traits & GEO_T_ZONE) return;
    if (json_is_integer(json_object_get(v, "zone_ht"))) {
        ju_path_key(p, sizeof p, path, "zone_ht");
        ju_error(d, p, "%s", why);
    }
    if (json_is_array(json_object_get(v, "zone_blocks"))) {
        ju_path_key(p, sizeof p, path, "zone_blocks");
        ju_error(d, p, "%s", why);
    }
}

#define CUSTOM(name, fn) \
    static void name(ju_doc *d, const json_t *v, const char *path, const ju_field *f, \
                     void *rec, void *ctx) { (void)f, (void)ctx; fn(d, v, path, rec); }
CUSTOM(traits_field, read_traits)
CUSTOM(sizes_field, read_sizes)
CUSTOM(lengths_field, read_lengths)
CUSTOM(zone_blocks_field, read_zone_blocks)

/* The finishing pass: the numbers and zone effects against the traits; a
 * clean kind is kept. */
static void finish_kind(ju_doc *d, const json_t *v, const char *path, void *rec, void *ctx,
                        bool clean)
{
    geo_kinds *out = ctx;
    int before = d->nerrors;
    check_numbers(d, v, path, rec);
    check_zone_effects(d, v, path, rec);
    if (clean && d->nerrors == before) out->kind[out->count++] = *(const geo_kind *)rec;
}

/* A component kind (GRID-5, TRAIT). */
static const ju_field kind_fields[] = {
    JU_CUSTOM_("id", true, id_field, NULL),
    JU_STR_("name", true, geo_kind, name, NULL),
    JU_TEXT_("source", true, 256),
    JU_NAME_("placement", true, geo_kind, placement, placements, 4, "placement", "GRID-5"),
    JU_CUSTOM_("traits", true, traits_field, NULL),
    JU_CUSTOM_("sizes", false, sizes_field, NULL),
    JU_CUSTOM_("lengths", false, lengths_field, NULL),
    JU_INT_("level", false, geo_kind, level, -1, 2, "TRAIT-13"),
    JU_INT_("zone_radius", false, geo_kind, zone_radius, 0, 16, "ZONE-2"),
    JU_BOOL_("roof_edge", false, geo_kind, roof_edge, NULL),
    JU_INT_("link_cost", false, geo_kind, link_cost, 0, 7, NULL),  /* move.c: GEO_MAX_STEP_COST */
    JU_INT_("zone_ht", false, geo_kind, zone_ht, 0, 50, "ZONE-9"),
    JU_CUSTOM_("zone_blocks", false, zone_blocks_field, "ZONE-6"),
    JU_END,
};
static const ju_record kind_record = { "component kind", kind_fields, finish_kind };

static void read_kind(ju_doc *d, const json_t *v, const char *path, geo_kinds *out)
{
    geo_kind k;
    memset(&k, 0, sizeof k);
    ju_read_record(d, v, path, &kind_record, &k, out);
}

rf_status content_load_kinds(const char *path, geo_kinds *out, rf_error *err)
{
    ju_doc d;
    rf_status st = ju_open_file(&d, path, RF_E_DATA, err);
    if (st != RF_OK) return st;
    memset(out, 0, sizeof *out);
    ju_check_keys(&d, d.root, "", root_keys);
    const json_t *arr = ju_get_array(&d, d.root, "", "kinds", true, 1, GEO_MAX_KINDS);
    size_t i;
    const json_t *v;
    json_array_foreach(arr, i, v) {
        char p[JU_PATH_LEN];
        ju_path_index(p, sizeof p, "kinds", i);
        read_kind(&d, v, p, out);
    }
    st = ju_result(&d, err);
    ju_close(&d);
    return st;
}
