/*
 * default_squads.c — the legends a set-up takes when its player names none:
 * the draft pool and each mode's default squads for the stages start (one
 * list for `ringfall play|sim` and `ringfall serve`). Content, not rules:
 * the legends the books name (issue 17: the core names no legend).
 */
#include <stddef.h>

#include "ringfall.h"

/* DRAFT-6: every legend of the books may be drafted (docs/legends.md). */
static const char *const pool[] = { "Bangalore", "Gibraltar", "Wraith", "Bloodhound",
                                    "Lifeline", "Pathfinder", "Loba" };

/* DRAFT-9: red Bangalore, Wraith (+ Lifeline); blue Gibraltar, Bloodhound
 * (+ Pathfinder). */
static const char *const first_game[2][3] = {
    { "Bangalore", "Wraith", "Lifeline" },
    { "Gibraltar", "Bloodhound", "Pathfinder" },
};

/* CHAMP-1 (2 champions, red, against 4 challengers): the first-game
 * legends, the champions Bangalore and Wraith (designed). */
static const char *const champions[2][4] = {
    { "Bangalore", "Wraith" },
    { "Gibraltar", "Bloodhound", "Lifeline", "Pathfinder" },
};

const char *rf_draft_pool_legend(int k)
{
    return k >= 0 && k < (int)(sizeof pool / sizeof *pool) ? pool[k] : NULL;
}

const char *rf_default_squad_legend(int mode, int squad, int k)
{
    if (squad < 0 || squad > 1 || k < 0) return NULL;
    if (mode == RF_MODE_CHAMP) return k < 4 ? champions[squad][k] : NULL;
    return k < 3 ? first_game[squad][k] : NULL;
}
