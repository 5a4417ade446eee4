#!/bin/sh
# sim_lab.sh RINGFALL — the balance lab of `ringfall sim` (issue 18,
# docs/sim.md): content patches (--set, --data overlays) validated as the
# content is and acting exactly where they patch; one row per match
# (--matches .jsonl / .csv) adding up to the summary; contributions and
# the end-reason table. Needs jq.
set -u
rf="$1"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
command -v jq > /dev/null || fail "jq is missing (scripts/setup.sh installs it)"
command -v xmllint > /dev/null || fail "xmllint is missing (scripts/setup.sh installs libxml2-utils)"
sim() { "$rf" sim --games 16 --seed 7 --bots normal,heuristic-v1 "$@"; }

# --- content patches ------------------------------------------------------
sim --matches "$tmp/a.jsonl" > "$tmp/a.json" || fail "plain run exit $?"
sim --set weapons.R-301.damage=9 --matches "$tmp/b.jsonl" > "$tmp/b.json" || fail "--set exit $?"
jq -e '.setup.set == ["weapons.R-301.damage=9"] and .setup.data == null' "$tmp/b.json" > /dev/null ||
    fail "the patch is not recorded: $(jq -c .setup "$tmp/b.json")"
jq -e '.setup | has("set") | not' "$tmp/a.json" > /dev/null || fail "an unpatched run records a patch"
[ "$(jq -r .setup.content "$tmp/a.json")" != "$(jq -r .setup.content "$tmp/b.json")" ] ||
    fail "the patch does not change the content hash"
[ "$(jq -r .signature "$tmp/a.json")" != "$(jq -r .signature "$tmp/b.json")" ] ||
    fail "the patch does not change the signature"
# the patch acts exactly where the R-301 is: a match in which no side ever
# held one plays the same, choice for choice; at least one other differs
jq -r '[.seed, .signature, ([.sides[].weapons_held[]] | index("R-301 Carbine") != null)] | @tsv' \
    "$tmp/a.jsonl" > "$tmp/a.tsv"
jq -r .signature "$tmp/b.jsonl" | paste "$tmp/a.tsv" - > "$tmp/ab.tsv"
awk '$3 == "false" && $2 != $4 { print "seed " $1 " differs without an R-301"; bad = 1 }
     $3 == "true" && $2 != $4 { changed++ }
     $3 == "false" { same++ }
     END { if (!changed) print "no match with an R-301 changed"; exit bad || !changed || !same }' \
    "$tmp/ab.tsv" || fail "the patch acts elsewhere than on the R-301: $(cat "$tmp/ab.tsv")"
# a patch that changes no rule: every match the same, but the summary's
# signature still tells the content apart
sim --set 'weapons.R-301 Carbine.source=designed (patched)' > "$tmp/c.json" || fail "string patch exit $?"
[ "$(jq -c '[.length, .players]' "$tmp/c.json")" = "$(jq -c '[.length, .players]' "$tmp/a.json")" ] ||
    fail "a patch of the weapon's source note changed the games"
[ "$(jq -r .signature "$tmp/c.json")" != "$(jq -r .signature "$tmp/a.json")" ] ||
    fail "patched content signs as the built-in"
# --data DIR lays files over the built-in ones: a weapons.json with the
# R-301 at 9 plays as --set does
mkdir "$tmp/over"
jq '(.weapons[] | select(.name == "R-301 Carbine") | .damage) = 9' \
    "$(dirname "$0")/../../data/weapons.json" > "$tmp/over/weapons.json" || fail "cannot make the overlay"
