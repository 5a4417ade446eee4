/*
 * clocks.c — a match's clock (issue 16, optional, set at create):
 * "clock": {"seconds": S, "per": "decision" | "turn", "bot": LEVEL}.
 *
 * Per decision, each decision of a human seat has S seconds; per turn, a
 * seat has S seconds for its decisions in a row (the time runs on while
 * the same seat decides again, and starts afresh when another seat has
 * decided in between). The clock runs only while every human seat is
 * held (a seat reopened for a new player, or not yet joined, stops it:
 * nobody is waited for before the table is full). When the time is up,
 * the bot of the level the creator chose decides for that seat — one
 * decision, with the public API, seeing what that seat may see (the
 * seat's own cards only: a bot never peeks, docs/bots.md) — and the
 * choice is stored as any choice; the bots after it play as usual.
 *
 * Everyone is told: the summary (GET /api/matches/ID and every match
 * event) carries "clock" with the running deadline and the list of
 * timeouts {"seat", "step"} — the step of the decision the bot made, never
 * what it chose (the option's words may name the seat's hidden cards; the
 * public log tells the choice as it tells any choice of that seat) — and
 * the server's log says it. Time is the server's clock (clock.c):
 * tests drive it and call srv_clocks_tick; `ringfall serve` ticks it five
 * times a second (clocks_start). The settings and the timeouts are kept in
 * the store (tables `clocks` and `timeouts`, a connection of their own);
 * after a restart a running clock starts again from its full time, and
 * every timeout's line is in the game log again (the clock is read back
 * before the match is replayed: clock_revive).
 */
#include <errno.h>
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "srv.h"

#define CLOCK_TICK_MS 200
#define CLOCK_TIMEOUTS_SHOWN 20      /* in the summary: the last ones (the log has all) */

struct srv_clock {
    const srv *s;                   /* its server: the time */
    int match;
    bool per_turn;
    int seconds;
    char bot[16];
    int step, seat;                 /* the decision the clock runs for (-1: none, stopped) */
    long long deadline;             /* server ms; 0: stopped */
    bool live;                      /* in the table of clocks (ticked); else its match's */
    int ntimeouts, cap;             /* every timeout, by step (steps grow) */
    int *timeout_seat, *timeout_step;
};

static void free_entry(srv_clock *e)
{
    if (!e) return;
    free(e->timeout_seat);
    free(e->timeout_step);
    free(e);
}

/* One more timeout (the clock's steps only grow); false out of memory. */
static bool push_timeout(srv_clock *e, int seat, int step)
{
    if (e->ntimeouts == e->cap) {
        int cap = e->cap ? 2 * e->cap : 8;
        int *a = realloc(e->timeout_seat, (size_t)cap * sizeof *a);
        if (a) e->timeout_seat = a;
        int *b = realloc(e->timeout_step, (size_t)cap * sizeof *b);
        if (b) e->timeout_step = b;
        if (!a || !b) return false;
        e->cap = cap;
    }
    e->timeout_seat[e->ntimeouts] = seat;
    e->timeout_step[e->ntimeouts++] = step;
    return true;
}

struct srv_clocks {
    pthread_mutex_t lock;           /* the array (an entry's fields: its match's lock) */
    sqlite3 *db;                    /* under lock too */
    int n, cap;
    srv_clock **c;
    pthread_t keeper;
    bool running;
    pthread_cond_t stop;
};

