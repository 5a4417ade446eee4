/*
 * test_server_lobby.c — the live lobby (GET /api/lobby/events,
 * apps/server/h_lobby.c, issue 16): its stream tells at once when a match
 * appears, fills and ends, with the matches waiting for players newest
 * first; a choice that changes nothing the lobby shows sends nothing; its
 * streams are counted with the others (429 past a client's limit, 503 past
 * everyone's, freed when closed).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "api_client.h"

/* The data of the one event a stream has now (wait 0), parsed; NULL if
 * it has none. */
static json_t *next_event(srv_stream *st)
{
    char buf[65536];
    size_t k = 0;
    int got;
    while (k + 1 < sizeof buf && (got = srv_stream_next(st, buf + k, sizeof buf - k - 1, 0)) > 0)
        k += (size_t)got;
    buf[k] = '\0';
    if (!k) return NULL;
    assert_non_null(strstr(buf, "event: lobby\n"));
    char *data = strstr(buf, "data: ");
    assert_non_null(data);
    json_t *j = json_loads(data + 6, 0, NULL);
    assert_non_null(j);
    return j;
}

/* The ids of the event's open matches, as "3,1". */
static void open_ids(json_t *ev, char *out, size_t n)
{
    out[0] = '\0';
    json_t *m;
    size_t i;
    json_array_foreach(json_object_get(ev, "open"), i, m) {
        size_t k = strlen(out);
        snprintf(out + k, n - k, "%s%lld", k ? "," : "", json_integer_value(json_object_get(m, "id")));
    }
}

static void test_lobby_stream_tells_matches_appear_fill_and_end(void **state)
{
    (void)state;
    srv *s = api_open(":memory:", NULL);
    api_reply open = api(s, "GET", "/api/lobby/events", NULL, NULL);
    assert_int_equal(open.status, 200);
    assert_int_equal(open.raw.kind, SRV_STREAM);
    srv_stream *st = srv_stream_for(s, &open.raw, NULL);
    assert_non_null(st);
    api_free(&open);
    char ids[64];
    json_t *ev = next_event(st);                                /* at once, on opening */
    open_ids(ev, ids, sizeof ids);
    assert_string_equal(ids, "");
    json_decref(ev);
    assert_null(next_event(st));

    int a = api_create(s, "{\"seats\":[{\"kind\":\"human\"},{\"kind\":\"human\"}]}");
    ev = next_event(st);                                        /* it appears */
    char want[64];
    snprintf(want, sizeof want, "%d", a);
    open_ids(ev, ids, sizeof ids);
    assert_string_equal(ids, want);
    assert_int_equal(json_integer_value(json_object_get(ev, "live")), 1);
    json_decref(ev);

    int bots = api_create(s, "{\"seats\":[{\"kind\":\"random\"},{\"kind\":\"random\"}]}");
    ev = next_event(st);                                        /* over at once: live, not open */
    open_ids(ev, ids, sizeof ids);
    assert_string_equal(ids, want);
    assert_int_equal(json_integer_value(json_object_get(ev, "live")), 2);
    json_decref(ev);
    assert_true(api_over(s, bots));

    int b = api_create(s, "{\"start\":\"stages\",\"rounds\":1,"
                          "\"seats\":[{\"kind\":\"human\"},{\"kind\":\"random\"}]}");
    ev = next_event(st);
    snprintf(want, sizeof want, "%d,%d", b, a);                 /* newest first */
    open_ids(ev, ids, sizeof ids);
    assert_string_equal(ids, want);
    json_decref(ev);

    const char *tok = api_join(s, a, 0, 0);
    ev = next_event(st);                                        /* one seat of a taken: still open */
    open_ids(ev, ids, sizeof ids);
    assert_string_equal(ids, want);
    json_decref(ev);
    (void)tok;
    api_join(s, a, 1, 1);
    ev = next_event(st);                                        /* a is full */
    snprintf(want, sizeof want, "%d", b);
    open_ids(ev, ids, sizeof ids);
    assert_string_equal(ids, want);
    json_decref(ev);

    const char *tb = api_join(s, b, 0, 2);
    ev = next_event(st);
    open_ids(ev, ids, sizeof ids);
    assert_string_equal(ids, "");
    json_decref(ev);
    api_choose_nth(s, b, tb, 0);                                /* a choice: nothing to tell */
    assert_null(next_event(st));
    /* Choices spread by a multiplicative hash (the server's bots draw from
     * its secret, so the match differs per run; a plain k*7+3 can cycle
     * through free actions, ACT-17, as test_server_memory found). */
    for (unsigned k = 1; !api_over(s, b) && k < 20000; k++)
        api_choose_nth(s, b, tb, (k * 2654435761u) >> 7);
    assert_true(api_over(s, b));
    ev = next_event(st);                                        /* it ended */
    assert_non_null(ev);
    assert_int_equal(json_integer_value(json_object_get(ev, "live")), 3);
    json_decref(ev);
    assert_null(next_event(st));
    srv_stream_close(st);
    srv_close(s);
}

static void test_lobby_streams_limited_and_freed(void **state)
{
    (void)state;
    srv_config cfg = { .db_path = ":memory:", .data_dir = RF_DATA_DIR,
                       .limits = { .client_streams = 2, .streams = 3 } };
    rf_error err;
    srv *s = srv_open(&cfg, &err);
    assert_non_null(s);
    srv_response r = { 0 };
    srv_stream *st[4];
    for (int round = 0; round < 50; round++) {                 /* no leak of a count */
        st[0] = srv_lobby_stream_open(s, "192.0.2.1", &r);
        st[1] = srv_lobby_stream_open(s, "192.0.2.1", &r);
        assert_non_null(st[0]);
        assert_non_null(st[1]);
        assert_null(srv_lobby_stream_open(s, "192.0.2.1", &r));
        assert_int_equal(r.status, 429);
        assert_non_null(strstr(r.body, "\"error\":\"TOO_MANY_STREAMS\""));
        srv_response_free(&r);
        memset(&r, 0, sizeof r);
        assert_non_null(st[2] = srv_lobby_stream_open(s, "192.0.2.2", &r));
        assert_null(st[3] = srv_lobby_stream_open(s, "192.0.2.3", &r));     /* 3 in all */
        assert_int_equal(r.status, 503);
        srv_response_free(&r);
        memset(&r, 0, sizeof r);
        for (int i = 0; i < 3; i++) srv_stream_close(st[i]);
    }
    api_reply p = api(s, "POST", "/api/lobby/events", NULL, "{}");
    assert_int_equal(p.status, 405);
    api_free(&p);
    srv_close(s);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_lobby_stream_tells_matches_appear_fill_and_end),
        cmocka_unit_test(test_lobby_streams_limited_and_freed),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
