/*
 * champ_elim.h — eliminations and victory in Champions (CHAMP-3, CHAMP-4,
 * CHAMP-15; docs/modes.md): a champion's elimination replaces ELIM-2 and
 * ELIM-3, a challenger's follows them (its death boxes: CHAMP-4), and the
 * squads' goals (CHAMP-3) replace BR-5 and BR-6; at the trophy space the
 * challengers win (CHAMP-3, champ_plug's trophy_winner).
 */
#ifndef RF_RULES_CHAMP_ELIM_H
#define RF_RULES_CHAMP_ELIM_H

#include <stdbool.h>

#include "rules/engine/state.h"

/* CHAMP-15: champion l is eliminated: off the map, its lock tokens back to
 * the general supply, shield and health 60; the challengers take one of
 * its death box tokens as 1 VP; then CHAMP-3. */
void champ_eliminate(rf_game *g, int l);

/* CHAMP-3: ends the game when a squad has its goal (challengers 2 VP,
 * champions 4 VP); true if it did. */
bool champ_victory(rf_game *g);

#endif
