/*
 * game_text.c — a game's board in the terminal (rf_game_render): the map as
 * the table shows it now, with the objects placed in play and the opened
 * supply bins (both on the table for everyone: INTERACT-4 (5),
 * docs/visibility.md) and the legends given as markers, each in a letter of
 * its own (map_text.c).
 */
#include <ctype.h>
#include <stdlib.h>

#include "io/map_text.h"
#include "map.h"
#include "rules/engine/state.h"

void rf_game_render(const rf_game *g, const rf_marker *marks, int n, FILE *out, bool color)
{
    if (!g || !g->map || !g->map->board || !out) return;
    const rf_map *m = g->map;
    const geo_board *b = m->board;
    uint8_t *opened = calloc((size_t)(b->ncomp > 0 ? b->ncomp : 1), 1);
    if (!opened) return;
    for (int i = 0; i < g->nbins; i++)                         /* INTERACT-4 (5) */
        if ((g->bins_opened >> i) & 1u) opened[g->bin_comp[i]] = 1;
    map_text_marker mk[64];
    int k = 0;
    for (int i = 0; marks && i < n && k < 64; i++, k++) {
        mk[k].cell = geo_cell_make(marks[i].x, marks[i].y);
        snprintf(mk[k].name, sizeof mk[k].name, "%s", marks[i].name ? marks[i].name : "?");
        mk[k].sym = (char)toupper((unsigned char)mk[k].name[0]);
        mk[k].squad = (uint8_t)(marks[i].squad ? 1 : 0);
    }
    map_text_render(b, &g->overlay, opened, mk, k, m->name[0] ? m->name : m->id, out, color);
    free(opened);
}