srv_clocks *clocks_new(const char *path, rf_error *err)
{
    srv_clocks *k = calloc(1, sizeof *k);
    if (!k) return NULL;
    pthread_mutex_init(&k->lock, NULL);
    pthread_cond_init(&k->stop, NULL);
    int flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX;
    bool ok = sqlite3_open_v2(path, &k->db, flags, NULL) == SQLITE_OK &&
              sqlite3_exec(k->db, "PRAGMA busy_timeout = 5000;"
                           "CREATE TABLE IF NOT EXISTS clocks(match INTEGER PRIMARY KEY,"
                           "  per TEXT NOT NULL, seconds INTEGER NOT NULL, bot TEXT NOT NULL);"
                           "CREATE TABLE IF NOT EXISTS timeouts(match INTEGER NOT NULL,"
                           "  step INTEGER NOT NULL, seat INTEGER NOT NULL,"
                           "  PRIMARY KEY(match, step)) WITHOUT ROWID;", NULL, NULL, NULL) == SQLITE_OK;
    if (!ok) {
        memset(err, 0, sizeof *err);
        err->code = RF_E_IO;
        snprintf(err->file, sizeof err->file, "%s", path);
        snprintf(err->message, sizeof err->message, "opening the clocks table: SQLite: %s",
                 k->db ? sqlite3_errmsg(k->db) : "no memory");
        clocks_free(k);
        return NULL;
    }
    return k;
}

void clocks_free(srv_clocks *k)
{
    if (!k) return;
    for (int i = 0; i < k->n; i++) free_entry(k->c[i]);
    free(k->c);
    sqlite3_close(k->db);
    pthread_cond_destroy(&k->stop);
    pthread_mutex_destroy(&k->lock);
    free(k);
}

/* ---- reading a create request's "clock" ---- */

bool clock_from_request(json_t *clock, srv_clock_setting *out, char *why, size_t n)
{
    memset(out, 0, sizeof *out);
    if (!clock || json_is_null(clock)) return true;
    const char *per = "decision", *bot = "normal";
    json_int_t seconds = 0;
    if (json_unpack(clock, "{s:I, s?s, s?s !}", "seconds", &seconds, "per", &per, "bot", &bot)) {
        snprintf(why, n, "\"clock\": {\"seconds\": 1 to 86400, \"per\": \"decision\" or "
                 "\"turn\", \"bot\": a bot level}");
        return false;
    }
    bool turn = strcmp(per, "turn") == 0;
    rf_bot *probe = rf_bot_new(bot, 0);
    bool ok = seconds >= 1 && seconds <= 86400 && (turn || strcmp(per, "decision") == 0) && probe &&
              strlen(bot) < sizeof out->bot;
    rf_bot_free(probe);
    if (!ok) {
        snprintf(why, n, "\"clock\": seconds 1 to 86400, per \"decision\" or \"turn\", bot a "
                 "bot level (easy, normal, hard, random)");
        return false;
    }
    out->on = true;
    out->per_turn = turn;
    out->seconds = (int)seconds;
    snprintf(out->bot, sizeof out->bot, "%s", bot);
    return true;
}

/* ---- the table of clocks ---- */

static srv_clock *new_entry(srv *s, int match, const srv_clock_setting *c)
{
    srv_clock *e = calloc(1, sizeof *e);
    if (!e) return NULL;
    e->s = s;
    e->match = match;
    e->per_turn = c->per_turn;
    e->seconds = c->seconds;
    snprintf(e->bot, sizeof e->bot, "%s", c->bot);
    e->step = e->seat = -1;
    return e;
}

/* A clock that runs: in the table, ticked, kept until the server closes. */
static srv_clock *add_entry(srv *s, int match, const srv_clock_setting *c)
{
    srv_clocks *k = s->clocks;
    srv_clock *e = new_entry(s, match, c);
    if (!e) return NULL;
    e->live = true;
    pthread_mutex_lock(&k->lock);
    if (k->n == k->cap) {
        int cap = k->cap ? 2 * k->cap : 16;
        srv_clock **a = realloc(k->c, (size_t)cap * sizeof *a);
        if (a) {
            k->c = a;
            k->cap = cap;
        }
    }
    bool ok = k->n < k->cap;
    if (ok) k->c[k->n++] = e;
    pthread_mutex_unlock(&k->lock);
    if (!ok) free_entry(e);
    return ok ? e : NULL;
}

void clock_release(srv_match *mt)
{
    if (mt->clock && !mt->clock->live) free_entry(mt->clock);     /* a finished match's copy */
    mt->clock = NULL;
}

