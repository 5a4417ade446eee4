/*
 * plugins.h — the plug-ins' state and frames, listed once (issue 17,
 * docs/architecture.md "Plug-ins"). A game keeps every plug-in's state by
 * value, so that rf_game stays one struct copied with memcpy (DESIGN.md,
 * state.h); state.h expands these lists and so never names a plug-in.
 * With plugins.c (the plug-ins' hooks, in the order of the walks) this is
 * the one place of the core that names the plug-ins, and
 * tests/arch/core_names.sh does not read either.
 *
 * Each X(type, member) is one member of rf_game or of rf_frame's union.
 * The state comes in two lists, not one, because rf_game keeps each member
 * where it was before the list existed (the modes' state and the ring's
 * after rf_game.mode, the modules' after rf_game.match): the layout, and
 * with it every byte of a game, is what it was. A new plug-in's state goes
 * at the end of RF_PLUGIN_STATES_AFTER_MATCH, its frame anywhere in
 * RF_PLUGIN_FRAMES (a union: all at offset 0).
 */
#ifndef RF_RULES_PLUGINS_H
#define RF_RULES_PLUGINS_H

#include "rules/modes/assn.h"
#include "rules/modes/champ.h"
#include "rules/modes/ctf_types.h"
#include "rules/modes/equip_types.h"
#include "rules/modes/mode_start_types.h"
#include "rules/modules/event_cards_types.h"
#include "rules/modules/gunrun_types.h"
#include "rules/modules/modules_state.h"
#include "rules/modules/ring.h"

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

#endif
