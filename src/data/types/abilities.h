/*
 * abilities.h — ability cards as content (data/abilities.json; rules ABIL, TIME,
 * COOL): what the loader fills (abilities_load.c). Their state in a game
 * (tokens, miniatures) is rules/cards/abilities.h's.
 */
#ifndef RF_DATA_TYPES_ABILITIES_H
#define RF_DATA_TYPES_ABILITIES_H

#include <stdbool.h>
#include <stdint.h>

/* ABIL-1: each legend has one Tactical and one Ultimate ability. */
enum rf_abil_type { RF_ABIL_TACTICAL, RF_ABIL_ULTIMATE, RF_ABIL_SLOTS };

/* ABIL-6 … ABIL-9: where the ability places its miniature. */
enum rf_abil_place {
    RF_APLACE_NONE,          /* places nothing */
    RF_APLACE_SPACE,         /* any space, occupied or not (ABIL-6) */
    RF_APLACE_FREE_SPACE,    /* a free space (ABIL-7) */
    RF_APLACE_POINT,         /* any intersection (ABIL-6) */
    RF_APLACE_FREE_POINT,    /* a free intersection (ABIL-7) */
    RF_APLACE_ATTACH,        /* attached to an enemy legend (ABIL-8) */
    RF_APLACE_SELF,          /* attached to the user itself (ABIL-8), no decision */
    RF_APLACE_COUNT
};

/* TIME-1 … TIME-7: the green timing label. */
enum rf_abil_timing {
    RF_ATIME_IMMEDIATE,      /* no label: resolved at once (TIME-1) */
    RF_ATIME_DURATION,       /* active at once and for X rounds (TIME-2) */
    RF_ATIME_DELAY,          /* resolved X rounds later (TIME-3) */
    RF_ATIME_PERSISTENT,     /* at once; the miniature stays until used again (TIME-7) */
    RF_ATIME_COUNT
};

#define RF_ABIL_MAX_TOKENS 3        /* tokens of one ability (Bangalore: 2 Tactical) */
#define RF_ABIL_MAX_MINIS 3         /* miniatures of one ability (Bloodhound: 3 Ravens) */
#define RF_COOLDOWN_TRACK 6         /* positions of the cooldown track (designed, DATA-GAPS 2.3) */
#define RF_MAX_ABILITY_DEFS 48
#define RF_MAX_ABIL_MINIS 24
#define RF_ABIL_OWNER 0x80          /* overlay owner tag: 0x80 | legend << 1 | slot */

typedef struct rf_ability_def {
    char id[24];
    char name[48];
    char legend[24];          /* the legend key (rf_setup_legend.abilities) */
    uint8_t type;             /* enum rf_abil_type */
    uint8_t cost;             /* 0 free action, 1 or 2 AP (ACT-12) */
    uint8_t tokens;           /* 1 … RF_ABIL_MAX_TOKENS */
    uint8_t minis;            /* its miniatures: tokens … RF_ABIL_MAX_MINIS ("minis") */
    uint8_t targets_lo, targets_hi;  /* miniatures placed by one use ("targets", ABIL-11) */
    uint8_t chain_lo, chain_hi;      /* a later miniature's range from the one before, 0 0:
                                        from the legend ("chain") */
    uint8_t cooldown;         /* 0 … RF_COOLDOWN_TRACK (COOL-2) */
    uint8_t place;            /* enum rf_abil_place */
    uint8_t range_lo, range_hi;   /* ABIL-9 */
    bool los;                 /* ABIL-10 */
    bool persistent;          /* the miniature is <PERSISTENT> (TIME-5, ABIL-5) */
    int16_t kind;             /* overlay component kind, -1: a marker the overlay does not hold */
    uint8_t timing;           /* enum rf_abil_timing */
    uint8_t rounds;           /* X of Duration / Delay; 0 with `until` */
    uint8_t until;            /* enum rf_abil_until: a Duration ended by a condition (TIME-6) */
    uint8_t effect;           /* enum rf_effect (an ABILITY line of effect_list.h) */
    int8_t a[4];              /* its arguments, in the list's order */
    char template_id[32];     /* an area of data/templates.json (AOE), "" none */
    char text[200];
} rf_ability_def;

typedef struct rf_abilities {
    int n;
    rf_ability_def ab[RF_MAX_ABILITY_DEFS];
} rf_abilities;

/* TIME-6: "Duration special": the card names the condition that ends the
 * effect instead of a number of rounds; it is checked when tokens resolve
 * at the start of every turn (TURN-2). */
enum rf_abil_until { RF_UNTIL_NONE, RF_UNTIL_OFF_MAP, RF_UNTIL_TARGET_OFF_MAP, RF_UNTIL_COUNT };

#endif
