/*
 * engine.h — the decision engine: a resolution stack of step-machine frames
 * (DESIGN.md, "The decision engine").
 *
 * Each frame type has a row in a table of operations (engine.c):
 *   run       runs the frame's automatic steps; returns RF_WAIT when the
 *             frame needs a decision, RF_GO after it pushed, popped or moved
 *             to another step (the engine then looks at the new top);
 *   decision  who decides and what (only while waiting);
 *   options   the legal choices, each an option code and a label;
 *   apply     applies a choice that options listed;
 * and, for the frames where they pay, a second row of shortcuts
 * (rf_frame_shortcuts) that must agree exactly with the above
 * (tests/unit/test_legal.c checks both on many random states):
 *   legal     whether options would list a code, without listing them all
 *             (rf_choose validates every choice; none: it lists and looks);
 *   who       the decision's seat, kind and legend without the prompt's
 *             words (rf_pending_brief; none: decision is used);
 *   chair     for a squad's decision of no one legend (which legend
 *             activates, enters): the member whose player decides
 *             (R-PLAYERS-1) without listing (none: viewer.c lists).
 * The engine only ever applies a code that `options` listed, so a frame
 * never sees an illegal choice; an illegal choice changes nothing.
 *
 * Option codes are (kind << 24) | (a << 16) | b: enough for a legend, a
 * slot, a cell index or an action.
 */
#ifndef RF_RULES_ENGINE_H
#define RF_RULES_ENGINE_H

#include "ringfall.h"
#include "rules/engine/state.h"

enum rf_frame_type {
    FR_ROUND,        /* ROUND, TRANS: red turn, blue turn, transition */
    FR_TURN,         /* TURN, ACT-1: the squad activates each legend once */
    FR_ACTIVATION,   /* ACT: the active legend's actions */
    FR_MOVE,         /* MOVE: a Move action */
    FR_SHOOT,        /* SHOOT, AIM, DMG: a Shoot action */
    FR_RESPAWN,      /* RESP: a Respawn action */
    FR_COMBINED,     /* ACT-11: "X and Move 1", the parts in any order */
    FR_INTERACT,     /* INTERACT: one interactive object, attachments */
    FR_RECEIVE_LOOT, /* LOOT-4, GEAR-3, BACKPACK-4: keep or drop a received token */
    FR_DROP,         /* LOOT-4, ACT-17: where a dropped token goes */
    FR_RECEIVE_WEAPON, /* WEAPON-4 … WEAPON-8: replace, take ammo or discard */
    FR_USE,          /* USE, CONSUM, GRENADE: use an item */
    FR_MELEE,        /* MELEE, PUSH: a melee attack */
    FR_DESTROY,      /* DESTROY: destroy up to N miniatures */
    FR_MATCH,        /* DRAFT, STAGE2: colours, draft, entrance board (match.c) */
    FR_LOADOUT,      /* STAGE1: a squad's loadout (match_loadout.c) */
    FR_ABILITY,      /* ABIL, TIME: where an ability's miniature goes, then its timing */
    FR_GIVE_LOOT,    /* a legend hands backpack tokens to another (Thief's Artistry) */
    /* the plug-ins' frame types (plugins.h), numbered in their list's order */
#define RF_FRAME_ENUM_(NAME, name) FR_##NAME,
    RF_PLUGIN_FRAME_TYPES(RF_FRAME_ENUM_)
#undef RF_FRAME_ENUM_
    FR_WEAPON_ACTION, /* WEAPON-15: a weapon's special action (weapon_printed.c) */
    FR_COUNT
};

enum { RF_GO = 0, RF_WAIT = 1 };

/* Where options go: with labels (out) or codes only (codes, no formatting:
 * the fast path for validating a choice and for bots). n counts them all;
 * only the first max are stored. labelled: NULL, every label written; else
 * a set of option kinds (bit kind % 32 of word kind / 32), the others'
 * labels left empty (rf_options_labelled). */
typedef struct rf_optbuf {
    rf_option *out;
    uint32_t *codes;
    int max, n;
    const uint32_t *labelled;
} rf_optbuf;

