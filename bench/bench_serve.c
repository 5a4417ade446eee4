/*
 * bench_serve.c — the server's speed (docs/performance.md, "Server"):
 *
 *  1. actions per CPU second through the API in process (srv_handle, no
 *     sockets): matches of a human seat against the heuristic bot, the
 *     human choosing random options (each choose request also makes the
 *     bot decisions that follow); its signature hashes every answer (the
 *     options offered, the index chosen, the steps played), so a speed
 *     change that changes behaviour shows;
 *  2. many matches at once over real HTTP (libmicrohttpd, libcurl with
 *     keep-alive): M client threads, each playing its own match against a
 *     heuristic bot seat (POST choose, whose answer holds the next
 *     options), for S seconds; the latency of every choose request is
 *     recorded and its percentiles printed. Twice: with THINK ms between a
 *     client's choices (players), then with none (saturation: the
 *     latency is then the queue of M clients).
 *
 * usage: bench_serve [MATCHES (200)] [SECONDS (20)] [THINK_MS (500)]
 * The clients run on the same machine as the server and share its cores,
 * so the figures are an upper bound on the server's own latency.
 *
 * The load test (make load, scripts/load.sh; docs/security.md, "Load"):
 *   bench_serve --url http://127.0.0.1:PORT MATCHES SECONDS THINK_MS
 * runs part 2 only, once, against a `ringfall serve` of its own process
 * (so that each can have a core), counting errors: a request that fails
 * or gets a status other than 200 / 201, or an answer that is not the
 * JSON expected. Exit status 1 if there was any.
 */
#include <curl/curl.h>
#include <jansson.h>
#include <pthread.h>
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "server.h"
#include "bench_sig.h"

#define MATCH "{\"seats\":[{\"kind\":\"human\"},{\"kind\":\"heuristic\"}],\"seed\":%d}"


static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

