/*
 * store.c — the SQLite store: each match's set-up, its seats (kind and
 * the SHA-256 of the seat's token, token.c), its choices, and when it
 * ended. That is all a match is: the server rebuilds everything else by
 * replaying (server.c).
 *
 * One connection, guarded by one mutex (a transaction and the statements
 * around it never interleave). The mutex is never held while a caller's
 * code runs: reading hands back a copy (store_read), so rebuilding a match
 * may write to the store again. WAL journal with synchronous = NORMAL: a
 * commit is atomic and survives a crash of the server; a power cut may
 * lose the last commits but never corrupts the file (docs/protocol.md,
 * "Persistence"). Every write of a request is one transaction: a match
 * with its first bot moves, a choice with the bot moves after it.
 *
 * Every read distinguishes "no more rows" (SQLITE_DONE) from an error: a
 * damaged file is an error naming the match, never a shorter match.
 *
 * Faults (docs/security.md, "Persistence and faults"): with
 * RINGFALL_TEST_STORE_FAULT=kill:N the process kills itself (SIGKILL)
 * at the N-th fault point after start-up: just before a write statement,
 * or just after a commit (before the answer is sent); with error:N the
 * statement there fails as on a full disk (SQLITE_FULL). The tests' way to
 * stop the server between any two statements.
 */
#include <signal.h>
#include <stdarg.h>
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "srv.h"

struct srv_store {
    pthread_mutex_t lock;
    sqlite3 *db;
    sqlite3_stmt *add_choice;
    char path[256];
    long fault_at;                  /* the write statement to fail, 0 none */
    bool fault_kill;                /* SIGKILL there (else SQLITE_FULL) */
    long writes;                    /* write statements since store_arm_faults */
};

static const char schema[] =
    "PRAGMA busy_timeout = 5000;"
    "CREATE TABLE IF NOT EXISTS matches("
    "  id INTEGER PRIMARY KEY AUTOINCREMENT, created TEXT NOT NULL, map TEXT NOT NULL,"
    "  setup TEXT NOT NULL, seed_given INTEGER NOT NULL, content TEXT NOT NULL, finished TEXT);"
    "CREATE TABLE IF NOT EXISTS seats("
    "  match INTEGER NOT NULL, seat INTEGER NOT NULL, kind TEXT NOT NULL, token_sha256 BLOB,"
    "  team INTEGER, members INTEGER, name TEXT, PRIMARY KEY(match, seat));"
    "CREATE TABLE IF NOT EXISTS choices("
    "  match INTEGER NOT NULL, step INTEGER NOT NULL, code INTEGER NOT NULL,"
    "  hash INTEGER NOT NULL, PRIMARY KEY(match, step)) WITHOUT ROWID;"
    "CREATE TABLE IF NOT EXISTS secret(id INTEGER PRIMARY KEY CHECK (id = 1), value BLOB NOT NULL);";

