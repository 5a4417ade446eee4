/*
 * combat.h — the combat core as pure functions: a weapon's effective stats,
 * the Hit Threshold, laying out and judging Aim cards, damage per Shoot,
 * applying damage to shield and health with the knockdown shield, melee and
 * pushes (rules SHOOT-13 … SHOOT-16, AIM-3 … AIM-17, ATTACH-7 … ATTACH-14,
 * DMG, KO, MELEE, PUSH).
 *
 * Nothing here draws cards, chooses or keeps state: callers (the decision
 * engine, the scenario runner) hand in the drawn cards and the situation and
 * get a full account back, so every number can be shown to players.
 */
#ifndef RF_RULES_COMBAT_H
#define RF_RULES_COMBAT_H

#include <stdbool.h>

#include "geo/overlay.h"
#include "data/catalog.h"

/* A weapon as it shoots: card values plus fitted attachments. */
typedef struct rf_weapon_stats {
    uint8_t ammo;                  /* enum rf_ammo */
    uint8_t threshold;
    uint8_t range_lo, range_hi;
    uint8_t rate_a, rate_b;        /* after magazines and bolts (ATTACH-9, ATTACH-10) */
    uint8_t damage, head;
    int8_t stability;              /* printed + stabilizer + effects, uncapped (ATTACH-14) */
    int8_t recoil;
    bool has_optic;
    uint8_t optic_lo, optic_hi;    /* optic_hi 0: "or more" */
    int8_t optic_mod;              /* e.g. -10 */
    uint8_t stock_bonus;           /* per hit (ATTACH-12) */
    uint8_t sniper_stock_bonus;    /* first hit (ATTACH-13) */
    uint8_t fitted;                /* bit 1 << family for each attachment that counts */
    int8_t fit_bonus[RF_ATT_COUNT];/* what it added to stability or rate_a, so that a
                                      second one of its family replaces it (ATTACH-7) */
} rf_weapon_stats;

/* The card's own values. */
rf_weapon_stats combat_weapon_base(const rf_weapon_def *w);
/* Fit one attachment (loot kind) on top: ATTACH-8 … ATTACH-13. Only one
 * attachment per family counts (ATTACH-7): fitting a second one of a
 * family replaces the first, so fit the printed attachments first and the
 * tokens after them. att must be an attachment (asserted). */
void combat_weapon_fit(rf_weapon_stats *s, const rf_loot_def *att);

/* SHOOT-13 … SHOOT-16: the modified Hit Threshold, with its parts. */
typedef struct rf_ht {
    int ht;
    int base, range_mod, optic_mod, other_mod;
} rf_ht;
rf_ht combat_hit_threshold(const rf_weapon_stats *w, int distance, int other_mod);

/* What the Aim cards need to know about the target (AIM-11, AIM-16). */
typedef struct rf_aim_target {
    bool lower, higher, cover;     /* relative to the shooter */
    uint8_t helmet_value;          /* GEAR-7: protects cards <= value; 0 none */
    uint8_t helmet_count;          /* ... for this many cards */
    uint8_t ignore_icons;          /* TERM-7: icons the cards count as not having */
    bool both_icons_hit;           /* rules option R-AIM-14: a hit beats a miss */
    bool half_hits_beta;           /* rules option R-AIM-10: 2+ icons give exactly 1 hit */
} rf_aim_target;

/* Why an Aim card hit or missed (AIM-11, AIM-12, AIM-14), as data: the
 * observation's shots carry it (record.h), the log its words (why). */
enum rf_aim_why {
    RF_AIM_WHY_THRESHOLD = 0,      /* value + slot modifier against the threshold (AIM-12) */
    RF_AIM_WHY_LOWER,              /* auto hit: the target is lower (AIM-11) */
    RF_AIM_WHY_HIGHER,             /* auto miss: the target is higher (AIM-11) */
    RF_AIM_WHY_COVER,              /* auto miss: the target is behind cover (AIM-11) */
    RF_AIM_WHY_HIGHER_BEATS_LOWER, /* both icons: the miss beats the hit (AIM-14) */
    RF_AIM_WHY_COVER_BEATS_LOWER,
    RF_AIM_WHYS
};

typedef struct rf_aim_placed {
    rf_aim_card card;
    int8_t slot;                   /* where it lies on the Aim board */
    int8_t mod;                    /* that slot's stability modifier */
    uint8_t shot;                  /* 0-based shot (AIM-8) */
    bool hit, head;
    bool helmet;                   /* a head icon the helmet stopped (AIM-16) */
    uint8_t why_code;              /* enum rf_aim_why */
    char why[48];                  /* "auto hit: target lower (AIM-11)", "35+5=40 < 55" */
} rf_aim_placed;

#define RF_MAX_AIM_CARDS 32

typedef struct rf_aim_result {
    int ncards;
    rf_aim_placed card[RF_MAX_AIM_CARDS];
    int card_hits;                 /* cards that hit */
    int half_icons, half_hits;     /* AIM-10: floor(icons / 2) */
    int hits;                      /* card_hits + half_hits */
    int head_candidates, helmet_saved, heads;
} rf_aim_result;

/* AIM-3 … AIM-7: how many cards a shot reveals. */
int combat_aim_cards_needed(const rf_weapon_stats *w);
/* Lay out the drawn cards (in draw order) on the board and judge each:
 * AIM-4 … AIM-17. n must be combat_aim_cards_needed(w). */
void combat_aim_resolve(const rf_aim_board *board, const rf_weapon_stats *w, int ht,
                    const rf_aim_card *drawn, int n, const rf_aim_target *t, rf_aim_result *out);
