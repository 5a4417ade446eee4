/*
 * http_fuzz.c — random and malformed HTTP requests to a running `ringfall
 * serve` (the HTTP layer of docs/protocol.md: libmicrohttpd, size limits,
 * headers, tokens), fast: each client thread keeps one connection alive
 * with libcurl, and one request in RAW_EVERY goes over a raw socket with
 * bytes no HTTP client would send (broken request lines, huge or endless
 * headers, bodies shorter or longer than announced, a connection dropped
 * halfway).
 *
 * usage: http_fuzz URL SECONDS [CLIENTS (4)] [SEED (1)]
 *   URL is the server's http://127.0.0.1:PORT (loopback only).
 * Each request mixes: a method (also unknown ones), a path of the API or
 * of web/ with random bytes added, a token (a seat's, a wrong one, none),
 * Content-Type, Origin and Host headers right, wrong or absent, and a body
 * (a request the API knows, random bytes, or over the 16 KiB limit).
 * Exit status 1 if the server dropped a connection it had accepted or
 * answered 500, 502 or 504 (a refusal is a 4xx, and 503 / 429 are what a
 * loaded server may say), or did not answer GET /api/matches afterwards.
 */
#include <arpa/inet.h>
#include <curl/curl.h>
#include <netinet/in.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/time.h>
#include <time.h>
#include <unistd.h>

#define RAW_EVERY 16
#define MAX_BODY (64 * 1024)

static const char *base;                 /* http://127.0.0.1:PORT */
static int port;
static char token[80];
static double until;
static atomic_long sent, raw_sent, by_class[6], transport_errors, server_errors;

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static unsigned next(unsigned long long *x)
{
    *x ^= *x << 13;
    *x ^= *x >> 7;
    *x ^= *x << 17;
    return (unsigned)(*x >> 20);
}

#define PICK(rng, a) (a[next(rng) % (sizeof a / sizeof a[0])])

static const char *const methods[] = { "GET", "GET", "GET", "POST", "POST", "POST", "PUT",
                                       "DELETE", "HEAD", "OPTIONS", "PATCH", "TRACE", "GE T",
                                       "get", "POSTX" };
static const char *const paths[] = {
    "/", "/index.html", "/app.js", "/style.css", "/api", "/api/", "/api/matches", "/api/matches/",
    "/api/matches/1", "/api/matches/1/state", "/api/matches/1/pending", "/api/matches/1/choose",
    "/api/matches/1/log?since=0", "/api/matches/1/log?since=-5", "/api/matches/1/log?since=9e99",
    "/api/matches/1/replay", "/api/matches/1/join", "/api/matches/2/choose",
    "/api/matches/1/los?from=3,4&to=5,6", "/api/matches/1/los?from=&to=", "/api/maps",
    "/api/maps/crossroads", "/api/maps/..%2f..%2fetc%2fpasswd", "/api/modes", "/api/content",
    "/api/matches/999999999/state", "/api/matches/0/state", "/api/matches/4294967297/state",
    "/../../etc/passwd", "/%2e%2e/%2e%2e/etc/passwd", "/api/matches/1/%00", "/%ff%fe",
    "/api/matches/1/state?token=0000", "//api//matches", "/api/matches/1/events?x=1",
};
static const char *const bodies[] = {
    "{\"index\":0}", "{\"index\":1,\"step\":0}", "{\"code\":1}", "{\"index\":-1}",
    "{\"index\":99999999999}", "{\"seat\":1}", "{\"seat\":7}", "{}", "[", "null", "",
    "{\"seats\":[{\"kind\":\"human\"},{\"kind\":\"random\"}]}",
    "{\"size\":3,\"start\":\"stages\"}", "{\"mode\":\"CHAMP\",\"sizes\":[2,4]}",
    "{\"sizes\":[9,-1]}", "{\"rounds\":100}", "{\"legends\":[[\"Wraith\"],[\"Wraith\"]]}",
    "{\"modules\":[\"ring\",\"ring\",\"nope\"]}", "{\"seed\":\"ffffffffffffffffff\"}",
    "{\"index\":0,\"index\":1}", "{\"map\":\"../../etc/passwd\"}",
};
static const char *const types[] = { "application/json", "application/json",
                                     "application/json; charset=utf-8", "text/plain",
                                     "application/x-www-form-urlencoded", "multipart/form-data",
                                     "", NULL };
