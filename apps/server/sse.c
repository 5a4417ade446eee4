/*
 * sse.c — the live event stream of a match (GET /api/matches/ID/events,
 * Server-Sent Events): every browser watching a match hears at once when
 * it changes (a step, a seat joined), then asks for its own view.
 *
 * Events carry the match's public summary only (the same as GET
 * /api/matches/ID), never a seat's hidden information, so a stream needs
 * no token. An event is sent on opening and after every change; a comment
 * line keeps the connection alive when nothing happens. A stream waits on
 * the match's condition variable and ends when the server stops.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "srv.h"

struct srv_stream {
    srv *s;
    srv_match *mt;
    char client[48];            /* its address ("" in process): limits.c */
    bool sent_first;
    unsigned seen;              /* the match's version last sent */
    char *pend;                 /* an event not yet written whole */
    size_t plen, poff;
};

/* A stream is held open by its keep-alives however long nobody speaks, so
 * the idle timeout never ends it: streams are counted per client and in
 * all (limits.c), below the connections, so that one client's streams
 * never take every connection. */
srv_stream *srv_stream_open(srv *s, int match, const char *client, srv_response *r)
{
    srv_match *mt = srv_match_get(s, match, r);        /* held until the stream closes */
    if (!mt) return NULL;                              /* r: 404 (or expired since) */
    if (client && strlen(client) >= sizeof ((srv_stream *)0)->client) client = NULL;
    int status = clients_open_stream(s->clients, &s->limits, client);
    if (status == 429)
        reply_error(r, SRV_E_TOO_MANY_STREAMS, "one client holds at most %d event streams "
                    "open: close one first", s->limits.client_streams);
    else if (status)
        reply_error(r, SRV_E_BUSY, "the server holds %d event streams open, its "
                    "most: try again later", s->limits.streams);
    srv_stream *st = status ? NULL : calloc(1, sizeof *st);
    if (!st) {
        if (!status) {
            clients_close_stream(s->clients, &s->limits, client);
            reply_error(r, SRV_E_INTERNAL, "out of memory");
        }
        match_release(mt);
        return NULL;
    }
    st->s = s;
    st->mt = mt;
    snprintf(st->client, sizeof st->client, "%s", client ? client : "");
    return st;
}

void srv_stream_close(srv_stream *st)
{
    if (!st) return;
    clients_close_stream(st->s->clients, &st->s->limits, st->client[0] ? st->client : NULL);
    match_release(st->mt);
    free(st->pend);
    free(st);
}

/* What to write next: text, whole, however small the caller's buffers. */
static void set_pending(srv_stream *st, char *text)
{
    free(st->pend);
    st->pend = text;
    st->plen = text ? strlen(text) : 0;
    st->poff = 0;
}

/* The event for the match as it is now (lock held). */
static void make_event(srv_stream *st)
{
    json_t *j = match_summary_json(st->mt);
    char *data = j ? json_dumps(j, JSON_COMPACT) : NULL;
    json_decref(j);
    size_t n = data ? strlen(data) + 64 : 64;
    char *text = malloc(n);
    if (text)
        snprintf(text, n, "id: %u\nevent: match\ndata: %s\n\n", st->mt->version,
                 data ? data : "{}");
    free(data);
    set_pending(st, text);
    st->seen = st->mt->version;
    st->sent_first = true;
}

static int flush_pending(srv_stream *st, char *buf, size_t max)
{
    size_t k = st->plen - st->poff < max ? st->plen - st->poff : max;
    memcpy(buf, st->pend + st->poff, k);
    st->poff += k;
    return (int)k;
}

static void wait_change(srv_stream *st, int wait_ms)
{
    struct timespec until;
    clock_gettime(CLOCK_REALTIME, &until);
    until.tv_sec += wait_ms / 1000;
    until.tv_nsec += (long)(wait_ms % 1000) * 1000000L;
    if (until.tv_nsec >= 1000000000L) {
        until.tv_sec++;
        until.tv_nsec -= 1000000000L;
    }
    int rc = 0;
    while (rc != ETIMEDOUT && !st->s->stopping && st->mt->version == st->seen)
        rc = pthread_cond_timedwait(&st->mt->changed, &st->mt->lock, &until);
}

int srv_stream_next(srv_stream *st, char *buf, size_t max, int wait_ms)
{
    if (st->poff < st->plen) return flush_pending(st, buf, max);
    pthread_mutex_lock(&st->mt->lock);
    if (st->sent_first && st->mt->version == st->seen && wait_ms > 0 && !st->s->stopping)
        wait_change(st, wait_ms);
    bool stopping = st->s->stopping;
    bool news = !st->sent_first || st->mt->version != st->seen;
    if (!stopping && news) make_event(st);
    pthread_mutex_unlock(&st->mt->lock);
    if (stopping) return -1;
    if (news) return st->pend ? flush_pending(st, buf, max) : -1;
    if (wait_ms == 0) return 0;
    set_pending(st, strdup(": keep-alive\n\n"));
    return st->pend ? flush_pending(st, buf, max) : -1;
}

void h_events(srv *s, srv_match *mt, const srv_request *rq, srv_response *r)
{
    (void)s;
    (void)rq;
    r->status = 200;
    r->kind = SRV_STREAM;
    r->type = "text/event-stream";
    r->match = mt->id;
}
