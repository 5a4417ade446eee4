#!/bin/sh
# map_svg.sh RINGFALL — `ringfall map svg` (issue 18, docs/sim.md): every
# map of the match settings (data/map_lists.json) drawn as SVG that an XML
# parser reads (xmllint, Debian's libxml2-utils), with one square per space
# shaded by its level, one mark per component that is not an area (the
# areas are the floor's levels), every such kind named in the legend, the
# coordinates of every column and row; --out writes the same; a bad map
# name exits 2. Needs jq and xmllint.
set -u
rf="$1"
root=$(cd "$(dirname "$0")/../.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
command -v jq > /dev/null || fail "jq is missing (scripts/setup.sh installs it)"
command -v xmllint > /dev/null || fail "xmllint is missing (scripts/setup.sh installs libxml2-utils)"
xp() { xmllint --xpath "$2" "$1" 2> /dev/null; }
svg='*[local-name()="svg"]'
ids=$(jq -r '.maps[].id' "$root/data/map_lists.json")
[ "$(echo "$ids" | wc -l)" -ge 12 ] || fail "fewer than 12 maps in data/map_lists.json"
for id in $ids; do
    f="$root/data/maps/$id.json"
    "$rf" map svg "$id" > "$tmp/$id.svg" || fail "$id: exit $?"
    xmllint --noout "$tmp/$id.svg" || fail "$id: not well-formed XML"
    [ "$(xp "$tmp/$id.svg" "name(/$svg)")" = svg ] || fail "$id: the root is not <svg>"
    w=$(jq '.size[0]' "$f"); h=$(jq '.size[1]' "$f")
    n=$(xp "$tmp/$id.svg" 'count(//*[@class="space"])')
    [ "$n" = $((w * h)) ] || fail "$id: $n squares for the $w x $h spaces"
    # each space once, at its coordinates
    u=$(xmllint --xpath '//*[@class="space"]/@data-x | //*[@class="space"]/@data-y' "$tmp/$id.svg" |
        tr -d ' ' | paste -d, - - | sort -u | wc -l)
    [ "$u" = $((w * h)) ] || fail "$id: $u distinct spaces drawn, not $((w * h))"
    # the level of each space: ground unless a building, canyon or stack makes it another
    lv=$(xp "$tmp/$id.svg" 'count(//*[@class="space"][@data-level!="0"])')
    areas=$(jq '[.components[] | select(.type == "building" or .type == "canyon")] | length' "$f")
    [ "$areas" = 0 ] || [ "$lv" -gt 0 ] || fail "$id: $areas buildings or canyons and no space off the ground"
    # one mark per component that is not an area, of its kind
    jq -r '.components[] | select(.type != "building" and .type != "canyon") | .type' "$f" | sort > "$tmp/want"
    xmllint --xpath '//*[@class="component"]/@data-kind' "$tmp/$id.svg" | tr ' ' '\n' |
        sed -n 's/^data-kind="\(.*\)"$/\1/p' | sort > "$tmp/got"
    cmp -s "$tmp/want" "$tmp/got" || fail "$id: components drawn differ from the map's: $(diff "$tmp/want" "$tmp/got")"
    # the legend names each kind drawn (by its name in data/components.json)
    for k in $(sort -u "$tmp/want"); do
        name=$(jq -r --arg k "$k" '.kinds[] | select(.id == $k) | .name' "$root/data/components.json")
        xp "$tmp/$id.svg" "//*[@class=\"legend\"]//*[text()=\"$name\"]" > /dev/null ||
            fail "$id: the legend does not name $name"
    done
    # the coordinates: a label per column and per row
    c=$(xp "$tmp/$id.svg" 'count(//*[@class="coordinates"]/*)')
    [ "$c" = $((w + h)) ] || fail "$id: $c coordinate labels for $w columns and $h rows"
done
"$rf" map svg crossroads --out "$tmp/out.svg" > "$tmp/stdout" || fail "--out exit $?"
[ ! -s "$tmp/stdout" ] || fail "--out also wrote to standard output"
cmp -s "$tmp/out.svg" "$tmp/crossroads.svg" || fail "--out differs from standard output"
"$rf" map svg no-such-map > /dev/null 2>&1
[ $? = 2 ] || fail "an unknown map does not exit 2"
"$rf" map show crossroads --out "$tmp/x" > /dev/null 2>&1
[ $? = 2 ] || fail "--out with map show is not refused"
echo "PASS map svg: $(echo "$ids" | wc -l) maps"
