/*
 * h_undo.c — taking back the last choice (issue 15; docs/protocol.md,
 * "Undo"): POST .../undo and GET .../undoable.
 *
 * The engine decides what may be taken back (rf_undoable: the same seat
 * still decides and nothing new is known since — no card drawn, no Aim
 * card revealed, no token drawn, the other side has not decided, the
 * activation has not ended). The server only rebuilds: the game before the
 * last choice is the match's replay without it (deterministic: the same
 * set-up, seed and choices give the same game), the choice is deleted
 * from the store before the match is rebuilt in memory (a restart never
 * brings it back), and the event stream says the step changed. Only the
 * seat that made the last choice may take it back, with its token.
 */
#include <stdlib.h>
#include <string.h>

#include "srv.h"

/* The game before the last choice, built from the set-up and the choices
 * but the last (no log, no bots: bots' choices are in the list). */
static rf_game *game_before_last(const srv_match *mt, rf_error *err)
{
    rf_game *g = NULL;
    if (rf_game_new(mt->content, mt->map, &mt->setup, &g, err) != RF_OK) return NULL;
    for (int i = 0; i + 1 < mt->nsteps; i++)
        if (rf_choose(g, mt->code[i], err) != RF_OK) {
            rf_game_free(g);
            return NULL;
        }
    return g;
}

/* May `seat` take back the last choice? Why not in why (the engine's
 * reason, or the server's: no choice yet, another seat's choice). */
static bool undo_check(const srv_match *mt, int seat, rf_error *why)
{
    memset(why, 0, sizeof *why);
    why->code = RF_E_ILLEGAL;
    if (mt->nsteps == 0) {
        snprintf(why->message, sizeof why->message, "no choice has been made yet");
        return false;
    }
    rf_game *before = game_before_last(mt, why);
    if (!before) return false;
    rf_decision d;
    bool ok = rf_pending(before, &d);
    rf_viewer v = match_viewer(mt, seat);
    if (ok && !rf_viewer_may_choose(before, &v, mt->code[mt->nsteps - 1])) {
        snprintf(why->message, sizeof why->message, "the last choice was the other side's");
        ok = false;
    } else if (ok) {
        ok = rf_undoable(before, mt->game, why);
    }
    rf_game_free(before);
    return ok;
}

/* The token's seat, on a match that can still be played (4xx if not). */
static int undo_seat(const srv_match *mt, const srv_request *rq, srv_response *r)
{
    int seat = request_seat(mt, rq, r);
    if (seat < -1) return -2;
    if (seat == -1) {
        reply_error(r, SRV_E_NO_TOKEN, "undoing needs the seat's token (Authorization: Bearer)");
        return -2;
    }
    if (!mt->game || mt->broken[0]) {
        reply_error(r, SRV_E_BROKEN, "match %d cannot go on: %s", mt->id, mt->broken);
        return -2;
    }
    if (rf_game_over(mt->game, NULL)) {
        reply_error(r, SRV_E_GAME_OVER, "match %d is over", mt->id);
        return -2;
    }
    return seat;
}

void h_undoable(srv *s, srv_match *mt, const srv_request *rq, srv_response *r)
{
    (void)s;
    int seat = undo_seat(mt, rq, r);
    if (seat < 0) return;
    rf_error why;
    bool ok = undo_check(mt, seat, &why);
    json_t *j = json_pack("{s:i, s:i, s:b}", "match", mt->id, "step", mt->nsteps, "undoable", ok);
    if (!ok) json_object_set_new(j, "why", json_string(why.message));
    reply_json(r, 200, j);
}

/* {} or {"step": N}: the step the page saw (an undo made on an old page is
 * refused, as a choice is). */
static bool read_step(const srv_match *mt, const srv_request *rq, srv_response *r)
{
    json_t *body = rq->body_len ? request_object(rq, r) : json_object();
    if (!body) return false;
    json_t *step = NULL;
    json_error_t je;
    bool ok = json_unpack_ex(body, &je, JSON_STRICT, "{s?o}", "step", &step) == 0;
    bool stale = ok && step && (!json_is_integer(step) || json_integer_value(step) != mt->nsteps);
    json_decref(body);                                      /* step was the body's */
    if (!ok) reply_error(r, SRV_E_BAD_REQUEST, "undo takes {} or {\"step\": N}");
    else if (stale) reply_error(r, SRV_E_STALE_STEP, "the match is at step %d", mt->nsteps);
    return ok && !stale;
}

void h_undo(srv *s, srv_match *mt, const srv_request *rq, srv_response *r)
{
    int seat = undo_seat(mt, rq, r);
    if (seat < 0 || !read_step(mt, rq, r)) return;
    rf_error why;
    if (!undo_check(mt, seat, &why)) {
        reply_error(r, SRV_E_NOT_UNDOABLE, "%s", why.message);
        return;
    }
    int n = mt->nsteps - 1;
    if (!store_remove_choices(s->store, mt->id, n)) {       /* first the store: crash safety */
        reply_error(r, SRV_E_STORE_FAILED, "the store refused the undo; nothing changed");
        return;
    }
    rf_error err;
    if (match_load(mt, mt->code, mt->hash, n, &err) != RF_OK) {   /* marks it broken */
        reply_error(r, SRV_E_BROKEN, "match %d cannot go on: %s", mt->id, mt->broken);
        return;
    }
    mt->version++;
    pthread_cond_broadcast(&mt->changed);                   /* the event stream: a new step */
    reply_json(r, 200, json_pack("{s:i, s:i, s:i}", "match", mt->id, "step", mt->nsteps,
                                 "undone", 1));
}
