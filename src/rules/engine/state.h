/*
 * state.h — the whole state of a game: one plain struct (DESIGN.md).
 *
 * Fixed-size arrays, no pointers into the heap: the only pointers lead to
 * the immutable content, map and board, which every copy shares. So a game
 * is cloned with memcpy (rf_game_clone) and searched cheaply; its size is
 * printed by bench_engine and kept under 16 KiB.
 *
 * Every loot token and weapon card is a "piece" with exactly one place
 * (where + at): a bag, a deck, a space of the map, a backpack slot, a gear
 * slot, a weapon slot, an attachment slot, or removed from the game. The
 * legends' slot arrays point back at pieces; rf_check verifies that both
 * views agree, so no card or token is ever in two places or lost.
 *
 * Decisions are frames on a resolution stack (engine.h): the top frame
 * either runs automatic steps or waits for its seat's choice.
 */
#ifndef RF_RULES_STATE_H
#define RF_RULES_STATE_H

#include <stdbool.h>
#include <stdint.h>

#include "data/content.h"
#include "geo/overlay.h"
#include "map.h"
#include "rules/cards/abilities.h"
#include "data/cards.h"
#include "rules/combat/combat.h"
#include "rules/engine/rng.h"
#include "rules/engine/frame_state.h"
#include "rules/engine/plugins.h"           /* the plug-ins' state, frames and places, listed */
#include "rules/record/record.h"

#define RF_MAX_LEGENDS 6
_Static_assert(RF_REC_LEGENDS == RF_MAX_LEGENDS, "record.h sizes its totals by it");
#define RF_BACKPACK 8                   /* BACKPACK-1 */
#define RF_GEAR_SLOTS 3                 /* GEAR-1: helmet, body shield, knockdown shield */
#define RF_WEAPON_SLOTS 2               /* WEAPON-1 */
#define RF_MAX_PIECES 288               /* loot tokens and weapon cards (+32 kitted: GUNRUN-1) */
#define RF_PIECE_WORDS ((RF_MAX_PIECES + 63) / 64)   /* a bit set of pieces */
#define RF_MAX_STACK 16
#define RF_MAX_BINS 16
#define RF_NAME 16

/* A member of a struct or union from one X(type, member) of plugins.h. */
#define RF_MEMBER(type, member) type member;

enum rf_squad { RF_RED = 0, RF_BLUE = 1 };
enum rf_gear_slot { RF_GEAR_HELMET, RF_GEAR_BODY, RF_GEAR_KNOCKDOWN };

/* Where a piece is. `at` reads per place (see rf_piece). */
enum rf_where {
    RF_IN_BOX = 0,      /* not in this game */
    RF_IN_BAG,          /* at: rarity (LOOT-6) */
    RF_IN_DECK,         /* at: position in its deck */
    RF_ON_MAP,          /* at: cell index (loot on a space, LOOT-4) */
    RF_IN_PACK,         /* at: legend * RF_BACKPACK + slot */
    RF_ON_GEAR,         /* at: legend * RF_GEAR_SLOTS + gear slot */
    RF_ON_WEAPON,       /* weapon cards; at: legend * RF_WEAPON_SLOTS + slot */
    RF_ATTACHED,        /* at: (legend * RF_WEAPON_SLOTS + slot) * RF_MAX_WEAPON_SLOTS + att slot */
    RF_REMOVED,         /* removed from the game (WEAPON-7, CONSUM-1, ...) */
    RF_HELD,            /* next to a legend board, waiting for keep or drop (INTERACT-4 (2));
                           at: legend */
    RF_IN_POOL,         /* a legend's Stage 1 loot pool (STAGE1-1); at: legend */
    RF_AT_ENTRANCE,     /* an epic token beside the entrance board (STAGE2-2); at: side */
#define RF_PLACE(name, value) name = value,
    RF_PLUGIN_PLACES(RF_PLACE)  /* the plug-ins' places (plugins.h) */
#undef RF_PLACE
};

