#!/bin/sh
# restart-time.sh RINGFALL [DOUBLINGS] — how long `ringfall serve` takes to
# start on a store of thousands of matches: 30 bots' matches (finished)
# and one in play against a bot (3 choices made) are created through the
# API, then the store is doubled DOUBLINGS times (default 7: 3,840 finished
# and 128 in play) by copying rows with the sqlite3 shell. Prints the time
# from the command to the line saying it listens, best of 3, on a warm file
# cache. docs/security.md, "Persistence and faults". Needs curl, sqlite3.
set -u
rf="$1"
doublings="${2:-7}"
tmp=$(mktemp -d)
pid=""
cleanup() { [ -n "$pid" ] && kill "$pid" 2>/dev/null; rm -rf "$tmp"; }
trap cleanup EXIT
db="$tmp/ringfall.db"
now_ms() { echo $(($(date +%s%N) / 1000000)); }
start() {
    rm -f "$tmp/out"
    t0=$(now_ms)
    "$rf" serve --port 0 --db "$db" --web "$tmp" > "$tmp/out" 2>&1 &
    pid=$!
    while ! grep -q 'open http://localhost:' "$tmp/out" 2>/dev/null; do
        kill -0 "$pid" 2>/dev/null || { cat "$tmp/out"; exit 1; }
        sleep 0.01
    done
    took=$(($(now_ms) - t0))
    url=$(grep -o 'http://localhost:[0-9]*' "$tmp/out")
}
stop() { kill -TERM "$pid"; wait "$pid"; pid=""; }
post() { curl -s -o "$tmp/body" -X POST ${3:+-H "Authorization: Bearer $3"} --data "$2" "$url$1"; }

start
post /api/matches '{"seats":[{"kind":"human"},{"kind":"heuristic"}],"seed":1}'
post /api/matches/1/join '{"seat":0}'
token=$(grep -o '"token":"[0-9a-f]*"' "$tmp/body" | cut -d'"' -f4)
for k in 1 2 3; do post /api/matches/1/choose '{"index":0}' "$token"; done
i=0
while [ "$i" -lt 30 ]; do
    post /api/matches "{\"seats\":[{\"kind\":\"random\"},{\"kind\":\"random\"}],\"seed\":$i}"
    i=$((i + 1))
done
stop
d=0
while [ "$d" -lt "$doublings" ]; do
    sqlite3 "$db" "BEGIN;
      CREATE TEMP TABLE o AS SELECT max(id) AS n FROM matches;
      INSERT INTO matches(id, created, map, setup, seed_given, content, finished)
        SELECT id + (SELECT n FROM o), created, map, setup, seed_given, content, finished FROM matches;
      INSERT INTO seats SELECT match + (SELECT n FROM o), seat, kind, token_sha256 FROM seats;
      INSERT INTO choices SELECT match + (SELECT n FROM o), step, code, hash FROM choices;
      COMMIT;" || exit 1
    d=$((d + 1))
done
finished=$(sqlite3 "$db" "SELECT count(*) FROM matches WHERE finished IS NOT NULL")
playing=$(sqlite3 "$db" "SELECT count(*) FROM matches WHERE finished IS NULL")
best=""
for k in 1 2 3; do
    start
    stop
    if [ -z "$best" ] || [ "$took" -lt "$best" ]; then best=$took; fi
done
echo "restart-time: $finished finished + $playing playing matches ($(du -k "$db" | cut -f1) KiB): started in $best ms"
[ -z "${KEEP_DB:-}" ] || cp "$db" "$KEEP_DB"
