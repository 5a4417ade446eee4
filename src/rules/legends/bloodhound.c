/*
 * bloodhound.c — Bloodhound's ability effects (docs/legends.md).
 *
 * Eye of the Allfather ("ravens"): the ability's data attaches a Raven to
 * up to 3 enemies in range 1–3 (ABIL-11, ABIL-8: "minis": 3, "targets": 3,
 * the legend stops when it likes); while its Duration runs, a Shoot by a
 * legend of Bloodhound's squad at a legend carrying a Raven gets the Hit
 * Threshold modifier a0 (-10).
 * Beast of the Hunt ("beast"): the Beast miniature is attached to
 * Bloodhound himself (place "self", ABIL-8); while its Duration runs his
 * Move actions have a0 more MP (+1) and his Shoots the Hit Threshold
 * modifier a1 (-10).
 * Both act through status.c, read from the ability state (RF_EFF_RAVENS,
 * RF_EFF_BEAST): nothing happens at their start or end beyond the
 * miniatures and the token (TIME-2, TIME-5). Their names and numbers are
 * their lines of data/effect_list.h.
 */
#include "rules/cards/effect_ops.h"

const rf_ability_fx rf_fx_ravens = { .start = NULL };      /* status.c reads it */

const rf_ability_fx rf_fx_beast = { .start = NULL };       /* status.c reads it */
