/*
 * effect_args.h — "effect" and "args" of a card or an ability, read and
 * checked against the one effect list (data/effect_list.h): the loaders
 * of cards, abilities, weapons, roles and feats share it (effect_args.c).
 */
#ifndef RF_DATA_EFFECT_ARGS_H
#define RF_DATA_EFFECT_ARGS_H

#include <stdbool.h>
#include <stdint.h>

#include "data/json_util.h"
#include "data/ju_fields.h"

/* "effect": the name of an effect of `domain` (enum rf_effect_domain) into
 * *effect. False, with the error recorded at path.effect (the names of the
 * domain listed), when it is missing or unknown. */
bool ea_read_effect(ju_doc *d, const json_t *v, const char *path, int domain,
                    uint8_t *effect);

/* "args": effect e's named arguments into a[0…3] in the list's order (an
 * optional one left out is 0). Every key must be an argument of e, every
 * required argument present, every value of its type and in its range; an
 * effect marked RF_FX_NONZERO must not be given only zeros. False if an
 * error was recorded (at path.args or path.args.KEY). */
bool ea_read_args(ju_doc *d, const json_t *v, const char *path, int e, int8_t a[4]);

/* A record whose effect is kept as its place in its domain (a role's, a
 * feat's: the mode's own enum, effect_domain_index) and its arguments
 * in a short array. The loader's ctx for the record starts with an
 * ea_pick: the domain to read, and the effect's list number once read. */
typedef struct ea_pick {
    int domain;                /* enum rf_effect_domain */
    int e;                     /* its line of the list; -1 until read */
} ea_pick;
/* JU_CUSTOM_AT_("effect", true, ea_effect_field, T, m, 0, 0, NULL, rule):
 * an effect of the pick's domain, its place in the domain kept in T's m. */
void ea_effect_field(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                     void *rec, void *ctx);
/* JU_CUSTOM_AT_("args", false, ea_args_field, T, a, 0, 0, NULL, rule): the
 * picked effect's named arguments (ea_read_args), as many as T's int8_t
 * array a holds (at most 4); nothing when the effect was refused. */
void ea_args_field(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                   void *rec, void *ctx);

#endif
