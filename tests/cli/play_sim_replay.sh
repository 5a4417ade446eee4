#!/bin/sh
# play_sim_replay.sh RINGFALL — the play, sim and replay commands end to
# end: bots finish a match and it replays to the same result; a human
# answers from standard input; bad answers are asked again; bad options
# and tampered replays are refused with exit status 2.
set -u
rf="$1"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*"; exit 1; }

"$rf" play --red random --blue random --seed 4 --save "$tmp/r.json" > "$tmp/play.txt" ||
    fail "bots' match exit $?"
grep -q '^Round 1: the red squad' "$tmp/play.txt" || fail "no first round in the log"
result=$(grep '^Result:' "$tmp/play.txt") || fail "no result"
outcome=$(echo "$result" | grep -o 'Red squad\|Blue squad\|a draw') || fail "no outcome in '$result'"
"$rf" replay "$tmp/r.json" > "$tmp/replay.txt" || fail "replay exit $?"
grep -q "Replay verified" "$tmp/replay.txt" || fail "replay not verified"
grep -q "$outcome" "$tmp/replay.txt" || fail "replay result differs from '$result'"

# the same seed and bots: the same game, line for line
"$rf" play --red random --blue random --seed 4 > "$tmp/again.txt"
grep -v '^Replay saved' "$tmp/play.txt" | cmp -s - "$tmp/again.txt" || fail "same seed, different game"

# a tampered replay (its 3rd choice made illegal) is refused at that step
awk '/"choices"/ { c = 1; print; next }
     c && ++n == 3 { sub(/"[0-9a-f][0-9a-f]/, "\"ff") } { print }' "$tmp/r.json" > "$tmp/bad.json"
cmp -s "$tmp/r.json" "$tmp/bad.json" && fail "could not tamper with the replay"
"$rf" replay --quiet "$tmp/bad.json" 2> "$tmp/err.txt" && fail "tampered replay accepted"
grep -q "step 3" "$tmp/err.txt" || fail "tampered replay: step 3 not named: $(cat "$tmp/err.txt")"

# a human (red) answers from standard input; nonsense is asked again
(echo nonsense; echo 999; yes 1) | head -5000 | "$rf" play --blue random --seed 2 --rounds 1 \
    > "$tmp/human.txt" || fail "human match exit $?"
grep -q "Answer with a number from 1 to" "$tmp/human.txt" || fail "nonsense not refused"
grep -q '^Result:' "$tmp/human.txt" || fail "human match has no result"
echo q | "$rf" play --seed 2 > /dev/null; [ $? -eq 1 ] || fail "quitting should exit 1"

# sim counts every game
"$rf" sim --text --games 30 --size 3 --seed 7 > "$tmp/sim.txt" || fail "sim exit $?"
grep -q '^games      30$' "$tmp/sim.txt" || fail "sim did not play 30 games: $(cat "$tmp/sim.txt")"

# bad options: exit 2 with a reason
for bad in "play --size 4" "play --red alien" "sim --red human" "sim --games 0" "play --seed" \
           "replay $tmp/missing.json"; do
    # shellcheck disable=SC2086
    "$rf" $bad > /dev/null 2> "$tmp/err.txt" < /dev/null
    [ $? -eq 2 ] || fail "'$bad' should exit 2"
    [ -s "$tmp/err.txt" ] || fail "'$bad' gave no reason"
done
echo "play, sim and replay: all checks passed"
