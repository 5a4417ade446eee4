/*
 * test_server_http_limits.c — the limits and checks of the HTTP layer
 * (http.c, limits.c, guard.c; docs/security.md, "Limits and refusals")
 * over real sockets on 127.0.0.1, a second client from 127.0.0.2 (the
 * loopback network): one client past its event streams (512 streams of
 * one client locked everyone out) or its connections is refused with 429
 * and a reason, then closed at once, while another client still gets in;
 * a create flood is refused with 429 and Retry-After; a cross-site
 * text/plain POST, a foreign Origin and a foreign Host (DNS rebinding) are
 * refused with 415 and 403 before anything is made.
 */
#include <arpa/inet.h>
#include <netinet/in.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/time.h>
#include <unistd.h>

#include <cmocka.h>

#include "api_client.h"
#include "srv.h"

typedef struct net { srv *s; srv_http *h; int port; } net;

static net start(srv_limits limits)
{
    srv_config cfg = { .db_path = ":memory:", .data_dir = RF_DATA_DIR, .limits = limits };
    rf_error err;
    net n = { srv_open(&cfg, &err), NULL, 0 };
    assert_non_null(n.s);
    n.h = srv_http_start(n.s, "127.0.0.1", 0);
    assert_non_null(n.h);
    n.port = srv_http_port(n.h);
    return n;
}

static void stop(net *n)
{
    srv_http_stop(n->h);
    srv_close(n->s);
}

/* A connection to the server from address `from` (127.0.0.x). */
static int dial(const net *n, const char *from)
{
    int fd = socket(AF_INET, SOCK_STREAM, 0);
    assert_true(fd >= 0);
    struct timeval tv = { 3, 0 };
    setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof tv);
    struct sockaddr_in a = { .sin_family = AF_INET };
    inet_pton(AF_INET, from, &a.sin_addr);
    assert_int_equal(bind(fd, (struct sockaddr *)&a, sizeof a), 0);
    a.sin_port = htons((uint16_t)n->port);
    inet_pton(AF_INET, "127.0.0.1", &a.sin_addr);
    assert_int_equal(connect(fd, (struct sockaddr *)&a, sizeof a), 0);
    return fd;
}

/* Send a request; read its answer into out (until `until` appears, or the
 * connection closes); the status, 0 if none came. */
static int exchange(int fd, const char *req, const char *until, char *out, size_t n)
{
    size_t len = strlen(req);
    if (send(fd, req, len, MSG_NOSIGNAL) != (ssize_t)len) return 0;
    size_t got = 0;
    out[0] = '\0';
    while (got + 1 < n && !(until && strstr(out, until))) {
        ssize_t k = recv(fd, out + got, n - 1 - got, 0);
        if (k <= 0) break;
        got += (size_t)k;
        out[got] = '\0';
    }
    int status = 0;
    sscanf(out, "HTTP/1.%*d %d", &status);
    return status;
}

/* One request on a fresh connection (closed after) from `from`. */
static int once(const net *n, const char *from, const char *req, char *out, size_t size)
{
    int fd = dial(n, from);
    int status = exchange(fd, req, NULL, out, size);
    close(fd);
    return status;
}

/* Wait (5 s at most) until the server counts want connections of from:
 * a connection is counted out when the server sees it closed. */
static void wait_connections(const net *n, const char *from, int want)
{
    for (int i = 0; i < 500 && clients_connections(n->s->clients, from) != want; i++)
        usleep(10000);
    assert_int_equal(clients_connections(n->s->clients, from), want);
}

static char *req(char *buf, size_t n, const char *method, const char *path, const char *headers,
                 const char *body)
{
    snprintf(buf, n, "%s %s HTTP/1.1\r\nHost: 127.0.0.1\r\n%sContent-Length: %zu\r\n"
             "Connection: close\r\n\r\n%s", method, path, headers, strlen(body), body);
    return buf;
}

#define STREAM "GET /api/matches/1/events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"
#define JSON "Content-Type: application/json\r\n"

