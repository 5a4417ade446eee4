/*
 * abilities_load.c — ability cards (rules ABIL, TIME, COOL):
 * data/abilities.json → c->abilities, and rf_content_add_abilities for more
 * files (the test-only abilities of tests/data/). Format: docs/abilities.md.
 *
 * What loaded abilities guarantee to the rules code (rules/cards/abilities.h):
 *  - ids unique over every file loaded; ids and legend keys hold only a-z,
 *    0-9, '_' and '-'; a legend key has at most one Tactical and one
 *    Ultimate ability (ABIL-1);
 *  - cost 0 (free), 1 or 2 AP (ACT-12); 1 … 3 tokens; cooldown 0 … 6;
 *  - a placement has a range lo ≤ hi (ABIL-9) and may need line of sight
 *    (ABIL-10); a component kind exists and is placed like the ability
 *    places it (a point kind on an intersection, a space kind on a space);
 *    an attached miniature (ABIL-8) and "none" have no component; a
 *    persistent miniature needs a placement (TIME-7);
 *  - Duration and Delay have 1 … 4 rounds, the other timings none; the
 *    timing "persistent" goes with a persistent miniature;
 *  - the effect is an ABILITY line of the one effect list
 *    (data/effect_list.h) and "args" names exactly its arguments, in range
 *    (effect_args.c); "damage" needs a placement (RF_FX_PLACED); "move" is
 *    not delayed (RF_FX_NOT_DELAYED: a delayed effect resolves without
 *    decisions, at the start of a turn); an ability always does something;
 *  - "minis", "targets" and "chain" (abilities_minis.c): several miniatures
 *    for one token, several placed by one use (ABIL-11);
 *  - an effect that lays an area names an existing template and places
 *    its miniature on a space (AOE-2); no other ability has a template.
 * A file is taken whole or not at all (scratch copy, as cards_load.c). An
 * ability is read from a field table (ju_fields.h).
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "data/abilities_load.h"
#include "data/abilities_minis.h"
#include "data/effect_args.h"
#include "data/json_util.h"
#include "data/ju_fields.h"
#include "errors.h"
#include "data/effect_defs.h"

#define LEN(a) (sizeof(a) / sizeof *(a))

static const char *const root_keys[] = { "about", "abilities", NULL };
/* In the order of the enums of rules/cards/abilities.h. */
static const char *const type_names[] = { "tactical", "ultimate" };
static const char *const place_names[RF_APLACE_COUNT] = {
    "none", "space", "free_space", "intersection", "free_intersection", "attach", "self"
};
static const char *const timing_names[RF_ATIME_COUNT] = { "immediate", "duration", "delay",
                                                          "persistent" };

static int find_ability(const rf_abilities *abs, const char *id)
{
    for (int i = 0; i < abs->n; i++)
        if (strcmp(abs->ab[i].id, id) == 0) return i;
    return -1;
}

/* What an ability is read against, and what its fields said: the content
 * (component kinds, templates), the abilities loaded so far, the error
 * count when the ability began; whether its placement, timing and effect
 * were read, and whether its miniatures are read (no error before them). */
typedef struct ab_ctx {
    const rf_content *c;
    rf_abilities *abs;
    int before;
    bool place_ok, timing_ok, effect_ok, minis_on;
} ab_ctx;

/* ---- Identity (ABIL-1, ABIL-2) ---- */

/* "id": unique over every file loaded. */
static void id_field(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                     void *rec, void *ctx)
{
    (void)f;
    rf_ability_def *a = rec;
    const ab_ctx *cx = ctx;
    char p[JU_PATH_LEN];
    ju_path_key(p, sizeof p, path, "id");
    if (ju_get_id(d, v, path, "id", a->id, sizeof a->id) && find_ability(cx->abs, a->id) >= 0)
        ju_error(d, p, "ability '%s' is defined twice", a->id);
}

