/*
 * reply.c — the server's answers: JSON bodies, and errors as
 * {"error": CODE, "message": reason} (STYLE.md, Errors) with a 4xx status,
 * CODE and status from one list (srv_errors.h, or the engine's
 * RF_STATUS_LIST for a refusal of the engine).
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "srv.h"

void reply_text(srv_response *r, int status, const char *type, char *text, size_t len)
{
    free(r->body);
    r->status = status;
    r->kind = SRV_BODY;
    r->type = type;
    r->body = text;
    r->len = len;
}

void reply_json(srv_response *r, int status, json_t *j)
{
    char *text = j ? json_dumps(j, JSON_COMPACT) : NULL;
    json_decref(j);
    if (!text) {
        reply_error(r, SRV_E_INTERNAL, "out of memory");
        return;
    }
    reply_text(r, status, "application/json", text, strlen(text));
}

const char *srv_error_name(srv_err e)
{
    switch (e) {
#define SRV_ERR_NAME_(name, http) \
    case SRV_E_##name: return #name;
        SRV_ERROR_LIST(SRV_ERR_NAME_)
#undef SRV_ERR_NAME_
    case SRV_E_COUNT: break;
    }
    return "INTERNAL";
}

int srv_error_http_status(srv_err e)
{
    switch (e) {
#define SRV_ERR_HTTP_(name, http) \
    case SRV_E_##name: return http;
        SRV_ERROR_LIST(SRV_ERR_HTTP_)
#undef SRV_ERR_HTTP_
    case SRV_E_COUNT: break;
    }
    return 500;
}

/* Length of the valid UTF-8 sequence at s (1 to 4 bytes), or 0. */
static int utf8_sequence(const unsigned char *s)
{
    int n = s[0] < 0x80 ? 1 : s[0] >= 0xC2 && s[0] <= 0xDF ? 2
          : s[0] >= 0xE0 && s[0] <= 0xEF ? 3 : s[0] >= 0xF0 && s[0] <= 0xF4 ? 4 : 0;
    for (int k = 1; k < n; k++)
        if ((s[k] & 0xC0) != 0x80) return 0;
    if (n == 3 && ((s[0] == 0xE0 && s[1] < 0xA0) || (s[0] == 0xED && s[1] > 0x9F))) return 0;
    if (n == 4 && ((s[0] == 0xF0 && s[1] < 0x90) || (s[0] == 0xF4 && s[1] > 0x8F))) return 0;
    return n;
}

/* A message may quote what a client sent (a path, a name): bytes that are
 * not UTF-8 become '?', so that the JSON string can be written and a
 * hostile request still gets its 4xx, not a 500. */
static void utf8_mend(char *msg)
{
    for (unsigned char *s = (unsigned char *)msg; *s;) {
        int n = utf8_sequence(s);
        if (n == 0) *s++ = '?';
        else s += n;
    }
}

static void reply_coded(srv_response *r, int status, const char *code, const char *fmt,
                        va_list ap)
{
    char msg[512];
    vsnprintf(msg, sizeof msg, fmt, ap);
    utf8_mend(msg);
    json_t *j = json_pack("{s:s, s:s}", "error", code, "message", msg);
    char *text = j ? json_dumps(j, JSON_COMPACT) : NULL;
    json_decref(j);
    if (!text) {
        status = srv_error_http_status(SRV_E_INTERNAL);
        text = strdup("{\"error\":\"INTERNAL\",\"message\":\"out of memory\"}");
    }
    reply_text(r, status, "application/json", text, text ? strlen(text) : 0);
}

void reply_error(srv_response *r, srv_err e, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    reply_coded(r, srv_error_http_status(e), srv_error_name(e), fmt, ap);
    va_end(ap);
}

void reply_refused(srv_response *r, rf_status st, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    reply_coded(r, rf_error_http_status(st), rf_error_name(st), fmt, ap);
    va_end(ap);
}

json_t *request_object(const srv_request *rq, srv_response *r)
{
    if (!rq->body || rq->body_len == 0) {
        reply_error(r, SRV_E_BAD_REQUEST, "a JSON object body is expected");
        return NULL;
    }
    json_error_t je;
    json_t *j = json_loadb(rq->body, rq->body_len, JSON_REJECT_DUPLICATES, &je);
    if (!j) {
        reply_error(r, SRV_E_BAD_JSON, "line %d column %d: %s", je.line, je.column, je.text);
        return NULL;
    }
    if (!json_is_object(j)) {
        json_decref(j);
        reply_error(r, SRV_E_BAD_REQUEST, "the body must be a JSON object");
        return NULL;
    }
    return j;
}

void srv_response_free(srv_response *r)
{
    free(r->body);
    r->body = NULL;
}
