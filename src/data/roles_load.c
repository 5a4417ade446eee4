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
#include "data/ju_fields.h"
#include "data/loaders.h"

static const char *const root_keys[] = { "about", "roles", NULL };
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

/* "a": the effect's numbers, after its name (read first): as many as the
 * effect takes, each in its range. */
static void args_field(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                       void *rec, void *ctx)
{
    (void)f;
    rf_role_effect_def *e = rec;
    bool basic = *(const bool *)ctx;
    char p[JU_PATH_LEN], ip[JU_PATH_LEN];
    if (e->effect >= RF_REFF_COUNT) return;          /* its name was refused */
    if (effect_basic[e->effect] != basic) {
        ju_path_key(p, sizeof p, path, "effect");
        ju_error(d, p, "%s is a %s effect, not a %s one (ASSN-8)", effect_names[e->effect],
                 effect_basic[e->effect] ? "basic" : "constant", basic ? "basic" : "constant");
        return;
    }
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

/* A role card's basic or constant effect (ASSN-8). */
static const ju_field effect_fields[] = {
    JU_NAME_("effect", true, rf_role_effect_def, effect, effect_names, RF_REFF_COUNT,
             "role effect", "ASSN-8"),
    JU_CUSTOM_("a", true, args_field, "ASSN-8"),
    JU_STR_("text", true, rf_role_effect_def, text, NULL),
    JU_END,
};
static const ju_record effect_record = { "role effect", effect_fields, NULL };

/* "basic" or "constant": {effect, a, text}. */
static void read_effect(ju_doc *d, const json_t *role, const char *path, const char *key,
                        bool basic, rf_role_effect_def *e)
{
    char p[JU_PATH_LEN];
    const json_t *v = ju_get_object(d, role, path, key, true);
    if (!v) return;
    ju_path_key(p, sizeof p, path, key);
    e->effect = UINT8_MAX;                            /* until its name is read */
    ju_read_record(d, v, p, &effect_record, e, &basic);
    if (e->effect == UINT8_MAX) e->effect = 0;
}

static void basic_field(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                        void *rec, void *ctx)
{
    (void)f, (void)ctx;
    read_effect(d, v, path, "basic", true, &((rf_role_def *)rec)->basic);
}

static void constant_field(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                           void *rec, void *ctx)
{
    (void)f, (void)ctx;
    read_effect(d, v, path, "constant", false, &((rf_role_def *)rec)->constant);
}

typedef struct roles_ctx { rf_roles *rs; uint8_t seen; int r; } roles_ctx;

/* "id": one of the two roles, each once (ASSN-6); cx->r is its index, -1
 * when refused. */
static void id_field(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                     void *rec, void *ctx)
{
    (void)f;
    roles_ctx *cx = ctx;
    rf_role_def *def = rec;
    char p[JU_PATH_LEN];
    cx->r = -1;
    if (!ju_get_id(d, v, path, "id", def->id, sizeof def->id)) return;
    ju_path_key(p, sizeof p, path, "id");
    int r = -1;
    for (int i = 0; i < RF_ROLE_KINDS; i++)
        if (strcmp(def->id, role_ids[i]) == 0) r = i;
    if (r < 0) {
        ju_error(d, p, "unknown role '%s': Assassination has guardian and leader", def->id);
        return;
    }
    if (cx->seen & (1u << r)) {
        ju_error(d, p, "role '%s' is defined twice", def->id);
        return;
    }
    cx->seen |= (uint8_t)(1u << r);
    cx->r = r;
}

/* The finishing pass: the number of cards ASSN-6 gives a squad of this
 * role; the record goes to its role. */
static void finish_role(ju_doc *d, const json_t *v, const char *path, void *rec, void *ctx,
                        bool clean)
{
    (void)v, (void)clean;
    const roles_ctx *cx = ctx;
    const rf_role_def *def = rec;
    char p[JU_PATH_LEN];
    if (cx->r < 0) return;
    if (def->per_squad && def->per_squad != per_squad[cx->r]) {
        ju_path_key(p, sizeof p, path, "per_squad");
        ju_error(d, p, "a squad has %d %s card%s (ASSN-6)", per_squad[cx->r], def->id,
                 per_squad[cx->r] == 1 ? "" : "s");
    }
    cx->rs->role[cx->r] = *def;
}

/* A role card (ASSN-2, ASSN-6, ASSN-8). */
static const ju_field role_fields[] = {
    JU_CUSTOM_("id", true, id_field, "ASSN-6"),
    JU_STR_("name", true, rf_role_def, name, NULL),
    JU_TEXT_("name_pl", false, 48),
    JU_INT_("per_squad", true, rf_role_def, per_squad, 1, 3, "ASSN-6"),
    JU_CUSTOM_("basic", true, basic_field, "ASSN-8"),
    JU_CUSTOM_("constant", true, constant_field, "ASSN-8"),
    JU_SOURCE_("source"),
    JU_TEXT_("note", false, 300),
    JU_END,
};
static const ju_record role_record = { "role", role_fields, finish_role };

static void read_role(ju_doc *d, const json_t *v, const char *path, roles_ctx *cx)
{
    rf_role_def def;
    memset(&def, 0, sizeof def);
    ju_read_record(d, v, path, &role_record, &def, cx);
}

static void body(ju_doc *d, void *out)
{
    roles_ctx cx = { out, 0, -1 };
    const json_t *arr = ju_get_array(d, d->root, "", "roles", true, 1, 4);
    size_t i;
    const json_t *v;
    json_array_foreach(arr, i, v) {
        char p[JU_PATH_LEN];
        ju_path_index(p, sizeof p, "roles", i);
        read_role(d, v, p, &cx);
    }
    if (d->nerrors) return;
    for (int r = 0; r < RF_ROLE_KINDS; r++)
        if (!(cx.seen & (1u << r))) ju_error(d, "roles", "role '%s' is missing", role_ids[r]);
    cx.rs->loaded = true;
}

rf_status rf_roles_load(const char *path, rf_content *c, rf_error *err)
{
    rf_roles rs;
    memset(&rs, 0, sizeof rs);
    rf_status st = ju_load_file(path, root_keys, body, &rs, err);
    if (st == RF_OK) c->roles = rs;
    return st;
}
