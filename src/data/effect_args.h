/*
 * effect_args.h — "effect" and "args" of a card or an ability, read and
 * checked against the one effect list (rules/effect_list.h): the loaders
 * of cards and abilities share it (effect_args.c).
 */
#ifndef RF_DATA_EFFECT_ARGS_H
#define RF_DATA_EFFECT_ARGS_H

#include <stdbool.h>
#include <stdint.h>

#include "data/json_util.h"

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

#endif
