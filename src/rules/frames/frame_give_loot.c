/*
 * frame_give_loot.c — a legend hands loot tokens of its choice from its
 * backpack to another legend (Loba's Thief's Artistry, rules EX-EQUIP-1,
 * EX-CHAMP-2; docs/legends.md).
 *
 * frame legend: the giver, who decides (its seat); target: the receiver;
 * give_loot.left: tokens still to give. One token per choice, from the giver's backpack
 * (BACKPACK-1); with fewer tokens than owed it gives what it has. Each
 * token goes next to the receiver's board (RF_HELD, in the open, as drawn
 * tokens are, INTERACT-4 (2)); when done the receiver keeps or drops them
 * (LOOT-4, FR_RECEIVE_LOOT). The rest of the giver's backpack stays behind
 * its screen (BACKPACK-5): the options, which list it, are its seat's; the
 * choice names only the token given, which lies face up, so its log line is
 * public (engine.c, docs/visibility.md).
 * A receiver no longer on the map takes nothing (LOOT-5 needs it there).
 */
#include <stdio.h>

#include "rules/combat/combat.h"
#include "rules/engine/engine.h"
#include "rules/record/log.h"
#include "rules/engine/pieces.h"

static bool has_token(const rf_game *g, int l)
{
    for (int s = 0; s < RF_BACKPACK; s++)
        if (g->legend[l].pack[s] >= 0) return true;
    return false;
}

static int give_run(rf_game *g, rf_frame *f)
{
    int r = f->target;
    if (f->give_loot.left > 0 && g->legend[r].on_map && has_token(g, f->legend)) return RF_WAIT;
    engine_pop(g);
    if (g->legend[r].on_map && pieces_first_held(g, r, RF_PIECE_LOOT) >= 0)
        engine_push(g, FR_RECEIVE_LOOT, r);                                   /* LOOT-4 */
    return RF_GO;
}

static void give_decision(const rf_game *g, const rf_frame *f, rf_decision *d)
{
    d->kind = RF_DEC_LOOT;
    d->seat = g->legend[f->legend].seat;
    d->legend = f->legend;
    snprintf(d->prompt, sizeof d->prompt, "%s gives %s %d more loot token%s: which?",
             g->legend[f->legend].name, g->legend[f->target].name, f->give_loot.left,
             f->give_loot.left == 1 ? "" : "s");
}

static void give_options(const rf_game *g, const rf_frame *f, rf_optbuf *ob)
{
    const rf_legend *lg = &g->legend[f->legend];
    for (int s = 0; s < RF_BACKPACK; s++)
        if (lg->pack[s] >= 0)
            rf_opt_add(ob, engine_code(OPT_GIVE, f->target, lg->pack[s]), "give %s",
                       pieces_loot_of(g, lg->pack[s])->name);
}

/* Exactly what give_options lists: a token of the giver's backpack
 * (EX-EQUIP-1, BACKPACK-1) to the receiver. */
static bool give_legal(const rf_game *g, const rf_frame *f, uint32_t code)
{
    if (engine_code_kind(code) != OPT_GIVE || engine_code_a(code) != (f->target & 0xff)) return false;
    for (int s = 0; s < RF_BACKPACK; s++)
        if (g->legend[f->legend].pack[s] == engine_code_b(code))
            return true;
    return false;
}

static void give_apply(rf_game *g, rf_frame *f, uint32_t code)
{
    piece_hold(g, engine_code_b(code), f->target);                         /* off the backpack */
    f->give_loot.left--;
}

const rf_frame_ops rf_frame_give_loot_ops = { "give loot", give_run, give_decision,
                                              give_options, give_apply };
const rf_frame_shortcuts rf_frame_give_loot_shortcuts = { give_legal, NULL, NULL };
