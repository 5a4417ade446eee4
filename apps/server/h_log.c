/*
 * h_log.c — the match's log in words (GET /api/matches/ID/log?since=N):
 * every public line and the token's seat's private lines (rf_game_set_log
 * marks each line's seat); a spectator gets the public lines only. Lines
 * are numbered in the whole log, so "since" pages through it and a client
 * asks for what is new after each event.
 */
#include <stdlib.h>

#include "srv.h"

#define LOG_PAGE 1000     /* lines per answer at most; "next" says where to go on */

static int since_arg(const srv_request *rq, bool *ok)
{
    const char *v = rq->arg ? rq->arg(rq->arg_ctx, "since") : NULL;
    *ok = true;
    if (!v) return 0;
    char *end;
    long k = strtol(v, &end, 10);
    *ok = *v && !*end && k >= 0 && k <= 100000000;
    return (int)k;
}

void h_log(srv *s, srv_match *mt, const srv_request *rq, srv_response *r)
{
    (void)s;
    int seat = request_seat(mt, rq, r);
    if (seat < -1) return;
    bool ok;
    int since = since_arg(rq, &ok);
    if (!ok) {
        reply_error(r, SRV_E_BAD_REQUEST, "\"since\": a line number from 0");
        return;
    }
    json_t *lines = json_array();
    int i = since, sent = 0;
    for (; i < mt->nlog && sent < LOG_PAGE; i++) {
        if (!match_line_visible(mt, &mt->log[i], seat)) continue;
        json_array_append_new(lines, json_pack("{s:i, s:s, s:b}", "i", i, "text", mt->log[i].text,
                                               "private", mt->log[i].seat >= 0));
        sent++;
    }
    reply_json(r, 200, json_pack("{s:i, s:i, s:o, s:i}", "match", mt->id, "seat", seat, "lines",
                                 lines, "next", i > since ? i : since));
}