/* "type": one Tactical and one Ultimate a legend (ABIL-1). */
static void type_field(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                       void *rec, void *ctx)
{
    rf_ability_def *a = rec;
    const rf_abilities *abs = ((const ab_ctx *)ctx)->abs;
    char p[JU_PATH_LEN];
    int type = ju_get_name(d, v, path, f->key, f->required, f->names, f->max, f->what);
    a->type = (uint8_t)(type > 0 ? type : 0);
    ju_path_key(p, sizeof p, path, f->key);
    for (int i = 0; type >= 0 && i < abs->n; i++)
        if (strcmp(abs->ab[i].legend, a->legend) == 0 && abs->ab[i].type == a->type)
            ju_error(d, p, "legend '%s' already has a %s ability, '%s' (rule ABIL-1)",
                     a->legend, type_names[a->type], abs->ab[i].id);
}

/* ---- Placement (ABIL-6 … ABIL-10) ---- */

static void place_field(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                        void *rec, void *ctx)
{
    rf_ability_def *a = rec;
    int place = ju_get_name(d, v, path, f->key, f->required, f->names, f->max, f->what);
    a->place = (uint8_t)(place > 0 ? place : 0);
    ((ab_ctx *)ctx)->place_ok = place >= 0;
}

/* Does the ability have field f of a placement on the map? One that places
 * nothing or on its user has none (an error if given); none is read while
 * the placement is unknown. */
static bool placed(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                   const rf_ability_def *a, const ab_ctx *cx)
{
    if (!cx->place_ok) return false;
    if (a->place == RF_APLACE_SELF)
        ju_forbid(d, v, path, f->key, "a miniature attached to its user has no range, line of "
                                      "sight, component or persistence (rule ABIL-8)");
    else if (a->place == RF_APLACE_NONE)
        ju_forbid(d, v, path, f->key, "an ability that places nothing has no range, line of "
                                      "sight, component or persistent miniature");
    else
        return true;
    return false;
}

/* "range": [lo, hi] (ABIL-9). */
static void range_field(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                        void *rec, void *ctx)
{
    rf_ability_def *a = rec;
    if (!placed(d, v, path, f, a, ctx)) return;
    char p[JU_PATH_LEN], ep[JU_PATH_LEN];
    const json_t *r = ju_get_array(d, v, path, "range", true, 2, 2);
    if (!r) return;
    ju_path_key(p, sizeof p, path, "range");
    int x[2] = { 0, 0 };
    for (size_t i = 0; i < 2; i++) {
        const json_t *e = json_array_get(r, i);
        ju_path_index(ep, sizeof ep, p, i);
        if (!json_is_integer(e) || json_integer_value(e) < 0 || json_integer_value(e) > 12)
            ju_error(d, ep, "a range bound is a whole number from 0 to 12");
        else
            x[i] = (int)json_integer_value(e);
    }
    if (x[0] > x[1]) ju_error(d, p, "the range %d-%d is empty (lo > hi)", x[0], x[1]);
    a->range_lo = (uint8_t)x[0];
    a->range_hi = (uint8_t)x[1];
}

/* "los" (ABIL-10) and "persistent" (TIME-7): false when left out. */
static void placed_bool_field(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                              void *rec, void *ctx)
{
    bool b = false;
    if (placed(d, v, path, f, rec, ctx) && ju_get_bool(d, v, path, f->key, false, &b) == 1)
        ju_store_int(rec, f, b);
}

/* "component": a kind that exists, placed as the ability places it. */
static void component_field(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                            void *rec, void *ctx)
{
    rf_ability_def *a = rec;
    char id[GEO_KIND_ID_LEN], p[JU_PATH_LEN];
    if (!placed(d, v, path, f, a, ctx)) return;
    if (a->place == RF_APLACE_ATTACH) {
        ju_forbid(d, v, path, "component", "an attached miniature moves with its legend and is "
                                        "not a map component (rule ABIL-8)");
        return;
    }
    if (ju_get_string(d, v, path, "component", false, id, sizeof id) != 1) return;
    ju_path_key(p, sizeof p, path, "component");
    int k = geo_kinds_find(&((const ab_ctx *)ctx)->c->kinds, id);
    if (k < 0) {
        ju_error(d, p, "unknown component kind '%s' (data/components.json)", id);
        return;
    }
    bool point = a->place == RF_APLACE_POINT || a->place == RF_APLACE_FREE_POINT;
    int want = point ? GEO_ON_POINT : GEO_ON_SPACE;
    if (((const ab_ctx *)ctx)->c->kinds.kind[k].placement != want)
        ju_error(d, p, "component '%s' is not placed on %s", id,
                 point ? "an intersection" : "a space");
    a->kind = (int16_t)k;
}

