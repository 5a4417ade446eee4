/*
 * store.c — the SQLite store: each match's set-up, its seats (kind and
 * the SHA-256 of the seat's token, token.c) and its choices. That is all a
 * match is: the server rebuilds everything else by replaying (server.c).
 *
 * One connection, guarded by one mutex (a choice's transaction and the
 * statements around it never interleave). WAL journal with synchronous =
 * NORMAL: a commit is atomic and survives a crash of the server; a power
 * cut may lose the last commits but never corrupts the file
 * (docs/protocol.md, "Persistence").
 */
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
};

static const char schema[] =
    "PRAGMA busy_timeout = 5000;"
    "CREATE TABLE IF NOT EXISTS matches("
    "  id INTEGER PRIMARY KEY AUTOINCREMENT, created TEXT NOT NULL, map TEXT NOT NULL,"
    "  setup TEXT NOT NULL, seed_given INTEGER NOT NULL, content TEXT NOT NULL);"
    "CREATE TABLE IF NOT EXISTS seats("
    "  match INTEGER NOT NULL, seat INTEGER NOT NULL, kind TEXT NOT NULL, token_sha256 BLOB,"
    "  PRIMARY KEY(match, seat));"
    "CREATE TABLE IF NOT EXISTS choices("
    "  match INTEGER NOT NULL, step INTEGER NOT NULL, code INTEGER NOT NULL,"
    "  hash INTEGER NOT NULL, PRIMARY KEY(match, step)) WITHOUT ROWID;";

static void db_error(rf_error *err, sqlite3 *db, const char *path)
{
    memset(err, 0, sizeof *err);
    err->code = RF_E_IO;
    snprintf(err->file, sizeof err->file, "%s", path);
    snprintf(err->message, sizeof err->message, "SQLite: %s", db ? sqlite3_errmsg(db) : "no memory");
}

