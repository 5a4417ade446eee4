/*
 * router.c — one request to its endpoint (docs/protocol.md):
 *   GET  /api/matches                 list          POST /api/matches   create
 *   GET  /api/matches/ID              summary       POST .../ID/join    a seat's token
 *   GET  .../ID/state                 observation   GET  .../ID/pending decision, options
 *   POST .../ID/choose                choose        GET  .../ID/log     the log
 *   GET  .../ID/replay[?step=N]       replay file, or a step GET .../ID/events event stream
 *   GET  .../ID/los?from=A&to=B       line of sight GET  /api/maps[/NAME] maps, geometry
 *   GET  /api/modes                   modes, modules GET /api/content   names of things
 *   POST .../ID/undo                  take back     GET  .../ID/undoable may it be taken back
 *   GET  /api/lobby/events            the live lobby (h_lobby.c)
 *   GET|POST .../ID/chat              the chat       GET  .../ID/chat/events  its stream
 *   POST .../ID/seat                  a seat to a bot or back (the creator: h_host.c)
 *   POST .../ID/rematch               the same match again (the creator: h_rematch.c)
 *   GET  /api/rules[/ID]              the rules reference (h_rules.c)
 * Anything else under /api/ is a 404, a known path with another method a
 * 405; other paths are static files of web/. A match's endpoints run
 * under the match's lock, so each sees and leaves the match whole; a
 * finished match is left compact (match.c).
 */
#include <stdlib.h>
#include <string.h>

#include "srv.h"

typedef void (*match_handler)(srv *, srv_match *, const srv_request *, srv_response *);

/* summary: whether the endpoint reads only what a compact finished
 * match keeps (its summary); the others get its game back for the request
 * (srv_match_restore, issue 14). */
static const struct route {
    const char *name, *method;
    match_handler fn;
    bool summary;
} routes[] = {
    { "", "GET", h_summary, true },         { "join", "POST", h_join, false },
    { "state", "GET", h_state, false },     { "pending", "GET", h_pending, false },
    { "choose", "POST", h_choose, false },  { "log", "GET", h_log, false },
    { "replay", "GET", h_replay, false },   { "events", "GET", h_events, true },
    { "los", "GET", h_los, false },         { "undo", "POST", h_undo, false },
    { "undoable", "GET", h_undoable, false },
    { "los", "GET", h_los, false },         { "chat", "GET", h_chat_read, true },
    { "chat", "POST", h_chat_post, true },  { "chat/events", "GET", h_chat_events, true },
    { "seat", "POST", h_seat, false },      { "rematch", "POST", h_rematch, true },
};

/* "123" or "123/name" after /api/matches/: the id (1 … 999,999,999) and
 * the rest; false if it is not a number. */
static bool split_id(const char *p, int *id, const char **rest)
{
    long v = 0;
    int digits = 0;
    for (; *p >= '0' && *p <= '9' && digits < 10; p++, digits++) v = v * 10 + (*p - '0');
    if (digits == 0 || digits > 9 || v == 0 || (*p && *p != '/')) return false;
    *id = (int)v;
    *rest = *p ? p + 1 : p;
    return true;
}

static void match_route(srv *s, const srv_request *rq, const char *tail, srv_response *r)
{
    int id;
    const char *name;
    if (!split_id(tail, &id, &name)) {
        reply_error(r, SRV_E_NOT_FOUND, "no such endpoint: %s", rq->path);
        return;
    }
    const struct route *rt = NULL, *named = NULL;
    for (size_t i = 0; i < sizeof routes / sizeof routes[0] && !rt; i++)
        if (strcmp(routes[i].name, name) == 0) {
            named = &routes[i];
            if (strcmp(rq->method, routes[i].method) == 0) rt = &routes[i];
        }
    if (!named) {
        reply_error(r, SRV_E_NOT_FOUND, "no such endpoint: %s", rq->path);
        return;
    }
    if (!rt) {
        reply_error(r, SRV_E_METHOD_NOT_ALLOWED, "%s takes %s", rq->path, named->method);
        return;
    }
    srv_match *mt = srv_match_get(s, id, r);         /* held: see registry.c */
    if (!mt) return;
    pthread_mutex_lock(&mt->lock);
    unsigned long long seen = lobby_key(mt);
    if (rt->summary || srv_match_restore(s, mt, r)) rt->fn(s, mt, rq, r);
    bool lobby_changed = lobby_key(mt) != seen;      /* a seat taken, the match over ... */
    if (mt->clock && mt->game) clock_follow(s, mt);  /* its clock runs for who decides now */
    match_compact(mt);                  /* over (now or before): back to its summary */
    pthread_mutex_unlock(&mt->lock);
    match_release(mt);
    if (lobby_changed) lobby_touch(s);  /* ... the live lobby says so (h_lobby.c) */
}