sim --data "$tmp/over" --matches "$tmp/d.jsonl" > "$tmp/d.json" || fail "--data exit $?"
jq -e --arg d "$tmp/over" '.setup.data == $d' "$tmp/d.json" > /dev/null || fail "--data not recorded"
cmp -s "$tmp/b.jsonl" "$tmp/d.jsonl" || fail "--data with the R-301 at 9 plays unlike --set"
# bad patches: exit 2, the reason names the field
bad() {
    "$rf" sim --games 1 --set "$1" > /dev/null 2> "$tmp/err" && fail "--set $1 accepted"
    grep -q -- "$2" "$tmp/err" || fail "--set $1: the reason does not say '$2': $(cat "$tmp/err")"
}
bad weapons.R-301.damagee=7 "no field 'damagee'"
bad weapons.R-302.damage=7 "no element with the id or name 'R-302'"
bad weapons.R-301.damage=seven "needs a whole number"
bad weapons.R-301.damage=500 "refused by the content: .*damage"
bad nosuchfile.a=1 "no content file nosuchfile.json"
bad weapons.R-301 "expected FILE.FIELD"
"$rf" sim --games 1 --data "$tmp/none" > /dev/null 2>&1 && fail "--data of a missing directory accepted"

# --- one row per match ----------------------------------------------------
check() { jq -e -s --slurpfile s "$tmp/a.json" "$1" "$tmp/a.jsonl" > /dev/null ||
          fail "rows: $1 is not true"; }
check 'length == $s[0].games'
check '[.[].seed] == [range(7; 23)]'
check '([.[] | select(.winner == "red")] | length) == $s[0].colours.red.wins'
check '([.[] | select(.winner == "draw")] | length) == $s[0].draws.draws'
check '([.[] | select(.winner_player == 1)] | length) == $s[0].players[0].wins'
check '(([.[].rounds] | add) / length - $s[0].length.rounds.mean) | . * . < 1e-6'
check '(([.[].decisions] | add) / length - $s[0].length.decisions.mean) | . * . < 1e-4'  # 6 digits
for c in shot melee push grenade ability ring; do
    check "([.[].sides[].eliminated.$c] | add) == \$s[0].eliminations_by_cause.$c"
    check "([.[].sides[].damage_taken.$c] | add) == \$s[0].damage_by_cause.$c.to_shield + \$s[0].damage_by_cause.$c.to_health"
done
check '[.[].sides[] | (.weapons_used - .weapons_held) == [] and (.cards_used - .cards_held) == []] | all'
check '[.[].sides[] | .legends | length == 2] | all'
check '[.[] | .end_reason | length > 0] | all'
# the rule is the one the reason cites last, whole: seed 94 ends by the
# tiebreak "BR-7 (3), ruling R-BR-7" (once cut to "BR-7 (3), ruling R-");
# seeds 22 and 23 did until normal went looting earlier (c55d703) and kept
# its last ammo for good shots (a0f2a99)
"$rf" sim --games 1 --seed 94 --bots normal,normal --matches "$tmp/tie.jsonl" > /dev/null ||
    fail "seed 94 exit $?"
jq -e '.end_rule == "BR-7 (3), ruling R-BR-7" and (.end_reason | endswith("(" + "BR-7 (3), ruling R-BR-7" + ")"))' \
    "$tmp/tie.jsonl" > /dev/null || fail "end rule cut or wrong: $(jq -c .end_rule "$tmp/tie.jsonl")"
# contributions: the rows' holders and users, and their wins
check '[.[].sides | to_entries[] | select(.value.weapons_held | index("R-301 Carbine"))] | length ==
       $s[0].contributions.weapons["R-301 Carbine"].held.matches'
check '[.[] | .winner as $w | .sides | to_entries[] | select(.key == $w and (.value.weapons_used | index("R-301 Carbine")))]
       | length == $s[0].contributions.weapons["R-301 Carbine"].used.wins'
check '([.[] | select(.end_rule == "BR-5")] | length) == ($s[0].end_reasons["BR-5"].matches // 0)'
check '([$s[0].end_reasons[].matches] | add) == $s[0].games'
jq -e '[.contributions[][] | .used.matches <= .held.matches and .held.ci95[0] <= .held.rate] | all' \
    "$tmp/a.json" > /dev/null || fail "contributions: used beyond held, or a rate outside its interval"
