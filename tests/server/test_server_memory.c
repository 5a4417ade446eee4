/*
 * test_server_memory.c — finished matches do not keep their game, bots,
 * log and choices in memory (issue 14): once over, a match in the
 * registry is its summary only (match_compact), and everything else it
 * answers (the log, the observations, the replay, the line of sight) is
 * rebuilt from the store for the request that asks, the same as the
 * engine replaying its recorded choices gives; nothing is lost across a
 * restart.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "api_client.h"
#include "srv.h"

#define HUMAN_VS_BOT "{\"seats\":[{\"kind\":\"human\"},{\"kind\":\"random\"}],\"seed\":11,"\
                     "\"rounds\":2}"
#define BOTS "{\"seats\":[{\"kind\":\"heuristic\"},{\"kind\":\"random\"}],\"seed\":12}"

/* The body of a GET (status expected), malloc'd. */
static char *get(srv *s, const char *path, const char *token, int status)
{
    api_reply r = api(s, "GET", path, token, NULL);
    assert_int_equal(r.status, status);
    char *t = strdup(r.text ? r.text : "");
    api_free(&r);
    return t;
}

/* The match in memory holds nothing but its summary (read under its
 * lock, asserted after: a failure must not leave it locked). */
static void assert_compact(srv *s, int id)
{
    srv_match *mt = registry_find(s->reg, id);
    assert_non_null(mt);
    pthread_mutex_lock(&mt->lock);
    bool compact = mt->compact, bots = mt->seat[0].bot || mt->seat[1].bot;
    bool held = mt->game || mt->log || mt->nlog || mt->code || mt->hash;
    int steps = mt->nsteps;
    pthread_mutex_unlock(&mt->lock);
    match_release(mt);
    assert_true(compact);
    assert_false(held);               /* no game, log lines, choices or hashes */
    assert_false(bots);
    assert_true(steps > 0);
}

/* What the engine says of the finished match, rebuilt from its replay
 * file: seat's observation and log lines, as the server sends them. */
typedef struct reference {
    char *state[2];          /* seat 0, a spectator: GET .../state's body */
    json_t *log[2];          /* the lines' texts each may read */
} reference;

static void on_line(void *user, int seat, const char *line)
{
    json_t **log = user;                      /* [seat 0's lines, the public ones] */
    if (seat <= 0) json_array_append_new(log[0], json_string(line));
    if (seat < 0) json_array_append_new(log[1], json_string(line));
}

static reference from_replay(srv *s, int id)
{
    char path[64];
    snprintf(path, sizeof path, "/api/matches/%d/replay", id);
    char *text = get(s, path, NULL, 200);
    char file[] = "/tmp/rf-memory-replay-XXXXXX";
    int fd = mkstemp(file);
    assert_true(fd >= 0);
    assert_int_equal(write(fd, text, strlen(text)), (ssize_t)strlen(text));
    close(fd);
    free(text);
    rf_replay *rep;
    rf_content *c;
    rf_map *m;
    rf_game *g;
    rf_error err;
    assert_int_equal(rf_replay_load(file, &rep, &err), RF_OK);
    unlink(file);
    assert_int_equal(rf_content_load(RF_DATA_DIR, &c, &err), RF_OK);
    assert_int_equal(rf_map_load(c, rf_replay_map(rep), &m, &err), RF_OK);
    reference ref = { .log = { json_array(), json_array() } };
    assert_int_equal(rf_replay_play_logged(rep, c, m, on_line, ref.log, &g, &err), RF_OK);
    assert_true(rf_game_over(g, NULL));
    /* a finished match's state: why it ended in words, rule IDs apart (h_play.c) */
    char reason[SRV_WORDS_MAX], plain[SRV_WORDS_MAX];
    rf_game_end_reason(g, reason, sizeof reason);
    json_t *rules = srv_rule_words(reason, plain, sizeof plain), *words = json_string(plain);
    char *rules_text = json_dumps(rules, JSON_COMPACT | JSON_ENCODE_ANY);
    char *words_text = json_dumps(words, JSON_COMPACT | JSON_ENCODE_ANY);
    for (int k = 0; k < 2; k++) {
        int seat = k == 0 ? 0 : -1, n = rf_observe(g, seat, NULL, 0);
        char *obs = malloc((size_t)n + 1);
        rf_observe(g, seat, obs, (size_t)n + 1);
        size_t len = (size_t)n + 96 + strlen(rules_text) + strlen(words_text);
        ref.state[k] = malloc(len);
        snprintf(ref.state[k], len, "{\"match\":%d,\"step\":%d,\"seat\":%d,\"observation\":%s,"
                 "\"end\":{\"words\":%s,\"rules\":%s}}", id, rf_replay_length(rep), seat, obs,
                 words_text, rules_text);
        free(obs);
    }
    free(rules_text);
    free(words_text);
    json_decref(rules);
    json_decref(words);
    rf_game_free(g);
    rf_map_free(m);
    rf_content_free(c);
    rf_replay_free(rep);
    return ref;
}

static void reference_free(reference *ref)
{
    for (int k = 0; k < 2; k++) {
        free(ref->state[k]);
        json_decref(ref->log[k]);
    }
}

/* The texts of GET .../log for a token (NULL: a spectator), every page. */
static json_t *log_texts(srv *s, int id, const char *token)
{
    json_t *texts = json_array();
    int since = 0;
    for (;;) {
        char path[80];
        snprintf(path, sizeof path, "/api/matches/%d/log?since=%d", id, since);
        api_reply r = api(s, "GET", path, token, NULL);
        assert_int_equal(r.status, 200);
        json_t *lines = json_object_get(r.json, "lines"), *l;
        size_t i;
        json_array_foreach(lines, i, l)
            json_array_append(texts, json_object_get(l, "text"));
        int next = (int)json_integer_value(json_object_get(r.json, "next"));
        bool more = json_array_size(lines) > 0 && next > since;
        api_free(&r);
        if (!more) break;
        since = next;
    }
    return texts;
}

