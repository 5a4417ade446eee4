#!/bin/sh
# rf_public_only.sh SRC_DIR — rf_ is the public API's prefix (issue 17,
# docs/architecture.md "Names"): a function that a header of src/ declares
# carries rf_ only if include/ringfall.h declares it too; inside, each
# module's functions carry the module's prefix (geo_, engine_, content_,
# ctf_, …). Types keep rf_ (rf_game, rf_champ_state): only functions count.
# A declaration is a line at column 0, outside comments, that ends a name
# with "(".
set -eu
src="${1:?usage: rf_public_only.sh SRC_DIR}"
decls() {   # decls FILE: the rf_ functions FILE declares
    sed -E 's#/\*.*\*/##g; s#^[[:space:]]*(\*|/\*).*##; s#/\*.*$##; s#//.*$##' "$1" |
        { grep -oE '^([a-z_][a-z0-9_ ]*[ *])?rf_[a-z0-9_]+\(' || true; } |
        { grep -oE 'rf_[a-z0-9_]+\($' || true; } | tr -d '('
}
public=$(decls "$src/include/ringfall.h" | sort -u)
status=0
for h in $(find "$src/src" -name '*.h' | sort); do
    for n in $(decls "$h" | sort -u); do
        if ! printf '%s\n' "$public" | grep -qxF "$n"; then
            echo "FAIL ${h#"$src"/} declares $n: rf_ is the public API's (include/ringfall.h); give it its module's prefix"
            status=1
        fi
    done
done
[ $status -eq 0 ] && echo "rf_public_only: every rf_ function a header of src/ declares is public"
exit $status