/* The process's CPU time (the machine is shared: not the wall clock). */
static double cpu_s(void)
{
    struct timespec t;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static json_t *handle(srv *s, const char *method, const char *path, const char *token,
                      const char *body)
{
    srv_request rq = { .method = method, .path = path, .token = token, .body = body,
                       .body_len = body ? strlen(body) : 0 };
    srv_response r;
    srv_handle(s, &rq, &r);
    json_t *j = r.body ? json_loads(r.body, 0, NULL) : NULL;
    srv_response_free(&r);
    return j;
}

static unsigned next_random(unsigned long long *x)
{
    *x ^= *x << 13;
    *x ^= *x >> 7;
    *x ^= *x << 17;
    return (unsigned)(*x >> 20);
}

/* A store at path holding a fixed secret, which srv_open keeps: the
 * server's bots are seeded from it (secret.c), so a run's answers, and its
 * signature, are the same each time (as test_server_restart.c does). */
static void store_with_fixed_secret(const char *path)
{
    static const unsigned char secret[32] = "bench_serve: a fixed secret....";
    sqlite3 *db;
    sqlite3_stmt *q = NULL;
    bool ok = sqlite3_open(path, &db) == SQLITE_OK &&
              sqlite3_exec(db, "CREATE TABLE IF NOT EXISTS secret(id INTEGER PRIMARY KEY CHECK "
                               "(id = 1), value BLOB NOT NULL)", NULL, NULL, NULL) == SQLITE_OK &&
              sqlite3_prepare_v2(db, "INSERT OR REPLACE INTO secret VALUES(1, ?)", -1, &q,
                                 NULL) == SQLITE_OK &&
              sqlite3_bind_blob(q, 1, secret, sizeof secret, SQLITE_STATIC) == SQLITE_OK &&
              sqlite3_step(q) == SQLITE_DONE;
    sqlite3_finalize(q);
    sqlite3_close(db);
    if (!ok) {
        fprintf(stderr, "bench_serve: cannot prepare the store %s\n", path);
        exit(1);
    }
}

/* A temporary store file with the fixed secret, in path (unlinked by
 * remove_store). */
static void temp_store(char *path, size_t n)
{
    snprintf(path, n, "/tmp/bench_serve_XXXXXX");
    int fd = mkstemp(path);
    if (fd < 0) exit(1);
    close(fd);
    store_with_fixed_secret(path);
}

static void remove_store(const char *path)
{
    static const char *const files[] = { "", "-wal", "-shm" };
    for (int i = 0; i < 3; i++) {
        char f[128];
        snprintf(f, sizeof f, "%s%s", path, files[i]);
        unlink(f);
    }
}

/* 1. In process: choose requests and engine steps per second. */
static void in_process(int matches)
{
    char db[64];
    temp_store(db, sizeof db);
    srv_config cfg = { .db_path = db };
    rf_error err;
    srv *s = srv_open(&cfg, &err);
    if (!s) exit(1);
    unsigned long long rng = 7, sig = BENCH_SIG_START;
    long chooses = 0, steps = 0;
    double t0 = cpu_s();
    for (int m = 1; m <= matches; m++) {
        char body[128], path[64], token[80];
        snprintf(body, sizeof body, MATCH, m);
        json_decref(handle(s, "POST", "/api/matches", NULL, body));
        snprintf(path, sizeof path, "/api/matches/%d/join", m);
        json_t *j = handle(s, "POST", path, NULL, "{\"seat\":0}");
        snprintf(token, sizeof token, "%s", json_string_value(json_object_get(j, "token")));
        json_decref(j);
        for (;;) {
            snprintf(path, sizeof path, "/api/matches/%d/pending", m);
            j = handle(s, "GET", path, token, NULL);
            size_t n = json_array_size(json_object_get(j, "options"));
            json_decref(j);
            if (n == 0) break;
            size_t index = (size_t)next_random(&rng) % n;
            snprintf(body, sizeof body, "{\"index\":%zu}", index);
            snprintf(path, sizeof path, "/api/matches/%d/choose", m);
            j = handle(s, "POST", path, token, body);
            long played = (long)json_integer_value(json_object_get(j, "played"));
            bench_sig_add(&sig, (unsigned long long)n << 40 ^ (unsigned long long)index << 20 ^
                                    (unsigned long long)played);
            steps += played;
            json_decref(j);
            chooses++;
        }
    }
    double t = cpu_s() - t0;
    printf("in process: %d matches (Battle Royale, the create request's default set-up: a human seat "
           "choosing at random, seeds 1-%d, against the heuristic bot), %ld choose requests, "
           "%ld steps in %.2f s of CPU\n  %.0f choose requests/CPU s (each with a pending "
           "request), %.0f engine steps/CPU s\n  signature: %016llx\n", matches, matches,
           chooses, steps, t, chooses / t, steps / t, sig);
    srv_close(s);
    remove_store(db);
}

/* --- 2. over HTTP --- */

typedef struct client {
    int port, id;
    int think_ms;                 /* a pause after each choice, as a player's */
    double until;
    double *lat;                  /* choose latencies, ms */
    int nlat, cap;
    long steps;
    int finished;                 /* matches played to the end */
    long errors;                  /* failed requests, statuses not 2xx, answers not JSON */
} client;

typedef struct buf { char *p; size_t n; } buf;

static size_t collect(char *data, size_t size, size_t n, void *user)
{
    buf *b = user;
    char *p = realloc(b->p, b->n + size * n + 1);
    if (!p) return 0;
    memcpy(p + b->n, data, size * n);
    b->n += size * n;
    p[b->n] = '\0';
    b->p = p;
    return size * n;
}

static json_t *http(CURL *c, client *cl, const char *method, const char *path, const char *token,
                    const char *body)
{
    char url[128], auth[128];
    snprintf(url, sizeof url, "http://127.0.0.1:%d%s", cl->port, path);
    snprintf(auth, sizeof auth, "Authorization: Bearer %s", token ? token : "");
    struct curl_slist *h = curl_slist_append(NULL, auth);
    if (body) h = curl_slist_append(h, "Content-Type: application/json");
    buf b = { NULL, 0 };
    curl_easy_setopt(c, CURLOPT_URL, url);
    curl_easy_setopt(c, CURLOPT_HTTPHEADER, h);
    curl_easy_setopt(c, CURLOPT_CUSTOMREQUEST, method);
    curl_easy_setopt(c, CURLOPT_POSTFIELDS, body);
    curl_easy_setopt(c, CURLOPT_HTTPGET, body ? 0L : 1L);
    if (body) curl_easy_setopt(c, CURLOPT_POSTFIELDS, body);
    curl_easy_setopt(c, CURLOPT_WRITEFUNCTION, collect);
    curl_easy_setopt(c, CURLOPT_WRITEDATA, &b);
    CURLcode rc = curl_easy_perform(c);
    long status = 0;
    curl_easy_getinfo(c, CURLINFO_RESPONSE_CODE, &status);
    curl_slist_free_all(h);
    json_t *j = rc == CURLE_OK && b.p ? json_loads(b.p, 0, NULL) : NULL;
    if (!j || (status != 200 && status != 201)) {
        if (cl->errors++ < 3)
            fprintf(stderr, "bench_serve: %s %s: %s, status %ld: %.200s\n", method, path,
                    curl_easy_strerror(rc), status, b.p ? b.p : "");
        json_decref(j);
        j = NULL;
    }
    free(b.p);
    return j;
}

/* A new match against the bot; its id and seat 0's token. */
static int new_match(CURL *c, client *cl, int seed, char *token)
{
    char body[128], path[64];
    snprintf(body, sizeof body, MATCH, seed);
    json_t *j = http(c, cl, "POST", "/api/matches", NULL, body);
    int id = (int)json_integer_value(json_object_get(j, "id"));
    json_decref(j);
    if (id == 0) {                                  /* counted: wait and go on */
        usleep(100000);
        return 0;
    }
    snprintf(path, sizeof path, "/api/matches/%d/join", id);
    j = http(c, cl, "POST", path, NULL, "{\"seat\":0}");
    snprintf(token, 80, "%s", json_string_value(json_object_get(j, "token")));
    json_decref(j);
    return id;
}

static void record(client *cl, double ms)
{
    if (cl->nlat == cl->cap) {
        cl->cap = cl->cap ? 2 * cl->cap : 1024;
        cl->lat = realloc(cl->lat, (size_t)cl->cap * sizeof *cl->lat);
    }
    cl->lat[cl->nlat++] = ms;
}

/* The number of options in a pending or choose answer (0: not this seat's
 * turn, or over). */
static size_t options_in(json_t *j)
{
    return json_array_size(json_object_get(j, "options"));
}

/* A new match and its first pending options (0 on failure: counted). */
static int start_match(CURL *c, client *cl, int seed, char *token, size_t *n)
{
    char path[64];
    int id = new_match(c, cl, seed, token);
    *n = 0;
    if (id == 0) return 0;
    snprintf(path, sizeof path, "/api/matches/%d/pending", id);
    json_t *j = http(c, cl, "GET", path, token, NULL);
    *n = options_in(j);
    json_decref(j);
    return id;
}

static void *play(void *arg)
{
    client *cl = arg;
    CURL *c = curl_easy_init();
    unsigned long long rng = 0x9e3779b97f4a7c15ULL + (unsigned)cl->id;
    char token[80], path[64], body[64];
    size_t n;
    int round = 0, id = start_match(c, cl, cl->id, token, &n);
    while (now() < cl->until) {
        if (n == 0) {                                   /* over: the next match */
            if (id) cl->finished++;
            id = start_match(c, cl, cl->id + 100000 * ++round, token, &n);
            continue;
        }
        snprintf(body, sizeof body, "{\"index\":%zu}", (size_t)next_random(&rng) % n);
        snprintf(path, sizeof path, "/api/matches/%d/choose", id);
        double t0 = now();
        json_t *j = http(c, cl, "POST", path, token, body);   /* answers the next decision */
        record(cl, (now() - t0) * 1000);
        cl->steps += json_integer_value(json_object_get(j, "played"));
        n = options_in(j);
        json_decref(j);
        if (cl->think_ms) usleep((useconds_t)cl->think_ms * 1000);
    }
    curl_easy_cleanup(c);
    return NULL;
}

static int by_value(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

/* M client threads against the server at port for S seconds; prints the
 * figures and returns the number of errors. */
static long run_clients(int port, int matches, int seconds, int think_ms)
{
    client *cl = calloc((size_t)matches, sizeof *cl);
    pthread_t *th = calloc((size_t)matches, sizeof *th);
    double t0 = now();
    for (int i = 0; i < matches; i++) {
        cl[i] = (client){ .port = port, .id = i + 1, .until = t0 + seconds, .think_ms = think_ms };
        pthread_create(&th[i], NULL, play, &cl[i]);
    }
    long n = 0, steps = 0, finished = 0, errors = 0;
    for (int i = 0; i < matches; i++) {
        pthread_join(th[i], NULL);
        n += cl[i].nlat;
        steps += cl[i].steps;
        finished += cl[i].finished;
        errors += cl[i].errors;
    }
    double t = now() - t0;
    double *all = malloc((size_t)(n ? n : 1) * sizeof *all);
    long k = 0;
    for (int i = 0; i < matches; i++) {
        memcpy(all + k, cl[i].lat, (size_t)cl[i].nlat * sizeof *all);
        k += cl[i].nlat;
        free(cl[i].lat);
    }
    qsort(all, (size_t)n, sizeof *all, by_value);
    printf("over HTTP: %d matches at once (each a client thread against a heuristic bot seat, "
           "%d ms between choices), %.1f s\n  %ld choose requests (%.0f/s), %ld steps "
           "(%.0f/s), %ld matches finished, %ld errors\n  choose latency: p50 %.2f ms, "
           "p90 %.2f ms, p99 %.2f ms, max %.2f ms\n", matches, think_ms, t, n, n / t, steps,
           steps / t, finished, errors, n ? all[n / 2] : 0, n ? all[n * 9 / 10] : 0,
           n ? all[n * 99 / 100] : 0, n ? all[n - 1] : 0);
    free(all);
    free(cl);
    free(th);
    return errors;
}

static void over_http(int matches, int seconds, int think_ms)
{
    char db[] = "/tmp/bench-serve-XXXXXX";
    if (!mkdtemp(db)) exit(1);
    char path[96];
    snprintf(path, sizeof path, "%s/bench.db", db);
    srv_config cfg = { .db_path = path, .max_matches = 1000000,      /* every client is 127.0.0.1 */
                       .limits = { .client_connections = 100000, .creates_per_minute = 100000 } };
    rf_error err;
    srv *s = srv_open(&cfg, &err);
    srv_http *h = s ? srv_http_start(s, "127.0.0.1", 0) : NULL;
    if (!h) exit(1);
    run_clients(srv_http_port(h), matches, seconds, think_ms);
    srv_http_stop(h);
    srv_close(s);
    remove_store(path);
    rmdir(db);
}

/* --url http://127.0.0.1:PORT MATCHES SECONDS THINK_MS: the load test. */
static int load_test(int argc, char **argv)
{
    const char *loopback = "http://127.0.0.1:";
    if (argc != 6 || strncmp(argv[2], loopback, strlen(loopback)) != 0 || atoi(argv[3]) < 1 ||
        atoi(argv[4]) < 1 || atoi(argv[5]) < 0) {
        fprintf(stderr, "usage: bench_serve --url http://127.0.0.1:PORT MATCHES SECONDS "
                        "THINK_MS\n");
        return 2;
    }
    curl_global_init(CURL_GLOBAL_DEFAULT);
    long errors = run_clients(atoi(argv[2] + strlen(loopback)), atoi(argv[3]), atoi(argv[4]),
                              atoi(argv[5]));
    curl_global_cleanup();
    return errors ? 1 : 0;
}

/* --- 3. memory: finished matches (issue 14) --- */

static long rss_kb(void)
{
    FILE *f = fopen("/proc/self/status", "r");
    char line[256];
    long kb = -1;
    while (f && fgets(line, sizeof line, f))
        if (strncmp(line, "VmRSS:", 6) == 0) kb = atol(line + 6);
    if (f) fclose(f);
    return kb;
}

/* N matches between two random bots, each played whole inside its create
 * request (finished at once, kept live: no expiry in this run), through
 * srv_handle with the SQLite store in a file; the process's resident size
 * before and after, per finished match. */
static int memory(int n)
{
    char db[64];
    temp_store(db, sizeof db);
    /* No expiry while it runs (minutes on a loaded machine): all n stay live. */
    srv_config cfg = { .db_path = db, .max_matches = n + 10, .expire_after = 1000000000 };
    rf_error err;
    srv *s = srv_open(&cfg, &err);
    if (!s) {
        fprintf(stderr, "bench_serve: %s\n", err.message);
        return 1;
    }
    long before = rss_kb();
    double c0 = cpu_s();
    for (int m = 1; m <= n; m++) {
        char body[128];
        snprintf(body, sizeof body, "{\"seats\":[{\"kind\":\"random\"},{\"kind\":\"random\"}],"
                 "\"seed\":%d}", m);
        json_decref(handle(s, "POST", "/api/matches", NULL, body));
    }
    long after = rss_kb();
    printf("memory: %d finished matches (random vs random, the create request's default "
           "set-up; %.1f s of CPU), live matches %d\n  RSS %.1f MB before, %.1f MB after: %.1f KB per finished "
           "match (targets: RSS at most 300 MB with 10,000, at most 16 KB each)\n", n,
           cpu_s() - c0, srv_match_count(s), before / 1024.0, after / 1024.0, (double)(after - before) / n);
    /* Their logs asked for: each rebuilt from the store for its request
     * and freed after it (issue 14), so reading them holds nothing. */
    int asked = n < 100 ? n : 100;
    size_t lines = 0;
    unsigned long long sig = BENCH_SIG_START;
    double t0 = cpu_s();
    for (int k = 0; k < asked; k++) {
        char path[64];
        snprintf(path, sizeof path, "/api/matches/%d/log", 1 + (int)((long)k * n / asked));
        json_t *j = handle(s, "GET", path, NULL, NULL);
        size_t k_lines = json_array_size(json_object_get(j, "lines"));
        bench_sig_add(&sig, k_lines);
        lines += k_lines;
        json_decref(j);
    }
    printf("  the log of %d of them read (%zu lines in all): %.2f ms of CPU each, RSS %.1f MB "
           "after\n  signature (their lengths): %016llx\n", asked, lines,
           1000 * (cpu_s() - t0) / asked, rss_kb() / 1024.0, sig);
    srv_close(s);
    remove_store(db);
    return 0;
}

int main(int argc, char **argv)
{
    if (argc > 1 && strcmp(argv[1], "--url") == 0) return load_test(argc, argv);
    if (argc > 1 && strcmp(argv[1], "--memory") == 0) return memory(argc > 2 ? atoi(argv[2]) : 10000);
    int matches = argc > 1 ? atoi(argv[1]) : 200, seconds = argc > 2 ? atoi(argv[2]) : 20;
    int think = argc > 3 ? atoi(argv[3]) : 500;
    if (matches < 1 || seconds < 1 || think < 0) {
        fprintf(stderr, "usage: bench_serve [MATCHES (200)] [SECONDS (20)] [THINK_MS (500)]\n");
        return 2;
    }
    curl_global_init(CURL_GLOBAL_DEFAULT);
    in_process(20);
    over_http(matches, seconds, think);      /* players who take their time */
    over_http(matches, seconds, 0);          /* clients as fast as they can: saturation */
    curl_global_cleanup();
    return 0;
}
