#!/usr/bin/env bash
# The load test (make load; docs/security.md, "Load"): `ringfall serve` on
# a loopback port with a fresh store, and MATCHES clients playing at once
# for SECONDS (bench/bench_serve --url: each client a human seat against
# the heuristic bot, THINK_MS between its choices, keep-alive). The server
# runs on core 0 and the load generator on core 1 (taskset), so that the
# one does not take the other's time. Prints the choose requests' p50,
# p90, p99 and max latency, the errors (any failed request or status
# other than 2xx) and the server's resident memory at the end and at its
# peak. Exit status 1 on any error.
# Usage: scripts/load.sh [MATCHES (200)] [SECONDS (60)] [THINK_MS (500)]
# RINGFALL and BENCH_SERVE name the programs (default build/ringfall and
# build/bench/bench_serve).
set -euo pipefail
cd "$(dirname "$0")/.."
matches=${1:-200} seconds=${2:-60} think=${3:-500}
rf=${RINGFALL:-build/ringfall}
bench=${BENCH_SERVE:-build/bench/bench_serve}
tmp=$(mktemp -d)
pid=
trap '[ -n "$pid" ] && kill "$pid" 2>/dev/null; rm -rf "$tmp"' EXIT
on_server=() on_client=()
if [ "$(nproc)" -ge 2 ] && command -v taskset > /dev/null; then
  on_server=(taskset -c 0) on_client=(taskset -c 1)
fi
# Every client is 127.0.0.1: lift the per-client limits of docs/security.md
# ("Limits and refusals") where the server has them, else the test would
# measure refusals.
limits=()
help=$("$rf" serve --help 2>&1 || true)
for o in --client-connections --creates-per-minute; do
  case "$help" in *"$o"*) limits+=("$o" 100000) ;; esac
done
"${on_server[@]}" "$rf" serve --port 0 --host 127.0.0.1 --db "$tmp/load.db" \
  --max-matches 1000000 "${limits[@]}" > "$tmp/out" 2> "$tmp/err" &
pid=$!
for _ in $(seq 200); do grep -q 'open http' "$tmp/out" && break; sleep 0.1; done
port=$(grep -o 'http://localhost:[0-9]*' "$tmp/out" | grep -o '[0-9]*$') || {
  echo "load: the server did not start"; cat "$tmp/err"; exit 1; }
echo "load: $matches matches at once for $seconds s, $think ms between a client's choices;" \
     "server ${on_server[*]:-unpinned}, clients ${on_client[*]:-unpinned}"
status=0
"${on_client[@]}" "$bench" --url "http://127.0.0.1:$port" "$matches" "$seconds" "$think" || status=1
rss=$(awk '/^VmRSS/ {print $2}' "/proc/$pid/status")
peak=$(awk '/^VmHWM/ {print $2}' "/proc/$pid/status")
kill -TERM "$pid"
wait "$pid" || { echo "load: the server exited with $?"; status=1; }
pid=
echo "load: server resident memory $((rss / 1024)) MiB at the end, $((peak / 1024)) MiB at its peak"
[ -s "$tmp/err" ] && { echo "load: the server wrote:"; tail -20 "$tmp/err"; }
exit $status
