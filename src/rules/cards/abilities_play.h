/*
 * abilities_play.h — abilities in a game (rules ABIL, TIME, COOL, TURN-2,
 * TRANS-4, CONSUM-8, DESTROY-7; docs/abilities.md): the "use ability"
 * options of an activation, the FR_ABILITY frame that asks where the
 * miniature goes and resolves the timing, the tokens below the initiative
 * track resolved at the start of a turn, the cooldown track, and the
 * invariants and hash of that part of the state.
 */
#ifndef RF_RULES_ABILITIES_PLAY_H
#define RF_RULES_ABILITIES_PLAY_H

#include "rules/engine/engine.h"

/* Give legend l the abilities of legend key `key` ("" none), all tokens in
 * its supply. */
void abilities_setup(rf_game *g, int l, const char *key);
/* The content ability of legend l's slot (enum rf_abil_type), or NULL.
 * Inline: the placement walks and the statuses' running abilities ask it
 * a hundred thousand times in 20 random matches. */
static inline const rf_ability_def *abil_of(const rf_game *g, int l, int slot)
{
    int d = g->abil.def[l][slot];
    return d < 0 ? NULL : &g->content->abilities.ab[d];
}

/* The activation's ability options (OPT_ABILITY) / apply one; false if the
 * code is not an ability option. */
void abil_options(const rf_game *g, const rf_frame *f, rf_optbuf *ob);
/* Whether abil_options lists ability `slot` (OPT_ABILITY a). */
bool abil_usable(const rf_game *g, const rf_frame *f, int slot);
bool abil_apply(rf_game *g, rf_frame *f, uint32_t code);

/* TURN-1 (1), TURN-2: resolve the tokens below the initiative marker at
 * the start of `squad`'s turn, top to bottom. May end the game. */
void abilities_turn_start(rf_game *g, int squad);
/* TRANS-4, COOL-3, COOL-4: every cooldown token 1 position left. */
void cooldown_transition(rf_game *g);
/* COOL-5, CONSUM-8: legend l's cooldown tokens n positions left. */
void cooldown_reduce(rf_game *g, int l, int n);
/* DESTROY-7: overlay object i is about to be destroyed (before removal);
 * the other miniatures of its running effect leave the overlay with their
 * record, so overlay indices may change (find i again by place). */
void abilities_destroyed(rf_game *g, int i);

/* For the legends' own effects (effect_ops.h): ability damage to legend l
 * (shield first, knockdown shield, elimination; `by` used ability a), and where a miniature's
 * effect is (its place, or the space of the legend it is attached to). */
void abil_damage_legend(rf_game *g, int l, int amount, int by, const rf_ability_def *a);
bool abil_mini_place(const rf_game *g, const rf_abil_mini *m, geo_place *out);

rf_status abilities_check(const rf_game *g, rf_error *err);
unsigned long long abilities_hash(const rf_game *g);

#endif
