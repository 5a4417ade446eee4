#!/bin/sh
# log_names.sh RINGFALL — the log and the terminal view name things, never
# by their internal ids: whole seeded matches of every mode (bots, and a
# human answering 1 who sees the board and its hands each decision) print
# no id of data/*.json ("ring-7", "move3-common", "lc-8", "sd6", "d3",
# "B-F-1", "bn-smoke-refit", "W-01" ...) as a word. An id counts when it
# has a digit, '-' or '_' (plain words such as "leader" are English too).
set -u
rf="$1"
data="$(dirname "$0")/../../data"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*"; exit 1; }

ids=$(grep -rhoE '"id" *: *"[^"]*"' "$data"/*.json | sed -E 's/.*"([^"]*)"$/\1/' |
      grep -E '[0-9_-]' | sort -u)
[ "$(echo "$ids" | wc -l)" -gt 200 ] || fail "too few ids read from $data"
pattern="(^|[^A-Za-z0-9_-])($(echo "$ids" | sed 's/[.]/\\./g' | paste -sd'|' -))([^A-Za-z0-9_-]|\$)"

for mode in BR TDM CTF ASSN CHAMP; do
    for seed in 1 2; do
        "$rf" play --mode "$mode" --red heuristic --blue heuristic --seed "$seed" \
            > "$tmp/$mode-$seed.txt" || fail "$mode seed $seed exit $?"
        grep -q '^Result:' "$tmp/$mode-$seed.txt" || fail "$mode seed $seed has no result"
    done
    # a human sees the board, its hand and every prompt (leaves when input ends)
    yes 1 | head -600 | "$rf" play --mode "$mode" --blue heuristic --seed 3 \
        > "$tmp/$mode-human.txt"
done
"$rf" play --size 3 --modules ring,events,supply_drops,replicator --red heuristic \
    --blue heuristic --seed 4 > "$tmp/modules.txt" || fail "modules match exit $?"
yes 1 | head -600 | "$rf" play --mode TDM --modules heat_shields,gun_run --blue heuristic \
    --seed 5 > "$tmp/tdm-modules.txt"

if grep -nE "$pattern" "$tmp"/*.txt > "$tmp/found"; then
    head -5 "$tmp/found"
    fail "internal ids in the log or the view ($(wc -l < "$tmp/found") lines)"
fi
echo "log names: all checks passed"
