/*
 * deploy.h — the deployment procedure shared by Heat Shields, Supply Drops
 * and the Replicator (rules DEPLOY-1 … DEPLOY-5, MOD-3; data/deployment.json,
 * docs/modes.md): a deployment card names a map corner and two arrows
 * along the map's edges away from it; two coordinate tokens say how many
 * spaces to count along each.
 */
#ifndef RF_RULES_DEPLOY_H
#define RF_RULES_DEPLOY_H

#include <stdbool.h>
#include <stdint.h>

#include "geo/move.h"
#include "rules/modules/ring/ring.h"          /* enum rf_edge (the arrows), enum rf_corner */
#include "rules/engine/rng.h"

#include "data/types/deploy.h"   /* its content types (src/data/types/) */

/* The corner space of card c on a w x h map. */
geo_cell deploy_corner(const rf_deploy_card *c, int w, int h);

/* DEPLOY-2 … DEPLOY-4: where an item lands. From `corner` count t1 spaces
 * along the first arrow and t2 along the second (the corner is 0, ruling
 * R-DEPLOY-2); a target off the map is brought back to the map's last
 * space that way. If the space is not free (geo_space_free with the
 * legends), go on along the second arrow to the first free one (DEPLOY-3);
 * if none, search the rings around the target, nearest first, each
 * clockwise from the north (DEPLOY-4, R-DEPLOY-4). False if the map has no
 * free space at all. */
bool deploy_space(const geo_board *b, const geo_overlay *ov, const geo_cellset *legends,
                     const rf_deploy_card *c, geo_cell corner, int t1, int t2, geo_cell *out);

/* DEPLOY-1, DEPLOY-5: reveal n different cards (card[]) and 2 different
 * tokens for each (token[2 * i], token[2 * i + 1]): the deck and the pile
 * are shuffled back after every deployment, so each reveal is a fresh draw. */
void deploy_reveal(rf_rng *rng, int n, int *card, int *token);

#endif
