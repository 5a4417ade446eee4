/*
 * scenario_game.h — the real game behind a scenario (scenario_game.c).
 */
#ifndef RF_IO_SCENARIO_GAME_H
#define RF_IO_SCENARIO_GAME_H

#include "io/scenario.h"

/* Build the game if it is not built yet (the line names where it was
 * needed in an error: more than 6 legends, a board with no room). */
rf_status scn_game_need(scn_ctx *ctx, const scn_line *ln);
/* The end of an expectation about legend idx (as scn_arg_legend left it,
 * why its reason when idx < 0), with *st the status of its arguments so
 * far: no argument left, and the game built. False when the expectation
 * stops here: *st is then the error to return, or RF_OK once the line was
 * reported as one that cannot be evaluated (why). */
bool scn_expect_legend_ready(scn_ctx *ctx, scn_line *ln, rf_status *st, int idx,
                             const char *why);
void scn_game_free(scn_ctx *ctx);
/* A new piece of the game (kind enum rf_piece_kind, def its catalog
 * index), in the box; -1 when the game holds no more. */
int scn_game_new_piece(rf_game *g, int kind, int def);
/* `bincard` and `bag` on the game just built (scenario_bin.c): false
 * when the game holds no more pieces. */
bool scn_supply_stack(scn_ctx *ctx);
/* Weapon card w in the scenario's copy of the content (never in the
 * content's weapon deck): its catalog index, -1 when the catalog is full. */
int scn_game_add_card(scn_ctx *ctx, const rf_weapon_def *w);
/* `weapondeck` on the game just built (scenario_gain.c): false when the
 * game holds no more pieces. */
bool scn_weapon_deck_stack(scn_ctx *ctx);
/* The weapon card kept from those received and what is done with it
 * (`open ... weapon W HOW`, scenario_gain.c; WEAPON-4 … WEAPON-7). */
enum scn_gain_how { SCN_GAIN_NONE, SCN_GAIN_REPLACE, SCN_GAIN_SLOT, SCN_GAIN_AMMO,
                    SCN_GAIN_DISCARD };
typedef struct scn_gain {
    int how, n;                         /* n: the slot (SLOT), the ammo (AMMO), -1 any */
    char weapon[SCN_NAME_LEN], old[SCN_NAME_LEN];   /* the card kept; REPLACE's */
} scn_gain;
rf_status scn_arg_gain(scn_ctx *ctx, scn_line *ln, scn_gain *gain);
/* Each weapon card decision waiting for legend s, as gain says. */
bool scn_gain_weapon(scn_ctx *ctx, int s, const scn_gain *gain, char *why);
/* `action COST EFFECT [and EFFECT]` of a `weapon` line: its special action
 * (WEAPON-15; scenario_weapon_action.c). */
rf_status scn_weapon_action_field(scn_ctx *ctx, scn_line *ln, rf_weapon_def *w);
/* rf_check on the game: an error naming the line if an invariant broke. */
rf_status scn_game_check(scn_ctx *ctx, const scn_line *ln);
/* The error of a `legend`, `weapon`, `equip` or `aimboard` line after the
 * game was built: the set-up is over. */
rf_status scn_after_game(scn_ctx *ctx, scn_line *ln);
/* The scenario's legend table and overlay from the game, and back (the
 * runner's own placements: `move`, `smoke`, `drop`...). */
void scn_game_pull(scn_ctx *ctx);
void scn_game_push(scn_ctx *ctx);
/* The queued Aim cards on top of the game's Aim deck; n of them drawn. */
void scn_game_stack_aim(scn_ctx *ctx, uint8_t strip);
void scn_game_drew(scn_ctx *ctx, int n);
/* A fresh activation of legend l (ACT-3); kept: the following actions of
 * l spend its AP (an `activate` line). RF_E_ILLEGAL (why) when the game
 * is over. */
rf_status scn_game_activate(scn_ctx *ctx, int l, bool kept, char *why);
/* The round's transition phase (TRANS-1 … TRANS-7). */
rf_status scn_game_transition(scn_ctx *ctx, char *why);
/* One decision (the Aim deck stacked first); why: the engine's reason. */
rf_status scn_game_choose(scn_ctx *ctx, unsigned code, char *why);
bool scn_game_listed(const rf_game *g, unsigned code);
/* The game's log of the current action into ctx->log. */
void scn_game_log_start(scn_ctx *ctx);
void scn_game_log_stop(scn_ctx *ctx);
/* Play an action on the game (fn makes its decisions; false and why when
 * the engine refuses): refused, a FAIL line "cannot ACTION: why" and the
 * game put back as it was; the log of the action kept for `expect last`. */
typedef bool (*scn_play_fn)(scn_ctx *ctx, const void *arg, char *why);
rf_status scn_game_play(scn_ctx *ctx, scn_line *ln, const char *action, scn_play_fn fn,
                        const void *arg);