static const char *const origins[] = { NULL, NULL, "http://127.0.0.1", "http://localhost",
                                       "http://evil.example", "null", "file://" };
static const char *const hosts[] = { NULL, NULL, NULL, "evil.example", "localhost:1",
                                     "127.0.0.1", "" };

static size_t discard(char *data, size_t size, size_t n, void *user)
{
    (void)data;
    (void)user;
    return size * n;
}

static size_t random_body(unsigned long long *rng, char *body)
{
    switch (next(rng) % 4) {
    case 0: {
        size_t n = next(rng) % 300;
        for (size_t i = 0; i < n; i++) body[i] = (char)next(rng);
        return n;
    }
    case 1: {
        size_t n = next(rng) % MAX_BODY;              /* some over the limit */
        memset(body, '{', n);
        return n;
    }
    default: {
        const char *b = PICK(rng, bodies);
        size_t n = strlen(b);
        memcpy(body, b, n);
        return n;
    }
    }
}

static void add(struct curl_slist **h, const char *name, const char *value)
{
    char line[256];
    if (!value) return;
    snprintf(line, sizeof line, "%s:%s%s", name, value[0] ? " " : "", value);
    *h = curl_slist_append(*h, line);
}

/* One request over the kept-alive connection. */
static void one_request(CURL *c, unsigned long long *rng, char *body)
{
    char url[512], suffix[16] = "", bearer[96];
    if (next(rng) % 4 == 0)                                   /* random bytes, escaped */
        snprintf(suffix, sizeof suffix, "%%%02x%c", next(rng) & 0xff, "/?&=.a"[next(rng) % 6]);
    const char *path = PICK(rng, paths), *method = PICK(rng, methods);
    snprintf(url, sizeof url, "%s%s%s", base, path, suffix);
    switch (next(rng) % 5) {
    case 0: case 1: snprintf(bearer, sizeof bearer, "Bearer %s", token); break;
    case 2: snprintf(bearer, sizeof bearer, "Bearer %08x", next(rng)); break;
    case 3: snprintf(bearer, sizeof bearer, "Basic %s", token); break;
    default: bearer[0] = '\0';
    }
    struct curl_slist *h = NULL;
    add(&h, "Authorization", bearer[0] ? bearer : NULL);
    add(&h, "Content-Type", PICK(rng, types));
    add(&h, "Origin", PICK(rng, origins));
    add(&h, "Host", PICK(rng, hosts));
    h = curl_slist_append(h, "Expect:");
    size_t n = strcmp(method, "GET") && strcmp(method, "HEAD") ? random_body(rng, body) : 0;
    bool events = strstr(path, "/events") != NULL;
    curl_easy_setopt(c, CURLOPT_URL, url);
    curl_easy_setopt(c, CURLOPT_HTTPHEADER, h);
    if (n) {
        curl_easy_setopt(c, CURLOPT_POSTFIELDS, body);
        curl_easy_setopt(c, CURLOPT_POSTFIELDSIZE, (long)n);
    } else {
        curl_easy_setopt(c, CURLOPT_HTTPGET, 1L);
    }
    curl_easy_setopt(c, CURLOPT_CUSTOMREQUEST, method);
    curl_easy_setopt(c, CURLOPT_NOBODY, strcmp(method, "HEAD") == 0 ? 1L : 0L);
    curl_easy_setopt(c, CURLOPT_TIMEOUT_MS, events ? 300L : 10000L);  /* a stream never ends */
    CURLcode rc = curl_easy_perform(c);
    long status = 0;
    curl_easy_getinfo(c, CURLINFO_RESPONSE_CODE, &status);
    curl_slist_free_all(h);
    atomic_fetch_add(&sent, 1);
    /* A server may answer a body over the limit (413) and close before it
     * has all of it: the client then sees its sending cut, not an error. */
    bool cut = n > 16384 && (rc == CURLE_SEND_ERROR || rc == CURLE_RECV_ERROR);
    if (rc != CURLE_OK && !(events && rc == CURLE_OPERATION_TIMEDOUT) && !cut) {
        atomic_fetch_add(&transport_errors, 1);
        fprintf(stderr, "http_fuzz: %s %s: %s\n", method, url, curl_easy_strerror(rc));
        return;
    }
    if (rc != CURLE_OK) return;
    atomic_fetch_add(&by_class[status / 100 % 6], 1);
    if (status == 500 || status == 502 || status == 504) {
        atomic_fetch_add(&server_errors, 1);
        fprintf(stderr, "http_fuzz: %s %s: status %ld\n", method, url, status);
    }
}

