/*
 * round_track.h — the round track (rules ROUND-1, SETUP-2, TRANS-2,
 * TRANS-5, TRANS-9, SYM-1): its spaces and the round marker's advance, the
 * core's own, as rules/match/entrance.h is for the map's edges. The Ring and
 * Heat Shields modules resolve the symbols of its square spaces and Supply
 * Drops the tokens below its round spaces through plug-in hooks
 * (plugin.h: track_symbols, track_event; frame_round.c walks them).
 *
 * Pure rules: no rf_game. The track is loaded by src/data/ring_load.c
 * (data/round_track.json, docs/ring.md). The functions keep the ring_
 * names they had in modules/ring/ring.h (bots and tests call them).
 */
#ifndef RF_RULES_ROUND_TRACK_H
#define RF_RULES_ROUND_TRACK_H

#include <stdbool.h>
#include <stdint.h>

#include "data/types/round_track.h"   /* its content types (src/data/types/) */

/* SETUP-2: the position of round "1" (0 for a loaded track). */
int ring_track_start(const rf_round_track *t);
/* The round number of a position, 0 if it is not a round space. */
int ring_track_round(const rf_round_track *t, int pos);
/* TRANS-2, RING-5: ring damage at the marker's current position (0 on a
 * space with no printed value, or out of range). */
int ring_damage(const rf_round_track *t, int pos);

/* What the round marker's advance (TRANS-5) asks the caller to resolve,
 * in order. */
enum rf_track_event {
    RF_TE_RING_MOVE,    /* ring-move symbol: Ring: ringmod_move; Heat Shields: HEAT-8 */
    RF_TE_RESHUFFLE,    /* reshuffle symbol: Ring: ringmod_reshuffle; Heat Shields: nothing */
    RF_TE_TOKENS,       /* a round (diamond) space: resolve the tokens below pos */
    RF_TE_GAME_END,     /* the trophy: the game ends (ROUND-5, BR-7) */
};

#define RF_TRACK_EVENTS (2 * RF_TRACK_MAX)

typedef struct rf_track_advance {
    int from, to;              /* marker positions before and after */
    bool game_over;            /* the marker reached the trophy */
    int n;
    struct { uint8_t pos, what; } event[RF_TRACK_EVENTS];
} rf_track_advance;

/* TRANS-5 step 4: advance the marker from pos one position and resolve the
 * new position: a square or dotted space reports its symbols (only when
 * module, i.e. the Ring or Heat Shields is used) and the marker moves on
 * once more in every case (TRANS-5(b), TRANS-9); a space reached that way
 * is resolved like any new position (R-TRANS-9); a round space reports
 * RF_TE_TOKENS; the trophy ends the game. Returns the new position (also
 * out->to). pos must be a position before the trophy. */
int ring_advance(const rf_round_track *t, int pos, bool module, rf_track_advance *out);

#endif
