#!/usr/bin/env bash
# Bounded fuzzing with libFuzzer (clang) under AddressSanitizer and
# UndefinedBehaviorSanitizer: the map loader, the scenario parser, the
# content loaders and the replay loader.
# Usage: scripts/fuzz.sh [SECONDS per target, default 60]
# Crashes are written to fuzz-out/<target>/; the corpora in tests/fuzz/ seed
# each run. A target that finds a crash makes the script exit 1.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}
out=fuzz-out
mkdir -p "$out"
srcs=$(ls src/*.c src/geo/*.c src/data/*.c src/io/*.c src/rules/*.c src/bots/*.c)
flags="-std=c11 -g -O1 -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=undefined -Iinclude -Isrc"
status=0
for target in map scenario content replay; do
  bin=$out/fuzz_$target
  echo "== building $bin"
  clang $flags -DRF_DATA_DIR="\"$PWD/data\"" tests/fuzz/fuzz_$target.c $srcs \
    $(pkg-config --cflags --libs jansson) -lm -o "$bin"
  mkdir -p "$out/$target" "$out/corpus-$target"
  dict=""
  [ -f tests/fuzz/$target.dict ] && dict="-dict=tests/fuzz/$target.dict"
  echo "== fuzzing $target for ${seconds}s"
  if ! "$bin" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 $dict \
       -artifact_prefix="$out/$target/" "$out/corpus-$target" tests/fuzz/corpus-$target \
       > "$out/$target.log" 2>&1; then
    echo "!! $target: crash found, see $out/$target.log and $out/$target/"
    status=1
  else
    grep -E '^#[0-9]+.*(DONE|pulse)' "$out/$target.log" | tail -1
  fi
done
exit $status
