/*
 * events.c — game events (rf_game_set_events, events.h).
 */
#include "rules/record/events.h"

void rf_game_set_events(rf_game *g, rf_event_fn fn, void *user)
{
    g->events = fn;
    g->events_user = user;
}

const char *rf_cause_name(int cause)
{
    static const char *const names[RF_CAUSES] = { "?", "shot", "melee", "push", "grenade",
                                                  "ability", "ring", "supply drop" };
    return cause > 0 && cause < RF_CAUSES ? names[cause] : "?";
}

void events_damage_slow(const rf_game *g, int l, int source, int cause, const char *what,
                          int amount, const rf_damage_result *dr)
{
    rf_event e = { RF_EVENT_DAMAGE, l, source, cause, what, amount, dr->to_shield,
                   dr->to_health };
    g->events(g->events_user, &e);
    if (!dr->eliminated) return;
    rf_event x = { RF_EVENT_ELIMINATION, l, source, cause, what, 0, 0, 0 };
    g->events(g->events_user, &x);
}
