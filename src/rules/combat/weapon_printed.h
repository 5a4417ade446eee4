/*
 * weapon_printed.h — what a weapon card prints beyond its numbers, in play
 * (issue 17; weapon_printed.c): its PASSIVE box (WEAPON-14) and its
 * special action (WEAPON-15, ACT-15). The arrows of a preinstalled
 * modification (WEAPON-13) are data only: the printed numbers are already
 * the modified ones.
 */
#ifndef RF_RULES_WEAPON_PRINTED_H
#define RF_RULES_WEAPON_PRINTED_H

#include "rules/combat/combat.h"
#include "rules/engine/engine.h"
#include "rules/combat/ht_parts.h"

/* WEAPON-14: s's weapon in slot shoots at t: its PASSIVE box, if it has
 * one whose condition holds now (checked once, before the first Aim card
 * is revealed), changes w and *ht_mod; returns the box applied or NULL.
 * The Shoot calls it before its cards' numbers (PREC-4: passives first). */
const rf_weapon_passive *weapon_passive_apply(const rf_game *g, int s, int t, int slot,
                                                 rf_weapon_stats *w, int *ht_mod);
/* The box's Hit Threshold modifier as a part of the "other" modifier (the
 * log, the record, the views), if it applies to s's Shoot at t with the
 * weapon in slot; returns the new count (ht_part_add). */
int weapon_passive_part(const rf_game *g, int s, int t, int slot, rf_ht_part *out, int n,
                           int max);
/* The log's line for a box that applied. */
void weapon_passive_log(const rf_game *g, int s, int slot, const rf_weapon_passive *p);

/* WEAPON-15, ACT-15: the special actions of l's equipped weapons it may
 * take now (the AP, every instruction of the plan possible), as
 * OPT_WEAPON_ACTION (a: weapon slot, b: the plan, PREC-6: 0 in the printed
 * order, 1 the other way round, 2 the first only, 3 the second only). */
void weapon_action_options(const rf_game *g, int l, rf_optbuf *ob);
/* Whether weapon_action_options lists code, without listing (the
 * activation's check of a choice, rf_frame_shortcuts). */
bool weapon_action_listed(const rf_game *g, int l, uint32_t code);
bool weapon_action_may(const rf_game *g, int l);
/* Take it: its AP paid, its instructions one after the other (a frame). */
bool weapon_action_apply(rf_game *g, int l, uint32_t code);
/* Its AP, -1 if code names none (the players' cost breakdown). */
int weapon_action_cost(const rf_game *g, int l, uint32_t code);

#endif
