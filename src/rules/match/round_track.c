/*
 * round_track.c — the round track's spaces and the round marker's advance
 * (round_track.h; rules TRANS-2, TRANS-5, TRANS-9, SETUP-2). Pure
 * functions over the loaded track; moved from modules/ring/ring.c (issue 17):
 * the track is the core's, the ring only resolves its symbols.
 */
#include <assert.h>
#include <string.h>

#include "rules/match/round_track.h"


/* ---- The round track ---- */

int ring_track_start(const rf_round_track *t)
{
    for (int i = 0; i < t->n; i++)
        if (t->space[i].kind == RF_TRACK_ROUND && t->space[i].round == 1) return i;
    return 0;
}

int ring_track_round(const rf_round_track *t, int pos)
{
    if (pos < 0 || pos >= t->n || t->space[pos].kind != RF_TRACK_ROUND) return 0;
    return t->space[pos].round;
}

int ring_damage(const rf_round_track *t, int pos)
{
    if (pos < 0 || pos >= t->n || t->space[pos].kind != RF_TRACK_ROUND) return 0;
    return t->space[pos].damage;
}

static void add_event(rf_track_advance *out, int pos, int what)
{
    assert(out->n < RF_TRACK_EVENTS);
    out->event[out->n].pos = (uint8_t)pos;
    out->event[out->n].what = (uint8_t)what;
    out->n++;
}

int ring_advance(const rf_round_track *t, int pos, bool module, rf_track_advance *out)
{
    assert(pos >= 0 && pos < t->n - 1 && t->space[pos].kind != RF_TRACK_TROPHY);
    memset(out, 0, sizeof *out);
    out->from = pos;
    for (pos++; pos < t->n; pos++) {                     /* TRANS-5: one position right */
        const rf_track_space *s = &t->space[pos];
        if (s->kind == RF_TRACK_TROPHY) {                 /* TRANS-5(a) */
            add_event(out, pos, RF_TE_GAME_END);
            out->game_over = true;
            break;
        }
        if (s->kind == RF_TRACK_ROUND) {                  /* TRANS-5(c) */
            add_event(out, pos, RF_TE_TOKENS);
            break;
        }
        if (module && (s->symbols & RF_SYM_RING_MOVE))    /* TRANS-5(b), TRANS-9, RING-6 */
            add_event(out, pos, RF_TE_RING_MOVE);
        if (module && (s->symbols & RF_SYM_RESHUFFLE)) add_event(out, pos, RF_TE_RESHUFFLE);
    }                                                     /* ... then one more position */
    assert(pos < t->n);
    out->to = pos;
    return pos;
}
