/*
 * plugin.h — the table of hooks a mode, a module or a legend exports, and
 * the walks the core makes over them (issue 17, docs/architecture.md).
 *
 * The core engine calls plug_* at fixed points of a game; each walks
 * plug_list (plugins.c) in its order and calls the hook of every plug-in
 * that has one. A hook may be NULL; a hook of a plug-in not in play in the
 * game does nothing (each knows whether its mode or module is on), so the
 * walk needs no list of which plug-ins a game has. The order of the list
 * is the order of the walks: where two plug-ins both act at one point
 * (check, hash), it is the order the game's hash and checks depend on.
 *
 * A new plug-in: its folder (modes/, modules/) or file (legends/), one
 * `const plug_ops NAME_plug` filling the hooks it needs, and its line in
 * plugins.c. The core never names a plug-in.
 */
#ifndef RF_RULES_PLUGIN_H
#define RF_RULES_PLUGIN_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "errors.h"
#include "rules/combat/combat.h"
#include "rules/engine/engine.h"
#include "rules/combat/ht_parts.h"
#include "rules/engine/state.h"

typedef struct plug_ops {
    const char *name;
    /* ---- set-up (setup.c) ---- */
    /* The modes (bits 1u << enum rf_mode) and modules (RF_MODULE_BIT) whose
     * rules the plug-in holds: a game may use only what a plug-in plays
     * (MOD-1 … MOD-4). */
    unsigned modes, modules;
    /* A set-up the plug-in cannot play yet (Champions on the map): RF_OK,
     * or the refusal in err. */
    rf_status (*setup_check)(const rf_setup *s, rf_error *err);
    /* A new game, before its mode is set and the draft (MOD-5): the
     * plug-in's decks and state (DROP-2, REPL-2, EVENT-2, GUNRUN-2 …
     * GUNRUN-4); RF_OK, or why the game cannot be set up. */
    rf_status (*setup)(rf_game *g, rf_error *err);
    /* Modules the set-up asks for besides s->modules (the Ring: its own
     * flag s->ring): bits RF_MODULE_BIT, checked and played as the rest. */
    unsigned (*setup_modules)(const rf_setup *s);
    /* The plug-in's part of the set-up read from s, before the plug-ins'
     * setup (the Ring: RING-3, RING-4, laid out in every game, its deck
     * drawn only when played); may draw from g->rng (in the list's order). */
    void (*setup_layout)(rf_game *g, const rf_setup *s);
    /* A game set up directly on the map (RF_START_MAP), its first round's
     * frame pushed: what the mode does before it (ASSN-6; TDM-6, CTF-6,
     * CTF-8: boards, loadout cards, flags and bases). */
    void (*map_start)(rf_game *g);
    /* ---- the match: the draft and the stages (match.c, match_loadout.c,
     * match_entry.c) ---- */
    /* Legend l joins its squad in the draft (GUNRUN-3: its kitted weapons). */
    void (*legend_joins)(rf_game *g, int l);
    /* DRAFT-8: the squad that drafts all its legends first (the
     * champions), or -1: DRAFT-6's alternating picks. */
    int (*drafts_first)(const rf_game *g);
    /* The colour choice's words where the mode changes what a colour is
     * (DRAFT-8): true when the plug-in gave them. */
    bool (*colour_words)(const rf_game *g, const char **prompt, const char **red,
                         const char **blue);
    /* The mode's own Stage 1 (CHAMP-8 … CHAMP-11; TDM-7, TDM-8, CTF-6 …
     * CTF-8): true when the plug-in popped the match frame and pushed its own. */
    bool (*stage1)(rf_game *g);
    /* Stage 1 is over, Stage 2 not begun (ASSN-6: the roles). */
    void (*stage1_done)(rf_game *g);
    /* Legend l is armed by the plug-in, not from Stage 1's pools (CHAMP-10). */
    bool (*armed_apart)(const rf_game *g, int l);
    /* Squadmates give each other nothing in Stage 1 (CHAMP-9, not STAGE1-3). */
    bool (*no_gifts)(const rf_game *g);
    /* Legend l enters the map on any free space, without a side (CHAMP-11 (2)). */
    bool (*enters_anywhere)(const rf_game *g, int l);
    /* The entering Move's spaces depend on the other legends (CTF-7): then
     * entry_filter strikes from cost the spaces the mode forbids, and says
     * whether any were (strict). */
    bool (*entry_filtered)(const rf_game *g);
    bool (*entry_filter)(const rf_game *g, int l, uint8_t *cost);
    /* ---- a legend's items on a board of the plug-in (EQUIP-2 … EQUIP-7) ---- */
    /* What legend l's items lie on in place of its backpack ("equipment
     * board", EQUIP-2), or NULL: the board hooks below act for l. */
    const char *(*item_board)(const rf_game *g, int l);
    /* The item on space `slot` of l's board that may be used now, or NULL
     * (EQUIP-2, TDM-13, ruling R-EQUIP-7). */
    const rf_loot_def *(*board_item)(const rf_game *g, int l, int slot);
    /* That item is used (EQUIP-3 (1), EQUIP-4 (1): a lock token on it). */
    void (*board_item_used)(rf_game *g, int l, int slot);
    /* l received n loot tokens, removed from the game (EQUIP-5). */
    void (*board_loot)(rf_game *g, int l, int n);
    /* l opens loot bin `bin` (TDM-10, CTF-11 in place of INTERACT-4). */
    void (*board_bin)(rf_game *g, int l, int bin);
    /* The backpack space of legend l that the plug-in's markers fill, so
     * no piece may go there (REPL-9: the crafting markers), or -1. */
    int (*pack_space_taken)(const rf_game *g, int l);
    /* ---- a Respawn (frame_respawn.c, RESP-4) ---- */
    /* Where the respawning legend may come back when the plug-in says
     * (CHAMP-17, TDM-14, CTF-14): the spaces in out, the beacon of each in
     * beacons (-1 none; beacons may be NULL); -1 when RESP-4 holds. */
    int (*respawn_spaces)(const rf_game *g, const rf_frame *f, geo_cell *out, int8_t *beacons,
                          int max);
    /* The enemy squad chooses the beacon first (CTF-14 (1)). */
    bool (*respawn_enemy_chooses)(const rf_game *g, const rf_frame *f);
    /* Beacon i may not be used (TDM-14's lock token). */
    bool (*beacon_locked)(const rf_game *g, int i);
    /* l came back next to beacon `beacon` (-1 none): TDM-14 (2), (3), TDM-15. */
    void (*respawned)(rf_game *g, int l, int beacon);
    /* ---- an item used (frame_use.c) ---- */
    /* Legend l used an item (ASSN-8: the guardian card). */
    void (*after_use)(rf_game *g, int l);
    /* ---- a Shoot (SHOOT-10, frame_shoot.c; the views' estimate, view_shot_estimate.c) ---- */
    /* When firing, before the Hit Threshold: what changes the weapon's values
     * that the views' estimate leaves out (an event's stability, EVENT-5). */
    void (*shot_weapon)(const rf_game *g, int s, int t, rf_weapon_stats *w);
    /* Before the Hit Threshold, face up (the views estimate with it): the
     * weapon, the threshold's modifier, the target's icons (CHAMP-20). */
    void (*shot_before)(const rf_game *g, int s, int t, rf_weapon_stats *w, int *ht_mod,
                        rf_aim_target *at);
    /* The parts of the modifier shot_before gave, for the log and the views
     * (CHAMP-20: the active champion card's), after the n in out: the new n. */
    int (*shot_before_parts)(const rf_game *g, int t, rf_ht_part *out, int n, int max);
    /* The Aim cards are judged: hits and headshots that change (CHAMP-20).
     * It sees and changes the two numbers only, so that what it makes of
     * a Shoot is theirs alone (the shot estimates ask it once per pair,
     * rf_view_shot_estimate). */
    void (*shot_hits)(const rf_game *g, int s, int t, int *hits, int *heads);
    /* Damage added to the weapon's (DMG-1): per hit, per headshot (EVENT-5, CHAMP-19). */
    int (*shot_extra_damage)(const rf_game *g, int s, int t, int hits, int heads);
    /* The shooter's effects for this Shoot are spent: it fired or lapsed (CHAMP-19). */
    void (*shot_spent)(rf_game *g, int s);
    /* The damage about to be applied to t (CHAMP-20's cap). */
    int (*shot_damage)(const rf_game *g, int t, int damage);
    /* After Apply Damage (PREC-5), the shot recorded: `dealt` to shield and health. */
    void (*after_shot)(rf_game *g, int s, int t, int dealt);
    /* ACT-10's one Shoot action per activation does not hold (GUNRUN-6). */
    bool (*shot_limit_lifted)(const rf_game *g);
    /* The Shoot action is over, its cards' effects done (GUNRUN-7). */
    void (*after_shoot)(rf_game *g, int s, int slot);
    /* Firing spends no ammo (GUNRUN-6, TDM-11, CTF-12, CHAMP-13). */
    bool (*free_ammo)(const rf_game *g, int l);
    /* The ammo marker does not count at all: the rule that says so, or NULL
     * (CHAMP-13: a champion fires an empty weapon). */
    const char *(*ammo_ignored)(const rf_game *g, int l);
    /* A reaction of legend l at step `when` (RF_BEFORE_FIRING,
     * RF_AFTER_FIRING) that is no card in hand (shoot_cards.c, REACT-1 …
     * REACT-5; CHAMP-20: the active champion card's bottom, "REACTION,
     * BEFORE FIRING"): whether l has one (it lies face up: public), its
     * options, and apply: the legend that reacted (REACT-5 then counts its
     * one reaction of the step), -1 when the code was not the plug-in's. */
    bool (*react_may)(const rf_game *g, const rf_frame *f, int when, int l);
    void (*react_options)(const rf_game *g, const rf_frame *f, int when, int l, rf_optbuf *ob);
    int (*react_apply)(rf_game *g, rf_frame *f, int when, uint32_t code);
    /* ---- what stands in play: running abilities (legends/status.c), a
     * persistent event (EVENT-5) ---- */
    /* The Hit Threshold modifier of a Shoot by s at t, dist spaces apart,
     * that stands in play (Ravens, Beast of the Hunt; SHOOT-16, EVENT-5):
     * negative is easier. */
    int (*shot_ht)(const rf_game *g, int s, int t, int dist);
    /* ... the same in parts, after the n in out: the new n. */
    int (*shot_ht_parts)(const rf_game *g, int s, int t, int dist, rf_ht_part *out, int n,
                         int max);
    /* MP added to legend l's Move actions (MOVE-1: Beast of the Hunt;
     * EVENT-5), and in *source the name of what adds them. */
    int (*move_bonus)(const rf_game *g, int l, const char **source);
    /* Legend l cannot be the target of a Shoot, a Melee Attack or an
     * ability (Into the Void). */
    bool (*untargetable)(const rf_game *g, int l);
    /* Legend l cannot Shoot nor make a Melee Attack (Into the Void). */
    bool (*no_attack)(const rf_game *g, int l);
    /* No legend may use an ability now (EVENT-5's persistent event). */
    bool (*abilities_blocked)(const rf_game *g);
    /* ---- a squad's turn (frame_turn.c, TURN-1, TURN-2) ---- */
    /* The turn opens, before anything else (EVENT-3: the event token lies
     * above the rest); true when the plug-in pushed a frame. */
    bool (*turn_opens)(rf_game *g, int squad);
    /* Once a turn, the plug-in's items on the initiative track, before the
     * module choices (REPL-4). */
    void (*turn_track)(rf_game *g, int squad);
    /* A choice the initiative track asks for (DROP-6, DROP-7): true when
     * the plug-in pushed a frame; asked again after it, until none does. */
    bool (*turn_track_choice)(rf_game *g, int squad);
    /* Once a turn, after the abilities' turn start (CHAMP-18: the active
     * cards); true when the plug-in pushed a frame. */
    bool (*turn_ready)(rf_game *g, int squad);
    /* Legend l's activation is chosen, before it begins (BR-6): true when
     * the game ended. */
    bool (*activation_begins)(rf_game *g, int l);
    /* ---- eliminations, the transition and the end (legends.c, frame_round.c,
     * end_reason.c) ---- */
    /* ELIM-6: the mode's own steps replace ELIM-2 and ELIM-3 for legend l
     * (CHAMP-15, TDM-12, CTF-13): true when the plug-in took them. */
    bool (*eliminate)(rf_game *g, int l, int by);
    /* After ELIM-2 and ELIM-3, what the elimination means for the match by
     * the mode's rule (ASSN-10, CHAMP-3, BR-5): true when the plug-in's
     * mode decided it (Battle Royale, last, always does). */
    bool (*eliminated)(rf_game *g, int l, int by);
    /* The transition phase begins (TRANS-1; TDM-3): true when the game ended. */
    bool (*transition_begins)(rf_game *g);
    /* TRANS-2: the damage phase (RING-5, HEAT-6); may end the game. */
    void (*transition_damage)(rf_game *g);
    /* TRANS-5, TRANS-9: true when the plug-in resolves the round track's
     * square-space symbols in this game (the Ring, Heat Shields). */
    bool (*track_symbols)(const rf_game *g);
    /* TRANS-5: the round marker's advance reached event `what` (enum
     * rf_track_event, rules/match/round_track.h) at track position pos: the
     * plug-in resolves its part (RING-6, HEAT-7; DROP-4's tokens below a
     * round space). Walked in the list's order, each event in turn. */
    void (*track_event)(rf_game *g, int what, int pos);
    /* ROUND-5: the winner after the last round by the mode's rule (a squad,
     * -1 a draw) in *winner: true when the plug-in's mode decides (BR-7,
     * last, always does). */
    bool (*trophy_winner)(const rf_game *g, int *winner);
    /* Why the game ended (g->end_why), in words with the rule and the
     * numbers that decided it, into buf: true when the plug-in wrote them. */
    bool (*end_words)(const rf_game *g, char *buf, size_t n);
    /* The facts behind those words that the observation's "end" does not
     * already hold (VP, death boxes and health are there): appended to j
     * as ,"NAME":VALUE members (BR-7's tiebreak). */
    void (*end_facts)(const rf_game *g, struct jbuf *j);
    /* ---- an activation (frame_activation.c) ---- */
    /* The action points of legend l's activation, given what the rules
     * before give (ACT-3: 2; CHAMP-12: a champion's 3). */
    int (*activation_ap)(const rf_game *g, int l, int ap);
    /* How often legend l may take one basic action in an activation, given
     * what the rules before allow (ACT-9: twice; CHAMP-12). */
    int (*same_action_limit)(const rf_game *g, int l, int limit);
    /* Before the activation lists its options, a decision of the plug-in
     * that comes first (ASSN-8's draw): true when it pushed a frame. */
    bool (*activation_first)(rf_game *g);
    /* The legend's free loot handling of the plug-in (REPL-6, REPL-7,
     * REPL-10: crafting at a replicator): options, and apply (true when
     * the code was the plug-in's). */
    void (*loot_options)(const rf_game *g, int l, rf_optbuf *ob);
    bool (*loot_apply)(rf_game *g, int l, uint32_t code);
    /* Whether loot_options would list code, without listing (a choice
     * checked, engine_choice_legal; issue 14): exactly the listing's
     * answer, false for another plug-in's code. A plug-in with
     * loot_options has it (tests/unit/test_legal.c). */
    bool (*loot_legal)(const rf_game *g, int l, uint32_t code);
    /* The Interact action's options and choices of the plug-in's objects
     * (a Care Package, a supply drop DROP-9, flags and bases CTF-9, CTF-10);
     * apply is true when the code was the plug-in's. */
    void (*interact_options)(const rf_game *g, const rf_frame *f, rf_optbuf *ob);
    bool (*interact_apply)(rf_game *g, rf_frame *f, uint32_t code);
    /* Whether interact_options would list code, as loot_legal. */
    bool (*interact_legal)(const rf_game *g, const rf_frame *f, uint32_t code);
    /* Cards of the plug-in an activation may play (ASSN-9's role card,
     * CHAMP-19's champion card top): options, whether there is one (what
     * others may know), and apply (true when the code was the plug-in's). */
    void (*card_options)(const rf_game *g, const rf_frame *f, rf_optbuf *ob);
    bool (*card_may)(const rf_game *g, const rf_frame *f);
    bool (*card_apply)(rf_game *g, rf_frame *f, uint32_t code);
    /* Whether card_options would list code, as loot_legal. */
    bool (*card_legal)(const rf_game *g, const rf_frame *f, uint32_t code);
    /* ---- what others see (view.c, view_held.c, observe.c) ---- */
    /* The legends' loadouts are hidden from the other seats for now
     * (R-GUNRUN-3: the kitted weapons dealt during the draft), as in
     * Stage 1 (R-STAGE1-2). */
    bool (*loadout_unseen)(const rf_game *g);
    /* det_place_visible (determinize.c): whether seat sees a piece at a
     * place of the plug-in's own (where, at): true with *seen set, false
     * when the place is not the plug-in's. Answered by the place, in play
     * or not: Champions deals into Gun Run's kit (champ_kit.c). */
    bool (*place_visible)(const rf_game *g, int where, int at, int seat, bool *seen);
    /* det_piece_group (determinize.c): the group of hidden pieces (numbers
     * in determinize.h) that piece p, out of seat's sight at a place of
     * the plug-in's own, is drawn anew among in a world: true with *group
     * set (-1: none, the piece stays), false when the place is not the
     * plug-in's. Answered by the place, in play or not, as place_visible. */
    bool (*piece_group)(const rf_game *g, int p, int *group);
    /* The plug-in's members of the observation at point `at` (enum
     * plug_obs_at), as seat sees them (hands: the legends whose hands the
     * viewer reads, R-PLAYERS-2), appended to j as ,"NAME":VALUE. */
    void (*observe)(const rf_game *g, int at, int seat, unsigned hands, struct jbuf *j);
    /* The plug-in's members of legend l's object in the observation, as
     * seat sees them (ASSN-6: the role). */
    void (*observe_legend)(const rf_game *g, int l, int seat, struct jbuf *j);
    /* rf_game_determinize: draw anew, with r, what of the plug-in's own
     * state seat may not know (docs/visibility.md, "Determinization"). */
    void (*determinize)(rf_game *g, int seat, rf_rng *r);
    /* ... and, after the core's own draws (its decks and the Aim deck), the
     * hands of the plug-in's cards that the viewer v (seat v->seat; v may
     * be NULL: seat -2, no one's) does not hold (ASSN-6's roles, CHAMP-10's
     * champion cards), drawn last so that every earlier draw is as before. */
    void (*determinize_hands)(rf_game *g, int seat, const rf_viewer *v, rf_rng *r);
    /* ---- the whole game ---- */
    /* rf_check: the plug-in's invariants (RF_OK when it is not in play). */
    rf_status (*check)(const rf_game *g, rf_error *err);
    /* rf_game_hash: false when the plug-in adds nothing (games without it
     * keep their hashes), else its state's hash in *h. */
    bool (*hash)(const rf_game *g, uint64_t *h);
} plug_ops;