typedef struct rf_frame_ops {
    const char *name;
    int (*run)(rf_game *g, rf_frame *f);
    void (*decision)(const rf_game *g, const rf_frame *f, rf_decision *d);
    void (*options)(const rf_game *g, const rf_frame *f, rf_optbuf *ob);
    void (*apply)(rf_game *g, rf_frame *f, uint32_t code);
} rf_frame_ops;

typedef struct rf_frame_shortcuts {
    bool (*legal)(const rf_game *g, const rf_frame *f, uint32_t code);   /* NULL: list */
    void (*who)(const rf_game *g, const rf_frame *f, rf_decision *d);    /* NULL: decision */
    int (*chair)(const rf_game *g, const rf_frame *f, int squad);       /* NULL: list */
} rf_frame_shortcuts;

/* Whether the pending decision's options hold code (what rf_choose checks):
 * the top frame's legal shortcut, else (a frame without one: none waits
 * for a decision, engine.c) its whole listing searched. */
bool engine_choice_legal(const rf_game *g, uint32_t code);

/* Option kinds (the top byte of a code): the engine's names for the one
 * list of include/ringfall.h (RF_OPTION_KINDS), OPT_X == RF_OPT_X. */
enum rf_option_kind {
#define OPT_ENUM_(name, value) OPT_##name = value,
    RF_OPTION_KINDS(OPT_ENUM_)
#undef OPT_ENUM_
};

/* The parts of a combined basic action (ACT-8, ACT-11). */
enum rf_part { PART_MAIN, PART_MOVE, PART_DONE };

/* Basic actions (ACT-8) and the end of an activation (ACT-7). */
enum rf_action {
    ACT_MOVE2, ACT_INTERACT_MOVE1, ACT_SHOOT, ACT_USE_MOVE1, ACT_MELEE_MOVE1,
    ACT_DESTROY2_MOVE1, ACT_RESPAWN, ACT_END,
    ACT_INTERACT_USE,   /* GEAR-7: the legendary helmet's SPECIAL ACTION, 1 AP (not basic) */
    ACT_COUNT
};

static inline uint32_t engine_code(int kind, int a, int b)
{
    return ((uint32_t)kind << 24) | ((uint32_t)(a & 0xff) << 16) | (uint32_t)(b & 0xffff);
}
static inline int engine_code_kind(uint32_t c) { return (int)(c >> 24); }
static inline int engine_code_a(uint32_t c) { return (int)((c >> 16) & 0xff); }
static inline int engine_code_b(uint32_t c) { return (int)(c & 0xffff); }

/* Frame operations, one table row per frame type (frame_*.c). */
extern const rf_frame_ops rf_frame_round_ops, rf_frame_turn_ops, rf_frame_activation_ops,
    rf_frame_move_ops, rf_frame_shoot_ops, rf_frame_respawn_ops, rf_frame_combined_ops,
    rf_frame_interact_ops, rf_frame_receive_loot_ops, rf_frame_drop_ops,
    rf_frame_receive_weapon_ops, rf_frame_use_ops, rf_frame_melee_ops, rf_frame_destroy_ops,
    rf_frame_ability_ops, rf_frame_give_loot_ops;
extern const rf_frame_ops rf_frame_match_ops, rf_frame_loadout_ops;
extern const rf_frame_ops rf_frame_weapon_action_ops;                /* WEAPON-15 */
extern const rf_frame_shortcuts rf_frame_activation_shortcuts, rf_frame_loadout_shortcuts,
    rf_frame_move_shortcuts, rf_frame_receive_loot_shortcuts, rf_frame_turn_shortcuts,
    rf_frame_combined_shortcuts, rf_frame_ability_shortcuts, rf_frame_use_shortcuts,
    rf_frame_shoot_shortcuts, rf_frame_match_shortcuts, rf_frame_interact_shortcuts,
    rf_frame_melee_shortcuts, rf_frame_destroy_shortcuts, rf_frame_respawn_shortcuts,
    rf_frame_drop_shortcuts, rf_frame_receive_weapon_shortcuts, rf_frame_give_loot_shortcuts;
