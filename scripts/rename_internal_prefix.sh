#!/bin/bash
# Issue 17, "the prefix names the module": the internal functions of the
# core and the content layer (declared in the headers of src/rules/'s core
# folders and src/data/, not in include/ringfall.h; the table names each
# header by its path below src/, which scripts/relayout_core.sh rewrites
# with the core's move into folders) lose rf_ and carry
# their module's prefix: a name that already begins with one of its header's
# stems keeps the rest (rf_hand_draw -> hand_draw); any other takes the
# header's prefix (rf_push -> engine_push). Types keep rf_. Re-runnable: a
# second run finds nothing left to rename. Run from the repository's root,
# then build: a clash the check below cannot see (a local variable of the
# new name in scope of a call) is a compile error, not a silent change.
# tests/arch/rf_public_only.sh keeps the result.
set -eu
# header  prefix  stems (a name beginning with a stem keeps the rest)
table='
rules/cards/abilities.h        abil_       abil_
rules/cards/abilities_play.h   abil_       abilities_ ability_=abil_ cooldown_
rules/cards/activation_cards.h activation_ activation_card move_rush_
rules/combat/aim_deck.h         aim_deck_   aim_deck_
rules/combat/combat.h           combat_     -
rules/combat/cover_memo.h       cover_      cover_memo
rules/search/determinize.h      det_        -
rules/cards/effect_ops.h       effect_     effect
rules/cards/effects_log.h      effect_log_ effect_log_
rules/engine/engine.h           engine_     -
rules/record/events.h           events_     event_=events_ rec_
rules/cards/hand.h             hand_       hand_
rules/combat/ht_parts.h         ht_part_    ht_part_
rules/engine/legends.h          legend_     legend
rules/record/log.h              log_        log_
rules/record/log_shot.h         log_        log_
rules/match/match.h            match_      match_
rules/frames/move_path.h        move_       move_
rules/views/observe_record.h   observe_    -
rules/engine/opt_label.h        opt_label_  label_=opt_label_
rules/engine/pieces.h           pieces_     piece_ pieces_
rules/record/record_add.h       rec_        rec_
rules/frames/respawn.h          respawn_    respawn_
rules/engine/rng.h              rng_        rng_
rules/cards/shoot_cards.h      shoot_      enhance_ reaction_
rules/combat/shot_setup.h       shot_       shot_
rules/engine/state.h            state_      -
rules/engine/undo.h             undo_       -
rules/views/view_area.h        view_       -
rules/combat/weapon_printed.h   weapon_     weapon_
rules/combat/zones.h            zones_      zone_=zones_
data/cards.h       cards_      card_ cards_ effect_
data/catalog.h     catalog_    catalog_
data/content.h     content_    content_
data/effect_defs.h effect_     effect_
data/event_cards_load.h content_ -
data/legends_load.h content_   -
data/loaders.h     content_    content_
data/rules_load.h  content_    content_
errors.h           error_      error_
'
# names whose plain rule would be unclear or clash (libm's logf)
override='
rf_logf            log_msg
rf_ability_damage  abil_damage_legend
rf_effect_apply    effect_apply
rf_cover_memo      cover_memo_of
rf_logf_legend     log_msg_legend
rf_logging         log_on
rf_squad_name      log_squad_name
'
pub=$(grep -ohE '\brf_[a-z0-9_]+\s*\(' include/ringfall.h | tr -d '( ' | sort -u)
for h in $(echo "$table" | awk 'NF { print $1 }'); do
    [ -f "src/$h" ] || { echo "no src/$h" >&2; exit 1; }
done
map=$(mktemp)
echo "$table" | while read -r h prefix stems; do
    [ -n "$h" ] || continue
    # the functions the header declares: a line at column 0 outside comments
    sed -E 's#/\*.*\*/##g; s#^[[:space:]]*(\*|/\*).*##; s#/\*.*$##; s#//.*$##' "src/$h" |
    { grep -oE '^([a-z_][a-z0-9_ ]*[ *])?rf_[a-z0-9_]+\(' || true; } | grep -oE 'rf_[a-z0-9_]+\($' | tr -d '(' | sort -u |
    while read -r n; do
        grep -qxF "$n" <<<"$pub" && continue
        rest=${n#rf_}; new=""
        o=$(echo "$override" | awk -v n="$n" '$1 == n { print $2 }')
        if [ -n "$o" ]; then new=$o; else
            for s in $stems; do
                [ "$s" != - ] || continue
                from=${s%%=*}; to=${s#*=}
                [[ $rest == "$from"* ]] && new=$to${rest#"$from"} && break
            done
            [ -n "$new" ] || new=$prefix$rest
        fi
        echo "$n $new"
    done
done | sort -u -k1,1 > "$map"
[ -s "$map" ] || { echo "nothing left to rename"; rm -f "$map"; exit 0; }
# refuse a new name that already names a function, a type or a variable
# (a function's declaration, a typedef; a struct's field of that name does
# not clash, members having their own name space; the build finds the rest)
files=$(git ls-files src apps tests bench examples python docs | grep -E '\.(c|h|md|sh|py|txt|scn|mjs|js)$' | grep -v '^docs/performance.md$')
clash=0
while read -r old new; do
    if git grep -qE "([[:alnum:]_*][[:space:]]+[*]?$new[[:space:]]*\\(|[}][[:space:]]*$new;|typedef .*[[:space:]]$new;)" -- 'src/*.[ch]' 'apps/*.[ch]' 'tests/*.[ch]' 'bench/*.[ch]' 'examples/*.[ch]'; then echo "clash: $old -> $new exists" >&2; clash=1; fi
done < "$map"
[ $clash -eq 0 ] || exit 1
sedf=$(mktemp)
awk '{ printf "s/\\b%s\\b/%s/g\n", $1, $2 }' "$map" > "$sedf"
echo "$files" | xargs grep -lwE "$(awk '{print $1}' "$map" | paste -sd'|')" | xargs sed -i -E -f "$sedf"
cat "$map"                                   # what became what
echo "$(wc -l < "$map") functions renamed"
rm -f "$map" "$sedf"