/* The points of the observation (observe.c) where plug-ins add their
 * members, in its order: the members' order is the observation's, which
 * clients read; within a point, the list's order. */
enum plug_obs_at {
    PLUG_OBS_AFTER_TRACK,      /* after the round marker's position: the ring */
    PLUG_OBS_BEFORE_ABILITIES, /* then the modules' decks: Events, Gun Run */
    PLUG_OBS_AFTER_ABILITIES,  /* after the ability tokens: Supply Drops, Replicator */
    PLUG_OBS_AFTER_MODE,       /* after the mode's code: equipment boards, flags */
    PLUG_OBS_LAST,             /* before what is pending: Champions */
};

/* The walks (plugins.c). */
bool plug_plays_mode(int mode);
unsigned plug_plays_modules(void);
/* Module k (enum rf_module, data/modes.h) is played by a plug-in (MOD-1). */
bool plug_plays_module(int module);
rf_status plug_setup_check(const rf_setup *s, rf_error *err);
rf_status plug_setup(rf_game *g, rf_error *err);
unsigned plug_setup_modules(const rf_setup *s);
void plug_setup_layout(rf_game *g, const rf_setup *s);
void plug_map_start(rf_game *g);
void plug_legend_joins(rf_game *g, int l);
int plug_drafts_first(const rf_game *g);
bool plug_colour_words(const rf_game *g, const char **prompt, const char **red,
                       const char **blue);
