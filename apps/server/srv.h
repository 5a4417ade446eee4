/*
 * srv.h — what the server's files share (not for the CLI: it includes
 * server.h). One idea per file:
 *   server.c       open / close: content, maps, store, rebuilding matches
 *   maps.c         the maps in use, loaded once and shared
 *   registry.c     the matches in memory, found by id
 *   match.c        one live match: game, bots, log, choices
 *   match_setup.c  a create request → an rf_setup and the seats
 *   setup_json.c   rf_setup ↔ JSON, as the store keeps it
 *   store.c        SQLite: matches, seats, choices
 *   token.c        seat tokens: random, hashed with SHA-256
 *   reply.c        JSON answers and errors
 *   router.c       method and path → handler
 *   h_*.c          one file per group of endpoints;  hints.c  a target's numbers
 *   sse.c          the event stream;  static_files.c  web/;  http.c  libmicrohttpd
 */
#ifndef RF_SRV_H
#define RF_SRV_H

#include <jansson.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdbool.h>

#include "server.h"

#define SRV_SEATS 2                 /* the two players of a Battle Royale match */
#define SRV_TOKEN_HEX 64            /* 32 random bytes, in hexadecimal */
#define SRV_HASH_LEN 32             /* SHA-256 */
#define SRV_MAX_STREAMS 1024

/* ---- a live match (match.c) ---- */

typedef struct srv_log_line { int seat; char *text; } srv_log_line;

typedef struct srv_seat {
    char kind[16];                  /* "human" or a bot kind */
    rf_bot *bot;                    /* NULL for a human seat */
    bool taken;                     /* a human seat someone joined */
    unsigned char token_hash[SRV_HASH_LEN];
} srv_seat;

typedef struct srv_match {
    int id;
    pthread_mutex_t lock;           /* everything below */
    pthread_cond_t changed;         /* broadcast when steps are added */
    const rf_content *content;
    const rf_map *map;
    char map_name[64];
    rf_setup setup;
    bool seed_given;                /* the creator chose the seed (public then) */
    char created[32];
    rf_game *game;
    srv_seat seat[SRV_SEATS];
    int nsteps, cap;
    unsigned *code;                 /* choice i */
    unsigned long long *hash;       /* the state's hash after choice i */
    int nlog, logcap;
    srv_log_line *log;
    char broken[512];               /* why the match cannot go on, "" if it can */
    unsigned version;               /* grows with every change (steps, seats): streams */
} srv_match;

/* A new match from its set-up, at its first decision (bots not yet
 * advanced: match_play(s, mt, 0)). NULL with err filled. */
srv_match *match_new(int id, const rf_content *c, const rf_map *m, const char *map_name,
                     const rf_setup *setup, const char kind[SRV_SEATS][16], rf_error *err);
void match_free(srv_match *mt);
/* Apply the human choice code, then every bot decision that follows, and
 * save them all in one transaction; on any failure nothing changes. Caller
 * holds the lock. code 0: bots only. Returns RF_OK, RF_E_ILLEGAL (err says
 * why) or RF_E_IO (the store failed). */
rf_status match_play(srv *s, srv_match *mt, unsigned code, rf_error *err);
/* Rebuild the match from its set-up and recorded choices (start-up, or
 * undoing a step the store refused), calling each bot at its seat's
 * decisions so that its generator is where it was. On a choice refused or
 * a state that differs from the recorded hash, the match is marked broken
 * and kept at the last good step. */
rf_status match_load(srv_match *mt, const unsigned *codes, const unsigned long long *hashes, int n,
                     rf_error *err);
/* The seat a token holds, or -1. */
int match_seat_of_token(const srv_match *mt, const char *token);
/* The seat of the pending decision, or -1 when the game is over. */
int match_pending_seat(const srv_match *mt);
/* Whether a log line may be sent to seat (-1: a spectator). */
static inline bool match_line_visible(const srv_log_line *l, int seat)
{
    return l->seat < 0 || l->seat == seat;
}

typedef struct srv_maps srv_maps;
typedef struct srv_registry srv_registry;
typedef struct srv_store srv_store;

struct srv {
    rf_content *content;
    srv_maps *maps;
    srv_registry *reg;
    srv_store *store;
    char web_dir[400];
    int max_matches;
    FILE *log;
    pthread_mutex_t create_lock;    /* one match created at a time (ids, limits) */
    pthread_mutex_t stream_lock;
    int nstreams;
    atomic_bool stopping;
};

/* ---- set-up (match_setup.c, setup_json.c) ---- */

typedef struct srv_create {
    rf_setup setup;
    char map[64];
    char kind[SRV_SEATS][16];
    bool seed_given;
} srv_create;
/* Read a create request (docs/protocol.md); false with a reason. */
bool setup_from_request(const char *body, srv_create *out, char *why, size_t n);
json_t *setup_to_json(const rf_setup *s);
bool setup_from_json(json_t *j, rf_setup *s);
/* rf_setup.modules as an array of module ids (data/modes.json). */
json_t *modules_to_json(unsigned modules);

