/*
 * view_delayed.c — the delayed ability effects waiting below the
 * initiative track, as every seat sees them (rf_view_delayed,
 * include/ringfall.h; issue 12): a Delay's token lies below the track X
 * rounds ahead (TIME-3, TIME-4) and its miniature on the map (EX-TIME-2:
 * Defensive Bombardment, Rolling Thunder), both public (ABIL-3, TURN-3),
 * and rf_observe already writes them. The bots read the C view, not the
 * JSON: without this a pending bombardment was invisible to them.
 * The area is the one ordnance.c lays when the token resolves, laid as the
 * board is now (the same template, facing, level and FLYING test, AOE-4,
 * AOE-5); a legend that moves in or out before then changes nothing of it.
 * Nothing here depends on the seat: the same for every player.
 */
#include "rules/cards/abilities_play.h"

#define AREA_CELLS (GEO_AOE_MAX * GEO_AOE_MAX)

static int mini_of(const rf_game *g, int l, int slot, int t)
{
    for (int i = 0; i < g->abil.nminis; i++) {
        const rf_abil_mini *m = &g->abil.mini[i];
        if (m->legend == l && m->slot == slot && m->token == t && m->attached < 0) return i;
    }
    return -1;
}

/* The spaces the Delay of miniature m strikes (AOE-2 … AOE-6), as ordnance.c. */
static int area(const rf_game *g, const rf_ability_def *a, int m, rf_delayed_view *out)
{
    const geo_template *t = a->template_id[0] ? content_template(g->content, a->template_id) : NULL;
    geo_place at;
    if (!t || !abil_mini_place(g, &g->abil.mini[m], &at) || at.kind != GEO_PLACE_CELL) return 0;
    const geo_board *b = g->map->board;
    int rot = a->a[1] ? g->abil.mini[m].facing : 0;
    geo_aoe_hit hit[AREA_CELLS];
    int n = geo_aoe(b, &g->overlay, t, at.u.cell, geo_floor(b, at.u.cell), rot, a->a[0] != 0, hit,
                    AREA_CELLS);
    int k = 0;
    for (int i = 0; i < n && k < RF_DELAYED_AREA; i++)
        out->area[k++] = (rf_area_space){ hit[i].cell.x, hit[i].cell.y, hit[i].value, 0 };   /* damage, not a zone */
    return k;
}

int rf_view_delayed(const rf_game *g, rf_delayed_view *out, int max)
{
    int k = 0;
    for (int l = 0; l < g->nlegends; l++)
        for (int s = 0; s < RF_ABIL_SLOTS; s++) {
            const rf_ability_def *a = abil_of(g, l, s);
            if (!a || a->timing != RF_ATIME_DELAY) continue;
            for (int t = 0; t < a->tokens && t < RF_ABIL_MAX_TOKENS; t++) {
                const rf_abil_token *tk = &g->abil.tok[l][s][t];
                if (tk->where != RF_TOK_TRACK || tk->at == RF_TOK_UNTIL) continue;
                if (k < max) {
                    rf_delayed_view *d = &out[k];
                    int m = mini_of(g, l, s, t);
                    geo_place at;
                    bool placed = m >= 0 && abil_mini_place(g, &g->abil.mini[m], &at) &&
                                  at.kind == GEO_PLACE_CELL;
                    *d = (rf_delayed_view){ .legend = l, .slot = s, .round = tk->at / 2,
                                            .squad = tk->at % 2, .x = placed ? at.u.cell.x : -1,
                                            .y = placed ? at.u.cell.y : -1 };
                    d->narea = placed ? area(g, a, m, d) : 0;
                }
                k++;
            }
        }
    return k;
}
