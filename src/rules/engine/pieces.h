/*
 * pieces.h — moving loot tokens and weapon cards between their places.
 *
 * Every move goes through one of these functions, which clear the piece's
 * old slot (a legend's gear, backpack, weapon or attachment slot) and fill
 * the new one, so a piece is always in exactly one place (rf_check).
 */
#ifndef RF_RULES_PIECES_H
#define RF_RULES_PIECES_H

#include "rules/engine/state.h"

void piece_to_map(rf_game *g, int p, geo_cell c);       /* LOOT-4: on a space */
void piece_to_pack(rf_game *g, int p, int l, int slot); /* BACKPACK-3 */
void piece_attach(rf_game *g, int p, int l, int w, int s);  /* ATTACH-2 */
void piece_hold(rf_game *g, int p, int l);              /* next to the legend board */
void piece_remove(rf_game *g, int p);                   /* out of the game */
void piece_to_weapon_slot(rf_game *g, int p, int l, int w);
/* A place without a legend slot: RF_IN_POOL (at: legend), RF_AT_ENTRANCE
 * (at: side), RF_HELD (at: legend). */
void piece_place(rf_game *g, int p, int where, int at);

/* A free backpack slot, or -1. */
int pieces_pack_free_slot(const rf_game *g, int l);
/* The first piece held next to legend l's board, or -1. */
int pieces_first_held(const rf_game *g, int l, int kind);
/* LOOT-7: draw a random token of a rarity from its bag (held by l); -1 if
 * the bag is empty. */
int pieces_bag_draw(rf_game *g, int rarity, int l);
/* The same for many draws in a row: the bag's tokens of a rarity, in
 * piece order, found once (pieces_bag_open); each pieces_bag_take is pieces_bag_draw
 * as long as nothing but these draws has put tokens in or taken them out
 * of that bag since (Stage 1's pools draw 960 tokens in 20 matches, each
 * a walk of every piece: issue 14). */
typedef struct rf_bag { int n; int16_t p[RF_MAX_PIECES]; } rf_bag;
void pieces_bag_open(const rf_game *g, int rarity, rf_bag *bag);
int pieces_bag_take(rf_game *g, rf_bag *bag, int l);

/* LOOT-4: the legend's space and its neighbouring spaces (ADJ-3), where it
 * may drop a token; returns how many (at most 9). */
int pieces_drop_spaces(const rf_game *g, int l, geo_cell *out);
/* Whether the cell of that index is one of them. */
bool pieces_is_drop_space(const rf_game *g, int l, int cell);

/* GEAR-3 … GEAR-12: put gear token p on its slot; returns the token it
 * replaces (now held, to be dropped) or -1. */
int pieces_gear_equip(rf_game *g, int l, int p);

static inline const rf_loot_def *pieces_loot_of(const rf_game *g, int p)
{
    return &g->content->catalog.loot[g->piece[p].def];
}
static inline const rf_weapon_def *pieces_weapon_of(const rf_game *g, int p)
{
    return &g->content->catalog.weapon[g->piece[p].def];
}

#endif
