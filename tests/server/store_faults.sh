#!/bin/sh
# store_faults.sh RINGFALL — `ringfall serve` killed (SIGKILL) at every
# fault point of a create (of a match whose bot moves first: its seats and
# the bot's choices are stored with it), a join and a choose: before each
# write statement and after each commit
# (RINGFALL_TEST_STORE_FAULT=kill:N, apps/server/store.c), then restarted
# on the same store. Each restart must be ready within 2 s, and the store
# must hold each match exactly as before the request or exactly as a run
# without the kill left it: acknowledged choices kept, an unacknowledged
# request all there or not at all, no match waiting for a bot that never
# plays (docs/security.md, "Persistence and faults"). A bots' match, whose
# create has the same statements, is failed at each of them in process
# (test_server_store.c): each start-up here is a process, slow under ASan.
set -u
rf="$1"
tmp=$(mktemp -d -p /dev/shm 2>/dev/null || mktemp -d)    # no disk syncs: many restarts
pid=""
cleanup() { [ -n "$pid" ] && kill "$pid" 2>/dev/null; rm -rf "$tmp"; }
trap cleanup EXIT
fail() { echo "FAIL: $*"; [ -f "$tmp/out" ] && cat "$tmp/out"; exit 1; }

HUMAN_VS_BOT='{"seats":[{"kind":"human"},{"kind":"heuristic"}],"seed":5}'
BOT_FIRST='{"seats":[{"kind":"heuristic"},{"kind":"human"}],"seed":6}'
BOTS='{"seats":[{"kind":"heuristic"},{"kind":"random"}],"seed":7}'

now_ms() { echo $(($(date +%s%N) / 1000000)); }
slowest=0
# start DB [FAULT]: the server on DB, ready (or dead: $pid empty)
start() {
    rm -f "$tmp/out"
    RINGFALL_TEST_STORE_FAULT="${2:-}" "$rf" serve --port 0 --db "$1" --web "$tmp" \
        > "$tmp/out" 2>&1 &
    pid=$!
    t0=$(now_ms)
    while ! grep -q 'open http://localhost:' "$tmp/out" 2>/dev/null; do
        kill -0 "$pid" 2>/dev/null || fail "the server stopped at start-up"
        [ $(($(now_ms) - t0)) -gt 10000 ] && fail "the server did not start in 10 s"
        sleep 0.02
    done
    took=$(($(now_ms) - t0))
    [ "$took" -gt "$slowest" ] && slowest=$took
    url=$(grep -o 'http://localhost:[0-9]*' "$tmp/out")
}
stop() { kill -TERM "$pid"; wait "$pid" || fail "the server exited with $?"; pid=""; }
http() {
    set -- "$1" "$2" "${3:-}" "${4:-}"
    if [ -n "$4" ]; then auth="Authorization: Bearer $4"; else auth="X-None: 1"; fi
    curl -s -o "$tmp/body" -w '%{http_code}' -X "$1" -H "$auth" -H 'Content-Type: application/json' ${3:+--data-binary "$3"} "$url$2"
}
field() { grep -o "\"$1\":[^,}]*" "$tmp/body" | head -1 | sed 's/^[^:]*://; s/"//g'; }
# The summaries of matches 1..3 as the server gives them ("created" left
# out: a create run twice differs there only).
picture() {
    for id in 1 2 3; do
        printf '%s ' "$(http GET /api/matches/$id)"
        sed 's/"created":"[^"]*"//' "$tmp/body"
        echo
    done
}

# The base: match 1, seat 0 joined, three choices made; match 2 with a free seat.
start "$tmp/base.db"
[ "$(http POST /api/matches "$HUMAN_VS_BOT")" = 201 ] || fail "create 1"
[ "$(http POST /api/matches "$BOT_FIRST")" = 201 ] || fail "create 2"
[ "$(http POST /api/matches/1/join '{"seat":0}')" = 201 ] || fail "join"
token=$(field token)
for k in 1 2 3; do
    [ "$(http POST /api/matches/1/choose "{\"index\":$k}" "$token")" = 200 ] || fail "choose $k"
done
stop
slowest=0
start "$tmp/base.db"
clean=$took
picture > "$tmp/before"
stop
slowest=0

run_op() {
    case "$1" in
    bots) http POST /api/matches "$BOTS" ;;
    bot-first) http POST /api/matches "$BOT_FIRST" ;;
    join) http POST /api/matches/2/join '{"seat":1}' ;;
    choose) http POST /api/matches/1/choose '{"index":2}' "$token" ;;
    esac
}

kills=0
for op in bot-first join choose; do
    n=1
    while :; do
        cp "$tmp/base.db" "$tmp/run.db"
        start "$tmp/run.db" "kill:$n"
        code=$(run_op "$op")
        if [ "$code" != 000 ]; then                 # past the last fault point: the store it leaves
            case "$code" in 200|201) ;; *) fail "$op, fault $n: $code $(cat "$tmp/body")" ;; esac
            stop
            start "$tmp/run.db"
            picture > "$tmp/after"
            stop
            break
        fi
        wait "$pid"
        rc=$?
        pid=""
        [ "$rc" = 137 ] || fail "$op, fault $n: the server exited with $rc, not SIGKILL"
        start "$tmp/run.db"                         # ready within the limit, checked below
        picture > "$tmp/now.$n"
        stop
        n=$((n + 1))
    done
    [ "$n" -ge 2 ] || fail "$op: no fault point was reached"
    k=1
    while [ "$k" -lt "$n" ]; do
        if ! cmp -s "$tmp/now.$k" "$tmp/before" && ! cmp -s "$tmp/now.$k" "$tmp/after"; then
            echo "before:"; cat "$tmp/before"; echo "after:"; cat "$tmp/after"
            echo "now:"; cat "$tmp/now.$k"
            fail "$op killed at fault $k: the store is neither as before nor as after"
        fi
        k=$((k + 1))
    done
    kills=$((kills + n - 1))
    echo "$op: $((n - 1)) fault points, each killed and restarted"
done
# 2 s, or three clean start-ups on a loaded machine (or an ASan build)
limit=$((3 * clean > 2000 ? 3 * clean : 2000))
[ "$slowest" -le "$limit" ] || fail "the slowest start-up took $slowest ms (limit $limit ms)"
echo "store_faults: $kills kills survived; slowest start-up $slowest ms (a clean one $clean ms)"
