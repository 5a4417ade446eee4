/*
 * h_protocol.c — GET /api/protocol: the protocol's lists, so that no
 * client keeps a copy by hand: the option kinds (the top byte of an option
 * code, RF_OPTION_KINDS of include/ringfall.h), the decision kinds
 * (RF_DECISION_KINDS) and the error codes with
 * their HTTP statuses, the engine's (RF_STATUS_LIST) and the server's
 * (srv_errors.h). docs/protocol.md, "Protocol lists".
 */
#include "srv.h"

static json_t *option_kinds(void)
{
    json_t *a = json_array();
#define KIND_JSON_(name, value) \
    json_array_append_new(a, json_pack("{s:s, s:i}", "name", #name, "kind", value));
    RF_OPTION_KINDS(KIND_JSON_)
#undef KIND_JSON_
    return a;
}

static json_t *decision_kinds(void)
{
    json_t *a = json_array();
#define DEC_JSON_(name, value, rule) \
    json_array_append_new(a, json_pack("{s:s, s:i, s:s}", "name", #name, "kind", value, "rule", rule));
    RF_DECISION_KINDS(DEC_JSON_)
#undef DEC_JSON_
    return a;
}

/* The engine's errors but RF_OK, then the server's: names are unique
 * across both (test_server_protocol.c). */
static json_t *errors(void)
{
    json_t *a = json_array();
#define ENGINE_JSON_(id, name, http) \
    if (RF_##id != RF_OK)            \
        json_array_append_new(a, json_pack("{s:s, s:i, s:s}", "name", name, "status", http, \
                                           "from", "engine"));
    RF_STATUS_LIST(ENGINE_JSON_)
#undef ENGINE_JSON_
#define SERVER_JSON_(name, http) \
    json_array_append_new(a, json_pack("{s:s, s:i, s:s}", "name", #name, "status", http, \
                                       "from", "server"));
    SRV_ERROR_LIST(SERVER_JSON_)
#undef SERVER_JSON_
    return a;
}

void h_protocol(srv *s, const srv_request *rq, srv_response *r)
{
    (void)s;
    (void)rq;
    reply_json(r, 200, json_pack("{s:o, s:o, s:o}", "option_kinds", option_kinds(),
                                 "decision_kinds", decision_kinds(), "errors", errors()));
}
