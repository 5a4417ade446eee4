/*
 * chat_store.c — the chat of every match, kept with the match in the
 * SQLite file of the store (table `chat`, its own: the game store's
 * tables are store.c's), so that a match's chat survives a restart.
 *
 * Its own connection to the same file, guarded by its own mutex: a chat
 * message never waits for a match being rebuilt or a long choice being
 * stored (SQLite serialises the two connections' writes; WAL lets either
 * read while the other writes). With ":memory:" the chat, like the
 * matches, lasts as long as the process.
 *
 * A message is (match, audience, i): its audience (-1 the whole table, 0
 * the red squad, 1 the blue squad) and i counting from 0 in each audience
 * of each match — counted apart, so that the numbers a reader sees say
 * nothing of the messages it may not see — then the seat that wrote it,
 * when (milliseconds of the server's clock, clock.c), its text, and its
 * place among all the match's messages (seq: the order they are read in,
 * never sent), and the name its writer had then (a seat may change hands:
 * an old message keeps the name of whoever wrote it).
 * Nothing else reads this table: no replay, log or summary.
 */
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "srv.h"

struct srv_chat_store {
    pthread_mutex_t lock;
    sqlite3 *db;
};

static const char chat_schema[] =
    "PRAGMA busy_timeout = 5000;"
    "CREATE TABLE IF NOT EXISTS chat("
    "  match INTEGER NOT NULL, i INTEGER NOT NULL, seat INTEGER NOT NULL,"
    "  squad INTEGER NOT NULL, at_ms INTEGER NOT NULL, text TEXT NOT NULL,"
    "  seq INTEGER NOT NULL, name TEXT NOT NULL DEFAULT '',"
    "  PRIMARY KEY(match, squad, i)) WITHOUT ROWID;";

/* A store written before messages kept their writer's name gets the
 * column (its old messages: no name). Fails harmlessly when it is there. */
static const char chat_add_name[] = "ALTER TABLE chat ADD COLUMN name TEXT NOT NULL DEFAULT ''";

srv_chat_store *chat_store_open(const char *path, rf_error *err)
{
    srv_chat_store *cs = calloc(1, sizeof *cs);
    if (!cs) return NULL;
    pthread_mutex_init(&cs->lock, NULL);
    int flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX;
    bool ok = sqlite3_open_v2(path, &cs->db, flags, NULL) == SQLITE_OK &&
              sqlite3_exec(cs->db, chat_schema, NULL, NULL, NULL) == SQLITE_OK;
    if (ok) sqlite3_exec(cs->db, chat_add_name, NULL, NULL, NULL);
    if (!ok) {
        memset(err, 0, sizeof *err);
        err->code = RF_E_IO;
        snprintf(err->file, sizeof err->file, "%s", path);
        snprintf(err->message, sizeof err->message, "opening the chat table: SQLite: %s",
                 cs->db ? sqlite3_errmsg(cs->db) : "no memory");
        chat_store_close(cs);
        return NULL;
    }
    return cs;
}

void chat_store_close(srv_chat_store *cs)
{
    if (!cs) return;
    sqlite3_close(cs->db);
    pthread_mutex_destroy(&cs->lock);
    free(cs);
}

/* How many messages seat wrote in match since since_ms, and the time of
 * the oldest of them (0 none); -1 on an SQLite error. */
int chat_store_recent(srv_chat_store *cs, int match, int seat, long long since_ms,
                      long long *oldest)
{
    sqlite3_stmt *q;
    int n = -1;
    *oldest = 0;
    pthread_mutex_lock(&cs->lock);
    if (sqlite3_prepare_v2(cs->db, "SELECT COUNT(*), COALESCE(MIN(at_ms), 0) FROM chat "
                           "WHERE match = ?1 AND seat = ?2 AND at_ms > ?3", -1, &q,
                           NULL) == SQLITE_OK) {
        sqlite3_bind_int(q, 1, match);
        sqlite3_bind_int(q, 2, seat);
        sqlite3_bind_int64(q, 3, since_ms);
        if (sqlite3_step(q) == SQLITE_ROW) {
            n = sqlite3_column_int(q, 0);
            *oldest = sqlite3_column_int64(q, 1);
        }
    }
    sqlite3_finalize(q);
    pthread_mutex_unlock(&cs->lock);
    return n;
}

