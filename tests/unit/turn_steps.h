/*
 * turn_steps.h — rule tests walking through rounds and activations with the
 * engine's frames (src/rules/engine/engine.h): which frame decides, activate a
 * legend, end activations until a squad's turn. Header-only (static inline).
 */
#ifndef RF_TEST_TURN_STEPS_H
#define RF_TEST_TURN_STEPS_H

#include "testutil.h"
#include "rules/engine/engine.h"

/* The frame type of the pending decision (FR_TURN, FR_ACTIVATION, ...). */
static inline int tu_top(const rf_game *g) { return g->stack[g->nframes - 1].type; }

/* Legend l's squad's turn is waiting for a legend: activate l. */
static inline void tu_activate(rf_game *g, int l)
{
    assert_int_equal(tu_top(g), FR_TURN);
    tu_choose(g, engine_code(OPT_ACTIVATE, l, 0));
}

/* End activations until the turn of `squad` in `round` has begun (tokens
 * below the initiative marker resolved, TURN-2). */
static inline void tu_pass_until(rf_game *g, int round, int squad)
{
    for (int guard = 0; guard < 500 && !g->over; guard++) {
        int t = tu_top(g);
        if (t == FR_TURN && g->round == round && g->squad_turn == squad) return;
        if (t == FR_TURN) {
            unsigned codes[RF_MAX_OPTIONS];
            rf_option_codes(g, codes, RF_MAX_OPTIONS);
            tu_choose(g, codes[0]);
        } else if (t == FR_ACTIVATION) {
            tu_choose(g, engine_code(OPT_ACTION, ACT_END, 0));
        } else {
            fail_msg("unexpected frame %d", t);
        }
    }
    fail_msg("round %d squad %d never came", round, squad);
}

#endif
