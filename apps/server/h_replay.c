/*
 * h_replay.c — the replay of a finished match (GET /api/matches/ID/replay):
 * the file `ringfall play --save` writes and `ringfall replay` verifies
 * (engine, content, map, set-up, seed, choices and the state's hash after
 * each). The seed and the choices rebuild every hidden card of the game,
 * so while a match is being played its replay is refused.
 */
#include <stdio.h>
#include <string.h>

#include "srv.h"

/* Rebuild the replay from the set-up and the choices. */
static rf_replay *build(const srv_match *mt, rf_error *err)
{
    rf_replay *rec = rf_replay_new(mt->content, mt->map, &mt->setup);
    rf_game *g = NULL;
    if (!rec || rf_game_new(mt->content, mt->map, &mt->setup, &g, err) != RF_OK) {
        rf_replay_free(rec);
        return NULL;
    }
    rf_status st = RF_OK;
    for (int i = 0; i < mt->nsteps && st == RF_OK; i++) {
        st = rf_choose(g, mt->code[i], err);
        if (st == RF_OK) st = rf_replay_record(rec, mt->code[i], g, err);
    }
    rf_game_free(g);
    if (st != RF_OK) {
        rf_replay_free(rec);
        return NULL;
    }
    return rec;
}

void h_replay(srv *s, srv_match *mt, const srv_request *rq, srv_response *r)
{
    (void)s;
    (void)rq;
    if (!mt->game || mt->broken[0] || !rf_game_over(mt->game, NULL)) {
        reply_error(r, SRV_E_REPLAY_HIDDEN, "the replay of match %d is given once it is over (its "
                    "seed and choices would show every hidden card)", mt->id);
        return;
    }
    rf_error err;
    memset(&err, 0, sizeof err);
    rf_replay *rec = build(mt, &err);
    char *text = rec ? rf_replay_dumps(rec) : NULL;
    rf_replay_free(rec);
    if (!text) {
        reply_error(r, SRV_E_INTERNAL, "the replay could not be made: %s", err.message);
        return;
    }
    reply_text(r, 200, "application/json", text, strlen(text));
    snprintf(r->filename, sizeof r->filename, "ringfall-match-%d.json", mt->id);
}
