/*
 * host_store.c — the creator's token of each match (issue 16, h_host.c):
 * its SHA-256 only, as for the seats' tokens (token.c), in a table of its
 * own (`hosts`) of the store's file, on a connection of its own (as the
 * chat's, chat_store.c: the game store's tables stay store.c's), and the
 * rematch the creator offered (h_rematch.c), so that a finished match
 * still names its rematch after a restart.
 */
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "srv.h"

struct srv_host_store {
    pthread_mutex_t lock;
    sqlite3 *db;
};

srv_host_store *host_store_open(const char *path, rf_error *err)
{
    srv_host_store *hs = calloc(1, sizeof *hs);
    if (!hs) return NULL;
    pthread_mutex_init(&hs->lock, NULL);
    int flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX;
    bool ok = sqlite3_open_v2(path, &hs->db, flags, NULL) == SQLITE_OK &&
              sqlite3_exec(hs->db, "PRAGMA busy_timeout = 5000;"
                           "CREATE TABLE IF NOT EXISTS hosts(match INTEGER PRIMARY KEY,"
                           "  token_sha256 BLOB NOT NULL, rematch INTEGER NOT NULL DEFAULT 0);",
                           NULL, NULL, NULL) == SQLITE_OK;
    /* A store written before rematches were kept gets the column (fails
     * harmlessly when it is there). */
    if (ok) sqlite3_exec(hs->db, "ALTER TABLE hosts ADD COLUMN rematch INTEGER NOT NULL DEFAULT 0",
                         NULL, NULL, NULL);
    if (!ok) {
        memset(err, 0, sizeof *err);
        err->code = RF_E_IO;
        snprintf(err->file, sizeof err->file, "%s", path);
        snprintf(err->message, sizeof err->message, "opening the hosts table: SQLite: %s",
                 hs->db ? sqlite3_errmsg(hs->db) : "no memory");
        host_store_close(hs);
        return NULL;
    }
    return hs;
}

void host_store_close(srv_host_store *hs)
{
    if (!hs) return;
    sqlite3_close(hs->db);
    pthread_mutex_destroy(&hs->lock);
    free(hs);
}

bool host_store_set(srv_host_store *hs, int match, const unsigned char *hash)
{
    sqlite3_stmt *q;
    pthread_mutex_lock(&hs->lock);
    bool ok = sqlite3_prepare_v2(hs->db, "INSERT OR REPLACE INTO hosts(match, token_sha256) "
                                 "VALUES (?1, ?2)", -1, &q, NULL) == SQLITE_OK;
    if (ok) {
        sqlite3_bind_int(q, 1, match);
        sqlite3_bind_blob(q, 2, hash, SRV_HASH_LEN, SQLITE_TRANSIENT);
        ok = sqlite3_step(q) == SQLITE_DONE;
    }
    sqlite3_finalize(q);
    pthread_mutex_unlock(&hs->lock);
    return ok;
}

int host_store_get(srv_host_store *hs, int match, unsigned char *hash)
{
    sqlite3_stmt *q;
    int found = -1;
    pthread_mutex_lock(&hs->lock);
    if (sqlite3_prepare_v2(hs->db, "SELECT token_sha256 FROM hosts WHERE match = ?1", -1, &q,
                           NULL) == SQLITE_OK) {
        sqlite3_bind_int(q, 1, match);
        int rc = sqlite3_step(q);
        if (rc == SQLITE_ROW && sqlite3_column_bytes(q, 0) == SRV_HASH_LEN) {
            memcpy(hash, sqlite3_column_blob(q, 0), SRV_HASH_LEN);
            found = 1;
        } else if (rc == SQLITE_DONE) {
            found = 0;
        }
    }
    sqlite3_finalize(q);
    pthread_mutex_unlock(&hs->lock);
    return found;
}

bool host_store_set_rematch(srv_host_store *hs, int match, int rematch)
{
    sqlite3_stmt *q;
    pthread_mutex_lock(&hs->lock);
    bool ok = sqlite3_prepare_v2(hs->db, "UPDATE hosts SET rematch = ?2 WHERE match = ?1", -1, &q,
                                 NULL) == SQLITE_OK;
    if (ok) {
        sqlite3_bind_int(q, 1, match);
        sqlite3_bind_int(q, 2, rematch);
        ok = sqlite3_step(q) == SQLITE_DONE && sqlite3_changes(hs->db) == 1;
    }
    sqlite3_finalize(q);
    pthread_mutex_unlock(&hs->lock);
    return ok;
}

int host_store_rematch(srv_host_store *hs, int match)
{
    sqlite3_stmt *q;
    int rematch = 0;
    pthread_mutex_lock(&hs->lock);
    if (sqlite3_prepare_v2(hs->db, "SELECT rematch FROM hosts WHERE match = ?1", -1, &q, NULL) ==
        SQLITE_OK) {
        sqlite3_bind_int(q, 1, match);
        if (sqlite3_step(q) == SQLITE_ROW) rematch = sqlite3_column_int(q, 0);
    }
    sqlite3_finalize(q);
    pthread_mutex_unlock(&hs->lock);
    return rematch;
}
