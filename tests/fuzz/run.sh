#!/bin/sh
# run.sh FUZZER TARGET BUILD_DIR RINGFALL — one libFuzzer run of a target
# of tests/fuzz for FUZZ_SECONDS (default 20), as a ctest test (label
# fuzz) or for `make fuzz`. Seeds: tests/fuzz/corpus/TARGET/ (kept in the
# repository) and the corpus earlier runs grew in BUILD_DIR/corpus/TARGET/
# (new inputs go there); for the replay target also replays of matches
# the build's own RINGFALL plays first, so that they match the content.
# Dictionary: tests/fuzz/TARGET.dict if there is one. Prints the runs and
# the coverage (edges) reached; on a crash, leak, timeout or sanitizer
# report prints the end of the log, leaves the input in
# BUILD_DIR/out/TARGET/ and exits 1.
set -u
bin=$1 target=$2 dir=$3 rf=$4
seconds=${FUZZ_SECONDS:-20}
src=$(cd "$(dirname "$0")" && pwd)
work=$dir/corpus/$target
out=$dir/out/$target
mkdir -p "$work" "$out"
set -- "$work" "$src/corpus/$target"

if [ "$target" = replay ]; then
  fresh=$dir/replays
  rm -rf "$fresh" && mkdir -p "$fresh"
  for bots in "random,random --size 2 --rounds 3" "heuristic,random --size 3 --start stages" \
              "random,heuristic --mode CHAMP --rounds 2" "random,random --mode TDM --modules events"; do
    # shellcheck disable=SC2086
    "$rf" sim --games 1 --seed 7 --save-dir "$fresh" --bots $bots > /dev/null || exit 1
    for f in "$fresh"/match-*.json; do mv "$f" "$fresh/$(echo "$bots" | tr -c 'a-zA-Z0-9' _).json"; done
  done
  set -- "$@" "$fresh"
fi
dict=
[ -f "$src/$target.dict" ] && dict=-dict=$src/$target.dict

ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1} UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1} \
  "$bin" -max_total_time="$seconds" -timeout=30 -rss_limit_mb=2048 -print_final_stats=1 $dict \
  -artifact_prefix="$out/" "$@" > "$out/log" 2>&1
status=$?
runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$out/log")
cov=$(grep -E '^#[0-9]+' "$out/log" | grep -o 'cov: [0-9]*' | tail -1)
if [ $status -ne 0 ]; then
  tail -60 "$out/log"
  echo "fuzz $target: FAILED (exit $status) after ${runs:-?} runs; input in $out/, log $out/log"
  exit 1
fi
echo "fuzz $target: $seconds s, ${runs:-?} runs, ${cov:-cov: ?} edges, corpus $(ls "$work" | wc -l) inputs"
