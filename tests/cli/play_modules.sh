#!/bin/sh
# play_modules.sh RINGFALL — the terminal view of `ringfall play` shows the
# special modules as the browser client does: with --modules events a
# human (red, answering 1 to every question) sees the face-up event card's
# name, type and words (EVENT-3) as data/events.json prints that card;
# with Gun Run and Heat Shields their lines (GUNRUN-5: the other squad's
# queue as a count only); the equipment modes' lock tokens and Capture the
# Flag's flags and team tokens; Assassination's role cards.
# covers: EVENT-3 GUNRUN-5 ASSN-6
set -u
rf="$1"
events="$(dirname "$0")/../../data/events.json"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*"; exit 1; }

yes 1 | head -3000 | "$rf" play --modules ring,events --blue random --seed 5 --rounds 1 \
    > "$tmp/events.txt" || fail "events match exit $?"
grep -q '^Result:' "$tmp/events.txt" || fail "the events match has no result"
grep -q '^Event card: none face up yet\.$' "$tmp/events.txt" || fail "no empty event card line in the draft"
grep -q '^  Event deck 12 cards, 0 removed\.$' "$tmp/events.txt" || fail "no full event deck shown"
line=$(grep -m1 '^Event card: [^n]' "$tmp/events.txt") || fail "no face-up event card shown"
# "Event card: NAME (TYPE): TEXT" — the same card as in data/events.json,
# named as printed (no id)
name=$(echo "$line" | sed -n 's/^Event card: \(.*\) (\(upcoming\|persistent\)): .*$/\1/p')
[ -n "$name" ] || fail "no name and type in '$line'"
entry=$(grep -B1 -A2 "\"name\": \"$name\"" "$events") || fail "$name is not in $events"
id=$name
text=$(echo "$line" | sed 's/^Event card: .* (\(upcoming\|persistent\)): //')
type=$(echo "$line" | sed 's/^Event card: .* (\(upcoming\|persistent\)): .*$/\1/')
echo "$entry" | grep -qF "\"type\": \"$type\"" || fail "$id is not $type"
echo "$entry" | grep -qF "\"text\": \"$text\"" || fail "$id's words are not '$text'"
[ ${#text} -gt 20 ] || fail "no words for $id: '$text'"

# Team Deathmatch with Heat Shields and Gun Run, bots to the end: the last view
"$rf" play --mode TDM --modules heat_shields,gun_run --red random --blue random --seed 3 \
    --rounds 2 > "$tmp/tdm.txt" || fail "TDM match exit $?"
grep -q '^Heat shields:' "$tmp/tdm.txt" || fail "no heat shields line"
grep -q '^Gun Run red: queue .*; deck [0-9]*; discard' "$tmp/tdm.txt" || fail "no red Gun Run line"
grep -q '^Gun Run blue: queue' "$tmp/tdm.txt" || fail "no blue Gun Run line"
grep -q '^Event card' "$tmp/tdm.txt" && fail "an event card line without the Events module"
# a human sees its own queue's cards, only a count of the other's (GUNRUN-5)
yes 1 | head -3000 | "$rf" play --mode TDM --modules gun_run --blue random --seed 3 --rounds 1 \
    > "$tmp/gr.txt" || fail "Gun Run match exit $?"
grep -q '^Gun Run blue: queue [0-9] card(s) face down' "$tmp/gr.txt" || fail "blue's queue not hidden"
grep -q '^Gun Run red: queue [A-Z-]' "$tmp/gr.txt" || fail "red's own queue not shown"
# named as the fully kitted cards print them (data/fully_kitted.json), not by id
grep -q '^Gun Run red: queue FK-W' "$tmp/gr.txt" && fail "the queue shows card ids, not names"
card=$(grep -v 'face down' "$tmp/gr.txt" | sed -n 's/^Gun Run red: queue \([^,;]*\)[,;].*$/\1/p' | head -1)
grep -qF "\"name\": \"$card\"" "$(dirname "$0")/../../data/fully_kitted.json" ||
    fail "'$card' is not a fully kitted card's name"

# the equipment modes: lock tokens (TDM-2, CTF-2); Capture the Flag's flags and team tokens
grep -q '^Lock tokens in the supply: [0-9]*; locked beacon: ' "$tmp/tdm.txt" || fail "no lock tokens line (TDM)"
grep -q '^Flags delivered' "$tmp/tdm.txt" && fail "a flags line outside Capture the Flag"
"$rf" play --mode CTF --modules events --red random --blue random --seed 5 --rounds 3 \
    > "$tmp/ctf.txt" || fail "CTF match exit $?"
grep -q '^Flags delivered: red [0-2], blue [0-2]\.$' "$tmp/ctf.txt" || fail "no flags delivered line"
place='\(on [0-9]*,[0-9]*\|carried by [A-Z][a-z]*\|supply\|delivered\)'
grep -q "^  Flags: red 1 $place; red 2 $place; blue 1 $place; blue 2 $place\.\$" "$tmp/ctf.txt" ||
    fail "no line of the four flags"
grep -q "^  Team tokens: red 1 $place; red 2 $place; blue 1 $place; blue 2 $place\.\$" "$tmp/ctf.txt" ||
    fail "no line of the four team tokens"
grep -q '^Event card: .* (\(upcoming\|persistent\)): ' "$tmp/ctf.txt" ||
    fail "no event card in Capture the Flag with Events"

# Assassination: a human sees its squad's role cards, the other's face down (ASSN-6)
yes 1 | head -4000 | "$rf" play --mode ASSN --blue random --seed 5 --rounds 1 > "$tmp/assn.txt" ||
    fail "ASSN match exit $?"
grep -q '; role \(leader\|guardian\) (secret)' "$tmp/assn.txt" || fail "no own secret role card shown"
grep -q '; role card face down' "$tmp/assn.txt" || fail "no other squad's role card face down"
echo "play with modules: all checks passed"
