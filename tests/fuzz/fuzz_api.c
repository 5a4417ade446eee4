/*
 * fuzz_api.c — libFuzzer target for the server's API (srv_handle, in
 * process: no sockets, hundreds of requests a second even under the
 * sanitizers). One input is one request, written as
 *     METHOD\nPATH[?QUERY]\nTOKEN\nBODY
 * where TOKEN is 0 or 1 (that seat of match 1, human against human), b
 * (seat 0 of match 2, human against a bot), c (seat 0 of match 3, a
 * Champions draft against a bot), x (a well-formed token of no seat),
 * anything else none (a token of one match used on another: b or c on
 * match 1); QUERY is key=value pairs joined by '&' (since, from, to).
 * What must hold after every request:
 *   - a status from 200 to 599; an error is JSON {"error", "message"};
 *   - a GET and any refused request change no match (docs/protocol.md,
 *     "an error changes nothing"): the summary (steps, pending decision,
 *     seats taken, result) of the match 1 to 3 the request names is after
 *     it as it was before.
 * The oracle asks the API, not the server's internals, so that it holds
 * whatever the server keeps inside. Matches accumulate up to a bound;
 * bots and humans advance as the inputs choose. Run by make fuzz / make
 * fuzz-api (tests/fuzz/run.sh); the engine's own invariants (rf_check)
 * are fuzz_game's.
 */
#include <jansson.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "server.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#define WATCHED 3                    /* matches 1 … 3, made at start-up */

static srv *server;
static char tokens[4][80];

/* The value of key in "k=v&k2=v2" (copied to a buffer per call site is
 * not needed: one request at a time). */
static char arg_value[4096];
static const char *query_arg(void *ctx, const char *key)
{
    const char *q = ctx;
    size_t n = strlen(key);
    while (q && *q) {
        const char *amp = strchr(q, '&');
        size_t len = amp ? (size_t)(amp - q) : strlen(q);
        if (len > n && strncmp(q, key, n) == 0 && q[n] == '=') {
            snprintf(arg_value, sizeof arg_value, "%.*s", (int)(len - n - 1), q + n + 1);
            return arg_value;
        }
        q = amp ? amp + 1 : NULL;
    }
    return NULL;
}

static char *call(const char *method, const char *path, const char *token, const char *body,
                  int *status)
{
    char p[4096];
    snprintf(p, sizeof p, "%s", path);
    char *mark = strchr(p, '?');
    if (mark) *mark++ = '\0';
    srv_request rq = { .method = method, .path = p, .token = token, .body = body,
                       .body_len = body ? strlen(body) : 0, .arg = mark ? query_arg : NULL,
                       .arg_ctx = mark };
    srv_response r;
    srv_handle(server, &rq, &r);
    *status = r.status;
    char *text = r.body;
    r.body = NULL;
    srv_response_free(&r);
    return text;
}

static void join(int match, int seat, char *out)
{
    char path[64], body[32];
    int status;
    snprintf(path, sizeof path, "/api/matches/%d/join", match);
    snprintf(body, sizeof body, "{\"seat\":%d}", seat);
    char *text = call("POST", path, NULL, body, &status);
    json_t *j = json_loads(text, 0, NULL);
    snprintf(out, 80, "%s", json_string_value(json_object_get(j, "token")));
    json_decref(j);
    free(text);
}

/* What a request may not change unless it succeeds: the summary of each
 * watched match, as it was after the last request that named it. */
static char *last[WATCHED + 1];

static char *summary(int id)
{
    char path[64];
    int status;
    snprintf(path, sizeof path, "/api/matches/%d", id);
    char *text = call("GET", path, NULL, NULL, &status);
    if (status != 200 || !text) abort();
    return text;
}

/* The watched match a path names ("/api/matches/2/choose": 2), or 0. */
static int named_match(const char *path)
{
    if (strncmp(path, "/api/matches/", 13) != 0) return 0;
    char *end;
    long id = strtol(path + 13, &end, 10);
    return id >= 1 && id <= WATCHED && (*end == '\0' || *end == '/' || *end == '?') ? (int)id : 0;
}

static void start(void)
{
    srv_config cfg = { .db_path = ":memory:", .data_dir = RF_DATA_DIR, .max_matches = 64 };
    rf_error err;
    server = srv_open(&cfg, &err);
    if (!server) abort();
    static const char *const create[WATCHED] = {
        "{\"seats\":[{\"kind\":\"human\"},{\"kind\":\"human\"}],\"seed\":1}",
        "{\"seats\":[{\"kind\":\"human\"},{\"kind\":\"random\"}],\"seed\":2}",
        "{\"seats\":[{\"kind\":\"human\"},{\"kind\":\"heuristic\"}],\"mode\":\"CHAMP\"}",
    };
    for (int i = 0; i < WATCHED; i++) {
        int status;
        free(call("POST", "/api/matches", NULL, create[i], &status));
        if (status != 201) abort();
    }
    join(1, 0, tokens[0]);
    join(1, 1, tokens[1]);
    join(2, 0, tokens[2]);
    join(3, 0, tokens[3]);
    for (int id = 1; id <= WATCHED; id++) last[id] = summary(id);
}

/* Split the input at its first three newlines. */
static bool split(char *in, char **part)
{
    part[0] = in;
    for (int k = 1; k < 4; k++) {
        char *nl = strchr(part[k - 1], '\n');
        if (!nl) return false;
        *nl = '\0';
        part[k] = nl + 1;
    }
    return true;
}

static const char *token_of(const char *t)
{
    if (strlen(t) != 1) return NULL;
    switch (t[0]) {
    case '0': return tokens[0];
    case '1': return tokens[1];
    case 'b': return tokens[2];
    case 'c': return tokens[3];
    case 'x': return "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef";
    default: return NULL;
    }
}

static void check_answer(const char *method, const char *path, int status, const char *text)
{
    if (status < 200 || status > 599) abort();
    if (status >= 400) {                               /* errors are JSON with a reason */
        json_t *j = text ? json_loads(text, 0, NULL) : NULL;
        if (!j || !json_string_value(json_object_get(j, "error")) ||
            !json_string_value(json_object_get(j, "message")))
            abort();
        json_decref(j);
    }
    int id = named_match(path);
    if (!id) return;
    char *now = summary(id);
    if ((status >= 400 || strcmp(method, "GET") == 0) && strcmp(now, last[id]) != 0) abort();
    free(last[id]);
    last[id] = now;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (!server) start();
    if (size > 20000) return 0;
    char *in = malloc(size + 1), *part[4];
    memcpy(in, data, size);
    in[size] = '\0';
    if (split(in, part)) {
        int status;
        char *text = call(part[0], part[1], token_of(part[2]), part[3], &status);
        check_answer(part[0], part[1], status, text);
        free(text);
    }
    free(in);
    return 0;
}