/* A plug-in's place is none of the core's (plugins.h). */
#define RF_PLACE_APART(name, value) \
    _Static_assert((value) > RF_AT_ENTRANCE, #name " has the value of a core place");
RF_PLUGIN_PLACES(RF_PLACE_APART)
#undef RF_PLACE_APART

enum rf_piece_kind { RF_PIECE_LOOT = 0, RF_PIECE_WEAPON = 1 };

typedef struct rf_piece {
    uint8_t kind;       /* enum rf_piece_kind */
    uint8_t def;        /* loot kind or weapon def in the catalog */
    uint8_t where;      /* enum rf_where */
    uint8_t exhausted;  /* double-sided shields (GEAR-4, GEAR-5) */
    int16_t at;
    uint8_t displaced;  /* an attachment knocked off a weapon: backpack or ground only (ATTACH-5) */
} rf_piece;

typedef struct rf_legend {
    char name[RF_NAME];
    uint8_t squad;                  /* enum rf_squad */
    uint8_t seat;                   /* the seat deciding for it */
    bool on_map;                    /* false while eliminated (ELIM-2) */
    bool activated;                 /* this round (ACT-1; the draft card face down, ACT-2) */
    geo_cell pos;
    rf_vitals vitals;
    uint8_t death_boxes;            /* BR-4: 2 each */
    int16_t gear[RF_GEAR_SLOTS];    /* pieces, -1 */
    int16_t pack[RF_BACKPACK];      /* pieces, -1 */
    int16_t weapon[RF_WEAPON_SLOTS];/* weapon card pieces, -1 */
    uint8_t ammo[RF_WEAPON_SLOTS];  /* WEAPON-2: 0 … 5 */
    int16_t attach[RF_WEAPON_SLOTS][RF_MAX_WEAPON_SLOTS];  /* attachment pieces, -1 */
    /* action cards (CARD-6): content card indices; every card of the legend's
     * deck is in exactly one of the three */
    uint8_t deck_n, hand_n, discard_n;
    uint8_t deck[RF_DECK_SIZE];     /* face down, top = [deck_n - 1] (hidden order) */
    uint8_t hand[RF_DECK_SIZE];     /* no hand limit (CARD-6); at most the whole deck */
    uint8_t discard[RF_DECK_SIZE];  /* face up (CARD-5) */
} rf_legend;

/* The Shoot being resolved: what cards changed (ENHANCE, REACT). */
/* The match before Stage 3 (match.c, docs/match.md): colours, draft,
 * Stage 1 and Stage 2. A match set up on the map starts in RF_STAGE_MAP
 * with seat_of = { 0, 1 }. */
enum rf_stage { RF_STAGE_MAP = 0, RF_STAGE_COLOURS, RF_STAGE_DRAFT, RF_STAGE_1, RF_STAGE_2 };
#define RF_MAX_DRAFT 8                  /* rf_setup's list (RF_SETUP_MAX_LEGENDS) */

typedef struct rf_match {
    uint8_t stage;                  /* enum rf_stage; RF_STAGE_MAP once Stage 3 runs */
    int8_t seat_of[2];              /* the seat playing each squad (DRAFT-2); -1 undecided */
    uint8_t aim[2];                 /* the last colour draw: each seat's Aim card value */
    uint8_t squad_size;             /* legends per squad */
    uint8_t size_of[2];             /* legends of each squad (CHAMP-1: they may differ) */
    uint8_t ndraft;                 /* legends that may be drafted */
    uint8_t drafted;                /* bits: drafted already */
    char draft_name[RF_MAX_DRAFT][RF_NAME];
    char draft_deck[RF_MAX_DRAFT][24];
    char draft_abil[RF_MAX_DRAFT][24];    /* its ability cards' key ("*": its own) */
    int8_t squad_of_draft[RF_MAX_DRAFT];  /* RF_START_STAGES: the given squad */
    int8_t reward[4];               /* the reward token at each side (STAGE2-1), -1 removed */
    int8_t side[RF_MAX_LEGENDS];    /* entrance side of each legend, -1 not placed (STAGE2-4) */
    uint8_t entered;                /* bits: legends on the map (STAGE2-6) */
} rf_match;



/* A frame of the resolution stack (engine.h): the frame type's own state
 * is the union's member of that type (frame_state.h). */
typedef struct rf_frame {
    uint8_t type;
    uint8_t step;
    int8_t legend;
    int8_t target;
    union {                         /* the frame type's own (frame_state.h) */
        int16_t v[8];               /* all of it, for the hash */
        rf_turn_frame turn;
        rf_activation_frame activation;
        rf_move_frame move;
        rf_shoot_frame shoot;
        rf_respawn_frame respawn;
        rf_combined_frame combined;
        rf_interact_frame interact;
        rf_receive_loot_frame receive_loot;
        rf_drop_frame drop;
        rf_receive_weapon_frame receive_weapon;
        rf_use_frame use;
        rf_melee_frame melee;
        rf_destroy_frame destroy;
        rf_match_frame match;
        rf_loadout_frame loadout;
        rf_ability_frame ability;
        rf_give_loot_frame give_loot;
        rf_weapon_action_frame weapon_action;
        RF_PLUGIN_FRAMES(RF_MEMBER)   /* the plug-ins' (plugins.h) */
    };
} rf_frame;
/* No frame's state may make the union larger (the game state is copied
 * whole: clones, searches). */
_Static_assert(sizeof(rf_frame) == 4 + 8 * sizeof(int16_t), "a frame type's state is too large");

/* The last Shoot or melee, for views and logs. */
typedef struct rf_last_attack {
    int8_t shooter, target, weapon;
    int16_t ht;                     /* may pass 127 at long range */
    int8_t distance, hits, heads, ncards;
    int16_t damage;
    rf_aim_card cards[12];
    int8_t slots[12];
    uint16_t hit_mask, head_mask;   /* bit i: card i (12 cards: 8 bits were too few) */
} rf_last_attack;
_Static_assert(sizeof(((rf_last_attack *)0)->hit_mask) * 8 >= 12, "a bit for each card kept");

/* What each seat has seen of things now hidden from it (determinize.c,
 * rf_game_determinize): bit p of piece[s] is set while piece p lies where
 * seat s cannot see it (another squad's backpack, say) but s saw it go
 * there from an open place (kept from next to the board, picked up from the
 * map: LOOT-4, INTERACT-4); it is cleared when the piece goes back into a
 * bag or deck. hand[l]: cards everyone saw go into legend l's hand (the
 * leader card's draw from the discard pile, data/roles.json), content card
 * + 1, 0 empty; one is struck off when l discards a card of that kind.
 * leftover[q]: the pieces removed from squad q's pools when its Stage 1
 * loadout ended (STAGE1-7): the log says how many, never which, so for the
 * other seat they are hidden for ever (determinize.c draws them anew).
 * Public history only, never read by the rules: not hashed. */
#define RF_SEEN_HAND 4
typedef struct rf_seen {
    uint64_t piece[2][RF_PIECE_WORDS];
    uint8_t hand[RF_MAX_LEGENDS][RF_SEEN_HAND];
    uint64_t leftover[2][RF_PIECE_WORDS];
} rf_seen;

struct rf_game {
    const rf_content *content;      /* immutable, shared by clones */
    const rf_map *map;
    uint32_t magic;                 /* RF_GAME_MAGIC: catches use after free */
    rf_rng rng;
    uint8_t nlegends;
    rf_legend legend[RF_MAX_LEGENDS];
    /* rounds and turns (ROUND, TURN, ACT) */
    uint8_t round;                  /* 1 … 8 (ROUND-1) */
    uint8_t squad_turn;             /* the squad whose turn it is */
    uint8_t max_rounds;
    uint8_t track_pos;              /* the round marker on the round track (SETUP-2, TRANS-5) */
    RF_PLUGIN_STATES_AFTER_TRACK(RF_MEMBER)  /* the plug-ins' (plugins.h): whether the ring is played */
    uint8_t modules;                /* the special modules used: RF_MODULE_BIT bits (MOD-1) */
    uint8_t mode;                   /* enum rf_mode (MOD-4) */
    RF_PLUGIN_STATES_AFTER_MODE(RF_MEMBER)   /* the plug-ins' (plugins.h): modes', the ring's */
    rf_rules rules;                 /* options chosen at set-up (docs/rulings.md) */
    bool over;
    int8_t winner;                  /* squad, or -1 for a draw */
    uint8_t end_why;                /* enum rf_end_why (victory.h): why it ended */
    /* the active legend's activation */
    int8_t active;                  /* legend, -1 */
    uint8_t ap;                     /* ACT-3 */
    uint8_t shots;                  /* ACT-10 */
    bool rush_used;                 /* RUSH-1: once per activation */
    uint8_t basic_used[8];          /* ACT-9: each basic action at most twice */
    uint8_t vp[2];                  /* ELIM-3 */
    geo_overlay overlay;            /* objects placed during play */
    uint16_t npieces;
    rf_piece piece[RF_MAX_PIECES];
    /* Indexes, kept by pieces.c and verified by rf_check: one bit per piece
     * lying on the map (where RF_ON_MAP), one per piece held next to a
     * legend board (RF_HELD) and one per piece in a Stage 1 pool
     * (RF_IN_POOL), so that the loot within reach, the tokens received and
     * the pools are looked for among these few and not among all pieces. */
    uint64_t on_map[RF_PIECE_WORDS];
    uint64_t held[RF_PIECE_WORDS];
    uint64_t in_pool[RF_PIECE_WORDS];
    uint8_t weapon_deck_n;          /* cards left in the weapon deck */
    int16_t weapon_deck[64];        /* pieces, top = [weapon_deck_n - 1] */
    int8_t aim_deck[RF_AIM_DECK];   /* catalog Aim cards in deck order (SHOOT-12) */
    uint8_t nbins;
    int16_t bin_comp[RF_MAX_BINS];  /* the map's supply bins (components) */
    uint8_t bin_deck_n;             /* supply bin cards left (INTERACT-4 (1)) */
    int8_t bin_deck[RF_MAX_BIN_CARDS]; /* catalog bin cards, top = [bin_deck_n - 1] */
    uint16_t bins_opened;           /* INTERACT-4 (5) */
    uint8_t nframes;
    rf_frame stack[RF_MAX_STACK];
    uint32_t decisions;             /* choices made so far */
    /* What a seat has learnt since (undo.c, rf_undoable): bumped at every
     * draw or reveal from a face-down deck or bag, when the decision passes
     * to another seat and when an activation ends. The game's future does
     * not depend on it: never hashed nor checked. */
    uint32_t info;
    rf_last_attack last;
    rf_record rec;                  /* the current and previous turn, for views (record.h) */
    rf_abil_state abil;             /* ability tokens and miniatures (abilities_play.c) */
    rf_match match;                 /* the match before Stage 3 (match.c) */
    RF_PLUGIN_STATES_AFTER_MATCH(RF_MEMBER)  /* the plug-ins' (plugins.h): modules' */
    rf_seen seen;                   /* what each seat saw of hidden things (determinize.c) */
    /* Not part of the game (never hashed nor checked): where its log goes
     * (rf_game_set_log) and its events (rf_game_set_events). Clones and
     * copies start without them. */
    rf_log_fn log;
    void *log_user;
    rf_log_player_fn log_players;   /* rf_game_set_log_players: lines with their legend */
    void *log_players_user;
    rf_event_fn events;
    void *events_user;
};

#define RF_GAME_MAGIC 0x52464731u   /* "RFG1" */

#endif
