/*
 * test_server_restart.c — persistence (docs/protocol.md, "Persistence"):
 * a match played for a while, the server closed and opened again on the
 * same store, continues at the same decision with the same state, log and
 * seat tokens; played on, it stays identical, step for step, to the same
 * match on a server that never stopped (bots included). A store whose
 * choices no longer replay stops the start-up, naming the match.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>
#include <sqlite3.h>

#include "api_client.h"

#define MATCH "{\"seats\":[{\"kind\":\"human\"},{\"kind\":\"heuristic\"}],\"seed\":8}"


/* What seat 0 and a spectator get: observation, decision, log. */
static char *everything(srv *s, const char *token)
{
    static const char *const paths[] = { "/api/matches/1/state", "/api/matches/1/pending",
                                         "/api/matches/1/log" };
    size_t n = 0;
    char *all = NULL;
    for (int k = 0; k < 6; k++) {
        api_reply r = api(s, "GET", paths[k % 3], k < 3 ? token : NULL, NULL);
        assert_int_equal(r.status, 200);
        all = realloc(all, n + r.raw.len + 2);
        memcpy(all + n, r.text, r.raw.len);
        n += r.raw.len;
        all[n++] = '|';
        all[n] = '\0';
        api_free(&r);
    }
    return all;
}

/* A fresh store at path holding the secret of the store at from: the
 * bots of a match there play as they do in the same match at from (the
 * same id), as the server draws their seeds from it (secret.c). */
static void store_with_secret_of(const char *from, const char *path)
{
    sqlite3 *a, *b;
    sqlite3_stmt *q;
    assert_int_equal(sqlite3_open(from, &a), SQLITE_OK);
    assert_int_equal(sqlite3_prepare_v2(a, "SELECT value FROM secret", -1, &q, NULL), SQLITE_OK);
    assert_int_equal(sqlite3_step(q), SQLITE_ROW);
    assert_int_equal(sqlite3_open(path, &b), SQLITE_OK);
    sqlite3_stmt *w;
    assert_int_equal(sqlite3_exec(b, "CREATE TABLE secret(id INTEGER PRIMARY KEY CHECK (id = 1), "
                                  "value BLOB NOT NULL)", NULL, NULL, NULL), SQLITE_OK);
    assert_int_equal(sqlite3_prepare_v2(b, "INSERT INTO secret VALUES(1, ?)", -1, &w, NULL),
                     SQLITE_OK);
    sqlite3_bind_blob(w, 1, sqlite3_column_blob(q, 0), sqlite3_column_bytes(q, 0), SQLITE_TRANSIENT);
    assert_int_equal(sqlite3_step(w), SQLITE_DONE);
    sqlite3_finalize(w);
    sqlite3_finalize(q);
    sqlite3_close(b);
    sqlite3_close(a);
}

static void test_restart_continues(void **state)
{
    (void)state;
    srv *s = api_open(api_store(), NULL);
    srv_close(s);                                    /* the store and its secret made */
    char ref_db[200];
    snprintf(ref_db, sizeof ref_db, "%s.ref", api_store());
    store_with_secret_of(api_store(), ref_db);
    s = api_open(api_store(), NULL);
    srv *ref = api_open(ref_db, NULL);
    api_create(s, MATCH);
    api_create(ref, MATCH);
    char token[80], ref_token[80];
    snprintf(token, sizeof token, "%s", api_join(s, 1, 0, 0));
    snprintf(ref_token, sizeof ref_token, "%s", api_join(ref, 1, 0, 1));
    int k;
    for (k = 0; k < 40 && !api_over(s, 1); k++) {
        api_choose_nth(s, 1, token, (unsigned)k * 7 + 3);
        api_choose_nth(ref, 1, ref_token, (unsigned)k * 7 + 3);
    }
    char *before = everything(s, token);
    srv_close(s);
    s = api_open(api_store(), NULL);                                   /* restarted */
    assert_int_equal(srv_match_count(s), 1);
    char *after = everything(s, token);                       /* the token still holds seat 0 */
    assert_string_equal(before, after);
    free(before);
    free(after);
    for (; k < 200 && !api_over(s, 1); k++) {                        /* on, as if it never stopped */
        api_choose_nth(s, 1, token, (unsigned)k * 7 + 3);
        api_choose_nth(ref, 1, ref_token, (unsigned)k * 7 + 3);
        char *a = everything(s, token), *b = everything(ref, ref_token);
        assert_string_equal(a, b);
        free(a);
        free(b);
    }
    assert_true(k > 40);
    srv_close(s);
    srv_close(ref);
    static const char *const files[] = { "", "-wal", "-shm" };
    for (int i = 0; i < 3; i++) {
        char path[220];
        snprintf(path, sizeof path, "%s%s", ref_db, files[i]);
        unlink(path);
    }
}

/* A match in play whose choices no longer replay stops the start-up with
 * an error naming it: the server never starts with it missing or cut
 * short (a finished one is read on demand: test_server_store.c). */
static void test_broken_store(void **state)
{
    (void)state;
    sqlite3 *d;                             /* tamper: the 5th choice becomes impossible */
    assert_int_equal(sqlite3_open(api_store(), &d), SQLITE_OK);
    assert_int_equal(sqlite3_exec(d, "UPDATE choices SET code = 4278190080 WHERE match = 1 AND "
                                  "step = 4", NULL, NULL, NULL), SQLITE_OK);
    /* in play (the match above may have ended: finished ones are rebuilt on demand) */
    assert_int_equal(sqlite3_exec(d, "UPDATE matches SET finished = NULL", NULL, NULL, NULL),
                     SQLITE_OK);
    sqlite3_close(d);
    srv_config cfg = { .db_path = api_store(), .data_dir = RF_DATA_DIR };
    rf_error err;
    srv *s = srv_open(&cfg, &err);
    assert_null(s);
    assert_non_null(strstr(err.message, "match 1: step 5 of "));
    assert_non_null(strstr(err.message, "cannot be replayed"));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_restart_continues),
        cmocka_unit_test(test_broken_store),
    };
    return cmocka_run_group_tests(tests, api_store_setup, api_store_teardown);
}