/* Bytes no HTTP client sends, over a connection of its own. */
static const char *const raw[] = {
    "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n",
    "GET /api/matches HTTP/9.9\r\n\r\n",
    "GARBAGE\r\n\r\n",
    "GET /api/matches HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 100\r\n\r\n{\"a\":",
    "POST /api/matches HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: -1\r\n\r\n",
    "POST /api/matches HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 99999999999999999999\r\n\r\n",
    "POST /api/matches HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: chunked\r\n\r\n"
    "ffffffffffffffff\r\n{}\r\n0\r\n\r\n",
    "POST /api/matches HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
    "Content-Length: 2\r\nContent-Length: 40\r\n\r\n{}",
    "GET /api/matches/1/state HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer \r\n\r\n",
    "GET /\x01\x02\xff HTTP/1.1\r\n\r\n",
    "\r\n\r\n\r\n",
    "GET /api/matches HTTP/1.1\r\nX: ",
};

static void one_raw(unsigned long long *rng)
{
    int fd = socket(AF_INET, SOCK_STREAM, 0);
    struct sockaddr_in a = { .sin_family = AF_INET, .sin_port = htons((unsigned short)port) };
    a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    struct timeval tv = { 0, 50000 };          /* an incomplete request waits */
    setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof tv);
    setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &tv, sizeof tv);
    if (connect(fd, (struct sockaddr *)&a, sizeof a) != 0) {
        atomic_fetch_add(&transport_errors, 1);
        fprintf(stderr, "http_fuzz: raw connection refused\n");
        close(fd);
        return;
    }
    const char *m = PICK(rng, raw);
    char junk[2048];
    size_t n = strlen(m);
    if (next(rng) % 3 == 0) n = next(rng) % (n + 1);             /* cut short */
    send(fd, m, n, MSG_NOSIGNAL);
    if (next(rng) % 4 == 0) {                                     /* a long header line */
        memset(junk, 'A', sizeof junk);
        for (int k = 0; k < 20; k++) send(fd, junk, sizeof junk, MSG_NOSIGNAL);
    }
    while (recv(fd, junk, sizeof junk, 0) > 0) {}
    close(fd);
    atomic_fetch_add(&raw_sent, 1);
}

static void *client(void *arg)
{
    unsigned long long rng = 0x9e3779b97f4a7c15ULL * (unsigned long long)(size_t)arg;
    char *body = malloc(MAX_BODY);
    CURL *c = curl_easy_init();
    curl_easy_setopt(c, CURLOPT_WRITEFUNCTION, discard);
    curl_easy_setopt(c, CURLOPT_HEADERFUNCTION, discard);
    while (now() < until) {
        if (next(&rng) % RAW_EVERY == 0) one_raw(&rng);
        else one_request(c, &rng, body);
    }
    curl_easy_cleanup(c);
    free(body);
    return NULL;
}

