#!/bin/sh
# core_folders.sh SRC_DIR — the core of src/rules/ is in folders, one an
# idea (issue 17, docs/architecture.md "The core's folders"): no *.c or
# *.h directly in src/rules/. A new file goes in the folder of what it is
# about (that section's "Where a new file of the core goes"); code written
# against the flat layout is mended by scripts/relayout_core.sh.
set -eu
src="${1:?usage: core_folders.sh SRC_DIR}"
flat=$(find "$src/src/rules" -maxdepth 1 -type f -name '*.[ch]' | sort)
if [ -n "$flat" ]; then
    echo "FAIL src/rules/ holds files of its own; each goes in the folder of its idea (docs/architecture.md, \"The core's folders\"):"
    printf '%s\n' "$flat" | sed "s#^$src/#    #"
    exit 1
fi
echo "core_folders: src/rules/ holds only folders"
