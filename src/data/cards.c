/*
 * cards.c — action card look-ups (cards.h): a legend's deck in data order.
 * The effects' names and handlers come from the one effect list
 * (data/effect_list.h: names in effect_defs.c, handlers in rules/cards/effect_table.c).
 */
#include <string.h>

#include "data/cards.h"

int cards_of_deck(const rf_cards *c, const char *deck, int *out, int max)
{
    int n = 0;
    for (int i = 0; i < c->n && n < max; i++)
        if (strcmp(c->card[i].deck, deck) == 0) out[n++] = i;
    return n;
}
