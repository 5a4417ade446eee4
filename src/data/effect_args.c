/*
 * effect_args.c — the "effect" and "args" of cards and abilities, checked
 * against the one effect list (data/effect_list.h, effect_defs.c): the
 * loaders hold no list of effect names, argument counts or ranges of their
 * own. "args" is an object of named numbers (docs/cards.md):
 *
 *   "effect": "restore", "args": { "health": 15 }
 *
 * A list of bare numbers, the format before issue 17, is refused with the
 * names the effect takes; so is roles.json's and champions.json's old
 * positional "a" (an unknown key of their records).
 */
#include <stdio.h>
#include <string.h>

#include "data/cards.h"
#include "data/effect_args.h"
#include "data/effect_defs.h"



/* "move, restore, … or thief": the effects of a domain, for messages. */
static void domain_names(char *buf, size_t size, int domain)
{
    size_t used = 0;
    int n = 0, total = 0;
    for (int e = 0; e < RF_EFF_COUNT; e++) total += effect_of(e)->domain == domain;
    buf[0] = '\0';
    for (int e = 0; e < RF_EFF_COUNT && used < size; e++) {
        if (effect_of(e)->domain != domain) continue;
        const char *sep = n == 0 ? "" : n == total - 1 ? " or " : ", ";
        used += (size_t)snprintf(buf + used, size - used, "%s%s", sep, effect_of(e)->name);
        n++;
    }
}

bool ea_read_effect(ju_doc *d, const json_t *v, const char *path, int domain, uint8_t *effect)
{
    char name[32], p[JU_PATH_LEN], names[400];
    if (ju_get_string(d, v, path, "effect", true, name, sizeof name) != 1) return false;
    int e = effect_find(name, domain);
    if (e >= 0) {
        *effect = (uint8_t)e;
        return true;
    }
    ju_path_key(p, sizeof p, path, "effect");
    domain_names(names, sizeof names, domain);
    ju_error(d, p, "unknown effect '%s' (%s; docs/effects.md)", name, names);
    return false;
}

/* "mp (MP 1 to 5), health (health 0 to 40, may be left out)" for messages. */
static void describe_args(char *buf, size_t size, const rf_effect_def *fx)
{
    size_t used = 0;
    buf[0] = '\0';
    for (int i = 0; i < fx->nargs && used < size; i++) {
        const rf_effect_arg *a = &fx->arg[i];
        const char *sep = i ? ", " : "";
        if (a->type == RF_ARG_ICONS)
            used += (size_t)snprintf(buf + used, size - used, "%s%s (a list of %s)", sep,
                                     a->key, a->what);
        else
            used += (size_t)snprintf(buf + used, size - used, "%s%s (%s %d to %d%s)", sep,
                                     a->key, a->what, a->lo, a->hi,
                                     a->type == RF_ARG_OPTIONAL ? ", may be left out" : "");
    }
    if (!fx->nargs) snprintf(buf, size, "no arguments");
}

/* A list of Aim card icon names (TERM-7) as a bit set. */
static int read_icon_list(ju_doc *d, const json_t *e, const char *path)
{
    char ep[JU_PATH_LEN];
    if (!json_is_array(e)) {
        ju_error(d, path, "expected a list of Aim card icons (low, high, cover, semi, head), "
                          "got %s", ju_type_name(e));
        return 0;
    }
    int mask = 0;
    size_t i;
    const json_t *n;
    json_array_foreach(e, i, n) {
        ju_path_index(ep, sizeof ep, path, i);
        int bit = 0;
        for (int j = 0; j < RF_AIM_ICONS && json_is_string(n); j++)     /* TERM-7 */
            if (strcmp(json_string_value(n), effect_aim_icon_name(j)) == 0) bit = 1 << j;
        if (!bit)
            ju_error(d, ep, "unknown Aim card icon '%s' (low, high, cover, semi or head)",
                     json_is_string(n) ? json_string_value(n) : ju_type_name(n));
        else if (mask & bit)
            ju_error(d, ep, "icon '%s' is listed twice", json_string_value(n));
        mask |= bit;
    }
    return mask;
}