/* ---- maps (maps.c) ---- */

srv_maps *maps_new(void);
void maps_free(srv_maps *m);
/* The map of that name (letters, digits, '-' and '_' only: never a path),
 * loaded on first use. NULL with err filled. */
const rf_map *maps_get(srv_maps *m, const rf_content *c, const char *name, rf_error *err);

/* ---- registry (registry.c) ---- */

srv_registry *registry_new(void);
void registry_free(srv_registry *r);
/* Add a match (ids increase). */
bool registry_add(srv_registry *r, srv_match *mt);
srv_match *registry_find(srv_registry *r, int id);
int registry_count(srv_registry *r);
/* The i-th match in id order, or NULL. */
srv_match *registry_at(srv_registry *r, int i);
/* Wake every match's waiters (the server stops). */
void registry_broadcast(srv_registry *r);

/* ---- store (store.c) ---- */

srv_store *store_open(const char *path, rf_error *err);
void store_close(srv_store *st);
/* Insert a match: its set-up, map and seats; returns its id or -1. */
int store_add_match(srv_store *st, const char *map, const rf_setup *setup, bool seed_given,
                    const char kind[SRV_SEATS][16], const char *content_hash, char *created,
                    size_t created_n);
/* Append choices from..n-1 of a match, in one transaction. */
bool store_add_choices(srv_store *st, int match, int from, int n, const unsigned *codes,
                       const unsigned long long *hashes);
bool store_set_token(srv_store *st, int match, int seat, const unsigned char *hash);
/* Call fn for every stored match in id order. */
typedef struct store_row {
    int id;
    const char *map, *created;
    rf_setup setup;
    bool seed_given;
    char kind[SRV_SEATS][16];
    bool taken[SRV_SEATS];
    unsigned char token_hash[SRV_SEATS][SRV_HASH_LEN];
    int n;
    unsigned *codes;
    unsigned long long *hashes;
    char setup_error[128];          /* the stored set-up could not be read */
} store_row;
bool store_each(srv_store *st, void (*fn)(void *user, const store_row *row), void *user);

/* ---- tokens (token.c) ---- */

/* A fresh token (SRV_TOKEN_HEX hex digits + NUL) from the system's random
 * source; false if it failed. */
bool token_new(char *out);
void token_hash(const char *token, unsigned char *out);
/* Constant-time comparison. */
bool token_equal(const unsigned char *a, const unsigned char *b);

/* ---- answers (reply.c) ---- */

void reply_json(srv_response *r, int status, json_t *j);       /* steals j */
void reply_text(srv_response *r, int status, const char *type, char *text, size_t len);
void reply_error(srv_response *r, int status, const char *code, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
/* The request's JSON body as an object, or NULL after replying 400. */
json_t *request_object(const srv_request *rq, srv_response *r);

/* ---- endpoints (h_*.c), called by router.c ---- */

void h_create(srv *s, const srv_request *rq, srv_response *r);
void h_list(srv *s, const srv_request *rq, srv_response *r);
void h_summary(srv *s, srv_match *mt, const srv_request *rq, srv_response *r);
void h_join(srv *s, srv_match *mt, const srv_request *rq, srv_response *r);
void h_state(srv *s, srv_match *mt, const srv_request *rq, srv_response *r);
void h_pending(srv *s, srv_match *mt, const srv_request *rq, srv_response *r);
void h_choose(srv *s, srv_match *mt, const srv_request *rq, srv_response *r);
void h_log(srv *s, srv_match *mt, const srv_request *rq, srv_response *r);
void h_replay(srv *s, srv_match *mt, const srv_request *rq, srv_response *r);
void h_events(srv *s, srv_match *mt, const srv_request *rq, srv_response *r);
void h_los(srv *s, srv_match *mt, const srv_request *rq, srv_response *r);      /* h_los.c */
void h_maps(srv *s, const srv_request *rq, srv_response *r);                    /* h_maps.c */
void h_map(srv *s, const srv_request *rq, srv_response *r, const char *name);
void h_modes(srv *s, const srv_request *rq, srv_response *r);                   /* h_content.c */
void h_content(srv *s, const srv_request *rq, srv_response *r);
/* Hints for one option of the pending decision d (hints.c): a target's hit
 * thresholds and expected damage per weapon; NULL for other options. */
json_t *option_hints(const rf_game *g, const rf_decision *d, unsigned code, int step);
/* A match's public summary (id, map, seats, step, over...); lock held. */
json_t *match_summary_json(const srv_match *mt);
/* The seat the request's token holds in mt (-1 spectator), or -2 after
 * replying 401 to a token that holds no seat. Lock held. */
int request_seat(const srv_match *mt, const srv_request *rq, srv_response *r);

/* ---- static files (static_files.c) ---- */

/* Resolve a URL path to a file of web_dir (no "..", no hidden files; "/"
 * is index.html); fills r (SRV_STATIC or a 404 error). */
void static_resolve(const char *web_dir, const char *path, srv_response *r);

#endif
