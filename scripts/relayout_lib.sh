# shellcheck shell=bash
# relayout_lib.sh — what the moves of issue 17 share (sourced, not run):
# scripts/relayout_core.sh (the core's flat src/rules/ into folders) and
# scripts/relayout_plugins.sh (modes/ and modules/ into a folder each).
# The caller sets RELAYOUT_NAME (its name in messages) and MOVES, the
# table: a folder below src/rules/, then the files that go into it (a
# folder may take several lines). A file comes from the folder's parent:
# "engine  engine.h" moves src/rules/engine.h to src/rules/engine/engine.h,
# "modes/ctf  ctf.h" moves src/rules/modes/ctf.h to src/rules/modes/ctf/ctf.h.
# Then it calls relayout_main "$@" (see relayout_core.sh for the usage).
#
# The move is written to be run again on a newer main rather than rebased:
# before it moves anything it checks that the table lists every *.c and *.h
# directly in each parent folder and that every file it lists is there; if
# not it moves nothing, names the files and exits 2.

pairs() {   # "FILE FOLDER", one a line
    echo "$MOVES" | awk 'NF { for (i = 2; i <= NF; i++) print $i, $1 }'
}
parents() { # the folders the files come from, below src/rules/ ("." the top)
    pairs | while read -r _ dir; do dirname "$dir"; done | sort -u
}
old_path() {  # old_path FILE FOLDER: FILE's path below src/rules/ before the move
    local up
    up=$(dirname "$2")
    if [ "$up" = . ]; then echo "$1"; else echo "$up/$1"; fi
}

# The rewrite as one sed program (-E). A path is rules/OLD not preceded by
# a name's character (so "rules/engine.h", src/rules/engine.c and
# $src/src/rules/… match; a moved rules/engine/engine.h does not: running
# it twice changes nothing). Below a folder (modes/ctf.h) the path without
# rules/ counts too when no '/' precedes it (docs' `modes/ctf.h`); a bare
# file name (engine.h, ctf.h) never does.
sed_program() {
    local name dir old new
    pairs | while read -r name dir; do
        old=$(old_path "$name" "$dir"); new="$dir/$name"
        printf 's#(^|[^A-Za-z0-9_.-])rules/%s\\b#\\1rules/%s#g\n' "${old//./\\.}" "$new"
        [ "$old" = "$name" ] ||
            printf 's#(^|[^A-Za-z0-9_./-])%s\\b#\\1%s#g\n' "${old//./\\.}" "$new"
    done
}
allow_program() {   # core_names.allow's FILE column: paths below src/rules/
    local name dir old
    pairs | while read -r name dir; do
        old=$(old_path "$name" "$dir")
        printf 's#^%s([[:space:]])#%s/%s\\1#\n' "${old//./\\.}" "$dir" "$name"
    done
}

edit() {     # edit PROGRAM FILE: true if FILE changed
    sed -E -f "$1" "$2" | cmp -s - "$2" && return 1
    sed -E -i -f "$1" "$2"
}

rewrite() {  # rewrite FILE...: says how many files changed
    local prog allow f n=0
    prog=$(mktemp); allow=$(mktemp)
    sed_program > "$prog"; allow_program > "$allow"
    # Only files that mention an old path change (their mtime too).
    for f in "$@"; do
        if [ ! -f "$f" ] || [ -L "$f" ]; then continue; fi
        case $f in
        tests/arch/core_names.allow|*/tests/arch/core_names.allow) edit "$allow" "$f" && n=$((n + 1)) ;;
        *) edit "$prog" "$f" && n=$((n + 1)) ;;
        esac
    done
    rm -f "$prog" "$allow"
    echo "$RELAYOUT_NAME: rewrote paths in $n files"
}

all_files() {   # tracked or new text files that mention rules/ or a parent, but the tables
    local pat='rules/' up
    for up in $(parents); do [ "$up" = . ] || pat="$pat|$up/"; done
    git ls-files -co --exclude-standard -z | xargs -0 grep -lIE "$pat" -- 2>/dev/null |
        grep -vxE 'scripts/relayout(_core|_plugins|_lib)?\.sh' || true
}

glob_of() {  # glob_of PARENT: the CMakeLists.txt glob of its folders' *.c
    if [ "$1" = . ]; then echo 'src/rules/*/*.c'; else echo "src/rules/$1/*/*.c"; fi
}

# Exit 2, moving nothing, unless the table and the parent folders agree.
check_table() {
    local bad=0 f up dir listed
    listed=$(pairs | while read -r f dir; do old_path "$f" "$dir"; done | sort)
    for f in $(echo "$listed" | uniq -d); do
        echo "$RELAYOUT_NAME: $f is in the table twice"; bad=1
    done
    for up in $(parents); do
        for f in $(find "src/rules/$up" -maxdepth 1 -type f -name '*.[ch]' | sed 's#^src/rules/\(\./\)\{0,1\}##' | sort); do
            # (a here-string: grep -q leaving an echo's pipe early fails pipefail)
            grep -qxF "$f" <<<"$listed" || { echo "$RELAYOUT_NAME: src/rules/$f is not in the table"; bad=1; }
        done
        grep -qF "$(glob_of "$up")" CMakeLists.txt ||
            { echo "$RELAYOUT_NAME: CMakeLists.txt does not glob $(glob_of "$up")"; bad=1; }
    done
    while read -r f dir; do
        [ -f "src/rules/$(old_path "$f" "$dir")" ] ||
            { echo "$RELAYOUT_NAME: the table lists src/rules/$(old_path "$f" "$dir"), which is not there"; bad=1; }
        [ ! -e "src/rules/$dir/$f" ] || { echo "$RELAYOUT_NAME: src/rules/$dir/$f is there already"; bad=1; }
    done < <(pairs)
    if [ $bad -ne 0 ]; then
        echo "$RELAYOUT_NAME: nothing moved (the table in $0 and src/rules/ disagree)"
        exit 2
    fi
}

move() {
    local f dir
    check_table
    for dir in $(pairs | awk '{ print $2 }' | sort -u); do mkdir -p "src/rules/$dir"; done
    while read -r f dir; do git mv "src/rules/$(old_path "$f" "$dir")" "src/rules/$dir/$f"; done < <(pairs)
    echo "$RELAYOUT_NAME: moved $(pairs | wc -l) files into $(pairs | awk '{ print $2 }' | sort -u | wc -l) folders"
}

# relayout_main ARG...: --move (then every file), FILE... (paths already
# from the root), or nothing (every file).
relayout_main() {
    local files
    if [ "${1:-}" = "--move" ]; then move; set --; fi
    if [ $# -gt 0 ]; then rewrite "$@"; return; fi
    mapfile -t files < <(all_files)
    rewrite "${files[@]}"
}
