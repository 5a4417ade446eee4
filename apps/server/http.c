/*
 * http.c — the server on the network, with libmicrohttpd.
 *
 * Thread model: MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_THREAD_PER_CONNECTION.
 * Each connection has its own thread, so an event stream can block on its
 * match's condition variable (sse.c) without holding up anyone else, and a
 * choice that makes bots play holds only its own match's lock. The state
 * is guarded by a lock per match (router.c), one for the store (store.c)
 * and one for creating matches; see docs/protocol.md, "Concurrency".
 *
 * Limits: a request body of at most SRV_MAX_BODY bytes (larger: 413, from
 * the Content-Length before reading it, or while reading a chunked body);
 * headers and URL within the connection's memory pool (64 KiB, else MHD
 * answers 4xx itself); srv_limits.connections in all (512) and
 * client_connections per client address (32: one more is let in to be
 * told 429, the next refused at once); 60 s of inactivity closes one.
 * Before the endpoint a request's Host, Origin and Content-Type are
 * checked (guard.c: 403, 415), from its headers; its body is then read
 * but not kept. docs/security.md, "Limits and refusals".
 */
#include <arpa/inet.h>
#include <fcntl.h>
#include <microhttpd.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>
#include <unistd.h>

#include "srv.h"

#define HTTP_IDLE_SECONDS 60
#define HTTP_POOL_BYTES (64 * 1024)
#define SSE_KEEPALIVE_MS 15000

struct srv_http {
    srv *s;
    struct MHD_Daemon *d;
    int port;
};

typedef struct conn_ctx {
    char *body;
    size_t len;
    bool too_large;
    srv_response refused;          /* status != 0: answered so, body unread (guard.c) */
} conn_ctx;

/* A connection's client (MHD's socket context), counted in limits.c. */
typedef struct conn_client {
    char addr[48];
    bool counted, over;
} conn_client;

static void address_text(const struct sockaddr *sa, char *out, size_t n)
{
    out[0] = '\0';
    if (sa && sa->sa_family == AF_INET)
        inet_ntop(AF_INET, &((const struct sockaddr_in *)(const void *)sa)->sin_addr, out,
                  (socklen_t)n);
    else if (sa && sa->sa_family == AF_INET6)
        inet_ntop(AF_INET6, &((const struct sockaddr_in6 *)(const void *)sa)->sin6_addr, out,
                  (socklen_t)n);
    if (!out[0]) snprintf(out, n, "?");
}

static conn_client *client_of(struct MHD_Connection *c)
{
    const union MHD_ConnectionInfo *i = MHD_get_connection_info(c, MHD_CONNECTION_INFO_SOCKET_CONTEXT);
    return i ? i->socket_context : NULL;
}

/* A client past its connections gets one more, to be told 429; beyond
 * that its connections are closed as they come. */
static enum MHD_Result on_accept(void *cls, const struct sockaddr *sa, socklen_t len)
{
    (void)len;
    srv_http *h = cls;
    char a[48];
    address_text(sa, a, sizeof a);
    return clients_connections(h->s->clients, a) <= h->s->limits.client_connections ? MHD_YES
                                                                                   : MHD_NO;
}

static void on_connection(void *cls, struct MHD_Connection *c, void **socket_context,
                          enum MHD_ConnectionNotificationCode code)
{
    srv_http *h = cls;
    conn_client *cc = *socket_context;
    if (code == MHD_CONNECTION_NOTIFY_STARTED) {
        cc = calloc(1, sizeof *cc);
        if (!cc) return;                 /* not counted: its requests are told 429 */
        const union MHD_ConnectionInfo *i =
            MHD_get_connection_info(c, MHD_CONNECTION_INFO_CLIENT_ADDRESS);
        address_text(i ? i->client_addr : NULL, cc->addr, sizeof cc->addr);
        int n = clients_connect(h->s->clients, &h->s->limits, cc->addr);
        cc->counted = n >= 0;
        cc->over = n < 0 || n > h->s->limits.client_connections;
        *socket_context = cc;
    } else if (code == MHD_CONNECTION_NOTIFY_CLOSED && cc) {
        if (cc->counted) clients_disconnect(h->s->clients, &h->s->limits, cc->addr);
        free(cc);
        *socket_context = NULL;
    }
}

static const char *query_arg(void *ctx, const char *key)
{
    return MHD_lookup_connection_value(ctx, MHD_GET_ARGUMENT_KIND, key);
}

/* "Authorization: Bearer TOKEN", else ?token=TOKEN (for links and
 * EventSource, which cannot set headers). */
static const char *request_token(struct MHD_Connection *c)
{
    const char *h = MHD_lookup_connection_value(c, MHD_HEADER_KIND, MHD_HTTP_HEADER_AUTHORIZATION);
    if (h && strncasecmp(h, "Bearer ", 7) == 0) return h + 7;
    return MHD_lookup_connection_value(c, MHD_GET_ARGUMENT_KIND, "token");
}

