/*
 * ring.h — the Ring module and the round track (rules RING, TRANS-2,
 * RING-1 … RING-9); the map's edges and the entrance board's reward tokens
 * (rules/match/entrance.h) and the round track (rules/match/round_track.h) are the
 * core's. Format of the data and the rulings:
 * docs/ring.md; rulings also in docs/rulings.md (R-RING-*, R-TRANS-*).
 *
 * Pure rules: no rf_game. The content (ring cards, round track, rewards)
 * is loaded by src/data/ring_load.c into struct rf_content; the state a
 * game keeps is an rf_ring (the 4 border figures and the face-up card) and
 * a round-track position. Both are small plain structs (no pointers),
 * copied with the game state.
 *
 * Frame: the map's (docs/maps.md): x from 0 at the west, y from 0 at the
 * north. A ring card is read in the same frame (its orientation symbol is
 * aligned with the entrance board, RING-3, and it is never rotated, RING-7):
 * its north edge is the map's north edge.
 *
 * Invariants of an rf_ring made by ringmod_init and changed only by ringmod_move:
 * 0 <= west <= east < width, 0 <= north <= south < height, and the ring
 * is at least 2 × 2 spaces unless the map is smaller (R-RING-7).
 */
#ifndef RF_RULES_RING_H
#define RF_RULES_RING_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "rules/match/entrance.h"          /* enum rf_edge, enum rf_corner (RING-4's figures) */
#include "rules/engine/rng.h"
#include "rules/match/round_track.h"     /* the round track: the core's (TRANS-5) */

/* ---- Content ---- */

#include "data/types/ring.h"   /* its content types (src/data/types/) */

/* ---- The ring border (RING-4, RING-7, RING-9) ---- */

typedef struct rf_ring {
    int8_t west, north, east, south;  /* the figures' columns and rows, inclusive */
    uint8_t card;                     /* the face-up ring card: index into the deck */
} rf_ring;

/* RING-3, RING-4: the 4 figures on the corner spaces of a width × height
 * map (1 … 127 each), card face up. The whole map is inside. */
void ringmod_init(rf_ring *r, int width, int height, int card);

/* RING-9: is space (x, y) inside the ring? The rectangle includes the
 * rows and columns the figures stand on (R-RING-9). Any level. */
bool ringmod_inside(const rf_ring *r, int x, int y);

/* The space of a corner's border figure. */
void ringmod_figure(const rf_ring *r, int corner, int *x, int *y);

/* Width and height of the ring, in spaces. */
int ringmod_width(const rf_ring *r);
int ringmod_height(const rf_ring *r);

/* RING-7: move the figures as the card shows. A corner figure follows
 * both of its edges' arrows (EX-RING-1). Figures never meet or cross:
 * opposite edges close in at most until the ring is 2 spaces across; when
 * both would go further they share the room left, each getting at most
 * half (an odd space left over stays inside), R-RING-7. moved[] (may be
 * NULL) receives how far each edge actually moved. */
void ringmod_move(rf_ring *r, const rf_ring_card *card, int moved[RF_EDGES]);

/* RING-8: the current card goes back, the deck is shuffled and its top
 * card revealed: uniform over all ncards (it may be the same card). */
void ringmod_reshuffle(rf_ring *r, rf_rng *rng, int ncards);

/* RING-6: resolve the symbols of one square space for the Ring module:
 * the ring-move symbol (with the face-up card of deck), then the
 * reshuffle symbol (R-RING-6). */
void ringmod_resolve_symbols(rf_ring *r, const rf_ring_deck *deck, unsigned symbols,
                          rf_rng *rng);

#endif
