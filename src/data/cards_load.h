/*
 * cards_load.h — the action card loader behind rf_content_load and
 * rf_content_add_cards (data/cards.json → c->cards; format docs/cards.md).
 *
 * Same contract as loaders.h: every field is validated (unknown fields are
 * errors), several errors are collected, the first is reported with file,
 * line and JSON path.
 */
#ifndef RF_DATA_CARDS_LOAD_H
#define RF_DATA_CARDS_LOAD_H

#include "data/content.h"

/* data/cards.json → c->cards (replacing what was there). On failure
 * c->cards is unspecified and must not be used. */
rf_status content_load_cards(const char *path, rf_content *c, rf_error *err);

#endif
