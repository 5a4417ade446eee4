/*
 * h_replay.c — the replay of a match (GET /api/matches/ID/replay):
 *  - without arguments, the file `ringfall play --save` writes and
 *    `ringfall replay` verifies (engine, content, map, set-up, seed,
 *    choices and the state's hash after each). The seed and the choices
 *    rebuild every hidden card of the game, so while a match is being
 *    played the file is refused;
 *  - with ?step=N[&seat=S], the observation at step N (after N choices) by
 *    the eyes of seat S or of the spectators (seat=spectator, the default),
 *    and the decision taken there, for the browser's replay viewer.
 *    Hidden information (docs/visibility.md, "Replays"): the spectators'
 *    view of any step is public (it is what a spectator saw then); a
 *    seat's view only to that seat's token while the match is played, to
 *    anyone once it is over (the replay file shows all of it then).
 */
#include <stdio.h>
#include <stdlib.h>
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

/* ?step=N: 0 … nsteps; -1 after replying 400. */
static int step_arg(const srv_match *mt, const char *v, srv_response *r)
{
    long k = 0;
    size_t len = strspn(v, "0123456789");
    if (len > 0 && len < 10 && !v[len]) k = strtol(v, NULL, 10);
    if (len == 0 || len >= 10 || v[len] || k > mt->nsteps) {       /* digits only: no sign */
        reply_error(r, SRV_E_BAD_REQUEST, "\"step\": a step of match %d, 0 to %d", mt->id,
                    mt->nsteps);
        return -1;
    }
    return (int)k;
}

/* ?seat=: "spectator" (default, -1) or a seat (player) 0 … nseats-1; -2 after
 * replying 400, 401 or 403. */
static int seat_arg(const srv_match *mt, const srv_request *rq, bool over, srv_response *r)
{
    const char *v = rq->arg(rq->arg_ctx, "seat");
    if (!v || strcmp(v, "spectator") == 0) return -1;
    if (!(v[0] >= '0' && v[0] < '0' + mt->nseats && !v[1])) {
        reply_error(r, SRV_E_BAD_REQUEST, "\"seat\": spectator or a seat, 0 to %d", mt->nseats - 1);
        return -2;
    }
    int seat = v[0] - '0';
    if (over) return seat;
    int mine = request_seat(mt, rq, r);
    if (mine < -1) return -2;
    if (mine != seat) {
        reply_error(r, SRV_E_REPLAY_HIDDEN, "seat %d's view of match %d is given to its token "
                    "while the match is played, to anyone once it is over", seat, mt->id);
        return -2;
    }
    return seat;
}

/* The game after the first n choices (NULL, err filled, if they no longer
 * replay). */
static rf_game *game_at(const srv_match *mt, int n, rf_error *err)
{
    rf_game *g = NULL;
    if (rf_game_new(mt->content, mt->map, &mt->setup, &g, err) != RF_OK) return NULL;
    for (int i = 0; i < n; i++)
        if (rf_choose(g, mt->code[i], err) != RF_OK) {
            rf_game_free(g);
            return NULL;
        }
    return g;
}

/* The label of option code in the pending decision of g. */
static void label_of(const rf_game *g, unsigned code, char *out, size_t n)
{
    rf_option *opts = malloc(RF_MAX_OPTIONS * sizeof *opts);
    int k = opts ? rf_options(g, opts, RF_MAX_OPTIONS) : 0;
    snprintf(out, n, "%s", "");
    for (int i = 0; i < k && i < RF_MAX_OPTIONS; i++)
        if (opts[i].code == code) snprintf(out, n, "%s", opts[i].label);
    free(opts);
}

/* The decision pending at the step and, when it was taken, what was
 * chosen: its label only to eyes that saw the options (the deciding seat,
 * or anyone once the match is over: labels may name hidden cards). */
static json_t *decision_at(const srv_match *mt, const rf_game *g, int step, int seat, bool over)
{
    rf_decision d;
    if (!rf_pending(g, &d)) return json_null();
    json_t *j = json_pack("{s:i, s:s, s:i, s:s}", "seat", d.seat, "kind_name",
                          rf_decision_kind_name(d.kind), "legend", d.legend, "prompt", d.prompt);
    rf_viewer v = match_viewer(mt, seat);
    if (step < mt->nsteps && (over || rf_viewer_may_choose(g, &v, mt->code[step]))) {
        char label[sizeof ((rf_option *)0)->label];
        label_of(g, mt->code[step], label, sizeof label);
        json_object_set_new(j, "chosen", json_string(label));
    }
    return j;
}

static void step_view(srv_match *mt, const srv_request *rq, const char *step_text, srv_response *r)
{
    bool over = mt->game && rf_game_over(mt->game, NULL);
    int step = step_arg(mt, step_text, r);
    int seat = step < 0 ? -2 : seat_arg(mt, rq, over, r);
    if (seat < -1) return;
    rf_error err;
    memset(&err, 0, sizeof err);
    rf_game *g = game_at(mt, step, &err);
    if (!g) {
        reply_error(r, SRV_E_BROKEN, "match %d does not replay to step %d: %s", mt->id, step,
                    err.message);
        return;
    }
    rf_viewer v = match_viewer(mt, seat);                   /* the player's eyes (R-PLAYERS-2) */
    int n = rf_observe_as(g, &v, NULL, 0);
    char *text = malloc((size_t)n + 1);
    json_t *obs = NULL;
    if (text) {
        rf_observe_as(g, &v, text, (size_t)n + 1);
        obs = json_loads(text, 0, NULL);
    }
    free(text);
    json_t *dec = decision_at(mt, g, step, seat, over);
    rf_game_free(g);
    if (!obs) {
        json_decref(dec);
        reply_error(r, SRV_E_INTERNAL, "the observation could not be made");
        return;
    }
    reply_json(r, 200, json_pack("{s:i, s:i, s:i, s:i, s:b, s:o, s:o}", "match", mt->id, "step",
                                 step, "steps", mt->nsteps, "seat", seat, "over", over,
                                 "decision", dec, "observation", obs));
}

void h_replay(srv *s, srv_match *mt, const srv_request *rq, srv_response *r)
{
    (void)s;
    const char *step = rq->arg ? rq->arg(rq->arg_ctx, "step") : NULL;
    if (step) {
        step_view(mt, rq, step, r);
        return;
    }
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
