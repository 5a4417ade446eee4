/*
 * record_add.h — adding to the record of the current and previous turn
 * (record.h): the turn's start, a Shoot, a Move, a damage or elimination.
 * Recording never changes the game (the record is not read by the rules).
 */
#ifndef RF_RULES_RECORD_ADD_H
#define RF_RULES_RECORD_ADD_H

#include "rules/combat/ht_parts.h"
#include "rules/engine/state.h"

/* A squad's turn starts (TURN-1): entries before the previous turn may go. */
void rec_turn_start(rf_game *g);

/* A Shoot fired (SHOOT-10 … SHOOT-16, AIM, DMG). */
typedef struct rf_rec_shot_in {
    int shooter, target, slot, weapon, distance;
    const rf_ht *ht;
    const rf_ht_part *parts;        /* ht's "other" by source (shot_ht_parts) */
    int nparts;
    const rf_aim_target *at;
    const rf_aim_result *ar;
    int damage;
    const rf_damage_result *dr;
} rf_rec_shot_in;
void rec_shot_add(rf_game *g, const rf_rec_shot_in *in);

/* legend moved along path (n spaces entered, start not included), spending mp. */
void rec_move_add(rf_game *g, int legend, geo_cell from, const geo_cell *path, int n, int mp);

/* A damage or an elimination (events.h). */
void rec_event_add(rf_game *g, int kind, int legend, int source, int cause, const char *what,
                      int amount, int to_shield, int to_health);

/* A Melee Attack's Aim card and whether it hit (MELEE-2, MELEE-3). */
void rec_melee_add(rf_game *g, int attacker, int target, rf_aim_card card, bool hit);

#endif