bool clock_attach(srv *s, srv_match *mt, const srv_clock_setting *c)
{
    if (!c->on) return true;
    srv_clocks *k = s->clocks;
    pthread_mutex_lock(&k->lock);
    sqlite3_stmt *q;
    bool ok = sqlite3_prepare_v2(k->db, "INSERT OR REPLACE INTO clocks(match, per, seconds, bot) "
                                 "VALUES (?1, ?2, ?3, ?4)", -1, &q, NULL) == SQLITE_OK;
    if (ok) {
        sqlite3_bind_int(q, 1, mt->id);
        sqlite3_bind_text(q, 2, c->per_turn ? "turn" : "decision", -1, SQLITE_STATIC);
        sqlite3_bind_int(q, 3, c->seconds);
        sqlite3_bind_text(q, 4, c->bot, -1, SQLITE_TRANSIENT);
        ok = sqlite3_step(q) == SQLITE_DONE;
    }
    sqlite3_finalize(q);
    pthread_mutex_unlock(&k->lock);
    if (ok) mt->clock = add_entry(s, mt->id, c);
    if (mt->clock) clock_follow(s, mt);
    return ok && mt->clock;
}

/* The stored clock of a match rebuilt from the store, with its timeouts:
 * live (in the table, ticked) for a match played on, its match's own for
 * one rebuilt for a request (freed with it: clock_release). */
bool clock_revive(srv *s, srv_match *mt, bool live)
{
    srv_clocks *k = s->clocks;
    srv_clock_setting c = { 0 };
    pthread_mutex_lock(&k->lock);
    sqlite3_stmt *q;
    bool ok = sqlite3_prepare_v2(k->db, "SELECT per, seconds, bot FROM clocks WHERE match = ?1",
                                 -1, &q, NULL) == SQLITE_OK;
    int rc = SQLITE_DONE;
    if (ok) {
        sqlite3_bind_int(q, 1, mt->id);
        rc = sqlite3_step(q);
        if (rc == SQLITE_ROW) {
            c.on = true;
            c.per_turn = strcmp((const char *)sqlite3_column_text(q, 0), "turn") == 0;
            c.seconds = sqlite3_column_int(q, 1);
            snprintf(c.bot, sizeof c.bot, "%s", (const char *)sqlite3_column_text(q, 2));
        }
        ok = rc == SQLITE_ROW || rc == SQLITE_DONE;
    }
    sqlite3_finalize(q);
    pthread_mutex_unlock(&k->lock);
    if (!ok || !c.on) return ok;
    mt->clock = live ? add_entry(s, mt->id, &c) : new_entry(s, mt->id, &c);
    if (!mt->clock) return false;
    pthread_mutex_lock(&k->lock);
    ok = sqlite3_prepare_v2(k->db, "SELECT step, seat FROM timeouts WHERE match = ?1 ORDER BY step",
                            -1, &q, NULL) == SQLITE_OK;
    if (ok) {
        sqlite3_bind_int(q, 1, mt->id);
        while ((rc = sqlite3_step(q)) == SQLITE_ROW &&
               push_timeout(mt->clock, sqlite3_column_int(q, 1), sqlite3_column_int(q, 0))) {}
        ok = rc == SQLITE_DONE;
    }
    sqlite3_finalize(q);
    pthread_mutex_unlock(&k->lock);
    return ok;
}

/* ---- running ---- */

static bool table_full(const srv_match *mt)
{
    for (int i = 0; i < mt->nseats; i++)
        if (!match_seat_is_bot(mt, i) && !mt->seat[i].taken) return false;
    return true;
}

void clock_follow(srv *s, srv_match *mt)
{
    srv_clock *e = mt->clock;
    if (!e) return;
    int seat = match_waiting_seat(mt);                  /* the player waited for (issue 16) */
    bool human = seat >= 0 && seat < mt->nseats && !match_seat_is_bot(mt, seat);
    if (!human || !table_full(mt) || mt->broken[0] || match_over(mt, NULL)) {
        e->deadline = 0;                        /* stopped: a bot's turn, a free seat, the end */
        e->step = -1;
        if (!human) e->seat = -1;               /* per turn: another seat decided */
        return;
    }
    if (e->deadline && e->step == mt->nsteps) return;           /* running for this decision */
    bool same_turn = e->per_turn && e->deadline && e->seat == seat;
    e->step = mt->nsteps;
    e->seat = seat;
    if (!same_turn) e->deadline = srv_now_ms(s) + (long long)e->seconds * 1000;
}

