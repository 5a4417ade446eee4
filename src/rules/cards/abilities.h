/*
 * abilities.h — ability cards, their tokens and miniatures (rules ABIL,
 * TIME, COOL; TURN-2, TRANS-4, CONSUM-8, DESTROY-7). Format and timing
 * model: docs/abilities.md.
 *
 * An ability is data (data/abilities.json; test-only abilities in
 * tests/data/): its legend key, type (Tactical or Ultimate, ABIL-1), cost
 * (free, 1 or 2 AP, ACT-12), how many tokens it has, its cooldown (COOL-2),
 * where it places a miniature (ABIL-4 … ABIL-10), its timing label (TIME)
 * and its effect (a line of data/effect_list.h with up to four named
 * arguments).
 *
 * In a game every token of a legend's ability is in exactly one place
 * (rf_check): the legend's supply (ABIL-3), below the initiative track at
 * an absolute turn (round * 2 + squad) in top-to-bottom order (TIME-2 …
 * TIME-4, TURN-2), or on the cooldown track at a position (COOL-2 …
 * COOL-5). A placed miniature is a record here (owner, ability, the token
 * whose effect it belongs to, where it is or whom it is attached to); a
 * miniature with a component kind is also an overlay object, so sight,
 * zones and movement see it (owner tag RF_ABIL_OWNER).
 */
#ifndef RF_RULES_ABILITIES_H
#define RF_RULES_ABILITIES_H

#include <stdbool.h>
#include <stdint.h>

#include "geo/grid.h"

#include "data/types/abilities.h"   /* its content types (src/data/types/) */

/* Where a token is. */
#define RF_TOK_UNTIL 255          /* a TRACK token's turn when a condition ends it (TIME-6) */

enum rf_tok_where { RF_TOK_SUPPLY = 0, RF_TOK_TRACK, RF_TOK_COOLDOWN,
                   RF_TOK_USING };    /* taken by the use being placed (an FR_ABILITY frame) */

typedef struct rf_abil_token {
    uint8_t where;            /* enum rf_tok_where */
    uint8_t at;               /* TRACK: turn round * 2 + squad; COOLDOWN: position 1 … */
    uint16_t order;           /* TRACK: placing order, lower = higher up (TIME-4) */
} rf_abil_token;

typedef struct rf_abil_mini {
    int8_t legend, slot;      /* owner and ability */
    int8_t token;             /* the token whose timed effect it belongs to, -1 none */
    int8_t attached;          /* the legend it is attached to (ABIL-8), -1 */
    int16_t kind;             /* overlay kind, -1 marker */
    geo_place at;             /* where it lies (not for attached miniatures) */
    uint16_t order;           /* placing order (ABIL-5 takes the oldest) */
    int8_t facing;            /* quarter turns (geo_aoe's rot) pointing from its user to it
                                 when placed: 0 south, 1 west, 2 north, 3 east */
} rf_abil_mini;

/* The abilities' part of a game state. */
typedef struct rf_abil_state {
    int8_t def[6][RF_ABIL_SLOTS];            /* content ability per legend and type, -1 */
    rf_abil_token tok[6][RF_ABIL_SLOTS][RF_ABIL_MAX_TOKENS];
    uint8_t nminis;
    rf_abil_mini mini[RF_MAX_ABIL_MINIS];
    uint16_t seq;                            /* placing counter */
} rf_abil_state;

/* An ability effect's name, an ability effect by name (-1 if unknown):
 * effect_table.c. */
const char *abil_effect_name(int effect);
int abil_effect_parse(const char *name);

#endif
