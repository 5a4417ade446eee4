#!/bin/sh
# sim_mpi.sh RINGFALL RINGFALL_MPI — the MPI build (issue 18, docs/sim.md
# "Shards and MPI"): `mpirun -np 2 build/mpi/ringfall sim ...` on this
# machine (loopback) prints the summary of one process playing every seed,
# signature and all but "time". Exit 77 (skipped) when the MPI build or
# mpirun is missing. As root (CI) mpirun needs --allow-run-as-root; with
# one core, --oversubscribe.
set -u
rf="$1"
mpi="${2:-}"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
[ -n "$mpi" ] && [ -x "$mpi" ] || { echo "SKIP: no MPI build (cmake -DRF_MPI=ON needs libopenmpi-dev)"; exit 77; }
command -v mpirun > /dev/null || { echo "SKIP: no mpirun (openmpi-bin)"; exit 77; }
command -v jq > /dev/null || fail "jq is missing (scripts/setup.sh installs it)"
run() { mpirun --allow-run-as-root --oversubscribe --mca btl self,tcp --mca btl_tcp_if_include lo \
               --mca oob_tcp_if_include lo "$@"; }
opts="--games 9 --seed 3 --bots normal,random --set weapons.R-301.damage=7"
# shellcheck disable=SC2086
"$rf" sim $opts | jq 'del(.time)' > "$tmp/one.json" || fail "one process"
# shellcheck disable=SC2086
run -np 2 "$mpi" sim $opts > "$tmp/mpi.out" 2> "$tmp/mpi.err" || fail "mpirun exit $?: $(cat "$tmp/mpi.err")"
jq 'del(.time)' "$tmp/mpi.out" > "$tmp/mpi.json" || fail "mpirun printed no single summary: $(head -c 400 "$tmp/mpi.out")"
cmp -s "$tmp/one.json" "$tmp/mpi.json" || fail "2 ranks differ from one process: $(diff "$tmp/one.json" "$tmp/mpi.json" | head)"
# the MPI build run without mpirun is the ordinary command
# shellcheck disable=SC2086
"$mpi" sim $opts | jq 'del(.time)' | cmp -s - "$tmp/one.json" || fail "build/mpi/ringfall alone differs"
echo "sim_mpi: ok"
