#!/bin/sh
# end_reason.sh RINGFALL — a match's end said plainly (issue 20): the log's
# last line says why it ended with the rule ("The game ends, the blue squad
# wins: ... (BR-5)"), and the terminal's last lines say who won, by whom
# ("Result: Blue squad (bot: normal) wins.", "(you)" for the human) and the
# same reason ("Why: ..."); a replay says the same result and reason.
# covers: ROUND-4 ROUND-5
set -u
rf="$1"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*"; exit 1; }

# the Result line, then Why with a rule (a letter-number id) after it
ends() {  # file mode
    grep -A1 '^Result: ' "$1" > "$tmp/end" || fail "$2: no result"
    head -1 "$tmp/end" | grep -Eq '^Result: (Red|Blue) squad \((you|bot: [a-z0-9-]+)\) wins\.$|^Result: a draw between Red squad \(.*\) and Blue squad \(.*\)\.$' ||
        fail "$2: result line: $(head -1 "$tmp/end")"
    why=$(sed -n 's/^Why: //p' "$tmp/end")
    echo "$why" | grep -Eq '\((BR|TDM|CTF|CHAMP|ASSN)-[0-9]+|ruling R-' || fail "$2: no rule in 'Why: $why'"
    grep -F "The game ends" "$1" | grep -qF "$why" || fail "$2: the log's last line does not say '$why'"
}

for mode in BR TDM CTF ASSN CHAMP; do
    "$rf" play --mode "$mode" --red normal --blue heuristic-v1 --seed 5 --save "$tmp/$mode.json" \
        > "$tmp/$mode.txt" || fail "$mode exit $?"
    ends "$tmp/$mode.txt" "$mode"
    grep -q '^Result: .*(bot: normal)\|^Result: .*(bot: heuristic-v1)' "$tmp/$mode.txt" ||
        fail "$mode: the result does not name the bot"
    "$rf" replay "$tmp/$mode.json" > "$tmp/$mode.replay" || fail "$mode replay exit $?"
    [ "$(grep '^Why: ' "$tmp/$mode.replay")" = "$(grep '^Why: ' "$tmp/$mode.txt")" ] ||
        fail "$mode: the replay's reason differs"
done
# a shorter game ends after its last round (ROUND-5, BR-7)
"$rf" play --red random --blue random --seed 2 --rounds 1 > "$tmp/short.txt" || fail "short exit $?"
ends "$tmp/short.txt" "--rounds 1"
grep -q '^Why: after the last round.*BR-7' "$tmp/short.txt" || fail "--rounds 1: $(grep '^Why' "$tmp/short.txt")"
# the human is "you"
yes 1 | head -3000 | "$rf" play --blue random --seed 2 --rounds 1 > "$tmp/human.txt"
grep -q '^Result: .* squad (you) wins\.$\|^Result: a draw between .*(you)' "$tmp/human.txt" ||
    fail "the human is not 'you': $(grep '^Result' "$tmp/human.txt")"
echo "end reason: all checks passed"
