/*
 * test_server_protocol.c — the protocol's lists (GET /api/protocol,
 * docs/protocol.md "Protocol lists") come from the one list of each
 * (RF_OPTION_KINDS, RF_STATUS_LIST, srv_errors.h): every option kind and
 * every error code once, with its value or HTTP status; each option of a
 * pending decision says its kind by that name; an error answer has the
 * list's status for its code, and a refused choice the engine's code.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "api_client.h"
#include "srv.h"

#define TWO_HUMANS "{\"seats\":[{\"kind\":\"human\"},{\"kind\":\"human\"}],\"seed\":11}"

static json_t *protocol(srv *s, api_reply *r)
{
    *r = api(s, "GET", "/api/protocol", NULL, NULL);
    assert_int_equal(r->status, 200);
    return r->json;
}

static void test_option_kinds_listed_once_from_the_engine(void **state)
{
    (void)state;
    srv *s = api_open(":memory:", NULL);
    api_reply r;
    json_t *kinds = json_object_get(protocol(s, &r), "option_kinds");
    int in_engine = 0;
    for (int k = 0; k < 256; k++) in_engine += rf_option_kind_name(k) != NULL;
    assert_int_equal((int)json_array_size(kinds), in_engine);
    size_t i;
    json_t *o;
    json_array_foreach(kinds, i, o) {
        int kind = (int)json_integer_value(json_object_get(o, "kind"));
        assert_string_equal(json_string_value(json_object_get(o, "name")), rf_option_kind_name(kind));
    }
    api_free(&r);
    srv_close(s);
}

/* The decision kinds by name from their one list (RF_DECISION_KINDS), and
 * every pending decision carries its kind's name (issue 15: no client
 * keeps a table of numbers) and rules for its "why" (its kind's rule when
 * the prompt cites none). */
static void test_decision_kinds_listed_and_named(void **state)
{
    (void)state;
    srv *s = api_open(":memory:", NULL);
    api_reply r;
    json_t *kinds = json_object_get(protocol(s, &r), "decision_kinds");
    assert_int_equal((int)json_array_size(kinds), RF_DEC_QUEUE + 1);
    size_t i;
    json_t *o;
    json_array_foreach(kinds, i, o) {
        assert_int_equal((int)json_integer_value(json_object_get(o, "kind")), (int)i);
        assert_string_equal(json_string_value(json_object_get(o, "name")), rf_decision_kind_name((int)i));
        const char *rule = rf_decision_kind_rule((int)i);          /* what the decision is */
        assert_string_equal(json_string_value(json_object_get(o, "rule")), rule ? rule : "");
        assert_true(i == RF_DEC_NONE || rule);
        if (!rule) continue;
        char at[64];                                   /* a rule the reference has */
        snprintf(at, sizeof at, "/api/rules/%s", rule);
        api_reply ref = api(s, "GET", at, NULL, NULL);
        assert_int_equal(ref.status, 200);
        api_free(&ref);
    }
    assert_string_equal(rf_decision_kind_name(RF_DEC_REACTION), "REACTION");
    assert_string_equal(rf_decision_kind_rule(RF_DEC_REACTION), "REACT-1");
    assert_null(rf_decision_kind_rule(RF_DEC_NONE));
    api_free(&r);
    int id = api_create(s, TWO_HUMANS);
    char path[64];
    snprintf(path, sizeof path, "/api/matches/%d/pending", id);
    r = api(s, "GET", path, NULL, NULL);
    json_t *p = json_object_get(r.json, "pending");
    assert_string_equal(json_string_value(json_object_get(p, "kind_name")),
                        rf_decision_kind_name((int)json_integer_value(json_object_get(p, "kind"))));
    api_free(&r);
    snprintf(path, sizeof path, "/api/matches/%d", id);
    r = api(s, "GET", path, NULL, NULL);
    assert_string_equal(json_string_value(json_object_get(json_object_get(r.json, "pending"), "kind_name")),
                        "COLOUR");                                               /* DRAFT-2 */
    json_t *why = json_object_get(json_object_get(r.json, "pending"), "rules");  /* every decision has a "why" */
    assert_true(json_array_size(why) >= 1);
    api_free(&r);
    srv_close(s);
}