/* The same judgement without the words (every why left empty): a Shoot
 * that is not logged (frame_shoot.c). */
void combat_aim_resolve_quiet(const rf_aim_board *board, const rf_weapon_stats *w, int ht,
                          const rf_aim_card *drawn, int n, const rf_aim_target *t,
                          rf_aim_result *out);
/* The same judgement's counts (hits, half hits, heads, helmet saves: not
 * the laid cards) for many draws from one deck with one weapon, threshold
 * and target (rf_view_shot_estimate's samples): what each deck card makes
 * wherever it lies and what each place needs, worked out once by
 * combat_aim_quick_prepare; combat_aim_quick_counts then takes the drawn cards as
 * indices into that deck, in draw order. The counts are combat_aim_resolve's
 * (test_combat: test_AIM_quick_counts_agree_with_the_judgement). */
typedef struct rf_aim_quick {
    int n, ndeck;                         /* cards a Shoot draws, cards in the deck */
    int protect;                          /* the helmet's saves (AIM-16) */
    bool half_hits_beta;
    int need[RF_AIM_DECK];                /* the value a card needs at draw position i */
    uint8_t kind[RF_AIM_DECK];            /* per deck card: by value, auto miss, auto hit */
    uint8_t value[RF_AIM_DECK];
    bool semi[RF_AIM_DECK], head[RF_AIM_DECK], helmet[RF_AIM_DECK];
} rf_aim_quick;
void combat_aim_quick_prepare(rf_aim_quick *q, const rf_aim_board *board, const rf_weapon_stats *w,
                          int ht, const rf_aim_card *deck, int ndeck, const rf_aim_target *t);
void combat_aim_quick_counts(const rf_aim_quick *q, const uint8_t *drawn, rf_aim_result *out);

/* DMG-1, DMG-9: damage of a Shoot (extra: from cards). */
int combat_shot_damage(const rf_weapon_stats *w, int hits, int heads, int extra);

/* A legend's shield, health and knockdown shield (DMG, KO). */
typedef struct rf_vitals {
    int8_t health, health_max;     /* DMG-8: 40 */
    int8_t shield, shield_max;     /* the body shield's limit (GEAR-12) */
    uint8_t ko_prevent;            /* knockdown shield: prevents up to this (GEAR-11), 0 none */
    bool ko_exhausted;             /* KO-3 */
    uint8_t ring_cap;              /* GEAR-11 legendary: ring damage capped, 0 none */
} rf_vitals;

enum rf_damage_tag {
    RF_DMG_NORMAL,                 /* shield first (DMG-3) */
    RF_DMG_HEALTH,                 /* <HEALTH>: bypasses the shield (DMG-6) */
    RF_DMG_SHIELD,                 /* <SHIELD>: only the shield (DMG-5) */
    RF_DMG_RING,                   /* ring damage: <HEALTH>, capped by a legendary KO (KO-5) */
};

typedef struct rf_damage_result {
    int to_shield, to_health, prevented;
    bool knockdown_used;           /* KO-1 … KO-3: prevented and flipped */
    bool eliminated;               /* ELIM-1: health reached 0 */
} rf_damage_result;

/* Apply damage; returns what happened. */
rf_damage_result combat_apply_damage(rf_vitals *v, int amount, int tag);
/* Restore up to the limits (DMG-7, CONSUM-2); returns points restored. */
int combat_restore_health(rf_vitals *v, int amount);
int combat_restore_shield(rf_vitals *v, int amount);

/* MELEE-2, MELEE-3: a melee attack hits on a printed value of 40 or more. */
bool combat_melee_hits(const rf_aim_card *c);

/* PUSH-2 … PUSH-6: one step of a push away from the pusher. */
enum rf_push_outcome {
    RF_PUSH_MOVED,                 /* moved to `to` */
    RF_PUSH_OFF_MAP,               /* collision: off the map */
    RF_PUSH_HIGHER,                /* collision: onto a higher level */
    RF_PUSH_OCCUPIED,              /* collision: an occupied space on the same level */
    RF_PUSH_EDGE,                  /* collision: across an occupied edge */
    RF_PUSH_CONNECTED,             /* collision: across an intersection of connected components */
    RF_PUSH_LOWER_OCCUPIED,        /* collision: an occupied lower space; the pushed player
                                      places the legend on a free space adjacent to it (PUSH-4) */
};

typedef struct rf_push_step {
    int outcome;                   /* enum rf_push_outcome */
    geo_cell to;                   /* the space moved to, or the space that collided */
} rf_push_step;

/* One push step of the legend on `target` away from `pusher` (PUSH-7
 * Unclear: a diagonal pair pushes diagonally; a farther pair along the
 * nearest of the 8 directions). occupied: legends (may be NULL). For a push
 * of several spaces, call again with the new target space and the same
 * pusher until a collision or the maximum (PUSH-1, PUSH-2); the direction
 * stays the same. pusher and target differ (asserted). */
rf_push_step combat_push_one(const geo_board *b, const geo_overlay *ov, const geo_cellset *occupied,
                         geo_cell pusher, geo_cell target);
/* PUSH-4: the free spaces adjacent to an occupied lower landing space (as
 * combat_push_one reports it), among which the pushed legend's player places
 * it. Returns how many were written to out (0 … 8). */
int combat_push_landing(const geo_board *b, const geo_overlay *ov, const geo_cellset *occupied,
                    geo_cell landing, geo_cell out[8]);
/* Human name of an outcome ("off the map (PUSH-3)"). */
const char *combat_push_outcome_name(int outcome);

#endif
