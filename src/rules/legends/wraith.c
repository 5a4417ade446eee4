/*
 * wraith.c — Wraith's ability effects (docs/legends.md).
 *
 * Into the Void ("into_the_void"): a free Move a0 (3) at once (MOVE-1; it
 * passes through spaces with legends as every Move does, MOVE-9); while its
 * Duration runs, Wraith cannot be the target of a Shoot, a Melee Attack or
 * a card and cannot Shoot nor make a Melee Attack (status.c).
 * Dimensional Rift ("rift"): the ability's data places 2 Portals on spaces
 * in range 0 ("targets": [2, 2]): the first on Wraith's space, then she
 * performs a Move a0 (4), then the second goes on the space where she
 * ended. The two are linked (abilities_play.c: a "portal" kind has a link
 * cost) for the Duration: any legend's Move may ride from one to the other
 * (move.c overlay links). When it ends both return (TIME-5); a destroyed
 * Portal ends it at once and sends the token to cooldown (DESTROY-7).
 */
#include "rules/engine/engine.h"
#include "rules/cards/effect_ops.h"

static void void_start(rf_game *g, const rf_ability_ctx *cx)
{
    if (g->legend[cx->legend].on_map)
        engine_push(g, FR_MOVE, cx->legend)->move.mp = cx->def->a[0];        /* MOVE-1 */
}

const rf_ability_fx rf_fx_into_the_void = {
    .start = void_start,
};

/* After the first Portal: the Move before the second. */
static void rift_placed(rf_game *g, const rf_ability_ctx *cx)
{
    int n = 0;
    for (int i = 0; i < g->abil.nminis; i++) {
        const rf_abil_mini *m = &g->abil.mini[i];
        n += m->legend == cx->legend && m->slot == cx->slot && m->token == cx->token;
    }
    if (n == 1 && g->legend[cx->legend].on_map)
        engine_push(g, FR_MOVE, cx->legend)->move.mp = cx->def->a[0];        /* MOVE-1 */
}

const rf_ability_fx rf_fx_rift = {
    .placed = rift_placed,
};
