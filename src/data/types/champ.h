/*
 * champ.h — the Champions mode's content (data/champions.json, champ_load.c;
 * rules CHAMP-1 … CHAMP-21): its numbers, the Boss side, the feat cards.
 */
#ifndef RF_DATA_TYPES_CHAMP_H
#define RF_DATA_TYPES_CHAMP_H

#include <stdbool.h>
#include <stdint.h>

#define RF_CHAMP_FEATS 6           /* B-F-1 … B-F-6 in each deck (CHAMP-5) */
#define RF_CHAMP_DECKS 2           /* two identical decks, one per champion (CHAMP-5) */
#define RF_CHAMP_BOSS_SPACES 8     /* the Boss side's printed items, at most */
#define RF_CHAMP_EFFECT_ARGS 2

/* A top effect (CHAMP-19): resolved when the card is played from hand. */
enum rf_champ_top {
    RF_CTOP_MOVE_GRENADE,      /* MOVE a0, then USE a grenade of the board: it deals +a1 */
    RF_CTOP_SHOOT_HIT_BONUS,   /* SHOOT: each hit deals +a0 */
    RF_CTOP_SHOOT_HEAD_BONUS,  /* SHOOT: each headshot deals +a0 more */
    RF_CTOP_MOVE_SHOOT,        /* MOVE a0, then SHOOT */
    RF_CTOP_RESTORE_SHIELD,    /* restore a0 shield */
    RF_CTOP_UNLOCK,            /* take a0 lock tokens off the equipment board */
    RF_CTOP_COUNT
};

/* A bottom effect (CHAMP-20): constant while the card is active; when. */
enum rf_champ_bottom {
    RF_CBOT_MISS_PER_RANGE,    /* reaction before firing: 1 hit misses per a0 spaces (up) */
    RF_CBOT_DAMAGE_CAP,        /* reaction before firing: the shot deals at most a0 */
    RF_CBOT_LOWER_FIRE_RATE,   /* reaction before firing: the shooter's weapon fires a0 less */
    RF_CBOT_IGNORE_HEADSHOTS,  /* reaction before firing: headshot symbols are ignored */
    RF_CBOT_THORNS,            /* after Apply Damage: the shooter takes a0 damage */
    RF_CBOT_HIT_THRESHOLD,     /* reaction before firing: the shot's Hit Threshold +a0 */
    RF_CBOT_COUNT
};

typedef struct rf_champ_effect {
    uint8_t handler;                   /* enum rf_champ_top or rf_champ_bottom */
    int8_t a[RF_CHAMP_EFFECT_ARGS];
    char text[200];
} rf_champ_effect;

typedef struct rf_champ_feat {
    char id[8];                        /* "B-F-1" */
    char name[32];
    rf_champ_effect top, bottom;
} rf_champ_feat;

/* The numbers of each side (CHAMP-3, CHAMP-4, CHAMP-6, CHAMP-7, CHAMP-10,
 * CHAMP-12, CHAMP-14, CHAMP-15). */
typedef struct rf_champ_rules {
    uint8_t champions, challengers;        /* CHAMP-1: 2 and 4 legends */
    uint8_t shield, health;                /* CHAMP-7: 70 and 70 */
    uint8_t respawn_shield, respawn_health;/* CHAMP-15 (3): 60 and 60 */
    uint8_t ap;                            /* CHAMP-12: 3 */
    uint8_t death_boxes;                   /* CHAMP-4, CHAMP-6, CHAMP-7: 2 per legend */
    uint8_t weapons_drawn, weapons_kept;   /* CHAMP-10: 4 and 2 */
    uint8_t feats_kept;                    /* CHAMP-10: 3 of the 6 */
    uint8_t bin_unlocks, bin_draws;        /* CHAMP-14: 2 and 2 */
    uint8_t challengers_vp, champions_vp;  /* CHAMP-3: 2 and 4 */
    uint8_t lock_tokens;                   /* CHAMP-2: 12 in the game, not the box's 31 */
} rf_champ_rules;

typedef struct rf_champ_content {
    bool loaded;
    rf_champ_rules rules;
    uint8_t nboss;
    uint8_t boss_item[RF_CHAMP_BOSS_SPACES];   /* catalog loot kind per Boss-side space */
    rf_champ_feat feat[RF_CHAMP_FEATS];        /* in order B-F-1 … B-F-6 */
} rf_champ_content;

#endif