/* The end of an action line (st: its arguments read so far): none left,
 * then the action played (scn_game_play). */
rf_status scn_play_line(scn_ctx *ctx, scn_line *ln, rf_status st, const char *action,
                        scn_play_fn fn, const void *arg);
/* Whether fn's action could be played now: tried on a copy of the game,
 * then dropped; why: the engine's reason when not (an `expect` line).
 * fn must draw no Aim card (the queue is the scenario's, not the copy's). */
bool scn_game_try(scn_ctx *ctx, scn_play_fn fn, const void *arg, char *why);
/* The end of `expect ACTION ... yes|no` (st: the arguments read so far, s:
 * the legend): yes|no read, the action tried (scn_game_try), reported. */
rf_status scn_expect_try(scn_ctx *ctx, scn_line *ln, rf_status st, int s, scn_play_fn fn,
                         const void *arg);

/* The action lines' common steps (scenario_play.c). A legend named on an
 * action line (unknown: an error); a loot kind by id (data/loot.json). */
rf_status scn_play_who(scn_ctx *ctx, scn_line *ln, int *idx);
rf_status scn_play_item(scn_ctx *ctx, scn_line *ln, int *def);
/* Legend s's activation: the one an `activate` line started, or a fresh one. */
bool scn_play_begin(scn_ctx *ctx, int s, char *why);
/* Choose each code in turn; one not offered stops with the engine's
 * prompt, prefixed by what[i]. */
bool scn_play_chain(scn_ctx *ctx, const unsigned *codes, const char *const *what, int n,
                    char *why);
/* A combined action's Move 1 left out (ACT-11) if it waits for it. */
bool scn_play_finish(scn_ctx *ctx, int s, char *why);
/* The backpack slot of legend l holding a token of loot kind def, or -1. */
int scn_pack_slot(const rf_game *g, int l, int def);
/* Each token received and waiting keeps to its proper space (LOOT-4: the
 * backpack, or its gear space), as the engine offers (scenario_loot.c). */
bool scn_keep_received(scn_ctx *ctx, char *why);
/* The weapon slot of legend l holding the weapon card named `name`, or -1. */
int scn_weapon_slot(const rf_game *g, int l, const char *name);

/* The Move 1 of a combined action and the Rush (scenario_step.c; ACT-11,
 * RUSH-1): `first X,Y` (before the main part) or `then X,Y` (after it),
 * with `rush CARD` discarded for one more MP of that Move. */
enum scn_step_when { SCN_STEP_NONE, SCN_STEP_FIRST, SCN_STEP_THEN };
typedef struct scn_step { int when; geo_cell to; int rush; } scn_step;  /* rush: card, -1 */
rf_status scn_arg_rush(scn_ctx *ctx, scn_line *ln, int *card);
rf_status scn_arg_step(scn_ctx *ctx, scn_line *ln, scn_step *step);
bool scn_is_step(const scn_line *ln);
int scn_hand_index(const rf_game *g, int l, int card);
/* The Move waiting for legend s's decision ends on `to`, a space the
 * engine offers; card >= 0: first discarded for one more MP (RUSH-1 (b)). */
bool scn_move_end(scn_ctx *ctx, int s, geo_cell to, int card, char *why);
/* Combined action act in s's activation: the action (what[0]), the step's
 * Move 1 if `first`, then the main part (what[1]). step may be NULL. */
bool scn_combined_begin(scn_ctx *ctx, int s, int act, const char *const what[2],
                        const scn_step *step, char *why);
/* After the main part: the step's Move 1 if `then`, else the action
 * finished (scn_play_finish). */
bool scn_combined_end(scn_ctx *ctx, int s, const scn_step *step, char *why);

/* OPT_KEEP's a (frame_receive_loot.c): where a received token goes. */
enum { SCN_KEEP_GEAR, SCN_KEEP_PACK, SCN_KEEP_SWAP, SCN_KEEP_FIT };
/* A place of an ability's miniature as the engine's OPT_ABIL_PLACE code
 * (a legend: attached to it, ABIL-8); false for an edge (scenario_ability.c). */
bool scn_place_code(const scn_ref *r, unsigned *code);
/* The engine's record of the attack just made kept for `expect last` and
 * `expect card` (kind: SCN_LAST_SHOOT, SCN_LAST_MELEE; scenario_combat.c). */
void scn_remember_attack(scn_ctx *ctx, int kind);

/* The cards a `shoot` line asks to play (content card indices, -1 none). */
typedef struct scn_cards_ask { int enhance, reactor, react; } scn_cards_ask;
/* The Shoot's card windows: the cards asked for played when offered, the
 * rest passed (scenario_cards.c). */
bool scn_cards_windows(scn_ctx *ctx, int s, const scn_cards_ask *ask, char *why);
rf_status scn_arg_card(scn_ctx *ctx, scn_line *ln, const char *what, int *card);

#endif
