/*
 * champ_play.h — a champion in play (Champions, docs/modes.md): who is a
 * champion (CHAMP-1: the red squad of 2 in a Champions match), its 3 AP
 * and repeated basic actions (CHAMP-12), its unlimited ammo (CHAMP-13)
 * and its dial at 70/70 (CHAMP-7), the numbers from data/champions.json.
 * The match flow that calls champ_vitals is not wired yet (setup.c
 * still refuses the mode).
 */
#ifndef RF_RULES_CHAMP_PLAY_H
#define RF_RULES_CHAMP_PLAY_H

#include <stdbool.h>

#include "rules/engine/state.h"

/* CHAMP-1: a legend of the champion squad (red) in a Champions game. */
bool champ_is_champion(const rf_game *g, int l);

/* ACT-3, CHAMP-12: the AP of l's activation (3 for a champion, else 2). */
int champ_activation_ap(const rf_game *g, int l);

/* ACT-9, CHAMP-12: how many times l may perform the same basic action in
 * one activation (a champion: as often as its 3 AP allow). */
int champ_same_action_limit(const rf_game *g, int l);

/* CHAMP-13: l's Shoot actions spend no ammo (and need none). */
bool champ_unlimited_ammo(const rf_game *g, int l);

/* CHAMP-7: the champion's dial: shield and health 70, both the limits
 * (DMG-8: "except Champions"). */
void champ_vitals(rf_game *g, int l);

#endif
