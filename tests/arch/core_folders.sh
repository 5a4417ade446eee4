#!/bin/sh
# core_folders.sh SRC_DIR — the rules are in folders, one an idea (issue
# 17, docs/architecture.md "The core's folders" and "The plug-ins'
# folders"): no *.c or *.h directly in src/rules/, nor directly in
# src/rules/modes/ or src/rules/modules/ (a mode or a module is a folder of
# its own; legends/ stays one C file a legend). A new file goes in the
# folder of what it is about (those sections' "Where a new file … goes");
# code written against the older layouts is mended by
# scripts/relayout_core.sh and scripts/relayout_plugins.sh.
set -eu
src="${1:?usage: core_folders.sh SRC_DIR}"
status=0
for dir in rules rules/modes rules/modules; do
    flat=$(find "$src/src/$dir" -maxdepth 1 -type f -name '*.[ch]' | sort)
    [ -n "$flat" ] || continue
    echo "FAIL src/$dir/ holds files of its own; each goes in the folder of its idea (docs/architecture.md, \"The core's folders\", \"The plug-ins' folders\"):"
    printf '%s\n' "$flat" | sed "s#^$src/#    #"
    status=1
done
[ $status -eq 0 ] && echo "core_folders: src/rules/, its modes/ and its modules/ hold only folders"
exit $status
