/*
 * modules.h — the Supply Drops and Replicator modules in a game (rules
 * DROP-1 … DROP-10, REPL-1 … REPL-12, DEPLOY, MOD-3, TURN-2; docs/modes.md).
 * State: modules_state.h; content: modules_content.h. The core calls none
 * of these: supply_plug (modules.c) hands them to plugin.h's walks:
 *   modules_setup       DROP-2, REPL-2 (setup)
 *   drops_track         DROP-4, DROP-5 (track_event: the round marker's new space)
 *   repl_turn_start,    REPL-4, DROP-6 … DROP-8 (the initiative marker:
 *   drops_turn_start    turn_track, turn_track_choice)
 *   drops_interact_*    DROP-9, DROP-10 (interact_options, interact_apply)
 *   repl_activation_*   REPL-6 … REPL-12 (loot_options, loot_apply)
 *   modules_check, modules_hash, modules_json  invariants, hash, what a seat
 *                       sees (check, hash, observe); the supply drop cards'
 *                       order in a world (determinize)
 */
#ifndef RF_RULES_MODULES_H
#define RF_RULES_MODULES_H

#include <stdbool.h>
#include <stdint.h>

#include "rules/modules/deployment/deploy.h"
#include "rules/engine/engine.h"

#define RF_DROP_OWNER 0x10        /* overlay owner tag of supply drop i: 0x10 | i */
#define RF_DROP_DAMAGE 15         /* DROP-7 */
/* OPT_BIN codes with this bit in a: interact with supply drop (a & 3);
 * supply bins use a < RF_MAX_BINS, Care Packages 0x80. */
#define RF_DROP_OPT 0x40
/* RF_OPT_CRAFT's a: a display space (row * 3 + column), or this + weapon slot: ammo. */
#define RF_CRAFT_AMMO 16

extern const rf_frame_ops rf_frame_supply_land_ops;

bool drops_on(const rf_game *g);
bool repl_on(const rf_game *g);

/* DROP-2, REPL-2 (and nothing without the modules). */
void modules_setup(rf_game *g);
void drops_setup(rf_game *g);
void repl_setup(rf_game *g);

/* A legendary token of this gear family (enum rf_gear_slot) still in the
 * box (LOOT-6: the modules take theirs from there), or -1. */
int modules_box_legendary(const rf_game *g, int gear);

/* DEPLOY-1 … DEPLOY-5 for Supply Drops and the Replicator: where an item
 * lands; from the card's corner, or with the Ring from the ring border
 * figure of that corner (DEPLOY-2, R-DEPLOY-2-RING). Spaces in `taken`
 * (may be NULL) count as not free besides the legends. False if the map
 * has no free space. why: the card and tokens, for the log. */
bool modules_deploy(rf_game *g, const geo_cellset *taken, geo_cell *out, char *why, int n);
/* The same with the card and the two token values given (DEPLOY-2 … DEPLOY-4). */
bool modules_deploy_with(const rf_game *g, const rf_deploy_card *c, int t1, int t2,
                            const geo_cellset *taken, geo_cell *out);

/* DROP-4, DROP-5: the round marker moved onto track position pos. */
void drops_track(rf_game *g, int pos);
/* DROP-6 … DROP-8: a supply drop below the initiative marker at the start
 * of squad's turn lands. True if it waits for the decision of DROP-7 (a
 * frame was pushed); call again after it (nothing more is below). */
bool drops_turn_start(rf_game *g, int squad);
/* REPL-4, REPL-5: the replicator token below the initiative marker. */
void repl_turn_start(rf_game *g, int squad);

/* DROP-9, DROP-10: the Interact frame's options for adjacent closed drops,
 * and applying one (false if code is not one). */
void drops_interact_options(const rf_game *g, const rf_frame *f, rf_optbuf *ob);
bool drops_interact_legal(const rf_game *g, const rf_frame *f, uint32_t code);
bool drops_interact_apply(rf_game *g, rf_frame *f, uint32_t code);

/* REPL-6 … REPL-12: the free pick-ups, drops and crafting of the active
 * legend l, and applying one (false if code is not one). */
void repl_activation_options(const rf_game *g, int l, rf_optbuf *ob);
bool repl_activation_legal(const rf_game *g, int l, uint32_t code);
bool repl_activation_apply(rf_game *g, int l, uint32_t code);

/* Crafting markers legend l holds (REPL-8); the backpack space they are on
 * (-1 none). */
int repl_held(const rf_game *g, int l);
int repl_pack_space(const rf_game *g, int l);

rf_status modules_check(const rf_game *g, rf_error *err);
uint64_t modules_hash(const rf_game *g);
/* What seat may see of the modules, as JSON members (",\"supply_drops\":{…}"),
 * snprintf style; nothing without the modules. */
int modules_json(const rf_game *g, int seat, char *buf, size_t n);

#endif
