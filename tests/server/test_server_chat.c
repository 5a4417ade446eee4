/*
 * test_server_chat.c — a match's chat (apps/server/h_chat.c, issue 16):
 * the table's messages reach everyone, a squad's only its own seats —
 * never the other squad nor a spectator, in no answer, stream, summary or
 * log; every refused message changes nothing: a spectator writing, the
 * other squad's chat, a text too long or not plain, a seat writing too
 * fast (on a clock the test drives); the chat survives a restart; a
 * message stored before messages kept their writer's name (2c6c405) is
 * shown by its seat's legends, never with no author.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>
#include <sqlite3.h>

#include "api_client.h"

static long long now_ms = 1700000000000LL;
static long long test_clock(void *ctx)
{
    (void)ctx;
    return now_ms;
}

static srv *open_at(const char *db)
{
    srv_config cfg = { .db_path = db, .data_dir = RF_DATA_DIR, .clock_ms = test_clock };
    rf_error err;
    srv *s = srv_open(&cfg, &err);
    if (!s) fprintf(stderr, "srv_open: %s\n", err.message);
    assert_non_null(s);
    return s;
}

typedef struct table {
    srv *s;
    int id;
    const char *tok[2];         /* the red seat's token, the blue seat's */
} table;

/* A match of two humans, both seats joined; tok[0] plays red. */
static table sit(srv *s)
{
    table t = { .s = s };
    t.id = api_create(s, "{\"start\":\"stages\",\"seats\":[{\"kind\":\"human\"},{\"kind\":\"human\"}]}");
    const char *a = api_join(s, t.id, 0, 0), *b = api_join(s, t.id, 1, 1);
    char path[48];
    snprintf(path, sizeof path, "/api/matches/%d", t.id);
    api_reply r = api(s, "GET", path, NULL, NULL);
    const char *c0 = json_string_value(json_object_get(
        json_array_get(json_object_get(r.json, "seats"), 0), "colour"));
    assert_non_null(c0);                         /* the stages: the colours drawn at once */
    bool red0 = strcmp(c0, "red") == 0;
    api_free(&r);
    t.tok[0] = red0 ? a : b;
    t.tok[1] = red0 ? b : a;
    return t;
}

static api_reply say(const table *t, const char *token, const char *body)
{
    char path[48];
    snprintf(path, sizeof path, "/api/matches/%d/chat", t->id);
    return api(t->s, "POST", path, token, body);
}

static int say_status(const table *t, const char *token, const char *body, const char *error)
{
    api_reply r = say(t, token, body);
    int st = r.status;
    if (error) assert_string_equal(api_error(&r), error);
    api_free(&r);
    return st;
}

/* The texts a reader (token NULL: a spectator) gets, joined by '|'. */
static void read_texts(const table *t, const char *token, char *out, size_t n)
{
    char path[64];
    snprintf(path, sizeof path, "/api/matches/%d/chat", t->id);
    api_reply r = api(t->s, "GET", path, token, NULL);
    assert_int_equal(r.status, 200);
    out[0] = '\0';
    json_t *m;
    size_t i;
    json_array_foreach(json_object_get(r.json, "messages"), i, m) {
        size_t k = strlen(out);
        snprintf(out + k, n - k, "%s%s", k ? "|" : "", json_string_value(json_object_get(m, "text")));
    }
    api_free(&r);
}

/* Everything a stream has to say now (wait 0), as one string. */
static void drain(srv_stream *st, char *out, size_t n)
{
    size_t k = 0;
    int got;
    out[0] = '\0';
    while (k + 1 < n && (got = srv_stream_next(st, out + k, n - k - 1, 0)) > 0) k += (size_t)got;
    out[k] = '\0';
}

