/*
 * frame_state.h — what each frame type keeps (engine.h, enum
 * rf_frame_type): one named struct per type, the members of rf_frame's
 * union (state.h). A frame is still a plain struct copied with memcpy; each
 * struct holds at most 4 int16_t, so the union is no larger than the four
 * unnamed fields a, b, c, d it replaces, and each member lies where the
 * field it was lay (a, b, c, d in that order; an unused_ member keeps the
 * place of one this type does not use). Frame types without state (round,
 * champion feat) have none.
 */
#ifndef RF_RULES_FRAME_STATE_H
#define RF_RULES_FRAME_STATE_H

#include <stdbool.h>
#include <stdint.h>

/* FR_TURN (frame_turn.c) */
typedef struct rf_turn_frame {
    int16_t squad;            /* whose turn (TURN-1) */
    int16_t started;          /* 1 once the turn-start effects ran (EVENT-3, R-EVENT-2) */
} rf_turn_frame;

/* FR_ACTIVATION (frame_activation.c) */
typedef struct rf_activation_frame {
    int16_t eliminated;       /* 1: the activation started with the legend eliminated (ACT-9) */
} rf_activation_frame;

/* FR_MOVE (frame_move.c, match_entry.c) */
typedef struct rf_move_frame {
    int16_t mp;               /* the Move's own MP (MOVE-1) */
    int16_t rushed;           /* 1 once a Rush added one (RUSH-1 (b)) */
    int16_t entry;            /* 1 + the map edge a legend enters from (STAGE2-10, TDM-8),
                                 0 for a Move on the map */
} rf_move_frame;

/* What the cards of one Shoot change (ENHANCE, REACT), kept in its frame
 * (rf_shoot_frame): it ends with the Shoot. One byte a field so that it
 * fits the frame union with the weapon slot (16 bytes). */
typedef struct rf_shot {
    int8_t ht_mod;                  /* + harder, - easier */
    int8_t damage_per_hit;          /* + more, - less (not below 0 in all) */
    int8_t stability, rate;         /* added to the weapon's */
    uint8_t ignore_icons;           /* TERM-7 */
    bool enhanced;                  /* ENHANCE-2: one Enhanced card per action */
    uint8_t reacted_before, reacted_after;  /* REACT-5: legends (bits) that reacted */
    uint8_t face_up_before;         /* legends (bits) whose Before Firing reaction was the
                                       face-up card's (a plug-in's, CHAMP-20) */
    bool firing;                    /* fire() is resolving: a face-up reaction counts only
                                       if made (the views' estimates, outside fire, count it
                                       while the target may still make it) */
    uint8_t after_card;             /* content card + 1 whose effect goes on after the
                                       Shoot (rf_card_fx.after, Thief's Artistry), 0 none */
    uint8_t ht_card[4];             /* content card + 1 of each card that changed the Hit
                                       Threshold, 0 none: the log names them */
} rf_shot;
_Static_assert(sizeof(rf_shot) == 15, "rf_shot fits the Shoot frame with its slot");

/* FR_SHOOT (frame_shoot.c): the weapon and what the Shoot's cards change
 * (rf_shot above; engine_shot_now, engine.h) */
typedef struct rf_shoot_frame {
    int8_t slot;              /* the weapon slot fired (SHOOT-5); before it is chosen,
                                 1 + the only slot allowed (a weapon's special action,
                                 WEAPON-15), 0 any */
    rf_shot shot;             /* ENHANCE, REACT: zero when the weapon is chosen */
} rf_shoot_frame;

/* FR_WEAPON_ACTION (weapon_printed.c): a weapon's special action (WEAPON-15) */
typedef struct rf_weapon_action_frame {
    int16_t slot;             /* the weapon slot whose card it is */
    int16_t def;              /* its weapon card (catalog index) */
    int16_t plan;             /* PREC-6: 0 its instructions in the printed order, 1 the
                                 other way round, 2 the first only, 3 the second only */
    int16_t done;             /* instructions started */
} rf_weapon_action_frame;

/* FR_RESPAWN (frame_respawn.c) */
typedef struct rf_respawn_frame {
    int16_t unused_a, unused_b;
    int16_t holder;           /* 1 + the instant's holder it may come back next to
                                 (EX-INSTANT-1), 0 none */
    int16_t beacon;           /* Capture the Flag: 1 + the beacon the enemy chose, 0 not yet */
} rf_respawn_frame;