/* The plug-ins' (plugins.h), defined in their modes/ and modules/ files. */
#define RF_FRAME_OPS_DECL_(NAME, name) extern const rf_frame_ops rf_frame_##name##_ops;
#define RF_FRAME_SHORTCUTS_DECL_(NAME, name) extern const rf_frame_shortcuts rf_frame_##name##_shortcuts;
RF_PLUGIN_FRAME_TYPES(RF_FRAME_OPS_DECL_)
RF_PLUGIN_FRAME_SHORTCUTS(RF_FRAME_SHORTCUTS_DECL_)
#undef RF_FRAME_OPS_DECL_
#undef RF_FRAME_SHORTCUTS_DECL_

/* Push a frame (returns it) / pop the top frame. */
rf_frame *engine_push(rf_game *g, int type, int legend);
void engine_pop(rf_game *g);
/* The Shoot being resolved (the topmost Shoot frame's rf_shot), NULL when
 * no Shoot is; engine_shot_seen: the same, read-only, all zero when none (the
 * views' estimates between Shoots: no card has changed anything). */
rf_shot *engine_shot_now(rf_game *g);
const rf_shot *engine_shot_seen(const rf_game *g);
static inline rf_frame *engine_top(rf_game *g) { return g->nframes ? &g->stack[g->nframes - 1] : NULL; }

/* Run automatic steps until a decision is needed or the game is over. */
void engine_advance(rf_game *g);
/* Apply an option code known to be legal (one of rf_option_codes): as
 * rf_choose without the check (rf_playout). */
void engine_choose_trusted(rf_game *g, unsigned code);

/* Append an option if there is room (its label only when labels are
 * wanted); always counts it. rf_opt_add is a macro so that a codes-only
 * listing (rf_choose, the bots) never even evaluates the label's
 * arguments (names looked up for nothing were a large part of a random
 * match's time): those arguments must have no side effects. */
void engine_opt_add_label(rf_optbuf *ob, uint32_t code, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
static inline void engine_opt_add_code(rf_optbuf *ob, uint32_t code)
{
    if (ob->n < ob->max) {
        if (ob->codes) ob->codes[ob->n] = code;
        if (ob->out) {                                  /* a kind whose label is not wanted */
            ob->out[ob->n].code = code;
            ob->out[ob->n].label[0] = 0;
        }
    }
    ob->n++;
}
static inline bool engine_opt_labelled(const rf_optbuf *ob, uint32_t code)
{
    return ob->out && (!ob->labelled || (ob->labelled[code >> 29] >> (code >> 24 & 31) & 1u));
}
#define rf_opt_add(ob, code, ...) \
    (engine_opt_labelled((ob), (code)) ? engine_opt_add_label((ob), (code), __VA_ARGS__) \
                                   : engine_opt_add_code((ob), (code)))

/* The game ends (ROUND-4, ROUND-5): winner is a squad or -1 for a draw;
 * why is an enum rf_end_why (victory.h), said in the log's last line. */
void engine_end_game(rf_game *g, int winner, int why);
/* TRANS-5: advance the round marker (frame_round.c); true if the game ended. */
bool engine_round_marker_advance(rf_game *g);
/* ROUND-4, ROUND-5: the game ended; g->end_why in words, with the rule and
 * the numbers that decided it, into buf (at most n bytes); returns buf
 * (end_reason.c: each mode's end_words, plugin.h). */
const char *engine_end_reason(const rf_game *g, char *buf, size_t n);
/* g->end_why by name ("all_eliminated", ...) and the rule that ended the
 * game (BR-5 …; ROUND-5 after the last round, whose mode's rule the words
 * name) in *rule (victory.c). */
const char *engine_end_why_name(int why, const char **rule);
/* The observation's "end" (end_reason.c): why, rule, winner, the words,
 * VP and the modes' facts (plugin.h end_facts); nothing while in play. */
struct jbuf;
void engine_put_end(struct jbuf *j, const rf_game *g);

/* Fill d->member: whose player of the deciding squad decides (viewer.c,
 * R-PLAYERS-1). */
void engine_decision_set_member(const rf_game *g, rf_decision *d);
/* The member of squad sq whose player decides the pending squad decision
 * (an activation's or entrance's, R-PLAYERS-1): the top frame's chair
 * shortcut (engine.c), else engine_squad_chair_listed. */
int engine_pending_chair(const rf_game *g, int sq);
/* The same from the whole listing (viewer.c): the lowest member with an
 * option, 0 if an option is not one legend's of sq or there is none. */
int engine_squad_chair_listed(const rf_game *g, int sq);

#endif