static void test_chat_table_reaches_all_squad_only_its_own(void **state)
{
    (void)state;
    srv *s = open_at(":memory:");
    table t = sit(s);
    srv_response r = { 0 };
    srv_stream *spect = srv_chat_stream_open(s, t.id, -1, NULL, &r);
    char path[64];
    snprintf(path, sizeof path, "/api/matches/%d/chat/events", t.id);
    api_reply ev = api(s, "GET", path, t.tok[1], NULL);         /* the blue seat's stream */
    assert_int_equal(ev.status, 200);
    assert_int_equal(ev.raw.kind, SRV_STREAM);
    assert_int_equal(ev.raw.stream, SRV_EVENTS_CHAT);
    srv_stream *blue = srv_stream_for(s, &ev.raw, NULL);
    assert_non_null(blue);
    api_free(&ev);
    srv_stream *match_ev = srv_stream_open(s, t.id, NULL, &r);
    char buf[8192];
    drain(spect, buf, sizeof buf);                              /* the first event: empty */
    assert_non_null(strstr(buf, "event: chat"));
    drain(blue, buf, sizeof buf);
    drain(match_ev, buf, sizeof buf);

    assert_int_equal(say_status(&t, t.tok[0], "{\"text\":\"gl hf\"}", NULL), 201);
    assert_int_equal(say_status(&t, t.tok[0], "{\"to\":\"squad\",\"text\":\"rush the bin\"}", NULL), 201);
    assert_int_equal(say_status(&t, t.tok[0], "{\"to\":\"red\",\"text\":\"then the ridge\"}", NULL), 201);
    assert_int_equal(say_status(&t, t.tok[1], "{\"to\":\"table\",\"text\":\"you too\"}", NULL), 201);

    read_texts(&t, t.tok[0], buf, sizeof buf);
    assert_string_equal(buf, "gl hf|rush the bin|then the ridge|you too");
    read_texts(&t, t.tok[1], buf, sizeof buf);
    assert_string_equal(buf, "gl hf|you too");
    read_texts(&t, NULL, buf, sizeof buf);
    assert_string_equal(buf, "gl hf|you too");

    drain(spect, buf, sizeof buf);                              /* the streams: the same */
    assert_non_null(strstr(buf, "gl hf"));
    assert_non_null(strstr(buf, "you too"));
    assert_null(strstr(buf, "rush"));
    assert_null(strstr(buf, "ridge"));
    drain(blue, buf, sizeof buf);
    assert_non_null(strstr(buf, "you too"));
    assert_null(strstr(buf, "rush"));
    assert_null(strstr(buf, "ridge"));
    drain(match_ev, buf, sizeof buf);                           /* the match's: no chat at all */
    assert_string_equal(buf, "");

    /* Only red's message since: the others' streams say nothing, not even
     * that something was said. */
    assert_int_equal(say_status(&t, t.tok[0], "{\"to\":\"squad\",\"text\":\"secret plan\"}", NULL), 201);
    assert_int_equal(srv_stream_next(spect, buf, sizeof buf, 0), 0);
    assert_int_equal(srv_stream_next(blue, buf, sizeof buf, 0), 0);

    /* The numbers a spectator sees count the table's messages only. */
    snprintf(path, sizeof path, "/api/matches/%d/chat", t.id);
    api_reply sp = api(s, "GET", path, NULL, NULL);
    json_t *msgs = json_object_get(sp.json, "messages");
    assert_int_equal(json_integer_value(json_object_get(json_array_get(msgs, 1), "i")), 1);
    assert_int_equal(json_integer_value(json_object_get(json_object_get(sp.json, "next"), "table")), 2);
    assert_null(strstr(sp.text, "secret"));
    api_free(&sp);
    /* Nor in the summary, the log or the state of anyone but red. */
    const char *what[] = { "", "/log", "/state", "/pending" };
    for (int k = 0; k < 4; k++)
        for (int who = 0; who < 3; who++) {
            snprintf(path, sizeof path, "/api/matches/%d%s", t.id, what[k]);
            api_reply a = api(s, "GET", path, who < 2 ? t.tok[who] : NULL, NULL);
            assert_true(a.status == 200);
            assert_null(strstr(a.text, "secret"));
            assert_null(strstr(a.text, "rush the bin"));
            api_free(&a);
        }
    srv_stream_close(spect);
    srv_stream_close(blue);
    srv_stream_close(match_ev);
    srv_close(s);
}

static void test_chat_to_the_other_squad_refused(void **state)
{
    (void)state;
    srv *s = open_at(":memory:");
    table t = sit(s);
    assert_int_equal(say_status(&t, t.tok[0], "{\"to\":\"blue\",\"text\":\"hi\"}", "NOT_YOUR_SQUAD"), 403);
    assert_int_equal(say_status(&t, t.tok[1], "{\"to\":\"red\",\"text\":\"hi\"}", "NOT_YOUR_SQUAD"), 403);
    assert_int_equal(say_status(&t, t.tok[1], "{\"to\":\"everyone\",\"text\":\"hi\"}", "BAD_REQUEST"), 400);
    char buf[256];
    read_texts(&t, t.tok[0], buf, sizeof buf);
    assert_string_equal(buf, "");                               /* nothing was kept */
    read_texts(&t, t.tok[1], buf, sizeof buf);
    assert_string_equal(buf, "");
    /* With the draft, the winner of the Aim card draw chooses the colours
     * (DRAFT-2): until then no seat has a squad to talk to. */
    table d = { .s = s };
    d.id = api_create(s, "{\"seats\":[{\"kind\":\"human\"},{\"kind\":\"human\"}]}");
    d.tok[0] = api_join(s, d.id, 0, 4);
    assert_int_equal(say_status(&d, d.tok[0], "{\"to\":\"squad\",\"text\":\"hi\"}", "NO_SQUAD"), 409);
    assert_int_equal(say_status(&d, d.tok[0], "{\"to\":\"table\",\"text\":\"hi\"}", NULL), 201);
    srv_close(s);
}

