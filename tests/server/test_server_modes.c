/*
 * test_server_modes.c — modes and modules in a create request
 * (docs/protocol.md, POST /api/matches; docs/modes.md): Team Deathmatch,
 * Capture the Flag and Assassination matches of two bots played to the
 * end, combinations the book or the engine refuses (MOD-2, MOD-4) answered
 * 400 BAD_SETUP with the engine's reason, and the mode and modules kept by
 * the store across a restart.
 * covers: MOD-1 MOD-2 MOD-4 ASSN-1
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "api_client.h"

#define BOTS "\"seats\":[{\"kind\":\"heuristic\"},{\"kind\":\"heuristic\"}]"


/* The summary's "modules" as "ring,events" ("" none). */
static void modules_of(const api_reply *r, char *buf, size_t n)
{
    json_t *a = json_object_get(r->json, "modules");
    buf[0] = '\0';
    assert_true(json_is_array(a));
    for (size_t i = 0; i < json_array_size(a); i++)
        snprintf(buf + strlen(buf), n - strlen(buf), "%s%s", i ? "," : "",
                 json_string_value(json_array_get(a, i)));
}

/* A match of two bots in mode with modules: played to the end at once. */
static void play_bots(const char *body, const char *mode, const char *modules, int size)
{
    srv *s = api_open(":memory:", NULL);
    api_reply r = api(s, "POST", "/api/matches", NULL, body);
    if (r.status != 201) fprintf(stderr, "%s: %d %s\n", body, r.status, r.text);
    assert_int_equal(r.status, 201);
    assert_string_equal(json_string_value(json_object_get(r.json, "mode")), mode);
    char got[128];
    modules_of(&r, got, sizeof got);
    assert_string_equal(got, modules);
    assert_int_equal(json_integer_value(json_object_get(r.json, "size")), size);
    assert_true(json_is_true(json_object_get(r.json, "over")));
    assert_true(json_integer_value(json_object_get(r.json, "step")) > 0);
    api_free(&r);
    r = api(s, "GET", "/api/matches/1/state", NULL, NULL);            /* the engine's mode */
    assert_int_equal(r.status, 200);
    json_t *obs = json_object_get(r.json, "observation");
    assert_string_equal(json_string_value(json_object_get(obs, "mode")), mode);
    json_t *ev = json_object_get(json_object_get(obs, "events"), "active");
    if (strstr(modules, "events")) {                /* the face-up card's words (EVENT-3) */
        const char *text = json_string_value(json_object_get(ev, "text"));
        assert_non_null(text);
        assert_true(strlen(text) > 10);
    }
    api_free(&r);
    srv_close(s);
}

static void test_tdm_bots_to_the_end(void **state)
{
    (void)state;                                             /* the Ring by default (MOD-1) */
    play_bots("{\"mode\":\"TDM\"," BOTS ",\"seed\":4}", "TDM", "ring", 2);
}

static void test_ctf_bots_to_the_end(void **state)
{
    (void)state;                        /* by name; no Ring: CTF does not allow it (MOD-4) */
    play_bots("{\"mode\":\"capture_the_flag\",\"modules\":[\"events\"]," BOTS ",\"seed\":6}",
              "CTF", "events", 2);
}

static void test_gunrun_bots_to_the_end(void **state)
{
    (void)state;                  /* GUNRUN-3 in a drafted match (R-GUNRUN-3), MOD-4 */
    play_bots("{\"mode\":\"TDM\",\"modules\":[\"ring\",\"gun_run\"]," BOTS ",\"seed\":3}",
              "TDM", "ring,gun_run", 2);
}

static void test_assn_bots_to_the_end(void **state)
{
    (void)state;                                             /* ASSN-1: 3 vs 3 by default */
    play_bots("{\"mode\":\"ASSN\",\"modules\":[\"ring\",\"supply_drops\"]," BOTS ",\"seed\":2}",
              "ASSN", "ring,supply_drops", 3);
}

/* Refused with 400 BAD_SETUP, the message naming `says`; nothing made. */
static void refused(srv *s, const char *body, const char *says)
{
    api_reply r = api(s, "POST", "/api/matches", NULL, body);
    const char *msg = json_string_value(json_object_get(r.json, "message"));
    if (r.status != 400 || !msg || !strstr(msg, says))
        fprintf(stderr, "%s: %d %s\n", body, r.status, r.text);
    assert_int_equal(r.status, 400);
    assert_string_equal(api_error(&r), "BAD_SETUP");
    assert_non_null(msg);
    assert_non_null(strstr(msg, says));
    api_free(&r);
}

