/*
 * sse.c — the live event streams (Server-Sent Events): a match's (GET
 * /api/matches/ID/events: every browser watching a match hears at once
 * when it changes, then asks for its own view), and through the same
 * machinery the lobby's (h_lobby.c) and a match's chat (h_chat.c).
 *
 * A stream is a source of events (srv_stream_source: the next event's
 * text when something is new, a wait until something may be) behind one
 * writer here: an event is written whole however small the caller's
 * buffers, a comment line keeps the connection alive when nothing
 * happens, and the stream ends when the server stops. Every stream is
 * counted per client and in all (limits.c) whatever its source.
 *
 * A match's events carry its public summary only (the same as GET
 * /api/matches/ID), never a seat's hidden information, so that stream
 * needs no token. It waits on the match's condition variable.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "srv.h"

struct srv_stream {
    srv *s;
    char client[48];            /* its address ("" in process): limits.c */
    const srv_stream_source *src;
    void *ctx;
    char *pend;                 /* an event not yet written whole */
    size_t plen, poff;
};

/* A stream is held open by its keep-alives however long nobody speaks, so
 * the idle timeout never ends it: streams are counted per client and in
 * all (limits.c), below the connections, so that one client's streams
 * never take every connection. */
srv_stream *stream_new(srv *s, const char *client, const srv_stream_source *src, void *ctx,
                       srv_response *r)
{
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
        src->close(ctx);
        return NULL;
    }
    st->s = s;
    st->src = src;
    st->ctx = ctx;
    snprintf(st->client, sizeof st->client, "%s", client ? client : "");
    return st;
}

void srv_stream_close(srv_stream *st)
{
    if (!st) return;
    clients_close_stream(st->s->clients, &st->s->limits, st->client[0] ? st->client : NULL);
    st->src->close(st->ctx);
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

static int flush_pending(srv_stream *st, char *buf, size_t max)
{
    size_t k = st->plen - st->poff < max ? st->plen - st->poff : max;
    memcpy(buf, st->pend + st->poff, k);
    st->poff += k;
    return (int)k;
}

char *stream_event_text(const char *event, unsigned id, json_t *data)
{
    char *d = data ? json_dumps(data, JSON_COMPACT) : NULL;
    json_decref(data);
    size_t n = (d ? strlen(d) : 2) + strlen(event) + 64;
    char *text = malloc(n);
    if (text) snprintf(text, n, "id: %u\nevent: %s\ndata: %s\n\n", id, event, d ? d : "{}");
    free(d);
    return text;
}

void stream_deadline(struct timespec *until, int wait_ms)
{
    clock_gettime(CLOCK_REALTIME, until);
    until->tv_sec += wait_ms / 1000;
    until->tv_nsec += (long)(wait_ms % 1000) * 1000000L;
    if (until->tv_nsec >= 1000000000L) {
        until->tv_sec++;
        until->tv_nsec -= 1000000000L;
    }
}

int srv_stream_next(srv_stream *st, char *buf, size_t max, int wait_ms)
{
    if (st->poff < st->plen) return flush_pending(st, buf, max);
    if (st->s->stopping) return -1;
    char *ev = st->src->next(st->ctx);
    if (!ev && wait_ms > 0) {
        st->src->wait(st->ctx, wait_ms);
        if (st->s->stopping) return -1;
        ev = st->src->next(st->ctx);
    }
    if (ev) {
        set_pending(st, ev);
        return flush_pending(st, buf, max);
    }
    if (wait_ms == 0) return 0;
    set_pending(st, strdup(": keep-alive\n\n"));
    return st->pend ? flush_pending(st, buf, max) : -1;
}

/* ---- a match's stream: its summary after every change ---- */

typedef struct match_source {
    srv *s;
    srv_match *mt;              /* held until the stream closes */
    bool sent_first;
    unsigned seen;              /* the match's version last sent */
} match_source;

static char *match_next(void *ctx)
{
    match_source *m = ctx;
    pthread_mutex_lock(&m->mt->lock);
    char *text = NULL;
    if (!m->sent_first || m->mt->version != m->seen) {
        text = stream_event_text("match", m->mt->version, match_summary_json(m->mt));
        m->seen = m->mt->version;
        m->sent_first = true;
    }
    pthread_mutex_unlock(&m->mt->lock);
    return text;
}

static void match_wait(void *ctx, int wait_ms)
{
    match_source *m = ctx;
    struct timespec until;
    stream_deadline(&until, wait_ms);
    pthread_mutex_lock(&m->mt->lock);
    int rc = 0;
    while (rc != ETIMEDOUT && !m->s->stopping && m->mt->version == m->seen)
        rc = pthread_cond_timedwait(&m->mt->changed, &m->mt->lock, &until);
    pthread_mutex_unlock(&m->mt->lock);
}

static void match_source_close(void *ctx)
{
    match_source *m = ctx;
    match_release(m->mt);
    free(m);
}

static const srv_stream_source match_events = { match_next, match_wait, match_source_close };

srv_stream *srv_stream_open(srv *s, int match, const char *client, srv_response *r)
{
    srv_match *mt = srv_match_get(s, match, r);        /* held until the stream closes */
    if (!mt) return NULL;                              /* r: 404 (or expired since) */
    match_source *m = calloc(1, sizeof *m);
    if (!m) {
        match_release(mt);
        reply_error(r, SRV_E_INTERNAL, "out of memory");
        return NULL;
    }
    m->s = s;
    m->mt = mt;
    return stream_new(s, client, &match_events, m, r);
}

srv_stream *srv_stream_for(srv *s, srv_response *r, const char *client)
{
    if (r->stream == SRV_EVENTS_LOBBY) return srv_lobby_stream_open(s, client, r);
    if (r->stream == SRV_EVENTS_CHAT) return srv_chat_stream_open(s, r->match, r->seat, client, r);
    return srv_stream_open(s, r->match, client, r);
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
