/*
 * fuzz_api.c — libFuzzer target for the server's API (srv_handle): one
 * input is one request, written as
 *     METHOD\nPATH\nTOKEN\nBODY
 * where TOKEN is 0 or 1 (the token of that seat of match 1), b (seat 0 of
 * match 2, human against a bot), x (a wrong token), anything else none.
 * Every answer must be a well-formed status with a JSON body (or a file /
 * stream), and the server's invariants must hold afterwards (rf_check on
 * the live matches through their state). Matches accumulate up to a
 * bound; bots and humans advance as the inputs choose. Run by
 * scripts/fuzz-api.sh (`make fuzz-api`).
 */
#include <jansson.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "server.h"

static srv *server;
static char tokens[3][80];

/* The query after '?' (the whole of it is the value of any key). */
static const char *query_arg(void *ctx, const char *key)
{
    const char *q = ctx;
    const char *eq = strchr(q, '=');
    (void)key;
    return eq ? eq + 1 : q;
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

static void start(void)
{
    srv_config cfg = { .db_path = ":memory:", .data_dir = RF_DATA_DIR, .max_matches = 64 };
    rf_error err;
    server = srv_open(&cfg, &err);
    if (!server) abort();
    int status;
    free(call("POST", "/api/matches", NULL,
              "{\"seats\":[{\"kind\":\"human\"},{\"kind\":\"human\"}],\"seed\":1}", &status));
    free(call("POST", "/api/matches", NULL,
              "{\"seats\":[{\"kind\":\"human\"},{\"kind\":\"random\"}],\"seed\":2}", &status));
    join(1, 0, tokens[0]);
    join(1, 1, tokens[1]);
    join(2, 0, tokens[2]);
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

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (!server) start();
    if (size > 20000) return 0;
    char *in = malloc(size + 1), *part[4];
    memcpy(in, data, size);
    in[size] = '\0';
    if (split(in, part)) {
        const char *token = strcmp(part[2], "0") == 0 ? tokens[0] : strcmp(part[2], "1") == 0
                            ? tokens[1] : strcmp(part[2], "b") == 0 ? tokens[2]
                            : strcmp(part[2], "x") == 0 ? "0123" : NULL;
        int status;
        char *text = call(part[0], part[1], token, part[3], &status);
        if (status < 200 || status > 599) abort();
        if (status >= 400) {                                /* errors are JSON with a reason */
            json_t *j = text ? json_loads(text, 0, NULL) : NULL;
            if (!j || !json_string_value(json_object_get(j, "error")) ||
                !json_string_value(json_object_get(j, "message")))
                abort();
            json_decref(j);
        }
        free(text);
    }
    free(in);
    return 0;
}
