/*
 * h_chat.c — a match's chat (issue 16): to the whole table or to one's
 * own squad, kept with the match in the store (chat_store.c).
 *
 *   POST .../ID/chat         {"to": "table" | "squad", "text": "..."}   a seat's token
 *   GET  .../ID/chat?table=N&squad=M   the messages the reader may read
 *   GET  .../ID/chat/events  Server-Sent Events: those messages as they come
 *
 * Who reads what: everyone (spectators too) reads the table's messages; a
 * squad's messages reach only the seats playing that squad — never the
 * other squad nor a spectator, in no answer, stream, summary, log or
 * replay (a squad talks behind its screen as its players would at the
 * table). The numbers of each audience's messages count apart, and a
 * squad's message wakes no event the others can see, so nobody learns
 * even that the other squad talked.
 *
 * Refusals (docs/protocol.md, "Chat"): without a token 401 NO_TOKEN (a
 * spectator reads, never writes); to the other squad 403 NOT_YOUR_SQUAD;
 * to one's squad before the colours are drawn 409 NO_SQUAD; a text empty,
 * with control characters or over CHAT_MAX_CHARS characters 400; more than
 * CHAT_RATE_N messages of one seat in CHAT_RATE_MS 429 TOO_MANY_MESSAGES,
 * saying how long to wait. The client shows the text as text (never as
 * HTML: web/js/chat.js).
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "srv.h"

#define CHAT_PAGE 200               /* messages in one answer or event */

struct srv_chat {
    srv_chat_store *store;
    pthread_mutex_t lock;           /* version, changed */
    pthread_cond_t changed;
    unsigned version;               /* grows with every message, of any match */
};

srv_chat *chat_new(const char *db_path, rf_error *err)
{
    srv_chat *c = calloc(1, sizeof *c);
    if (!c) return NULL;
    pthread_mutex_init(&c->lock, NULL);
    pthread_cond_init(&c->changed, NULL);
    if (!(c->store = chat_store_open(db_path, err))) {
        chat_free(c);
        return NULL;
    }
    return c;
}

void chat_free(srv_chat *c)
{
    if (!c) return;
    chat_store_close(c->store);
    pthread_mutex_destroy(&c->lock);
    pthread_cond_destroy(&c->changed);
    free(c);
}

void chat_broadcast(srv *s)
{
    if (!s->chat) return;
    pthread_mutex_lock(&s->chat->lock);
    s->chat->version++;
    pthread_cond_broadcast(&s->chat->changed);
    pthread_mutex_unlock(&s->chat->lock);
}

/* The squad seat plays (0 red, 1 blue), -1 none yet (or a spectator). */
int chat_squad_of(const srv_match *mt, int seat)
{
    if (seat < 0 || seat >= mt->nseats) return -1;
    for (int sq = 0; sq < 2; sq++)                  /* a player chats with its squad (issue 16) */
        if (match_squad_seat(mt, sq) == match_team(mt, seat)) return sq;
    return -1;
}

static const char *squad_word(int sq) { return sq < 0 ? "table" : sq == 0 ? "red" : "blue"; }

/* Characters (UTF-8 code points: jansson's strings are valid UTF-8) of a
 * text, -1 if it holds a control character. */
static long text_chars(const char *t)
{
    long n = 0;
    for (const unsigned char *p = (const unsigned char *)t; *p; p++) {
        if (*p < 0x20 || *p == 0x7f) return -1;
        if ((*p & 0xc0) != 0x80) n++;
    }
    return n;
}

static bool blank(const char *t)
{
    for (; *t; t++)
        if (*t != ' ') return false;
    return true;
}

/* The author of a message stored before messages kept their writer's
 * name (2c6c405): who it was is not known, only the seat, so the seat as
 * everyone at the table sees it — the legends it plays (public once
 * drafted or given, DRAFT-6): "Bangalore and Wraith's player" (the client
 * adds the colour) — or, before the legends are known or once a finished
 * match keeps no game, its number ("Player 2", as a free seat is named). */
