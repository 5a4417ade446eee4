/*
 * legend_fx.h — the legends' own effects: named handlers for the effects of
 * ability cards and action cards that the core effects (abilities_play.c,
 * effects.c) do not cover (issue 5; docs/legends.md).
 *
 * An effect named in the data ("rolling_thunder", "thief") that is not a
 * core effect is looked up in the registry (registry.c). Its handler lives
 * in src/rules/legends/<legend>.c, one file per legend, and is listed in the
 * registry's table. Effect numbers: core effects keep their enum values; a
 * registry effect is RF_AEFF_COUNT + its index (abilities) or RF_EFF_COUNT +
 * its index (cards), so a def's one-byte effect field names either.
 *
 * Each entry declares its numbers (what they are, their range) so the
 * loaders validate "args" exactly as for core effects, and (cards) which
 * kinds of card it fits, so a card whose window cannot carry the effect is
 * refused at load time with the file, line and field.
 */
#ifndef RF_RULES_LEGENDS_LEGEND_FX_H
#define RF_RULES_LEGENDS_LEGEND_FX_H

#include <stdbool.h>

#include "rules/engine.h"

typedef struct rf_fx_arg {
    const char *what;        /* "damage", "MP" … for error messages */
    int lo, hi;
} rf_fx_arg;

/* One use of an ability: who, which ability, which token, its miniature. */
typedef struct rf_ability_ctx {
    int legend, slot, token;
    int mini;                /* index in g->abil.mini of the miniature placed, -1 */
    const rf_ability_def *def;
} rf_ability_ctx;

typedef struct rf_ability_fx {
    const char *name;
    int nargs;
    rf_fx_arg arg[4];
    /* The effect happens: at use (no label, Duration, Persistent: TIME-1,
     * TIME-2, TIME-7) or when a Delay's token resolves (TIME-3). NULL: the
     * miniature alone does it (a zone). May push frames (a Move asks where). */
    void (*start)(rf_game *g, const rf_ability_ctx *cx);
    /* A Duration ends (TIME-2), before its miniature returns (TIME-5). NULL:
     * nothing happens at the end. Not called when the miniature was
     * destroyed (DESTROY-7: the effect just ends). */
    void (*end)(rf_game *g, const rf_ability_ctx *cx);
    /* An extra placement condition of the card (ABIL-4) for place p; NULL:
     * the data's placement rules alone. */
    bool (*may_place)(const rf_game *g, int l, const rf_ability_def *d, geo_place p);
    /* The effect lays an area (AOE): the ability names a "template" of
     * data/templates.json (abilities_load.c requires it; rf_ability_def
     * template_id). */
    bool needs_template;
    /* One miniature of a use was placed (cx->mini), before the legend
     * places the next (an ability with "targets", ABIL-11); may push frames
     * (Dimensional Rift: a Move between its two Portals). NULL: nothing. */
    void (*placed)(rf_game *g, const rf_ability_ctx *cx);
} rf_ability_fx;

/* Card kinds an effect fits (bits of 1 << enum rf_card_kind). */
#define RF_FITS(kind) (1u << (kind))

typedef struct rf_card_fx {
    const char *name;
    int nargs;
    rf_fx_arg arg[4];
    unsigned fits;           /* RF_FITS(RF_CARD_FREE) | … */
    /* The card is played (CARD-5): resolve it. For an enhanced shoot it is
     * step 1d of the legend's own Shoot (g->shot); for a reaction, step 2
     * or 4 of the Shoot against l or a squadmate. */
    void (*play)(rf_game *g, int l, const rf_card_def *c);
    /* Extra condition to offer the card now; NULL: always when its kind's
     * window is open. */
    bool (*playable)(const rf_game *g, int l, const rf_card_def *c);
    /* An enhanced shoot whose effect goes on after the Shoot (Thief's
     * Artistry): called once the Shoot is over (after SHOOT-11 and
     * SHOOT-12, its frame popped), shooter l and target t; may push
     * frames. NULL: nothing after. */
    void (*after)(rf_game *g, int l, int t, const rf_card_def *c);
} rf_card_fx;

/* Lookups: by effect number (NULL for a core effect or unknown) and by
 * name (the effect number, or -1). */
const rf_ability_fx *rf_ability_fx_of(int effect);
int rf_ability_fx_find(const char *name);
const rf_card_fx *rf_card_fx_of(int effect);
int rf_card_fx_find(const char *name);
/* A card's extra condition (rf_card_fx.playable); true for core effects. */
bool rf_card_fx_playable(const rf_game *g, int l, const rf_card_def *c);
/* After a Shoot by l at t in which content card `card` was played: its
 * rf_card_fx.after, if any (frame_shoot.c). */
void rf_card_fx_after(rf_game *g, int l, int t, int card);

#endif
