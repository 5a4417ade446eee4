/*
 * modes_load.c — data/modes.json → c->modes (rules/modes.h; docs/modes.md).
 *
 * What a loaded file guarantees: exactly the six modules the engine knows
 * (ring, heat_shields, supply_drops, replicator, events, gun_run) and the
 * five modes (BR, ASSN, TDM, CHAMP, CTF), each once; "excludes" names
 * modules and is symmetric once loaded (MOD-2); a mode's squads are pairs
 * of 1 … 6 legends with at most 6 in all; its modules are known ids, each
 * once (MOD-4). Errors name the file, line and field, as every loader.
 */
#include <stdio.h>
#include <string.h>

#include "data/json_util.h"
#include "data/ju_fields.h"
#include "data/loaders.h"
#include "data/modes.h"

const char *const rf_mode_ids[RF_MODES] = { "BR", "ASSN", "TDM", "CHAMP", "CTF" };
const char *const rf_module_ids[RF_MODULES] = { "ring",      "heat_shields", "supply_drops",
                                                "replicator", "events",       "gun_run" };

static const char *const root_keys[] = { "about", "modules", "modes", NULL };

/* A list of module ids as bits; each at most once. */
static uint8_t read_module_list(ju_doc *d, const json_t *v, const char *path, const char *key,
                                bool required)
{
    const json_t *arr = ju_get_array(d, v, path, key, required, 0, RF_MODULES);
    uint8_t bits = 0;
    size_t i;
    const json_t *x;
    char p[JU_PATH_LEN], ip[JU_PATH_LEN];
    ju_path_key(p, sizeof p, path, key);
    json_array_foreach(arr, i, x) {
        ju_path_index(ip, sizeof ip, p, i);
        int m = json_is_string(x) ? rf_module_parse(json_string_value(x)) : -1;
        if (m < 0)
            ju_error(d, ip, "expected a module id (ring, heat_shields, supply_drops, replicator, "
                            "events or gun_run)");
        else if (bits & (1u << m))
            ju_error(d, ip, "module '%s' is listed twice", rf_module_ids[m]);
        else
            bits |= (uint8_t)(1u << m);
    }
    return bits;
}

typedef struct modes_ctx { rf_modes *ms; uint8_t seen; int m; } modes_ctx;

/* "id" of a module: one the engine knows, each once; cx->m its index, -1
 * when refused. */
static void module_id_field(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                            void *rec, void *ctx)
{
    (void)f;
    modes_ctx *cx = ctx;
    rf_module_def *def = rec;
    char p[JU_PATH_LEN];
    cx->m = -1;
    if (!ju_get_id(d, v, path, "id", def->id, sizeof def->id)) return;
    ju_path_key(p, sizeof p, path, "id");
    int m = rf_module_parse(def->id);
    if (m < 0 || strcmp(def->id, rf_module_ids[m]) != 0) {
        ju_error(d, p, "unknown module '%s': the engine has ring, heat_shields, supply_drops, "
                       "replicator, events and gun_run", def->id);
        return;
    }
    if (cx->seen & (1u << m)) {
        ju_error(d, p, "module '%s' is defined twice", def->id);
        return;
    }
    cx->seen |= (uint8_t)(1u << m);
    cx->m = m;
}

static void excludes_field(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                           void *rec, void *ctx)
{
    (void)f, (void)ctx;
    ((rf_module_def *)rec)->excludes = read_module_list(d, v, path, "excludes", false);
}

/* The finishing pass: a module does not exclude itself (MOD-2); it goes
 * to its place. */
static void finish_module(ju_doc *d, const json_t *v, const char *path, void *rec, void *ctx,
                          bool clean)
{
    (void)v, (void)clean;
    const modes_ctx *cx = ctx;
    const rf_module_def *def = rec;
    char p[JU_PATH_LEN];
    if (cx->m < 0) return;
    ju_path_key(p, sizeof p, path, "id");
    if (def->excludes & (1u << cx->m)) ju_error(d, p, "a module cannot exclude itself");
    cx->ms->module[cx->m] = *def;
}

/* A module (MOD-1, MOD-2: what it excludes). */
static const ju_field module_fields[] = {
    JU_CUSTOM_("id", true, module_id_field, "MOD-1"),
    JU_STR_("name", true, rf_module_def, name, NULL),
    JU_CUSTOM_("excludes", false, excludes_field, "MOD-2"),
    JU_SOURCE_("source"),
    JU_TEXT_("note", false, 300),
    JU_END,
};
static const ju_record module_record = { "module", module_fields, finish_module };

static void read_module(ju_doc *d, const json_t *v, const char *path, modes_ctx *cx)
{
    rf_module_def def;
    memset(&def, 0, sizeof def);
    ju_read_record(d, v, path, &module_record, &def, cx);
}