static void test_refused_combinations(void **state)
{
    (void)state;
    srv *s = api_open(":memory:", NULL);
    refused(s, "{\"modules\":[\"gun_run\"]}", "gun_run");                         /* MOD-4 */
    refused(s, "{\"mode\":\"BR\",\"modules\":[\"ring\",\"gun_run\"]}", "MOD-4");
    refused(s, "{\"modules\":[\"ring\",\"heat_shields\"]}", "MOD-2");              /* MOD-2 */
    refused(s, "{\"mode\":\"CTF\",\"modules\":[\"ring\"]}", "MOD-4");
    refused(s, "{\"mode\":\"CHAMP\",\"size\":2}", "Champions is played 2 vs 4");   /* CHAMP-1 */
    refused(s, "{\"mode\":\"KOTH\"}", "unknown mode");
    refused(s, "{\"modules\":[\"lava\"]}", "unknown module");
    refused(s, "{\"modules\":\"ring\"}", "an array");
    refused(s, "{\"ring\":false,\"modules\":[\"ring\"]}", "disagree");
    assert_int_equal(srv_match_count(s), 0);
    srv_close(s);
}

static void test_ring_flag_still_works(void **state)
{
    (void)state;
    srv *s = api_open(":memory:", NULL);
    api_reply r = api(s, "POST", "/api/matches", NULL, "{\"ring\":false}");
    assert_int_equal(r.status, 201);
    char got[128];
    modules_of(&r, got, sizeof got);
    assert_string_equal(got, "");
    assert_false(json_is_true(json_object_get(r.json, "ring")));
    assert_string_equal(json_string_value(json_object_get(r.json, "mode")), "BR");
    api_free(&r);
    r = api(s, "POST", "/api/matches", NULL, "{\"ring\":true,\"modules\":[\"ring\",\"events\"]}");
    assert_int_equal(r.status, 201);
    modules_of(&r, got, sizeof got);
    assert_string_equal(got, "ring,events");
    assert_true(json_is_true(json_object_get(r.json, "ring")));
    api_free(&r);
    srv_close(s);
}

/* What a spectator sees of match 1: summary and observation. */
static char *seen(srv *s)
{
    api_reply a = api(s, "GET", "/api/matches/1", NULL, NULL);
    api_reply b = api(s, "GET", "/api/matches/1/state", NULL, NULL);
    assert_int_equal(b.status, 200);
    size_t n = strlen(a.text) + strlen(b.text) + 2;
    char *t = malloc(n);
    snprintf(t, n, "%s|%s", a.text, b.text);
    api_free(&a);
    api_free(&b);
    return t;
}

static void test_restart_keeps_the_mode(void **state)
{
    (void)state;
    srv *s = api_open(api_store(), NULL);
    api_create(s, "{\"mode\":\"TDM\",\"modules\":[\"heat_shields\"],\"seats\":[{\"kind\":"
                  "\"human\"},{\"kind\":\"heuristic\"}],\"seed\":9}");
    char *before = seen(s);
    srv_close(s);
    s = api_open(api_store(), NULL);
    char *after = seen(s);
    assert_string_equal(before, after);
    api_reply r = api(s, "GET", "/api/matches/1", NULL, NULL);
    assert_string_equal(json_string_value(json_object_get(r.json, "mode")), "TDM");
    char got[128];
    modules_of(&r, got, sizeof got);
    assert_string_equal(got, "heat_shields");
    assert_null(json_object_get(r.json, "broken"));
    api_free(&r);
    free(before);
    free(after);
    srv_close(s);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_tdm_bots_to_the_end),
        cmocka_unit_test(test_ctf_bots_to_the_end),
        cmocka_unit_test(test_assn_bots_to_the_end),
        cmocka_unit_test(test_gunrun_bots_to_the_end),
        cmocka_unit_test(test_refused_combinations),
        cmocka_unit_test(test_ring_flag_still_works),
        cmocka_unit_test(test_restart_keeps_the_mode),
    };
    return cmocka_run_group_tests(tests, api_store_setup, api_store_teardown);
}
