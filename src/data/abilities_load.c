/*
 * abilities_load.c — ability cards (rules ABIL, TIME, COOL):
 * data/abilities.json → c->abilities, and rf_content_add_abilities for more
 * files (the test-only abilities of tests/data/). Format: docs/abilities.md.
 *
 * What loaded abilities guarantee to the rules code (rules/abilities.h):
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
 *    (rules/effect_list.h) and "args" names exactly its arguments, in range
 *    (effect_args.c); "damage" needs a placement (RF_FX_PLACED); "move" is
 *    not delayed (RF_FX_NOT_DELAYED: a delayed effect resolves without
 *    decisions, at the start of a turn); an ability always does something;
 *  - "minis", "targets" and "chain" (abilities_minis.c): several miniatures
 *    for one token, several placed by one use (ABIL-11);
 *  - an effect that lays an area names an existing template and places
 *    its miniature on a space (AOE-2); no other ability has a template.
 * A file is taken whole or not at all (scratch copy, as cards_load.c).
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "data/abilities_load.h"
#include "data/abilities_minis.h"
#include "data/effect_args.h"
#include "data/json_util.h"
#include "errors.h"
#include "rules/effect_ops.h"

#define LEN(a) (sizeof(a) / sizeof *(a))

static const char *const root_keys[] = { "about", "abilities", NULL };
static const char *const ability_keys[] = {
    "id",     "name",   "legend",     "type",   "cost",   "tokens", "cooldown",
    "place",  "range",  "los",        "component", "persistent", "timing", "rounds",
    "effect", "args",   "template",   "text",   "source", "note",   "minis",  "targets",
    "chain",  "until",  NULL
};
/* In the order of the enums of rules/abilities.h. */
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

static void read_identity(ju_doc *d, const json_t *v, const char *path,
                          const rf_abilities *abs, rf_ability_def *a)
{
    char p[JU_PATH_LEN], note[400];
    ju_path_key(p, sizeof p, path, "id");
    if (ju_get_id(d, v, path, "id", a->id, sizeof a->id) && find_ability(abs, a->id) >= 0)
        ju_error(d, p, "ability '%s' is defined twice", a->id);
    ju_get_string(d, v, path, "name", true, a->name, sizeof a->name);
    ju_get_id(d, v, path, "legend", a->legend, sizeof a->legend);
    ju_get_string(d, v, path, "text", true, a->text, sizeof a->text);
    ju_read_source(d, v, path, "source");
    ju_get_string(d, v, path, "note", false, note, sizeof note);
    int type = ju_get_name(d, v, path, "type", true, type_names, (int)LEN(type_names), "ability type");
    a->type = (uint8_t)(type > 0 ? type : 0);
    ju_path_key(p, sizeof p, path, "type");
    for (int i = 0; type >= 0 && i < abs->n; i++)
        if (strcmp(abs->ab[i].legend, a->legend) == 0 && abs->ab[i].type == a->type)
            ju_error(d, p, "legend '%s' already has a %s ability, '%s' (rule ABIL-1)",
                     a->legend, type_names[a->type], abs->ab[i].id);
}

static void read_numbers(ju_doc *d, const json_t *v, const char *path, rf_ability_def *a)
{
    int cost = 0, tokens = 1, cooldown = 0;
    ju_get_int(d, v, path, "cost", true, 0, 2, &cost);                      /* ACT-12 */
    ju_get_int(d, v, path, "tokens", true, 1, RF_ABIL_MAX_TOKENS, &tokens);
    ju_get_int(d, v, path, "cooldown", true, 0, RF_COOLDOWN_TRACK, &cooldown);   /* COOL-2 */
    a->cost = (uint8_t)cost;
    a->tokens = (uint8_t)tokens;
    a->cooldown = (uint8_t)cooldown;
    a->minis = a->tokens;
}

