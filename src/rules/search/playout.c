/*
 * playout.c — rf_view_score and rf_playout (ringfall.h; issue 13): what a
 * search bot needs to evaluate and play on a position quickly.
 */
#include "rules/engine/engine.h"
#include "rules/engine/plugin.h"

void rf_view_score(const rf_game *g, rf_score *out)
{
    out->vp[0] = g->vp[RF_RED];                                  /* ELIM-3 */
    out->vp[1] = g->vp[RF_BLUE];
    out->death_boxes[0] = out->death_boxes[1] = 0;
    for (int l = 0; l < g->nlegends; l++)                        /* BR-4 */
        out->death_boxes[g->legend[l].squad & 1] += g->legend[l].death_boxes;
    out->over = g->over;
    out->standing = g->over ? g->winner : plug_trophy_winner(g);  /* ROUND-5, BR-7 */
}

int rf_playout(rf_game *g, rf_bot *b, int max_steps)
{
    int steps = 0;
    while (steps < max_steps && !g->over && g->nframes) {
        unsigned code = rf_bot_choose(b, g);
        if (!code) break;
        engine_choose_trusted(g, code);
        steps++;
    }
    return steps;
}