static void test_chat_spectator_posting_refused(void **state)
{
    (void)state;
    srv *s = open_at(":memory:");
    table t = sit(s);
    assert_int_equal(say_status(&t, NULL, "{\"text\":\"hello\"}", "NO_TOKEN"), 401);
    const char *wrong = "0000000000000000000000000000000000000000000000000000000000000000";
    assert_int_equal(say_status(&t, wrong, "{\"text\":\"hello\"}", "BAD_TOKEN"), 401);
    char path[64], buf[256];
    snprintf(path, sizeof path, "/api/matches/%d/chat/events", t.id);
    api_reply ev = api(s, "GET", path, wrong, NULL);           /* a wrong token reads nothing */
    assert_int_equal(ev.status, 401);
    api_free(&ev);
    read_texts(&t, NULL, buf, sizeof buf);
    assert_string_equal(buf, "");
    srv_close(s);
}

static void test_chat_over_long_or_not_plain_refused(void **state)
{
    (void)state;
    srv *s = open_at(":memory:");
    table t = sit(s);
    char body[2048], text[1400];
    memset(text, 'a', 301);
    text[301] = '\0';
    snprintf(body, sizeof body, "{\"text\":\"%s\"}", text);
    api_reply r = say(&t, t.tok[0], body);
    assert_int_equal(r.status, 400);
    assert_non_null(strstr(r.text, "at most 300 characters (this one has 301)"));
    api_free(&r);
    text[0] = '\0';                                             /* 300 characters of 2 bytes */
    for (int i = 0; i < 300; i++) strcat(text, "\xc3\xa9");
    snprintf(body, sizeof body, "{\"text\":\"%s\"}", text);
    assert_int_equal(say_status(&t, t.tok[0], body, NULL), 201);
    assert_int_equal(say_status(&t, t.tok[0], "{\"text\":\"a\\nb\"}", "BAD_REQUEST"), 400);
    assert_int_equal(say_status(&t, t.tok[0], "{\"text\":\"   \"}", "BAD_REQUEST"), 400);
    assert_int_equal(say_status(&t, t.tok[0], "{\"text\":\"\"}", "BAD_REQUEST"), 400);
    assert_int_equal(say_status(&t, t.tok[0], "{\"text\":7}", "BAD_REQUEST"), 400);
    assert_int_equal(say_status(&t, t.tok[0], "{\"text\":\"x\",\"html\":true}", "BAD_REQUEST"), 400);
    assert_int_equal(say_status(&t, t.tok[0], "[1]", NULL), 400);
    char buf[2048];
    read_texts(&t, t.tok[0], buf, sizeof buf);
    assert_string_equal(buf, text);                             /* the one accepted only */
    srv_close(s);
}

static void test_chat_too_fast_refused_then_allowed(void **state)
{
    (void)state;
    srv *s = open_at(":memory:");
    table t = sit(s);
    long long t0 = now_ms;
    for (int i = 0; i < 5; i++) {
        now_ms = t0 + i * 1000;
        assert_int_equal(say_status(&t, t.tok[0], "{\"text\":\"spam\"}", NULL), 201);
    }
    now_ms = t0 + 7500;
    api_reply r = say(&t, t.tok[0], "{\"text\":\"spam\"}");
    assert_int_equal(r.status, 429);
    assert_string_equal(api_error(&r), "TOO_MANY_MESSAGES");
    assert_non_null(strstr(r.text, "at most 5 messages in 10 s: wait 3 s"));
    api_free(&r);
    assert_int_equal(say_status(&t, t.tok[1], "{\"text\":\"me?\"}", NULL), 201);   /* per seat */
    now_ms = t0 + 10000;                                        /* the first is 10 s old */
    assert_int_equal(say_status(&t, t.tok[0], "{\"text\":\"again\"}", NULL), 201);
    assert_int_equal(say_status(&t, t.tok[0], "{\"text\":\"spam\"}", "TOO_MANY_MESSAGES"), 429);
    char buf[256];
    read_texts(&t, NULL, buf, sizeof buf);
    assert_string_equal(buf, "spam|spam|spam|spam|spam|me?|again");
    srv_close(s);
}

