/*
 * gunrun.h — the Gun Run module in a game (rules GUNRUN-1 … GUNRUN-7,
 * EX-GUNRUN-1; docs/modes.md "Gun Run"). Each squad plays with its own
 * deck of the 16 fully kitted weapon cards of its back colour
 * (data/fully_kitted.json): every legend equips 2, the squad keeps a hidden
 * queue of 2; a legend may Shoot several times in an activation without
 * spending ammo; after each Shoot its weapon goes to the squad's discard
 * pile and the player equips one of the queue's cards instead, and the
 * queue is refilled from the deck (reshuffling the discard pile when the
 * deck is empty).
 *
 * The core calls none of these: gunrun_plug (gunrun.c) hands them to
 * plugin.h's walks: gunrun_setup (setup: GUNRUN-2 … GUNRUN-4), gunrun_deal
 * (legend_joins: GUNRUN-3), the shot limit lifted (shot_limit_lifted:
 * ACT-10, GUNRUN-6), no ammo spent (free_ammo), gunrun_after_shoot
 * (after_shoot: GUNRUN-7), gunrun_unseen (loadout_unseen: R-GUNRUN-3),
 * gunrun_check, gunrun_hash and the observation (check, hash, observe).
 * Allowed in ASSN, TDM, CTF and Control Point, not in BR (MOD-4): a mode
 * gets it by allowing the module in setup.c's check_modes.
 */
#ifndef RF_RULES_GUNRUN_H
#define RF_RULES_GUNRUN_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "rules/engine/engine.h"

extern const rf_frame_ops rf_frame_queue_ops;

bool gunrun_on(const rf_game *g);
/* GUNRUN-2 … GUNRUN-4: the basic weapon cards out of the game
 * (R-GUNRUN-2), the 32 kitted cards made and split by back colour, every
 * legend already in the game dealt 2, each squad's queue filled. False if
 * the content has no kitted cards or there is no room for 32 more pieces. */
bool gunrun_setup(rf_game *g);
/* GUNRUN-3: legend l draws 2 cards from its squad's deck and equips them. */
void gunrun_deal(rf_game *g, int l);
/* R-GUNRUN-3: in a drafted match each legend draws its 2 kitted weapons
 * when its squad takes it; until Stage 2 they are out of the other squad's
 * sight, as Stage 1's loadouts are (R-STAGE1-2). True during the draft of
 * a game with Gun Run. */
bool gunrun_unseen(const rf_game *g);
/* GUNRUN-7 once legend s's Shoot with weapon slot `slot` is fully
 * resolved: the card to the discard pile and the queue frame pushed. */
void gunrun_after_shoot(rf_game *g, int s, int slot);
/* The card in place i of squad's queue (-1 empty); a piece. */
int gunrun_queue(const rf_game *g, int squad, int i);

rf_status gunrun_check(const rf_game *g, rf_error *err);
uint64_t gunrun_hash(const rf_game *g);

#endif
