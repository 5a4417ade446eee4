/*
 * undo.c — rf_undoable: may the choices that led from `before` to `after`
 * be taken back? (issue 15; docs/protocol.md, "Undo").
 *
 * As boardgame.io and Board Game Arena allow: a player may take back the
 * choices of their own activation until something new is known. The
 * engine says when that is, so that no client or server guesses:
 * rf_game.info grows at every draw or reveal from a face-down deck or bag
 * (action cards CARD-6, Aim cards SHOOT-10 / MELEE-2 / GRENADE-3 / DRAFT-2,
 * loot tokens LOOT-1 / INTERACT-4, weapon cards, supply bin cards, the
 * modes' and modules' decks), when the decision passes to another seat
 * (it decides on what it saw) and when an activation ends (ACT-2).
 * The generator is compared too: any random draw makes the outcome of the
 * choice something nobody could know.
 */
#include <stdio.h>
#include <string.h>

#include "errors.h"
#include "rules/engine/engine.h"
#include "rules/engine/undo.h"

void undo_info_after_choice(rf_game *g, int seat)
{
    int now;                                       /* the seat only: no member asked */
    if (!rf_pending_seat(g, &now) || now != seat) undo_info_new(g);
}

static bool refuse(rf_error *why, const char *text)
{
    if (why) {
        memset(why, 0, sizeof *why);
        why->code = RF_E_ILLEGAL;
        snprintf(why->message, sizeof why->message, "%s", text);
    }
    return false;
}

bool rf_undoable(const rf_game *before, const rf_game *after, rf_error *why)
{
    rf_decision b, a;
    if (!rf_pending_brief(before, &b)) return refuse(why, "the game was over");
    if (after->content != before->content || after->map != before->map ||
        after->decisions <= before->decisions)
        return refuse(why, "not a later state of the same game");
    if (!rf_pending_brief(after, &a)) return refuse(why, "the game is over");
    if (a.seat != b.seat) return refuse(why, "the decision has passed to the other side");
    if (after->info != before->info || after->rng.s != before->rng.s)
        return refuse(why, "something new is known since (a card drawn or revealed, a token "
                           "drawn, the other side decided, or the activation ended)");
    if (why) memset(why, 0, sizeof *why);
    return true;
}