/* ---- Several miniatures (ABIL-11, abilities_minis.c) ---- */

/* Read when the fields before them had no error. */
static void minis_field(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                        void *rec, void *ctx)
{
    ab_ctx *cx = ctx;
    cx->minis_on = d->nerrors == cx->before;
    if (cx->minis_on) abm_read_minis(d, v, path, f, rec);
}

static void targets_field(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                          void *rec, void *ctx)
{
    if (((const ab_ctx *)ctx)->minis_on) abm_read_targets(d, v, path, f, rec);
}

static void chain_field(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                        void *rec, void *ctx)
{
    if (((const ab_ctx *)ctx)->minis_on) abm_read_chain(d, v, path, f, rec);
}

/* ---- Timing (TIME-1 … TIME-7) ---- */

/* "timing"; a persistent effect places a persistent miniature (TIME-7),
 * read before it. */
static void timing_field(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                         void *rec, void *ctx)
{
    rf_ability_def *a = rec;
    char p[JU_PATH_LEN];
    int t = ju_get_name(d, v, path, f->key, f->required, f->names, f->max, f->what);
    a->timing = (uint8_t)(t > 0 ? t : 0);
    ((ab_ctx *)ctx)->timing_ok = t >= 0;
    ju_path_key(p, sizeof p, path, f->key);
    if (t == RF_ATIME_PERSISTENT && !a->persistent)
        ju_error(d, p, "a persistent effect places a persistent miniature (rule TIME-7): "
                       "add \"persistent\": true");
}

/* "until": the condition that ends a Duration (TIME-6). */
static void until_field(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                        void *rec, void *ctx)
{
    rf_ability_def *a = rec;
    char p[JU_PATH_LEN];
    if (!((const ab_ctx *)ctx)->timing_ok) return;
    int until = ju_get_name(d, v, path, f->key, f->required, f->names, f->max, f->what);
    a->until = (uint8_t)(until > 0 ? until : 0);
    ju_path_key(p, sizeof p, path, f->key);
    if (until > 0 && a->timing != RF_ATIME_DURATION)
        ju_error(d, p, "only a Duration may end on a condition (rule TIME-6)");
}

/* "rounds": Duration and Delay last 1 … 4 rounds (TIME-2, TIME-3), unless
 * a condition ends the Duration (TIME-6). */
static void rounds_field(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                         void *rec, void *ctx)
{
    rf_ability_def *a = rec;
    int rounds = 0;
    if (!((const ab_ctx *)ctx)->timing_ok) return;
    if (a->until > 0)
        ju_forbid(d, v, path, f->key, "a Duration that ends on a condition has no number of "
                                      "rounds (rule TIME-6)");
    else if (a->timing == RF_ATIME_DURATION || a->timing == RF_ATIME_DELAY)
        ju_get_int(d, v, path, f->key, true, f->min, f->max, &rounds);
    else
        ju_forbid(d, v, path, f->key, "only Duration and Delay last a number of rounds "
                                      "(rules TIME-2, TIME-3)");
    a->rounds = (uint8_t)rounds;
}

/* ---- The effect (data/effect_list.h, effect_args.c) ---- */

/* "effect": an ABILITY line of the one effect list, and what the line asks
 * of the ability. */