int chat_store_add(srv_chat_store *cs, int match, int seat, int squad, long long at_ms,
                   const char *name, const char *text)
{
    sqlite3_stmt *q;
    int i = -1;
    pthread_mutex_lock(&cs->lock);
    if (sqlite3_prepare_v2(cs->db, "INSERT INTO chat(match, i, seat, squad, at_ms, text, seq, name) "
                           "SELECT ?1, COALESCE(MAX(CASE WHEN squad = ?3 THEN i END) + 1, 0), "
                           "?2, ?3, ?4, ?5, COALESCE(MAX(seq) + 1, 0), ?6 FROM chat "
                           "WHERE match = ?1 RETURNING i", -1, &q, NULL) == SQLITE_OK) {
        sqlite3_bind_int(q, 1, match);
        sqlite3_bind_int(q, 2, seat);
        sqlite3_bind_int(q, 3, squad);
        sqlite3_bind_int64(q, 4, at_ms);
        sqlite3_bind_text(q, 5, text, -1, SQLITE_TRANSIENT);
        sqlite3_bind_text(q, 6, name, -1, SQLITE_TRANSIENT);
        if (sqlite3_step(q) == SQLITE_ROW) i = sqlite3_column_int(q, 0);
        if (i >= 0 && sqlite3_step(q) != SQLITE_DONE) i = -1;
    }
    sqlite3_finalize(q);
    pthread_mutex_unlock(&cs->lock);
    return i;
}

bool chat_store_read(srv_chat_store *cs, int match, int squad, const int since[2], int limit,
                     chat_message **out, int *n)
{
    sqlite3_stmt *q;
    *out = NULL;
    *n = 0;
    bool ok = false;
    pthread_mutex_lock(&cs->lock);
    if (sqlite3_prepare_v2(cs->db, "SELECT i, seat, squad, at_ms, text, name FROM chat WHERE match = ?1 "
                           "AND ((squad = -1 AND i >= ?2) OR (squad = ?3 AND i >= ?4)) "
                           "ORDER BY seq LIMIT ?5", -1, &q, NULL) == SQLITE_OK) {
        sqlite3_bind_int(q, 1, match);
        sqlite3_bind_int(q, 2, since[0]);
        sqlite3_bind_int(q, 3, squad < 0 ? -2 : squad);      /* a spectator: the table only */
        sqlite3_bind_int(q, 4, since[1]);
        sqlite3_bind_int(q, 5, limit);
        chat_message *m = calloc((size_t)limit, sizeof *m);
        int rc = SQLITE_ROW;
        while (m && *n < limit && (rc = sqlite3_step(q)) == SQLITE_ROW) {
            chat_message *c = &m[(*n)++];
            c->i = sqlite3_column_int(q, 0);
            c->seat = sqlite3_column_int(q, 1);
            c->squad = sqlite3_column_int(q, 2);
            c->at_ms = sqlite3_column_int64(q, 3);
            const unsigned char *t = sqlite3_column_text(q, 4);
            snprintf(c->text, sizeof c->text, "%s", t ? (const char *)t : "");
            const unsigned char *w = sqlite3_column_text(q, 5);
            snprintf(c->name, sizeof c->name, "%s", w ? (const char *)w : "");
        }
        ok = m && (rc == SQLITE_DONE || rc == SQLITE_ROW);
        if (ok) *out = m;
        else free(m);
    }
    sqlite3_finalize(q);
    pthread_mutex_unlock(&cs->lock);
    if (!ok) *n = 0;
    return ok;
}