/* A match of a human seat against the random bot, and seat 0's token. */
static long setup(void)
{
    char url[256], out[512] = "";
    FILE *f = fmemopen(out, sizeof out - 1, "w");
    CURL *c = curl_easy_init();
    struct curl_slist *h = curl_slist_append(NULL, "Content-Type: application/json");
    snprintf(url, sizeof url, "%s/api/matches", base);
    curl_easy_setopt(c, CURLOPT_URL, url);
    curl_easy_setopt(c, CURLOPT_HTTPHEADER, h);
    curl_easy_setopt(c, CURLOPT_WRITEDATA, f);
    curl_easy_setopt(c, CURLOPT_POSTFIELDS,
                     "{\"seats\":[{\"kind\":\"human\"},{\"kind\":\"random\"}],\"seed\":1}");
    long status = 0;
    if (curl_easy_perform(c) == CURLE_OK) {
        snprintf(url, sizeof url, "%s/api/matches/1/join", base);
        curl_easy_setopt(c, CURLOPT_URL, url);
        curl_easy_setopt(c, CURLOPT_POSTFIELDS, "{\"seat\":0}");
        fflush(f);
        rewind(f);
        memset(out, 0, sizeof out);
        if (curl_easy_perform(c) == CURLE_OK) {
            fflush(f);
            const char *t = strstr(out, "\"token\":\"");
            if (t) sscanf(t + 9, "%64[0-9a-f]", token);
        }
    }
    snprintf(url, sizeof url, "%s/api/matches", base);
    curl_easy_setopt(c, CURLOPT_URL, url);
    curl_easy_setopt(c, CURLOPT_HTTPGET, 1L);
    curl_easy_setopt(c, CURLOPT_WRITEFUNCTION, discard);
    if (curl_easy_perform(c) == CURLE_OK) curl_easy_getinfo(c, CURLINFO_RESPONSE_CODE, &status);
    curl_slist_free_all(h);
    curl_easy_cleanup(c);
    fclose(f);
    return status;
}

int main(int argc, char **argv)
{
    if (argc < 3 || strncmp(argv[1], "http://127.0.0.1:", 17) != 0) {
        fprintf(stderr, "usage: http_fuzz http://127.0.0.1:PORT SECONDS [CLIENTS] [SEED]\n");
        return 2;
    }
    base = argv[1];
    port = atoi(argv[1] + 17);
    int seconds = atoi(argv[2]), clients = argc > 3 ? atoi(argv[3]) : 4;
    long seed = argc > 4 ? atol(argv[4]) : 1;
    curl_global_init(CURL_GLOBAL_DEFAULT);
    if (setup() != 200 || !token[0]) {
        fprintf(stderr, "http_fuzz: cannot create and join a match at %s\n", base);
        return 1;
    }
    until = now() + seconds;
    double t0 = now();
    pthread_t th[64];
    if (clients < 1 || clients > 64) clients = 4;
    for (int i = 0; i < clients; i++)
        pthread_create(&th[i], NULL, client, (void *)(size_t)(seed * 1000 + i + 1));
    for (int i = 0; i < clients; i++) pthread_join(th[i], NULL);
    double t = now() - t0;
    long alive = setup();                          /* still answers (and makes a match) */
    curl_global_cleanup();
    printf("http_fuzz: %ld requests in %.1f s (%.0f/s) from %d clients, %ld of them raw; "
           "answers 2xx %ld, 3xx %ld, 4xx %ld, 5xx %ld; dropped connections %ld; "
           "afterwards GET /api/matches: %ld\n", atomic_load(&sent) + atomic_load(&raw_sent),
           t, (atomic_load(&sent) + atomic_load(&raw_sent)) / t, clients, atomic_load(&raw_sent),
           atomic_load(&by_class[2]), atomic_load(&by_class[3]), atomic_load(&by_class[4]),
           atomic_load(&by_class[5]), atomic_load(&transport_errors), alive);
    return atomic_load(&transport_errors) || atomic_load(&server_errors) || alive != 200;
}
