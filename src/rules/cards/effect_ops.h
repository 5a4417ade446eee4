/*
 * effect_ops.h — the handlers of effects (cards and abilities, core and the
 * legends' own) and the table made from the one effect list,
 * data/effect_list.h (issue 17; docs/legends.md, docs/effects.md).
 *
 * Every effect is one line of RF_EFFECTS: its name in the data, its
 * domain, its named arguments and the loader's checks; the line names its
 * handlers, a `const rf_card_fx` or `const rf_ability_fx` defined where
 * the effect is implemented (effects.c, abilities_play.c, or
 * src/rules/legends/<legend>.c for a legend's own, one file per legend).
 * The declarations of those handlers below are made from the list, so a
 * handler is never declared by hand and code that asks "is this Bloodhound's
 * Beast?" compares the effect number (RF_EFF_BEAST), not a handler's address.
 */
#ifndef RF_RULES_EFFECT_OPS_H
#define RF_RULES_EFFECT_OPS_H

#include <stdbool.h>

#include "rules/combat/combat.h"
#include "rules/engine/engine.h"

#include "data/effect_defs.h"        /* the list, its lines as content */

/* One use of an ability: who, which ability, which token, its miniature. */
typedef struct rf_ability_ctx {
    int legend, slot, token;
    int mini;                /* index in g->abil.mini of the miniature placed, -1 */
    const rf_ability_def *def;
} rf_ability_ctx;

typedef struct rf_ability_fx {
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
    /* One miniature of a use was placed (cx->mini), before the legend
     * places the next (an ability with "targets", ABIL-11); may push frames
     * (Dimensional Rift: a Move between its two Portals). NULL: nothing. */
    void (*placed)(rf_game *g, const rf_ability_ctx *cx);
} rf_ability_fx;

typedef struct rf_card_fx {
    /* The card is played (CARD-5): resolve it. For an enhanced shoot it is
     * step 1d of the legend's own Shoot (engine_shot_now); for a reaction, step 2
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

/* A weapon card's PASSIVE box (WEAPON-14), in a Shoot with that weapon
 * whose condition held before the first Aim card: change the weapon's
 * numbers w and the Hit Threshold's modifier *ht_mod by the box's
 * arguments a (the list's order). */
typedef struct rf_weapon_fx {
    void (*shot)(const int8_t a[4], rf_weapon_stats *w, int *ht_mod);
} rf_weapon_fx;

/* The handlers named by the list, declared from it (defined in the files
 * effect_list.h names). */
#define RF_FX_DECL_CARD(ops) extern const rf_card_fx ops;
#define RF_FX_DECL_ABILITY(ops) extern const rf_ability_fx ops;
#define RF_FX_DECL_WEAPON(ops) extern const rf_weapon_fx ops;
#define RF_FX_DECL_ROLE(ops)
#define RF_FX_DECL_FEAT_TOP(ops)
#define RF_FX_DECL_FEAT_BOTTOM(ops)
#define RF_FX_DECL_(id, name, domain, ops, rules, window, args) RF_FX_DECL_##domain(ops)
RF_EFFECTS(RF_FX_DECL_)

/* Card c's arguments in words, from its line of the list: "%+d <what>" for
 * each number not 0 ("-3 damage per hit", as the cards print it), "<what>: head, cover" for a set of icons, in the
 * list's order, ", " between (none: "no change"). The log says what a card
 * did with them (effects_log.c). */
void effect_args_words(const rf_card_def *c, char *out, size_t n);
/* The same for effect e with arguments a (a weapon's PASSIVE box). */
void effect_args_words_of(int e, const int8_t a[4], char *out, size_t n);
/* Its handlers, NULL if e is not an effect of that domain. */
const rf_ability_fx *effect_ability_fx_of(int effect);
const rf_card_fx *effect_card_fx_of(int effect);
const rf_weapon_fx *effect_weapon_fx_of(int effect);
/* A card's extra condition (rf_card_fx.playable); true when it has none. */
bool effect_card_fx_playable(const rf_game *g, int l, const rf_card_def *c);
/* After a Shoot by l at t in which content card `card` was played: its
 * rf_card_fx.after, if any (frame_shoot.c). */
void effect_card_fx_after(rf_game *g, int l, int t, int card);
/* The effect tables of docs/effects.md, from the list, into buf (n bytes,
 * NUL-terminated, truncated); returns the length of the whole text. */
size_t effects_markdown(char *buf, size_t n);

#endif
