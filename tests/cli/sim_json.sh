#!/bin/sh
# sim_json.sh RINGFALL — `ringfall sim` and `ringfall bench` end to end: the
# JSON summary's shape and sums (docs/sim.md), the bots' habits; the same summary, but for
# "time", on 1, 2 and 3 threads; --save-dir replays that verify; bad options
# refused with exit status 2 and a reason; a replay whose state diverges
# names its first differing step; bench's signature is reproducible.
# Needs jq (scripts/setup.sh installs it).
set -u
rf="$1"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
command -v jq > /dev/null || fail "jq is missing (scripts/setup.sh installs it)"

# the summary's shape
"$rf" sim --games 12 --seed 3 --bots heuristic,random > "$tmp/s.json" || fail "sim exit $?"
check() { jq -e "$1" "$tmp/s.json" > /dev/null || fail "summary: $1 is not true: $(cat "$tmp/s.json")"; }
check '.games == 12 and .setup.first_seed == 3 and .setup.last_seed == 14'
check '.setup.bots == ["heuristic", "random"] and .setup.size == 2 and .setup.start == "draft"'
check '.players | length == 2'
check '.players[0].bot == "heuristic" and .players[1].option == "--blue"'
check '([.players[].wins] | add) + .draws.draws + .unfinished == .games'
check '.colours.red.wins + .colours.blue.wins + .draws.draws + .unfinished == .games'
check '[.players[], .colours.red, .colours.blue, .draws][] | .ci95[0] <= .rate and .rate <= .ci95[1]'
check '.players[0].ci95[0] > 0.5'
check '.length.rounds.min <= .length.rounds.median and .length.rounds.median <= .length.rounds.max'
check '.length.decisions.q1 <= .length.decisions.q3 and .length.decisions.mean > 0'
check '(.damage_by_weapon | length) > 0'
check '[.damage_by_weapon[] | .to_shield + .to_health <= .damage] | all'
check '([.damage_by_weapon[].damage] | add) == .damage_by_cause.shot.damage'
check '([.damage_by_weapon[].eliminations] | add) == .eliminations_by_cause.shot'
check '.eliminations_by_cause | .total == .shot + .melee + .push + .grenade + .ability + .ring'
check '.eliminations_by_cause.total > 0'
check '(.signature | length) == 16'
# issue 12's habits (docs/bots.md): each a part of its whole; one colour
# chosen a match (DRAFT-2), the heuristic's blue in Battle Royale
check '[.behaviour.players[].habits | .legends_at_end > 0 and .legends_dry_at_end <= .legends_at_end and
        .standing_dry_at_end <= .standing_at_end and .standing_at_end <= .legends_at_end and
        .activations_dry <= .activations and .activations > 0 and .melee_with_ammo <= .melee and
        .delayed_too_late <= .delayed_abilities] | all'
check '([.behaviour.players[].habits.legends_at_end] | add) == 12 * 4'
check '([.behaviour.players[].habits | .colour_red + .colour_blue] | add) == 12'
check '.behaviour.players[0].habits | .colour_red == 0 and .colour_blue > 0'
check '.time.threads == 1 and .time.seconds >= 0 and .time.games_per_s > 0'

# the same results on any number of threads
for t in 1 2 3; do
    "$rf" sim --games 9 --seed 40 --size 3 --bots random,heuristic --threads $t |
        jq 'del(.time)' > "$tmp/t$t.json" || fail "sim --threads $t"
done
cmp -s "$tmp/t1.json" "$tmp/t2.json" || fail "--threads 2 differs from --threads 1"
cmp -s "$tmp/t1.json" "$tmp/t3.json" || fail "--threads 3 differs from --threads 1"
"$rf" sim --games 9 --seed 41 --size 3 --bots random,heuristic | jq 'del(.time)' > "$tmp/other.json"
cmp -s "$tmp/t1.json" "$tmp/other.json" && fail "other seeds, same summary"

