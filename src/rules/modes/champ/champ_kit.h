/*
 * champ_kit.h — the champions' fully kitted weapon deck (CHAMP-5, CHAMP-10,
 * CHAMP-14; docs/modes.md): the red-backed cards but FK-W-16, as pieces at
 * RF_IN_KIT in the red squad's deck and discard pile of rf_gunrun_state
 * (gunrun_types.h; Gun Run is never played with Champions, MOD-4).
 * Drawn cards lie next to the champion's board (RF_HELD) until it equips
 * or discards them.
 */
#ifndef RF_RULES_CHAMP_KIT_H
#define RF_RULES_CHAMP_KIT_H

#include <stdbool.h>
#include <stddef.h>

#include "errors.h"
#include "rules/engine/state.h"

/* CHAMP-5: make and shuffle the deck; false without room or cards. */
bool champ_kit_setup(rf_game *g);
/* The top card next to l's board (an empty deck is first made again from
 * the discard pile, shuffled: ruling R-CHAMP-14); -1 if both are empty. */
int champ_kit_draw(rf_game *g, int l);
/* Kitted card p onto the champions' discard pile (CHAMP-10, CHAMP-14). */
void champ_kit_discard(rf_game *g, int p);
/* Fully kitted cards next to l's board (RF_HELD weapons). */
int champ_kit_held(const rf_game *g, int l);
/* CHAMP-10, CHAMP-14: l equips held card p on weapon slot `slot` (its
 * card there, if any, to the discard pile); no ammo (CHAMP-13). */
void champ_kit_equip(rf_game *g, int l, int slot, int p);

/* What a kitted card's options say of it (printed, so public), short
 * enough for two in an option's label: "NAME (best range lo-hi HTthreshold
 * fire-rate AxB damage/headshot damage)", e.g. "Wingman (2-5 HT55 1x1 9/4)". */
void champ_kit_describe(const rf_game *g, int p, char *buf, size_t n);

rf_status champ_kit_check(const rf_game *g, rf_error *err);
unsigned long long champ_hash(const rf_game *g);

#endif
