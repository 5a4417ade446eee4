#!/usr/bin/env bash
# Fuzzing (make fuzz; docs/security.md, "Fuzzing"): every target of
# tests/fuzz, built by the fuzzing build (make fuzz-build: clang, libFuzzer,
# AddressSanitizer, UBSan, linked against the program's own library
# targets), each for SECONDS (default 120): the map loader, the content
# loaders, the scenario parser, the replay loader, the engine (a match
# steered by the input), the API in process (srv_handle), and random HTTP
# to a sanitized `ringfall serve`.
# Usage: scripts/fuzz.sh [SECONDS] [TARGET...]   (targets: map content
#   scenario replay game api http; default all)
# Prints each target's runs and edges; exit 1 if any found a crash, a
# leak or a sanitizer report (the input is kept in build-fuzz/out/TARGET/).
set -uo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-120}
shift || true
targets=${*:-map content scenario replay game api http}
b=${FUZZ:-build-fuzz}
[ -x "$b/tests/fuzz/fuzz_map" ] || make --no-print-directory fuzz-build
status=0
for t in $targets; do
  if [ "$t" = http ]; then
    FUZZ_SECONDS=$seconds sh tests/fuzz/http_fuzz.sh "$b/ringfall" "$b/tests/fuzz/http_fuzz" || status=1
  else
    FUZZ_SECONDS=$seconds sh tests/fuzz/run.sh "$b/tests/fuzz/fuzz_$t" "$t" "$b/tests/fuzz" \
      "$b/ringfall" || status=1
  fi
done
exit $status
