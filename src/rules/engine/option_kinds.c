/*
 * option_kinds.c — the names of the option kinds, from their one list
 * (RF_OPTION_KINDS, include/ringfall.h): what the server says an option
 * is ("MOVE_TO") and what it lists in GET /api/protocol; and the names of
 * the decision kinds, from theirs (RF_DECISION_KINDS).
 */
#include "ringfall.h"

const char *rf_option_kind_name(int kind)
{
    switch (kind) {
#define KIND_NAME_(name, value) \
    case value: return #name;
        RF_OPTION_KINDS(KIND_NAME_)
#undef KIND_NAME_
    }
    return NULL;
}

const char *rf_decision_kind_name(int kind)
{
    switch (kind) {
#define DEC_NAME_(name, value, rule) \
    case value: return #name;
        RF_DECISION_KINDS(DEC_NAME_)
#undef DEC_NAME_
    }
    return NULL;
}

const char *rf_decision_kind_rule(int kind)
{
    switch (kind) {
#define DEC_RULE_(name, value, rule) \
    case value: return rule[0] ? rule : NULL;
        RF_DECISION_KINDS(DEC_RULE_)
#undef DEC_RULE_
    }
    return NULL;
}
