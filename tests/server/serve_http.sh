#!/bin/sh
# serve_http.sh RINGFALL — `ringfall serve` over real HTTP with curl: static
# files, the modes and content, create, join, state (header and ?token=), pending, choose, errors
# as JSON with their status (404, 400, 401, 413), the event stream, a
# finished match's replay verified by `ringfall replay`, and a restart on
# the same store that continues at the same state (the finished match read
# from the store on demand).
set -u
rf="$1"
tmp=$(mktemp -d)
pid=""
cleanup() { [ -n "$pid" ] && kill "$pid" 2>/dev/null; rm -rf "$tmp"; }
trap cleanup EXIT
fail() { echo "FAIL: $*"; [ -f "$tmp/out" ] && cat "$tmp/out"; exit 1; }

start() {
    # the old output goes first: the child truncates "$tmp/out" only once it
    # runs, and the wait below must not read the previous server's lines
    rm -f "$tmp/out"
    "$rf" serve --port 0 --db "$tmp/ringfall.db" --web "$tmp/web" > "$tmp/out" 2>&1 &
    pid=$!
    i=0
    while ! grep -q 'open http://localhost:' "$tmp/out" 2>/dev/null; do
        i=$((i + 1)); [ $i -gt 300 ] && fail "the server did not start"; sleep 0.1
    done
    url=$(grep -o 'http://localhost:[0-9]*' "$tmp/out")
}
stop() { kill -TERM "$pid"; wait "$pid" || fail "the server exited with $?"; pid=""; }
# http METHOD PATH [BODY] [TOKEN] -> "$tmp/body", prints the status (a
# POST says its body is JSON: others are refused with 415)
json='Content-Type: application/json'
http() {
    set -- "$1" "$2" "${3:-}" "${4:-}"
    if [ -n "$4" ]; then auth="Authorization: Bearer $4"; else auth="X-None: 1"; fi
    if [ -n "$3" ]; then
        curl -s -o "$tmp/body" -w '%{http_code}' -X "$1" -H "$auth" -H "$json" --data-binary "$3" "$url$2"
    else
        curl -s -o "$tmp/body" -w '%{http_code}' -X "$1" -H "$auth" -H "$json" "$url$2"
    fi
}
field() { grep -o "\"$1\":[^,}]*" "$tmp/body" | head -1 | sed 's/^[^:]*://; s/"//g'; }

mkdir "$tmp/web"
echo '<p>ringfall test page</p>' > "$tmp/web/index.html"
start
[ "$(http GET /)" = 200 ] && grep -q 'ringfall test page' "$tmp/body" || fail "GET / did not serve index.html"
[ "$(http GET /../../etc/passwd)" = 404 ] || fail "a path outside web/ was not refused"
# the content the client names things from (GET /api/modes, /api/content)
[ "$(http GET /api/modes)" = 200 ] && grep -q '"code":"CHAMP","name":"Champions","squads":\[\[2,4\]\]' "$tmp/body" ||
    fail "modes: $(cat "$tmp/body")"
[ "$(http GET /api/content)" = 200 ] && grep -q '"equipment_board":\["frag_grenade"' "$tmp/body" ||
    fail "content: $(cat "$tmp/body")"
[ "$(http POST /api/modes '{}')" = 405 ] || fail "POST /api/modes was not refused"

[ "$(http POST /api/matches '{"seats":[{"kind":"human"},{"kind":"heuristic"}],"seed":4}')" = 201 ] ||
    fail "create: $(cat "$tmp/body")"
