/*
 * view_cost.c — what an option costs, broken down, for the players'
 * screens (rf_option_cost_get, include/ringfall.h; the server's options
 * reply, docs/protocol.md): the AP of an action, a card or an ability, the
 * MP of a Move with the path the engine takes. Read only from what the
 * deciding seat sees: its own hand, the board.
 */
#include <string.h>

#include "rules/cards/abilities_play.h"
#include "rules/engine/engine.h"
#include "rules/cards/hand.h"
#include "rules/frames/move_path.h"
#include "rules/combat/weapon_printed.h"

/* ACT-8, ACT-7, CARD-3, ACT-12: the AP an activation's option spends; -1 none. */
static int activation_ap(const rf_game *g, const rf_frame *f, unsigned code)
{
    int a = engine_code_a(code);
    switch (engine_code_kind(code)) {
    case OPT_ACTION:
        return a == ACT_END ? 0 : 1;               /* every basic action 1 AP (ACT-8), GEAR-7 too */
    case OPT_CARD: {
        if (a >= g->legend[f->legend].hand_n) return -1;
        const rf_card_def *c = hand_card(g, f->legend, a);
        return c->kind == RF_CARD_SPECIAL ? c->cost : 0;                   /* CARD-3 */
    }
    case OPT_ABILITY: {
        const rf_ability_def *ab = abil_of(g, f->legend, a);
        return ab ? ab->cost : -1;                                         /* ACT-12 */
    }
    case OPT_RUSH:
        return 0;                                                          /* RUSH-1: a card */
    case OPT_WEAPON_ACTION:
        return weapon_action_cost(g, f->legend, code);                  /* WEAPON-15 */
    default:
        return -1;
    }
}

static bool move_cost(const rf_game *g, const rf_frame *f, unsigned code, rf_option_cost *out)
{
    geo_cell path[RF_COST_STEPS];
    int mp_at[RF_COST_STEPS];
    int n = move_option_path(g, f, code, path, mp_at, RF_COST_STEPS);
    if (n < 0) return false;
    out->nsteps = n;
    for (int k = 0; k < n; k++) {
        out->step_x[k] = path[k].x;
        out->step_y[k] = path[k].y;
        out->step_mp[k] = mp_at[k] - (k ? mp_at[k - 1] : 0);               /* this step's MP */
    }
    out->mp = n ? mp_at[n - 1] : 0;
    return true;
}

bool rf_option_cost_get(const rf_game *g, unsigned code, rf_option_cost *out)
{
    memset(out, 0, sizeof *out);
    out->ap = out->mp = -1;
    if (!g->nframes || !engine_choice_legal(g, code)) return false;
    const rf_frame *f = &g->stack[g->nframes - 1];
    if (f->type == FR_MOVE) return move_cost(g, f, code, out);
    if (f->type != FR_ACTIVATION) return false;
    out->ap = activation_ap(g, f, code);
    return out->ap >= 0;
}