/* FR_COMBINED (frame_combined.c) */
typedef struct rf_combined_frame {
    int16_t main;             /* the main part's frame type (ACT-11) */
    int16_t done;             /* parts done: bit 1 << enum rf_part */
    int16_t second;           /* the second part's frame type, 0 for the Move 1
                                 (FR_USE for "Interact and Use", GEAR-7) */
} rf_combined_frame;

/* FR_INTERACT (frame_interact.c, and the modules' and legends' objects) */
typedef struct rf_interact_frame {
    int16_t unused_a;
    int16_t done;             /* bit 0: the object interaction is done (INTERACT-1 (a)) */
} rf_interact_frame;

/* FR_RECEIVE_LOOT (frame_receive_loot.c) */
typedef struct rf_receive_loot_frame {
    int16_t unused_a, unused_b;
    int16_t off_map;          /* 1: the legend is off the map, at the entrance board: a token it
                                 drops is removed (STAGE2-5) */
} rf_receive_loot_frame;

/* FR_DROP (frame_drop.c) */
typedef struct rf_drop_frame {
    int16_t piece;            /* the token dropped (LOOT-4, ACT-17 a) */
} rf_drop_frame;

/* FR_RECEIVE_WEAPON (frame_receive_weapon.c) */
typedef struct rf_receive_weapon_frame {
    int16_t unused_a, unused_b;
    int16_t picking;          /* 1 while one of several held cards is still to be picked */
} rf_receive_weapon_frame;

/* FR_USE (frame_use.c) */
typedef struct rf_use_frame {
    int16_t slot;             /* the backpack slot (USE-1); a printed item: its board space */
    int16_t aim;              /* the intended landing space, a cell index (GRENADE-2) */
    int16_t turns;            /* quarter turns of the template (GRENADE-5) */
    int16_t bonus;            /* a champion card's grenade (B-F-1, CHAMP-19): only a grenade,
                                 this much more damage; 0 none */
} rf_use_frame;

/* FR_MELEE (frame_melee.c): its steps (rf_frame.step); named here so
 * that tests/unit/test_legal.c can set a push's landing (PUSH-4). */
enum rf_melee_step { RF_MELEE_TARGET, RF_MELEE_STRIKE, RF_MELEE_LAND, RF_MELEE_END };

typedef struct rf_melee_frame {
    int16_t unused_a;
    int16_t lower;            /* the occupied lower space pushed onto, a cell index (PUSH-4) */
    int8_t card;              /* 1: a card's melee (effect "melee", CARD-9): its numbers
                                 below; 0: the basic Melee Attack's (MELEE-2) */
    int8_t damage, push, collision;   /* the card's damage, push spaces (PUSH-1), damage on
                                         a collision (PUSH-5) */
    int8_t follow;            /* FOLLOW (CARD-9, PUSH-7): the attacker moves to the space
                                 the enemy was pushed from */
    int8_t unused_b;
    int16_t from;             /* 1 + that space's cell index once the enemy moved, 0 not */
} rf_melee_frame;

/* FR_DESTROY (frame_destroy.c) */
typedef struct rf_destroy_frame {
    int16_t how;              /* the attack: weapon slot, or HOW_MELEE (DESTROY-2) */
    int16_t chosen;           /* targets chosen (DESTROY-1) */
    int16_t objects_lo, objects_hi;   /* the chosen overlay objects (bits): lo | hi << 16 */
} rf_destroy_frame;

/* FR_MATCH (match.c) */
typedef struct rf_match_frame {
    int16_t squad;            /* the squad (or, for the colours, the seat) to act */
    int16_t colour;           /* 1 while the colour choice is pending (DRAFT-2) */
} rf_match_frame;

/* FR_LOADOUT (match_loadout.c) */
typedef struct rf_loadout_frame {
    int16_t squad;            /* whose loadout (STAGE1) */
    int16_t unused_b;
    int16_t placed;           /* choices made, up to RF_LOADOUT_CAP */
} rf_loadout_frame;

/* FR_ABILITY (abilities_play.c); target: miniatures placed */
typedef struct rf_ability_frame {
    int16_t slot;             /* 0 Tactical, 1 Ultimate (ABIL-3) */
    int16_t unused_b, unused_c;
    int16_t token;            /* the ability token in use */
} rf_ability_frame;

/* FR_GIVE_LOOT (frame_give_loot.c); legend: the giver, target: the receiver */
typedef struct rf_give_loot_frame {
    int16_t left;             /* tokens still to give */
} rf_give_loot_frame;

#endif