/* 512 event streams of one client locked everyone else out. */
static void test_streams_and_connections_of_one_client(void **state)
{
    (void)state;
    net n = start((srv_limits){ .client_streams = 2, .client_connections = 3 });
    char out[4096], r[512];
    assert_int_equal(once(&n, "127.0.0.1", req(r, sizeof r, "POST", "/api/matches", JSON, "{}"),
                          out, sizeof out), 201);
    /* that request's connection is closed, but the server counts it out only
     * when it sees the close: under load a stream dialled before then would
     * be the client's fourth connection and be refused for that instead */
    wait_connections(&n, "127.0.0.1", 0);
    int fd[5];
    for (int i = 0; i < 2; i++) {                              /* two streams: held open */
        fd[i] = dial(&n, "127.0.0.1");
        assert_int_equal(exchange(fd[i], STREAM, "event: match", out, sizeof out), 200);
    }
    fd[2] = dial(&n, "127.0.0.1");                             /* a third: refused */
    assert_int_equal(exchange(fd[2], STREAM, "\"}", out, sizeof out), 429);
    assert_non_null(strstr(out, "\"error\":\"TOO_MANY_STREAMS\""));
    assert_non_null(strstr(out, "at most 2 event streams"));
    close(fd[2]);
    wait_connections(&n, "127.0.0.1", 2);                      /* closed: counted out */
    fd[2] = dial(&n, "127.0.0.1");                             /* idle: 3 connections held */
    fd[3] = dial(&n, "127.0.0.1");                             /* one more, to be told */
    wait_connections(&n, "127.0.0.1", 4);
    fd[4] = dial(&n, "127.0.0.1");                             /* the next: closed at once */
    assert_int_equal(exchange(fd[4], "GET /api/modes HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", NULL,
                              out, sizeof out), 0);
    assert_int_equal(exchange(fd[3], "GET /api/modes HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", NULL,
                              out, sizeof out), 429);
    assert_non_null(strstr(out, "\"error\":\"TOO_MANY_CONNECTIONS\""));
    assert_non_null(strstr(out, "at most 3 connections"));
    /* everyone else is served meanwhile: a stream, a request */
    int other = dial(&n, "127.0.0.2");
    assert_int_equal(exchange(other, STREAM, "event: match", out, sizeof out), 200);
    assert_int_equal(once(&n, "127.0.0.2", "GET /api/matches HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                          "Connection: close\r\n\r\n", out, sizeof out), 200);
    for (int i = 0; i < 5; i++) close(fd[i]);
    close(other);
    stop(&n);
}

/* One client reached the 10,000-match cap in about 3 minutes. */
static void test_create_flood_over_http(void **state)
{
    (void)state;
    net n = start((srv_limits){ .creates_per_minute = 3 });
    char out[4096], r[512];
    for (int i = 0; i < 3; i++)
        assert_int_equal(once(&n, "127.0.0.1", req(r, sizeof r, "POST", "/api/matches", JSON, "{}"),
                              out, sizeof out), 201);
    assert_int_equal(once(&n, "127.0.0.1", req(r, sizeof r, "POST", "/api/matches", JSON, "{}"),
                          out, sizeof out), 429);
    assert_non_null(strstr(out, "\"error\":\"TOO_MANY_CREATES\""));
    assert_non_null(strstr(out, "Retry-After: "));
    assert_int_equal(once(&n, "127.0.0.2", req(r, sizeof r, "POST", "/api/matches", JSON, "{}"),
                          out, sizeof out), 201);
    assert_int_equal(srv_match_count(n.s), 4);
    stop(&n);
}

/* A web page of another site acting on a server of this machine. */
static void test_cross_site_requests_refused(void **state)
{
    (void)state;
    net n = start((srv_limits){ 0 });
    char out[4096], r[512];
    const char *seat = "{\"seats\":[{\"kind\":\"human\"},{\"kind\":\"human\"}]}";
    /* a form's text/plain POST (no preflight) */
    assert_int_equal(once(&n, "127.0.0.1", req(r, sizeof r, "POST", "/api/matches",
                          "Content-Type: text/plain\r\nOrigin: http://attacker.example\r\n", seat),
                          out, sizeof out), 403);
    assert_int_equal(once(&n, "127.0.0.1", req(r, sizeof r, "POST", "/api/matches",
                          "Content-Type: text/plain\r\n", seat), out, sizeof out), 415);
    assert_non_null(strstr(out, "\"error\":\"NOT_JSON\""));
    assert_int_equal(once(&n, "127.0.0.1", req(r, sizeof r, "POST", "/api/matches",
                          JSON "Origin: http://attacker.example\r\n", seat), out, sizeof out), 403);
    assert_non_null(strstr(out, "\"error\":\"BAD_ORIGIN\""));
    /* DNS rebinding: the page's own name, now pointing here */
    assert_int_equal(once(&n, "127.0.0.1", "GET /api/matches HTTP/1.1\r\nHost: attacker.example:80"
                          "\r\nConnection: close\r\n\r\n", out, sizeof out), 403);
    assert_non_null(strstr(out, "\"error\":\"BAD_HOST\""));
    assert_int_equal(srv_match_count(n.s), 0);                  /* nothing was made */
    char origin[128];                                           /* its own page may */
    snprintf(origin, sizeof origin, JSON "Origin: http://localhost:%d\r\n", n.port);
    assert_int_equal(once(&n, "127.0.0.1", req(r, sizeof r, "POST", "/api/matches", origin, seat),
                          out, sizeof out), 201);
    stop(&n);
}

/* One category of hostile requests: how many were tried, how many got
 * the expected status (refused cleanly), and what a client of another
 * address got meanwhile. */
static void row(const char *what, int tried, int refused, const char *others)
{
    printf("| %s | %d | %d | %s |\n", what, tried, refused, others);
    assert_int_equal(refused, tried);
}

static int count_status(const net *n, const char *from, const char *const *reqs, int k, int want)
{
    char out[4096];
    int hits = 0;
    for (int i = 0; i < k; i++) hits += once(n, from, reqs[i], out, sizeof out) == want;
    return hits;
}

/* The figures of docs/security.md, "Limits and refusals", with the default
 * limits: every category tried, each refused cleanly, the server still
 * serving another client. */
static void test_refusals_per_category(void **state)
{
    (void)state;
    net n = start((srv_limits){ 0 });
    char out[4096], r[1024];
    printf("| Category | Tried | Refused cleanly | Another client meanwhile |\n|---|---|---|---|\n");
    assert_int_equal(once(&n, "127.0.0.2", req(r, sizeof r, "POST", "/api/matches", JSON, "{}"),
                          out, sizeof out), 201);
    /* 512 event streams from one client: 16 open, the rest 429 */
    int held[SRV_CLIENT_STREAMS], nheld = 0, refused = 0;
    for (int i = 0; i < 512; i++) {
        int fd = dial(&n, "127.0.0.1");
        int status = exchange(fd, STREAM, i < SRV_CLIENT_STREAMS ? "event: match" : "\"}", out,
                              sizeof out);
        if (status == 200 && nheld < SRV_CLIENT_STREAMS) held[nheld++] = fd;
        else {
            refused += status == 429;
            close(fd);
        }
    }
    int other = dial(&n, "127.0.0.2");
    bool served = exchange(other, STREAM, "event: match", out, sizeof out) == 200;
    close(other);
    row("event streams beyond 16 of one client (429)", 512 - nheld, refused,
        served ? "its stream opened" : "REFUSED");
    for (int i = 0; i < nheld; i++) close(held[i]);
    /* 100 idle connections of one client: 32 held, one more told, the
     * rest closed at once */
    int conn[100], ok = 0, told = 0, closed = 0;
    for (int i = 0; i < 100; i++) conn[i] = dial(&n, "127.0.0.6");
    wait_connections(&n, "127.0.0.6", SRV_CLIENT_CONNECTIONS + 1);
    other = dial(&n, "127.0.0.2");
    served = exchange(other, "GET /api/modes HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close"
                      "\r\n\r\n", NULL, out, sizeof out) == 200;
    close(other);
    usleep(100000);                                  /* the last ones refused as they come */
    for (int i = 0; i < 100; i++) {                  /* kept alive: still counted */
        int status = exchange(conn[i], "GET /api/modes HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n",
                              "\r\n\r\n", out, sizeof out);
        ok += status == 200;
        told += status == 429;
        closed += status == 0;
    }
    for (int i = 0; i < 100; i++) close(conn[i]);
    assert_int_equal(ok, SRV_CLIENT_CONNECTIONS);
    assert_true(told >= 1);                          /* one, or another once it is closed */
    row("connections beyond 32 of one client (1 told 429, the rest closed)", 100 - ok,
        told + closed, served ? "its request answered" : "REFUSED");
    /* a create flood: 1,000 at once from one client (another address: the
     * streams above may still be counted until their keep-alive) */
    int made = 0;
    refused = 0;
    for (int i = 0; i < 1000; i++) {
        int status = once(&n, "127.0.0.3", req(r, sizeof r, "POST", "/api/matches", JSON, "{}"),
                          out, sizeof out);
        made += status == 201;
        refused += status == 429;
    }
    served = once(&n, "127.0.0.2", req(r, sizeof r, "POST", "/api/matches", JSON, "{}"), out,
                  sizeof out) == 201;
    assert_true(made >= SRV_CREATES_PER_MINUTE && made <= SRV_CREATES_PER_MINUTE + 10);
    printf("(%d created: 30 at once, then one every 2 s)\n", made);   /* the bucket refills */
    row("creations beyond 30 a minute of one client (429)", 1000 - made, refused,
        served ? "its match created" : "REFUSED");
    assert_int_equal(srv_match_count(n.s), 2 + made);
    /* cross-site requests, foreign names, writes that are not JSON */
    static const char *const origins[] = { "http://attacker.example", "null",
                                           "http://localhost:1", "https://127.0.0.1",
                                           "http://127.0.0.1.attacker.example" };
    static const char *const types[] = { "text/plain", "application/x-www-form-urlencoded",
                                         "multipart/form-data; boundary=x", "application/jsonp",
                                         "text/json" };
    static const char *const hosts[] = { "attacker.example", "localhost.attacker.example",
                                         "127.0.0.1.nip.io", "rebind.example:8080", "x" };
    char text[3][100][600];
    const char *q[3][100];
    const char *body = "{\"seats\":[{\"kind\":\"human\"},{\"kind\":\"human\"}]}";
    for (int i = 0; i < 100; i++) {
        char h[200];
        snprintf(h, sizeof h, "Content-Type: text/plain\r\nOrigin: %s\r\n", origins[i % 5]);
        q[0][i] = req(text[0][i], sizeof text[0][i], "POST", i % 2 ? "/api/matches" :
                      "/api/matches/1/join", h, body);
        snprintf(h, sizeof h, "Content-Type: %s\r\n", types[i % 5]);
        q[1][i] = req(text[1][i], sizeof text[1][i], "POST", "/api/matches", h, body);
        snprintf(text[2][i], sizeof text[2][i], "GET /api/matches/1/state HTTP/1.1\r\nHost: %s\r\n"
                 "Connection: close\r\n\r\n", hosts[i % 5]);
        q[2][i] = text[2][i];
    }
    int before = srv_match_count(n.s);
    row("cross-site POSTs, foreign Origin (403)", 100, count_status(&n, "127.0.0.4", q[0], 100, 403),
        "-");
    row("POSTs not application/json (415)", 100, count_status(&n, "127.0.0.4", q[1], 100, 415), "-");
    row("foreign Host names, DNS rebinding (403)", 100,
        count_status(&n, "127.0.0.4", q[2], 100, 403), "-");
    static const char *const bad[] = {
        "{\"sizes\":[2147483647,1]}", "{\"sizes\":[4294967298,1]}", "{\"size\":4294967298}",
        "{\"rounds\":4294967304}", "{\"rounds\":-1}", "{\"size\":-2147483649}",
        "{\"sizes\":[-1,9223372036854775807]}", "{\"seed\":-5}",
        "{\"start\":\"stages\",\"legends\":[[\"Bangalore\",\"Bangalore\"],[\"Bangalore\",\"Bangalore\"]]}",
        "{\"legends\":[\"Wraith\",\"Wraith\",\"Gibraltar\",\"Lifeline\"]}",
    };
    const char *qb[10];
    char tb[10][600];
    for (int i = 0; i < 10; i++) qb[i] = req(tb[i], sizeof tb[i], "POST", "/api/matches", JSON, bad[i]);
    row("numbers out of range, a legend twice (400)", 10, count_status(&n, "127.0.0.5", qb, 10, 400),
        "-");
    assert_int_equal(srv_match_count(n.s), before);          /* none of them made anything */
    stop(&n);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_streams_and_connections_of_one_client),
        cmocka_unit_test(test_create_flood_over_http),
        cmocka_unit_test(test_cross_site_requests_refused),
        cmocka_unit_test(test_refusals_per_category),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
