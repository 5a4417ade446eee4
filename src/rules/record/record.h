/*
 * record.h — what happened in the current and the previous turn, as data:
 * every Shoot (its threshold with each modifier and its source, each Aim
 * card with its slot, modifier, hit or miss and why, headshots, helmet
 * saves, damage), every Move with its path, and every damage or
 * elimination (the turn's events). rf_observe shows it to every seat: all
 * of it happened in the open (AIM-1: Aim cards are revealed face up;
 * REACT: reaction cards are played face up), so it is public.
 *
 * Kept inside rf_game (a plain struct, copied with memcpy): fixed rings of
 * a few entries each, compact. Each entry is stamped with the turn it
 * happened in (rf_record.turn, counted from 1 at every squad's turn start)
 * and numbered in the order it happened across the kinds (seq), so that a
 * client replays a turn's Moves, Shoots, Melee Attacks and damage in order.
 * The view shows the entries of the current and previous turn; if a ring
 * wrapped within those two turns, the view says how many were lost. The
 * only pointers lead to names in the immutable content or to string
 * literals. Never read by the rules: not hashed, not checked.
 */
#ifndef RF_RULES_RECORD_H
#define RF_RULES_RECORD_H

#include <stdint.h>

#include "rules/combat/ht_parts.h"

#define RF_REC_SHOTS 8          /* Shoots kept (2 turns of usual play) */
#define RF_REC_CARDS 12         /* Aim cards kept per Shoot (3x4 at most) */
#define RF_REC_PARTS 4          /* threshold modifiers kept per Shoot, by source */
#define RF_REC_MOVES 12
#define RF_REC_PATH 10          /* the start and up to 9 spaces entered */
#define RF_REC_EVENTS 12
#define RF_REC_MELEES 4         /* Melee Attacks kept */
#define RF_REC_LEGENDS 6        /* = RF_MAX_LEGENDS (state.h checks) */

typedef struct rf_rec_part {
    const char *what;           /* the source's name (content or literal) */
    uint8_t kind;               /* enum rf_ht_part_kind (ht_parts.h) */
    int8_t mod;                 /* + harder, - easier */
} rf_rec_part;

enum { RF_REC_HIT = 1, RF_REC_HEAD = 2, RF_REC_HELMET = 4 };
typedef struct rf_rec_card {
    uint8_t value, icons;       /* the printed card (enum rf_aim_icon bits) */
    int8_t slot, mod;           /* its slot of the Aim board and that slot's modifier */
    uint8_t shot;               /* 0-based shot (AIM-8) */
    uint8_t flags;              /* RF_REC_HIT, RF_REC_HEAD, RF_REC_HELMET; why << 4 */
} rf_rec_card;

enum { RF_REC_COVER = 1, RF_REC_LOWER = 2, RF_REC_HIGHER = 4, RF_REC_PREVENTED = 8,
       RF_REC_ELIMINATED = 16 };
typedef struct rf_rec_shot {
    uint16_t turn, seq;             /* seq: its place among every entry (rf_record.seq) */
    int8_t shooter, target, slot;   /* slot: the shooter's weapon slot */
    uint8_t flags;                  /* RF_REC_COVER … RF_REC_ELIMINATED */
    int16_t weapon;                 /* catalog weapon (the card may leave the legend later) */
    int16_t ht, base;               /* the threshold used and the weapon's printed one */
    int8_t range_mod, optic_mod;
    int16_t other_mod;              /* every other modifier: the parts, and what they miss */
    uint8_t distance, ncards, nparts, hits, heads, half_hits, helmet_saved;
    uint8_t to_shield, to_health;
    int16_t damage;
    rf_rec_part part[RF_REC_PARTS];
    rf_rec_card card[RF_REC_CARDS];
} rf_rec_shot;

typedef struct rf_rec_move {
    uint16_t turn, seq;
    int8_t legend;
    uint8_t n;                      /* spaces in path, the start first */
    uint8_t mp;                     /* MP spent */
    uint16_t path[RF_REC_PATH];     /* geo_cell_index of each space */
} rf_rec_move;

typedef struct rf_rec_event {
    const char *what;               /* the weapon, item, ability, "ring" ... */
    uint16_t turn, seq;
    uint8_t kind;                   /* enum rf_event_kind */
    int8_t legend, source;          /* hurt; who caused it, -1 none */
    uint8_t cause;                  /* enum rf_cause */
    int16_t amount;
    uint8_t to_shield, to_health;
} rf_rec_event;

/* A Melee Attack (MELEE-2, MELEE-3): its one Aim card; its damage and a
 * push's collision are events. */
typedef struct rf_rec_melee {
    uint16_t turn, seq;
    int8_t attacker, target;
    uint8_t value, icons;           /* the Aim card revealed (MELEE-2 (2)) */
    uint8_t hit;                    /* MELEE-3: 40 or more */
} rf_rec_melee;

/* A ring's count: every entry ever added, and the counts at the start of
 * the current and the previous turn (so the view knows what is lost). */
typedef struct rf_rec_count {
    uint16_t total, at_turn, at_prev_turn;
} rf_rec_count;

/* The match so far, per legend (every damage event since the start):
 * damage dealt and taken as dealt (a Shoot's DMG-1 total, before shield
 * and KO-1), eliminations scored (ELIM-1, by the source) and suffered. */
typedef struct rf_rec_totals {
    int16_t dealt[RF_REC_LEGENDS], taken[RF_REC_LEGENDS];
    uint8_t eliminations[RF_REC_LEGENDS], eliminated[RF_REC_LEGENDS];
} rf_rec_totals;

typedef struct rf_record {
    uint16_t turn;                  /* the current turn, 1 at the first; 0 before any */
    uint16_t seq;                   /* entries ever added, of every kind: their order */
    rf_rec_count shots, moves, events, melees;
    rf_rec_shot shot[RF_REC_SHOTS];
    rf_rec_move move[RF_REC_MOVES];
    rf_rec_event event[RF_REC_EVENTS];
    rf_rec_melee melee[RF_REC_MELEES];
    rf_rec_totals totals;
} rf_record;

#endif
