/*
 * champ.h — the Champions mode's rules that need no game yet (CHAMP-15,
 * CHAMP-18 … CHAMP-21, EX-CHAMP-1, EX-CHAMP-2; data/champions.json,
 * docs/modes.md): a champion's feat cards (hand, active card, champion
 * discard pile), the numbers of the bottom effects, and what a champion
 * does instead of taking loot tokens. The match flow (FR_MODE_START,
 * victory, respawn) is not wired yet: setup.c still refuses the mode.
 */
#ifndef RF_RULES_CHAMP_H
#define RF_RULES_CHAMP_H

#include <stdbool.h>
#include <stdint.h>

#include "data/catalog.h"
#include "rules/modes/champ/champ_data.h"

/* One champion's feat cards (CHAMP-10, CHAMP-18 … CHAMP-20): card indices
 * 0..5 (B-F-1 … B-F-6) as bits. */
typedef struct rf_champ_feats {
    uint8_t kept;       /* the 3 chosen at set-up (CHAMP-10); the others are out of the game */
    uint8_t hand;       /* in hand */
    uint8_t discard;    /* the champion-card discard pile (CHAMP-19) */
    int8_t active;      /* the active card (CHAMP-18 (2)), -1 none */
} rf_champ_feats;

/* Champions in a game (rf_game.champ; zero otherwise): each legend's feat
 * cards (only the champions' are used; index = legend). */
#define RF_CHAMP_MAX_LEGENDS 6          /* RF_MAX_LEGENDS (champ_plug.c checks) */
typedef struct rf_champ_state {
    rf_champ_feats feats[RF_CHAMP_MAX_LEGENDS];
    int8_t top_shot[RF_CHAMP_MAX_LEGENDS];   /* CHAMP-19: card + 1 whose Shoot is under way, 0 */
} rf_champ_state;

/* CHAMP-10: keep 3 of the 6 cards (bits); false if not exactly 3 of 6. */
bool champ_feats_keep(rf_champ_feats *f, uint8_t kept);
/* CHAMP-18: at the start of the champion squad's turn, take the kept cards
 * back into hand (skipped in the first turn) and put `active` face up as
 * the active card; false (nothing changes) if it is not in hand then. */
bool champ_feats_turn_start(rf_champ_feats *f, bool first_turn, int active);
/* CHAMP-19: play card c from hand for its top effect: it goes to the
 * champion-card discard pile; false if c is not in hand. */
bool champ_feats_play_top(rf_champ_feats *f, int c);
/* CHAMP-20: may the bottom effect of card c be used now (it is the active
 * card; using it does not discard it)? */
bool champ_feats_bottom(const rf_champ_feats *f, int c);

/* CHAMP-5: the champions' fully kitted deck, FK-W-16 (the Throwing Knife)
 * removed from the game: the catalog weapons in FK-W order into out (at
 * most max); their count, -1 without fully kitted cards. */
int champ_kitted_deck(const rf_catalog *c, uint8_t *out, int max);

/* Bottom effects' numbers (data/champions.json). */
/* miss_per_range: hits that become misses at `range` spaces, per a0
 * spaces rounding up. */
int champ_misses(int range, int per);
/* lower_fire_rate: the shooter's fire rate, lowered by `by`, at least 1. */
int champ_fire_rate(int fire_rate, int by);
/* damage_cap: the damage a shot deals, at most `cap`. */
static inline int champ_capped(int damage, int cap) { return damage < cap ? damage : cap; }

/* CHAMP-21, EX-CHAMP-2, EX-EQUIP-1: `tokens` loot tokens a champion would
 * receive are removed from the game; instead it takes as many lock tokens
 * off its board, the spaces of its choice in `order` (tried in turn,
 * unlocked ones skipped). Returns the lock tokens taken off (back to the
 * general supply); *locks is the board's locked spaces (bits). */
int champ_loot_to_unlocks(uint8_t *locks, int tokens, const int *order, int norder);
/* CHAMP-21 (the book's second point): for each loot token a champion would
 * have to take off its backpack, it locks one unlocked space of its choice
 * instead (`order` as above; at most `supply` tokens). Returns the locks. */
int champ_loot_to_locks(uint8_t *locks, int nspaces, int tokens, int supply,
                           const int *order, int norder);

/* FR_CHAMP_START (champ_start.c) */
typedef struct rf_champ_start_frame {
    int16_t unused_a, unused_b;
    int16_t drew;             /* champions that drew their 4 cards (bits by legend, CHAMP-10) */
} rf_champ_start_frame;

#endif
