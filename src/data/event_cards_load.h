/*
 * event_cards_load.h — data/events.json → c->events (rules EVENT-1,
 * EVENT-5; rules/event_cards_types.h).
 */
#ifndef RF_DATA_EVENT_CARDS_LOAD_H
#define RF_DATA_EVENT_CARDS_LOAD_H

#include "data/content.h"

rf_status content_load_event_cards(const char *path, rf_content *c, rf_error *err);
/* The handler's name in data/events.json ("spell"), "?" if out of range. */
const char *content_event_handler_name(int handler);

#endif
