/*
 * roles_load.c — data/roles.json → c->roles (rules/assn.h; rules ASSN-2,
 * ASSN-6, ASSN-8, DATA-GAPS 6.6).
 *
 * What a loaded file guarantees: exactly the two roles the engine knows,
 * "guardian" and "leader", each once, 2 guardians and 1 leader per squad
 * (ASSN-6: 3 cards per colour, ASSN-2); each has a basic and a constant
 * effect (ASSN-8) naming a known effect, of its own kind (a basic effect
 * is played, a constant one is lasting), with numbers in range and a text
 * for players. Errors name the file, line and field, as every loader.
 */
#include <stdio.h>
#include <string.h>

#include "data/json_util.h"
#include "data/loaders.h"

static const char *const root_keys[] = { "about", "roles", NULL };
static const char *const role_keys[] = { "id", "name", "name_pl", "per_squad", "basic",
                                         "constant", "source", "note", NULL };
static const char *const effect_keys[] = { "effect", "a", "text", NULL };
static const char *const role_ids[RF_ROLE_KINDS] = { "guardian", "leader" };
/* In the order of enum rf_role_effect. */
static const char *const effect_names[RF_REFF_COUNT] = { "extra_ap", "draw_on_elimination",
                                                          "lifesteal", "ally_use_shield" };
/* Which effects are basic (played) and which constant (lasting), ASSN-8. */
static const bool effect_basic[RF_REFF_COUNT] = { true, false, true, false };
/* How many numbers each effect takes, and their range. */
static const int effect_args[RF_REFF_COUNT] = { 1, 1, 1, 2 };
static const int effect_max[RF_REFF_COUNT] = { 2, 2, 40, 40 };
/* ASSN-6: cards per squad. */
static const int per_squad[RF_ROLE_KINDS] = { 2, 1 };

static void read_args(ju_doc *d, const json_t *v, const char *path, rf_role_effect_def *e)
{
    char p[JU_PATH_LEN], ip[JU_PATH_LEN];
    int want = effect_args[e->effect];
    const json_t *arr = ju_get_array(d, v, path, "a", true, (size_t)want, (size_t)want);
    ju_path_key(p, sizeof p, path, "a");
    for (int i = 0; arr && i < want; i++) {
        const json_t *x = json_array_get(arr, (size_t)i);
        ju_path_index(ip, sizeof ip, p, (size_t)i);
        if (!json_is_integer(x) || json_integer_value(x) < 1 ||
            json_integer_value(x) > effect_max[e->effect]) {
            ju_error(d, ip, "expected a whole number from 1 to %d for %s",
                     effect_max[e->effect], effect_names[e->effect]);
            continue;
        }
        e->a[i] = (int8_t)json_integer_value(x);
    }
}

/* "basic" or "constant": {effect, a, text}. */
static void read_effect(ju_doc *d, const json_t *role, const char *path, const char *key,
                        bool basic, rf_role_effect_def *e)
{
    char p[JU_PATH_LEN];
    const json_t *v = ju_get_object(d, role, path, key, true);
    if (!v) return;
    ju_path_key(p, sizeof p, path, key);
    ju_check_keys(d, v, p, effect_keys);
    int k = ju_get_name(d, v, p, "effect", true, effect_names, RF_REFF_COUNT, "role effect");
    ju_get_string(d, v, p, "text", true, e->text, sizeof e->text);
    if (k < 0) return;
    e->effect = (uint8_t)k;
    if (effect_basic[k] != basic) {
        char ep[JU_PATH_LEN];
        ju_path_key(ep, sizeof ep, p, "effect");
        ju_error(d, ep, "%s is a %s effect, not a %s one (ASSN-8)", effect_names[k],
                 effect_basic[k] ? "basic" : "constant", basic ? "basic" : "constant");
        return;
    }
    read_args(d, v, p, e);
}

static void read_role(ju_doc *d, const json_t *v, const char *path, rf_roles *rs, uint8_t *seen)
{
    char id[16], p[JU_PATH_LEN];
    ju_check_keys(d, v, path, role_keys);
    if (!json_is_object(v) || !ju_get_id(d, v, path, "id", id, sizeof id)) return;
    ju_path_key(p, sizeof p, path, "id");
    int r = -1;
    for (int i = 0; i < RF_ROLE_KINDS; i++)
        if (strcmp(id, role_ids[i]) == 0) r = i;
    if (r < 0) {
        ju_error(d, p, "unknown role '%s': Assassination has guardian and leader (ASSN-6)", id);
        return;
    }
    if (*seen & (1u << r)) {
        ju_error(d, p, "role '%s' is defined twice", id);
        return;
    }
    *seen |= (uint8_t)(1u << r);
    rf_role_def *def = &rs->role[r];
    snprintf(def->id, sizeof def->id, "%s", id);
    ju_get_string(d, v, path, "name", true, def->name, sizeof def->name);
    char pl[48];
    ju_get_string(d, v, path, "name_pl", false, pl, sizeof pl);
    int n = 0;
    if (ju_get_int(d, v, path, "per_squad", true, 1, 3, &n) == 1 && n != per_squad[r]) {
        ju_path_key(p, sizeof p, path, "per_squad");
        ju_error(d, p, "a squad has %d %s card%s (ASSN-6)", per_squad[r], id,
                 per_squad[r] == 1 ? "" : "s");
    }
    def->per_squad = (uint8_t)n;
    read_effect(d, v, path, "basic", true, &def->basic);
    read_effect(d, v, path, "constant", false, &def->constant);
    ju_read_source(d, v, path, "source");
}

static void body(ju_doc *d, void *out)
{
    rf_roles *rs = out;
    uint8_t seen = 0;
    const json_t *arr = ju_get_array(d, d->root, "", "roles", true, 1, 4);
    size_t i;
    const json_t *v;
    json_array_foreach(arr, i, v) {
        char p[JU_PATH_LEN];
        ju_path_index(p, sizeof p, "roles", i);
        read_role(d, v, p, rs, &seen);
    }
    if (d->nerrors) return;
    for (int r = 0; r < RF_ROLE_KINDS; r++)
        if (!(seen & (1u << r))) ju_error(d, "roles", "role '%s' is missing", role_ids[r]);
    rs->loaded = true;
}

rf_status rf_roles_load(const char *path, rf_content *c, rf_error *err)
{
    rf_roles rs;
    memset(&rs, 0, sizeof rs);
    rf_status st = ju_load_file(path, root_keys, body, &rs, err);
    if (st == RF_OK) c->roles = rs;
    return st;
}
