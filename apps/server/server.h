/*
 * server.h — `ringfall serve`: the HTTP server, lobby and store of
 * browser matches (docs/protocol.md).
 *
 * Two layers, so that tests can talk to the server without sockets:
 *   - srv_handle() answers one request (method, path, token, body) with a
 *     status and a body, synchronously; every endpoint of the JSON API is
 *     reachable through it;
 *   - srv_http_start() puts it behind libmicrohttpd (http.c), adding what
 *     only HTTP has: the size limits, static files of web/ and the
 *     Server-Sent Events stream.
 * A server is one handle (no globals): content, maps, the match registry
 * and the SQLite store hang off it. Every function is safe to call from
 * many threads at once (docs/protocol.md, "Concurrency").
 */
#ifndef RF_SERVER_H
#define RF_SERVER_H

#include <stdbool.h>
#include <stddef.h>

#include "ringfall.h"

typedef struct srv srv;

/* What one client (an IP address) and everyone together may hold; a
 * field of 0 takes its default (docs/security.md, "Limits and
 * refusals"). Over a limit a request is refused with 429 (one client) or
 * 503 (everyone), a connection is closed at once. */
typedef struct srv_limits {
    int connections;           /* open connections in all (512) */
    int client_connections;    /* open connections per client (32) */
    int streams;               /* open event streams in all (384: some connections stay free) */
    int client_streams;        /* open event streams per client (16) */
    int creates_per_minute;    /* new matches per client and minute (30; as many at once) */
} srv_limits;

#define SRV_CONNECTIONS 512
#define SRV_CLIENT_CONNECTIONS 32
#define SRV_STREAMS 384
#define SRV_CLIENT_STREAMS 16
#define SRV_CREATES_PER_MINUTE 30
#define SRV_MAX_ALLOW_ORIGINS 8

typedef struct srv_config {
    const char *db_path;       /* the SQLite file; ":memory:" keeps nothing */
    const char *data_dir;      /* content (NULL: the built-in data/ directory) */
    const char *web_dir;       /* static files (NULL: none served) */
    int max_matches;           /* 0: 10,000 */
    int expire_after;          /* seconds a finished match stays live and listed before it
                                  leaves memory (its replay stays in the store);
                                  0: 600, negative: at once */
    FILE *log;                 /* start-up and error messages (NULL: none) */
    srv_limits limits;         /* 0 fields: the defaults above */
    /* Origins besides the server's own whose pages may call it, e.g.
     * "http://ringfall.example:8080" (http.c, docs/security.md). */
    const char *allow_origin[SRV_MAX_ALLOW_ORIGINS];
    /* The server's clock in milliseconds since 1970 (clock.c; NULL: the
     * system's): the chat's rate and the matches' clocks read it, so that
     * tests drive time instead of sleeping. */
    long long (*clock_ms)(void *ctx);
    void *clock_ctx;
} srv_config;

/* Open the store and rebuild every unfinished match in it by replaying its
 * choices (bots included), so that each continues where it was; finished
 * ones are rebuilt when asked for. NULL on failure with err filled (naming
 * the match when the store cannot be read whole). */
srv *srv_open(const srv_config *cfg, rf_error *err);
/* Stop streams, free every match and close the store. */
void srv_close(srv *s);
/* The matches' clocks whose time is up at the server's clock: their
 * bots decide (clocks.c; `ringfall serve` calls it 5 times a second,
 * tests when they move their clock); how many did. */
int srv_clocks_tick(srv *s);
/* How many matches are live (in memory). */
int srv_match_count(srv *s);

/* ---- One request, one answer ---- */

/* Query arguments of a request (?since=12&token=...): a lookup the HTTP
 * layer implements with libmicrohttpd, tests with a table. */
typedef const char *(*srv_arg_fn)(void *ctx, const char *key);

typedef struct srv_request {
    const char *method;        /* "GET", "POST", ... */
    const char *path;          /* "/api/matches/3/choose", without the query */
    const char *token;         /* a seat token (Authorization: Bearer, or ?token=), NULL none */
    const char *client;        /* the client's address (limits per client), NULL in process */
    const char *body;          /* the request body (NUL-terminated), NULL none */
    size_t body_len;
    srv_arg_fn arg;            /* NULL: no query arguments */
    void *arg_ctx;
} srv_request;

enum srv_kind { SRV_BODY, SRV_STREAM, SRV_STATIC };
/* A stream's events: a match's summary, the lobby's open matches
 * (h_lobby.c), a match's chat for one reader (h_chat.c). */
enum srv_events { SRV_EVENTS_MATCH, SRV_EVENTS_LOBBY, SRV_EVENTS_CHAT };

typedef struct srv_response {
    int status;                /* HTTP status */
    int kind;                  /* enum srv_kind */
    char *body;                /* SRV_BODY: malloc'd, NUL-terminated */
    size_t len;
    const char *type;          /* Content-Type */
    char filename[64];         /* "" or a download's name (Content-Disposition) */
    int match;                 /* SRV_STREAM: the match whose events to stream */
    int stream;                /* SRV_STREAM: whose events (enum srv_events) */
    int seat;                  /* SRV_EVENTS_CHAT: the reader's seat (-1 a spectator) */
    char path[512];            /* SRV_STATIC: the file to send */
} srv_response;

/* Answer a request. Errors are JSON {"error": CODE, "message": reason}
 * with a 4xx status and change nothing. Free with srv_response_free. */
void srv_handle(srv *s, const srv_request *rq, srv_response *out);
void srv_response_free(srv_response *r);

/* The largest request body accepted (larger: 413). */
#define SRV_MAX_BODY 16384

/* ---- Server-Sent Events (sse.c) ---- */

typedef struct srv_stream srv_stream;
/* Open a stream of match events for a client (its address; NULL: counted
 * in all only); NULL if the match is unknown or too many streams are open,
 * with r filled (404, 429 for the client, 503 for everyone). */
srv_stream *srv_stream_open(srv *s, int match, const char *client, srv_response *r);
/* The lobby's stream (GET /api/lobby/events, h_lobby.c) and a match's chat
 * for a reader (seat -1: a spectator; GET .../ID/chat/events, h_chat.c),
 * counted and refused as above. */
srv_stream *srv_lobby_stream_open(srv *s, const char *client, srv_response *r);
srv_stream *srv_chat_stream_open(srv *s, int match, int seat, const char *client,
                                 srv_response *r);
/* The stream a response of kind SRV_STREAM asks for (r->stream), or NULL
 * with r filled. */
srv_stream *srv_stream_for(srv *s, srv_response *r, const char *client);
/* Write the next event (or a keep-alive comment after wait_ms without
 * one) into buf; returns its length, or -1 when the server stops. A
 * wait_ms of 0 never blocks (0 returned when nothing is new). */
int srv_stream_next(srv_stream *st, char *buf, size_t max, int wait_ms);
void srv_stream_close(srv_stream *st);

/* ---- HTTP (http.c) ---- */

typedef struct srv_http srv_http;
/* Listen on host:port (port 0: any free port); NULL on failure (printed
 * to cfg->log). */
srv_http *srv_http_start(srv *s, const char *host, int port);
int srv_http_port(const srv_http *h);
/* Stop listening; open streams end first. */
void srv_http_stop(srv_http *h);

#endif
