#!/bin/sh
# sim_report.sh RINGFALL — `ringfall sim --report DIR` (issue 18,
# docs/sim.md) without a browser (tests/e2e/report.mjs opens the page):
# the run is the run without --report (the same summary and signature);
# DIR/summary.json is the printed summary; every figure is an SVG file
# that parses (xmllint) and is inline on the page, which asks for nothing
# outside itself; the heat maps add up to the summary (Shoots, eliminations
# by the legends' attacks, by the ring) and the histogram to the rows; the
# same for any --threads; not with --shard, --sweep or sim ab. Needs jq
# and xmllint.
set -u
rf="$1"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
command -v jq > /dev/null || fail "jq is missing (scripts/setup.sh installs it)"
command -v xmllint > /dev/null || fail "xmllint is missing (scripts/setup.sh installs libxml2-utils)"
sim() { "$rf" sim --games 24 --seed 5 --bots normal,heuristic-v1 "$@"; }
strip() { jq -S 'del(.time)' "$1"; }

sim --threads 2 > "$tmp/plain.json" || fail "plain run exit $?"
sim --threads 2 --report "$tmp/r2" --matches "$tmp/rows.jsonl" > "$tmp/r2.json" || fail "--report exit $?"
[ "$(strip "$tmp/plain.json")" = "$(strip "$tmp/r2.json")" ] || fail "--report changes the summary"
[ "$(strip "$tmp/r2.json")" = "$(strip "$tmp/r2/summary.json")" ] || fail "summary.json is not the printed summary"
for f in index.html summary.json map.svg players.svg length.svg end-reasons.svg legends.svg pairings.svg \
         contrib-weapons.svg contrib-items.svg contrib-attachments.svg contrib-cards.svg \
         heat-positions.svg heat-shots.svg heat-eliminations.svg heat-ring.svg; do
    [ -s "$tmp/r2/$f" ] || fail "no $f in the report"
done
for f in "$tmp"/r2/*.svg; do
    xmllint --noout "$f" || fail "$(basename "$f") does not parse"
    id=$(basename "$f" .svg)
    grep -q "<figure id=\"fig-$id\">" "$tmp/r2/index.html" || fail "$id is not on the page"
done
# nothing outside the page: no script, no stylesheet or image to fetch, no
# address but the SVG namespace and the page's own files
! grep -qiE '<script|<link|<img|<iframe|src=|url\(' "$tmp/r2/index.html" || fail "the page fetches something"
grep -oE '(href|xmlns)="[^"]*"' "$tmp/r2/index.html" | sort -u |
    grep -vE '^xmlns="http://www.w3.org/2000/svg"$|^href="[a-z-]+\.(svg|json)"$' && fail "an outside address"

# the heat maps add up to the summary
heat() { xmllint --xpath "sum(//*[@class=\"heat\"]/@data-count)" "$tmp/r2/heat-$1.svg"; }
shots=$(jq '.damage_by_cause.shot.events' "$tmp/r2.json")
[ "$(heat shots)" = "$shots" ] || fail "the Shoots' heat map counts $(heat shots), the summary $shots Shoots"
el=$(jq '.eliminations_by_cause | .total - .ring' "$tmp/r2.json")
[ "$(heat eliminations)" = "$el" ] || fail "the eliminations' heat map counts $(heat eliminations), not $el"
ring=$(jq '.eliminations_by_cause.ring' "$tmp/r2.json")
[ "$(heat ring)" = "$ring" ] || fail "the ring's heat map counts $(heat ring), not $ring"
[ "$shots" -gt 0 ] && [ "$el" -gt 0 ] || fail "no Shoots or eliminations to count ($shots, $el)"
# the players' bars: 2 players, each as red and as blue when it played that
# colour, 2 colours, draws
want=$(jq '5 + ([.players[] | .as_red, .as_blue | select(.games > 0)] | length)' "$tmp/r2.json")
[ "$(xmllint --xpath 'count(//*[@class="rate"])' "$tmp/r2/players.svg")" = "$want" ] ||
    fail "players.svg does not have its $want bars"
pairs=$(jq '[.pairings[] | .[]] | length' "$tmp/r2.json")
[ "$(xmllint --xpath 'count(//*[@class="rate"])' "$tmp/r2/pairings.svg")" = "$pairs" ] ||
    fail "pairings.svg does not have one bar for each of the $pairs pairings"
[ "$(heat positions)" -gt "$(jq -s 'length * 8' "$tmp/rows.jsonl")" ] ||
    fail "fewer activations counted ($(heat positions)) than 8 a match"
# the histogram: each bin the matches that ended in that round
jq -r '.rounds' "$tmp/rows.jsonl" | sort -n | uniq -c | awk '{ print $2 " " $1 }' > "$tmp/want"
xmllint --xpath '//*[@class="bar"]' "$tmp/r2/length.svg" | grep -o 'data-bin="[0-9]*" data-count="[0-9]*"' |
    sed 's/data-bin="\([0-9]*\)" data-count="\([0-9]*\)"/\1 \2/' | awk '$2 > 0' > "$tmp/got"
cmp -s "$tmp/want" "$tmp/got" || fail "the histogram is not the rows' rounds: $(diff "$tmp/want" "$tmp/got")"
# the players' bars are the summary's rates and intervals
jq -r '.players[] | "\(.rate) \(.ci95[0]) \(.ci95[1])"' "$tmp/r2.json" > "$tmp/want"
xmllint --xpath '//*[@class="rate"]' "$tmp/r2/players.svg" | grep -o 'data-rate="[^"]*" data-lo="[^"]*" data-hi="[^"]*"' |
    head -2 | sed 's/data-[a-z]*="\([^"]*\)"/\1/g' > "$tmp/got"
awk 'NR == FNR { for (i = 1; i <= 3; i++) w[FNR, i] = $i; next }
     { for (i = 1; i <= 3; i++) if (($i - w[FNR, i]) ^ 2 > 1e-10) bad = 1 }
     END { exit bad || NR != 4 }' "$tmp/want" "$tmp/got" || fail "players' bars $(cat "$tmp/got") are not $(cat "$tmp/want")"

# the same figures for any number of threads
sim --threads 1 --report "$tmp/r1" > /dev/null || fail "--threads 1 exit $?"
sim --threads 3 --report "$tmp/r3" > /dev/null || fail "--threads 3 exit $?"
for f in "$tmp"/r1/*.svg; do
    b=$(basename "$f")
    cmp -s "$f" "$tmp/r3/$b" && cmp -s "$f" "$tmp/r2/$b" || fail "$b differs with the number of threads"
done

# one whole run only
sim --shard 1/2 --report "$tmp/x" > /dev/null 2>&1; [ $? = 2 ] || fail "--report with --shard is not refused"
"$rf" sim ab --games 4 --b '--rounds 7' --report "$tmp/x" > /dev/null 2>&1; [ $? = 2 ] || fail "sim ab --report is not refused"
echo "PASS sim --report"
