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
 *   secret.c       the server's secret, and the bots' seeds drawn from it
 *   reply.c        JSON answers and errors (srv_errors.h: the list of codes)
 *   router.c       method and path → handler
 *   h_*.c          one file per group of endpoints;  hints.c  a target's numbers
 *   sse.c          the event stream;  static_files.c  web/;  http.c  libmicrohttpd
 *   limits.c       what each client holds (connections, streams, creations)
 *   h_lobby.c      the live lobby's stream;  h_chat.c, chat_store.c  a match's chat
 *   clock.c        the server's clock (drivable in tests)
 *   guard.c        which pages may call the server (Host, Origin, Content-Type)
 *   rules_text.c   the rules reference, data/rules/RULES.md as JSON (h_rules.c)
 */
#ifndef RF_SRV_H
#define RF_SRV_H

#include <jansson.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdbool.h>

#include "server.h"
#include "srv_errors.h"

#define SRV_MAX_SEATS 6             /* one player per legend: 3 vs 3, Champions' 2 vs 4 */
#define SRV_NAME_MAX 24             /* a player's name, in bytes (match_name_ok) */
#define SRV_TOKEN_HEX 64            /* 32 random bytes, in hexadecimal */
#define SRV_HASH_LEN 32             /* SHA-256 */
#define SRV_PAGE_DEFAULT 50         /* matches in a page of GET /api/matches */
#define SRV_PAGE_MAX 100
#define SRV_SECRET_LEN 32           /* the server's secret (secret.c) */

/* ---- a live match (match.c) ---- */

/* seat: -1 public, else the engine's seat (a squad's players) it is for;
 * legend: >= 0 when it is for that legend's player only (R-PLAYERS-2). */
typedef struct srv_log_line { int seat, legend; char *text; } srv_log_line;

/* A player's place in a match (issue 16): a human or a bot kind, the
 * engine's seat it plays in (team: 0 or 1, the colours drawn in play) and
 * the squad members it holds (rf_viewer.members; 0: the whole squad). */
typedef struct srv_seat_spec {
    char kind[16];
    int team;
    unsigned members;
} srv_seat_spec;

/* A seat's team given by squad (issue 16, R-PLAYERS-4: Champions' 2
 * champions and 4 challengers, one player per legend): SRV_TEAM_SQUAD + 0
 * red, + 1 blue; its engine seat is the one drawn to play that squad
 * (match_team). Teams 0 and 1 are engine seats, the squad drawn. */
#define SRV_TEAM_SQUAD 2

typedef struct srv_seat {
    char kind[16];                  /* "human" or a bot kind */
    int team;                       /* the engine's seat its player plays in, or
                                       SRV_TEAM_SQUAD + squad: read it with match_team */
    unsigned members;               /* the squad members it holds (0: all) */
    char name[SRV_NAME_MAX + 1];    /* given at join, "" before */
    rf_bot *bot;                    /* NULL for a human seat */
    int shared;                     /* its moves while a human squadmate is waited for */
    bool taken;                     /* a human seat someone joined */
    unsigned char token_hash[SRV_HASH_LEN];
} srv_seat;

typedef struct srv_match {
    int id;
    atomic_int refs;                /* the registry's, requests', streams' (registry.c) */
    _Atomic long long finished_at;  /* time() when it was seen over, 0 while it is not */
    bool archived;                  /* rebuilt from the store for one request: not live */
    pthread_mutex_t lock;           /* everything below */
    pthread_cond_t changed;         /* broadcast when steps are added */
    const rf_content *content;
    const rf_map *map;
    char map_name[64];
    rf_setup setup;
    bool seed_given;                /* the creator chose the seed */
    unsigned long long bot_key;     /* mixed into the bots' seeds (secret.c); 0: none */
    int rematch;                    /* its rematch's id (h_rematch.c); -1 being made; 0 none */
    char created[32];
    rf_game *game;
    int nseats;                     /* its players: 2 … SRV_MAX_SEATS */
    srv_seat seat[SRV_MAX_SEATS];
    int nsteps, cap;
    unsigned *code;                 /* choice i */
    unsigned long long *hash;       /* the state's hash after choice i */
    int nlog, logcap;
    srv_log_line *log;
    char broken[512];               /* why the match cannot go on, "" if it can */
    unsigned version;               /* grows with every change (steps, seats): streams */
    /* A finished match in memory is only this struct (issue 14: at most
     * 16 KB each): match_compact frees its game, bots, log and choices
     * and keeps what its summary needs; a request that needs more gets
     * them back from the store for its own duration (srv_match_restore). */
    bool compact;
    signed char winner;             /* compact: the winning squad, -1 a draw */
    signed char squad_seat[2];      /* compact: the seat playing red, blue (-1 none) */
    struct srv_clock *clock;        /* its clock (clocks.c), NULL none; fields under lock */
} srv_match;

