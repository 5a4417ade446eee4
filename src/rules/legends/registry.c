/*
 * registry.c — the table of the legends' own effects (legend_fx.h). To add
 * an effect: write its handler in src/rules/legends/<legend>.c as a
 * `const rf_ability_fx` or `const rf_card_fx`, declare it below and list it
 * in the table. The order of a table is part of the content (a def stores
 * its effect's number): append, never reorder.
 */
#include <string.h>

#include "rules/legends/legend_fx.h"
extern const rf_card_fx rf_fx_thief;                 /* Loba (thief.c) */

extern const rf_ability_fx rf_fx_ravens, rf_fx_beast;    /* Bloodhound (bloodhound.c) */
extern const rf_ability_fx rf_fx_into_the_void, rf_fx_rift;   /* Wraith (wraith.c) */
extern const rf_ability_fx rf_fx_relocate;           /* Pathfinder, Loba (relocate.c) */
extern const rf_ability_fx rf_fx_doc_heal, rf_fx_care_package;   /* Lifeline (lifeline.c) */
extern const rf_ability_fx rf_fx_black_market;       /* Loba (loba.c) */
extern const rf_ability_fx rf_fx_ordnance_area;      /* Bangalore, Gibraltar (ordnance.c) */

/* Ability effects (abilities.json "effect"), by legend. */
static const rf_ability_fx *const ability_fx[] = {
    NULL,                                   /* keeps the table non-empty */
    &rf_fx_ravens,
    &rf_fx_beast,
    &rf_fx_into_the_void,
    &rf_fx_rift,
    &rf_fx_relocate,
    &rf_fx_doc_heal,
    &rf_fx_care_package,
    &rf_fx_black_market,
    &rf_fx_ordnance_area,
};

/* Card effects (cards.json "effect"), by legend. */
static const rf_card_fx *const card_fx[] = {
    NULL,
    &rf_fx_thief,
};

#define NABIL ((int)(sizeof ability_fx / sizeof *ability_fx))
#define NCARD ((int)(sizeof card_fx / sizeof *card_fx))

const rf_ability_fx *rf_ability_fx_of(int effect)
{
    int i = effect - RF_AEFF_COUNT;
    return i >= 0 && i < NABIL ? ability_fx[i] : NULL;
}

int rf_ability_fx_find(const char *name)
{
    for (int i = 0; i < NABIL; i++)
        if (ability_fx[i] && strcmp(ability_fx[i]->name, name) == 0) return RF_AEFF_COUNT + i;
    return -1;
}

const rf_card_fx *rf_card_fx_of(int effect)
{
    int i = effect - RF_EFF_COUNT;
    return i >= 0 && i < NCARD ? card_fx[i] : NULL;
}

bool rf_card_fx_playable(const rf_game *g, int l, const rf_card_def *c)
{
    const rf_card_fx *fx = rf_card_fx_of(c->effect);
    return !fx || !fx->playable || fx->playable(g, l, c);
}

void rf_card_fx_after(rf_game *g, int l, int t, int card)
{
    const rf_card_def *c = &g->content->cards.card[card];
    const rf_card_fx *fx = rf_card_fx_of(c->effect);
    if (fx && fx->after) fx->after(g, l, t, c);
}

int rf_card_fx_find(const char *name)
{
    for (int i = 0; i < NCARD; i++)
        if (card_fx[i] && strcmp(card_fx[i]->name, name) == 0) return RF_EFF_COUNT + i;
    return -1;
}
