/*
 * test_server_store.c — the store under faults (docs/security.md,
 * "Persistence and faults"; docs/protocol.md, "Persistence", "List",
 * "Expiry"):
 *   - a stored match waiting for a bot at start-up is played on, without
 *     the start-up hanging on the store's lock;
 *   - a damaged store (pages overwritten, NULL or invalid columns, a
 *     missing choice or seat) stops the start-up with an error naming the
 *     match or the damage: never a partial load, never a crash;
 *   - a write that fails at any statement of a create, a join or a choose
 *     answers 500 and changes nothing, in memory or in the store;
 *   - finished matches leave the live list after the expiry time, stay
 *     readable (summary, replay) from the store, are not rebuilt at
 *     start-up and do not count against --max-matches;
 *   - the list is paged.
 */
#include <setjmp.h>
#include <signal.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>
#include <sqlite3.h>

#include "api_client.h"

#define HUMAN_VS_BOT "{\"seats\":[{\"kind\":\"human\"},{\"kind\":\"heuristic\"}],\"seed\":5}"
#define BOT_FIRST "{\"seats\":[{\"kind\":\"heuristic\"},{\"kind\":\"human\"}],\"seed\":6}"
#define BOTS "{\"seats\":[{\"kind\":\"heuristic\"},{\"kind\":\"random\"}],\"seed\":7}"

/* The store: in memory-backed /dev/shm when there is one (these tests
 * open and close stores hundreds of times: a disk's syncs would be most
 * of their time), else /tmp. */
static char store_dir[64], store_db[128];
static const char *store(void) { return store_db; }

static int store_setup(void **state)
{
    (void)state;
    snprintf(store_dir, sizeof store_dir, "/dev/shm/rf-store-XXXXXX");
    if (!mkdtemp(store_dir)) {
        snprintf(store_dir, sizeof store_dir, "/tmp/rf-store-XXXXXX");
        if (!mkdtemp(store_dir)) return -1;
    }
    snprintf(store_db, sizeof store_db, "%s/ringfall.db", store_dir);
    return 0;
}

static void fresh(void);
static int store_teardown(void **state)
{
    (void)state;
    fresh();
    return rmdir(store_dir);
}

/* The store file emptied (with its -wal and -shm). */
static void fresh(void)
{
    static const char *const tails[] = { "", "-wal", "-shm" };
    char path[200];
    for (int i = 0; i < 3; i++) {
        snprintf(path, sizeof path, "%s%s", store(), tails[i]);
        unlink(path);
    }
}

static srv *open_with(const char *db, int expire_after, int max_matches, rf_error *err)
{
    srv_config cfg = { .db_path = db, .data_dir = RF_DATA_DIR, .expire_after = expire_after,
                       .max_matches = max_matches };
    return srv_open(&cfg, err);
}

static void sql(const char *text)
{
    sqlite3 *d;
    assert_int_equal(sqlite3_open(store(), &d), SQLITE_OK);
    int rc = sqlite3_exec(d, text, NULL, NULL, NULL);
    if (rc != SQLITE_OK) fprintf(stderr, "%s: %s\n", text, sqlite3_errmsg(d));
    assert_int_equal(rc, SQLITE_OK);
    sqlite3_close(d);
}

static char *get_text(srv *s, const char *path, int *status)
{
    api_reply r = api(s, "GET", path, NULL, NULL);
    *status = r.status;
    char *t = strdup(r.text ? r.text : "");
    api_free(&r);
    return t;
}

static json_t *get_json(srv *s, const char *path, int status)
{
    api_reply r = api(s, "GET", path, NULL, NULL);
    if (r.status != status) fprintf(stderr, "GET %s: %d %s\n", path, r.status, r.text);
    assert_int_equal(r.status, status);
    json_t *j = json_incref(r.json);
    api_free(&r);
    return j;
}

/* A stored match whose bots never played (a store written by a server
 * killed between a create's two transactions, before they were one) is
 * played on at start-up. The old start-up held the store's lock while the
 * bots' choices were stored: it hung for ever (the alarm fails it). */
static void test_start_up_plays_a_waiting_bot(void **state)
{
    (void)state;
    fresh();
    srv *s = api_open(store(), NULL);
    api_create(s, BOTS);
    srv_close(s);
    sql("DELETE FROM choices WHERE match = 1; UPDATE matches SET finished = NULL");
    alarm(60);
    s = api_open(store(), NULL);
    alarm(0);
    assert_true(api_over(s, 1));
    srv_close(s);
    s = api_open(store(), NULL);                /* stored, finished: not rebuilt again */
    assert_int_equal(srv_match_count(s), 0);
    assert_true(api_over(s, 1));
    srv_close(s);
}