bool plug_stage1(rf_game *g);
void plug_stage1_done(rf_game *g);
bool plug_armed_apart(const rf_game *g, int l);
bool plug_no_gifts(const rf_game *g);
bool plug_enters_anywhere(const rf_game *g, int l);
bool plug_entry_filtered(const rf_game *g);
bool plug_entry_filter(const rf_game *g, int l, uint8_t *cost);
const char *plug_item_board(const rf_game *g, int l);
const rf_loot_def *plug_board_item(const rf_game *g, int l, int slot);
void plug_board_item_used(rf_game *g, int l, int slot);
void plug_board_loot(rf_game *g, int l, int n);
void plug_board_bin(rf_game *g, int l, int bin);
int plug_pack_space_taken(const rf_game *g, int l);
int plug_respawn_spaces(const rf_game *g, const rf_frame *f, geo_cell *out, int8_t *beacons,
                        int max);
bool plug_respawn_enemy_chooses(const rf_game *g, const rf_frame *f);
bool plug_beacon_locked(const rf_game *g, int i);
void plug_respawned(rf_game *g, int l, int beacon);
void plug_after_use(rf_game *g, int l);
void plug_shot_weapon(const rf_game *g, int s, int t, rf_weapon_stats *w);
void plug_shot_before(const rf_game *g, int s, int t, rf_weapon_stats *w, int *ht_mod,
                      rf_aim_target *at);
