/*
 * effects_log.h — what a played card did, in the log (effects_log.c).
 */
#ifndef RF_RULES_EFFECTS_LOG_H
#define RF_RULES_EFFECTS_LOG_H

#include "data/cards.h"
#include "rules/engine/state.h"

/* DMG-7: health and shield restored to legend t by l's card c (what the
 * limits let in). */
void effect_log_restore(const rf_game *g, int l, int t, const rf_card_def *c, int health,
                           int shield);
/* CARD-6: the cards drawn since the hand held `before` (names: own seat). */
void effect_log_draw(const rf_game *g, int l, const rf_card_def *c, int before);
/* ENHANCE-1, REACT-9: the card's numbers for the Shoot. */
/* What card c did to this Shoot, in the effect list's words, with the rule. */
void effect_log_shot(const rf_game *g, int l, const rf_card_def *c, const char *rule);
/* COOL-5: on_track tokens moved; `ready` names the abilities whose token
 * left the track ("" none). */
void effect_log_cooldown(const rf_game *g, int l, const rf_card_def *c, int on_track,
                            const char *ready);

#endif