/* A store of 52 matches in play, some pages overwritten: the start-up
 * fails and says why (it started with 22 of 52 and said nothing). */
static void test_damaged_pages_stop_start_up(void **state)
{
    (void)state;
    fresh();
    srv *s = api_open(store(), NULL);
    for (int i = 0; i < 52; i++) api_create(s, HUMAN_VS_BOT);
    srv_close(s);
    FILE *f = fopen(store(), "r+b");
    assert_non_null(f);
    fseek(f, 0, SEEK_END);
    long pages = ftell(f) / 4096;
    assert_true(pages >= 8);
    char junk[4096];
    memset(junk, 0x5a, sizeof junk);
    for (long p = pages / 2; p < pages / 2 + 3; p++) {
        fseek(f, p * 4096, SEEK_SET);
        fwrite(junk, 1, sizeof junk, f);
    }
    fclose(f);
    rf_error err;
    s = open_with(store(), 0, 0, &err);
    if (s) fprintf(stderr, "started with %d matches\n", srv_match_count(s));
    assert_null(s);
    assert_non_null(strstr(err.message, "SQLite") ? err.message : strstr(err.message, "damaged"));
}

/* Each invalid row stops the start-up with a message naming match 1 and
 * the fault. The tables are copied without their constraints first, as a
 * hand edit may leave them. */
static void test_invalid_rows_stop_start_up(void **state)
{
    (void)state;
    static const struct { const char *edit, *says; } cases[] = {
        { "UPDATE matches SET map = NULL", "match 1: the map column is NULL" },
        { "UPDATE matches SET created = NULL", "match 1: the created column is NULL" },
        { "UPDATE matches SET setup = NULL", "match 1: the stored set-up is NULL" },
        { "UPDATE matches SET setup = '{'", "match 1: the stored set-up cannot be read" },
        { "UPDATE matches SET seed_given = 'yes'", "match 1: the seed_given column" },
        { "UPDATE matches SET map = 'nowhere'", "match 1 cannot be set up" },
        { "UPDATE seats SET kind = NULL WHERE seat = 1", "match 1: the seat kind column is NULL" },
        { "UPDATE seats SET kind = 'nobody' WHERE seat = 1", "match 1 cannot be set up" },
        { "UPDATE seats SET token_sha256 = x'00' WHERE seat = 0", "match 1: seat 0's token" },
        { "DELETE FROM seats WHERE seat = 1", "match 1: it has 1 seats" },
        { "DELETE FROM choices WHERE step = 1", "match 1: choice 2 is missing" },
        { "UPDATE choices SET hash = hash + 1 WHERE step = 2", "match 1: step 3 of" },
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        fresh();
        srv *s = api_open(store(), NULL);
        api_create(s, HUMAN_VS_BOT);
        const char *token = api_join(s, 1, 0, 0);
        for (unsigned k = 0; k < 4; k++) api_choose_nth(s, 1, token, k);
        srv_close(s);
        sql("CREATE TABLE m2 AS SELECT * FROM matches; DROP TABLE matches; "
            "ALTER TABLE m2 RENAME TO matches; CREATE TABLE s2 AS SELECT * FROM seats; "
            "DROP TABLE seats; ALTER TABLE s2 RENAME TO seats");
        sql(cases[i].edit);
        rf_error err;
        s = open_with(store(), 0, 0, &err);
        if (s || !strstr(err.message, cases[i].says))
            fprintf(stderr, "%s: %s\n", cases[i].edit, s ? "started" : err.message);
        assert_null(s);
        assert_non_null(strstr(err.message, cases[i].says));
    }
}

/* A finished match is not rebuilt at start-up: one that no longer
 * replays is found when asked for, and answered as broken. */
static void test_finished_match_read_on_demand(void **state)
{
    (void)state;
    fresh();
    srv *s = api_open(store(), NULL);
    api_create(s, BOTS);
    api_create(s, HUMAN_VS_BOT);
    json_t *before = get_json(s, "/api/matches/1", 200);
    srv_close(s);
    s = api_open(store(), NULL);
    assert_int_equal(srv_match_count(s), 1);                   /* match 2 only */
    json_t *after = get_json(s, "/api/matches/1", 200);
    assert_true(json_equal(before, after));
    json_decref(get_json(s, "/api/matches/1/replay", 200));
    json_decref(get_json(s, "/api/matches/3", 404));
    srv_close(s);
    json_decref(before);
    json_decref(after);
    sql("UPDATE choices SET hash = hash + 1 WHERE match = 1 AND step = 9");
    s = api_open(store(), NULL);
    json_t *broken = get_json(s, "/api/matches/1", 200);
    assert_non_null(strstr(json_string_value(json_object_get(broken, "broken")), "step 10"));
    json_decref(broken);
    json_decref(get_json(s, "/api/matches/1/replay", 403));
    srv_close(s);
}