jq -e '.contributions | (.weapons | length) > 3 and (.items | length) > 3 and
       (.attachments | length) > 0 and (.cards | length) > 3' "$tmp/a.json" > /dev/null ||
    fail "contributions: a kind is missing: $(jq -c '.contributions | map_values(length)' "$tmp/a.json")"
# the same rows in CSV: a header and one line per match, the same numbers
sim --matches "$tmp/a.csv" > /dev/null || fail "--matches .csv exit $?"
[ "$(wc -l < "$tmp/a.csv")" -eq 17 ] || fail "CSV: not a header and 16 rows"
col() {  # the sum of a CSV column by name (fields may be quoted)
    awk -v name="$1" 'function split_csv(s, f,   n, q, c, i, cur) {
            n = 0; q = 0; cur = ""
            for (i = 1; i <= length(s); i++) { c = substr(s, i, 1)
                if (q && c == "\"" && substr(s, i + 1, 1) == "\"") { cur = cur c; i++ }
                else if (c == "\"") q = !q
                else if (c == "," && !q) { f[++n] = cur; cur = "" }
                else cur = cur c }
            f[++n] = cur; return n }
        NR == 1 { n = split_csv($0, h); for (i = 1; i <= n; i++) if (h[i] == name) k = i; next }
        { split_csv($0, f); t += f[k] } END { if (!k) exit 1; print t }' "$tmp/a.csv"
}
[ "$(col red_eliminated_total)" = "$(jq '[.sides.red.eliminated.total] | add' "$tmp/a.jsonl" | jq -s add)" ] ||
    fail "CSV red_eliminated_total differs from the JSON rows"
[ "$(col rounds)" = "$(jq -s '[.[].rounds] | add' "$tmp/a.jsonl")" ] || fail "CSV rounds differ"
"$rf" sim --games 1 --matches "$tmp/rows.txt" > /dev/null 2>&1 && fail "--matches .txt accepted"
# the same rows on any number of threads
sim --threads 3 --matches "$tmp/t3.jsonl" > /dev/null || fail "--threads 3 exit $?"
cmp -s "$tmp/a.jsonl" "$tmp/t3.jsonl" || fail "rows differ on 3 threads"

# --- paired A/B -------------------------------------------------------------
# two identical settings: every match the same, no difference anywhere
"$rf" sim ab --games 16 --seed 7 --bots normal,heuristic-v1 --b '--threads 2' > "$tmp/ab0.json" ||
    fail "sim ab exit $?"
jq -e '.pairs == 16 and .a.signature == .b.signature' "$tmp/ab0.json" > /dev/null ||
    fail "identical settings sign differently"
jq -e '[.metrics[] | .difference == 0 and .ci95 == [0, 0] and .p == 1 and .matches_needed == null]
       | all and length >= 9' "$tmp/ab0.json" > /dev/null ||
    fail "identical settings show a difference: $(jq -c .metrics "$tmp/ab0.json")"
# a patch: B is the patched run of the same seeds, match for match
"$rf" sim ab --games 16 --seed 7 --bots normal,heuristic-v1 --b '--set weapons.R-301.damage=9' \
    > "$tmp/ab1.json" || fail "sim ab --b --set exit $?"
jq -e --slurpfile a "$tmp/a.json" --slurpfile b "$tmp/b.json" \
    '.a.signature == $a[0].signature and .b.signature == $b[0].signature and
     .b.set == ["weapons.R-301.damage=9"]' "$tmp/ab1.json" > /dev/null ||
    fail "the A/B arms are not the plain and the patched runs"
jq -e --slurpfile a "$tmp/a.json" --slurpfile b "$tmp/b.json" \
    '.metrics.player1_wins | .a == $a[0].players[0].rate and .b == $b[0].players[0].rate and
     .difference == .b - .a and .ci95[0] <= .difference and .difference <= .ci95[1] and
     .p > 0 and .p <= 1' "$tmp/ab1.json" > /dev/null || fail "player1_wins: $(jq -c .metrics.player1_wins "$tmp/ab1.json")"
