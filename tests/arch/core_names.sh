#!/bin/sh
# core_names.sh SRC_DIR — the core engine names no mode, module or legend
# (issue 17, docs/architecture.md "Plug-ins"). Counts, in every file of
# src/rules/ and of the core's folders in it (engine/, frames/, …; not the
# plug-ins' modes/, modules/ and legends/), the lines that
# name one: a plug-in's header, a mode's or module's id, a plug-in's
# function, its state in rf_game, its frame type or frame handlers, its
# place of a piece, a legend's name. A file may name at
# most what tests/arch/core_names.allow grants it; a file not listed there,
# none. Comments do not count. The list only shrinks: when a file names fewer than it may, the
# test says so (lower its count, or remove its line at zero).
#
# plugins.c and plugins.h are the one place that names the plug-ins (their
# hooks in the walks' order; their state, frames and places of a piece,
# which state.h and engine.h expand) and are not checked.
set -eu
src="${1:?usage: core_names.sh SRC_DIR}"
here=$(cd "$(dirname "$0")" && pwd)
allow="$here/core_names.allow"
. "$here/allow.sh"

# What "naming" is. Keep it one pattern (grep -E, case-sensitive but for
# the legends' names).
modes='BR|ASSN|TDM|CHAMP|CTF'
plugs='champ|assn|ctf|tdm|gunrun|equip|ring|heat|drops|drop_(card|marker|where|on_map|opt|owner|supply|below|damage)|supply|repl|replicator|event_cards?|evt|deploy|care_package|victory|mode_start'
pat="#include \"rules/(modes|modules|legends)/"
pat="$pat|\\bRF_MODE_($modes)\\b|\\bRF_MOD_[A-Z]+\\b|\\bRF_MODULE_BIT\\b"
pat="$pat|\\b(rf_|RF_)($plugs)_[A-Za-z0-9_]+"
# a module's places (modules_state.h's RF_MODAT_*, gunrun_types.h's RF_KIT_*)
pat="$pat|\\bRF_(MODAT|KIT)_[A-Z0-9_]+"
pat="$pat|(->|\\.)(champ|assn|ctf|equip|ring|drops|repl|event_cards|gunrun)\\b"
# whether the ring is played, used or declared (plugins.h lists it)
pat="$pat|\\bring_on\\b"
# a legend's own functions under its module prefix (docs/architecture.md, Names)
pat="$pat|\\b(care_package|status|evt|ringmod|victory|br_end|modules|deploy|heat|drops|repl|equip|champ|gunrun|assn|tdm|ctf)_[a-z0-9_]+\\("
# a plug-in's frame type or its handlers (engine.h's FR_ROLE, engine.c's
# rf_frame_role_ops, …): those of plugins.h's RF_PLUGIN_FRAME_TYPES, read
# from it so that a new one counts, and today's eight, so that one moved
# back out of the list into the core still counts
listed() {  # listed LIST SED-SCRIPT WHAT: the entries of plugins.h's LIST
    l=$(sed -n "/^#define $1/,/^\$/p" "$src/src/rules/engine/plugins.h" | sed -n "$2")
    [ -n "$l" ] || { echo "FAIL src/rules/engine/plugins.h: no $3 read from $1" >&2; exit 1; }
    echo "$l"
}
frames=$(listed RF_PLUGIN_FRAME_TYPES 's/^ *X(\([A-Z0-9_]*\), *\([a-z0-9_]*\)).*/\1 \2/p' \
         "X(NAME, name)") || exit 1
frames="$frames
ROLE role
EQUIP equip
MODE_START mode_start
EVENT event
QUEUE queue
SUPPLY_LAND supply_land
CHAMP_START champ_start
CHAMP_FEAT champ_feat"
fr_upper=$(echo "$frames" | cut -d' ' -f1 | sort -u | paste -sd'|' -)
fr_lower=$(echo "$frames" | cut -d' ' -f2 | sort -u | paste -sd'|' -)
pat="$pat|\\bFR_($fr_upper)\\b|\\brf_frame_($fr_lower)_(ops|shortcuts)\\b"
# a plug-in's place of a piece (state.h's RF_IN_KIT, …): those of
# plugins.h's RF_PLUGIN_PLACES, read from it, and today's three, so that
# one moved back into state.h's enum still counts
places=$(listed RF_PLUGIN_PLACES 's/^ *X(\(RF_[A-Z0-9_]*\), *[0-9]*).*/\1/p' \
         "X(RF_NAME, value)") || exit 1
places=$(printf '%s\nRF_IN_KIT\nRF_IN_MODULE\nRF_IN_OBJECT\n' "$places" | sort -u | paste -sd'|' -)
pat="$pat|\\b($places)\\b"
legends='wraith|bloodhound|lifeline|loba|gibraltar|bangalore|pathfinder|mirage|octane|caustic|wattson|crypto|revenant|horizon|valkyrie|seer|ash|fuse|rampart|newcastle'

code() {    # code FILE: the file without its comments, line numbers kept
    # (a comment's every line, also one that does not begin with '*')
    awk '{
        out = ""; s = $0
        while (s != "") {
            if (inc) { i = index(s, "*/"); if (!i) break; s = substr(s, i + 2); inc = 0; continue }
            i = index(s, "/*"); j = index(s, "//")
            if (j && (!i || j < i)) { out = out substr(s, 1, j - 1); break }
            if (!i) { out = out s; break }
            out = out substr(s, 1, i - 1); s = substr(s, i + 2); inc = 1
        }
        print out
    }' "$1"
}
hits() {    # hits FILE: its naming lines, numbered
    code "$1" | { grep -nE "$pat" || true; }
    code "$1" | { grep -niwE "$legends" || true; }
}

core_files() {  # the core's files: src/rules/ and its folders, not the plug-ins'
    find "$src/src/rules" \( -path "$src/src/rules/modes" -o -path "$src/src/rules/modules" \
         -o -path "$src/src/rules/legends" \) -prune -o -name '*.[ch]' -print | sort
}

status=0
for f in $(core_files); do
    name=${f#"$src"/src/rules/}      # the allow list's FILE: its path below src/rules/
    case ${name##*/} in plugins.c|plugins.h) continue ;; esac
    n=$(hits "$f" | cut -d: -f1 | sort -u | wc -l)
    may=$(allowed "$allow" "$name")
    if ! allow_judge "$n" "$may" "src/rules/$name names lines"; then
        echo "FAIL src/rules/$name names a mode, module or legend on $n lines (allowed $may):"
        hits "$f" | sort -t: -k1,1n -u | sed 's/^/    /'
        status=1
    fi
done
allow_gone "$allow" "$src/src/rules"
[ $status -eq 0 ] && echo "core_names: the core names no mode, module or legend beyond core_names.allow"
exit $status