static void unnamed_author(const srv_match *mt, int seat, int colour, char *out, size_t n)
{
    char legends[SRV_NAME_MAX * 4] = "";
    int found = 0;
    bool live = mt->game && !match_over(mt, NULL);
    unsigned members = seat >= 0 && seat < mt->nseats ? mt->seat[seat].members : 0;
    for (int k = 0; k < 16 && live && colour >= 0; k++) {
        if (members != 0 && !(members >> k & 1u)) continue;
        int l = rf_game_member_legend(mt->game, colour, k);
        if (l < 0) continue;
        rf_legend_view lv;
        rf_view_legend(mt->game, l, &lv);
        size_t len = strlen(legends);
        snprintf(legends + len, sizeof legends - len, "%s%s", found ? ", " : "", lv.name);
        found++;
    }
    char *last = strrchr(legends, ',');             /* "A, B and C" */
    if (found > 1 && last) {
        char tail[sizeof legends];
        snprintf(tail, sizeof tail, " and%s", last + 1);
        snprintf(last, sizeof legends - (size_t)(last - legends), "%s", tail);
    }
    if (found) snprintf(out, n, "%s's player", legends);
    else snprintf(out, n, "Player %d", seat + 1);
}

/* The message as a reader gets it: its sender's seat, squad colour and
 * name (the name its player joined with when writing: chat is between
 * people, issue 16, and a seat handed to a new player keeps its old
 * messages under the old name; an older message, without one, the seat
 * described, unnamed_author). */
static json_t *message_json(const srv_match *mt, const chat_message *m,
                            const int colour[SRV_MAX_SEATS])
{
    char at[32], author[SRV_NAME_MAX * 4 + 16];
    srv_time_text(m->at_ms, at);
    int c = m->seat >= 0 && m->seat < SRV_MAX_SEATS ? colour[m->seat] : -1;
    if (m->name[0]) snprintf(author, sizeof author, "%s", m->name);
    else unnamed_author(mt, m->seat, c, author, sizeof author);
    return json_pack("{s:i, s:s, s:i, s:o, s:s, s:s, s:s, s:b}", "i", m->i, "to", squad_word(m->squad),
                     "seat", m->seat, "colour", c < 0 ? json_null() : json_string(squad_word(c)),
                     "text", m->text, "at", at, "name", author, "named", m->name[0] != '\0');
}

/* What a reader (seat, -1 a spectator) may read from the cursors since[2]
 * (the table's, its squad's), moved past what it gets; the reader's
 * squad. NULL on a store error. Lock held. */
static json_t *messages_for(srv *s, const srv_match *mt, int seat, int since[2], int *squad)
{
    int colour[SRV_MAX_SEATS];
    for (int i = 0; i < SRV_MAX_SEATS; i++) colour[i] = chat_squad_of(mt, i);
    *squad = chat_squad_of(mt, seat);
    chat_message *m;
    int n;
    if (!chat_store_read(s->chat->store, mt->id, *squad, since, CHAT_PAGE, &m, &n)) return NULL;
    json_t *a = json_array();
    for (int k = 0; k < n; k++) {
        json_array_append_new(a, message_json(mt, &m[k], colour));
        int *cursor = &since[m[k].squad < 0 ? 0 : 1];
        if (m[k].i + 1 > *cursor) *cursor = m[k].i + 1;
    }
    free(m);
    return a;
}

/* A cursor of the query (absent: 0); false after replying 400. */
static bool cursor_arg(const srv_request *rq, const char *key, int *out, srv_response *r)
{
    const char *v = rq->arg ? rq->arg(rq->arg_ctx, key) : NULL;
    char *end = NULL;
    long k = v ? strtol(v, &end, 10) : 0;
    if (v && (!*v || *end || k < 0 || k > 1000000000L)) {
        reply_error(r, SRV_E_BAD_REQUEST, "\"%s\": a whole number from 0", key);
        return false;
    }
    *out = (int)k;
    return true;
}

