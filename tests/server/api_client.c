/*
 * api_client.c — see api_client.h.
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

srv *api_open(const char *db, const char *web_dir)
{
    srv_config cfg = { .db_path = db, .data_dir = RF_DATA_DIR, .web_dir = web_dir };
    rf_error err;
    srv *s = srv_open(&cfg, &err);
    if (!s) fprintf(stderr, "srv_open: %s\n", err.message);
    assert_non_null(s);
    return s;
}

/* ?a=1&b=2 → lookups over a copy of the query (no decoding needed in tests). */
typedef struct query { char text[512]; } query;

static const char *query_arg(void *ctx, const char *key)
{
    query *q = ctx;
    size_t n = strlen(key);
    for (char *p = q->text; p && *p;) {
        char *amp = strchr(p, '&');
        if (strncmp(p, key, n) == 0 && p[n] == '=') {
            static char value[256];
            size_t len = amp ? (size_t)(amp - p - (ptrdiff_t)n - 1) : strlen(p + n + 1);
            snprintf(value, sizeof value, "%.*s", (int)len, p + n + 1);
            return value;
        }
        p = amp ? amp + 1 : NULL;
    }
    return NULL;
}

api_reply api(srv *s, const char *method, const char *path, const char *token, const char *body)
{
    char p[512];
    query q = { "" };
    snprintf(p, sizeof p, "%s", path);
    char *mark = strchr(p, '?');
    if (mark) {
        snprintf(q.text, sizeof q.text, "%s", mark + 1);
        *mark = '\0';
    }
    srv_request rq = { .method = method, .path = p, .token = token, .body = body,
                       .body_len = body ? strlen(body) : 0, .arg = query_arg, .arg_ctx = &q };
    api_reply r;
    memset(&r, 0, sizeof r);
    srv_handle(s, &rq, &r.raw);
    r.status = r.raw.status;
    r.text = r.raw.body;
    if (r.text) r.json = json_loadb(r.text, r.raw.len, 0, NULL);
    return r;
}

void api_free(api_reply *r)
{
    json_decref(r->json);
    srv_response_free(&r->raw);
}

const char *api_error(const api_reply *r)
{
    const char *e = json_string_value(json_object_get(r->json, "error"));
    return e ? e : "";
}

int api_create(srv *s, const char *body)
{
    api_reply r = api(s, "POST", "/api/matches", NULL, body);
    if (r.status != 201) fprintf(stderr, "create: %d %s\n", r.status, r.text);
    assert_int_equal(r.status, 201);
    int id = (int)json_integer_value(json_object_get(r.json, "id"));
    api_free(&r);
    return id;
}

const char *api_join(srv *s, int match, int seat, int k)
{
    static char tokens[8][80];
    char path[64], body[32];
    snprintf(path, sizeof path, "/api/matches/%d/join", match);
    snprintf(body, sizeof body, "{\"seat\":%d}", seat);
    api_reply r = api(s, "POST", path, NULL, body);
    assert_int_equal(r.status, 201);
    snprintf(tokens[k], sizeof tokens[k], "%s",
             json_string_value(json_object_get(r.json, "token")));
    api_free(&r);
    assert_int_equal(strlen(tokens[k]), 64);
    return tokens[k];
}

void api_choose_nth(srv *s, int match, const char *token, unsigned k)
{
    char path[64], body[48];
    snprintf(path, sizeof path, "/api/matches/%d/pending", match);
    api_reply p = api(s, "GET", path, token, NULL);
    size_t n = json_array_size(json_object_get(p.json, "options"));
    api_free(&p);
    assert_true(n > 0);
    snprintf(body, sizeof body, "{\"index\":%zu}", (size_t)k % n);
    snprintf(path, sizeof path, "/api/matches/%d/choose", match);
    api_reply r = api(s, "POST", path, token, body);
    assert_int_equal(r.status, 200);
    api_free(&r);
}

bool api_over(srv *s, int match)
{
    char path[48];
    snprintf(path, sizeof path, "/api/matches/%d", match);
    api_reply r = api(s, "GET", path, NULL, NULL);
    bool o = json_is_true(json_object_get(r.json, "over"));
    api_free(&r);
    return o;
}

static char store_dir[sizeof "/tmp/rf-store-XXXXXX"];
static char store_db[128];

int api_store_setup(void **state)
{
    (void)state;
    memcpy(store_dir, "/tmp/rf-store-XXXXXX", sizeof store_dir);  /* mkdtemp fills it: */
    if (!mkdtemp(store_dir)) return -1;                            /* anew for each test */
    snprintf(store_db, sizeof store_db, "%s/ringfall.db", store_dir);
    return 0;
}

int api_store_teardown(void **state)
{
    (void)state;
    char path[160];
    static const char *const files[] = { "", "-wal", "-shm" };
    for (int i = 0; i < 3; i++) {
        snprintf(path, sizeof path, "%s%s", store_db, files[i]);
        unlink(path);
    }
    rmdir(store_dir);
    return 0;
}

const char *api_store(void) { return store_db; }

void api_copy_file(const char *from, const char *to)
{
    FILE *in = fopen(from, "rb"), *out = fopen(to, "wb");
    assert_non_null(in);
    assert_non_null(out);
    char buf[8192];
    size_t n;
    while ((n = fread(buf, 1, sizeof buf, in)) > 0) assert_int_equal(fwrite(buf, 1, n, out), n);
    fclose(in);
    assert_int_equal(fclose(out), 0);
}