int plug_shot_before_parts(const rf_game *g, int t, rf_ht_part *out, int n, int max);
void plug_shot_hits(const rf_game *g, int s, int t, rf_aim_result *ar);
int plug_shot_extra_damage(const rf_game *g, int s, int t, int hits, int heads);
void plug_shot_spent(rf_game *g, int s);
int plug_shot_damage(const rf_game *g, int t, int damage);
void plug_after_shot(rf_game *g, int s, int t, int dealt);
void plug_after_shoot(rf_game *g, int s, int slot);
bool plug_free_ammo(const rf_game *g, int l);
bool plug_shot_limit_lifted(const rf_game *g);
const char *plug_ammo_ignored(const rf_game *g, int l);
bool plug_react_may(const rf_game *g, const rf_frame *f, int when, int l);
void plug_react_options(const rf_game *g, const rf_frame *f, int when, int l, rf_optbuf *ob);
int plug_react_apply(rf_game *g, rf_frame *f, int when, uint32_t code);
int plug_shot_ht(const rf_game *g, int s, int t, int dist);
int plug_shot_ht_parts(const rf_game *g, int s, int t, int dist, rf_ht_part *out, int n, int max);
int plug_move_bonus(const rf_game *g, int l);
size_t plug_move_bonus_words(const rf_game *g, int l, char *out, size_t n);
bool plug_untargetable(const rf_game *g, int l);
bool plug_no_attack(const rf_game *g, int l);
bool plug_abilities_blocked(const rf_game *g);
bool plug_turn_opens(rf_game *g, int squad);
void plug_turn_track(rf_game *g, int squad);
bool plug_turn_track_choice(rf_game *g, int squad);
bool plug_turn_ready(rf_game *g, int squad);
bool plug_activation_begins(rf_game *g, int l);
bool plug_eliminate(rf_game *g, int l, int by);
void plug_eliminated(rf_game *g, int l, int by);
bool plug_transition_begins(rf_game *g);
void plug_transition_damage(rf_game *g);
bool plug_track_symbols(const rf_game *g);
void plug_track_event(rf_game *g, int what, int pos);
int plug_trophy_winner(const rf_game *g);
void plug_end_words(const rf_game *g, char *buf, size_t n);
void plug_end_facts(const rf_game *g, struct jbuf *j);
void plug_observe(const rf_game *g, int at, int seat, unsigned hands, struct jbuf *j);
void plug_observe_legend(const rf_game *g, int l, int seat, struct jbuf *j);
int plug_activation_ap(const rf_game *g, int l);
int plug_same_action_limit(const rf_game *g, int l);
bool plug_activation_first(rf_game *g);
void plug_loot_options(const rf_game *g, int l, rf_optbuf *ob);
bool plug_loot_apply(rf_game *g, int l, uint32_t code);
bool plug_loot_legal(const rf_game *g, int l, uint32_t code);
void plug_interact_options(const rf_game *g, const rf_frame *f, rf_optbuf *ob);
bool plug_interact_apply(rf_game *g, rf_frame *f, uint32_t code);
bool plug_interact_legal(const rf_game *g, const rf_frame *f, uint32_t code);
void plug_card_options(const rf_game *g, const rf_frame *f, rf_optbuf *ob);
bool plug_card_may(const rf_game *g, const rf_frame *f);
bool plug_card_apply(rf_game *g, rf_frame *f, uint32_t code);
bool plug_card_legal(const rf_game *g, const rf_frame *f, uint32_t code);
/* card_legal or loot_legal of the activation's legend. */
bool plug_activation_legal(const rf_game *g, const rf_frame *f, uint32_t code);
bool plug_loadout_unseen(const rf_game *g);
bool plug_place_visible(const rf_game *g, int where, int at, int seat, bool *seen);
bool plug_piece_group(const rf_game *g, int p, int *group);
void plug_determinize(rf_game *g, int seat, rf_rng *r);
void plug_determinize_hands(rf_game *g, int seat, const rf_viewer *v, rf_rng *r);
rf_status plug_check(const rf_game *g, rf_error *err);

/* Every plug-in, in the order of the walks (hash.c walks it itself). */
extern const plug_ops *const plug_list[];
extern const int plug_n;

#endif
