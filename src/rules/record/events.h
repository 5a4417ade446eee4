/*
 * events.h — game events for statistics (rf_game_set_events): damage and
 * eliminations with their cause. Reporting costs one pointer test when
 * nobody listens, and never changes the game. Every one is also kept in
 * the record of the current and previous turn (record.h) for the views.
 */
#ifndef RF_RULES_EVENTS_H
#define RF_RULES_EVENTS_H

#include "rules/record/record_add.h"
#include "rules/engine/state.h"

/* Legend l took damage `amount` (as dealt) from `source` (-1 none) for
 * `cause` (enum rf_cause) with `what`; dr is what combat_apply_damage did. An
 * elimination (dr->eliminated) is reported too, after the damage. Call it
 * before legend_eliminate. */
void events_damage_slow(const rf_game *g, int l, int source, int cause, const char *what,
                          int amount, const rf_damage_result *dr);
static inline void events_damage(rf_game *g, int l, int source, int cause,
                                   const char *what, int amount, const rf_damage_result *dr)
{
    rec_event_add(g, RF_EVENT_DAMAGE, l, source, cause, what, amount, dr->to_shield,
                     dr->to_health);                     /* the turn's events, for views */
    if (dr->eliminated) rec_event_add(g, RF_EVENT_ELIMINATION, l, source, cause, what, 0, 0, 0);
    if (g->events) events_damage_slow(g, l, source, cause, what, amount, dr);
}

#endif