/* The ids of a page of GET /api/matches, as "1,2,3;next" ("-" no next). */
static const char *page(srv *s, const char *query)
{
    static char out[256];
    char path[128];
    snprintf(path, sizeof path, "/api/matches%s", query);
    json_t *j = get_json(s, path, 200);
    size_t k = 0;
    json_t *m;
    size_t i;
    out[0] = '\0';
    json_array_foreach(json_object_get(j, "matches"), i, m)
        k += (size_t)snprintf(out + k, sizeof out - k, "%s%d", i ? "," : "",
                              (int)json_integer_value(json_object_get(m, "id")));
    json_t *next = json_object_get(j, "next");
    snprintf(out + k, sizeof out - k, ";%s", json_is_integer(next) ? "" : "-");
    k = strlen(out);
    if (json_is_integer(next))
        snprintf(out + k, sizeof out - k, "%d", (int)json_integer_value(next));
    json_decref(j);
    return out;
}

static void test_list_pages(void **state)
{
    (void)state;
    srv *s = api_open(":memory:", NULL);
    for (int i = 0; i < 7; i++) api_create(s, HUMAN_VS_BOT);
    assert_string_equal(page(s, ""), "1,2,3,4,5,6,7;-");
    assert_string_equal(page(s, "?limit=3"), "1,2,3;3");
    assert_string_equal(page(s, "?limit=3&after=3"), "4,5,6;6");
    assert_string_equal(page(s, "?limit=3&after=6"), "7;-");
    assert_string_equal(page(s, "?limit=3&after=7"), ";-");
    assert_string_equal(page(s, "?order=desc&limit=3"), "7,6,5;5");
    assert_string_equal(page(s, "?order=desc&limit=3&after=5"), "4,3,2;2");
    assert_string_equal(page(s, "?order=desc&limit=3&after=2"), "1;-");
    assert_string_equal(page(s, "?order=asc&after=5"), "6,7;-");
    static const char *const bad[] = { "?limit=0", "?limit=101", "?limit=x", "?limit=",
                                       "?after=-1", "?after=1000000000", "?order=up" };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        char path[64];
        snprintf(path, sizeof path, "/api/matches%s", bad[i]);
        json_t *e = get_json(s, path, 400);
        assert_string_equal(json_string_value(json_object_get(e, "error")), "BAD_REQUEST");
        json_decref(e);
    }
    for (int i = 0; i < 120; i++) api_create(s, HUMAN_VS_BOT);
    json_t *j = get_json(s, "/api/matches", 200);              /* bounded: 50 by default */
    assert_int_equal(json_array_size(json_object_get(j, "matches")), 50);
    json_decref(j);
    j = get_json(s, "/api/matches?limit=100", 200);
    assert_int_equal(json_array_size(json_object_get(j, "matches")), 100);
    json_decref(j);
    srv_close(s);
}

/* With expiry at once, a finished match leaves the list and memory but is
 * still there to read; finished matches do not fill --max-matches (one
 * client filled the 10,000 in minutes, for good). */
static void test_finished_matches_expire(void **state)
{
    (void)state;
    fresh();
    rf_error err;
    srv *s = open_with(store(), -1, 3, &err);
    assert_non_null(s);
    int human = api_create(s, HUMAN_VS_BOT);
    for (int i = 0; i < 10; i++) api_create(s, BOTS);
    assert_int_equal(srv_match_count(s), 2);       /* the match in play, the last one finished */
    assert_string_equal(page(s, ""), "1;-");       /* listing expires it */
    assert_int_equal(srv_match_count(s), 1);
    json_t *j = get_json(s, "/api/matches/5", 200);
    assert_true(json_is_true(json_object_get(j, "over")));
    assert_non_null(json_object_get(j, "seed"));
    json_decref(j);
    json_decref(get_json(s, "/api/matches/5/replay", 200));
    char *log1 = NULL, *log2 = NULL;
    int st1, st2;
    log1 = get_text(s, "/api/matches/5/log", &st1);
    log2 = get_text(s, "/api/matches/5/log", &st2);
    assert_int_equal(st1, 200);
    assert_string_equal(log1, log2);
    free(log1);
    free(log2);
    api_reply r = api(s, "POST", "/api/matches/5/choose", NULL, "{\"index\":0}");
    assert_int_equal(r.status, 401);
    api_free(&r);
    srv_close(s);
    s = open_with(store(), 0, 0, &err);        /* the default: 600 s */
    assert_non_null(s);
    api_create(s, BOTS);
    assert_string_equal(page(s, ""), "1,12;-");    /* finished just now: still listed */
    srv_close(s);
    (void)human;
}