static void api_route(srv *s, const srv_request *rq, srv_response *r)
{
    const char *p = rq->path + strlen("/api");
    if (strcmp(p, "/matches") == 0 || strcmp(p, "/matches/") == 0) {
        if (strcmp(rq->method, "GET") == 0) h_list(s, rq, r);
        else if (strcmp(rq->method, "POST") == 0) {
            h_create(s, rq, r);
            if (r->status == 201) lobby_touch(s);          /* a new match in the lobby */
        }
        else reply_error(r, SRV_E_METHOD_NOT_ALLOWED, "/api/matches takes GET or POST");
    } else if (strcmp(p, "/lobby/events") == 0) {
        if (strcmp(rq->method, "GET") != 0)
            reply_error(r, SRV_E_METHOD_NOT_ALLOWED, "%s takes GET", rq->path);
        else h_lobby_events(s, rq, r);
    } else if (strncmp(p, "/matches/", 9) == 0) {
        match_route(s, rq, p + 9, r);
    } else if (strcmp(p, "/maps") == 0 || strncmp(p, "/maps/", 6) == 0) {
        if (strcmp(rq->method, "GET") != 0)
            reply_error(r, SRV_E_METHOD_NOT_ALLOWED, "%s takes GET", rq->path);
        else if (p[5] == '\0' || p[6] == '\0') h_maps(s, rq, r);
        else h_map(s, rq, r, p + 6);
    } else if (strcmp(p, "/rules") == 0 || strncmp(p, "/rules/", 7) == 0) {
        if (strcmp(rq->method, "GET") != 0)
            reply_error(r, SRV_E_METHOD_NOT_ALLOWED, "%s takes GET", rq->path);
        else h_rules(s, rq, r, p[6] == '\0' ? NULL : p + 7);
    } else if (strcmp(p, "/modes") == 0 || strcmp(p, "/content") == 0 ||
               strcmp(p, "/protocol") == 0) {
        if (strcmp(rq->method, "GET") != 0)
            reply_error(r, SRV_E_METHOD_NOT_ALLOWED, "%s takes GET", rq->path);
        else if (p[1] == 'm') h_modes(s, rq, r);
        else if (p[1] == 'p') h_protocol(s, rq, r);
        else h_content(s, rq, r);
    } else {
        reply_error(r, SRV_E_NOT_FOUND, "no such endpoint: %s", rq->path);
    }
}

void srv_handle(srv *s, const srv_request *rq, srv_response *r)
{
    memset(r, 0, sizeof *r);
    if (!rq->method || !rq->path || rq->path[0] != '/') {
        reply_error(r, SRV_E_BAD_REQUEST, "a method and an absolute path are expected");
    } else if (rq->body_len > SRV_MAX_BODY) {
        reply_error(r, SRV_E_TOO_LARGE, "a request body holds at most %d bytes", SRV_MAX_BODY);
    } else if (strcmp(rq->path, "/api") == 0 || strncmp(rq->path, "/api/", 5) == 0) {
        api_route(s, rq, r);
    } else if (strcmp(rq->method, "GET") == 0 || strcmp(rq->method, "HEAD") == 0) {
        static_resolve(s->web_dir, rq->path, r);
    } else {
        reply_error(r, SRV_E_METHOD_NOT_ALLOWED, "static files take GET");
    }
}