static ssize_t sse_read(void *cls, uint64_t pos, char *buf, size_t max)
{
    (void)pos;
    int n = srv_stream_next(cls, buf, max, SSE_KEEPALIVE_MS);
    return n < 0 ? MHD_CONTENT_READER_END_OF_STREAM : n;
}

static void sse_free(void *cls) { srv_stream_close(cls); }

static struct MHD_Response *body_response(srv_response *r)
{
    struct MHD_Response *resp =
        MHD_create_response_from_buffer(r->len, r->body, MHD_RESPMEM_MUST_FREE);
    if (!resp) return NULL;
    r->body = NULL;                                /* MHD frees it */
    MHD_add_response_header(resp, MHD_HTTP_HEADER_CACHE_CONTROL, "no-store");
    if (r->filename[0]) {
        char disp[128];
        snprintf(disp, sizeof disp, "attachment; filename=\"%s\"", r->filename);
        MHD_add_response_header(resp, MHD_HTTP_HEADER_CONTENT_DISPOSITION, disp);
    }
    return resp;
}

static struct MHD_Response *static_response(srv_response *r)
{
    int fd = open(r->path, O_RDONLY | O_CLOEXEC);
    struct stat st;
    if (fd < 0 || fstat(fd, &st) != 0) {
        if (fd >= 0) close(fd);
        reply_error(r, SRV_E_NOT_FOUND, "no such file");
        return body_response(r);
    }
    struct MHD_Response *resp = MHD_create_response_from_fd((uint64_t)st.st_size, fd);
    if (!resp) close(fd);
    return resp;
}

static struct MHD_Response *make_response(srv *s, srv_response *r, const char *client)
{
    if (r->kind == SRV_STATIC) return static_response(r);
    if (r->kind == SRV_STREAM) {
        srv_stream *st = srv_stream_for(s, r, client);        /* else r: 404, 429, 503 */
        if (st) {
            struct MHD_Response *resp =
                MHD_create_response_from_callback(MHD_SIZE_UNKNOWN, 4096, sse_read, st, sse_free);
            if (resp) MHD_add_response_header(resp, MHD_HTTP_HEADER_CACHE_CONTROL, "no-cache");
            else srv_stream_close(st);
            return resp;
        }
    }
    return body_response(r);
}

/* What to answer before the endpoint: a body too large, a client past its
 * connections, a Host, Origin or Content-Type refused (guard.c); false
 * when the request goes on. */
static bool refuse_early(srv_http *h, struct MHD_Connection *c, conn_ctx *cx, srv_response *r)
{
    memset(r, 0, sizeof *r);
    conn_client *cc = client_of(c);
    if (cx->refused.status) {
        *r = cx->refused;
        memset(&cx->refused, 0, sizeof cx->refused);
    } else if (!cc || cc->over) {
        reply_error(r, SRV_E_TOO_MANY_CONNECTIONS, "one client holds at most %d connections "
                    "open: close some first", h->s->limits.client_connections);
    } else if (cx->too_large) {
        reply_error(r, SRV_E_TOO_LARGE, "a request body holds at most %d bytes", SRV_MAX_BODY);
    } else {
        return false;
    }
    return true;
}

static enum MHD_Result answer(srv_http *h, struct MHD_Connection *c, const char *url,
                              const char *method, conn_ctx *cx)
{
    conn_client *cc = client_of(c);
    srv_request rq = { .method = method, .path = url, .token = request_token(c),
                       .client = cc ? cc->addr : NULL, .body = cx->body, .body_len = cx->len,
                       .arg = query_arg, .arg_ctx = c };
    srv_response r;
    bool refused = refuse_early(h, c, cx, &r);
    if (!refused) srv_handle(h->s, &rq, &r);
    struct MHD_Response *resp = make_response(h->s, &r, rq.client);
    int status = r.status;
    srv_response_free(&r);
    if (!resp) return MHD_NO;
    MHD_add_response_header(resp, MHD_HTTP_HEADER_CONTENT_TYPE, r.type ? r.type : "text/plain");
    MHD_add_response_header(resp, "X-Content-Type-Options", "nosniff");
    if (status == 429 || status == 503) MHD_add_response_header(resp, "Retry-After", "60");
    if (!cc || cc->over || cx->too_large)    /* past its connections; a body not read */
        MHD_add_response_header(resp, MHD_HTTP_HEADER_CONNECTION, "close");
    enum MHD_Result ok = MHD_queue_response(c, (unsigned)status, resp);
    MHD_destroy_response(resp);
    return ok;
}

/* Gather the body, SRV_MAX_BODY bytes at most (read and dropped when the
 * request is refused anyway: answering before it is read could reset the
 * connection under the answer). */