srv_store *store_open(const char *path, rf_error *err)
{
    srv_store *st = calloc(1, sizeof *st);
    if (!st) return NULL;
    pthread_mutex_init(&st->lock, NULL);
    int flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX;
    bool ok = sqlite3_open_v2(path, &st->db, flags, NULL) == SQLITE_OK;
    if (ok && strcmp(path, ":memory:") != 0)
        ok = sqlite3_exec(st->db, "PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL;", NULL,
                          NULL, NULL) == SQLITE_OK;
    ok = ok && sqlite3_exec(st->db, schema, NULL, NULL, NULL) == SQLITE_OK;
    ok = ok && sqlite3_prepare_v2(st->db, "INSERT INTO choices(match, step, code, hash) "
                                  "VALUES(?, ?, ?, ?)", -1, &st->add_choice, NULL) == SQLITE_OK;
    if (!ok) {
        db_error(err, st->db, path);
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

static bool exec(srv_store *st, const char *sql) { return sqlite3_exec(st->db, sql, NULL, NULL, NULL) == SQLITE_OK; }

static bool add_seats(srv_store *st, int id, const char kind[SRV_SEATS][16])
{
    sqlite3_stmt *q;
    if (sqlite3_prepare_v2(st->db, "INSERT INTO seats(match, seat, kind) VALUES(?, ?, ?)", -1, &q,
                           NULL) != SQLITE_OK)
        return false;
    bool ok = true;
    for (int i = 0; i < SRV_SEATS && ok; i++) {
        sqlite3_bind_int(q, 1, id);
        sqlite3_bind_int(q, 2, i);
        sqlite3_bind_text(q, 3, kind[i], -1, SQLITE_TRANSIENT);
        ok = sqlite3_step(q) == SQLITE_DONE;
        sqlite3_reset(q);
    }
    sqlite3_finalize(q);
    return ok;
}

static int insert_match(srv_store *st, const char *map, const char *setup, bool seed_given,
                        const char *content, const char *created)
{
    sqlite3_stmt *q;
    if (sqlite3_prepare_v2(st->db, "INSERT INTO matches(created, map, setup, seed_given, content) "
                           "VALUES(?, ?, ?, ?, ?)", -1, &q, NULL) != SQLITE_OK)
        return -1;
    sqlite3_bind_text(q, 1, created, -1, SQLITE_TRANSIENT);
    sqlite3_bind_text(q, 2, map, -1, SQLITE_TRANSIENT);
    sqlite3_bind_text(q, 3, setup, -1, SQLITE_TRANSIENT);
    sqlite3_bind_int(q, 4, seed_given);
    sqlite3_bind_text(q, 5, content, -1, SQLITE_TRANSIENT);
    int id = sqlite3_step(q) == SQLITE_DONE ? (int)sqlite3_last_insert_rowid(st->db) : -1;
    sqlite3_finalize(q);
    return id;
}

int store_add_match(srv_store *st, const char *map, const rf_setup *setup, bool seed_given,
                    const char kind[SRV_SEATS][16], const char *content_hash, char *created,
                    size_t created_n)
{
    time_t now = time(NULL);
    struct tm tm;
    gmtime_r(&now, &tm);
    strftime(created, created_n, "%Y-%m-%dT%H:%M:%SZ", &tm);
    json_t *sj = setup_to_json(setup);
    char *text = sj ? json_dumps(sj, JSON_COMPACT | JSON_SORT_KEYS) : NULL;
    json_decref(sj);
    if (!text) return -1;
    pthread_mutex_lock(&st->lock);
    int id = -1;
    if (exec(st, "BEGIN IMMEDIATE")) {
        id = insert_match(st, map, text, seed_given, content_hash, created);
        bool ok = id >= 0 && add_seats(st, id, kind) && exec(st, "COMMIT");
        if (!ok) {
            exec(st, "ROLLBACK");
            id = -1;
        }
    }
    pthread_mutex_unlock(&st->lock);
    free(text);
    return id;
}

static bool add_choices_locked(srv_store *st, int match, int from, int n, const unsigned *codes,
                               const unsigned long long *hashes)
{
    for (int i = from; i < n; i++) {
        sqlite3_bind_int(st->add_choice, 1, match);
        sqlite3_bind_int(st->add_choice, 2, i);
        sqlite3_bind_int64(st->add_choice, 3, (sqlite3_int64)codes[i]);
        sqlite3_bind_int64(st->add_choice, 4, (sqlite3_int64)hashes[i]);
        int rc = sqlite3_step(st->add_choice);
        sqlite3_reset(st->add_choice);
        if (rc != SQLITE_DONE) return false;
    }
    return true;
}

bool store_add_choices(srv_store *st, int match, int from, int n, const unsigned *codes,
                       const unsigned long long *hashes)
{
    if (from >= n) return true;
    pthread_mutex_lock(&st->lock);
    bool ok = exec(st, "BEGIN IMMEDIATE");
    if (ok) {
        ok = add_choices_locked(st, match, from, n, codes, hashes) && exec(st, "COMMIT");
        if (!ok) exec(st, "ROLLBACK");
    }
    pthread_mutex_unlock(&st->lock);
    return ok;
}

bool store_set_token(srv_store *st, int match, int seat, const unsigned char *hash)
{
    pthread_mutex_lock(&st->lock);
    sqlite3_stmt *q;
    bool ok = sqlite3_prepare_v2(st->db, "UPDATE seats SET token_sha256 = ? WHERE match = ? AND "
                                 "seat = ? AND token_sha256 IS NULL", -1, &q, NULL) == SQLITE_OK;
    if (ok) {
        sqlite3_bind_blob(q, 1, hash, SRV_HASH_LEN, SQLITE_TRANSIENT);
        sqlite3_bind_int(q, 2, match);
        sqlite3_bind_int(q, 3, seat);
        ok = sqlite3_step(q) == SQLITE_DONE && sqlite3_changes(st->db) == 1;
    }
    sqlite3_finalize(q);
    pthread_mutex_unlock(&st->lock);
    return ok;
}

/* --- loading every match at start-up --- */

static bool load_seats(srv_store *st, store_row *row)
{
    sqlite3_stmt *q;
    if (sqlite3_prepare_v2(st->db, "SELECT seat, kind, token_sha256 FROM seats WHERE match = ?",
                           -1, &q, NULL) != SQLITE_OK)
        return false;
    sqlite3_bind_int(q, 1, row->id);
    while (sqlite3_step(q) == SQLITE_ROW) {
        int seat = sqlite3_column_int(q, 0);
        if (seat < 0 || seat >= SRV_SEATS) continue;
        snprintf(row->kind[seat], sizeof row->kind[seat], "%s",
                 (const char *)sqlite3_column_text(q, 1));
        if (sqlite3_column_bytes(q, 2) == SRV_HASH_LEN) {
            memcpy(row->token_hash[seat], sqlite3_column_blob(q, 2), SRV_HASH_LEN);
            row->taken[seat] = true;
        }
    }
    sqlite3_finalize(q);
    return true;
}

static bool load_choices(srv_store *st, store_row *row)
{
    sqlite3_stmt *q;
    if (sqlite3_prepare_v2(st->db, "SELECT code, hash FROM choices WHERE match = ? ORDER BY step",
                           -1, &q, NULL) != SQLITE_OK)
        return false;
    sqlite3_bind_int(q, 1, row->id);
    int cap = 0;
    bool ok = true;
    while (ok && sqlite3_step(q) == SQLITE_ROW) {
        if (row->n == cap) {
            cap = cap ? 2 * cap : 512;
            unsigned *c = realloc(row->codes, (size_t)cap * sizeof *c);
            if (c) row->codes = c;
            unsigned long long *h = realloc(row->hashes, (size_t)cap * sizeof *h);
            if (h) row->hashes = h;
            ok = c && h;
            if (!ok) break;
        }
        row->codes[row->n] = (unsigned)sqlite3_column_int64(q, 0);
        row->hashes[row->n++] = (unsigned long long)sqlite3_column_int64(q, 1);
    }
    sqlite3_finalize(q);
    return ok;
}

static void read_setup(const char *text, store_row *row)
{
    json_error_t je;
    json_t *j = json_loads(text ? text : "", 0, &je);
    if (!j || !setup_from_json(j, &row->setup))
        snprintf(row->setup_error, sizeof row->setup_error, "the stored set-up cannot be read");
    json_decref(j);
}

bool store_each(srv_store *st, void (*fn)(void *user, const store_row *row), void *user)
{
    pthread_mutex_lock(&st->lock);
    sqlite3_stmt *q;
    bool ok = sqlite3_prepare_v2(st->db, "SELECT id, created, map, setup, seed_given FROM matches "
                                 "ORDER BY id", -1, &q, NULL) == SQLITE_OK;
    while (ok && sqlite3_step(q) == SQLITE_ROW) {
        store_row row;
        memset(&row, 0, sizeof row);
        row.id = sqlite3_column_int(q, 0);
        row.created = (const char *)sqlite3_column_text(q, 1);
        row.map = (const char *)sqlite3_column_text(q, 2);
        read_setup((const char *)sqlite3_column_text(q, 3), &row);
        row.seed_given = sqlite3_column_int(q, 4);
        ok = load_seats(st, &row) && load_choices(st, &row);
        if (ok) fn(user, &row);
        free(row.codes);
        free(row.hashes);
    }
    sqlite3_finalize(q);
    pthread_mutex_unlock(&st->lock);
    return ok;
}