void clock_seat_changed(srv *s, srv_match *mt)
{
    if (!mt->clock) return;
    mt->clock->deadline = 0;                    /* a new holder, a bot: from its full time */
    clock_follow(s, mt);
}

static void note_timeout(srv *s, srv_match *mt, int seat, int step)
{
    srv_clock *e = mt->clock;
    if (!push_timeout(e, seat, step) && s->log)
        fprintf(s->log, "ringfall serve: match %d: no memory to keep a timeout\n", mt->id);
    pthread_mutex_lock(&s->clocks->lock);
    sqlite3_stmt *q;
    if (sqlite3_prepare_v2(s->clocks->db, "INSERT OR REPLACE INTO timeouts(match, step, seat) "
                           "VALUES (?1, ?2, ?3)", -1, &q, NULL) == SQLITE_OK) {
        sqlite3_bind_int(q, 1, mt->id);
        sqlite3_bind_int(q, 2, step);
        sqlite3_bind_int(q, 3, seat);
        sqlite3_step(q);
    }
    sqlite3_finalize(q);
    pthread_mutex_unlock(&s->clocks->lock);
    if (s->log) {
        fprintf(s->log, "ringfall serve: match %d: the clock of seat %d ran out at step %d; the "
                "%s bot decided for it\n", mt->id, seat + 1, step + 1, e->bot);
        fflush(s->log);
    }
}

srv_clock_setting clock_setting_of(const srv_clock *c)
{
    srv_clock_setting out;
    memset(&out, 0, sizeof out);
    if (!c) return out;
    out.on = true;
    out.per_turn = c->per_turn;
    out.seconds = c->seconds;
    snprintf(out.bot, sizeof out.bot, "%s", c->bot);
    return out;
}

/* "The clock ran out for Ana: the normal bot decides for them." — a
 * public line of the match's log, before the bot's choice (issue 16). */
static void log_timeout(srv_match *mt, int seat, const char *bot)
{
    char who[SRV_NAME_MAX + 16], line[160];
    match_player_name(mt, seat, who, sizeof who);
    snprintf(line, sizeof line, "The clock ran out for %s: the %s bot decides for them.", who, bot);
    match_log_line(mt, -1, line);
}

void clock_log_timeout(srv_match *mt, int step)
{
    const srv_clock *e = mt->clock;
    if (!e) return;
    int lo = 0, hi = e->ntimeouts;              /* by step: a search, at every step replayed */
    while (lo < hi) {
        int mid = lo + (hi - lo) / 2;
        if (e->timeout_step[mid] < step) lo = mid + 1;
        else hi = mid;
    }
    if (lo < e->ntimeouts && e->timeout_step[lo] == step) log_timeout(mt, e->timeout_seat[lo], e->bot);
}

/* The time is up (lock held): the clock's bot decides for the seat. */
static void time_up(srv *s, srv_match *mt)
{
    srv_clock *e = mt->clock;
    int seat = e->seat, step = mt->nsteps;
    rf_bot *bot = rf_bot_new(e->bot, (mt->setup.seed * 2 + 101 + (unsigned)step) ^ mt->bot_key);
    e->deadline = 0;
    /* Per decision: this decision. Per turn: the seat's decisions in a
     * row, until another seat decides (its turn is over). */
    if (bot) log_timeout(mt, seat, e->bot);     /* in the game log too, before its choice */
    for (int k = 0; bot && k < 4096; k++) {
        /* the seat waited for (the loop stops when it changes): its player's
         * own options, with its player's eyes (players.c) */
        unsigned code = match_bot_choice_with(mt, bot, seat);
        rf_error err;
        if (!code || match_play(s, mt, code, &err) != RF_OK) {
            if (s->log) fprintf(s->log, "ringfall serve: match %d: the clock's bot could not "
                                "decide\n", mt->id);
            break;
        }
        if (k == 0) note_timeout(s, mt, seat, step);
        if (!e->per_turn || match_waiting_seat(mt) != seat || match_over(mt, NULL)) break;
    }
    rf_bot_free(bot);
    e->seat = -1;                               /* the turn is over for the clock too */
    clock_follow(s, mt);
    mt->version++;                              /* the timeout is news even with no step more */
    pthread_cond_broadcast(&mt->changed);
}

