/*
 * determinize.h — what each seat has seen (rf_seen, state.h), kept as the
 * game goes, and the places a seat can see; rf_game_determinize
 * (ringfall.h) samples the rest (determinize.c).
 */
#ifndef RF_RULES_DETERMINIZE_H
#define RF_RULES_DETERMINIZE_H

#include "rules/engine/state.h"

/* Whether seat (0, 1; -1 a spectator) sees what lies at place where/at
 * now (docs/visibility.md): the map, the open legend boards (not in Stage
 * 1, R-STAGE1-2), its own backpack and pool (BACKPACK-5, STAGE1-1), a
 * squad's Gun Run queue (GUNRUN-5); never a bag or a face-down deck. */
bool det_place_visible(const rf_game *g, int where, int at, int seat);
/* The groups of pieces a world may swap among themselves (det_piece_group,
 * determinize.c), numbered below 0x400: a bag's (its rarity, or a legend's
 * own bag RF_RARITY_COUNT + l), the decks' cards 0x100, and 0x200 … 0x3ff
 * those of the plug-ins' places (their piece_group hook, plugin.h). The
 * fully kitted weapon cards of a squad are one group (GUNRUN-3,
 * CHAMP-10): one held out of sight is one of its squad's kitted deck
 * again, the deck a plug-in's place. */
static inline int det_kitted_group(int squad, int kind)
{
    return 0x300 | squad << 1 | kind;
}
/* Piece p is about to go to `where`: a seat that sees it where it lies now
 * saw it go (pieces.c); a bag or a deck makes it anonymous again. */
void det_seen_piece_moves(rf_game *g, int p, int where);
/* Card c went into legend l's hand in the open / left it (hand.c, assn.c). */
void det_seen_hand_add(rf_game *g, int l, int c);
void det_seen_hand_remove(rf_game *g, int l, int c);

/* Shuffle v[0 .. n-1] with r, sorted first, so that the result depends on
 * the multiset and r only (rf_game_determinize and its plug-in hooks). */
void det_shuffle_u8(rf_rng *r, uint8_t *v, int n);
void det_shuffle_i8(rf_rng *r, int8_t *v, int n);

#endif