# --save-dir: one replay per match, each verifies; --check passes
"$rf" sim --games 4 --seed 100 --threads 2 --check --save-dir "$tmp/replays" > /dev/null ||
    fail "sim --check --save-dir exit $?"
[ "$(ls "$tmp/replays" | wc -l)" -eq 4 ] || fail "not 4 replays: $(ls "$tmp/replays")"
for seed in 100 101 102 103; do
    "$rf" replay --quiet "$tmp/replays/match-$seed.json" | grep -q "Replay verified" ||
        fail "match-$seed.json does not verify"
done

# a replay whose recorded state differs at step 5 is refused there
awk '/"hashes"/ { h = 1; print; next }
     h && ++n == 5 { sub(/"[0-9a-f]/, "\"x") } { print }' "$tmp/replays/match-101.json" |
    sed 's/"x[0-9a-f]/"0f/' > "$tmp/diverged.json"
cmp -s "$tmp/diverged.json" "$tmp/replays/match-101.json" && fail "could not change the replay"
"$rf" replay --quiet "$tmp/diverged.json" 2> "$tmp/err.txt" && fail "diverging replay accepted"
grep -q "step 5: the game differs" "$tmp/err.txt" || fail "step 5 not named: $(cat "$tmp/err.txt")"

# the text summary
"$rf" sim --text --games 5 > "$tmp/text.txt" || fail "sim --text exit $?"
grep -q '^games      5$' "$tmp/text.txt" || fail "text summary: $(cat "$tmp/text.txt")"

# bad options: exit 2 with a reason
for bad in "sim --bots foo" "sim --bots foo,random" "sim --bots random," "sim --threads 0" \
           "sim --threads x" "sim --bots random,random --red random" "sim --bots human,random" \
           "sim --save-dir" "bench --size 3" "bench --games 0"; do
    # shellcheck disable=SC2086
    "$rf" $bad > /dev/null 2> "$tmp/err.txt" < /dev/null
    [ $? -eq 2 ] || fail "'$bad' should exit 2"
    [ -s "$tmp/err.txt" ] || fail "'$bad' gave no reason"
done
"$rf" sim --bots foo,random 2>&1 | grep -q "unknown player 'foo'" || fail "--bots foo,random: no reason"
"$rf" sim --threads 0 2>&1 | grep -q -- "--threads needs a number" || fail "--threads 0: no reason"

# Champions from the stages: the mode's default squads, 2 champions (red)
# against 4 challengers (CHAMP-1), every legend's own deck ("*")
"$rf" sim --mode CHAMP --start stages --games 6 --seed 5 --bots heuristic,random --check \
    > "$tmp/c.json" || fail "Champions stages sim exit $?"
jq -e '.setup.mode == "champions" and .setup.start == "stages" and .setup.deck == "*"' "$tmp/c.json" \
    > /dev/null || fail "Champions setup: $(jq -c .setup "$tmp/c.json")"
jq -e '([.legends[].matches] | add) == 6 * 6 and (.legends | keys) ==
       ["Bangalore", "Bloodhound", "Gibraltar", "Lifeline", "Pathfinder", "Wraith"]' "$tmp/c.json" \
    > /dev/null || fail "Champions squads: $(jq -c .legends "$tmp/c.json")"

# bench: the same signature twice
"$rf" bench --games 2 > "$tmp/b1.txt" || fail "bench exit $?"
"$rf" bench --games 2 > "$tmp/b2.txt"
sig=$(grep '^signature: [0-9a-f]\{16\}$' "$tmp/b1.txt") || fail "bench: no signature: $(cat "$tmp/b1.txt")"
grep -q "^$sig\$" "$tmp/b2.txt" || fail "bench signature differs between runs"
[ "$(grep -c 'matches/s' "$tmp/b1.txt")" -eq 5 ] || fail "bench: not 4 sets and a total"
echo "sim summary, threads, save-dir, divergence, Champions stages and bench: all checks passed"
