/*
 * ring_load.h — the loaders of the Ring module's content behind
 * rf_content_load: data/ring_cards.json → c->ring_cards,
 * data/round_track.json → c->track, data/rewards.json → c->rewards
 * (rules/ring.h; format docs/ring.md).
 *
 * Same contract as loaders.h: every field is validated (unknown fields are
 * errors), several errors are collected, the first is reported with file,
 * line and JSON path. A file is taken whole or not at all: on failure the
 * part of c it loads is unchanged.
 */
#ifndef RF_DATA_RING_LOAD_H
#define RF_DATA_RING_LOAD_H

#include "data/content.h"

/* data/ring_cards.json → c->ring_cards (8 cards, RING-1). */
rf_status content_load_ring_cards(const char *path, rf_content *c, rf_error *err);
/* data/round_track.json → c->track (round 1 first, 8 rounds, the trophy last). */
rf_status content_load_round_track(const char *path, rf_content *c, rf_error *err);
/* data/rewards.json → c->rewards (4 tokens, STAGE2-9). */
rf_status content_load_rewards(const char *path, rf_content *c, rf_error *err);

#endif
