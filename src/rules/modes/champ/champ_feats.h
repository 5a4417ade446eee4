/*
 * champ_feats.h — the champion cards in play (CHAMP-18 … CHAMP-20,
 * champ_feats.c; the cards' bookkeeping is champ.h's rf_champ_feats).
 */
#ifndef RF_RULES_CHAMP_FEATS_H
#define RF_RULES_CHAMP_FEATS_H

#include <stdbool.h>

#include "rules/engine/engine.h"
#include "rules/combat/ht_parts.h"
#include "rules/engine/state.h"

/* CHAMP-18: at the start of squad's turn, each of its champions puts a
 * champion card face up as its active card (FR_CHAMP_FEAT frames pushed);
 * false when there is none to push. */
bool champ_turn_start(rf_game *g, int squad);

/* CHAMP-20, EX-CHAMP-1: the bottom effect of target t's active champion
 * card in s's Shoot (ruling R-CHAMP-9: five only if t reacted with it
 * before firing, REACT-3; B-F-5's always).
 * Before firing: the weapon's fire rate, the Hit Threshold modifier, the
 * Aim cards' ignored icons; when firing: the hits that miss, the damage
 * cap; after Apply Damage: the damage s takes (s eliminated if it must). */
void champ_shot_before(const rf_game *g, int s, int t, rf_weapon_stats *w, int *ht_mod,
                          rf_aim_target *at);
/* ... its Hit Threshold modifier as a part for the log, after the n in out. */
int champ_shot_ht_parts(const rf_game *g, int t, rf_ht_part *out, int n, int max);
void champ_shot_hits(const rf_game *g, int s, int t, int *hits, int *heads);
int champ_shot_damage(const rf_game *g, int t, int damage);
void champ_shot_after(rf_game *g, int s, int t);
/* CHAMP-20: the active card's bottom as the champion's Before Firing
 * reaction (REACT-3, REACT-5; plugin.h react_may, react_options, react_apply). */
bool champ_react_may(const rf_game *g, const rf_frame *f, int when, int l);
void champ_react_options(const rf_game *g, const rf_frame *f, int when, int l, rf_optbuf *ob);
int champ_react_apply(rf_game *g, rf_frame *f, int when, uint32_t code);

/* CHAMP-19: in its own activation a champion may play a champion card of
 * its hand for its top effect (1 AP, ruling R-CHAMP-10; RF_OPT_FEAT a = 2),
 * the card then to its champion-card discard pile. Only the tops built so
 * far are offered: all six. */
/* CHAMP-19: the extra damage of s's Shoot played from a top (B-F-2: each
 * hit, B-F-3: each headshot); champ_top_shot_done once it has fired. */
int champ_top_damage(const rf_game *g, int s, int hits, int heads);
void champ_top_shot_done(rf_game *g, int s);

void champ_top_options(const rf_game *g, const rf_frame *f, rf_optbuf *ob);
bool champ_top_apply(rf_game *g, rf_frame *f, uint32_t code);
bool champ_top_legal(const rf_game *g, const rf_frame *f, uint32_t code);
/* Whether champion l may have a top effect to play, as the other seats can
 * tell (R-WINDOW-1): it holds champion cards and has the AP; not which. */
bool champ_top_may(const rf_game *g, int l);

#endif
