/*
 * log_shot.h — a resolved Shoot in words for the game's log.
 */
#ifndef RF_RULES_LOG_SHOT_H
#define RF_RULES_LOG_SHOT_H

#include "rules/combat/combat.h"
#include "rules/combat/ht_parts.h"
#include "rules/engine/state.h"

typedef struct rf_shot_log {
    int shooter, target;
    const char *weapon;
    const rf_ht *ht;
    const rf_ht_part *parts;        /* ht's "other" by source (shot_ht_parts) */
    int nparts;
    const rf_aim_target *at;
    const rf_aim_result *ar;
    int damage;
    const rf_damage_result *dr;
} rf_shot_log;

void log_shot(const rf_game *g, const rf_shot_log *s);

#endif
