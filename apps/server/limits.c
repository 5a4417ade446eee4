/*
 * limits.c — what each client holds, so that one client cannot take the
 * server from everyone else (docs/security.md, "Limits and refusals"):
 * its open connections, its open event streams and a bucket of match
 * creations that refills at creates_per_minute (a burst of as many).
 * A client is an IP address, as the HTTP layer gives it; in-process
 * callers (tests, benches, the fuzzer) pass NULL and are limited only in
 * all (streams).
 *
 * The table is bounded (CLIENTS_MAX): an entry is reused once its client
 * holds nothing and its bucket is full again; with every entry in use a
 * new client is refused (503) rather than the table grown.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "srv.h"

#define CLIENTS_MAX 4096

typedef struct client {
    char addr[48];              /* "" unused */
    int conns, streams;
    double tokens, at;          /* creations left, at time `at` (s) */
} client;

struct srv_clients {
    pthread_mutex_t lock;
    int streams;                /* open in all */
    client c[CLIENTS_MAX];
};

static void resolve(srv_limits *l)
{
    if (l->connections <= 0) l->connections = SRV_CONNECTIONS;
    if (l->client_connections <= 0) l->client_connections = SRV_CLIENT_CONNECTIONS;
    if (l->streams <= 0) l->streams = SRV_STREAMS;
    if (l->streams >= l->connections) l->streams = l->connections * 3 / 4;  /* room for requests */
    if (l->streams < 1) l->streams = 1;
    if (l->client_streams <= 0) l->client_streams = SRV_CLIENT_STREAMS;
    if (l->creates_per_minute <= 0) l->creates_per_minute = SRV_CREATES_PER_MINUTE;
}

bool limits_open(srv *s, const srv_config *cfg)
{
    s->limits = cfg->limits;
    resolve(&s->limits);
    for (int i = 0; i < SRV_MAX_ALLOW_ORIGINS && cfg->allow_origin[i]; i++)
        snprintf(s->guard.allow[i], sizeof s->guard.allow[i], "%s", cfg->allow_origin[i]);
    s->clients = calloc(1, sizeof *s->clients);
    if (s->clients) pthread_mutex_init(&s->clients->lock, NULL);
    return s->clients != NULL;
}

void clients_free(srv_clients *t)
{
    if (!t) return;
    pthread_mutex_destroy(&t->lock);
    free(t);
}

static double seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* The creations a client's bucket holds now (refilled since `at`). */
static double bucket(const client *e, const srv_limits *l, double now)
{
    double cap = l->creates_per_minute;
    double k = e->tokens + (now - e->at) * cap / 60.0;
    return k < cap ? k : cap;
}

static bool idle(const client *e, const srv_limits *l, double now)
{
    return !e->addr[0] ||
           (e->conns == 0 && e->streams == 0 && bucket(e, l, now) >= l->creates_per_minute);
}

/* The client's entry, made if need be (lock held); NULL if the table is
 * full or the address too long. */
static client *find(srv_clients *t, const srv_limits *l, const char *addr)
{
    if (strlen(addr) >= sizeof t->c[0].addr) return NULL;
    double now = seconds();
    client *free_one = NULL;
    for (int i = 0; i < CLIENTS_MAX; i++) {
        if (t->c[i].addr[0] && strcmp(t->c[i].addr, addr) == 0) return &t->c[i];
        if (!free_one && idle(&t->c[i], l, now)) free_one = &t->c[i];
    }
    if (!free_one) return NULL;
    memset(free_one, 0, sizeof *free_one);
    strcpy(free_one->addr, addr);
    free_one->tokens = l->creates_per_minute;
    free_one->at = now;
    return free_one;
}

int clients_connect(srv_clients *t, const srv_limits *l, const char *addr)
{
    pthread_mutex_lock(&t->lock);
    client *e = find(t, l, addr);
    int n = e ? ++e->conns : -1;
    pthread_mutex_unlock(&t->lock);
    return n;
}

int clients_connections(srv_clients *t, const char *addr)
{
    pthread_mutex_lock(&t->lock);
    int n = 0;
    for (int i = 0; i < CLIENTS_MAX && !n; i++)
        if (t->c[i].addr[0] && strcmp(t->c[i].addr, addr) == 0) n = t->c[i].conns;
    pthread_mutex_unlock(&t->lock);
    return n;
}

void clients_disconnect(srv_clients *t, const srv_limits *l, const char *addr)
{
    pthread_mutex_lock(&t->lock);
    client *e = find(t, l, addr);
    if (e && e->conns > 0) e->conns--;
    pthread_mutex_unlock(&t->lock);
}

int clients_open_stream(srv_clients *t, const srv_limits *l, const char *addr)
{
    pthread_mutex_lock(&t->lock);
    int status = t->streams >= l->streams ? 503 : 0;
    client *e = status || !addr ? NULL : find(t, l, addr);
    if (!status && addr && !e) status = 503;
    else if (!status && e && e->streams >= l->client_streams) status = 429;
    if (!status) {
        t->streams++;
        if (e) e->streams++;
    }
    pthread_mutex_unlock(&t->lock);
    return status;
}

void clients_close_stream(srv_clients *t, const srv_limits *l, const char *addr)
{
    pthread_mutex_lock(&t->lock);
    if (t->streams > 0) t->streams--;
    client *e = addr ? find(t, l, addr) : NULL;
    if (e && e->streams > 0) e->streams--;
    pthread_mutex_unlock(&t->lock);
}

int clients_take_create(srv_clients *t, const srv_limits *l, const char *addr, int *wait_s)
{
    *wait_s = 0;
    if (!addr) return 0;
    pthread_mutex_lock(&t->lock);
    double now = seconds();
    client *e = find(t, l, addr);
    int status = e ? 0 : 503;
    if (e) {
        e->tokens = bucket(e, l, now);
        e->at = now;
        if (e->tokens >= 1) e->tokens -= 1;
        else {
            status = 429;
            *wait_s = (int)((1 - e->tokens) * 60.0 / l->creates_per_minute) + 1;
        }
    }
    pthread_mutex_unlock(&t->lock);
    return status;
}
