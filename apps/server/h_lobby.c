/*
 * h_lobby.c — the live lobby (GET /api/lobby/events): a Server-Sent
 * Events stream that tells every browser on the lobby page at once when
 * the list of matches changes — a match created, a seat taken or handed
 * over, a match over or expired — so that the list updates without a
 * reload (issue 16). Each event carries the open matches, those waiting
 * for players (a human seat nobody holds), newest first, so that the
 * lobby lists them first; the page asks for its list again on each one.
 *
 * A change is noticed where it is made: router.c compares a match's lobby
 * key (lobby_key: over, broken, each seat's kind and whether it is taken)
 * before and after each request about it, a create and an expiry touch the
 * lobby too (lobby_touch: a version number and a condition variable). A
 * choice that changes none of that (most of them) wakes no lobby stream.
 * The event of a version is made once and shared by every stream (the
 * cache below), so a thousand watchers cost one walk of the list.
 *
 * Locks: lobby_touch takes only the lobby's `lock`, and is never called
 * with a match's lock held; making an event takes `snap_lock`, then each
 * match's lock in turn (a match's lock is never held while taking
 * snap_lock). Streams are counted with the match streams (limits.c: 429
 * TOO_MANY_STREAMS past a client's, 503 BUSY past everyone's).
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "srv.h"

#define LOBBY_OPEN_MAX 50           /* open matches in an event */

struct srv_lobby {
    pthread_mutex_t lock;           /* version, changed */
    pthread_cond_t changed;
    unsigned version;
    pthread_mutex_t snap_lock;      /* the cache */
    unsigned snap_version;
    char *snap;                     /* the event of snap_version, NULL none yet */
};

srv_lobby *lobby_new(void)
{
    srv_lobby *l = calloc(1, sizeof *l);
    if (!l) return NULL;
    pthread_mutex_init(&l->lock, NULL);
    pthread_cond_init(&l->changed, NULL);
    pthread_mutex_init(&l->snap_lock, NULL);
    l->version = 1;
    return l;
}

void lobby_free(srv_lobby *l)
{
    if (!l) return;
    pthread_mutex_destroy(&l->lock);
    pthread_cond_destroy(&l->changed);
    pthread_mutex_destroy(&l->snap_lock);
    free(l->snap);
    free(l);
}

static unsigned lobby_version(srv_lobby *l)
{
    pthread_mutex_lock(&l->lock);
    unsigned v = l->version;
    pthread_mutex_unlock(&l->lock);
    return v;
}

void lobby_touch(srv *s)
{
    if (!s->lobby) return;
    pthread_mutex_lock(&s->lobby->lock);
    s->lobby->version++;
    pthread_cond_broadcast(&s->lobby->changed);
    pthread_mutex_unlock(&s->lobby->lock);
}

/* FNV-1a over what the lobby shows of a match: whether it is over or
 * broken, and each seat's kind and whether it is taken. */
static unsigned long long mix(unsigned long long h, const void *p, size_t n)
{
    const unsigned char *b = p;
    for (size_t i = 0; i < n; i++) h = (h ^ b[i]) * 1099511628211ULL;
    return h;
}

unsigned long long lobby_key(const srv_match *mt)
{
    unsigned long long h = 14695981039346656037ULL;
    bool over = match_over(mt, NULL), broken = mt->broken[0] != '\0';
    h = mix(h, &over, sizeof over);
    h = mix(h, &broken, sizeof broken);
    for (int i = 0; i < mt->nseats; i++) {
        h = mix(h, mt->seat[i].kind, strlen(mt->seat[i].kind) + 1);
        h = mix(h, &mt->seat[i].taken, sizeof mt->seat[i].taken);
    }
    return h;
}

bool lobby_open(const srv_match *mt)
{
    if (match_over(mt, NULL) || mt->broken[0]) return false;
    for (int i = 0; i < mt->nseats; i++)
        if (!match_seat_is_bot(mt, i) && !mt->seat[i].taken) return true;
    return false;
}

/* The event of the lobby as it is now: the open matches, newest first,
 * and how many are live. */
static char *lobby_event(srv *s, unsigned version)
{
    json_t *open = json_array();
    int live = 0;
    int after = 0;
    bool more = true;
    while (more) {
        srv_match *page[SRV_PAGE_MAX];
        int n = registry_page(s->reg, after, true, SRV_PAGE_MAX, page, &more);
        for (int i = 0; i < n; i++) {
            pthread_mutex_lock(&page[i]->lock);
            if (lobby_open(page[i]) && json_array_size(open) < LOBBY_OPEN_MAX)
                json_array_append_new(open, match_summary_json(page[i]));
            pthread_mutex_unlock(&page[i]->lock);
        }
        live += n;
        after = n ? page[n - 1]->id : 0;
        for (int i = 0; i < n; i++) match_release(page[i]);
        more = more && n > 0;
    }
    return stream_event_text("lobby", version, json_pack("{s:i, s:i, s:o}", "version", version,
                                                         "live", live, "open", open));
}

/* The event of this version, made once for every stream. */
static char *lobby_snapshot(srv *s, unsigned version)
{
    srv_lobby *l = s->lobby;
    pthread_mutex_lock(&l->snap_lock);
    if (!l->snap || l->snap_version != version) {
        free(l->snap);
        l->snap = lobby_event(s, version);
        l->snap_version = version;
    }
    char *text = l->snap ? strdup(l->snap) : NULL;
    pthread_mutex_unlock(&l->snap_lock);
    return text;
}

typedef struct lobby_source {
    srv *s;
    bool sent_first;
    unsigned seen;              /* the lobby's version last sent */
} lobby_source;

static char *lobby_next(void *ctx)
{
    lobby_source *ls = ctx;
    unsigned v = lobby_version(ls->s->lobby);
    if (ls->sent_first && v == ls->seen) return NULL;
    ls->seen = v;
    ls->sent_first = true;
    return lobby_snapshot(ls->s, v);
}

static void lobby_wait(void *ctx, int wait_ms)
{
    lobby_source *ls = ctx;
    srv_lobby *l = ls->s->lobby;
    struct timespec until;
    stream_deadline(&until, wait_ms);
    pthread_mutex_lock(&l->lock);
    int rc = 0;
    while (rc != ETIMEDOUT && !ls->s->stopping && l->version == ls->seen)
        rc = pthread_cond_timedwait(&l->changed, &l->lock, &until);
    pthread_mutex_unlock(&l->lock);
}

static void lobby_source_close(void *ctx) { free(ctx); }

static const srv_stream_source lobby_events = { lobby_next, lobby_wait, lobby_source_close };

srv_stream *srv_lobby_stream_open(srv *s, const char *client, srv_response *r)
{
    srv_expire(s);                  /* an expired match leaves the lobby now */
    lobby_source *ls = calloc(1, sizeof *ls);
    if (!ls) {
        reply_error(r, SRV_E_INTERNAL, "out of memory");
        return NULL;
    }
    ls->s = s;
    return stream_new(s, client, &lobby_events, ls, r);
}

void h_lobby_events(srv *s, const srv_request *rq, srv_response *r)
{
    (void)s;
    (void)rq;
    r->status = 200;
    r->kind = SRV_STREAM;
    r->stream = SRV_EVENTS_LOBBY;
    r->type = "text/event-stream";
}
