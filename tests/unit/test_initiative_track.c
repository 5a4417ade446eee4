/*
 * test_initiative_track.c — the round board in play (frame_round.c,
 * frame_turn.c): the round marker and the initiative marker follow the
 * arrows, and the initiative track's 4 turn spaces (2 rounds) are used
 * again and again (ROUND-3, ROUND-6).
 */
#include <stdio.h>
#include <string.h>

#include "testutil.h"
#include "mode_play.h"
#include "rules/modules/events/event_cards_types.h"

/* covers: ROUND-3 ROUND-6 EVENT-2 EVENT-3
 * Red and Blue on the yard with the Events module: an event token lies
 * below each of the 2 red turn spaces (EVENT-2) and never moves. The
 * initiative marker goes red, blue, then (transition phase) the round
 * marker advances and it comes back to the first red space: in every red
 * turn of rounds 1 to 6, three times round the 2-round track, the token
 * below the marker turns up the next event card (EVENT-3), and never in a
 * blue turn. */
static void test_ROUND_6_track_used_again_every_two_rounds(void **state)
{
    (void)state;
    tu_spot s[2] = { { "Bangalore", RF_RED, 3, 3, "", "" }, { "Wraith", RF_BLUE, 12, 12, "", "" } };
    rf_setup su;
    tu_setup(&su, s, 2, 6);
    su.modules = RF_MODULE_BIT(RF_MOD_EVENTS);
    rf_game *g = tu_game_of(tu_content(), mp_yard(), &su);
    int cards = g->event_cards.deck_n, track = g->track_pos;
    assert_int_equal(cards, 12 - 1);                 /* round 1's red turn: the first card */
    for (int round = 1; round <= 6; round++) {
        if (round > 1) tu_pass_until(g, round, RF_RED);
        assert_int_equal(g->squad_turn, RF_RED);
        assert_int_equal(g->event_cards.deck_n, 12 - round);                  /* EVENT-3 */
        if (round > 1) assert_true(g->track_pos > track);   /* the round marker moved on */
        track = g->track_pos;
        tu_pass_until(g, round, RF_BLUE);
        assert_int_equal(g->event_cards.deck_n, 12 - round);               /* no blue token */
        assert_int_equal(g->track_pos, track);        /* moved only in the transition phase */
    }
    rf_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_ROUND_6_track_used_again_every_two_rounds),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
