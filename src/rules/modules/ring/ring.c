/*
 * ring.c — the Ring module's border (ring.h; rules RING; the round track
 * is the core's, rules/match/round_track.c). Pure functions over plain structs; the rulings they apply are
 * in docs/ring.md and docs/rulings.md.
 */
#include <assert.h>
#include <stdio.h>
#include <string.h>

#include "rules/modules/ring/ring.h"


/* ---- The ring border ---- */

void ringmod_init(rf_ring *r, int width, int height, int card)
{
    assert(width >= 1 && width <= 127 && height >= 1 && height <= 127 && card >= 0);
    r->west = 0;
    r->north = 0;
    r->east = (int8_t)(width - 1);
    r->south = (int8_t)(height - 1);
    r->card = (uint8_t)card;
}

bool ringmod_inside(const rf_ring *r, int x, int y)
{
    return x >= r->west && x <= r->east && y >= r->north && y <= r->south;
}

void ringmod_figure(const rf_ring *r, int corner, int *x, int *y)
{
    assert(corner >= 0 && corner < RF_CORNERS);
    *x = corner == RF_CORNER_NW || corner == RF_CORNER_SW ? r->west : r->east;
    *y = corner == RF_CORNER_NW || corner == RF_CORNER_NE ? r->north : r->south;
}

int ringmod_width(const rf_ring *r)
{
    return r->east - r->west + 1;
}

int ringmod_height(const rf_ring *r)
{
    return r->south - r->north + 1;
}

/* Close one axis: *lo moves a spaces up, *hi b spaces down, keeping the
 * span at least 2 (R-RING-7). The moves actually made go to *ma, *mb. */
static void close_in(int8_t *lo, int8_t *hi, int a, int b, int *ma, int *mb)
{
    int span = *hi - *lo + 1;
    int room = span > 2 ? span - 2 : 0;
    if (a + b > room) {
        int half = room / 2;
        if (a <= half)
            b = room - a;
        else if (b <= half)
            a = room - b;
        else
            a = b = half;
    }
    *lo = (int8_t)(*lo + a);
    *hi = (int8_t)(*hi - b);
    *ma = a;
    *mb = b;
}

void ringmod_move(rf_ring *r, const rf_ring_card *card, int moved[RF_EDGES])
{
    int m[RF_EDGES];
    close_in(&r->north, &r->south, card->move[RF_NORTH], card->move[RF_SOUTH], &m[RF_NORTH],
             &m[RF_SOUTH]);
    close_in(&r->west, &r->east, card->move[RF_WEST], card->move[RF_EAST], &m[RF_WEST],
             &m[RF_EAST]);
    if (moved) memcpy(moved, m, sizeof m);
}

void ringmod_reshuffle(rf_ring *r, rf_rng *rng, int ncards)
{
    assert(ncards > 0);
    r->card = (uint8_t)rng_below(rng, (uint32_t)ncards);
}

void ringmod_resolve_symbols(rf_ring *r, const rf_ring_deck *deck, unsigned symbols,
                          rf_rng *rng)
{
    assert(r->card < deck->n);
    if (symbols & RF_SYM_RING_MOVE) ringmod_move(r, &deck->card[r->card], NULL);
    if (symbols & RF_SYM_RESHUFFLE) ringmod_reshuffle(r, rng, deck->n);
}