/* One argument's value (present), checked against its line of the list. */
static int read_value(ju_doc *d, const json_t *x, const char *path, const rf_effect_arg *a,
                      const char *effect)
{
    if (a->type == RF_ARG_ICONS) return read_icon_list(d, x, path);
    if (json_is_integer(x) && json_integer_value(x) >= a->lo && json_integer_value(x) <= a->hi)
        return (int)json_integer_value(x);
    if (json_is_integer(x))
        ju_error(d, path, "the %s of '%s' must be %d to %d, got %lld", a->what, effect, a->lo,
                 a->hi, (long long)json_integer_value(x));
    else
        ju_error(d, path, "expected the %s of '%s' (a whole number from %d to %d), got %s",
                 a->what, effect, a->lo, a->hi, ju_type_name(x));
    return 0;
}

/* Every key of the object is one of the effect's arguments. */
static void check_keys(ju_doc *d, const json_t *obj, const char *p, const rf_effect_def *fx)
{
    const char *key;
    const json_t *x;
    char kp[JU_PATH_LEN], want[300];
    json_object_foreach((json_t *)obj, key, x) {
        bool known = false;
        for (int i = 0; i < fx->nargs; i++) known |= strcmp(fx->arg[i].key, key) == 0;
        if (known) continue;
        ju_path_key(kp, sizeof kp, p, key);
        describe_args(want, sizeof want, fx);
        ju_error(d, kp, "'%s' has no argument '%s' (it takes %s)", fx->name, key, want);
    }
}

/* The arguments of an object, in the list's order. */
static void read_named(ju_doc *d, const json_t *obj, const char *p, const rf_effect_def *fx,
                       int8_t a[4])
{
    char kp[JU_PATH_LEN];
    for (int i = 0; i < fx->nargs; i++) {
        const rf_effect_arg *s = &fx->arg[i];
        const json_t *x = obj ? json_object_get(obj, s->key) : NULL;
        ju_path_key(kp, sizeof kp, p, s->key);
        if (x)
            a[i] = (int8_t)read_value(d, x, kp, s, fx->name);
        else if (s->type == RF_ARG_REQUIRED)
            ju_error(d, kp, "'%s' needs its argument '%s' (%s %d to %d)", fx->name, s->key,
                     s->what, s->lo, s->hi);
    }
}

bool ea_read_args(ju_doc *d, const json_t *v, const char *path, int e, int8_t a[4])
{
    const rf_effect_def *fx = effect_of(e);
    const json_t *obj = json_object_get(v, "args");
    char p[JU_PATH_LEN], want[300];
    int before = d->nerrors;
    ju_path_key(p, sizeof p, path, "args");
    memset(a, 0, 4);
    if (obj && !json_is_object(obj)) {
        describe_args(want, sizeof want, fx);
        ju_error(d, p, "\"args\" names its arguments, as {\"%s\": …}: '%s' takes %s; got %s",
                 fx->nargs ? fx->arg[0].key : "", fx->name, want, ju_type_name(obj));
        return false;
    }
    if (obj) check_keys(d, obj, p, fx);           /* left out: no argument given */
    read_named(d, obj, p, fx, a);
    if (d->nerrors != before) return false;
    if ((fx->rules & RF_FX_NONZERO) && !a[0] && !a[1] && !a[2] && !a[3]) {
        ju_error(d, p, "'%s' with only zeros does nothing", fx->name);
        return false;
    }
    return true;
}

void ea_effect_field(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                     void *rec, void *ctx)
{
    ea_pick *pick = ctx;
    uint8_t e;
    pick->e = -1;
    if (!ea_read_effect(d, v, path, pick->domain, &e)) return;
    pick->e = e;
    ju_store_int(rec, f, effect_domain_index(e));
}

void ea_args_field(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                   void *rec, void *ctx)
{
    const ea_pick *pick = ctx;
    int8_t a[4];
    if (pick->e < 0 || !ea_read_args(d, v, path, pick->e, a)) return;
    memcpy((char *)rec + f->off, a, f->size < sizeof a ? f->size : sizeof a);
}