/* "range": [lo, hi] (ABIL-9). */
static void read_range(ju_doc *d, const json_t *v, const char *path, rf_ability_def *a)
{
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

/* The component kind, placed as the ability places it. */
static void read_component(ju_doc *d, const json_t *v, const char *path, const rf_content *c,
                           rf_ability_def *a)
{
    char id[GEO_KIND_ID_LEN], p[JU_PATH_LEN];
    a->kind = -1;
    if (a->place == RF_APLACE_ATTACH) {
        ju_forbid(d, v, path, "component", "an attached miniature moves with its legend and is "
                                        "not a map component (rule ABIL-8)");
        return;
    }
    if (ju_get_string(d, v, path, "component", false, id, sizeof id) != 1) return;
    ju_path_key(p, sizeof p, path, "component");
    int k = geo_kinds_find(&c->kinds, id);
    if (k < 0) {
        ju_error(d, p, "unknown component kind '%s' (data/components.json)", id);
        return;
    }
    bool point = a->place == RF_APLACE_POINT || a->place == RF_APLACE_FREE_POINT;
    int want = point ? GEO_ON_POINT : GEO_ON_SPACE;
    if (c->kinds.kind[k].placement != want)
        ju_error(d, p, "component '%s' is not placed on %s", id,
                 point ? "an intersection" : "a space");
    a->kind = (int16_t)k;
}

static void read_placement(ju_doc *d, const json_t *v, const char *path, const rf_content *c,
                           rf_ability_def *a)
{
    int place = ju_get_name(d, v, path, "place", true, place_names, RF_APLACE_COUNT, "placement");
    a->place = (uint8_t)(place > 0 ? place : 0);
    a->kind = -1;
    if (place < 0) return;
    if (place == RF_APLACE_SELF) {
        const char *why = "a miniature attached to its user has no range, line of sight, "
                          "component or persistence (rule ABIL-8)";
        ju_forbid(d, v, path, "range", why);
        ju_forbid(d, v, path, "los", why);
        ju_forbid(d, v, path, "component", why);
        ju_forbid(d, v, path, "persistent", why);
        return;
    }
    if (place == RF_APLACE_NONE) {
        const char *why = "an ability that places nothing has no range, line of sight, "
                          "component or persistent miniature";
        ju_forbid(d, v, path, "range", why);
        ju_forbid(d, v, path, "los", why);
        ju_forbid(d, v, path, "component", why);
        ju_forbid(d, v, path, "persistent", why);
        return;
    }
    read_range(d, v, path, a);
    ju_get_bool(d, v, path, "los", false, &a->los);                             /* ABIL-10 */
    ju_get_bool(d, v, path, "persistent", false, &a->persistent);
    read_component(d, v, path, c, a);
}

static void read_timing(ju_doc *d, const json_t *v, const char *path, rf_ability_def *a)
{
    char p[JU_PATH_LEN];
    int t = ju_get_name(d, v, path, "timing", true, timing_names, RF_ATIME_COUNT, "timing");
    a->timing = (uint8_t)(t > 0 ? t : 0);
    if (t < 0) return;
    ju_path_key(p, sizeof p, path, "until");
    int rounds = 0;
    static const char *const untils[RF_UNTIL_COUNT] = { "", "off_map", "target_off_map" };
    int until = ju_get_name(d, v, path, "until", false, untils, RF_UNTIL_COUNT, "condition");
    a->until = (uint8_t)(until > 0 ? until : 0);
    if (until > 0 && t != RF_ATIME_DURATION)
        ju_error(d, p, "only a Duration may end on a condition (rule TIME-6)");
    if (until > 0)
        ju_forbid(d, v, path, "rounds", "a Duration that ends on a condition has no number of "
                                     "rounds (rule TIME-6)");
    else if (t == RF_ATIME_DURATION || t == RF_ATIME_DELAY)
        ju_get_int(d, v, path, "rounds", true, 1, 4, &rounds);                 /* TIME-2, TIME-3 */
    else
        ju_forbid(d, v, path, "rounds", "only Duration and Delay last a number of rounds "
                                     "(rules TIME-2, TIME-3)");
    a->rounds = (uint8_t)rounds;
    ju_path_key(p, sizeof p, path, "timing");
    if (t == RF_ATIME_PERSISTENT && !a->persistent)
        ju_error(d, p, "a persistent effect places a persistent miniature (rule TIME-7): "
                       "add \"persistent\": true");
}

/* The effect: an ABILITY line of the one effect list, its named arguments
 * (effect_args.c) and what the line asks of the ability. */
static void read_effect(ju_doc *d, const json_t *v, const char *path, rf_ability_def *a)
{
    char p[JU_PATH_LEN];
    if (!ea_read_effect(d, v, path, RF_DOMAIN_ABILITY, &a->effect)) return;
    const rf_effect_def *fx = rf_effect_of(a->effect);
    ju_path_key(p, sizeof p, path, "effect");
    if ((fx->rules & RF_FX_PLACED) && a->place == RF_APLACE_NONE)
        ju_error(d, p, "'%s' acts around the ability's miniature: it needs a placement",
                 fx->name);
    if ((fx->rules & RF_FX_NOT_DELAYED) && a->timing == RF_ATIME_DELAY)
        ju_error(d, p, "a delayed effect resolves at the start of a turn, without decisions: "
                       "it cannot be a %s (rule TIME-3)", fx->name);
    if (a->effect == RF_EFF_ABIL_NONE && a->kind < 0 && a->place == RF_APLACE_NONE)
        ju_error(d, p, "'none' without a miniature does nothing");
    ea_read_args(d, v, path, a->effect, a->a);
}

/* "template": the area an effect lays (AOE-2), a template of
 * data/templates.json, named exactly when the effect needs one; its source
 * space is the miniature's, so the ability places on a space. */
static void read_template(ju_doc *d, const json_t *v, const char *path, const rf_content *c,
                          rf_ability_def *a)
{
    char p[JU_PATH_LEN];
    bool needs = rf_effect_of(a->effect)->rules & RF_FX_TEMPLATE;
    ju_path_key(p, sizeof p, path, "template");
    if (!needs) {
        ju_forbid(d, v, path, "template", "only an effect that lays an area (rule AOE) has a "
                                          "template");
        return;
    }
    if (ju_get_string(d, v, path, "template", true, a->template_id, sizeof a->template_id) != 1)
        return;
    if (!rf_content_template(c, a->template_id))
        ju_error(d, p, "unknown template '%s' (data/templates.json; rule AOE-2)", a->template_id);
    else if (a->place != RF_APLACE_SPACE && a->place != RF_APLACE_FREE_SPACE)
        ju_error(d, p, "an area's source is a space (rule AOE-2): the ability places on a space");
}

static void read_ability(ju_doc *d, const json_t *v, const char *path, const rf_content *c,
                         rf_abilities *abs)
{
    rf_ability_def a;
    memset(&a, 0, sizeof a);
    a.kind = -1;
    int before = d->nerrors;
    ju_check_keys(d, v, path, ability_keys);
    if (!json_is_object(v)) return;
    read_identity(d, v, path, abs, &a);
    read_numbers(d, v, path, &a);
    read_placement(d, v, path, c, &a);
    if (d->nerrors == before) rf_abilities_read_minis(d, v, path, &a);     /* abilities_minis.c */
    read_timing(d, v, path, &a);
    read_effect(d, v, path, &a);
    if (d->nerrors == before) read_template(d, v, path, c, &a);
    if (d->nerrors != before) return;
    if (abs->n >= RF_MAX_ABILITY_DEFS) {
        ju_error(d, path, "more than %d abilities in all", RF_MAX_ABILITY_DEFS);
        return;
    }
    abs->ab[abs->n++] = a;
}

static rf_status add_file(const char *path, rf_content *c, rf_error *err)
{
    rf_abilities *scratch = malloc(sizeof *scratch);
    if (!scratch) return rf_fail(err, RF_E_NOMEM, path, 0, 0, "", "out of memory");
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

rf_status rf_abilities_load(const char *path, rf_content *c, rf_error *err)
{
    c->abilities.n = 0;
    return add_file(path, c, err);
}

rf_status rf_content_add_abilities(rf_content *c, const char *path, rf_error *err)
{
    rf_error_clear(err);
    if (!c || !path) return rf_fail(err, RF_E_ARG, path, 0, 0, "", "no content or no path");
    return add_file(path, c, err);
}
