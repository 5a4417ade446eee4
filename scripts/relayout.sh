#!/usr/bin/env bash
# relayout.sh — the folder layers of issue 17 (docs/architecture.md): which
# file of the flat src/rules/ went where, and the rewrite of the include
# paths that follows.
#
#   scripts/relayout.sh            rewrite `#include "OLD"` to "NEW" (and
#                                  src/OLD mentions in docs/ and CMake files)
#                                  in every tracked or new file: run it after
#                                  rebasing code written against the old layout
#   scripts/relayout.sh --move     the move itself (git mv, then the rewrite);
#                                  done once, in the commit that added this file
#   scripts/relayout.sh FILE...    the rewrite in these files only
#
# The table: old path under src/, new path under src/. Nothing else moves.
set -euo pipefail
cd "$(dirname "$0")/.."

MOVES='
content.h                   data/content.h
rules/catalog.h             data/catalog.h
rules/catalog.c             data/catalog.c
rules/cards.h               data/cards.h
rules/cards.c               data/cards.c
rules/modes.h               data/modes.h
rules/modes.c               data/modes.c
rules/assn.c                rules/modes/assn.c
rules/assn.h                rules/modes/assn.h
rules/assn_play.h           rules/modes/assn_play.h
rules/ctf.c                 rules/modes/ctf.c
rules/ctf.h                 rules/modes/ctf.h
rules/tdm.c                 rules/modes/tdm.c
rules/tdm.h                 rules/modes/tdm.h
rules/equip.c               rules/modes/equip.c
rules/equip.h               rules/modes/equip.h
rules/equip_data.h          rules/modes/equip_data.h
rules/mode_start.c          rules/modes/mode_start.c
rules/view_modes.c          rules/modes/view_modes.c
rules/victory.c             rules/modes/victory.c
rules/victory.h             rules/modes/victory.h
rules/champ.c               rules/modes/champ.c
rules/champ.h               rules/modes/champ.h
rules/champ_data.h          rules/modes/champ_data.h
rules/champ_elim.c          rules/modes/champ_elim.c
rules/champ_elim.h          rules/modes/champ_elim.h
rules/champ_feats.c         rules/modes/champ_feats.c
rules/champ_feats.h         rules/modes/champ_feats.h
rules/champ_json.c          rules/modes/champ_json.c
rules/champ_json.h          rules/modes/champ_json.h
rules/champ_kit.c           rules/modes/champ_kit.c
rules/champ_kit.h           rules/modes/champ_kit.h
rules/champ_play.c          rules/modes/champ_play.c
rules/champ_play.h          rules/modes/champ_play.h
rules/champ_start.c         rules/modes/champ_start.c
rules/view_champ.c          rules/modes/view_champ.c
rules/modules.c             rules/modules/modules.c
rules/modules.h             rules/modules/modules.h
rules/modules_content.h     rules/modules/modules_content.h
rules/modules_state.h       rules/modules/modules_state.h
rules/view_modules.c        rules/modules/view_modules.c
rules/drops.c               rules/modules/drops.c
rules/replicator.c          rules/modules/replicator.c
rules/deploy.c              rules/modules/deploy.c
rules/deploy.h              rules/modules/deploy.h
rules/gunrun.c              rules/modules/gunrun.c
rules/gunrun.h              rules/modules/gunrun.h
rules/gunrun_types.h        rules/modules/gunrun_types.h
rules/heat.c                rules/modules/heat.c
rules/heat.h                rules/modules/heat.h
rules/event_cards.c         rules/modules/event_cards.c
rules/event_cards.h         rules/modules/event_cards.h
rules/event_cards_types.h   rules/modules/event_cards_types.h
rules/ring.c                rules/modules/ring.c
rules/ring.h                rules/modules/ring.h
rules/ring_play.c           rules/modules/ring_play.c
rules/ring_play.h           rules/modules/ring_play.h
'

# One sed program: includes by their path under src/ ("rules/ring.h"; the
# bare "content.h"), and src/-prefixed mentions in docs and comments.
sed_program() {
    echo "$MOVES" | while read -r old new; do
        [ -n "$old" ] || continue
        local o=${old//./\\.} n=$new
        echo "s#\"$o\"#\"$n\"#g"
        echo "s#src/$o\\b#src/$n#g"
    done
}

rewrite() {
    local prog
    prog=$(mktemp)
    sed_program > "$prog"
    # Only files that mention an old path change (their mtime too).
    for f in "$@"; do
        [ -f "$f" ] || continue
        if ! sed -f "$prog" "$f" | cmp -s - "$f"; then sed -i -f "$prog" "$f"; fi
    done
    rm -f "$prog"
}

all_files() {
    git ls-files -co --exclude-standard -- \
        '*.c' '*.h' '*.md' '*.txt' '*.cmake' '*.sh' 'Makefile' |
        grep -v '^scripts/relayout\.sh$'
}

if [ "${1:-}" = "--move" ]; then
    mkdir -p src/rules/modes src/rules/modules
    echo "$MOVES" | while read -r old new; do
        [ -n "$old" ] || continue
        git mv "src/$old" "src/$new"
    done
    mapfile -t files < <(all_files)
    rewrite "${files[@]}"
elif [ $# -gt 0 ]; then
    rewrite "$@"
else
    mapfile -t files < <(all_files)
    rewrite "${files[@]}"
fi
