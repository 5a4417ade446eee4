/*
 * cards.c — action card look-ups (cards.h): a legend's deck in data order,
 * and the names of the card effects as data files write them
 * (docs/cards.md). The effects themselves are handlers in effects.c.
 */
#include <string.h>

#include "data/cards.h"
#include "rules/legends/legend_fx.h"

/* In the order of enum rf_effect. */
static const char *const effect_names[RF_EFF_COUNT] = {
    [RF_EFF_MOVE] = "move",
    [RF_EFF_RESTORE] = "restore",
    [RF_EFF_DRAW] = "draw",
    [RF_EFF_SHOT_MODS] = "shot_mods",
    [RF_EFF_SHOT_DEFENCE] = "shot_defence",
    [RF_EFF_FREE_RESPAWN] = "free_respawn",
    [RF_EFF_SHOOT] = "shoot",
    [RF_EFF_COOLDOWN] = "cooldown",
    [RF_EFF_RESTORE_SQUAD] = "restore_squad",
};

int rf_cards_of_deck(const rf_cards *c, const char *deck, int *out, int max)
{
    int n = 0;
    for (int i = 0; i < c->n && n < max; i++)
        if (strcmp(c->card[i].deck, deck) == 0) out[n++] = i;
    return n;
}

const char *rf_effect_name(int effect)
{
    if (effect >= 0 && effect < RF_EFF_COUNT) return effect_names[effect];
    const rf_card_fx *fx = rf_card_fx_of(effect);                  /* a legend's own */
    return fx ? fx->name : "?";
}

int rf_effect_parse(const char *name)
{
    for (int i = 0; i < RF_EFF_COUNT; i++)
        if (strcmp(name, effect_names[i]) == 0) return i;
    return rf_card_fx_find(name);
}