[ "$(field id)" = 1 ] || fail "the first match is not 1"
[ "$(http POST /api/matches/1/join '{"seat":0}')" = 201 ] || fail "join: $(cat "$tmp/body")"
token=$(field token)
[ ${#token} -eq 64 ] || fail "token '$token'"
[ "$(http GET /api/matches/1/state '' "$token")" = 200 ] && [ "$(field seat)" = 0 ] || fail "state as seat 0"
[ "$(http GET "/api/matches/1/state?token=$token")" = 200 ] && [ "$(field seat)" = 0 ] || fail "state with ?token="
[ "$(http GET /api/matches/1/state)" = 200 ] && [ "$(field seat)" = -1 ] || fail "state as a spectator"
[ "$(http GET /api/matches/1/pending '' "$token")" = 200 ] && grep -q '"options":\[{' "$tmp/body" ||
    fail "pending: $(cat "$tmp/body")"
[ "$(http POST /api/matches/1/choose '{"index":0}' "$token")" = 200 ] || fail "choose: $(cat "$tmp/body")"
step=$(field step)
[ "$step" -ge 1 ] || fail "no step after a choice"
[ "$(http GET '/api/matches/1/log?since=0' '' "$token")" = 200 ] && grep -q '"lines":\[{' "$tmp/body" ||
    fail "log"

# errors: JSON with a reason and the right status
[ "$(http GET /api/nothing)" = 404 ] && [ "$(field error)" = NOT_FOUND ] || fail "404"
[ "$(http POST /api/matches '{"seats":')" = 400 ] && [ "$(field error)" = BAD_SETUP ] || fail "400"
[ "$(http POST /api/matches/1/choose '{"index":0}' "0000")" = 401 ] || fail "401"
[ "$(http POST /api/matches/1/choose '{"index":99999}' "$token")" = 422 ] || fail "422"
head -c 20000 /dev/zero | tr '\0' ' ' > "$tmp/big"
code=$(curl -s -o "$tmp/body" -w '%{http_code}' -X POST -H "$json" --data-binary @"$tmp/big" "$url/api/matches")
[ "$code" = 413 ] && [ "$(field error)" = TOO_LARGE ] || fail "413: $code $(cat "$tmp/body")"
code=$(curl -s -o "$tmp/body" -w '%{http_code}' -X POST -H "$json" -H 'Transfer-Encoding: chunked' \
       --data-binary @"$tmp/big" "$url/api/matches")
[ "$code" = 413 ] || fail "413 chunked: $code"

# the event stream: the match's summary at once
curl -s -N --max-time 2 "$url/api/matches/1/events" > "$tmp/events"
grep -q '^event: match$' "$tmp/events" && grep -q "^data: {\"id\":1," "$tmp/events" || fail "no event"

# a bots' match is over at once; its replay verifies
[ "$(http POST /api/matches '{"seats":[{"kind":"heuristic"},{"kind":"random"}],"seed":9}')" = 201 ] ||
    fail "bots' match"
[ "$(field over)" = true ] || fail "the bots' match is not over"
[ "$(http GET /api/matches/2/replay)" = 200 ] || fail "replay"
"$rf" replay --quiet "$tmp/body" > "$tmp/verify" 2>&1 || fail "replay not verified: $(cat "$tmp/verify")"
[ "$(http GET /api/matches/1/replay)" = 403 ] || fail "the replay of a match in play was given"

# restart: the same state at the same step
http GET /api/matches/1/state '' "$token" > /dev/null
cp "$tmp/body" "$tmp/before"
stop
start
# the match in play is rebuilt; the finished one stays in the store, read on demand
grep -q '1 live matches' "$tmp/out" || fail "matches not reloaded: $(cat "$tmp/out")"
[ "$(http GET /api/matches/2)" = 200 ] && [ "$(field over)" = true ] || fail "the finished match after a restart"
[ "$(http GET /api/matches/2/replay)" = 200 ] || fail "the finished match's replay after a restart"
http GET /api/matches/1/state '' "$token" > /dev/null
cmp -s "$tmp/before" "$tmp/body" || fail "the state changed across a restart"
[ "$(http POST /api/matches/1/choose '{"index":0}' "$token")" = 200 ] || fail "no choice after restart"
stop
echo "serve_http: all passed"
