/*
 * view_held.c — rf_view_held: what a legend holds, as content indices, for
 * the balance lab (issue 18: which weapons, items, attachments and cards a
 * side held and used in a match, docs/sim.md).
 *
 * Public for every seat: the legend board (weapons, fitted attachments,
 * gear: docs/visibility.md), but not during Stage 1 for another squad
 * (R-STAGE1-2). The backpack (BACKPACK-5) and the hand (CARD-6) only for
 * the legend's own seat; the discard pile is face up (CARD-5) but is
 * given with the hand, to the same seat, as the cards it has played.
 */
#include "rules/engine/engine.h"
#include "rules/engine/plugin.h"

static int put(rf_held *out, int n, int max, int kind, int index)
{
    if (n < max) {
        out[n].kind = kind;
        out[n].index = index;
    }
    return n + 1;
}

static int loot_kind(const rf_game *g, int piece, int packed_kind)
{
    const rf_loot_def *d = &g->content->catalog.loot[g->piece[piece].def];
    if (d->family <= RF_LOOT_KNOCKDOWN) return RF_HELD_GEAR;
    return d->family == RF_LOOT_ATTACHMENT ? packed_kind : RF_HELD_ITEM;
}

int rf_view_held(const rf_game *g, int seat, int l, rf_held *out, int max)
{
    rf_viewer v = { seat, 0 };
    return rf_view_held_as(g, &v, l, out, max);
}

/* A player reads its squadmates' backpacks (BACKPACK-5 hides them from
 * opponents only) but not their hands (R-PLAYERS-2). */
int rf_view_held_as(const rf_game *g, const rf_viewer *v, int l, rf_held *out, int max)
{
    if (!v || l < 0 || l >= g->nlegends) return 0;
    const rf_legend *lg = &g->legend[l];
    bool own = v->seat >= 0 && v->seat == lg->seat;
    if (!own && (g->match.stage == RF_STAGE_1 || plug_loadout_unseen(g))) return 0;   /* R-STAGE1-2 */
    int n = 0;
    for (int s = 0; s < RF_WEAPON_SLOTS; s++) {
        if (lg->weapon[s] < 0) continue;
        n = put(out, n, max, RF_HELD_WEAPON, g->piece[lg->weapon[s]].def);
        for (int a = 0; a < RF_MAX_WEAPON_SLOTS; a++)
            if (lg->attach[s][a] >= 0) n = put(out, n, max, RF_HELD_FITTED, g->piece[lg->attach[s][a]].def);
    }
    for (int s = 0; s < RF_GEAR_SLOTS; s++)
        if (lg->gear[s] >= 0) n = put(out, n, max, RF_HELD_GEAR, g->piece[lg->gear[s]].def);
    if (!own) return n;
    for (int s = 0; s < RF_BACKPACK; s++)                                          /* BACKPACK-5 */
        if (lg->pack[s] >= 0)
            n = put(out, n, max, loot_kind(g, lg->pack[s], RF_HELD_PACKED_ATTACHMENT),
                    g->piece[lg->pack[s]].def);
    if (!rf_viewer_holds(g, v, l)) return n;
    for (int i = 0; i < lg->hand_n; i++) n = put(out, n, max, RF_HELD_CARD, lg->hand[i]);  /* CARD-6 */
    for (int i = 0; i < lg->discard_n; i++) n = put(out, n, max, RF_HELD_DISCARDED, lg->discard[i]);
    return n;
}
