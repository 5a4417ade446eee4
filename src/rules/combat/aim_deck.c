/*
 * aim_deck.c — see aim_deck.h.
 */
#include "rules/combat/aim_deck.h"

int aim_deck_draw(const rf_game *g, rf_aim_card *out, int n)
{
    if (n > RF_AIM_DECK) n = RF_AIM_DECK;                      /* the deck holds 14 */
    for (int i = 0; i < n; i++) out[i] = g->content->catalog.aim[g->aim_deck[i]];
    return n;
}

void aim_deck_reset(rf_game *g)
{
    int16_t order[RF_AIM_DECK];
    for (int i = 0; i < RF_AIM_DECK; i++) order[i] = (int16_t)i;
    rng_shuffle16(&g->rng, order, RF_AIM_DECK);             /* SHOOT-12, AIM-19 */
    for (int i = 0; i < RF_AIM_DECK; i++) g->aim_deck[i] = (int8_t)order[i];
}
