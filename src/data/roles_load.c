/*
 * roles_load.c — data/roles.json → c->roles (rules/assn.h; rules ASSN-2,
 * ASSN-6, ASSN-8, DATA-GAPS 6.6).
 *
 * What a loaded file guarantees: exactly the two roles the engine knows,
 * "guardian" and "leader", each once, 2 guardians and 1 leader per squad
 * (ASSN-6: 3 cards per colour, ASSN-2); each has a basic and a constant
 * effect (ASSN-8) naming a ROLE effect of the one effect list
 * (data/effect_list.h), of its own kind (a basic effect is played, a
 * constant one is lasting), with its named arguments in range
 * (effect_args.c) and a text for players. Errors name the file, line and field, as every loader.
 */
#include <stdio.h>
#include <string.h>

#include "data/effect_args.h"
#include "data/json_util.h"
#include "data/ju_fields.h"
#include "data/loaders.h"
#include "data/effect_defs.h"

static const char *const root_keys[] = { "about", "roles", NULL };
static const char *const role_ids[RF_ROLE_KINDS] = { "guardian", "leader" };
/* ASSN-6: cards per squad. */
static const int per_squad[RF_ROLE_KINDS] = { 2, 1 };

/* The role effects are the ROLE lines of the one effect list, in the order
 * of enum rf_role_effect (a def keeps the enum value). */
_Static_assert(RF_EFF_ROLE_DRAW_ON_ELIM - RF_EFF_ROLE_EXTRA_AP == RF_REFF_DRAW_ON_ELIM &&
               RF_EFF_ROLE_LIFESTEAL - RF_EFF_ROLE_EXTRA_AP == RF_REFF_LIFESTEAL &&
               RF_EFF_ROLE_ALLY_USE_SHIELD - RF_EFF_ROLE_EXTRA_AP == RF_REFF_ALLY_USE_SHIELD &&
               RF_REFF_COUNT == 4, "effect_list.h's ROLE lines follow enum rf_role_effect");

/* Reading one effect: its pick (effect_args.h) and whether it is the
 * basic or the constant one. */
typedef struct effect_ctx { ea_pick pick; bool basic; } effect_ctx;

/* The finishing pass: the effect is of its own kind, a basic effect is
 * played, a constant one lasts (ASSN-8). */
static void finish_effect(ju_doc *d, const json_t *v, const char *path, void *rec, void *ctx,
                          bool clean)
{
    (void)v, (void)rec, (void)clean;
    const effect_ctx *cx = ctx;
    char p[JU_PATH_LEN];
    if (cx->pick.e < 0) return;                       /* its name was refused */
    const rf_effect_def *fx = effect_of(cx->pick.e);
    bool basic = (fx->rules & RF_FX_ROLE_BASIC) != 0;
    if (basic == cx->basic) return;
    ju_path_key(p, sizeof p, path, "effect");
    ju_error(d, p, "%s is a %s effect, not a %s one (ASSN-8)", fx->name,
             basic ? "basic" : "constant", cx->basic ? "basic" : "constant");
}

/* A role card's basic or constant effect (ASSN-8): a ROLE line of the one
 * effect list and its named arguments (effect_args.c). */
static const ju_field effect_fields[] = {
    JU_CUSTOM_AT_("effect", true, ea_effect_field, rf_role_effect_def, effect, 0, 0, NULL,
                  "ASSN-8"),
    JU_CUSTOM_AT_("args", false, ea_args_field, rf_role_effect_def, a, 0, 0, NULL, "ASSN-8"),
    JU_STR_("text", true, rf_role_effect_def, text, NULL),
    JU_END,
};
static const ju_record effect_record = { "role effect", effect_fields, finish_effect };

/* "basic" or "constant": {effect, args, text}. */
static void read_effect(ju_doc *d, const json_t *role, const char *path, const char *key,
                        bool basic, rf_role_effect_def *e)
{
    char p[JU_PATH_LEN];
    const json_t *v = ju_get_object(d, role, path, key, true);
    if (!v) return;
    ju_path_key(p, sizeof p, path, key);
    effect_ctx cx = { { RF_DOMAIN_ROLE, -1 }, basic };
    ju_read_record(d, v, p, &effect_record, e, &cx);
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

rf_status content_load_roles(const char *path, rf_content *c, rf_error *err)
{
    rf_roles rs;
    memset(&rs, 0, sizeof rs);
    rf_status st = ju_load_file(path, root_keys, body, &rs, err);
    if (st == RF_OK) c->roles = rs;
    return st;
}
