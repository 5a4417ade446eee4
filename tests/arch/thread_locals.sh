#!/bin/sh
# thread_locals.sh SRC_DIR — every thread-local buffer is documented where
# it lives (issue 17: "thread-local caches either gone or documented where
# they live"; docs/architecture.md "Thread-local scratch and caches").
#
# Each source file of src/ and apps/ that declares a `_Thread_local` is
# named in that section, in backquotes, by its path (`src/rules/engine/pieces.c`)
# or by its folder (`src/bots/`); and each source path the section names
# exists, so that a move or a deletion leaves no stale line.
set -eu
src="${1:?usage: thread_locals.sh SRC_DIR}"
doc="$src/docs/architecture.md"
section=$(awk '/^## Thread-local scratch and caches/ { on = 1; next }
               /^## / { on = 0 } on' "$doc")
[ -n "$section" ] || { echo "FAIL $doc has no section \"Thread-local scratch and caches\""; exit 1; }
named=$(printf '%s\n' "$section" | grep -o '`\(src\|apps\)/[^`]*`' | tr -d '`' | sed 's/,.*//' | sort -u)

status=0
for f in $(cd "$src" && grep -rl --include='*.c' --include='*.h' '_Thread_local' src apps | sort); do
    dir=${f%/*}/
    if ! printf '%s\n' "$named" | grep -qx -e "$f" -e "$dir"; then
        echo "FAIL $f declares a _Thread_local buffer that docs/architecture.md does not list:"
        grep -n '_Thread_local' "$src/$f" | sed 's/^/    /'
        status=1
    fi
done
for p in $named; do
    [ -e "$src/$p" ] || { echo "FAIL docs/architecture.md names $p, which does not exist"; status=1; }
done
[ $status -eq 0 ] && echo "thread_locals: every _Thread_local buffer of src/ and apps/ is listed in docs/architecture.md"
exit $status