jq -e '.metrics.rounds | .kind == "mean" and .test == "paired bootstrap" and .ci95[0] <= .ci95[1]' \
    "$tmp/ab1.json" > /dev/null || fail "rounds: $(jq -c .metrics.rounds "$tmp/ab1.json")"
"$rf" sim ab --games 4 > /dev/null 2>&1 && fail "sim ab without --a or --b accepted"
"$rf" sim ab --games 4 --b '--games 5' > /dev/null 2>&1 && fail "sim ab over other seeds accepted"

# --- sweeps -----------------------------------------------------------------
# 6 is the R-301's own damage: no difference from the base; 9 plays as --set
"$rf" sim --games 16 --seed 7 --bots normal,heuristic-v1 --sweep weapons.R-301.damage=6..9 \
    --plot "$tmp/sweep.svg" > "$tmp/sweep.json" || fail "--sweep exit $?"
jq -e '.sweep == {"field": "weapons.R-301.damage", "from": 6, "to": 9} and (.values | length) == 4' \
    "$tmp/sweep.json" > /dev/null || fail "sweep: $(jq -c .sweep "$tmp/sweep.json")"
jq -e '.values[0] | .value == 6 and ([.metrics[] | .difference == 0 and .p == 1] | all)' \
    "$tmp/sweep.json" > /dev/null || fail "sweep: the content's own value differs from the base"
jq -e --slurpfile b "$tmp/b.json" --slurpfile a "$tmp/a.json" \
    '.values[3].signature == $b[0].signature and .base.signature == $a[0].signature and
     .values[3].metrics.player1_wins.b == $b[0].players[0].rate' "$tmp/sweep.json" > /dev/null ||
    fail "sweep: the value 9 does not play as --set weapons.R-301.damage=9"
# --plot: one bar per value after the base's, each the --red player's wins of the JSON
bars='//*[local-name()="g"][@class="rate"]'
xmllint --noout "$tmp/sweep.svg" || fail "--plot: not well-formed SVG"
[ "$(xmllint --xpath "count($bars)" "$tmp/sweep.svg")" = 5 ] || fail "--plot: not 5 bars"
for k in 0 1 2 3; do
    drawn=$(xmllint --xpath "string(($bars)[$((k + 2))]/@data-rate)" "$tmp/sweep.svg")
    want=$(jq ".values[$k].metrics.player1_wins.b" "$tmp/sweep.json")
    awk -v a="$drawn" -v b="$want" 'BEGIN { d = a - b; exit !(d < 1e-5 && d > -1e-5) }' ||
        fail "--plot: value $((k + 6)) drawn at $drawn, the JSON says $want"
done
"$rf" sim --games 2 --sweep weapons.R-301.damage=6..7 --plot > /dev/null 2>&1 && fail "--plot without a file accepted"
"$rf" sim --games 2 --sweep weapons.R-301.damage=9..5 > /dev/null 2>&1 && fail "--sweep 9..5 accepted"
"$rf" sim --games 2 --sweep weapons.R-301.damage=x..5 > /dev/null 2>&1 && fail "--sweep x..5 accepted"
"$rf" sim --text --games 4 --sweep weapons.R-301.damage=6..7 | grep -q '^weapons.R-301.damage=7 ' ||
    fail "--sweep --text has no row for 7"

# --- progress: on a terminal only --------------------------------------------
"$rf" sim --games 20 --bots normal,normal > /dev/null 2> "$tmp/err" || fail "sim exit $?"
[ ! -s "$tmp/err" ] || fail "progress in redirected output: $(cat "$tmp/err")"
if command -v script > /dev/null; then
    # enough matches to outlast the first progress line (half a second in):
    # 300 normal matches took about that long once the bot got faster
    script -qec "'$rf' sim --games 3000 --bots normal,normal > /dev/null" /dev/null > "$tmp/tty" 2>&1 ||
        fail "sim on a terminal exit $?"
    grep -q 'of 3000 matches, [0-9]* s, about [0-9]* s left' "$tmp/tty" ||
        fail "no progress on a terminal: $(head -c 300 "$tmp/tty")"
fi
echo "sim_lab: ok"
