#!/bin/sh
# http_fuzz.sh RINGFALL HTTP_FUZZ — the HTTP part of make fuzz-api and the
# ctest test fuzz_http (label fuzz): starts `ringfall serve` (the fuzzing
# build's: AddressSanitizer and UBSan) on a free loopback port with a
# fresh store, sends it random and malformed requests with HTTP_FUZZ
# (tests/fuzz/http_fuzz.c) for FUZZ_SECONDS (default 10) from
# FUZZ_CLIENTS (default 4) kept-alive connections, then stops it with
# SIGTERM. Fails if a request broke the server (a dropped connection, a
# 500), if it stopped answering, did not stop cleanly, or a sanitizer
# reported anything.
set -u
rf=$1 fuzz=$2
seconds=${FUZZ_SECONDS:-10}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1} "$rf" serve --port 0 --host 127.0.0.1 \
  --db "$tmp/f.db" > "$tmp/out" 2> "$tmp/err" &
pid=$!
for _ in $(seq 200); do grep -q 'open http' "$tmp/out" && break; sleep 0.1; done
port=$(grep -o 'http://localhost:[0-9]*' "$tmp/out" | grep -o '[0-9]*$')
if [ -z "$port" ]; then
  echo "http_fuzz: the server did not start"; cat "$tmp/out" "$tmp/err"; kill "$pid"; exit 1
fi
"$fuzz" "http://127.0.0.1:$port" "$seconds" "${FUZZ_CLIENTS:-4}" 2> "$tmp/client"
status=$?
kill -TERM "$pid"
wait "$pid"
served=$?
tail -20 "$tmp/client"
if [ $served -ne 0 ] || grep -q 'Sanitizer\|runtime error' "$tmp/err"; then
  echo "http_fuzz: the server exited with $served or a sanitizer reported:"
  cat "$tmp/err"
  status=1
fi
exit $status
