/*
 * plugins.h — the plug-ins' state, frames and places, listed once (issue 17,
 * docs/architecture.md "Plug-ins"). A game keeps every plug-in's state by
 * value, so that rf_game stays one struct copied with memcpy (DESIGN.md,
 * state.h); state.h (and engine.h, for the frame types) expands these
 * lists and so never names a plug-in.
 * With plugins.c (the plug-ins' hooks, in the order of the walks) this is
 * the one place of the core that names the plug-ins, and
 * tests/arch/core_names.sh does not read either.
 *
 * Each X(type, member) is one member of rf_game or of rf_frame's union.
 * The state comes in three lists, not one, because rf_game keeps each member
 * where it was before the list existed (whether the ring is played after
 * rf_game.track_pos, the modes' state and the ring's after rf_game.mode,
 * the modules' after rf_game.match): the layout, and
 * with it every byte of a game, is what it was. A new plug-in's state goes
 * at the end of RF_PLUGIN_STATES_AFTER_MATCH, its frame anywhere in
 * RF_PLUGIN_FRAMES (a union: all at offset 0).
 */
#ifndef RF_RULES_PLUGINS_H
#define RF_RULES_PLUGINS_H

#include "rules/modes/assn/assn.h"
#include "rules/modes/champ/champ.h"
#include "rules/modes/ctf/ctf_types.h"
#include "rules/modes/equip/equip_types.h"
#include "rules/modes/equip/mode_start_types.h"
#include "rules/modules/events/event_cards_types.h"
#include "rules/modules/gun_run/gunrun_types.h"
#include "rules/modules/deployment/modules_state.h"
#include "rules/modules/ring/ring.h"

/* The plug-ins' places of a piece (rf_piece.where): X(NAME, value) is
 * state.h's enum rf_where's NAME = value, expanded after RF_AT_ENTRANCE
 * where they were before the list existed. A piece's place is stored in
 * the game and hashed (hash.c), so each value is the one it had; a new
 * place takes a value no other has (state.h checks they lie above the
 * core's). Which seat sees a piece there is the place_visible hook's,
 * which pieces a world may swap there the piece_group hook's. */
#define RF_PLUGIN_PLACES(X)                                                                \
    X(RF_IN_OBJECT, 12) /* inside an object on the map (Lifeline's Care Package); at: its  \
                           cell index. RF_IN_BAG at RF_RARITY_COUNT + l is legend l's own  \
                           bag (Lifeline's, COMP) */                                       \
    X(RF_IN_MODULE, 13) /* beside a module's card (Supply Drops, Replicator); at: RF_MODAT_* \
                           (modules_state.h) */                                            \
    X(RF_IN_KIT, 20)    /* a fully kitted weapon card in a squad's deck, queue or discard  \
                           pile (Gun Run, gunrun_types.h); at: gunrun_kit_at */

/* rf_game's members after `track_pos`: whether the Ring module is played
 * (RING; ring_play.c's setup_layout sets it). */
#define RF_PLUGIN_STATES_AFTER_TRACK(X)                                                    \
    X(bool, ring_on)

/* rf_game's members after `mode`. */
#define RF_PLUGIN_STATES_AFTER_MODE(X)                                                     \
    X(rf_assn, assn)                 /* Assassination's role cards (assn.c), zero otherwise */ \
    X(rf_equip_state, equip)         /* equipment boards, lock tokens, loadout cards (EQUIP) */ \
    X(rf_ctf_state, ctf)             /* flags and team tokens (CTF) */                     \
    X(rf_champ_state, champ)         /* the champions' feat cards (CHAMP-10, champ_start.c) */ \
    X(rf_ring, ring)                 /* its border figures and face-up card (RING-3, RING-4) */

/* rf_game's members after `match`. */
#define RF_PLUGIN_STATES_AFTER_MATCH(X)                                                    \
    X(rf_drops_state, drops)         /* the Supply Drops module (drops.c) */               \
    X(rf_repl_state, repl)           /* the Replicator module (replicator.c) */            \
    X(rf_events_state, event_cards)  /* the Events module (event_cards.c) */               \
    X(rf_gunrun_state, gunrun)       /* the Gun Run module (gunrun.c) */

/* rf_frame's union members of the plug-ins' frame types (engine.h's
 * FR_ROLE, FR_EQUIP, …; each at most 4 int16_t, frame_state.h). */
#define RF_PLUGIN_FRAMES(X)                                                                \
    X(rf_role_frame, role)                                                                 \
    X(rf_equip_frame, equip)                                                               \
    X(rf_mode_start_frame, mode_start)                                                     \
    X(rf_event_frame, event)                                                               \
    X(rf_queue_frame, queue)                                                               \
    X(rf_supply_land_frame, supply_land)                                                   \
    X(rf_champ_start_frame, champ_start)

/* The plug-ins' frame types: X(NAME, name) is engine.h's FR_NAME, run by
 * rf_frame_name_ops (engine.c's table, defined in the plug-in's file named
 * below). engine.h's enum expands this list between FR_GIVE_LOOT and
 * FR_WEAPON_ACTION, where the types were before the list existed: a
 * frame's number is mixed into every state hash (hash.c), so the order
 * here is the numbers' order and keeps the signatures; a new frame type
 * added here renumbers FR_WEAPON_ACTION and so changes them. */
#define RF_PLUGIN_FRAME_TYPES(X)                                                           \
    X(ROLE, role)               /* ASSN-6: a squad assigns its role cards; the leader card's draw (assn.c) */ \
    X(EQUIP, equip)             /* EQUIP, TDM-10: lock tokens on and off a board, flipping a loadout card */ \
    X(MODE_START, mode_start)   /* TDM-7, TDM-8, CTF-6 … CTF-8: Stages 1 and 2 of the equipment modes */ \
    X(EVENT, event)             /* EVENT-3: the event token below the initiative marker (event_cards.c) */ \
    X(QUEUE, queue)             /* GUNRUN-7: equip a card of the squad's weapon queue (gunrun.c) */ \
    X(SUPPLY_LAND, supply_land) /* DROP-7: where a legend under a landing supply drop goes (drops.c) */ \
    X(CHAMP_START, champ_start) /* CHAMP-8 … CHAMP-11: Stages 1 and 2 of Champions (champ_start.c) */ \
    X(CHAMP_FEAT, champ_feat)   /* CHAMP-18: a champion's active champion card (champ_feats.c) */

/* Those of them with shortcuts (engine.h's rf_frame_shortcuts): X(NAME,
 * name) is rf_frame_name_shortcuts, in engine.c's table of shortcuts. */
#define RF_PLUGIN_FRAME_SHORTCUTS(X)                                                       \
    X(ROLE, role)                                                                          \
    X(QUEUE, queue)                                                                        \
    X(SUPPLY_LAND, supply_land)                                                            \
    X(EQUIP, equip)                                                                        \
    X(MODE_START, mode_start)                                                              \
    X(CHAMP_START, champ_start)                                                            \
    X(CHAMP_FEAT, champ_feat)

#endif