/* The summaries of matches 1 to 3 (3: the one a create makes), as text:
 * what a failed write must leave as it was. */
static char *picture(srv *s)
{
    char *t = strdup("");
    for (int id = 1; id <= 3; id++) {
        char path[32];
        int status;
        snprintf(path, sizeof path, "/api/matches/%d", id);
        char *one = get_text(s, path, &status);
        size_t n = strlen(t) + strlen(one) + 8;
        char *more = malloc(n);
        snprintf(more, n, "%s%d %s|", t, status, one);
        free(t);
        free(one);
        t = more;
    }
    return t;
}

enum op { CREATE_BOTS, CREATE_BOT_FIRST, JOIN, CHOOSE, NOPS };
static const char *const op_name[] = { "create bots", "create bot first", "join", "choose" };

/* Match 1 (the human at seat 0 against a bot, a few choices made) with its
 * token; match 2 with a free human seat. */
static char base_token[80], base_path[200];
static char *base_picture;

/* Made once, copied for each fault (closed: the file holds it all). */
static void make_base(void)
{
    fresh();
    srv *s = api_open(store(), NULL);
    api_create(s, HUMAN_VS_BOT);
    api_create(s, BOT_FIRST);
    snprintf(base_token, sizeof base_token, "%s", api_join(s, 1, 0, 0));
    for (unsigned k = 0; k < 3; k++) api_choose_nth(s, 1, base_token, k * 5 + 1);
    base_picture = picture(s);
    srv_close(s);
    snprintf(base_path, sizeof base_path, "%s.base", store());
    api_copy_file(store(), base_path);
}

static api_reply run_op(srv *s, enum op op)
{
    switch (op) {
    case CREATE_BOTS: return api(s, "POST", "/api/matches", NULL, BOTS);
    case CREATE_BOT_FIRST: return api(s, "POST", "/api/matches", NULL, BOT_FIRST);
    case JOIN: return api(s, "POST", "/api/matches/2/join", NULL, "{\"seat\":1}");
    default: return api(s, "POST", "/api/matches/1/choose", base_token, "{\"index\":2}");
    }
}

/* Fail the k-th write point of op: 500, and nothing changed in memory or,
 * after a restart, in the store; returns whether a fault was hit. */
static bool fail_at(enum op op, int k)
{
    fresh();
    api_copy_file(base_path, store());
    const char *before = base_picture;
    char spec[32];
    snprintf(spec, sizeof spec, "error:%d", k);
    setenv("RINGFALL_TEST_STORE_FAULT", spec, 1);
    srv *s = api_open(store(), NULL);
    unsetenv("RINGFALL_TEST_STORE_FAULT");
    api_reply r = run_op(s, op);
    bool failed = r.status == 500;
    if (!failed && r.status != 200 && r.status != 201)
        fprintf(stderr, "%s, fault %d: %d %s\n", op_name[op], k, r.status, r.text);
    assert_true(failed || r.status == 200 || r.status == 201);
    if (failed) assert_string_equal(api_error(&r), "STORE_FAILED");
    api_free(&r);
    char *now = picture(s);
    if (failed) assert_string_equal(before, now);              /* in memory */
    srv_close(s);
    s = api_open(store(), NULL);
    char *stored = picture(s);
    srv_close(s);
    /* in the store: as before the request, or (it succeeded) as answered */
    if (strcmp(stored, failed ? before : now) != 0)
        fprintf(stderr, "%s, fault %d:\n%s\n%s\n", op_name[op], k, failed ? before : now, stored);
    assert_string_equal(stored, failed ? before : now);
    free(now);
    free(stored);
    return failed;
}

static void test_failed_writes_change_nothing(void **state)
{
    (void)state;
    make_base();
    int total = 0;
    for (int op = 0; op < NOPS; op++) {
        int k = 1;
        while (fail_at((enum op)op, k)) k++;
        assert_true(k >= 2);                /* at least one write point failed */
        total += k - 1;
    }
    fprintf(stderr, "failed writes injected: %d, each answered 500 with nothing changed\n", total);
    free(base_picture);
    unlink(base_path);
}

int main(void)
{
    signal(SIGALRM, SIG_DFL);
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_start_up_plays_a_waiting_bot),
        cmocka_unit_test(test_damaged_pages_stop_start_up),
        cmocka_unit_test(test_invalid_rows_stop_start_up),
        cmocka_unit_test(test_finished_match_read_on_demand),
        cmocka_unit_test(test_list_pages),
        cmocka_unit_test(test_finished_matches_expire),
        cmocka_unit_test(test_failed_writes_change_nothing),
    };
    return cmocka_run_group_tests(tests, store_setup, store_teardown);
}
