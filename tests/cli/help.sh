#!/bin/sh
# help.sh RINGFALL — every command answers --help (and -h) with its usage on
# standard output and exit status 0, in every form a command takes (sim ab,
# sim merge, sim --sweep, sim --shard): `ringfall sim --help` once crashed,
# because a run's parser answers "done" after the help exactly as "ready to
# play", and the run went on with nothing set.
set -u
rf="$1"
fail() { echo "FAIL: $*"; exit 1; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

commands=$("$rf" --help | sed -n '/^commands:/,/^$/p' | awk 'NF >= 2 && $1 != "commands:" { print $1 }')
[ -n "$commands" ] || fail "ringfall --help lists no command"
for c in $commands; do
    for h in --help -h; do
        "$rf" $c $h > "$tmp/out" 2> "$tmp/err"; rc=$?
        [ $rc -eq 0 ] || fail "ringfall $c $h: exit $rc: $(cat "$tmp/err")"
        grep -q "usage: ringfall $c" "$tmp/out" || [ "$c" = help ] ||
            fail "ringfall $c $h: no usage on stdout: $(cat "$tmp/out")"
    done
done
for words in "sim ab --help" "sim merge --help" "sim --sweep x --help" "sim --shard 1/2 --help" \
             "sim --games 3 --help" "sim --help --games 3"; do
    # shellcheck disable=SC2086
    "$rf" $words > "$tmp/out" 2> "$tmp/err"; rc=$?
    [ $rc -eq 0 ] || fail "ringfall $words: exit $rc: $(cat "$tmp/err")"
    grep -q "usage: ringfall sim" "$tmp/out" || fail "ringfall $words: no usage: $(cat "$tmp/out")"
    grep -q '"games"' "$tmp/out" && fail "ringfall $words played matches"
done
echo "help: every command answers --help"
