#!/usr/bin/env bash
# relayout_core.sh — the second move of issue 17 ("layers that show in the
# folders"): the core engine's flat src/rules/ into one folder an idea
# (docs/architecture.md, "The core's folders"), and the rewrite of the paths
# that follows. scripts/relayout.sh was the first move (content, modes,
# modules); this one moves only files of the core.
#
#   scripts/relayout_core.sh --move   the move: check the table against
#                                     src/rules/, git mv, then the rewrite in
#                                     every tracked or new file
#   scripts/relayout_core.sh          the rewrite in every tracked or new
#                                     file: run it on code written against
#                                     the flat layout (a rebased branch)
#   scripts/relayout_core.sh FILE...  the rewrite in these files only
#
# The move is written to be run again on a newer main rather than rebased:
# before it moves anything it checks that the table lists every *.c and *.h
# directly in src/rules/ and that every file it lists is there; if not it
# moves nothing, names the files and exits 2 (add a new file to the table,
# in the folder of its idea, and run it again).
#
# The rewrite turns rules/NAME into rules/FOLDER/NAME wherever NAME is a
# file of the table: includes ("rules/engine.h"), paths in docs, comments
# and scripts (src/rules/engine.c, $src/src/rules/plugins.h), the header
# table of scripts/rename_internal_prefix.sh; and the FILE column of
# tests/arch/core_names.allow (paths below src/rules/). Nothing else
# changes: no code but include paths. CMakeLists.txt globs src/rules/*/*.c.
# The machinery (table, check, git mv, rewrite) is scripts/relayout_lib.sh,
# shared with scripts/relayout_plugins.sh.
set -euo pipefail
args=()     # FILE... as given, from the caller's folder; then the root's
for a in "$@"; do if [ "$a" = --move ]; then args+=("$a"); else args+=("$(realpath -- "$a")"); fi; done
cd "$(dirname "$0")/.."

# The table: a folder below src/rules/, then the files of the flat
# src/rules/ that go into it (a folder may take several lines).
MOVES='
engine   engine.c engine.h state.h frame_state.h plugin.h plugins.c plugins.h
engine   setup.c check.c hash.c rng.c rng.h undo.c undo.h
engine   opt_label.c opt_label.h option_kinds.c
engine   pieces.c pieces.h legends.c legends.h
frames   frame_activation.c frame_combined.c frame_destroy.c frame_drop.c
frames   frame_give_loot.c frame_interact.c frame_melee.c frame_move.c
frames   frame_receive_loot.c frame_receive_weapon.c frame_respawn.c
frames   frame_round.c frame_shoot.c frame_turn.c frame_use.c
frames   move_path.h respawn.h
combat   combat.h combat_aim.c combat_damage.c combat_weapon.c push.c
combat   aim_deck.c aim_deck.h shot_setup.c shot_setup.h ht_parts.h
combat   weapon_printed.c weapon_printed.h zones.c zones.h cover_memo.c cover_memo.h
cards    abilities.h abilities_play.c abilities_play.h
cards    activation_cards.c activation_cards.h hand.c hand.h shoot_cards.c shoot_cards.h
cards    effects.c effect_table.c effect_ops.h effects_doc.c effects_log.c effects_log.h
match    match.c match.h match_entry.c match_loadout.c loadout_placement.c
match    entrance.c entrance.h round_track.c round_track.h end_reason.c end_why.h
record   log.c log.h log_damage.c log_shot.c log_shot.h
record   record.c record.h record_add.h events.c events.h
views    view.c view_area.c view_area.h view_cost.c view_delayed.c view_draft.c
views    view_held.c view_shot.c view_walk.c view_walk_from.c viewer.c view_shot_estimate.c
views    observe.c observe_record.c observe_record.h json_out.c json_out.h
search   determinize.c determinize.h determinize_internal.h determinize_stage1.c playout.c
'

RELAYOUT_NAME=relayout_core
. scripts/relayout_lib.sh
relayout_main "${args[@]}"
