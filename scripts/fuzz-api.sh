#!/usr/bin/env bash
# Bounded fuzzing of the server's API (`make fuzz-api`), in two parts, each
# for SECONDS (default 60):
#  1. libFuzzer on srv_handle (tests/fuzz/fuzz_api.c) under AddressSanitizer
#     and UndefinedBehaviorSanitizer: every request, malformed or not, must
#     get a status and, for an error, a JSON {"error", "message"};
#  2. real HTTP: `ringfall serve` built with the sanitizers gets random
#     requests from curl (random methods, paths, tokens, headers and
#     bodies, some over the size limit); it must still answer afterwards
#     and stop cleanly with no sanitizer report.
# Crashes go to fuzz-out/api/; exit status 1 if anything failed.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}
out=fuzz-out
mkdir -p "$out/api" "$out/corpus-api"
status=0

echo "== building $out/fuzz_api"
srcs=$(find src apps/server -name "*.c" | sort)   # every library and server source
clang -std=c11 -g -O1 -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=undefined \
  -D_DEFAULT_SOURCE -Iinclude -Isrc -Iapps/server -DRF_DATA_DIR="\"$PWD/data\"" \
  tests/fuzz/fuzz_api.c $srcs \
  $(pkg-config --cflags --libs jansson libmicrohttpd sqlite3 nettle) -lpthread -lm -o "$out/fuzz_api"
echo "== fuzzing srv_handle for ${seconds}s"
if ! "$out/fuzz_api" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
     -dict=tests/fuzz/api.dict -artifact_prefix="$out/api/" "$out/corpus-api" \
     tests/fuzz/corpus-api > "$out/api.log" 2>&1; then
  echo "!! srv_handle: crash found, see $out/api.log and $out/api/"
  status=1
else
  grep -E '^#[0-9]+.*(DONE|pulse)' "$out/api.log" | tail -1
fi

echo "== building the server with the sanitizers (build-fuzz-api)"
cmake -S . -B build-fuzz-api -DCMAKE_BUILD_TYPE=Debug -DRF_SANITIZE=ON > /dev/null
cmake --build build-fuzz-api -j2 --target ringfall_cli > /dev/null
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
build-fuzz-api/ringfall serve --port 0 --db "$tmp/f.db" > "$tmp/out" 2> "$tmp/err" &
pid=$!
for _ in $(seq 100); do grep -q 'open http' "$tmp/out" && break; sleep 0.1; done
url=$(grep -o 'http://localhost:[0-9]*' "$tmp/out")
curl -s -X POST "$url/api/matches" -d '{"seats":[{"kind":"human"},{"kind":"random"}],"seed":1}' > /dev/null
token=$(curl -s -X POST "$url/api/matches/1/join" -d '{"seat":0}' | grep -o '[0-9a-f]\{64\}')
methods=(GET POST PUT DELETE HEAD OPTIONS PATCH GE%T)
paths=(/ /index.html /api /api/matches /api/matches/1 /api/matches/1/state /api/matches/1/pending
       /api/matches/1/choose /api/matches/1/log?since=0 /api/matches/1/replay /api/matches/1/join
       /api/matches/2/choose /api/matches/9999/state /../../etc/passwd /api/matches/1/%00 /%ff%fe)
bodies=('{"index":0}' '{"index":1,"step":0}' '{"code":1}' '{"seat":1}' '{}' '[' 'null'
        '{"seats":[{"kind":"human"},{"kind":"random"}]}' '{"size":3,"start":"stages"}')
# one client: random requests until the time is up; prints how many it sent
client() {
  local n=0 end=$((SECONDS + seconds)) body="$tmp/body.$1"
  while [ $SECONDS -lt $end ]; do
    local m=${methods[RANDOM % ${#methods[@]}]} p=${paths[RANDOM % ${#paths[@]}]} tok=""
    case $((RANDOM % 4)) in
      0) head -c $((RANDOM % 300)) /dev/urandom > "$body" ;;
      1) head -c $((RANDOM * 2)) /dev/urandom > "$body" ;;       # up to 64 KiB: some too large
      *) printf '%s' "${bodies[RANDOM % ${#bodies[@]}]}" > "$body" ;;
    esac
    [ $((RANDOM % 2)) = 0 ] && tok="$token"
    [ $((RANDOM % 5)) = 0 ] && tok="$(head -c 40 /dev/urandom | tr -dc 'a-z0-9')"
    curl -s -o /dev/null --max-time 5 -X "$m" -H "Authorization: Bearer $tok" \
         -H "Content-Type: $(head -c 8 /dev/urandom | tr -dc 'a-z/')" \
         --data-binary @"$body" "$url$p" || true
    n=$((n + 1))
  done
  echo $n > "$tmp/count.$1"
}
echo "== random HTTP requests for ${seconds}s, 4 clients at once"
clients=()
for k in 1 2 3 4; do client $k & clients+=($!); done
wait "${clients[@]}"                     # (not the server, which runs on)
n=$(cat "$tmp"/count.* | paste -sd+ | bc)
alive=$(curl -s -o /dev/null -w '%{http_code}' "$url/api/matches")
kill -TERM $pid
wait $pid || { echo "!! the server exited with $?"; status=1; }
if [ "$alive" != 200 ] || grep -q 'Sanitizer\|runtime error' "$tmp/err"; then
  echo "!! HTTP: the server stopped answering or a sanitizer reported (see below)"
  cat "$tmp/err"
  status=1
else
  echo "HTTP: $n random requests, the server still answers and stopped cleanly"
fi
exit $status
