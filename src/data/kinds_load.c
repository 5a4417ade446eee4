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
#include "data/loaders.h"

static const char *const root_keys[] = { "about", "kinds", NULL };
static const char *const kind_keys[] = { "id",     "name",        "placement", "sizes",
                                         "lengths", "level",      "traits",    "zone_radius",
                                         "roof_edge", "link_cost", "zone_ht",  "zone_blocks",
                                         "source",    NULL };
static const char *const placements[] = { "space", "edge", "point", "area" };

static bool id_ok(const char *s)
{
    for (; *s; s++)
        if (!(islower((unsigned char)*s) || isdigit((unsigned char)*s) || *s == '_')) return false;
    return true;
}

static void read_identity(ju_doc *d, const json_t *v, const char *path, geo_kind *k,
                          const geo_kinds *done)
{
    char p[JU_PATH_LEN];
    ju_path_key(p, sizeof p, path, "id");
    if (ju_get_string(d, v, path, "id", true, k->id, sizeof k->id) == 1) {
        if (!id_ok(k->id))
            ju_error(d, p, "id '%s' may only hold a-z, 0-9 and '_'", k->id);
        else if (geo_kinds_find(done, k->id) >= 0)
            ju_error(d, p, "kind '%s' is defined twice", k->id);
    }
    ju_get_string(d, v, path, "name", true, k->name, sizeof k->name);
    char src[256];
    ju_get_string(d, v, path, "source", true, src, sizeof src);
}

static void read_placement(ju_doc *d, const json_t *v, const char *path, geo_kind *k)
{
    char s[16], p[JU_PATH_LEN];
    if (ju_get_string(d, v, path, "placement", true, s, sizeof s) != 1) return;
    for (unsigned i = 0; i < sizeof placements / sizeof *placements; i++)
        if (strcmp(s, placements[i]) == 0) {
            k->placement = (uint8_t)i;
            return;
        }
    ju_path_key(p, sizeof p, path, "placement");
    ju_error(d, p, "unknown placement '%s' (area, edge, space or point)", s);
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

/* level, zone_radius, roof_edge, link_cost and how they fit the traits. */
static void read_numbers(ju_doc *d, const json_t *v, const char *path, geo_kind *k)
{
    int level = 0, radius = 0, cost = 0;
    bool roof = false;
    char p[JU_PATH_LEN];
    int has_level = ju_get_int(d, v, path, "level", false, -1, 2, &level);
    ju_get_int(d, v, path, "zone_radius", false, 0, 16, &radius);
    ju_get_bool(d, v, path, "roof_edge", false, &roof);
    ju_get_int(d, v, path, "link_cost", false, 0, 7, &cost);   /* move.c: at most GEO_MAX_STEP_COST */
    k->level = (int8_t)level;
    k->zone_radius = (uint8_t)radius;
    k->roof_edge = roof;
    k->link_cost = (uint8_t)cost;
    if (has_level == 1 && level != 0 && !(k->traits & GEO_T_LEVEL)) {
        ju_path_key(p, sizeof p, path, "level");
        ju_error(d, p, "a level needs the LEVEL trait (rule TRAIT-13)");
    } else if (has_level == 0 && (k->traits & GEO_T_LEVEL)) {
        ju_error(d, path, "the LEVEL trait needs a \"level\" (rule TRAIT-13)");
    }
    if ((radius > 0) != ((k->traits & GEO_T_ZONE) != 0))
        ju_error(d, path, "a ZONE kind needs a zone_radius and only a ZONE kind has one "
                          "(rule ZONE-2)");
}

/* What a zone does (ZONE-6): "zone_ht", the Hit Threshold added to a Shoot
 * it applies to (ZONE-7, ZONE-9), and "zone_blocks", the damage tags it
 * prevents to a legend in it (DATA-GAPS 7.3 beta: the Dome and <ORDNANCE>). */
static void read_zone_effects(ju_doc *d, const json_t *v, const char *path, geo_kind *k)
{
    char p[JU_PATH_LEN], ep[JU_PATH_LEN];
    int ht = 0;
    bool zone = (k->traits & GEO_T_ZONE) != 0;
    const char *why = "only a ZONE kind changes the rules in its area (rule ZONE-6)";
    if (ju_get_int(d, v, path, "zone_ht", false, 0, 50, &ht) == 1 && !zone) {
        ju_path_key(p, sizeof p, path, "zone_ht");
        ju_error(d, p, "%s", why);
    }
    k->zone_ht = (uint8_t)ht;
    const json_t *arr = ju_get_array(d, v, path, "zone_blocks", false, 1, GEO_DTAG_COUNT);
    if (!arr) return;
    ju_path_key(p, sizeof p, path, "zone_blocks");
    if (!zone) ju_error(d, p, "%s", why);
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

static void read_kind(ju_doc *d, const json_t *v, const char *path, geo_kinds *out)
{
    geo_kind k;
    memset(&k, 0, sizeof k);
    int before = d->nerrors;
    ju_check_keys(d, v, path, kind_keys);
    if (!json_is_object(v)) return;
    read_identity(d, v, path, &k, out);
    read_placement(d, v, path, &k);
    read_traits(d, v, path, &k);
    read_sizes(d, v, path, &k);
    read_lengths(d, v, path, &k);
    read_numbers(d, v, path, &k);
    read_zone_effects(d, v, path, &k);
    if (d->nerrors == before) out->kind[out->count++] = k;
}

rf_status rf_kinds_load(const char *path, geo_kinds *out, rf_error *err)
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