static void test_chat_kept_across_a_restart(void **state)
{
    (void)state;
    srv *s = open_at(api_store());
    table t = sit(s);
    assert_int_equal(say_status(&t, t.tok[0], "{\"text\":\"before\"}", NULL), 201);
    assert_int_equal(say_status(&t, t.tok[0], "{\"to\":\"squad\",\"text\":\"ours\"}", NULL), 201);
    char tok0[80], tok1[80];
    snprintf(tok0, sizeof tok0, "%s", t.tok[0]);
    snprintf(tok1, sizeof tok1, "%s", t.tok[1]);
    srv_close(s);
    t.s = s = open_at(api_store());
    t.tok[0] = tok0;
    t.tok[1] = tok1;
    char buf[256];
    read_texts(&t, tok0, buf, sizeof buf);
    assert_string_equal(buf, "before|ours");
    read_texts(&t, tok1, buf, sizeof buf);
    assert_string_equal(buf, "before");
    assert_int_equal(say_status(&t, tok1, "{\"text\":\"after\"}", NULL), 201);
    read_texts(&t, NULL, buf, sizeof buf);
    assert_string_equal(buf, "before|after");
    srv_close(s);
}


/* The names of the messages a spectator reads, joined by '|'. */
static void read_names(const table *t, char *out, size_t n)
{
    char path[64];
    snprintf(path, sizeof path, "/api/matches/%d/chat", t->id);
    api_reply r = api(t->s, "GET", path, NULL, NULL);
    assert_int_equal(r.status, 200);
    out[0] = '\0';
    json_t *m;
    size_t i;
    json_array_foreach(json_object_get(r.json, "messages"), i, m) {
        const char *name = json_string_value(json_object_get(m, "name"));
        size_t k = strlen(out);
        snprintf(out + k, n - k, "%s%s%s", k ? "|" : "", name ? name : "(none)",
                 json_is_false(json_object_get(m, "named")) ? "*" : "");
    }
    api_free(&r);
}

/* A store of before 2c6c405: its chat table had no name column, and its
 * messages come back with an author — the legends the seat plays, which
 * the whole table sees (DRAFT-6) — never blank, marked "named": false. */
static void test_chat_stored_before_names_shows_its_seats_legends(void **state)
{
    (void)state;
    srv *s = open_at(api_store());
    table t = sit(s);
    assert_int_equal(say_status(&t, t.tok[0], "{\"text\":\"old news\"}", NULL), 201);
    assert_int_equal(say_status(&t, t.tok[1], "{\"text\":\"older still\"}", NULL), 201);
    srv_close(s);
    sqlite3 *d;                                 /* the table as it was before 2c6c405 */
    assert_int_equal(sqlite3_open(api_store(), &d), SQLITE_OK);
    assert_int_equal(sqlite3_exec(d, "CREATE TABLE c2 AS SELECT match, i, seat, squad, at_ms, "
                                  "text, seq FROM chat; DROP TABLE chat; CREATE TABLE chat("
                                  "match INTEGER NOT NULL, i INTEGER NOT NULL, seat INTEGER NOT "
                                  "NULL, squad INTEGER NOT NULL, at_ms INTEGER NOT NULL, text "
                                  "TEXT NOT NULL, seq INTEGER NOT NULL, PRIMARY KEY(match, squad, "
                                  "i)) WITHOUT ROWID; INSERT INTO chat SELECT * FROM c2; DROP "
                                  "TABLE c2;", NULL, NULL, NULL), SQLITE_OK);
    sqlite3_close(d);
    t.s = s = open_at(api_store());
    char buf[256];
    read_names(&t, buf, sizeof buf);
    /* the first-game squads (SETUP-10) as the stages start deals them:
     * red Bangalore and Wraith, blue Gibraltar and Bloodhound */
    assert_string_equal(buf, "Bangalore and Wraith's player*|Gibraltar and Bloodhound's player*");
    srv_close(s);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_chat_table_reaches_all_squad_only_its_own),
        cmocka_unit_test(test_chat_to_the_other_squad_refused),
        cmocka_unit_test(test_chat_spectator_posting_refused),
        cmocka_unit_test(test_chat_over_long_or_not_plain_refused),
        cmocka_unit_test(test_chat_too_fast_refused_then_allowed),
        cmocka_unit_test(test_chat_kept_across_a_restart),
        cmocka_unit_test(test_chat_stored_before_names_shows_its_seats_legends),
    };
    return cmocka_run_group_tests(tests, api_store_setup, api_store_teardown);
}