/* Everything a finished match answers but its summary, as one text. */
static char *answers(srv *s, int id, const char *token)
{
    static const char *const ends[] = { "state", "log", "replay", "pending",
                                        "los?from=1,1&to=5,3" };
    char *all = strdup("");
    for (size_t k = 0; k < 2 * sizeof ends / sizeof ends[0]; k++) {
        char path[80];
        snprintf(path, sizeof path, "/api/matches/%d/%s", id, ends[k / 2]);
        char *t = get(s, path, k % 2 ? NULL : token, 200);
        size_t n = strlen(all) + strlen(t) + 2;
        all = realloc(all, n);
        strcat(all, t);
        strcat(all, "|");
        free(t);
    }
    return all;
}

/* The person's choices: an index spread over the options by a
 * multiplicative hash. A plain k * a + b can fall into a cycle of free
 * actions (ACT-17: drop a token, pick it up again) that never ends the
 * match; the cap makes such a loop a failure instead of a hang. */
enum { MAX_CHOICES = 20000 };

static unsigned spread(unsigned k, unsigned salt)
{
    return ((k + salt) * 2654435761u) >> 11;
}

/* Played to its end by a person: the match in memory is its summary
 * only, and its log, observations and replay are answered from the store
 * as the engine replaying its choices gives them (every line, numbered as
 * while it was played); it stays compact after each of those requests. */
static void test_finished_match_answered_from_the_store(void **state)
{
    (void)state;
    srv *s = api_open(api_store(), NULL);
    int id = api_create(s, HUMAN_VS_BOT);
    char token[80];
    snprintf(token, sizeof token, "%s", api_join(s, id, 0, 0));
    json_t *played = NULL;                      /* the log while it was still played */
    for (unsigned k = 0; !api_over(s, id); k++) {
        assert_true(k < MAX_CHOICES);
        json_decref(played);
        played = log_texts(s, id, token);
        api_choose_nth(s, id, token, spread(k, 5));
    }
    assert_compact(s, id);
    reference ref = from_replay(s, id);
    assert_compact(s, id);
    json_t *mine = log_texts(s, id, token), *public = log_texts(s, id, NULL);
    assert_true(json_equal(mine, ref.log[0]));
    assert_true(json_equal(public, ref.log[1]));
    assert_true(json_array_size(played) > 0 && json_array_size(played) < json_array_size(mine));
    for (size_t i = 0; i < json_array_size(played); i++)        /* the same lines, the same numbers */
        assert_true(json_equal(json_array_get(played, i), json_array_get(mine, i)));
    char *st = get(s, "/api/matches/1/state", token, 200), *sp = get(s, "/api/matches/1/state",
                                                                       NULL, 200);
    assert_string_equal(st, ref.state[0]);
    assert_string_equal(sp, ref.state[1]);
    assert_compact(s, id);
    api_reply r = api(s, "POST", "/api/matches/1/choose", token, "{\"index\":0}");
    assert_int_equal(r.status, 409);
    assert_string_equal(api_error(&r), "GAME_OVER");
    api_free(&r);
    r = api(s, "POST", "/api/matches/1/join", NULL, "{\"seat\":1}");   /* still the bot's */
    assert_string_equal(api_error(&r), "BOT_SEAT");
    api_free(&r);
    assert_compact(s, id);
    free(st);
    free(sp);
    json_decref(mine);
    json_decref(public);
    json_decref(played);
    reference_free(&ref);
    srv_close(s);
}

/* A match two bots play whole inside its create request is compact at
 * once, as is one a person finished; their summaries (from what the
 * compact match keeps) are the ones the server gives after a restart
 * (rebuilt from the store), and so is every other answer, the person's
 * seat included (its token still holds it): nothing is lost. */
static void test_restart_loses_nothing(void **state)
{
    (void)state;
    srv *s = api_open(api_store(), NULL);
    int human = api_create(s, HUMAN_VS_BOT), bots = api_create(s, BOTS);
    const char *token = api_join(s, human, 0, 0);
    for (unsigned k = 0; !api_over(s, human); k++) {
        assert_true(k < MAX_CHOICES);
        api_choose_nth(s, human, token, spread(k, 3));
    }
    assert_compact(s, bots);
    assert_compact(s, human);
    char *before[2], *summary[2];
    int ids[2] = { human, bots };
    for (int k = 0; k < 2; k++) {
        char path[48];
        snprintf(path, sizeof path, "/api/matches/%d", ids[k]);
        summary[k] = get(s, path, NULL, 200);
        before[k] = answers(s, ids[k], k ? NULL : token);
        assert_compact(s, ids[k]);
    }
    srv_close(s);
    s = api_open(api_store(), NULL);
    assert_int_equal(srv_match_count(s), 0);               /* finished: read when asked */
    for (int k = 0; k < 2; k++) {
        char path[48];
        snprintf(path, sizeof path, "/api/matches/%d", ids[k]);
        char *sum = get(s, path, NULL, 200), *after = answers(s, ids[k], k ? NULL : token);
        assert_string_equal(sum, summary[k]);
        assert_string_equal(after, before[k]);
        free(sum);
        free(after);
        free(summary[k]);
        free(before[k]);
    }
    srv_close(s);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_finished_match_answered_from_the_store),
        cmocka_unit_test(test_restart_loses_nothing),
    };
    return cmocka_run_group_tests(tests, api_store_setup, api_store_teardown);
}
