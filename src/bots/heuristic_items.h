/*
 * heuristic_items.h — how the heuristic bot uses what it carries
 * (heuristic_items.c, docs/bots.md): consumables when they count (CONSUM),
 * grenades when their expected damage beats the alternatives (GRENADE),
 * attachments fitted, and the better item kept when the backpack is full
 * (LOOT-4). Public information only: its own backpack through the options'
 * labels (the seat's own options), the legends' vitals (rf_view_legend).
 */
#ifndef RF_BOTS_HEURISTIC_ITEMS_H
#define RF_BOTS_HEURISTIC_ITEMS_H

#include <stdbool.h>

#include "bots/bot.h"

/* What the bot sees when it decides about an item. */
typedef struct hitem_view {
    const rf_game *g;
    const rf_legend_view *l;     /* every legend */
    int n, me;
} hitem_view;

/* An item's worth to the bot, from its name (a label's words): the order
 * in which it keeps things (LOOT-4) and uses them. 0 unknown. */
int bot_item_worth(const char *label);
/* In an activation: the "Use and Move 1" option when an item in the
 * backpack is worth more than `alternative` (the best Shoot's expected
 * damage); 0 otherwise. The items are read by trying the Use on a copy. */
unsigned bot_items_action(const hitem_view *v, double alternative, const unsigned *codes, int n);
/* RF_DEC_USE: the item worth most now, or the grenade's landing space with
 * the most expected damage. */
unsigned bot_items_use(rf_bot *b, const hitem_view *v, const unsigned *codes, int n);
/* RF_DEC_LOOT: fit it on a weapon, else into the backpack, else in place
 * of the least worth item if that is worth less, else drop it. */
unsigned bot_items_loot(rf_bot *b, const rf_game *g, const unsigned *codes, int n);
/* RF_DEC_INTERACT: open the bin, fit attachments from the backpack (never
 * take one off), then finish. */
unsigned bot_items_interact(rf_bot *b, const rf_game *g, const unsigned *codes, int n);
/* The expected damage of the best grenade landing among the option codes
 * of a pending grenade decision (RF_OPT_USE_AT); *best its code. */
double bot_grenade_best(const hitem_view *v, const unsigned *codes, int n, unsigned *best);

#endif