/* "squads": [[red, blue], …] (BR-1, CHAMP-1). */
static void read_squads(ju_doc *d, const json_t *v, const char *path, rf_mode_def *def)
{
    const json_t *arr = ju_get_array(d, v, path, "squads", true, 1, RF_MODE_SIZES);
    size_t i;
    const json_t *x;
    char p[JU_PATH_LEN], ip[JU_PATH_LEN];
    ju_path_key(p, sizeof p, path, "squads");
    json_array_foreach(arr, i, x) {
        ju_path_index(ip, sizeof ip, p, i);
        const json_t *r = json_array_get(x, 0), *b = json_array_get(x, 1);
        if (!json_is_array(x) || json_array_size(x) != 2 || !json_is_integer(r) ||
            !json_is_integer(b) || json_integer_value(r) < 1 || json_integer_value(b) < 1 ||
            json_integer_value(r) + json_integer_value(b) > RF_SETUP_MAX_LEGENDS) {
            ju_error(d, ip, "expected [red, blue]: legends per squad, 1 or more, at most %d in "
                            "all", RF_SETUP_MAX_LEGENDS);
            continue;
        }
        def->size[def->nsizes][0] = (uint8_t)json_integer_value(r);
        def->size[def->nsizes][1] = (uint8_t)json_integer_value(b);
        def->nsizes++;
    }
}

/* "id" of a mode: one of the match settings' five (MAP-4), each once. */
static void mode_id_field(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                          void *rec, void *ctx)
{
    (void)f;
    modes_ctx *cx = ctx;
    rf_mode_def *def = rec;
    char p[JU_PATH_LEN];
    cx->m = -1;
    if (ju_get_string(d, v, path, "id", true, def->id, sizeof def->id) != 1) return;
    ju_path_key(p, sizeof p, path, "id");
    int m = -1;
    for (int i = 0; i < RF_MODES; i++)
        if (strcmp(def->id, rf_mode_ids[i]) == 0) m = i;
    if (m < 0) {
        ju_error(d, p, "unknown mode '%s': the match settings have BR, ASSN, TDM, CHAMP and CTF",
                 def->id);
        return;
    }
    if (cx->seen & (1u << m)) {
        ju_error(d, p, "mode '%s' is defined twice", def->id);
        return;
    }
    cx->seen |= (uint8_t)(1u << m);
    cx->m = m;
}

static void squads_field(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                         void *rec, void *ctx)
{
    (void)f, (void)ctx;
    read_squads(d, v, path, rec);
}

static void modules_field(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                          void *rec, void *ctx)
{
    (void)f, (void)ctx;
    ((rf_mode_def *)rec)->modules = read_module_list(d, v, path, "modules", true);
}

static void finish_mode(ju_doc *d, const json_t *v, const char *path, void *rec, void *ctx,
                        bool clean)
{
    (void)d, (void)v, (void)path, (void)clean;
    const modes_ctx *cx = ctx;
    if (cx->m >= 0) cx->ms->mode[cx->m] = *(const rf_mode_def *)rec;
}

/* A mode (MAP-4; BR-1, CHAMP-1: its squads; MOD-4: its modules). */
static const ju_field mode_fields[] = {
    JU_CUSTOM_("id", true, mode_id_field, "MAP-4"),
    JU_STR_("name", true, rf_mode_def, name, NULL),
    JU_CUSTOM_("squads", true, squads_field, "BR-1"),
    JU_CUSTOM_("modules", true, modules_field, "MOD-4"),
    JU_SOURCE_("source"),
    JU_TEXT_("note", false, 300),
    JU_END,
};
static const ju_record mode_record = { "mode", mode_fields, finish_mode };

static void read_mode(ju_doc *d, const json_t *v, const char *path, modes_ctx *cx)
{
    rf_mode_def def;
    memset(&def, 0, sizeof def);
    ju_read_record(d, v, path, &mode_record, &def, cx);
}

static void each(ju_doc *d, const char *key, modes_ctx *cx,
                 void (*fn)(ju_doc *, const json_t *, const char *, modes_ctx *))
{
    const json_t *arr = ju_get_array(d, d->root, "", key, true, 1, 16);
    size_t i;
    const json_t *v;
    json_array_foreach(arr, i, v) {
        char p[JU_PATH_LEN];
        ju_path_index(p, sizeof p, key, i);
        fn(d, v, p, cx);
    }
}

static void body(ju_doc *d, void *out)
{
    rf_modes *ms = out;
    modes_ctx modules = { ms, 0, -1 }, modes = { ms, 0, -1 };
    each(d, "modules", &modules, read_module);
    each(d, "modes", &modes, read_mode);
    if (d->nerrors) return;
    for (int m = 0; m < RF_MODULES; m++)
        if (!(modules.seen & (1u << m)))
            ju_error(d, "modules", "module '%s' is missing", rf_module_ids[m]);
    for (int m = 0; m < RF_MODES; m++)
        if (!(modes.seen & (1u << m))) ju_error(d, "modes", "mode '%s' is missing", rf_mode_ids[m]);
    for (int a = 0; a < RF_MODULES; a++)                          /* MOD-2 works both ways */
        for (int b = 0; b < RF_MODULES; b++)
            if (ms->module[a].excludes & (1u << b)) ms->module[b].excludes |= (uint8_t)(1u << a);
    ms->loaded = true;
}

rf_status content_load_modes(const char *path, rf_content *c, rf_error *err)
{
    rf_modes ms;
    memset(&ms, 0, sizeof ms);
    rf_status st = ju_load_file(path, root_keys, body, &ms, err);
    if (st == RF_OK) c->modes = ms;
    return st;
}
