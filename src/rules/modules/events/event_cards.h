/*
 * event_cards.h — the Events module in a game (rules EVENT-1 … EVENT-5,
 * EX-EVENT-1; docs/modes.md "Events"). An event token lies below each red
 * turn space of the initiative track (EVENT-2); at the start of every red
 * turn the token resolves (EVENT-3): the active card, if upcoming, is
 * resolved; it is removed from the game; the top card of the deck becomes
 * the active card. A persistent card is in force while it is active
 * (EVENT-5): the rules ask the hooks below.
 *
 * The core calls none of these: events_plug (event_cards.c) hands them to
 * plugin.h's walks:
 *   evt_setup                        EVENT-2 (setup)
 *   evt_turn_start                   EVENT-3 (turn_opens: it lies on top)
 *   evt_shot_ht                      persistent Hit Threshold modifiers (shot_ht,
 *                                    shot_ht_parts)
 *   evt_move_bonus                   persistent MP (move_bonus)
 *   evt_damage_per_hit, evt_stability  (shot_extra_damage, shot_weapon)
 *   evt_blocks_abilities             (abilities_blocked)
 *   evt_check, evt_hash              (check, hash); the deck's order in a
 *                                    world (determinize); the observation (observe)
 * The module is allowed in BR, ASSN, TDM, CTF and Control Point (MOD-4);
 * nothing here depends on the mode, so a mode gets it by allowing the
 * module in setup.c's check_modes.
 */
#ifndef RF_RULES_EVENT_CARDS_H
#define RF_RULES_EVENT_CARDS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "rules/engine/engine.h"

extern const rf_frame_ops rf_frame_event_ops;

bool evt_on(const rf_game *g);
/* EVENT-2: the deck shuffled, no active card yet. */
void evt_setup(rf_game *g);
/* EVENT-3: at the start of squad's turn; true if an event frame was pushed
 * (the token below a red turn space), to run before the other tokens. */
bool evt_turn_start(rf_game *g, int squad);
/* The active event card (EVENT-3 (3)), NULL none. */
const rf_event_def *evt_active(const rf_game *g);

/* Persistent effects of the active card (EVENT-5); 0 / false without one. */
int evt_shot_ht(const rf_game *g, int s, int t, int distance);
int evt_move_bonus(const rf_game *g, int l);
int evt_damage_per_hit(const rf_game *g);
int evt_stability(const rf_game *g);
bool evt_blocks_abilities(const rf_game *g);

rf_status evt_check(const rf_game *g, rf_error *err);
uint64_t evt_hash(const rf_game *g);

#endif
