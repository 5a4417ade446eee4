/*
 * h_rules.c — the rules reference (docs/protocol.md, "Rules"):
 *   GET /api/rules      every part, area and rule of data/rules/RULES.md
 *                       in the project's words (rules_text.c): the
 *                       client's reference (web/js/rules.js);
 *   GET /api/rules/ID   one rule or worked example (SHOOT-12, EX-LOS-3)
 *                       with its area, for a "why" that wants one rule.
 * Public: the rules are the book's. The reference is read once when the
 * server opens (server.c); without the file (another --data directory)
 * both answer 404 saying so.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "srv.h"

bool rules_open(srv *s, const char *data_dir, rf_error *err)
{
    char path[600];
    snprintf(path, sizeof path, "%s/rules/RULES.md", data_dir ? data_dir : content_builtin_data_dir());
    FILE *f = fopen(path, "r");
    if (!f) {                       /* a content set without the reference: no reference */
        snprintf(s->rules_missing, sizeof s->rules_missing, "no rules reference: %s is not there",
                 path);
        return true;
    }
    fclose(f);
    s->rules = rules_text_load(path, err);
    if (!s->rules) return false;
    s->rules_text = json_dumps(s->rules, JSON_COMPACT);
    if (!s->rules_text) snprintf(err->message, sizeof err->message, "out of memory");
    return s->rules_text != NULL;
}

void rules_close(srv *s)
{
    json_decref(s->rules);
    free(s->rules_text);
}

/* A rule id's characters only (capitals, digits, '-'), at most 31. */
static bool id_shaped(const char *id)
{
    size_t n = strlen(id);
    return n > 0 && n < 32 && strspn(id, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-") == n;
}

static json_t *find_rule(const json_t *rules, const char *id, const char **area)
{
    size_t i, k;
    json_t *a, *r;
    json_array_foreach(json_object_get(rules, "areas"), i, a) json_array_foreach(json_object_get(a, "rules"), k, r)
        if (strcmp(json_string_value(json_object_get(r, "id")), id) == 0) {
            *area = json_string_value(json_object_get(a, "id"));
            return r;
        }
    return NULL;
}

void h_rules(srv *s, const srv_request *rq, srv_response *r, const char *id)
{
    (void)rq;
    if (!s->rules) {
        reply_error(r, SRV_E_NOT_FOUND, "%s", s->rules_missing);
        return;
    }
    if (!id) {
        char *text = strdup(s->rules_text);
        if (text) reply_text(r, 200, "application/json", text, strlen(text));
        else reply_error(r, SRV_E_INTERNAL, "out of memory");
        return;
    }
    if (!id_shaped(id)) {
        reply_error(r, SRV_E_BAD_REQUEST, "a rule id is capitals, digits and '-' (SHOOT-12, "
                    "EX-LOS-3), at most 31 characters");
        return;
    }
    const char *area = NULL;
    json_t *rule = find_rule(s->rules, id, &area);
    if (!rule) {
        reply_error(r, SRV_E_NOT_FOUND, "no rule %s in the rules reference", id);
        return;
    }
    json_t *j = json_deep_copy(rule);             /* the shared reference stays untouched */
    json_object_set_new(j, "area", json_string(area));
    reply_json(r, 200, j);
}
