/*
 * scenario_walk.c — `walk NAME X,Y`: the Move 2 basic action played by the
 * engine (ACT-8, MOVE-1): in NAME's activation it spends 1 AP (ACT-3) and
 * counts towards ACT-9's two of a kind; the legend ends on X,Y when the
 * engine offers that space as the end of the Move (MOVE-2: all, some or
 * none of its 2 MP; MOVE-6 … MOVE-21: the cost of each space entered, the
 * engine's cheapest path; MOVE-9: not on an occupied space).
 *
 * `move` (scenario_move.c) stays a placement along a given path with no MP
 * and no activation: the geometry's rules on their own. `walk` is the
 * action: refused, it is a FAIL line with the engine's prompt and the game
 * is put back (scn_game_play). `expect walk NAME X,Y yes|no` asks whether
 * the engine would play it now (tried on a copy of the game), so that a
 * scenario can expect the refusal.
 *
 * `moveto NAME X,Y` ends a Move that already waits for NAME's decision —
 * one a card's effect (`play`) or an ability left pending — on X,Y, a space
 * the engine offers (`expect moveto` likewise). Either may end with
 * `rush CARD`: the card discarded for one more MP first (RUSH-1 (b),
 * scenario_step.c).
 */
#include "io/scenario.h"
#include "io/scenario_game.h"
#include "rules/engine/engine.h"

typedef struct walk_arg { int s, rush; geo_cell to; } walk_arg;

static bool do_walk(scn_ctx *ctx, const void *arg, char *why)
{
    const walk_arg *w = arg;
    unsigned act = engine_code(OPT_ACTION, ACT_MOVE2, 0);
    static const char *const what[] = { "the Move 2 action (ACT-6, ACT-9)" };
    if (!scn_play_begin(ctx, w->s, why) || !scn_play_chain(ctx, &act, what, 1, why)) return false;
    return scn_move_end(ctx, w->s, w->to, w->rush, why);
}

/* A Move already waiting (a card's, an ability's): its end only. */
static bool do_moveto(scn_ctx *ctx, const void *arg, char *why)
{
    const walk_arg *w = arg;
    return scn_move_end(ctx, w->s, w->to, w->rush, why);
}

/* NAME X,Y [rush CARD] */
static rf_status read_walk(scn_ctx *ctx, scn_line *ln, walk_arg *w)
{
    rf_status st = scn_play_who(ctx, ln, &w->s);
    if (st == RF_OK) st = scn_arg_xy(ctx, ln, "X,Y", &w->to);
    return st == RF_OK ? scn_arg_rush(ctx, ln, &w->rush) : st;
}

/* walk|moveto NAME X,Y [rush CARD] */
static rf_status walk_line(scn_ctx *ctx, scn_line *ln, bool walk)
{
    walk_arg w = { -1, -1, { 0, 0 } };
    rf_status st = read_walk(ctx, ln, &w);
    return scn_play_line(ctx, ln, st, walk ? "walk" : "move there", walk ? do_walk : do_moveto,
                         &w);
}

rf_status scn_kw_walk(scn_ctx *ctx, scn_line *ln) { return walk_line(ctx, ln, true); }
rf_status scn_kw_moveto(scn_ctx *ctx, scn_line *ln) { return walk_line(ctx, ln, false); }

/* expect walk|moveto NAME X,Y [rush CARD] yes|no */
static rf_status walk_expect(scn_ctx *ctx, scn_line *ln, bool walk)
{
    walk_arg w = { -1, -1, { 0, 0 } };
    rf_status st = read_walk(ctx, ln, &w);
    return scn_expect_try(ctx, ln, st, w.s, walk ? do_walk : do_moveto, &w);
}

rf_status scn_ex_walk(scn_ctx *ctx, scn_line *ln) { return walk_expect(ctx, ln, true); }
rf_status scn_ex_moveto(scn_ctx *ctx, scn_line *ln) { return walk_expect(ctx, ln, false); }