void h_chat_read(srv *s, srv_match *mt, const srv_request *rq, srv_response *r)
{
    int seat = request_seat(mt, rq, r);
    if (seat == -2) return;
    int since[2], squad;
    if (!cursor_arg(rq, "table", &since[0], r) || !cursor_arg(rq, "squad", &since[1], r)) return;
    json_t *msgs = messages_for(s, mt, seat, since, &squad);
    if (!msgs) {
        reply_error(r, SRV_E_STORE_FAILED, "the chat could not be read");
        return;
    }
    reply_json(r, 200, json_pack("{s:i, s:i, s:o, s:o, s:{s:i, s:i}}", "match", mt->id, "seat",
                                 seat, "squad", squad < 0 ? json_null()
                                                          : json_string(squad_word(squad)),
                                 "messages", msgs, "next", "table", since[0], "squad", since[1]));
}

/* The audience of a message to `to` from a seat of squad `mine`; -2
 * after replying. */
static int audience(const char *to, int mine, srv_response *r)
{
    if (strcmp(to, "table") == 0) return -1;
    int sq = strcmp(to, "squad") == 0 ? mine : strcmp(to, "red") == 0 ? 0
                                              : strcmp(to, "blue") == 0 ? 1 : -3;
    if (sq == -3) {
        reply_error(r, SRV_E_BAD_REQUEST, "\"to\": \"table\" or \"squad\"");
        return -2;
    }
    if (mine < 0) {
        reply_error(r, SRV_E_NO_SQUAD, "your squad's colour is not drawn yet (DRAFT-2): write "
                    "to the table");
        return -2;
    }
    if (sq != mine) {
        reply_error(r, SRV_E_NOT_YOUR_SQUAD, "you play the %s squad: the %s squad's chat is "
                    "theirs only", squad_word(mine), squad_word(sq));
        return -2;
    }
    return sq;
}

/* The text of a message, or NULL after replying 400. */
static const char *message_text(json_t *body, srv_response *r)
{
    const char *to = NULL, *text = NULL;
    if (json_unpack(body, "{s?s, s:s !}", "to", &to, "text", &text) != 0) {
        reply_error(r, SRV_E_BAD_REQUEST, "chat takes {\"to\": \"table\" or \"squad\", "
                    "\"text\": \"...\"}");
        return NULL;
    }
    long n = text_chars(text);
    if (n < 0 || blank(text)) {
        reply_error(r, SRV_E_BAD_REQUEST, "\"text\": some plain text, without control "
                    "characters (one line)");
        return NULL;
    }
    if (n > CHAT_MAX_CHARS) {
        reply_error(r, SRV_E_BAD_REQUEST, "\"text\": at most %d characters (this one has %ld)",
                    CHAT_MAX_CHARS, n);
        return NULL;
    }
    return text;
}

/* At most CHAT_RATE_N messages of a seat in CHAT_RATE_MS; false after
 * replying 429 (or 500). */
static bool within_rate(srv *s, int match, int seat, long long now, srv_response *r)
{
    long long oldest;
    int n = chat_store_recent(s->chat->store, match, seat, now - CHAT_RATE_MS, &oldest);
    if (n < 0) {
        reply_error(r, SRV_E_STORE_FAILED, "the chat could not be read");
        return false;
    }
    if (n < CHAT_RATE_N) return true;
    long long wait = (oldest + CHAT_RATE_MS - now + 999) / 1000;
    reply_error(r, SRV_E_TOO_MANY_MESSAGES, "at most %d messages in %d s: wait %lld s",
                CHAT_RATE_N, CHAT_RATE_MS / 1000, wait > 0 ? wait : 1);
    return false;
}

