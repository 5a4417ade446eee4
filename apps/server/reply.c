/*
 * reply.c — the server's answers: JSON bodies, and errors as
 * {"error": CODE, "message": reason} (STYLE.md, Errors) with a 4xx status.
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
        reply_error(r, 500, "INTERNAL", "out of memory");
        return;
    }
    reply_text(r, status, "application/json", text, strlen(text));
}

void reply_error(srv_response *r, int status, const char *code, const char *fmt, ...)
{
    char msg[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    json_t *j = json_pack("{s:s, s:s}", "error", code, "message", msg);
    char *text = j ? json_dumps(j, JSON_COMPACT) : NULL;
    json_decref(j);
    if (!text) text = strdup("{\"error\":\"INTERNAL\",\"message\":\"out of memory\"}");
    reply_text(r, status, "application/json", text, text ? strlen(text) : 0);
}

json_t *request_object(const srv_request *rq, srv_response *r)
{
    if (!rq->body || rq->body_len == 0) {
        reply_error(r, 400, "BAD_REQUEST", "a JSON object body is expected");
        return NULL;
    }
    json_error_t je;
    json_t *j = json_loadb(rq->body, rq->body_len, JSON_REJECT_DUPLICATES, &je);
    if (!j) {
        reply_error(r, 400, "BAD_JSON", "line %d column %d: %s", je.line, je.column, je.text);
        return NULL;
    }
    if (!json_is_object(j)) {
        json_decref(j);
        reply_error(r, 400, "BAD_REQUEST", "the body must be a JSON object");
        return NULL;
    }
    return j;
}

void srv_response_free(srv_response *r)
{
    free(r->body);
    r->body = NULL;
}
