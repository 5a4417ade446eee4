/*
 * sim_heat.c — where things happened on the map, for the heat maps of
 * `ringfall sim --report` (sim.h, docs/sim.md): per space, the legends
 * standing there at the end of each activation, the Shoots fired from
 * it, the legends eliminated on it by a legend's attack, and by the ring.
 *
 * Collected only when the run asks for it (cfg->heat): reading the
 * positions costs a view per legend and choice. The game is only read
 * (the public views, include/ringfall.h), never changed, so the matches,
 * the tallies and the signatures are those of a run without it. Each
 * thread counts in its own sim_heat and the counts are summed at the end:
 * the same for any number of threads.
 */
#include <string.h>

#include "sim.h"

void sim_heat_begin(sim_heat_tracker *t, sim_heat *heat, const rf_game *g, int width)
{
    t->heat = heat;
    t->g = g;
    t->width = width;
    t->active = -1;
}

/* Count legend l's space in one of the maps (nothing when it is off the map). */
static void count_at(sim_heat_tracker *t, int which, int l)
{
    if (l < 0 || l >= rf_view_legends(t->g)) return;
    rf_legend_view v;
    rf_view_legend(t->g, l, &v);
    if (!v.on_map || v.x < 0 || v.y < 0 || v.x >= t->width || v.y * t->width + v.x >= SIM_HEAT_CELLS) return;
    t->heat->count[which][v.y * t->width + v.x]++;
}

/* Before every choice: an activation that is no longer the current one
 * has ended (ACT-1: the next legend's, the transition's or the match's
 * end); its legend's space is where it ended it. */
void sim_heat_choice(sim_heat_tracker *t)
{
    int active = rf_view_active(t->g);
    if (t->active >= 0 && active != t->active) count_at(t, SIM_HEAT_POSITIONS, t->active);
    t->active = active;
}

/* From the events listener, while the engine resolves: the legends are
 * still where the event found them (an eliminated legend is reported
 * before it leaves the map, events.h). A Shoot's damage event, a miss
 * too, is one Shoot of its source. */
void sim_heat_event(sim_heat_tracker *t, const rf_event *e)
{
    if (e->kind == RF_EVENT_DAMAGE && e->cause == RF_CAUSE_SHOT) count_at(t, SIM_HEAT_SHOTS, e->source);
    else if (e->kind == RF_EVENT_ELIMINATION)
        count_at(t, e->cause == RF_CAUSE_RING ? SIM_HEAT_RING : SIM_HEAT_ELIMINATIONS, e->legend);
}

void sim_heat_end(sim_heat_tracker *t)
{
    if (t->active >= 0) count_at(t, SIM_HEAT_POSITIONS, t->active);   /* the last activation */
    t->active = -1;
}

void sim_heat_merge(sim_heat *into, const sim_heat *h)
{
    for (int k = 0; k < SIM_HEATS; k++)
        for (int i = 0; i < SIM_HEAT_CELLS; i++) into->count[k][i] += h->count[k][i];
}