/* A new match from its set-up, at its first decision (bots not yet
 * advanced: match_advance), held once. NULL with err filled. */
srv_match *match_new(int id, const rf_content *c, const rf_map *m, const char *map_name,
                     const rf_setup *setup, const srv_seat_spec *seats, int nseats,
                     rf_error *err);
/* Take and return a reference: the last match_release frees the match. */
static inline void match_hold(srv_match *mt) { atomic_fetch_add(&mt->refs, 1); }
void match_release(srv_match *mt);
/* Every bot decision until a human decides or the game ends, in memory
 * only (a new match: stored with them by the create). */
void match_advance(srv_match *mt);
/* Note the time the match ended, if it has (expiry). */
void match_note_over(srv_match *mt);
/* Apply the human choice code, then every bot decision that follows, and
 * save them all (and the match finished, if it is) in one transaction; on
 * any failure nothing changes. Caller
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
/* Seed the bots from key too (secret_bot_key), before the first step. */
void match_set_bot_key(srv_match *mt, unsigned long long key);
/* Whether a seat is a human's: then the seed stays secret until the end. */
bool match_has_human(const srv_match *mt);
/* Whether a seat is a bot's (by its kind: a compact match has no bots). */
bool match_seat_is_bot(const srv_match *mt, int seat);
/* Whether the match is over, and its winner (-1 a draw), compact or not. */
bool match_over(const srv_match *mt, int *winner);
/* The seat playing squad sq (0 red, 1 blue), or -1; compact or not. */
int match_squad_seat(const srv_match *mt, int sq);
/* Once the match is over (and not broken nor archived), free everything
 * but the struct: game, bots, log, choices (issue 14). Lock held. */
void match_compact(srv_match *mt);
/* The seat (player) a token holds, or -1. */
int match_seat_of_token(const srv_match *mt, const char *token);
/* The engine's seat of the pending decision, or -1 when the game is over. */
int match_pending_seat(const srv_match *mt);
/* What player k sees and decides (seat -1 for k -1: a spectator). */
rf_viewer match_viewer(const srv_match *mt, int k);
/* The engine's seat player k plays in (its team; for a team given by
 * squad, the seat drawn to play the squad, the squad's number until the
 * colours are drawn). */
int match_team(const srv_match *mt, int k);
/* The player the pending decision waits for (R-PLAYERS-1: the one holding
 * its member; if that one has nothing to choose, the first of its squad's
 * players that has), or -1. Others of that squad may choose their own
 * options meanwhile (R-PLAYERS-3). */
int match_waiting_seat(const srv_match *mt);
/* Player k as people call it: the name it joined with, "the normal bot",
 * "Player k+1" (a free seat), "nobody" (no such seat): in messages shown
 * to players, never a seat number alone (issue 16). */
void match_player_name(const srv_match *mt, int k, char *out, size_t n);
/* A line of the match's log from the server (a clock's timeout): seat -1
 * for everyone, else that team's. */
void match_log_line(srv_match *mt, int seat, const char *line);
/* Bot k's choice for the pending decision, one of its player's options
 * (players.c): the bot's own if it is its player's to choose, else its
 * player's pass (DONE) if it may pass, else its player's first option. */
unsigned match_bot_choice(srv_match *mt, int k);
/* The same with bot b deciding for player k (the clock's bot, clocks.c).
 * A player who shares its squad is decided for with its own player's
 * view: its squadmates' hands drawn anew (rf_game_determinize_as). */
unsigned match_bot_choice_with(srv_match *mt, rf_bot *b, int k);
/* Bot k's choice if it is one of its player's own options, else 0 (the
 * bot waits): a bot player's move while the decision waits for a human
 * squadmate (Stage 1, STAGE1-2; match.c). */
