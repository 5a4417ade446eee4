/*
 * observe_record.h — the observation's "record" (observe_record.c): the
 * current and previous turn's Shoots, Moves and damage as JSON.
 */
#ifndef RF_RULES_OBSERVE_RECORD_H
#define RF_RULES_OBSERVE_RECORD_H

#include "rules/views/json_out.h"
#include "rules/engine/state.h"

void observe_put_record(jbuf *j, const rf_game *g);

#endif
