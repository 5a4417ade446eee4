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
 */
#include <stdio.h>
#include <string.h>

#include "data/effect_args.h"
#include "data/weapon_printed_load.h"
#include "rules/effect_ops.h"

static const char *const passive_keys[] = { "if", "effect", "args", "text", NULL };
static const char *const if_keys[] = { "range", "target", NULL };
static const char *const action_keys[] = { "cost", "effects", "text", NULL };
static const char *const step_keys[] = { "effect", "args", NULL };
static const char *const levels[] = { "", "lower", "higher", "same level" };  /* rf_passive_level */
static const char *const values[RF_WV_COUNT] = { "ammo", "range", "rate", "threshold", "damage",
                                                 "head" };
static const char *const value_keys[] = { "ammo", "range", "rate", "threshold", "damage", "head",
                                           NULL };
static const char *const arrows[] = { "up", "down" };

/* "A-B", 1 <= A <= B <= 20: the target's distance (SHOOT-13's range). */
static void read_if_range(ju_doc *d, const json_t *v, const char *path, rf_weapon_passive *p)
{
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

static void read_if(ju_doc *d, const json_t *v, const char *path, rf_weapon_passive *p)
{
    const json_t *c = ju_get_object(d, v, path, "if", false);
    char cp[JU_PATH_LEN];
    if (!c) return;
    ju_path_key(cp, sizeof cp, path, "if");
    ju_check_keys(d, c, cp, if_keys);
    read_if_range(d, c, cp, p);
    int level = ju_get_name(d, c, cp, "target", false, levels, (int)(sizeof levels / sizeof *levels),
                            "target level");
    if (level > 0) p->level = (uint8_t)level;
}

static void read_passive(ju_doc *d, const json_t *v, const char *path, rf_weapon_def *w)
{
    const json_t *b = ju_get_object(d, v, path, "passive", false);
    char bp[JU_PATH_LEN], text[200];
    uint8_t e = 0;
    if (!b) return;
    ju_path_key(bp, sizeof bp, path, "passive");
    ju_check_keys(d, b, bp, passive_keys);
    ju_get_string(d, b, bp, "text", false, text, sizeof text);
    read_if(d, b, bp, &w->passive);
    if (!ea_read_effect(d, b, bp, RF_DOMAIN_WEAPON, &e)) return;
    if (ea_read_args(d, b, bp, e, w->passive.a)) w->passive.effect = (uint8_t)(e + 1);
}

/* One instruction: an effect a special action card may carry (CARD-3). */
static void read_step(ju_doc *d, const json_t *v, const char *path, rf_weapon_action *a)
{
    char ep[JU_PATH_LEN];
    uint8_t e = 0;
    ju_check_keys(d, v, path, step_keys);
    if (!json_is_object(v) || !ea_read_effect(d, v, path, RF_DOMAIN_CARD, &e)) return;
    ju_path_key(ep, sizeof ep, path, "effect");
    if (!(rf_effect_of(e)->rules & RF_FX_SPECIAL)) {
        ju_error(d, ep, "'%s' %s: a weapon's special action cannot have it (rule WEAPON-15)",
                 rf_effect_of(e)->name, rf_effect_of(e)->window);
        return;
    }
    if (!ea_read_args(d, v, path, e, a->a[a->n])) return;
    a->effect[a->n++] = e;
}

static void read_action(ju_doc *d, const json_t *v, const char *path, rf_weapon_def *w)
{
    const json_t *o = ju_get_object(d, v, path, "action", false);
    char op[JU_PATH_LEN], sp[JU_PATH_LEN], ep[JU_PATH_LEN], text[200];
    int cost = 0, before = d->nerrors;
    if (!o) return;
    ju_path_key(op, sizeof op, path, "action");
    ju_check_keys(d, o, op, action_keys);
    ju_get_string(d, o, op, "text", false, text, sizeof text);
    ju_get_int(d, o, op, "cost", true, 1, 2, &cost);                       /* CARD-3 */
    const json_t *steps = ju_get_array(d, o, op, "effects", true, 1, RF_WEAPON_ACTION_STEPS);
    rf_weapon_action a;
    memset(&a, 0, sizeof a);
    ju_path_key(sp, sizeof sp, op, "effects");
    size_t i;
    const json_t *s;
    json_array_foreach(steps, i, s) {
        ju_path_index(ep, sizeof ep, sp, i);
        read_step(d, s, ep, &a);
    }
    if (d->nerrors != before) return;
    a.cost = (uint8_t)cost;
    w->action = a;
}

static void read_modified(ju_doc *d, const json_t *v, const char *path, rf_weapon_def *w)
{
    const json_t *o = ju_get_object(d, v, path, "modified", false);
    char op[JU_PATH_LEN];
    if (!o) return;
    ju_path_key(op, sizeof op, path, "modified");
    ju_check_keys(d, o, op, value_keys);
    for (int k = 0; k < RF_WV_COUNT; k++) {
        int arrow = ju_get_name(d, o, op, values[k], false, arrows, 2, "arrow");
        if (arrow == 0) w->mod_up = (uint8_t)(w->mod_up | 1u << k);
        if (arrow == 1) w->mod_down = (uint8_t)(w->mod_down | 1u << k);
    }
    if (!json_object_size(o))
        ju_error(d, op, "a modification with no arrow changes nothing (rule WEAPON-13)");
}

void weapon_printed_modified(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                             void *rec, void *ctx)
{
    (void)f, (void)ctx;
    read_modified(d, v, path, rec);                                        /* WEAPON-13 */
}

void weapon_printed_passive(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                            void *rec, void *ctx)
{
    (void)f, (void)ctx;
    read_passive(d, v, path, rec);                                         /* WEAPON-14 */
}

void weapon_printed_action(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                           void *rec, void *ctx)
{
    (void)f, (void)ctx;
    read_action(d, v, path, rec);                                          /* WEAPON-15 */
}
