#!/bin/sh
# soak.sh RINGFALL GAMES [THREADS] [SET] — the soak test (docs/soak.md): GAMES
# seeded full matches split over a mix of bots, squad sizes and starts (SET
# "br", the default) or over the other modes and the special modules (SET
# "modes"), each played by `ringfall sim --check`: rf_check after every step, and every
# match rebuilt from its replay and compared. Stops at the first failure,
# which sim prints with its seed and step; exit status 1.
# `make soak` runs 10,000 under AddressSanitizer and UBSan; ctest runs a
# short version (tests/CMakeLists.txt).
set -u
rf="$1"
games="$2"
threads="${3:-1}"
set_name="${4:-br}"

# bots and set-up of each part; seeds: part k uses base + k * 1000000 + 1 ...
case "$set_name" in
br)
    base=0
    set -- "random,random --size 2" \
           "random,random --size 3" \
           "heuristic,random --size 2" \
           "random,heuristic --size 3" \
           "heuristic,heuristic --size 2 --start stages" \
           "heuristic,random --size 3 --start map --no-ring" ;;
modes)
    base=10000000
    set -- "random,random --mode ASSN --modules ring,supply_drops,events" \
           "heuristic,random --mode ASSN --modules heat_shields,replicator,gun_run" \
           "random,heuristic --mode TDM --modules ring,events,gun_run" \
           "heuristic,heuristic --mode TDM --modules heat_shields --size 3" \
           "heuristic,random --mode CTF --modules events,gun_run" \
           "random,random --mode CTF --size 3" \
           "heuristic,random --mode CHAMP" \
           "random,heuristic --mode CHAMP --start stages" \
           "heuristic,random --modules heat_shields,supply_drops,replicator,events" \
           "random,heuristic --modules ring,supply_drops,replicator,events --size 3" ;;
*)
    echo "soak: unknown set \"$set_name\" (br or modes)" >&2
    exit 2 ;;
esac
parts=$#
k=0
total=0
start=$(date +%s)
for part in "$@"; do
    n=$((games / parts))
    [ $k -eq 0 ] && n=$((n + games % parts))
    seed=$((base + k * 1000000 + 1))
    t0=$(date +%s)
    # shellcheck disable=SC2086
    out=$("$rf" sim --check --text --games "$n" --seed "$seed" --threads "$threads" --bots $part) || {
        echo "soak: FAILED in part $((k + 1)) (--bots $part, seeds $seed...): exit $?" >&2
        exit 1
    }
    echo "soak: $n matches --bots $part, seeds $seed..$((seed + n - 1)): ok ($(($(date +%s) - t0)) s)"
    echo "$out" | sed -n 's/^/      /; /wins of\|draws\|decisions  \|eliminated/p'
    total=$((total + n))
    k=$((k + 1))
done
echo "soak: all $total matches passed rf_check at every step and replayed identically" \
     "($(($(date +%s) - start)) s, $threads thread(s))"
