/*
 * tdm.h — how the equipment modes eliminate and win (rules TDM-3, TDM-4,
 * TDM-12, CTF-13; docs/modes.md). Team Deathmatch counts victory points
 * from the general supply's death box tokens; Capture the Flag awards none
 * and is won by flags (ctf.h).
 */
#ifndef RF_RULES_TDM_H
#define RF_RULES_TDM_H

#include "rules/engine/engine.h"

#define RF_TDM_VP_TOKENS 12          /* TDM-2: death box / VP tokens, all in the supply */
#define RF_TDM_VP_TO_WIN 4           /* TDM-3 */

/* TDM-12, CTF-13 (replacing ELIM-2, ELIM-3): a legend on an equipment
 * board is eliminated. */
void equip_eliminate(rf_game *g, int l);
/* TDM-3: at the start of the transition phase (ruling R-TDM-3), end the
 * game if a squad has 4 or more VP and the squads are not tied. */
bool tdm_transition_victory(rf_game *g);
/* TDM-4: the winner at the trophy: more VP, else a draw (-1). */
int tdm_trophy_winner(const rf_game *g);

#endif
