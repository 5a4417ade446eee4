/*
 * view_modules.c — the bots' public view of the Supply Drops and the
 * Replicator (include/ringfall.h: rf_view_drops, rf_view_craft_markers,
 * rf_view_crafting).
 */
#include "rules/engine/engine.h"
#include "rules/modules/deployment/modules.h"

int rf_view_drops(const rf_game *g, int *xs, int *ys, bool *closed, int max)
{
    int n = 0;
    for (int i = 0; i < RF_DROPS; i++) {
        const rf_drop *d = &g->drops.drop[i];
        if (!drops_on(g) || d->where != RF_DROP_ON_MAP) continue;
        if (n < max) {
            xs[n] = geo_cell_at(d->at).x;
            ys[n] = geo_cell_at(d->at).y;
            closed[n] = d->closed;                                         /* DROP-9 */
        }
        n++;
    }
    return n;
}

int rf_view_craft_markers(const rf_game *g, int *xs, int *ys, int max)
{
    int n = 0;
    for (int k = 0; k < RF_CRAFT_MARKERS && repl_on(g); k++) {
        if (g->repl.where[k] != RF_CRAFT_MAP) continue;
        if (n < max) {
            xs[n] = geo_cell_at(g->repl.at[k]).x;
            ys[n] = geo_cell_at(g->repl.at[k]).y;
        }
        n++;
    }
    return n;
}

int rf_view_crafting(const rf_game *g, int seat, int l)
{
    if (l < 0 || l >= g->nlegends || seat != g->legend[l].seat) return -1;     /* BACKPACK-5 */
    return repl_held(g, l);
}

bool rf_view_replicator_space(const rf_game *g, int pos, int *cost)
{
    if (!repl_on(g) || pos < 0 || pos >= RF_REPL_ROWS * RF_REPL_COLS) return false;
    if (cost) *cost = g->content->repl.cost[pos / RF_REPL_COLS];           /* REPL-10 */
    for (int p = 0; p < g->npieces; p++)
        if (g->piece[p].where == RF_IN_MODULE && g->piece[p].at == RF_MODAT_REPL + pos) return true;
    return false;
}
