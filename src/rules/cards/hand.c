/*
 * hand.c — see hand.h.
 */
#include "rules/engine/undo.h"
#include <string.h>

#include "rules/search/determinize.h"
#include "rules/cards/hand.h"

/* A hand is a set to its owner (CARD-6): its cards are kept in the order
 * of the content's card list, so that the place of a card in the hand
 * (option codes name it: CARD, RUSH, REACT) follows from which cards the
 * hand holds, and not from the order they were drawn in. Two worlds in
 * which a seat holds the same cards give it the same codes for them, as an
 * information-set search needs (issue 13; tests/unit/test_option_codes.c). */
void hand_take(rf_game *g, int l, int c)
{
    rf_legend *lg = &g->legend[l];
    int i = lg->hand_n++;
    for (; i > 0 && lg->hand[i - 1] > c; i--) lg->hand[i] = lg->hand[i - 1];
    lg->hand[i] = (uint8_t)c;
}

void hand_order(rf_game *g, int l)
{
    rf_legend *lg = &g->legend[l];
    int n = lg->hand_n;
    lg->hand_n = 0;
    uint8_t cards[RF_DECK_SIZE];
    memcpy(cards, lg->hand, (size_t)n);
    for (int i = 0; i < n; i++) hand_take(g, l, cards[i]);
}

void hand_draw(rf_game *g, int l, int n)
{
    rf_legend *lg = &g->legend[l];
    if (n > 0 && lg->deck_n > 0) undo_info_new(g);           /* a card drawn: no undo */
    for (int k = 0; k < n && lg->deck_n > 0; k++) hand_take(g, l, lg->deck[--lg->deck_n]);
}

void hand_discard(rf_game *g, int l, int i)
{
    rf_legend *lg = &g->legend[l];
    det_seen_hand_remove(g, l, lg->hand[i]);
    lg->discard[lg->discard_n++] = lg->hand[i];
    for (int k = i; k + 1 < lg->hand_n; k++) lg->hand[k] = lg->hand[k + 1];
    lg->hand_n--;
}

void hand_play(rf_game *g, int l, int i)
{
    const rf_card_def *c = hand_card(g, l, i);
    hand_discard(g, l, i);                     /* CARD-5: to the discard pile */
    effect_apply(g, l, c);
}

bool hand_may_hold(const rf_game *g, int l, rf_card_fit fits, const void *arg)
{
    const rf_legend *lg = &g->legend[l];
    if (lg->hand_n == 0) return false;                       /* public: the hand's size */
    for (int i = 0; i < lg->hand_n; i++)                     /* hand and deck alike */
        if (fits(hand_card_of(g, lg->hand[i]), arg)) return true;
    for (int i = 0; i < lg->deck_n; i++)
        if (fits(hand_card_of(g, lg->deck[i]), arg)) return true;
    return false;
}