/* The engine's and the server's errors: unique names, a 4xx or 5xx. */
static void test_errors_listed_once_each_with_its_status(void **state)
{
    (void)state;
    srv *s = api_open(":memory:", NULL);
    api_reply r;
    json_t *errors = json_object_get(protocol(s, &r), "errors");
    assert_int_equal((int)json_array_size(errors), RF_STATUS_COUNT - 1 + SRV_E_COUNT);
    for (size_t i = 0; i < json_array_size(errors); i++) {
        json_t *e = json_array_get(errors, i);
        const char *name = json_string_value(json_object_get(e, "name"));
        int status = (int)json_integer_value(json_object_get(e, "status"));
        assert_true(status >= 400 && status <= 599);
        for (size_t j = 0; j < i; j++)
            assert_string_not_equal(name, json_string_value(json_object_get(json_array_get(errors, j), "name")));
    }
    for (int e = 0; e < SRV_E_COUNT; e++)
        assert_true(srv_error_http_status((srv_err)e) >= 400);
    assert_string_equal(srv_error_name(SRV_E_STALE_STEP), "STALE_STEP");
    assert_int_equal(srv_error_http_status(SRV_E_STALE_STEP), 409);
    api_free(&r);
    srv_close(s);
}

/* An error answer: the list's status for the list's code. */
static void test_error_answer_has_the_list_status(void **state)
{
    (void)state;
    srv *s = api_open(":memory:", NULL);
    api_reply r = api(s, "GET", "/api/no-such-thing", NULL, NULL);
    assert_string_equal(api_error(&r), srv_error_name(SRV_E_NOT_FOUND));
    assert_int_equal(r.status, srv_error_http_status(SRV_E_NOT_FOUND));
    api_free(&r);
    srv_close(s);
}

/* Whose turn it is: the token of the seat that decides. */
static const char *decider(srv *s, int id, const char *t0, const char *t1)
{
    char path[64];
    snprintf(path, sizeof path, "/api/matches/%d/pending", id);
    api_reply r = api(s, "GET", path, t0, NULL);
    int seat = (int)json_integer_value(json_object_get(json_object_get(r.json, "pending"), "seat"));
    api_free(&r);
    return seat == 0 ? t0 : t1;
}

/* The options say their kind by name; a refused choice answers the
 * engine's code for an illegal choice (RF_E_ILLEGAL: "ILLEGAL", 422). */
static void test_refused_choice_answers_the_engine_code(void **state)
{
    (void)state;
    srv *s = api_open(":memory:", NULL);
    int id = api_create(s, TWO_HUMANS);
    const char *t0 = api_join(s, id, 0, 0), *t1 = api_join(s, id, 1, 1);
    const char *me = decider(s, id, t0, t1);
    api_reply r = api(s, "GET", "/api/matches/1/pending", me, NULL);
    json_t *opts = json_object_get(r.json, "options");
    assert_true(json_array_size(opts) > 0);
    size_t i;
    json_t *o;
    json_array_foreach(opts, i, o) {
        unsigned code = (unsigned)json_integer_value(json_object_get(o, "code"));
        assert_string_equal(json_string_value(json_object_get(o, "kind")),
                            rf_option_kind_name(rf_opt_kind_of(code)));
    }
    api_free(&r);
    const char *bad[] = { "{\"index\":5000}", "{\"code\":4294967295}", "{\"code\":16777216}" };
    for (size_t k = 0; k < sizeof bad / sizeof bad[0]; k++) {
        r = api(s, "POST", "/api/matches/1/choose", me, bad[k]);
        assert_string_equal(api_error(&r), rf_error_name(RF_E_ILLEGAL));
        assert_int_equal(r.status, rf_error_http_status(RF_E_ILLEGAL));
        assert_string_equal(api_error(&r), "ILLEGAL");          /* docs/protocol.md */
        assert_int_equal(r.status, 422);
        api_free(&r);
    }
    srv_close(s);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_option_kinds_listed_once_from_the_engine),
        cmocka_unit_test(test_errors_listed_once_each_with_its_status),
        cmocka_unit_test(test_decision_kinds_listed_and_named),
        cmocka_unit_test(test_error_answer_has_the_list_status),
        cmocka_unit_test(test_refused_choice_answers_the_engine_code),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
