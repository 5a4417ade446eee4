/*
 * thief.c — Loba's action card Thief's Artistry ("thief", an enhanced
 * shoot; rules EX-EQUIP-1, EX-CHAMP-2; docs/legends.md): after the Shoot
 * the target gives Loba 1 loot token of its choice from its backpack for
 * each hit and each headshot it took, as DMG-1 counts them (a headshot
 * card is also a hit: 1 hit + 1 headshot gives 2, as in EX-EQUIP-1); with
 * fewer tokens than owed it gives all it has (frame_give_loot.c). Loba
 * receives them as loot (LOOT-4). The card only marks the Shoot
 * (its Shoot frame's rf_shot.after_card); frame_shoot.c calls `after` once the Shoot is over
 * (after the target's After Firing reactions, SHOOT-11), so a target
 * eliminated by the Shoot is off the map by then (ELIM-1, ELIM-2 "performed
 * immediately") and owes nothing: ELIM-4, an eliminated legend takes part
 * in nothing until it respawns; in the equipment modes it puts no lock
 * token back on the board TDM-12 (2) / CTF-13 (3) has just cleared, and
 * Loba takes none off hers (EX-EQUIP-1 trades one for the other). A target
 * whose knockdown shield saved it (KO-1) is still on the map and gives as
 * usual: the books have no "knocked down" state between standing and
 * eliminated (ruling R-THIEF-1, docs/rulings.md).
 */
#include "rules/cards/effect_ops.h"
#include "rules/modes/equip/equip.h"
#include "rules/record/log.h"

static void thief_play(rf_game *g, int l, const rf_card_def *c)
{
    (void)l;
    rf_shot *sh = engine_shot_now(g);
    if (sh) sh->after_card = (uint8_t)(c - g->content->cards.card + 1); /* after the Shoot */
}

/* DMG-1 counts hits and headshots; the Shoot just made is g->last. */
static void thief_after(rf_game *g, int l, int t, const rf_card_def *c)
{
    (void)c;
    int owed = g->last.hits + g->last.heads;
    if (owed <= 0 || t < 0 || g->last.shooter != l || g->last.target != t) return;
    if (!g->legend[t].on_map) return;                         /* ELIM-4, R-THIEF-1 */
    if (equip_on(g, t)) {          /* EQUIP-6, EX-EQUIP-1: lock tokens instead of loot */
        log_msg(g, -1, "%s owes %s %d loot token%s (Thief's Artistry): lock tokens instead "
                "(EX-EQUIP-1)", g->legend[t].name, g->legend[l].name, owed, owed == 1 ? "" : "s");
        equip_push(g, RF_EQ_LOCK, t, owed, l);
        return;
    }
    int has = 0;                      /* what is given shows it: no secret kept (BACKPACK-5) */
    for (int s = 0; s < RF_BACKPACK; s++) has += g->legend[t].pack[s] >= 0;
    if (has >= owed)
        log_msg(g, -1, "%s owes %s %d loot token%s (Thief's Artistry)", g->legend[t].name,
                g->legend[l].name, owed, owed == 1 ? "" : "s");
    else           /* with fewer tokens than owed it gives what it has (frame_give_loot.c) */
        log_msg(g, -1, "%s owes %s %d loot token%s (Thief's Artistry) but has %s: it gives %s",
                g->legend[t].name, g->legend[l].name, owed, owed == 1 ? "" : "s",
                has ? "fewer" : "none", has == 0 ? "nothing" : has == 1 ? "its 1 token" : "all it has");
    rf_frame *f = engine_push(g, FR_GIVE_LOOT, t);
    f->target = (int8_t)l;
    f->give_loot.left = (int16_t)owed;
}

const rf_card_fx rf_fx_thief = {
    .play = thief_play,
    .after = thief_after,
};
