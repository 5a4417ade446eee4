/*
 * weapon_printed_load.c — what a weapon card prints beyond its numbers
 * (issue 17), read into rf_weapon_def (catalog.h; docs/weapons.md):
 *
 *   "passive":  a PASSIVE box (WEAPON-14): an effect of the one effect
 *               list's WEAPON lines with named arguments and, in "if", its
 *               condition: "range" "A-B" (the target's distance) and/or
 *               "target" "lower", "higher" or "same level" (AIM-11);
 *   "action":   a special action (WEAPON-15, ACT-15): "cost" 1 or 2 AP and
 *               "effects", one or two instructions joined by "and", each an
 *               effect a special action card may carry (the CARD lines);
 *   "modified": the arrows of a preinstalled modification (WEAPON-13):
 *               { "threshold": "up", "damage": "down", … } over ammo,
 *               range, rate, threshold, damage, head.
 *
 * Effects and arguments are checked against the list (effect_args.c).
 * Each box, its condition, each instruction and the arrows are read from a
 * field table (ju_fields.h).
 */
#include <stdio.h>
#include <string.h>

#include "data/effect_args.h"
#include "data/weapon_printed_load.h"
#include "data/effect_defs.h"

static const char *const levels[] = { "", "lower", "higher", "same level" };  /* rf_passive_level */
static const char *const values[RF_WV_COUNT] = { "ammo", "range", "rate", "threshold", "damage",
                                                 "head" };
static const char *const arrows[] = { "up", "down" };

/* An effect and its arguments, read as two fields: the effect (a line of
 * the list), then its arguments once it is known. */
typedef struct effect_ctx { uint8_t e; bool ok; } effect_ctx;

/* Read the object at field f of v, if given, as a record of r. */
static void read_box(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                     const ju_record *r, void *rec, void *ctx)
{
    const json_t *o = ju_get_object(d, v, path, f->key, false);
    char op[JU_PATH_LEN];
    if (!o) return;
    ju_path_key(op, sizeof op, path, f->key);
    ju_read_record(d, o, op, r, rec, ctx);
}

/* ---- The PASSIVE box (WEAPON-14) ---- */

/* "range": "A-B", 1 <= A <= B <= 20: the target's distance (SHOOT-13's
 * range). */
static void if_range_field(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                           void *rec, void *ctx)
{
    (void)f, (void)ctx;
    rf_weapon_passive *p = rec;
    char s[16], kp[JU_PATH_LEN];
    int a = 0, b = 0, end = 0;
    if (ju_get_string(d, v, path, "range", false, s, sizeof s) != 1) return;
    if (sscanf(s, "%d-%d%n", &a, &b, &end) == 2 && !s[end] && a >= 1 && a <= b && b <= 20) {
        p->range_lo = (uint8_t)a;
        p->range_hi = (uint8_t)b;
        return;
    }
    ju_path_key(kp, sizeof kp, path, "range");
    ju_error(d, kp, "bad range '%s' (expected \"A-B\" with 1 <= A <= B <= 20; rule WEAPON-14)",
             s);
}

/* The box's condition: the target's distance and height (AIM-11). */
static const ju_field if_fields[] = {
    JU_CUSTOM_("range", false, if_range_field, "WEAPON-14"),
    JU_NAME_("target", false, rf_weapon_passive, level, levels,
             (int)(sizeof levels / sizeof *levels), "target level", "AIM-11"),
    JU_END,
};
static const ju_record if_record = { "passive condition", if_fields, NULL };

static void if_field(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                     void *rec, void *ctx)
{
    (void)ctx;
    read_box(d, v, path, f, &if_record, rec, NULL);
}

/* "effect": a WEAPON line of the effect list. */
static void passive_effect_field(ju_doc *d, const json_t *v, const char *path,
                                 const ju_field *f, void *rec, void *ctx)
{
    (void)f, (void)rec;
    effect_ctx *cx = ctx;
    cx->ok = ea_read_effect(d, v, path, RF_DOMAIN_WEAPON, &cx->e);
}

/* "args": its named arguments; the box is kept with them. */
static void passive_args_field(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                               void *rec, void *ctx)
{
    (void)f;
    rf_weapon_passive *p = rec;
    const effect_ctx *cx = ctx;
    if (cx->ok && ea_read_args(d, v, path, cx->e, p->a)) p->effect = (uint8_t)(cx->e + 1);
}

static const ju_field passive_fields[] = {
    JU_TEXT_("text", false, 200),
    JU_CUSTOM_("if", false, if_field, "WEAPON-14"),
    JU_CUSTOM_("effect", true, passive_effect_field, NULL),
    JU_CUSTOM_("args", false, passive_args_field, NULL),
    JU_END,
};
static const ju_record passive_record = { "passive box", passive_fields, NULL };

/* ---- The special action (WEAPON-15, ACT-15) ---- */

/* "effect": one instruction, an effect a special action card may carry
 * (CARD-3). */
