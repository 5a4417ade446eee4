/*
 * guard.c — which pages may call the server. A browser lets any web page
 * send requests to a server on this machine (http://127.0.0.1:8080/): a
 * form's text/plain POST needs no permission, and DNS rebinding (a name
 * of the attacker's that first points to its own machine, then to
 * 127.0.0.1) even lets the page read the answers. So (docs/security.md):
 *
 *   Host    the name the request was sent to must be an address (IPv4 or
 *           [IPv6]: no rebinding without a name), "localhost", the
 *           server's --host, or the host of an --allow-origin; else 403.
 *   Origin  when a browser sends one, the page must be the server's own
 *           (the Origin's host:port is the Host), a loopback form of it
 *           (localhost, 127.0.0.1, [::1] at the server's port), or an
 *           --allow-origin; "null" (a file, a sandbox) is refused; 403.
 *   Content-Type  a POST says application/json, which a page of another
 *           site cannot send without the server's leave (CORS, never
 *           given); else 415.
 * Clients that are not browsers send no Origin and pass with any Host
 * that names this server.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "srv.h"

/* The name of "name[:port]" or "[v6]:port" into out; its port (0 none, -1
 * bad). */
static int split_authority(const char *a, char *out, size_t n)
{
    const char *colon;
    if (a[0] == '[') {
        const char *close = strchr(a, ']');
        if (!close) return -1;
        colon = close[1] == ':' ? close + 1 : NULL;
        if (close[1] && !colon) return -1;
        snprintf(out, n, "%.*s", (int)(close - a + 1), a);
    } else {
        colon = strchr(a, ':');
        snprintf(out, n, "%.*s", colon ? (int)(colon - a) : (int)strlen(a), a);
    }
    if (!colon) return 0;
    char *end;
    long port = strtol(colon + 1, &end, 10);
    return colon[1] && !*end && port > 0 && port <= 65535 ? (int)port : -1;
}

static bool ipv4_literal(const char *name)
{
    int dots = 0, digits = 0;
    for (const char *p = name; *p; p++) {
        if (*p == '.' && digits > 0 && digits <= 3) dots++, digits = 0;
        else if (isdigit((unsigned char)*p)) digits++;
        else return false;
    }
    return dots == 3 && digits > 0 && digits <= 3;
}

static bool loopback_name(const char *name)
{
    return strcasecmp(name, "localhost") == 0 ||
           (strncmp(name, "127.", 4) == 0 && ipv4_literal(name)) ||   /* not 127.x.example */
           strcmp(name, "[::1]") == 0;
}

/* The host of an "http://host:port" origin. */
static void origin_host(const char *origin, char *out, size_t n)
{
    const char *p = strstr(origin, "://");
    split_authority(p ? p + 3 : origin, out, n);
}

static bool host_allowed(const srv_guard *g, const char *host)
{
    char name[128];
    if (split_authority(host, name, sizeof name) < 0 || !name[0]) return false;
    if (name[0] == '[' || ipv4_literal(name) || loopback_name(name)) return true;
    if (g->host[0] && strcasecmp(name, g->host) == 0) return true;
    for (int i = 0; i < SRV_MAX_ALLOW_ORIGINS && g->allow[i][0]; i++) {
        char other[128];
        origin_host(g->allow[i], other, sizeof other);
        if (strcasecmp(name, other) == 0) return true;
    }
    return false;
}

static bool origin_allowed(const srv_guard *g, const char *host, const char *origin)
{
    for (int i = 0; i < SRV_MAX_ALLOW_ORIGINS && g->allow[i][0]; i++)
        if (strcasecmp(origin, g->allow[i]) == 0) return true;
    const char *auth = strncasecmp(origin, "http://", 7) == 0 ? origin + 7 : NULL;
    if (!auth) return false;                      /* "null", https (not served here), ... */
    if (host && strcasecmp(auth, host) == 0) return true;                 /* the same page */
    char name[128];
    int port = split_authority(auth, name, sizeof name);
    return loopback_name(name) && (port == g->port || (port == 0 && g->port == 80));
}

static bool is_json_type(const char *type)
{
    if (!type) return false;
    while (*type == ' ' || *type == '\t') type++;
    size_t n = strlen("application/json");
    if (strncasecmp(type, "application/json", n) != 0) return false;
    const char *rest = type + n;
    while (*rest == ' ' || *rest == '\t') rest++;
    return *rest == '\0' || *rest == ';';
}

int guard_check(const srv_guard *g, const char *method, const char *host, const char *origin,
                const char *content_type, srv_response *r)
{
    memset(r, 0, sizeof *r);
    if (host && !host_allowed(g, host)) {
        reply_error(r, SRV_E_BAD_HOST, "this server does not answer to the name \"%.100s\" "
                    "(only to its addresses, localhost, its --host and --allow-origin)", host);
        return 403;
    }
    if (origin && !origin_allowed(g, host, origin)) {
        reply_error(r, SRV_E_BAD_ORIGIN, "pages of %.100s may not call this server (its own "
                    "pages may; others with `ringfall serve --allow-origin`)", origin);
        return 403;
    }
    if (method && strcmp(method, "POST") == 0 && !is_json_type(content_type)) {
        reply_error(r, SRV_E_NOT_JSON, "a POST sends \"Content-Type: application/json\" "
                    "(not %.100s)", content_type ? content_type : "none");
        return 415;
    }
    return 0;
}