static void fail(rf_error *err, const srv_store *st, int match, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
static void fail(rf_error *err, const srv_store *st, int match, const char *fmt, ...)
{
    memset(err, 0, sizeof *err);
    err->code = RF_E_IO;
    snprintf(err->file, sizeof err->file, "%s", st->path);
    char what[2 * sizeof err->message];
    int k = match > 0 ? snprintf(what, sizeof what, "match %d: ", match) : 0;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(what + k, sizeof what - (size_t)k, fmt, ap);
    va_end(ap);
    size_t n = strlen(what) < sizeof err->message ? strlen(what) : sizeof err->message - 1;
    memcpy(err->message, what, n);
    err->message[n] = '\0';
}

static void sql_fail(rf_error *err, const srv_store *st, int match, const char *doing)
{
    fail(err, st, match, "%s: SQLite: %s", doing, sqlite3_errmsg(st->db));
}

/* --- the fault hook --- */

void store_arm_faults(srv_store *st)
{
    const char *f = getenv("RINGFALL_TEST_STORE_FAULT");
    st->writes = 0;
    st->fault_at = 0;
    if (!f) return;
    st->fault_kill = strncmp(f, "kill:", 5) == 0;
    if (st->fault_kill || strncmp(f, "error:", 6) == 0)
        st->fault_at = strtol(strchr(f, ':') + 1, NULL, 10);
}

/* Whether the next write statement is the injected fault (kill: never
 * returns). */
static bool faulty(srv_store *st)
{
    if (st->fault_at <= 0 || ++st->writes != st->fault_at) return false;
    if (st->fault_kill) raise(SIGKILL);
    return true;
}

static int wstep(srv_store *st, sqlite3_stmt *q) { return faulty(st) ? SQLITE_FULL : sqlite3_step(q); }

/* After a commit: the point where the answer is not yet sent (kill:N
 * there stops the server with the write done but not acknowledged). */
static void committed(srv_store *st) { (void)faulty(st); }

static bool wexec(srv_store *st, const char *sql)
{
    return !faulty(st) && sqlite3_exec(st->db, sql, NULL, NULL, NULL) == SQLITE_OK;
}

/* --- opening --- */

/* Add a column a store made before it existed lacks. */
static bool add_column(srv_store *st, const char *table, const char *column, const char *type)
{
    char sql[160];
    sqlite3_stmt *q;
    snprintf(sql, sizeof sql, "SELECT 1 FROM pragma_table_info('%s') WHERE name = '%s'", table,
             column);
    if (sqlite3_prepare_v2(st->db, sql, -1, &q, NULL) != SQLITE_OK) return false;
    int rc = sqlite3_step(q);
    sqlite3_finalize(q);
    if (rc == SQLITE_ROW) return true;
    snprintf(sql, sizeof sql, "ALTER TABLE %s ADD COLUMN %s %s", table, column, type);
    return rc == SQLITE_DONE && sqlite3_exec(st->db, sql, NULL, NULL, NULL) == SQLITE_OK;
}

/* Stores made before `finished` existed gain it (NULL: rebuilt once at
 * start-up, then marked if over); before players (issue 16) their seats
 * gain team, members and name (NULL: seat k plays in team k, the whole
 * squad, as two-seat matches always did). */
static bool migrate(srv_store *st)
{
    return add_column(st, "matches", "finished", "TEXT") &&
           add_column(st, "seats", "team", "INTEGER") &&
           add_column(st, "seats", "members", "INTEGER") && add_column(st, "seats", "name", "TEXT");
}

srv_store *store_open(const char *path, rf_error *err)
{
    srv_store *st = calloc(1, sizeof *st);
    if (!st) return NULL;
    pthread_mutex_init(&st->lock, NULL);
    snprintf(st->path, sizeof st->path, "%s", path);
    int flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX;
    bool ok = sqlite3_open_v2(path, &st->db, flags, NULL) == SQLITE_OK;
    if (ok && strcmp(path, ":memory:") != 0)
        ok = sqlite3_exec(st->db, "PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL;", NULL,
                          NULL, NULL) == SQLITE_OK;
    ok = ok && sqlite3_exec(st->db, schema, NULL, NULL, NULL) == SQLITE_OK && migrate(st);
    ok = ok && sqlite3_prepare_v2(st->db, "INSERT INTO choices(match, step, code, hash) "
                                  "SELECT ?1, ?2 + key, json_extract(value, '$[0]'), "
                                  "json_extract(value, '$[1]') "
                                  "FROM json_each(?3)", -1, &st->add_choice, NULL) == SQLITE_OK;
    if (!ok) {
        if (st->db) sql_fail(err, st, 0, "opening the store");
        else fail(err, st, 0, "opening the store: SQLite: no memory");
        store_close(st);
        return NULL;
    }
    return st;
}

void store_close(srv_store *st)
{
    if (!st) return;
    sqlite3_finalize(st->add_choice);
    sqlite3_close(st->db);
    pthread_mutex_destroy(&st->lock);
    free(st);
}

/* Every page of the file readable and well formed (PRAGMA quick_check):
 * damage anywhere stops the start-up, not only in the matches it rebuilds. */
bool store_check(srv_store *st, rf_error *err)
{
    pthread_mutex_lock(&st->lock);
    sqlite3_stmt *q;
    bool ok = sqlite3_prepare_v2(st->db, "PRAGMA quick_check(1)", -1, &q, NULL) == SQLITE_OK;
    int rc = ok ? sqlite3_step(q) : SQLITE_ERROR;
    const char *res = rc == SQLITE_ROW ? (const char *)sqlite3_column_text(q, 0) : NULL;
    if (rc != SQLITE_ROW) sql_fail(err, st, 0, "checking the store");
    else if (!res || strcmp(res, "ok") != 0)
        fail(err, st, 0, "the store is damaged: %.300s", res ? res : "(no answer)");
    ok = rc == SQLITE_ROW && res && strcmp(res, "ok") == 0;
    sqlite3_finalize(q);
    pthread_mutex_unlock(&st->lock);
    return ok;
}

/* --- writing --- */

/* Every seat (player) of a new match, with its team and members. */
static bool add_seats(srv_store *st, int id, const srv_seat_spec *seats, int n)
{
    sqlite3_stmt *q;
    if (sqlite3_prepare_v2(st->db, "INSERT INTO seats(match, seat, kind, team, members) "
                           "VALUES(?, ?, ?, ?, ?)", -1, &q, NULL) != SQLITE_OK)
        return false;
    bool ok = true;
    for (int i = 0; i < n && ok; i++) {
        sqlite3_reset(q);
        sqlite3_bind_int(q, 1, id);
        sqlite3_bind_int(q, 2, i);
        sqlite3_bind_text(q, 3, seats[i].kind, -1, SQLITE_TRANSIENT);
        sqlite3_bind_int(q, 4, seats[i].team);
        sqlite3_bind_int64(q, 5, (sqlite3_int64)seats[i].members);
        ok = wstep(st, q) == SQLITE_DONE;
    }
    sqlite3_finalize(q);
    return ok;
}

static int insert_match(srv_store *st, const store_new *m, const char *setup)
{
    sqlite3_stmt *q;
    if (sqlite3_prepare_v2(st->db, "INSERT INTO matches(created, map, setup, seed_given, content, "
                           "finished) VALUES(?, ?, ?, ?, ?, ?)", -1, &q, NULL) != SQLITE_OK)
        return -1;
    sqlite3_bind_text(q, 1, m->created, -1, SQLITE_TRANSIENT);
    sqlite3_bind_text(q, 2, m->map, -1, SQLITE_TRANSIENT);
    sqlite3_bind_text(q, 3, setup, -1, SQLITE_TRANSIENT);
    sqlite3_bind_int(q, 4, m->seed_given);
    sqlite3_bind_text(q, 5, m->content, -1, SQLITE_TRANSIENT);
    if (m->finished) sqlite3_bind_text(q, 6, m->created, -1, SQLITE_TRANSIENT);
    else sqlite3_bind_null(q, 6);
    int id = wstep(st, q) == SQLITE_DONE ? (int)sqlite3_last_insert_rowid(st->db) : -1;
    sqlite3_finalize(q);
    return id;
}

/* Choices from..n-1 as one JSON array [[code, hash], ...] (the hash as
 * SQLite's signed 64 bits); NULL if out of memory. */
static char *choices_json(int from, int n, const unsigned *codes, const unsigned long long *hashes)
{
    size_t cap = (size_t)(n - from) * 36 + 3, k = 0;
    char *text = malloc(cap);
    if (!text) return NULL;
    text[k++] = '[';
    for (int i = from; i < n; i++)
        k += (size_t)snprintf(text + k, cap - k, "%s[%u,%lld]", i > from ? "," : "", codes[i],
                              (long long)hashes[i]);
    memcpy(text + k, "]", 2);
    return text;
}

/* Choices from..n-1 of a match in one statement: a kill or a failure
 * falls between statements of a transaction, never inside a choice. */
static bool add_choices_locked(srv_store *st, int match, int from, int n, const unsigned *codes,
                               const unsigned long long *hashes)
{
    if (from >= n) return true;
    char *text = choices_json(from, n, codes, hashes);
    if (!text) return false;
    sqlite3_bind_int(st->add_choice, 1, match);
    sqlite3_bind_int(st->add_choice, 2, from);
    sqlite3_bind_text(st->add_choice, 3, text, -1, SQLITE_TRANSIENT);
    int rc = wstep(st, st->add_choice);
    sqlite3_reset(st->add_choice);
    sqlite3_clear_bindings(st->add_choice);
    free(text);
    return rc == SQLITE_DONE;
}

static void now_text(char *out, size_t n)
{
    time_t now = time(NULL);
    struct tm tm;
    gmtime_r(&now, &tm);
    strftime(out, n, "%Y-%m-%dT%H:%M:%SZ", &tm);
}

static bool set_finished_locked(srv_store *st, int match)
{
    char when[32];
    now_text(when, sizeof when);
    sqlite3_stmt *q;
    if (sqlite3_prepare_v2(st->db, "UPDATE matches SET finished = ? WHERE id = ?", -1, &q, NULL) !=
        SQLITE_OK)
        return false;
    sqlite3_bind_text(q, 1, when, -1, SQLITE_TRANSIENT);
    sqlite3_bind_int(q, 2, match);
    bool ok = wstep(st, q) == SQLITE_DONE;
    sqlite3_finalize(q);
    return ok;
}

int store_add_match(srv_store *st, store_new *m)
{
    now_text(m->created, sizeof m->created);
    json_t *sj = setup_to_json(m->setup);
    char *text = sj ? json_dumps(sj, JSON_COMPACT | JSON_SORT_KEYS) : NULL;
    json_decref(sj);
    if (!text) return -1;
    pthread_mutex_lock(&st->lock);
    int id = -1;
    if (wexec(st, "BEGIN IMMEDIATE")) {
        id = insert_match(st, m, text);
        bool ok = id >= 0 && add_seats(st, id, m->seats, m->nseats) &&
                  add_choices_locked(st, id, 0, m->n, m->codes, m->hashes) && wexec(st, "COMMIT");
        if (!ok) {
            sqlite3_exec(st->db, "ROLLBACK", NULL, NULL, NULL);
            id = -1;
        } else {
            committed(st);
        }
    }
    pthread_mutex_unlock(&st->lock);
    free(text);
    return id;
}

bool store_add_choices(srv_store *st, int match, int from, int n, const unsigned *codes,
                       const unsigned long long *hashes, bool finished)
{
    if (from >= n && !finished) return true;
    pthread_mutex_lock(&st->lock);
    bool ok = wexec(st, "BEGIN IMMEDIATE");
    if (ok) {
        ok = add_choices_locked(st, match, from, n, codes, hashes) &&
             (!finished || set_finished_locked(st, match)) && wexec(st, "COMMIT");
        if (!ok) sqlite3_exec(st->db, "ROLLBACK", NULL, NULL, NULL);
        else committed(st);
    }
    pthread_mutex_unlock(&st->lock);
    return ok;
}

bool store_remove_choices(srv_store *st, int match, int from)
{
    pthread_mutex_lock(&st->lock);
    sqlite3_stmt *q;
    bool ok = sqlite3_prepare_v2(st->db, "DELETE FROM choices WHERE match = ? AND step >= ?", -1,
                                 &q, NULL) == SQLITE_OK;
    if (ok) {
        sqlite3_bind_int(q, 1, match);
        sqlite3_bind_int(q, 2, from);
        ok = wstep(st, q) == SQLITE_DONE;                  /* one statement: all or nothing */
        if (ok) committed(st);
    }
    sqlite3_finalize(q);
    pthread_mutex_unlock(&st->lock);
    return ok;
}

/* A seat handed to another kind (a bot, or back to a human: issue 16,
 * h_host.c): its kind, and no holder any more. */
bool store_set_seat(srv_store *st, int match, int seat, const char *kind)
{
    pthread_mutex_lock(&st->lock);
    sqlite3_stmt *q;
    bool ok = sqlite3_prepare_v2(st->db, "UPDATE seats SET kind = ?, token_sha256 = NULL WHERE "
                                 "match = ? AND seat = ?", -1, &q, NULL) == SQLITE_OK;
    if (ok) {
        sqlite3_bind_text(q, 1, kind, -1, SQLITE_TRANSIENT);
        sqlite3_bind_int(q, 2, match);
        sqlite3_bind_int(q, 3, seat);
        ok = wstep(st, q) == SQLITE_DONE && sqlite3_changes(st->db) == 1;
        if (ok) committed(st);
    }
    sqlite3_finalize(q);
    pthread_mutex_unlock(&st->lock);
    return ok;
}

bool store_set_token(srv_store *st, int match, int seat, const unsigned char *hash,
                     const char *name)
{
    pthread_mutex_lock(&st->lock);
    sqlite3_stmt *q;
    bool ok = sqlite3_prepare_v2(st->db, "UPDATE seats SET token_sha256 = ?, name = ? WHERE "
                                 "match = ? AND seat = ? AND token_sha256 IS NULL", -1, &q,
                                 NULL) == SQLITE_OK;
    if (ok) {
        sqlite3_bind_blob(q, 1, hash, SRV_HASH_LEN, SQLITE_TRANSIENT);
        sqlite3_bind_text(q, 2, name ? name : "", -1, SQLITE_TRANSIENT);
        sqlite3_bind_int(q, 3, match);
        sqlite3_bind_int(q, 4, seat);
        ok = wstep(st, q) == SQLITE_DONE && sqlite3_changes(st->db) == 1;
        if (ok) committed(st);
    }
    sqlite3_finalize(q);
    pthread_mutex_unlock(&st->lock);
    return ok;
}

/* --- reading --- */

bool store_ids(srv_store *st, bool unfinished_only, int **ids, int *n, rf_error *err)
{
    *ids = NULL;
    *n = 0;
    pthread_mutex_lock(&st->lock);
    sqlite3_stmt *q;
    bool ok = sqlite3_prepare_v2(st->db, unfinished_only
                                 ? "SELECT id FROM matches WHERE finished IS NULL ORDER BY id"
                                 : "SELECT id FROM matches ORDER BY id", -1, &q, NULL) == SQLITE_OK;
    int cap = 0, rc = SQLITE_ERROR;
    while (ok && (rc = sqlite3_step(q)) == SQLITE_ROW) {
        if (*n == cap) {
            cap = cap ? 2 * cap : 256;
            int *more = realloc(*ids, (size_t)cap * sizeof *more);
            if (!more) break;
            *ids = more;
        }
        (*ids)[(*n)++] = sqlite3_column_int(q, 0);
    }
    if (rc != SQLITE_DONE) {
        if (rc == SQLITE_ROW) fail(err, st, 0, "listing the matches: out of memory");
        else sql_fail(err, st, 0, "listing the matches");
        free(*ids);
        *ids = NULL;
        *n = 0;
    }
    sqlite3_finalize(q);
    pthread_mutex_unlock(&st->lock);
    return rc == SQLITE_DONE;
}

/* A text column that must be there (err filled if it is not). */
static bool text_column(srv_store *st, sqlite3_stmt *q, int col, char *out, size_t n,
                        const char *name, int match, rf_error *err)
{
    const char *t = (const char *)sqlite3_column_text(q, col);
    if (!t || !*t || strlen(t) >= n) {
        fail(err, st, match, "the %s column is %s", name, t ? (*t ? "too long" : "empty") : "NULL");
        return false;
    }
    snprintf(out, n, "%s", t);
    return true;
}

/* A seat's team, members and name (NULL in a store made before players:
 * seat k in team k, the whole squad, no name). */
static bool read_player(srv_store *st, sqlite3_stmt *q, store_row *row, int seat, rf_error *err)
{
    srv_seat_spec *p = &row->seat[seat];
    p->team = sqlite3_column_type(q, 3) == SQLITE_NULL ? seat : sqlite3_column_int(q, 3);
    sqlite3_int64 m = sqlite3_column_type(q, 4) == SQLITE_NULL ? 0 : sqlite3_column_int64(q, 4);
    if (p->team < 0 || p->team > SRV_TEAM_SQUAD + 1 || m < 0 || m > 0xffff) {   /* srv.h */
        fail(err, st, row->id, "seat %d's team %d or members %lld are out of range", seat,
             p->team, (long long)m);
        return false;
    }
    p->members = (unsigned)m;
    const char *name = (const char *)sqlite3_column_text(q, 5);
    snprintf(row->name[seat], sizeof row->name[seat], "%s", name ? name : "");
    return true;
}

static bool read_seats(srv_store *st, store_row *row, rf_error *err)
{
    sqlite3_stmt *q;
    if (sqlite3_prepare_v2(st->db, "SELECT seat, kind, token_sha256, team, members, name FROM "
                           "seats WHERE match = ? ORDER BY seat", -1, &q, NULL) != SQLITE_OK) {
        sql_fail(err, st, row->id, "reading its seats");
        return false;
    }
    sqlite3_bind_int(q, 1, row->id);
    int rc = SQLITE_ERROR, seen = 0;
    bool ok = true;
    while (ok && (rc = sqlite3_step(q)) == SQLITE_ROW) {
        int seat = sqlite3_column_int(q, 0), bytes = sqlite3_column_bytes(q, 2);
        ok = seat == seen && seat < SRV_MAX_SEATS;
        if (!ok) fail(err, st, row->id, "seat %d is not expected", seat);
        ok = ok && text_column(st, q, 1, row->seat[seat].kind, sizeof row->seat[seat].kind,
                               "seat kind", row->id, err);
        ok = ok && read_player(st, q, row, seat, err);
        if (ok && bytes != 0 && bytes != SRV_HASH_LEN) {
            fail(err, st, row->id, "seat %d's token hash has %d bytes", seat, bytes);
            ok = false;
        }
        if (ok && bytes == SRV_HASH_LEN) {
            memcpy(row->token_hash[seat], sqlite3_column_blob(q, 2), SRV_HASH_LEN);
            row->taken[seat] = true;
        }
        seen++;
    }
    if (ok && rc != SQLITE_DONE) sql_fail(err, st, row->id, "reading its seats");
    else if (ok && seen < 2) fail(err, st, row->id, "it has %d seats, not 2 or more", seen);
    ok = ok && rc == SQLITE_DONE && seen >= 2;
    row->nseats = seen;
    sqlite3_finalize(q);
    return ok;
}

static bool grow(store_row *row, int *cap)
{
    if (row->n < *cap) return true;
    *cap = *cap ? 2 * *cap : 512;
    unsigned *c = realloc(row->codes, (size_t)*cap * sizeof *c);
    if (c) row->codes = c;
    unsigned long long *h = realloc(row->hashes, (size_t)*cap * sizeof *h);
    if (h) row->hashes = h;
    return c && h;
}

static bool read_choices(srv_store *st, store_row *row, rf_error *err)
{
    sqlite3_stmt *q;
    if (sqlite3_prepare_v2(st->db, "SELECT step, code, hash FROM choices WHERE match = ? "
                           "ORDER BY step", -1, &q, NULL) != SQLITE_OK) {
        sql_fail(err, st, row->id, "reading its choices");
        return false;
    }
    sqlite3_bind_int(q, 1, row->id);
    int cap = 0, rc = SQLITE_ERROR;
    bool ok = true;
    while (ok && (rc = sqlite3_step(q)) == SQLITE_ROW) {
        if (sqlite3_column_int(q, 0) != row->n) {           /* a gap: a choice is missing */
            fail(err, st, row->id, "choice %d is missing", row->n + 1);
            ok = false;
        } else if (!grow(row, &cap)) {
            fail(err, st, row->id, "reading its choices: out of memory");
            ok = false;
        } else {
            row->codes[row->n] = (unsigned)sqlite3_column_int64(q, 1);
            row->hashes[row->n++] = (unsigned long long)sqlite3_column_int64(q, 2);
        }
    }
    if (ok && rc != SQLITE_DONE) sql_fail(err, st, row->id, "reading its choices");
    ok = ok && rc == SQLITE_DONE;
    sqlite3_finalize(q);
    return ok;
}

static bool read_setup(srv_store *st, const char *text, store_row *row, rf_error *err)
{
    json_error_t je;
    json_t *j = text ? json_loads(text, 0, &je) : NULL;
    bool ok = j && setup_from_json(j, &row->setup);
    json_decref(j);
    if (!ok) fail(err, st, row->id, "the stored set-up %s", text ? "cannot be read" : "is NULL");
    return ok;
}

/* The matches row itself. */
static int read_match_row(srv_store *st, store_row *row, rf_error *err)
{
    sqlite3_stmt *q;
    if (sqlite3_prepare_v2(st->db, "SELECT created, map, setup, seed_given, finished FROM matches "
                           "WHERE id = ?", -1, &q, NULL) != SQLITE_OK) {
        sql_fail(err, st, row->id, "reading it");
        return -1;
    }
    sqlite3_bind_int(q, 1, row->id);
    int rc = sqlite3_step(q), found = -1;
    if (rc == SQLITE_DONE) found = 0;
    else if (rc != SQLITE_ROW) sql_fail(err, st, row->id, "reading it");
    else if (text_column(st, q, 0, row->created, sizeof row->created, "created", row->id, err) &&
             text_column(st, q, 1, row->map, sizeof row->map, "map", row->id, err) &&
             read_setup(st, (const char *)sqlite3_column_text(q, 2), row, err)) {
        bool given_ok = sqlite3_column_type(q, 3) == SQLITE_INTEGER;
        row->seed_given = sqlite3_column_int(q, 3) != 0;
        row->finished = sqlite3_column_type(q, 4) != SQLITE_NULL;
        if (given_ok) found = 1;
        else fail(err, st, row->id, "the seed_given column is not a number");
    }
    sqlite3_finalize(q);
    return found;
}

int store_read(srv_store *st, int id, store_row *row, rf_error *err)
{
    memset(row, 0, sizeof *row);
    memset(err, 0, sizeof *err);
    row->id = id;
    pthread_mutex_lock(&st->lock);
    bool ok = sqlite3_exec(st->db, "BEGIN", NULL, NULL, NULL) == SQLITE_OK;   /* one snapshot */
    int found = ok ? read_match_row(st, row, err) : -1;
    if (!ok) sql_fail(err, st, id, "reading it");
    if (found == 1 && !(read_seats(st, row, err) && read_choices(st, row, err))) found = -1;
    sqlite3_exec(st->db, "COMMIT", NULL, NULL, NULL);
    pthread_mutex_unlock(&st->lock);
    if (found != 1) store_row_free(row);
    return found;
}

void store_row_free(store_row *row)
{
    free(row->codes);
    free(row->hashes);
    row->codes = NULL;
    row->hashes = NULL;
    row->n = 0;
}

bool store_mark_finished(srv_store *st, int match)
{
    return store_add_choices(st, match, 0, 0, NULL, NULL, true);
}

/* --- the server's secret (secret.c) --- */

bool store_secret(srv_store *st, const unsigned char *fresh, unsigned char *out)
{
    pthread_mutex_lock(&st->lock);
    sqlite3_stmt *q = NULL;
    bool ok = sqlite3_prepare_v2(st->db, "INSERT OR IGNORE INTO secret(id, value) VALUES(1, ?)",
                                 -1, &q, NULL) == SQLITE_OK;
    if (ok) {
        sqlite3_bind_blob(q, 1, fresh, SRV_SECRET_LEN, SQLITE_TRANSIENT);
        ok = sqlite3_step(q) == SQLITE_DONE;
    }
    sqlite3_finalize(q);
    q = NULL;
    ok = ok && sqlite3_prepare_v2(st->db, "SELECT value FROM secret WHERE id = 1", -1, &q,
                                  NULL) == SQLITE_OK;
    ok = ok && sqlite3_step(q) == SQLITE_ROW && sqlite3_column_bytes(q, 0) == SRV_SECRET_LEN;
    if (ok) memcpy(out, sqlite3_column_blob(q, 0), SRV_SECRET_LEN);
    sqlite3_finalize(q);
    pthread_mutex_unlock(&st->lock);
    return ok;
}