static void step_effect_field(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                              void *rec, void *ctx)
{
    (void)f, (void)rec;
    effect_ctx *cx = ctx;
    char ep[JU_PATH_LEN];
    cx->ok = ea_read_effect(d, v, path, RF_DOMAIN_CARD, &cx->e);
    if (!cx->ok) return;
    ju_path_key(ep, sizeof ep, path, "effect");
    if (!(effect_of(cx->e)->rules & RF_FX_SPECIAL)) {
        ju_error(d, ep, "'%s' %s: a weapon's special action cannot have it (rule WEAPON-15)",
                 effect_of(cx->e)->name, effect_of(cx->e)->window);
        cx->ok = false;
    }
}

/* "args": its named arguments; the instruction is added with them. */
static void step_args_field(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                            void *rec, void *ctx)
{
    (void)f;
    rf_weapon_action *a = rec;
    const effect_ctx *cx = ctx;
    if (cx->ok && ea_read_args(d, v, path, cx->e, a->a[a->n])) a->effect[a->n++] = cx->e;
}

static const ju_field step_fields[] = {
    JU_CUSTOM_("effect", true, step_effect_field, "WEAPON-15"),
    JU_CUSTOM_("args", false, step_args_field, NULL),
    JU_END,
};
static const ju_record step_record = { "special action instruction", step_fields, NULL };

/* "effects": one or two instructions, joined by "and". */
static void steps_field(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                        void *rec, void *ctx)
{
    (void)ctx;
    char sp[JU_PATH_LEN], ep[JU_PATH_LEN];
    const json_t *steps = ju_get_array(d, v, path, f->key, true, 1, RF_WEAPON_ACTION_STEPS);
    ju_path_key(sp, sizeof sp, path, f->key);
    size_t i;
    const json_t *s;
    json_array_foreach(steps, i, s) {
        effect_ctx cx = { 0, false };
        ju_path_index(ep, sizeof ep, sp, i);
        ju_read_record(d, s, ep, &step_record, rec, &cx);
    }
}

/* The finishing pass: a whole action goes to the weapon (ctx). */
static void finish_action(ju_doc *d, const json_t *v, const char *path, void *rec, void *ctx,
                          bool clean)
{
    (void)d, (void)v, (void)path;
    if (clean) ((rf_weapon_def *)ctx)->action = *(const rf_weapon_action *)rec;
}

static const ju_field action_fields[] = {
    JU_TEXT_("text", false, 200),
    JU_INT_("cost", true, rf_weapon_action, cost, 1, 2, "CARD-3"),
    JU_CUSTOM_("effects", true, steps_field, "WEAPON-15"),
    JU_END,
};
static const ju_record action_record = { "special action", action_fields, finish_action };

/* ---- The modification's arrows (WEAPON-13) ---- */

/* An arrow over the value its key names: "up" or "down". */
static void arrow_field(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                        void *rec, void *ctx)
{
    (void)ctx;
    rf_weapon_def *w = rec;
    int k = 0;
    while (k < RF_WV_COUNT - 1 && strcmp(values[k], f->key) != 0) k++;
    int arrow = ju_get_name(d, v, path, f->key, false, arrows, 2, "arrow");
    if (arrow == 0) w->mod_up = (uint8_t)(w->mod_up | 1u << k);
    if (arrow == 1) w->mod_down = (uint8_t)(w->mod_down | 1u << k);
}

/* The finishing pass: a modification has at least one arrow. */
static void finish_modified(ju_doc *d, const json_t *v, const char *path, void *rec,
                            void *ctx, bool clean)
{
    (void)rec, (void)ctx, (void)clean;
    if (!json_object_size(v))
        ju_error(d, path, "a modification with no arrow changes nothing (rule WEAPON-13)");
}

/* One entry a value of enum rf_weapon_value, in its order. */
static const ju_field modified_fields[] = {
    JU_CUSTOM_("ammo", false, arrow_field, "WEAPON-13"),
    JU_CUSTOM_("range", false, arrow_field, "WEAPON-13"),
    JU_CUSTOM_("rate", false, arrow_field, "WEAPON-13"),
    JU_CUSTOM_("threshold", false, arrow_field, "WEAPON-13"),
    JU_CUSTOM_("damage", false, arrow_field, "WEAPON-13"),
    JU_CUSTOM_("head", false, arrow_field, "WEAPON-13"),
    JU_END,
};
static const ju_record modified_record = { "modification", modified_fields, finish_modified };

/* ---- The weapon's fields ---- */

void weapon_printed_modified(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                             void *rec, void *ctx)
{
    (void)ctx;
    read_box(d, v, path, f, &modified_record, rec, NULL);                   /* WEAPON-13 */
}

void weapon_printed_passive(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                            void *rec, void *ctx)
{
    (void)ctx;
    effect_ctx cx = { 0, false };
    read_box(d, v, path, f, &passive_record, &((rf_weapon_def *)rec)->passive, &cx);
}

void weapon_printed_action(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                           void *rec, void *ctx)
{
    (void)ctx;
    rf_weapon_action a;
    memset(&a, 0, sizeof a);
    read_box(d, v, path, f, &action_record, &a, rec);                       /* WEAPON-15 */
}
