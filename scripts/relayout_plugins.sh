#!/usr/bin/env bash
# relayout_plugins.sh — the third move of issue 17 ("a new legend is its
# data and one C file; a new mode is one folder"): src/rules/modes/ and
# src/rules/modules/, one folder each for every mode's and module's files,
# into a folder each (docs/architecture.md, "The plug-ins' folders"), and
# the rewrite of the paths that follows. scripts/relayout_core.sh was the
# second (the core's folders); legends/ stays one C file a legend.
#
#   scripts/relayout_plugins.sh --move   the move: check the table against
#                                        src/rules/modes/ and modules/, git
#                                        mv, then the rewrite in every
#                                        tracked or new file
#   scripts/relayout_plugins.sh          the rewrite in every tracked or new
#                                        file: run it on code written against
#                                        the old layout (a rebased branch)
#   scripts/relayout_plugins.sh FILE...  the rewrite in these files only
#
# The move is written to be run again on a newer main rather than rebased:
# before it moves anything it checks that the table lists every *.c and *.h
# directly in src/rules/modes/ and src/rules/modules/ and that every file it
# lists is there; if not it moves nothing, names the files and exits 2 (add
# a new file to the table, in the folder of its mode or module, and run it
# again).
#
# The rewrite turns rules/modes/NAME into rules/modes/FOLDER/NAME (and
# modules/ alike) wherever NAME is a file of the table: includes
# ("rules/modes/ctf.h"), paths in docs, comments and scripts
# (src/rules/modes/ctf.c, `modes/ctf.h` in docs). Nothing else changes: no
# code but include paths. CMakeLists.txt globs src/rules/modes/*/*.c and
# src/rules/modules/*/*.c. The machinery (table, check, git mv, rewrite) is
# scripts/relayout_lib.sh, shared with relayout_core.sh.
set -euo pipefail
args=()     # FILE... as given, from the caller's folder; then the root's
for a in "$@"; do if [ "$a" = --move ]; then args+=("$a"); else args+=("$(realpath -- "$a")"); fi; done
cd "$(dirname "$0")/.."

# The table: a folder below src/rules/, then the files of its parent
# (modes/ or modules/) that go into it. A mode's or module's own files go
# in its folder; what several share goes in a folder named for what it is
# (modes/equip/: the equipment boards, Stages 1-2 and the public view of
# TDM and CTF; modules/deployment/: the deployment procedure and the
# deployed markers' state Supply Drops and the Replicator share).
MOVES='
modes/br                br_words.c victory.c victory.h
modes/assn              assn.c assn.h assn_play.h
modes/champ             champ.c champ.h champ_data.h champ_elim.c champ_elim.h
modes/champ             champ_feats.c champ_feats.h champ_json.c champ_json.h
modes/champ             champ_kit.c champ_kit.h champ_play.c champ_play.h
modes/champ             champ_plug.c champ_start.c view_champ.c
modes/ctf               ctf.c ctf.h ctf_types.h
modes/tdm               tdm.c tdm.h
modes/equip             equip.c equip.h equip_data.h equip_frame.c equip_hooks.h
modes/equip             equip_items.c equip_respawn.c equip_types.h
modes/equip             mode_start.c mode_start_types.h view_modes.c
modules/ring            ring.c ring.h ring_play.c ring_play.h view_ring.c
modules/heat_shields    heat.c heat.h
modules/supply_drops    drops.c
modules/replicator      replicator.c
modules/events          event_cards.c event_cards.h event_cards_types.h
modules/gun_run         gunrun.c gunrun.h gunrun_types.h
modules/deployment      deploy.c deploy.h modules.c modules.h modules_content.h
modules/deployment      modules_state.h view_modules.c
'

RELAYOUT_NAME=relayout_plugins
. scripts/relayout_lib.sh
relayout_main "${args[@]}"
