#!/bin/sh
# play_modes.sh RINGFALL — `ringfall play` names the mode it plays in its
# first line (it said "Battle Royale" for every mode but Assassination),
# with the mode's squads (ASSN-1: 3 vs 3; CHAMP-1: 2 champions vs 4
# challengers); --size is refused where the mode fixes the squads
# (Champions, like Assassination's 2 vs 2), with exit status 2 and the
# rule; `help play` offers Loba in the draft (DRAFT-6).
# covers: MOD-1 CHAMP-1 ASSN-1
set -u
rf="$1"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*"; exit 1; }

first() {  # first line of a bot match of mode $1
    "$rf" play --mode "$1" --red random --blue random --seed 3 --rounds 1 > "$tmp/out.txt" 2>&1 ||
        fail "--mode $1 exit $?"
    head -1 "$tmp/out.txt"
}
first BR | grep -q '^ringfall: Battle Royale 2v2 on ' || fail "BR: $(first BR)"
first ASSN | grep -q '^ringfall: Assassination 3v3 on ' || fail "ASSN: $(first ASSN)"
first TDM | grep -q '^ringfall: Team Deathmatch 2v2 on ' || fail "TDM: $(first TDM)"
first CTF | grep -q '^ringfall: Capture the Flag 2v2 on ' || fail "CTF: $(first CTF)"
first CHAMP | grep -q '^ringfall: Champions 2v4 on ' || fail "CHAMP: $(first CHAMP)"

"$rf" play --mode CHAMP --size 3 --red random --blue random > "$tmp/champ.txt" 2> "$tmp/champ.err"
rc=$?
[ "$rc" -eq 2 ] || fail "--mode CHAMP --size 3: exit $rc, not 2"
grep -q 'CHAMP-1' "$tmp/champ.err" || fail "--mode CHAMP --size 3 does not name CHAMP-1: $(cat "$tmp/champ.err")"
grep -q '^Result' "$tmp/champ.txt" && fail "--mode CHAMP --size 3 was played"
"$rf" sim --games 1 --mode CHAMP --size 2 > /dev/null 2>&1
[ $? -eq 2 ] || fail "sim --mode CHAMP --size 2 accepted"
"$rf" play --mode ASSN --size 2 --red random --blue random > /dev/null 2>&1
[ $? -eq 2 ] || fail "--mode ASSN --size 2 accepted"

# the view shows VP only in the modes that count them (ASSN-3, CTF-4: none)
for mode in BR TDM CHAMP ASSN CTF; do
    "$rf" play --mode "$mode" --red random --blue random --seed 3 --rounds 1 > "$tmp/vp.txt" 2>&1 ||
        fail "--mode $mode exit $?"
    case $mode in
    ASSN|CTF) grep -q 'VP red' "$tmp/vp.txt" && fail "$mode shows VP: $(grep -m1 'VP red' "$tmp/vp.txt")" ;;
    *) grep -q 'VP red' "$tmp/vp.txt" || fail "$mode shows no VP" ;;
    esac
done

"$rf" help play > "$tmp/help.txt" 2>&1 || fail "help play exit $?"
grep -q 'Loba' "$tmp/help.txt" || fail "help play does not offer Loba in the draft"
echo "play_modes: ok"
