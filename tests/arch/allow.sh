# allow.sh — sourced by the architecture checks that keep an allow-list of
# "FILE COUNT" lines which only shrink (core_names.sh, data_layer.sh).

# allowed LIST NAME: the count LIST grants NAME (0 when it is not listed).
allowed() {
    awk -v f="$2" '$1 == f { n = $2 } END { print n + 0 }' "$1"
}

# allow_judge N MAY WHAT: false when N is over MAY (the caller prints what
# it found); a note when N is under it, so the list is lowered.
allow_judge() {
    [ "$1" -gt "$2" ] && return 1
    [ "$1" -lt "$2" ] && echo "note: $3: $1, fewer than the $2 its allow-list grants: lower it"
    return 0
}

# allow_gone LIST DIR: a note for each file LIST names that DIR lacks.
allow_gone() {
    awk '!/^#/ && NF { print $1 }' "$1" | while read -r name; do
        [ -f "$2/$name" ] || echo "note: $(basename "$1") lists $name, which is gone: remove its line"
    done
}