static void effect_field(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                         void *rec, void *ctx)
{
    (void)f;
    rf_ability_def *a = rec;
    char p[JU_PATH_LEN];
    ((ab_ctx *)ctx)->effect_ok = ea_read_effect(d, v, path, RF_DOMAIN_ABILITY, &a->effect);
    if (!((ab_ctx *)ctx)->effect_ok) return;
    const rf_effect_def *fx = effect_of(a->effect);
    ju_path_key(p, sizeof p, path, "effect");
    if ((fx->rules & RF_FX_PLACED) && a->place == RF_APLACE_NONE)
        ju_error(d, p, "'%s' acts around the ability's miniature: it needs a placement",
                 fx->name);
    if ((fx->rules & RF_FX_NOT_DELAYED) && a->timing == RF_ATIME_DELAY)
        ju_error(d, p, "a delayed effect resolves at the start of a turn, without decisions: "
                       "it cannot be a %s (rule TIME-3)", fx->name);
    if (a->effect == RF_EFF_ABIL_NONE && a->kind < 0 && a->place == RF_APLACE_NONE)
        ju_error(d, p, "'none' without a miniature does nothing");
}

/* "args": the effect's named arguments, once the effect is known. */
static void args_field(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                       void *rec, void *ctx)
{
    (void)f;
    rf_ability_def *a = rec;
    if (((const ab_ctx *)ctx)->effect_ok) ea_read_args(d, v, path, a->effect, a->a);
}

/* "template": the area an effect lays (AOE-2), a template of
 * data/templates.json, named exactly when the effect needs one; its source
 * space is the miniature's, so the ability places on a space. Judged when
 * the fields before it had no error. */
static void template_field(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                           void *rec, void *ctx)
{
    (void)f;
    rf_ability_def *a = rec;
    const ab_ctx *cx = ctx;
    char p[JU_PATH_LEN];
    if (d->nerrors != cx->before) return;
    bool needs = effect_of(a->effect)->rules & RF_FX_TEMPLATE;
    ju_path_key(p, sizeof p, path, "template");
    if (!needs) {
        ju_forbid(d, v, path, "template", "only an effect that lays an area (rule AOE) has a "
                                          "template");
        return;
    }
    if (ju_get_string(d, v, path, "template", true, a->template_id, sizeof a->template_id) != 1)
        return;
    if (!content_template(cx->c, a->template_id))
        ju_error(d, p, "unknown template '%s' (data/templates.json; rule AOE-2)", a->template_id);
    else if (a->place != RF_APLACE_SPACE && a->place != RF_APLACE_FREE_SPACE)
        ju_error(d, p, "an area's source is a space (rule AOE-2): the ability places on a space");
}

/* The finishing pass: a whole ability goes to the abilities, if there is
 * room. */
static void finish_ability(ju_doc *d, const json_t *v, const char *path, void *rec, void *ctx,
                           bool clean)
{
    (void)v;
    rf_abilities *abs = ((ab_ctx *)ctx)->abs;
    if (!clean) return;
    if (abs->n >= RF_MAX_ABILITY_DEFS)
        ju_error(d, path, "more than %d abilities in all", RF_MAX_ABILITY_DEFS);
    else
        abs->ab[abs->n++] = *(const rf_ability_def *)rec;
}

static const char *const until_names[RF_UNTIL_COUNT] = { "", "off_map", "target_off_map" };

/* A JU_CUSTOM field that reads one of names (its entry says which, as a
 * JU_NAME's does) and judges it. */
#define NAMES_(key, req, fn, T, m, names, n, what, rule) \
    { key, JU_CUSTOM, req, rule, offsetof(T, m), JU_FSIZE(T, m), 0, n, names, what, fn, NULL }

/* An ability card (ABIL-2), in the order the fields depend on each other:
 * the legend before the type (ABIL-1), the tokens before the miniatures,
 * the placement before what it allows, the timing and the placement before
 * the effect, the effect before its arguments and template. */
