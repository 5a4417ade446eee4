#!/usr/bin/env bash
# Fuzzing of the server (make fuzz-api; docs/security.md, "Fuzzing"):
# libFuzzer on the request handler in process (tests/fuzz/fuzz_api.c),
# then random and malformed HTTP from kept-alive connections to a
# sanitized `ringfall serve` (tests/fuzz/http_fuzz.c), SECONDS each.
# Usage: scripts/fuzz-api.sh [SECONDS (default 120)]
exec "$(dirname "$0")/fuzz.sh" "${1:-120}" api http
