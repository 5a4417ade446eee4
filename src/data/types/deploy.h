/*
 * deploy.h — deployment cards and coordinate tokens as content
 * (data/deployment.json, deploy_load.c; DEPLOY-1 … DEPLOY-5).
 */
#ifndef RF_DATA_TYPES_DEPLOY_H
#define RF_DATA_TYPES_DEPLOY_H

#include <stdint.h>
#include "data/types/entrance.h"          /* enum rf_edge, enum rf_corner */

#define RF_DEPLOY_CARDS 4        /* HEAT-1, DROP-1, REPL-1 */
#define RF_COORD_TOKENS 8

typedef struct rf_deploy_card {
    char id[8];
    uint8_t corner;              /* enum rf_corner */
    uint8_t arrow[2];            /* enum rf_edge: the way it points (RF_NORTH: up), each
                                    away from the corner along a map edge */
} rf_deploy_card;

typedef struct rf_deploy_deck {
    rf_deploy_card card[RF_DEPLOY_CARDS];
    uint8_t token[RF_COORD_TOKENS];
} rf_deploy_deck;

#endif
