#!/bin/sh
# data_layer.sh SRC_DIR — content is below the rules (issue 17,
# docs/architecture.md "The layers"): no file of src/data/ includes a header
# of src/rules/. Content's types (src/data/types/, data/cards.h, catalog.h,
# modes.h), the one effect list (data/effect_list.h, effect_defs.h) and the
# loaders need nothing of the rules; the rules include content.
#
# A file may include at most what tests/arch/data_layer.allow grants it (a
# rule function a loader still calls); a file not listed there, none. The
# list only shrinks: when a file includes fewer than it may, the test says
# so (lower its count, or remove its line at zero).
set -eu
src="${1:?usage: data_layer.sh SRC_DIR}"
here=$(cd "$(dirname "$0")" && pwd)
allow="$here/data_layer.allow"
. "$here/allow.sh"

status=0
for f in $(find "$src/src/data" -name '*.[ch]' | sort); do
    name=${f#"$src"/src/data/}
    n=$(grep -c '^[[:space:]]*#[[:space:]]*include[[:space:]]*"rules/' "$f" || true)
    may=$(allowed "$allow" "$name")
    if ! allow_judge "$n" "$may" "src/data/$name includes rules headers"; then
        echo "FAIL src/data/$name includes $n header(s) of src/rules/ (allowed $may):"
        grep -n '^[[:space:]]*#[[:space:]]*include[[:space:]]*"rules/' "$f" | sed 's/^/    /'
        status=1
    fi
done
allow_gone "$allow" "$src/src/data"
[ $status -eq 0 ] && echo "data_layer: src/data includes nothing of src/rules beyond data_layer.allow"
exit $status
