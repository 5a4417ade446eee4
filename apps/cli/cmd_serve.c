/*
 * cmd_serve.c — `ringfall serve`: play in the browser. Opens the store,
 * rebuilds its matches, listens for HTTP (apps/server/, docs/protocol.md)
 * and runs until SIGINT or SIGTERM, then stops cleanly: streams end, the
 * store is closed (every choice was already committed when it was made).
 */
#define _POSIX_C_SOURCE 200809L     /* sigwait, pthread_sigmask */
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "server.h"

typedef struct serve_args {
    int port, max_matches, expire_after;
    const char *db, *web, *host, *data;
    srv_limits limits;
    const char *allow_origin[SRV_MAX_ALLOW_ORIGINS];
    int nallow;
} serve_args;

static bool number(const char *v, int lo, int hi, int *out)
{
    char *end;
    long k = v ? strtol(v, &end, 10) : 0;
    if (!v || !*v || *end || k < lo || k > hi) return false;
    *out = (int)k;
    return true;
}

/* --allow-origin http://host[:port]: a scheme, a host, no path. */
static bool origin(const char *v, serve_args *a)
{
    const char *p = v ? strstr(v, "://") : NULL;
    if (!p || p == v || !p[3] || strchr(p + 3, '/') || strlen(v) >= 128 ||
        a->nallow >= SRV_MAX_ALLOW_ORIGINS)
        return false;
    a->allow_origin[a->nallow++] = v;
    return true;
}

static bool limit_option(const char *o, const char *v, srv_limits *l, bool *ok)
{
    int *field = strcmp(o, "--max-connections") == 0      ? &l->connections
                 : strcmp(o, "--client-connections") == 0 ? &l->client_connections
                 : strcmp(o, "--max-streams") == 0        ? &l->streams
                 : strcmp(o, "--client-streams") == 0     ? &l->client_streams
                 : strcmp(o, "--creates-per-minute") == 0 ? &l->creates_per_minute
                                                          : NULL;
    if (field) *ok = number(v, 1, 100000, field);
    return field != NULL;
}


/* Returns -1 when parsed, else the exit status. */
static int parse(const cli_command *self, int argc, char **argv, serve_args *a)
{
    *a = (serve_args){ 8080, 0, 600, "ringfall.db", cli_web_dir(), "127.0.0.1", NULL, { 0 }, { NULL }, 0 };
    for (int i = 0; i < argc; i++) {
        const char *o = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (strcmp(o, "--help") == 0 || strcmp(o, "-h") == 0) {
            cli_print_help(self, stdout);
            return CLI_OK;
        }
        bool ok = true;
        if (strcmp(o, "--port") == 0) ok = number(v, 0, 65535, &a->port);
        else if (strcmp(o, "--max-matches") == 0) ok = number(v, 1, 1000000, &a->max_matches);
        else if (strcmp(o, "--expire-after") == 0) ok = number(v, 0, 31536000, &a->expire_after);
        else if (strcmp(o, "--db") == 0 && v) a->db = v;
        else if (strcmp(o, "--web") == 0 && v) a->web = v;
        else if (strcmp(o, "--host") == 0 && v) a->host = v;
        else if (strcmp(o, "--data") == 0 && v) a->data = v;
        else if (strcmp(o, "--allow-origin") == 0) ok = origin(v, a);
        else if (limit_option(o, v, &a->limits, &ok)) {}
        else return cli_usage_error(self, "unknown or incomplete option '%s'", o);
        if (!ok) return cli_usage_error(self, "bad value for %s", o);
        i += 1;                                             /* past the option's value */
    }
    if (a->limits.streams && a->limits.streams >= (a->limits.connections ? a->limits.connections
                                                                         : SRV_CONNECTIONS))
        return cli_usage_error(self, "--max-streams must stay below --max-connections (%d), "
                               "so that requests still get a connection",
                               a->limits.connections ? a->limits.connections : SRV_CONNECTIONS);
    return -1;
}

/* Where the browser client is served from, and a warning a person can act
 * on when it is not there (the pages would all be 404). */
static void say_web_dir(const char *web)
{
    char index[4200];
    snprintf(index, sizeof index, "%s/index.html", web);
    if (access(index, R_OK) == 0) printf("ringfall serve: the browser client from %s\n", web);
    else printf("ringfall serve: no browser client in %s (no index.html): give --web DIR\n", web);
}

int cmd_serve(const cli_command *self, int argc, char **argv)
{
    serve_args a;
    int rc = parse(self, argc, argv, &a);
    if (rc >= 0) return rc;
    /* Block the stop signals in every thread (MHD's inherit the mask), and
     * wait for them here. */
    sigset_t stop;
    sigemptyset(&stop);
    sigaddset(&stop, SIGINT);
    sigaddset(&stop, SIGTERM);
    pthread_sigmask(SIG_BLOCK, &stop, NULL);
    signal(SIGPIPE, SIG_IGN);
    srv_config cfg = { .db_path = a.db, .data_dir = a.data, .web_dir = a.web,
                       .max_matches = a.max_matches,
                       .expire_after = a.expire_after ? a.expire_after : -1, .log = stderr,
                       .limits = a.limits };
    memcpy(cfg.allow_origin, a.allow_origin, sizeof cfg.allow_origin);
    rf_error err;
    srv *s = srv_open(&cfg, &err);
    if (!s) {
        cli_print_error(&err);
        return CLI_ERROR;
    }
    srv_http *h = srv_http_start(s, a.host, a.port);
    if (!h) {
        srv_close(s);
        return CLI_ERROR;
    }
    say_web_dir(a.web);
    printf("ringfall serve: %d live matches in %s; open http://%s:%d/\n", srv_match_count(s), a.db,
           strcmp(a.host, "127.0.0.1") == 0 ? "localhost" : a.host, srv_http_port(h));
    fflush(stdout);
    int sig;
    sigwait(&stop, &sig);
    printf("ringfall serve: stopping (%s)\n", sig == SIGINT ? "SIGINT" : "SIGTERM");
    srv_http_stop(h);
    srv_close(s);
    return CLI_OK;
}