static const ju_field ability_fields[] = {
    JU_CUSTOM_("id", true, id_field, NULL),
    JU_STR_("name", true, rf_ability_def, name, "ABIL-2"),
    JU_ID_("legend", rf_ability_def, legend, "ABIL-1"),
    JU_STR_("text", true, rf_ability_def, text, "ABIL-2"),
    JU_SOURCE_("source"),
    JU_TEXT_("note", false, 400),
    NAMES_("type", true, type_field, rf_ability_def, type, type_names, (int)LEN(type_names),
           "ability type", "ABIL-1"),
    JU_INT_("cost", true, rf_ability_def, cost, 0, 2, "ACT-12"),
    JU_INT_("tokens", true, rf_ability_def, tokens, 1, RF_ABIL_MAX_TOKENS, "ABIL-3"),
    JU_INT_("cooldown", true, rf_ability_def, cooldown, 0, RF_COOLDOWN_TRACK, "COOL-2"),
    NAMES_("place", true, place_field, rf_ability_def, place, place_names, RF_APLACE_COUNT,
           "placement", "ABIL-4"),
    JU_CUSTOM_("range", false, range_field, "ABIL-9"),
    JU_CUSTOM_AT_("los", false, placed_bool_field, rf_ability_def, los, 0, 1, NULL, "ABIL-10"),
    JU_CUSTOM_AT_("persistent", false, placed_bool_field, rf_ability_def, persistent, 0, 1,
                  NULL, "TIME-7"),
    JU_CUSTOM_("component", false, component_field, "ABIL-4"),
    JU_CUSTOM_("minis", false, minis_field, "ABIL-11"),
    JU_CUSTOM_("targets", false, targets_field, "ABIL-11"),
    JU_CUSTOM_("chain", false, chain_field, "ABIL-11"),
    NAMES_("timing", true, timing_field, rf_ability_def, timing, timing_names, RF_ATIME_COUNT,
           "timing", "TIME-1"),
    NAMES_("until", false, until_field, rf_ability_def, until, until_names, RF_UNTIL_COUNT,
           "condition", "TIME-6"),
    JU_CUSTOM_AT_("rounds", false, rounds_field, rf_ability_def, rounds, 1, 4, NULL, "TIME-2"),
    JU_CUSTOM_("effect", true, effect_field, NULL),
    JU_CUSTOM_("args", false, args_field, NULL),
    JU_CUSTOM_("template", false, template_field, "AOE-2"),
    JU_END,
};
static const ju_record ability_record = { "ability", ability_fields, finish_ability };

static void read_ability(ju_doc *d, const json_t *v, const char *path, const rf_content *c,
                         rf_abilities *abs)
{
    rf_ability_def a;
    memset(&a, 0, sizeof a);
    a.kind = -1;
    ab_ctx cx = { c, abs, d->nerrors, false, false, false, false };
    ju_read_record(d, v, path, &ability_record, &a, &cx);
}

static rf_status add_file(const char *path, rf_content *c, rf_error *err)
{
    rf_abilities *scratch = malloc(sizeof *scratch);
    if (!scratch) return error_fail(err, RF_E_NOMEM, path, 0, 0, "", "out of memory");
    *scratch = c->abilities;
    ju_doc d;
    rf_status st = ju_open_file(&d, path, RF_E_DATA, err);
    if (st == RF_OK) {
        ju_check_keys(&d, d.root, "", root_keys);
        const json_t *arr = json_is_object(d.root)
            ? ju_get_array(&d, d.root, "", "abilities", true, 0, RF_MAX_ABILITY_DEFS) : NULL;
        size_t i;
        const json_t *v;
        json_array_foreach(arr, i, v) {
            char p[JU_PATH_LEN];
            ju_path_index(p, sizeof p, "abilities", i);
            read_ability(&d, v, p, c, scratch);
        }
        st = ju_result(&d, err);
        ju_close(&d);
    }
    if (st == RF_OK) c->abilities = *scratch;
    free(scratch);
    return st;
}

rf_status content_load_abilities(const char *path, rf_content *c, rf_error *err)
{
    c->abilities.n = 0;
    return add_file(path, c, err);
}

rf_status rf_content_add_abilities(rf_content *c, const char *path, rf_error *err)
{
    error_clear(err);
    if (!c || !path) return error_fail(err, RF_E_ARG, path, 0, 0, "", "no content or no path");
    return add_file(path, c, err);
}