int srv_clocks_tick(srv *s)
{
    srv_clocks *k = s->clocks;
    pthread_mutex_lock(&k->lock);
    int n = k->n, *ids = malloc((size_t)(n ? n : 1) * sizeof *ids);
    for (int i = 0; ids && i < n; i++) ids[i] = k->c[i]->match;
    pthread_mutex_unlock(&k->lock);
    int fired = 0;
    for (int i = 0; ids && i < n; i++) {
        srv_match *mt = registry_find(s->reg, ids[i]);
        if (!mt) continue;
        pthread_mutex_lock(&mt->lock);
        if (mt->clock && mt->game) {
            clock_follow(s, mt);
            if (mt->clock->deadline && srv_now_ms(s) >= mt->clock->deadline) {
                time_up(s, mt);
                fired++;
            }
        }
        bool lobby = mt->compact || match_over(mt, NULL);
        match_compact(mt);
        pthread_mutex_unlock(&mt->lock);
        match_release(mt);
        if (lobby) lobby_touch(s);
    }
    free(ids);
    return fired;
}

json_t *clock_json(const srv_clock *e)
{
    const srv *s = e->s;
    json_t *t = json_array();
    int from = e->ntimeouts > CLOCK_TIMEOUTS_SHOWN ? e->ntimeouts - CLOCK_TIMEOUTS_SHOWN : 0;
    for (int i = from; i < e->ntimeouts; i++)
        json_array_append_new(t, json_pack("{s:i, s:i}", "seat", e->timeout_seat[i], "step",
                                           e->timeout_step[i]));
    json_t *j = json_pack("{s:s, s:i, s:s, s:o, s:i}", "per", e->per_turn ? "turn" : "decision",
                          "seconds", e->seconds, "bot", e->bot, "timeouts", t, "timeouts_total",
                          e->ntimeouts);
    if (e->deadline && s) {
        long long left = e->deadline - srv_now_ms(s);
        json_object_set_new(j, "seat", json_integer(e->seat));
        json_object_set_new(j, "left_ms", json_integer(left > 0 ? left : 0));
    }
    return j;
}

/* ---- the keeper thread of `ringfall serve` ---- */

static void *keeper(void *arg)
{
    srv *s = arg;
    srv_clocks *k = s->clocks;
    pthread_mutex_lock(&k->lock);
    while (k->running) {
        struct timespec until;
        stream_deadline(&until, CLOCK_TICK_MS);
        pthread_cond_timedwait(&k->stop, &k->lock, &until);
        if (!k->running) break;
        pthread_mutex_unlock(&k->lock);
        srv_clocks_tick(s);
        pthread_mutex_lock(&k->lock);
    }
    pthread_mutex_unlock(&k->lock);
    return NULL;
}

bool clocks_start(srv *s)
{
    srv_clocks *k = s->clocks;
    k->running = true;
    if (pthread_create(&k->keeper, NULL, keeper, s) != 0) {
        k->running = false;
        return false;
    }
    return true;
}

void clocks_stop(srv *s)
{
    srv_clocks *k = s->clocks;
    pthread_mutex_lock(&k->lock);
    bool was = k->running;
    k->running = false;
    pthread_cond_broadcast(&k->stop);
    pthread_mutex_unlock(&k->lock);
    if (was) pthread_join(k->keeper, NULL);
}
