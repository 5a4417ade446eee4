/*
 * log.h — the game's log in words (rf_game_set_log): what the engine
 * writes for people. Logging costs one pointer test when nobody listens.
 */
#ifndef RF_RULES_LOG_H
#define RF_RULES_LOG_H

#include "rules/engine/state.h"

/* Write one line for `seat` (-1: for everyone), if somebody listens. */
void log_msg(const rf_game *g, int seat, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
/* Write one line for the player of legend l only (R-PLAYERS-2: a card
 * drawn into its hand, CARD-6); rf_game_set_log's listener reads it as a
 * line for l's seat. */
void log_msg_legend(const rf_game *g, int l, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
static inline bool log_on(const rf_game *g) { return g->log || g->log_players; }

/* One legend's damage from `what` (an ability, a grenade, a melee attack):
 * "Bangalore takes 8 damage from Rolling Thunder (3 to shield, 5 to
 * health)", what absorbed it and whether it eliminated the legend (DMG,
 * KO, ELIM-1). */
struct rf_damage_result;
void log_damage(const rf_game *g, int l, const char *what, int amount,
                   const struct rf_damage_result *dr);

/* The squad's name for the log ("red", "blue"). */
const char *log_squad_name(int squad);

#endif