void h_chat_post(srv *s, srv_match *mt, const srv_request *rq, srv_response *r)
{
    if (!rq->token || !rq->token[0]) {
        reply_error(r, SRV_E_NO_TOKEN, "spectators read the table's chat only: join a seat "
                    "to write");
        return;
    }
    int seat = request_seat(mt, rq, r);
    if (seat < 0) return;
    json_t *body = request_object(rq, r);
    if (!body) return;
    const char *text = message_text(body, r);
    json_t *to = json_object_get(body, "to");
    int sq = text ? audience(to ? json_string_value(to) : "table", chat_squad_of(mt, seat), r) : -2;
    long long now = srv_now_ms(s);
    int i = sq == -2 || !within_rate(s, mt->id, seat, now, r)
                ? -2 : chat_store_add(s->chat->store, mt->id, seat, sq, now, mt->seat[seat].name, text);
    if (i == -1) reply_error(r, SRV_E_STORE_FAILED, "the message could not be stored");
    if (i >= 0) {
        int colour[SRV_MAX_SEATS];
        for (int k = 0; k < SRV_MAX_SEATS; k++) colour[k] = chat_squad_of(mt, k);
        chat_message m = { .i = i, .seat = seat, .squad = sq, .at_ms = now };
        snprintf(m.text, sizeof m.text, "%s", text);
        snprintf(m.name, sizeof m.name, "%s", mt->seat[seat].name);
        reply_json(r, 201, message_json(mt, &m, colour));
        chat_broadcast(s);
    }
    json_decref(body);
}

/* ---- the chat's event stream: a reader's messages as they come ---- */

typedef struct chat_source {
    srv *s;
    srv_match *mt;              /* held until the stream closes */
    int seat;                   /* the reader, -1 a spectator */
    int since[2];
    bool sent_first;
    unsigned seen;              /* the chat's version last read */
} chat_source;

static unsigned chat_version(srv_chat *c)
{
    pthread_mutex_lock(&c->lock);
    unsigned v = c->version;
    pthread_mutex_unlock(&c->lock);
    return v;
}

static char *chat_next(void *ctx)
{
    chat_source *cs = ctx;
    unsigned v = chat_version(cs->s->chat);
    if (cs->sent_first && v == cs->seen) return NULL;
    cs->seen = v;
    int squad;
    pthread_mutex_lock(&cs->mt->lock);
    json_t *msgs = messages_for(cs->s, cs->mt, cs->seat, cs->since, &squad);
    pthread_mutex_unlock(&cs->mt->lock);
    if (!msgs || (cs->sent_first && json_array_size(msgs) == 0)) {
        json_decref(msgs);
        return NULL;            /* another match's message, or the other squad's */
    }
    cs->sent_first = true;
    return stream_event_text("chat", v, json_pack("{s:o, s:o, s:{s:i, s:i}}", "squad",
                                                  squad < 0 ? json_null()
                                                            : json_string(squad_word(squad)),
                                                  "messages", msgs, "next", "table", cs->since[0],
                                                  "squad", cs->since[1]));
}

static void chat_wait(void *ctx, int wait_ms)
{
    chat_source *cs = ctx;
    srv_chat *c = cs->s->chat;
    struct timespec until;
    stream_deadline(&until, wait_ms);
    pthread_mutex_lock(&c->lock);
    int rc = 0;
    while (rc != ETIMEDOUT && !cs->s->stopping && c->version == cs->seen)
        rc = pthread_cond_timedwait(&c->changed, &c->lock, &until);
    pthread_mutex_unlock(&c->lock);
}

static void chat_source_close(void *ctx)
{
    chat_source *cs = ctx;
    match_release(cs->mt);
    free(cs);
}

static const srv_stream_source chat_events = { chat_next, chat_wait, chat_source_close };

srv_stream *srv_chat_stream_open(srv *s, int match, int seat, const char *client,
                                 srv_response *r)
{
    srv_match *mt = srv_match_get(s, match, r);
    if (!mt) return NULL;
    chat_source *cs = calloc(1, sizeof *cs);
    if (!cs) {
        match_release(mt);
        reply_error(r, SRV_E_INTERNAL, "out of memory");
        return NULL;
    }
    cs->s = s;
    cs->mt = mt;
    cs->seat = seat;
    return stream_new(s, client, &chat_events, cs, r);
}

void h_chat_events(srv *s, srv_match *mt, const srv_request *rq, srv_response *r)
{
    (void)s;
    int seat = request_seat(mt, rq, r);
    if (seat == -2) return;
    r->status = 200;
    r->kind = SRV_STREAM;
    r->stream = SRV_EVENTS_CHAT;
    r->seat = seat;
    r->type = "text/event-stream";
    r->match = mt->id;
}