static void take_upload(conn_ctx *cx, const char *data, size_t n)
{
    if (cx->refused.status) return;
    if (cx->too_large || cx->len + n > SRV_MAX_BODY) {
        cx->too_large = true;
        return;
    }
    char *b = realloc(cx->body, cx->len + n + 1);
    if (!b) {
        cx->too_large = true;
        return;
    }
    memcpy(b + cx->len, data, n);
    cx->len += n;
    b[cx->len] = '\0';
    cx->body = b;
}

static const char *header(struct MHD_Connection *c, const char *name)
{
    return MHD_lookup_connection_value(c, MHD_HEADER_KIND, name);
}

static bool declared_too_large(struct MHD_Connection *c)
{
    const char *v = MHD_lookup_connection_value(c, MHD_HEADER_KIND, MHD_HTTP_HEADER_CONTENT_LENGTH);
    return v && strtoull(v, NULL, 10) > SRV_MAX_BODY;
}

static enum MHD_Result on_request(void *cls, struct MHD_Connection *c, const char *url,
                                  const char *method, const char *version,
                                  const char *upload_data, size_t *upload_size, void **con_cls)
{
    (void)version;
    conn_ctx *cx = *con_cls;
    if (!cx) {
        cx = calloc(1, sizeof *cx);
        if (!cx) return MHD_NO;
        *con_cls = cx;
        srv_http *h = cls;
        cx->too_large = declared_too_large(c);
        guard_check(&h->s->guard, method, header(c, MHD_HTTP_HEADER_HOST),
                    header(c, MHD_HTTP_HEADER_ORIGIN), header(c, MHD_HTTP_HEADER_CONTENT_TYPE),
                    &cx->refused);
        if (!cx->too_large) return MHD_YES;       /* a refusal is answered after the body */
        return answer(h, c, url, method, cx);     /* before reading the body */
    }
    if (*upload_size) {
        take_upload(cx, upload_data, *upload_size);
        *upload_size = 0;
        return MHD_YES;
    }
    return answer(cls, c, url, method, cx);
}

static void on_completed(void *cls, struct MHD_Connection *c, void **con_cls,
                         enum MHD_RequestTerminationCode toe)
{
    (void)cls;
    (void)c;
    (void)toe;
    conn_ctx *cx = *con_cls;
    if (cx) {
        free(cx->body);
        srv_response_free(&cx->refused);
    }
    free(cx);
    *con_cls = NULL;
}

static bool address(const char *host, int port, struct sockaddr_in *sa)
{
    memset(sa, 0, sizeof *sa);
    sa->sin_family = AF_INET;
    sa->sin_port = htons((uint16_t)port);
    if (!host || strcmp(host, "localhost") == 0) host = "127.0.0.1";
    return inet_pton(AF_INET, host, &sa->sin_addr) == 1;
}

srv_http *srv_http_start(srv *s, const char *host, int port)
{
    srv_http *h = calloc(1, sizeof *h);
    struct sockaddr_in sa;
    if (!h || port < 0 || port > 65535 || !address(host, port, &sa)) {
        if (s->log) fprintf(s->log, "ringfall serve: bad address %s:%d\n", host ? host : "", port);
        free(h);
        return NULL;
    }
    h->s = s;
    snprintf(s->guard.host, sizeof s->guard.host, "%s", host ? host : "");
    unsigned flags = MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_THREAD_PER_CONNECTION | MHD_USE_POLL;
    h->d = MHD_start_daemon(flags, (uint16_t)port, on_accept, h, on_request, h,
                            MHD_OPTION_SOCK_ADDR, (struct sockaddr *)&sa,
                            MHD_OPTION_CONNECTION_LIMIT, (unsigned)s->limits.connections,
                            MHD_OPTION_NOTIFY_CONNECTION, on_connection, h,
                            MHD_OPTION_CONNECTION_TIMEOUT, (unsigned)HTTP_IDLE_SECONDS,
                            MHD_OPTION_CONNECTION_MEMORY_LIMIT, (size_t)HTTP_POOL_BYTES,
                            MHD_OPTION_NOTIFY_COMPLETED, on_completed, NULL, MHD_OPTION_END);
    if (!h->d) {
        if (s->log) fprintf(s->log, "ringfall serve: cannot listen on %s:%d\n", host, port);
        free(h);
        return NULL;
    }
    const union MHD_DaemonInfo *info = MHD_get_daemon_info(h->d, MHD_DAEMON_INFO_BIND_PORT);
    h->port = info ? info->port : port;
    s->guard.port = h->port;                      /* its own pages' origin (guard.c) */
    clocks_start(s);                              /* the matches' clocks tick (clocks.c) */
    return h;
}

int srv_http_port(const srv_http *h) { return h->port; }

void srv_http_stop(srv_http *h)
{
    if (!h) return;
    clocks_stop(h->s);
    h->s->stopping = true;                 /* streams end (sse.c) ... */
    registry_broadcast(h->s->reg);         /* ... at once */
    lobby_touch(h->s);
    chat_broadcast(h->s);
    MHD_stop_daemon(h->d);
    free(h);
}
