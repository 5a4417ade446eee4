#!/bin/sh
# sim_shard.sh RINGFALL — a run split into shards (`ringfall sim --shard
# I/N`) and put together (`ringfall sim merge`) gives the summary of one
# process playing every seed, signature and all but "time" (issue 18,
# docs/sim.md "Shards and MPI"); a shard missing, given twice or of
# another run is refused. Needs jq.
set -u
rf="$1"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
command -v jq > /dev/null || fail "jq is missing (scripts/setup.sh installs it)"
opts="--games 11 --seed 5 --bots normal,random --size 3 --set weapons.R-301.damage=7"

# shellcheck disable=SC2086
"$rf" sim $opts > "$tmp/one.json" || fail "one process exit $?"
for i in 1 2 3; do
    # shellcheck disable=SC2086
    "$rf" sim $opts --shard $i/3 > "$tmp/s$i.json" || fail "--shard $i/3 exit $?"
done
jq -e '.shard.index == 2 and .shard.of == 3 and .setup.first_seed == 8 and .games == 4' "$tmp/s2.json" \
    > /dev/null || fail "shard 2/3 is not seeds 8..11: $(jq -c '[.setup.first_seed, .games]' "$tmp/s2.json")"
"$rf" sim merge "$tmp/s3.json" "$tmp/s1.json" "$tmp/s2.json" > "$tmp/merged.json" || fail "merge exit $?"
jq 'del(.time)' "$tmp/one.json" > "$tmp/a"
jq 'del(.time)' "$tmp/merged.json" > "$tmp/b"
cmp -s "$tmp/a" "$tmp/b" || fail "merged shards differ from one process: $(diff "$tmp/a" "$tmp/b" | head -20)"
jq -e '.signature | length == 16' "$tmp/merged.json" > /dev/null || fail "no signature"
"$rf" sim merge --text "$tmp/s1.json" "$tmp/s2.json" "$tmp/s3.json" | grep -q '^games      11$' ||
    fail "merge --text"
# one shard per process is any split: 11 shards of one match each
for i in 1 2 3 4 5 6 7 8 9 10 11; do
    # shellcheck disable=SC2086
    "$rf" sim $opts --shard "$i/11" > "$tmp/t$i.json" || fail "--shard $i/11"
done
"$rf" sim merge "$tmp"/t*.json | jq 'del(.time)' > "$tmp/c"
cmp -s "$tmp/a" "$tmp/c" || fail "11 shards differ from one process"
# refused: a shard missing, twice, of another run, not a shard; bad --shard
"$rf" sim merge "$tmp/s1.json" "$tmp/s2.json" > /dev/null 2> "$tmp/err" && fail "a missing shard accepted"
grep -q "3 shards, 2 given" "$tmp/err" || fail "missing shard: $(cat "$tmp/err")"
"$rf" sim merge "$tmp/s1.json" "$tmp/s2.json" "$tmp/s2.json" > /dev/null 2> "$tmp/err" && fail "a shard twice accepted"
grep -q "in two shards" "$tmp/err" || fail "shard twice: $(cat "$tmp/err")"
"$rf" sim --games 11 --seed 5 --shard 3/3 > "$tmp/other.json" || fail "other run"
"$rf" sim merge "$tmp/s1.json" "$tmp/s2.json" "$tmp/other.json" > /dev/null 2> "$tmp/err" && fail "another run's shard accepted"
grep -q "another run" "$tmp/err" || fail "other run: $(cat "$tmp/err")"
"$rf" sim merge "$tmp/one.json" > /dev/null 2> "$tmp/err" && fail "a summary taken for a shard"
grep -q "not a shard" "$tmp/err" || fail "not a shard: $(cat "$tmp/err")"
for bad in 0/3 4/3 x 1/0 "3/2"; do
    "$rf" sim --games 4 --shard "$bad" > /dev/null 2>&1 && fail "--shard $bad accepted"
done
"$rf" sim --games 2 --shard 1/3 > /dev/null 2>&1 && fail "more shards than matches accepted"
echo "sim_shard: ok"