unsigned match_bot_own_choice(srv_match *mt, int k);
/* Whether a log line may be sent to player k (-1: a spectator). */
bool match_line_visible(const srv_match *mt, const srv_log_line *l, int k);
/* A bot of that kind takes player k's place (a player who left; clocks):
 * match_seat_hand after checking the seat and the bot's name. RF_E_ARG
 * for no such seat or bot kind. */
rf_status match_seat_to_bot(srv *s, srv_match *mt, int k, const char *kind, rf_error *err);
/* Seat k handed to kind (a bot level, or "human": open for a new player;
 * the creator's POST .../seat, h_host.c): stored first (RF_E_IO: nothing
 * changed), its holder's token void; the match rebuilt from its choices so
 * that each bot's generator is where a restart puts it (match_load); the
 * bots play on, stored (match_play), the streams and the clock told.
 * Caller holds the lock and has checked k and kind. */
rf_status match_seat_hand(srv *s, srv_match *mt, int k, const char *kind, rf_error *err);
/* Whether a player's name may be shown (1 … SRV_NAME_MAX bytes of UTF-8:
 * letters, digits, spaces inside, and - _ . '); false with the reason. */
bool match_name_ok(const char *name, char *why, size_t n);

typedef struct srv_maps srv_maps;
typedef struct srv_registry srv_registry;
typedef struct srv_store srv_store;
typedef struct srv_clients srv_clients;
typedef struct srv_lobby srv_lobby;
typedef struct srv_chat srv_chat;
typedef struct srv_host_store srv_host_store;
typedef struct srv_clocks srv_clocks;
/* Which pages may call the server (guard.c). */
typedef struct srv_guard {
    int port;                                   /* the server's (http.c) */
    char host[64];                              /* --host */
    char allow[SRV_MAX_ALLOW_ORIGINS][128];     /* --allow-origin, "" unused */
} srv_guard;

struct srv {
    rf_content *content;
    srv_maps *maps;
    srv_registry *reg;
    srv_store *store;
    char web_dir[400];
    int max_matches;
    long long expire_after;         /* seconds a finished match stays live */
    FILE *log;
    pthread_mutex_t create_lock;    /* one match created at a time (ids, limits) */
    unsigned char secret[SRV_SECRET_LEN];    /* secret.c: never in a reply or a log */
    srv_limits limits;              /* per client and in all (limits.c, http.c) */
    srv_guard guard;                /* Host and Origin allowed (guard.c, http.c) */
    srv_clients *clients;           /* what each client address holds (limits.c) */
    srv_lobby *lobby;               /* the lobby's stream (h_lobby.c) */
    srv_chat *chat;                 /* the matches' chat (h_chat.c, chat_store.c) */
    srv_host_store *hosts;          /* the creators' tokens (h_host.c, host_store.c) */
    srv_clocks *clocks;             /* the matches' clocks (clocks.c) */
    long long (*clock_ms)(void *);  /* srv_config's clock (clock.c), NULL the system's */
    void *clock_ctx;
    atomic_bool stopping;
    json_t *rules;                  /* the rules reference (h_rules.c); NULL: none */
    char *rules_text;               /* the same, as GET /api/rules sends it */
    char rules_missing[640];        /* why there is none */
};

/* ---- set-up (match_setup.c, setup_json.c) ---- */

