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
#include "data/loaders.h"
#include "data/modes.h"

const char *const rf_mode_ids[RF_MODES] = { "BR", "ASSN", "TDM", "CHAMP", "CTF" };
const char *const rf_module_ids[RF_MODULES] = { "ring",      "heat_shields", "supply_drops",
                                                "replicator", "events",       "gun_run" };

static const char *const root_keys[] = { "about", "modules", "modes", NULL };
static const char *const module_keys[] = { "id", "name", "excludes", "source", "note", NULL };
static const char *const mode_keys[] = { "id", "name", "squads", "modules", "source", "note",
                                         NULL };

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

static void read_module(ju_doc *d, const json_t *v, const char *path, rf_modes *ms, uint8_t *seen)
{
    char id[16], p[JU_PATH_LEN];
    ju_check_keys(d, v, path, module_keys);
    if (!json_is_object(v) || !ju_get_id(d, v, path, "id", id, sizeof id)) return;
    ju_path_key(p, sizeof p, path, "id");
    int m = rf_module_parse(id);
    if (m < 0 || strcmp(id, rf_module_ids[m]) != 0) {
        ju_error(d, p, "unknown module '%s': the engine has ring, heat_shields, supply_drops, "
                       "replicator, events and gun_run", id);
        return;
    }
    if (*seen & (1u << m)) {
        ju_error(d, p, "module '%s' is defined twice", id);
        return;
    }
    *seen |= (uint8_t)(1u << m);
    rf_module_def *def = &ms->module[m];
    snprintf(def->id, sizeof def->id, "%s", id);
    ju_get_string(d, v, path, "name", true, def->name, sizeof def->name);
    def->excludes = read_module_list(d, v, path, "excludes", false);
    if (def->excludes & (1u << m)) ju_error(d, p, "a module cannot exclude itself");
    ju_read_source(d, v, path, "source");
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

static void read_mode(ju_doc *d, const json_t *v, const char *path, rf_modes *ms, uint8_t *seen)
{
    char id[8], p[JU_PATH_LEN];
    ju_check_keys(d, v, path, mode_keys);
    if (!json_is_object(v) || ju_get_string(d, v, path, "id", true, id, sizeof id) != 1) return;
    ju_path_key(p, sizeof p, path, "id");
    int m = -1;
    for (int i = 0; i < RF_MODES; i++)
        if (strcmp(id, rf_mode_ids[i]) == 0) m = i;
    if (m < 0) {
        ju_error(d, p, "unknown mode '%s': the match settings have BR, ASSN, TDM, CHAMP and CTF",
                 id);
        return;
    }
    if (*seen & (1u << m)) {
        ju_error(d, p, "mode '%s' is defined twice", id);
        return;
    }
    *seen |= (uint8_t)(1u << m);
    rf_mode_def *def = &ms->mode[m];
    snprintf(def->id, sizeof def->id, "%s", id);
    ju_get_string(d, v, path, "name", true, def->name, sizeof def->name);
    read_squads(d, v, path, def);
    def->modules = read_module_list(d, v, path, "modules", true);
    ju_read_source(d, v, path, "source");
}

static void each(ju_doc *d, const char *key, rf_modes *ms, uint8_t *seen,
                 void (*fn)(ju_doc *, const json_t *, const char *, rf_modes *, uint8_t *))
{
    const json_t *arr = ju_get_array(d, d->root, "", key, true, 1, 16);
    size_t i;
    const json_t *v;
    json_array_foreach(arr, i, v) {
        char p[JU_PATH_LEN];
        ju_path_index(p, sizeof p, key, i);
        fn(d, v, p, ms, seen);
    }
}

static void body(ju_doc *d, void *out)
{
    rf_modes *ms = out;
    uint8_t modules = 0, modes = 0;
    each(d, "modules", ms, &modules, read_module);
    each(d, "modes", ms, &modes, read_mode);
    if (d->nerrors) return;
    for (int m = 0; m < RF_MODULES; m++)
        if (!(modules & (1u << m))) ju_error(d, "modules", "module '%s' is missing", rf_module_ids[m]);
    for (int m = 0; m < RF_MODES; m++)
        if (!(modes & (1u << m))) ju_error(d, "modes", "mode '%s' is missing", rf_mode_ids[m]);
    for (int a = 0; a < RF_MODULES; a++)                          /* MOD-2 works both ways */
        for (int b = 0; b < RF_MODULES; b++)
            if (ms->module[a].excludes & (1u << b)) ms->module[b].excludes |= (uint8_t)(1u << a);
    ms->loaded = true;
}

rf_status rf_modes_load(const char *path, rf_content *c, rf_error *err)
{
    rf_modes ms;
    memset(&ms, 0, sizeof ms);
    rf_status st = ju_load_file(path, root_keys, body, &ms, err);
    if (st == RF_OK) c->modes = ms;
    return st;
}