typedef struct srv_create {
    rf_setup setup;
    char map[64];
    int nseats;
    srv_seat_spec seat[SRV_MAX_SEATS];
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
/* Add a match (ids increase); the registry takes over the caller's
 * reference. */
bool registry_add(srv_registry *r, srv_match *mt);
/* The live match of that id, held (match_release it), or NULL. */
srv_match *registry_find(srv_registry *r, int id);
int registry_count(srv_registry *r);
/* Up to limit matches after the id `after` (0: from the start) in id
 * order, or before it (0: from the newest) newest first; each held. *more:
 * the registry has more that way. */
int registry_page(srv_registry *r, int after, bool newest_first, int limit, srv_match **out,
                  bool *more);
/* Remove the matches over since `after` seconds or more at `now`; how
 * many. */
int registry_expire(srv_registry *r, long long now, long long after);
/* Wake every match's waiters (the server stops). */
void registry_broadcast(srv_registry *r);

/* ---- store (store.c) ---- */

srv_store *store_open(const char *path, rf_error *err);
void store_close(srv_store *st);
/* Start counting write statements for the test fault hook
 * (RINGFALL_TEST_STORE_FAULT=kill:N or error:N, store.c). */
void store_arm_faults(srv_store *st);
/* PRAGMA quick_check: false with err naming the damage. */
bool store_check(srv_store *st, rf_error *err);
/* A new match, with the choices its bots made before anyone else could
 * (one transaction: all of it is stored, or nothing). */
typedef struct store_new {
    const char *map, *content;
    const rf_setup *setup;
    bool seed_given;
    const srv_seat_spec *seats;
    int nseats;
    int n;
    const unsigned *codes;
    const unsigned long long *hashes;
    bool finished;                  /* the bots played it to the end */
    char created[32];               /* out: when it was stored */
} store_new;
/* Returns its id, or -1 (nothing stored). */
int store_add_match(srv_store *st, store_new *m);
/* Append choices from..n-1 of a match, and mark it finished if it is, in
 * one transaction. */
bool store_add_choices(srv_store *st, int match, int from, int n, const unsigned *codes,
                       const unsigned long long *hashes, bool finished);
bool store_mark_finished(srv_store *st, int match);
/* Forget choices from..end of a match (an undo, h_undo.c): a restart
 * rebuilds it without them. */
bool store_remove_choices(srv_store *st, int match, int from);
/* Player seat joined: its token's hash and its name. */
bool store_set_token(srv_store *st, int match, int seat, const unsigned char *hash,
                     const char *name);
/* A seat's kind changed (match_seat_hand), its token hash cleared. */
bool store_set_seat(srv_store *st, int match, int seat, const char *kind);
/* The ids of the stored matches (the unfinished only, or all), in order;
 * false with err on any SQLite error. Free *ids. */
bool store_ids(srv_store *st, bool unfinished_only, int **ids, int *n, rf_error *err);
/* One stored match, copied out: 1, 0 if there is none, -1 with err naming
 * the match on an SQLite error or an invalid row. Free with store_row_free. */
typedef struct store_row {
    int id;
    char map[64], created[32];
    rf_setup setup;
    bool seed_given, finished;
    int nseats;
    srv_seat_spec seat[SRV_MAX_SEATS];
    char name[SRV_MAX_SEATS][SRV_NAME_MAX + 1];
    bool taken[SRV_MAX_SEATS];
    unsigned char token_hash[SRV_MAX_SEATS][SRV_HASH_LEN];
    int n;
    unsigned *codes;
    unsigned long long *hashes;
} store_row;
int store_read(srv_store *st, int id, store_row *row, rf_error *err);
void store_row_free(store_row *row);

/* ---- matches by id (server.c) ---- */

/* The match of that id, held (match_release it): a live one, or a
 * finished one rebuilt from the store (archived). NULL after replying 404
 * (no such match) or 500 (the store cannot give it). */
srv_match *srv_match_get(srv *s, int id, srv_response *r);
/* A compact match's game, log and choices rebuilt from the store (no
 * bots: nobody decides any more), for the request that holds its lock;
 * match_compact frees them again after it. False after replying 500. */
bool srv_match_restore(srv *s, srv_match *mt, srv_response *r);
/* Remove the finished matches whose time is up (registry_expire). */
void srv_expire(srv *s);

/* The server's secret: read from the store, or made (random) and stored
 * at the first start (secret.c). */
bool store_secret(srv_store *st, const unsigned char *fresh, unsigned char *out);

/* ---- the server's secret (secret.c) ---- */

/* Load the secret into s->secret (made at the first start); false if the
 * system's random source or the store failed. */
bool secret_load(srv *s);
/* The key mixed into the bots' seeds of a match of that seed
 * (match_set_bot_key). */
unsigned long long secret_bot_key(const srv *s, unsigned long long seed);

/* ---- limits per client (limits.c) ---- */

/* The limits (0 fields: their defaults, server.h), the clients' table
 * and the origins allowed, from the configuration; false: no memory. */
bool limits_open(srv *s, const srv_config *cfg);
void clients_free(srv_clients *t);
/* A connection of addr opens: the client's open connections now (over
 * client_connections: answer 429 and close it), or -1 when there is no
 * room to count it (refuse it; not counted); and closes (once counted). */
int clients_connect(srv_clients *t, const srv_limits *l, const char *addr);
/* addr's open connections (0 if unknown), to refuse one at once. */
int clients_connections(srv_clients *t, const char *addr);
void clients_disconnect(srv_clients *t, const srv_limits *l, const char *addr);
/* An event stream of addr (NULL: in process) opens: 0, or the status of
 * the refusal (429 the client's limit, 503 everyone's); and closes. */
int clients_open_stream(srv_clients *t, const srv_limits *l, const char *addr);
void clients_close_stream(srv_clients *t, const srv_limits *l, const char *addr);
/* addr creates a match: 0, or 429 (wait_s: seconds until it may) or 503. */
int clients_take_create(srv_clients *t, const srv_limits *l, const char *addr, int *wait_s);

/* ---- which pages may call the server (guard.c) ---- */

/* 0 if a request with these headers (NULL: absent) may go on, else its
 * status (403 a Host or Origin refused, 415 a write that is not JSON)
 * with r filled. */
int guard_check(const srv_guard *g, const char *method, const char *host, const char *origin,
                const char *content_type, srv_response *r);

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
/* {"error": NAME, "message": ...} with the list's status: one of the
 * server's errors (srv_errors.h), or a refusal of the engine (its
 * RF_STATUS_LIST: rf_error_name, rf_error_http_status). */
void reply_error(srv_response *r, srv_err e, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
void reply_refused(srv_response *r, rf_status st, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
/* The request's JSON body as an object, or NULL after replying 400. */
json_t *request_object(const srv_request *rq, srv_response *r);

/* ---- the rules reference (rules_text.c, h_rules.c) ---- */

/* The library's data directory (src/data/data_dir.c), where a server
 * without --data finds data/rules/RULES.md. */
const char *content_builtin_data_dir(void);
/* RULES.md as JSON (docs/protocol.md, "Rules"), or NULL with err naming
 * the file, the line and what is wrong. */
json_t *rules_text_load(const char *path, rf_error *err);
/* Read DATA/rules/RULES.md into s (absent: no reference, not an error);
 * false with err if it is there but malformed. */
bool rules_open(srv *s, const char *data_dir, rf_error *err);
void rules_close(srv *s);

/* ---- endpoints (h_*.c), called by router.c ---- */

/* GET /api/rules (id NULL) and GET /api/rules/ID. */
void h_rules(srv *s, const srv_request *rq, srv_response *r, const char *id);

void h_create(srv *s, const srv_request *rq, srv_response *r);
void h_list(srv *s, const srv_request *rq, srv_response *r);
void h_summary(srv *s, srv_match *mt, const srv_request *rq, srv_response *r);
void h_join(srv *s, srv_match *mt, const srv_request *rq, srv_response *r);
void h_state(srv *s, srv_match *mt, const srv_request *rq, srv_response *r);
void h_pending(srv *s, srv_match *mt, const srv_request *rq, srv_response *r);
void h_choose(srv *s, srv_match *mt, const srv_request *rq, srv_response *r);
void h_undo(srv *s, srv_match *mt, const srv_request *rq, srv_response *r);
void h_undoable(srv *s, srv_match *mt, const srv_request *rq, srv_response *r);
void h_log(srv *s, srv_match *mt, const srv_request *rq, srv_response *r);
void h_replay(srv *s, srv_match *mt, const srv_request *rq, srv_response *r);
void h_events(srv *s, srv_match *mt, const srv_request *rq, srv_response *r);
void h_los(srv *s, srv_match *mt, const srv_request *rq, srv_response *r);      /* h_los.c */
void h_maps(srv *s, const srv_request *rq, srv_response *r);                    /* h_maps.c */
void h_map(srv *s, const srv_request *rq, srv_response *r, const char *name);
void h_modes(srv *s, const srv_request *rq, srv_response *r);                   /* h_content.c */
void h_content(srv *s, const srv_request *rq, srv_response *r);
void h_protocol(srv *s, const srv_request *rq, srv_response *r);                /* h_protocol.c */
/* Hints for one option of the pending decision d (hints.c): a target's hit
 * thresholds and expected damage per weapon; NULL for other options. */
json_t *option_hints(const rf_game *g, const rf_decision *d, unsigned code, int step);
/* The words of an engine prompt or label without its rule citations, and
 * the rule IDs it cites (rule_words.c, issue 15): srv_rule_words writes the
 * words to out (n bytes) and returns the IDs, a new JSON array;
 * srv_set_words sets obj[key] to the words and obj["rules"] to the IDs
 * (left out when there are none). */
#define SRV_WORDS_MAX 256
json_t *srv_rule_words(const char *engine_text, char *out, size_t n);
void srv_set_words(json_t *obj, const char *key, const char *engine_text);
/* A pending decision as the protocol gives it: seat, kind, kind_name,
 * legend, prompt and its rules (h_matches.c). */
json_t *srv_pending_json(const rf_decision *d);
/* A match's public summary (id, map, seats, step, over...); lock held. */
json_t *match_summary_json(const srv_match *mt);
/* The seat the request's token holds in mt (-1 spectator), or -2 after
 * replying 401 to a token that holds no seat. Lock held. */
int request_seat(const srv_match *mt, const srv_request *rq, srv_response *r);

/* ---- event streams (sse.c): a source of events behind one writer ---- */

typedef struct srv_stream_source {
    char *(*next)(void *ctx);           /* the next event's text (malloc'd), NULL: nothing new */
    void (*wait)(void *ctx, int wait_ms);   /* until something may be new, or wait_ms */
    void (*close)(void *ctx);           /* frees ctx */
} srv_stream_source;
/* A counted stream over src (limits.c); NULL after replying 429 or 503,
 * ctx then closed. */
srv_stream *stream_new(srv *s, const char *client, const srv_stream_source *src, void *ctx,
                       srv_response *r);
/* "id: ID\nevent: EVENT\ndata: DATA\n\n" (steals data), NULL out of memory. */
char *stream_event_text(const char *event, unsigned id, json_t *data);
/* CLOCK_REALTIME + wait_ms, for pthread_cond_timedwait. */
struct timespec;
void stream_deadline(struct timespec *until, int wait_ms);

/* ---- the live lobby (h_lobby.c) ---- */

srv_lobby *lobby_new(void);
void lobby_free(srv_lobby *l);
/* The lobby changed: every lobby stream sends its event again. Never with
 * a match's lock held. */
void lobby_touch(srv *s);
/* What the lobby shows of a match (over, broken, seats' kinds and
 * holders), as a number that changes when that does. Lock held. */
unsigned long long lobby_key(const srv_match *mt);
/* Whether a match waits for players: not over, a human seat free. */
bool lobby_open(const srv_match *mt);
void h_lobby_events(srv *s, const srv_request *rq, srv_response *r);

/* ---- the chat (h_chat.c, chat_store.c) ---- */

#define CHAT_MAX_CHARS 300          /* characters in a message */
#define CHAT_RATE_N 5               /* messages of a seat ... */
#define CHAT_RATE_MS 10000          /* ... in this time */

typedef struct srv_chat_store srv_chat_store;
typedef struct chat_message {
    int i, seat, squad;             /* squad: the audience, -1 the table */
    long long at_ms;
    char text[CHAT_MAX_CHARS * 4 + 1];
    char name[SRV_NAME_MAX + 1];    /* the writer's name when it wrote, "" none */
} chat_message;
srv_chat_store *chat_store_open(const char *path, rf_error *err);
void chat_store_close(srv_chat_store *cs);
/* Store a message; its number in its audience, -1 on an SQLite error. */
int chat_store_add(srv_chat_store *cs, int match, int seat, int squad, long long at_ms,
                   const char *name, const char *text);
/* The messages of match a reader of squad (-1 a spectator) may read,
 * from since[0] of the table's and since[1] of its squad's, oldest first,
 * at most limit (free *out); false on an SQLite error. */
bool chat_store_read(srv_chat_store *cs, int match, int squad, const int since[2], int limit,
                     chat_message **out, int *n);
/* Messages of seat in match after since_ms, and the oldest one's time;
 * -1 on an SQLite error. */
int chat_store_recent(srv_chat_store *cs, int match, int seat, long long since_ms,
                      long long *oldest);
srv_chat *chat_new(const char *db_path, rf_error *err);
void chat_free(srv_chat *c);
/* Wake every chat stream (a message, or the server stops). */
void chat_broadcast(srv *s);
/* The squad a seat plays (0 red, 1 blue), -1 none yet or a spectator. */
int chat_squad_of(const srv_match *mt, int seat);
void h_chat_read(srv *s, srv_match *mt, const srv_request *rq, srv_response *r);
void h_chat_post(srv *s, srv_match *mt, const srv_request *rq, srv_response *r);
void h_chat_events(srv *s, srv_match *mt, const srv_request *rq, srv_response *r);

/* ---- the creator's token and seats handed over (h_host.c, host_store.c) ---- */

srv_host_store *host_store_open(const char *path, rf_error *err);
void host_store_close(srv_host_store *hs);
bool host_store_set(srv_host_store *hs, int match, const unsigned char *hash);
/* 1 and the hash, 0 none, -1 an SQLite error. */
int host_store_get(srv_host_store *hs, int match, unsigned char *hash);
/* The rematch match offered (h_rematch.c): set it (false on an SQLite
 * error or a match with no creator's row), read it (0 none or unreadable). */
bool host_store_set_rematch(srv_host_store *hs, int match, int rematch);
int host_store_rematch(srv_host_store *hs, int match);
/* A new match's creator's token: made, stored (hashed) and added to its
 * summary as "host_token"; false if it could not be (then none). */
bool host_token_attach(srv *s, int match, json_t *summary);
/* Whether the request's token is match mt's creator's; false after
 * replying 401 (none), 403 NOT_HOST (another) or 500. */
bool host_check(srv *s, const srv_match *mt, const srv_request *rq, srv_response *r);
void h_seat(srv *s, srv_match *mt, const srv_request *rq, srv_response *r);
/* POST /api/matches/ID/rematch (h_rematch.c): the creator offers a new
 * match with the same set-up and players once this one is over. */
void h_rematch(srv *s, srv_match *mt, const srv_request *rq, srv_response *r);

/* ---- the matches' clocks (clocks.c) ---- */

typedef struct srv_clock srv_clock;
typedef struct srv_clock_setting {
    bool on, per_turn;
    int seconds;
    char bot[16];
} srv_clock_setting;
srv_clocks *clocks_new(const char *path, rf_error *err);
void clocks_free(srv_clocks *k);
/* A create request's "clock" (NULL or null: none); false with a reason. */
bool clock_from_request(json_t *clock, srv_clock_setting *out, char *why, size_t n);
/* The setting clock c was made with (off for NULL): a rematch's. */
srv_clock_setting clock_setting_of(const srv_clock *c);
/* The log line of a timeout the clock recorded at `step`, added again
 * when the match is rebuilt (match.c). */
void clock_log_timeout(srv_match *mt, int step);
/* A new match's clock, stored and started (lock held); false if it could
 * not be stored. */
bool clock_attach(srv *s, srv_match *mt, const srv_clock_setting *c);
/* Create, store and publish match c (its request read), its clock set:
 * replies 201 with its summary and host token; its id, or 0 after
 * replying with the reason. No match lock may be held (it takes the
 * create lock, under which matches are expired). */
int match_create(srv *s, srv_create *c, const srv_clock_setting *clock, srv_response *r);
/* A match rebuilt from the store gets its stored clock back (full time)
 * with its timeouts, before it is replayed: live (ticked) for a match
 * played on, or the match's own for one rebuilt for a request. */
bool clock_revive(srv *s, srv_match *mt, bool live);
/* A match freed: its own clock with it (a live clock stays the table's). */
void clock_release(srv_match *mt);
/* After anything that may change who decides (lock held): the clock runs
 * for the pending decision of a human seat while every human seat is held. */
void clock_follow(srv *s, srv_match *mt);
/* A seat handed over or joined: its time starts afresh. */
void clock_seat_changed(srv *s, srv_match *mt);
/* Every clock whose time is up: its bot decides; how many did. */
int srv_clocks_tick(srv *s);
/* "clock" of the summary: per, seconds, bot, timeouts; seat and left_ms
 * while it runs. Lock held. */
json_t *clock_json(const srv_clock *e);
/* The keeper thread of `ringfall serve` (ticks 5 times a second). */
bool clocks_start(srv *s);
void clocks_stop(srv *s);

/* ---- the server's clock (clock.c) ---- */

long long srv_now_ms(const srv *s);
/* ms as "YYYY-MM-DDTHH:MM:SSZ" (UTC). */
void srv_time_text(long long ms, char out[32]);

/* ---- static files (static_files.c) ---- */

/* Resolve a URL path to a file of web_dir (no "..", no hidden files; "/"
 * is index.html); fills r (SRV_STATIC or a 404 error). */
void static_resolve(const char *web_dir, const char *path, srv_response *r);

#endif
