#!/bin/sh
# install.sh BUILD_DIR SOURCE_DIR CC CFLAGS DEFAULT_DATA_DIR — the README's
# "Embedding ringfall" as written (issue 17): its user-prefix block
# (`cmake --install build-release --prefix "$HOME/ringfall"` and the
# exports) and its `cc` block run verbatim in a scratch directory where
# build-release is BUILD_DIR, `$HOME` a temporary one and `cc` CC with
# CFLAGS and -Werror; the match's line must be the README's. Then what was
# installed: bin/ringfall, the content and the browser client under
# share/ringfall/, ringfall.h alone under include/, libringfall.a,
# libringfall.so with its soname and ringfall.pc; the static and shared
# examples play the same match; the installed library and ringfall read
# the prefix's content, and, once it is moved away, DEFAULT_DATA_DIR
# (<CMAKE_INSTALL_PREFIX>/share/ringfall/data, fixed at configure time).
set -eu
build=$1 src=$2 cc=$3 cflags=$4 default_data=$5
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*"; exit 1; }

# The Nth fenced block of the README's section "Embedding ringfall".
readme_block() {
  awk -v n="$1" '/^## / { in_section = ($0 == "## Embedding ringfall") }
                 in_section && /^```/ { if (in_block) in_block = 0; else { k++; in_block = 1 }; next }
                 in_section && in_block && k == n' "$src/README.md"
}
install_cmds=$(readme_block 2) embed_cmds=$(readme_block 3)
readme_result=$(readme_block 4 | grep ' decisions; ')
case $install_cmds in *"cmake --install"*) ;; *) fail "README: no install block (block 2 of Embedding ringfall)";; esac
case $embed_cmds in *"./embed 7"*) ;; *) fail "README: no cc block ending in ./embed 7 (block 3)";; esac

work=$tmp/work
mkdir -p "$work" "$tmp/home" "$tmp/bin"
ln -s "$(cd "$build" && pwd)" "$work/build-release"
ln -s "$src/examples" "$work/examples"
printf '#!/bin/sh\nexec %s -std=c11 -Wall -Wextra -Werror %s "$@"\n' "$cc" "$cflags" >"$tmp/bin/cc"
chmod +x "$tmp/bin/cc"
(cd "$work" && HOME=$tmp/home PATH=$tmp/bin:$PATH sh -eu -c "$install_cmds
$embed_cmds") >"$tmp/readme.out" 2>&1 || { cat "$tmp/readme.out"; fail "the README's commands"; }
grep -v '^-- ' "$tmp/readme.out"
[ "$(grep ' decisions; ' "$tmp/readme.out")" = "$readme_result" ] ||
  fail "the README shows '$readme_result', the commands printed '$(grep ' decisions; ' "$tmp/readme.out")'"

p=$tmp/home/ringfall
data=$(realpath "$p/share/ringfall/data")
grep -q "content from $data\$" "$tmp/readme.out" || fail "embed did not read the prefix's content ($data)"
export PKG_CONFIG_PATH="$p/lib/pkgconfig"
libdir=$(pkg-config --variable=libdir ringfall)
for f in "$p/bin/ringfall" "$libdir/libringfall.a" "$libdir/libringfall.so" \
         "$p/share/ringfall/data/components.json" "$p/share/ringfall/data/maps" \
         "$p/share/ringfall/web/index.html"; do
  [ -e "$f" ] || fail "not installed: ${f#$p/}"
done
[ "$(ls "$p/include")" = ringfall.h ] || fail "include/ holds more than ringfall.h: $(ls "$p/include")"
soname=$(readelf -d "$libdir/libringfall.so" | sed -n 's/.*SONAME.*\[\(.*\)\]/\1/p')
[ -n "$soname" ] && [ -e "$libdir/$soname" ] || fail "libringfall.so has no soname, or its file is missing"
echo "installed: bin/ringfall, lib/libringfall.a, lib/$soname, include/ringfall.h, ringfall.pc $(pkg-config --modversion ringfall)"

readelf -d "$work/embed" | grep -q "NEEDED.*$soname" || fail "embed does not use $soname"
if readelf -d "$work/embed-static" | grep -q "NEEDED.*libringfall"; then fail "embed-static needs libringfall.so"; fi
export LD_LIBRARY_PATH="$libdir"
"$work/embed" 7 >"$tmp/shared.out" || { cat "$tmp/shared.out"; fail "embed (shared)"; }
"$work/embed-static" 7 "$data" >"$tmp/static.out" || { cat "$tmp/static.out"; fail "embed (static)"; }
cmp -s "$tmp/shared.out" "$tmp/static.out" || fail "the static and shared builds played differently"
"$p/bin/ringfall" map check crossroads >"$tmp/cli.out" 2>&1 || { cat "$tmp/cli.out"; fail "the installed ringfall does not read $data"; }

# The installed ringfall serves the browser client installed beside its
# bin/, whatever the prefix (apps/cli/web_dir.c): with no --web, "/" is the
# prefix's share/ringfall/web/index.html.
web=$(realpath "$p/share/ringfall/web")
"$p/bin/ringfall" serve --port 0 --db "$tmp/serve.db" >"$tmp/serve.out" 2>&1 &
serve_pid=$!
for _ in $(seq 300); do grep -q 'open http://localhost:' "$tmp/serve.out" && break; sleep 0.1; done
url=$(grep -o 'http://localhost:[0-9]*' "$tmp/serve.out" || true)
[ -n "$url" ] && curl -sf "$url/" -o "$tmp/index.html" || true
kill -TERM "$serve_pid"; wait "$serve_pid" || true
grep -q "the browser client from $web\$" "$tmp/serve.out" ||
  { cat "$tmp/serve.out"; fail "the installed ringfall serve does not name the prefix's client ($web)"; }
cmp -s "$tmp/index.html" "$web/index.html" || fail "the installed ringfall serve did not serve $web/index.html at /"
echo "serve: the browser client from the prefix ($web)"

# With the content moved away from the prefix, the library and ringfall
# fall back to DEFAULT_DATA_DIR: the content loads from there, or (when
# nothing is installed there) the error names it.
mv "$p/share/ringfall/data" "$tmp/moved"
"$work/embed" 7 >"$tmp/default.out" 2>&1 || true
grep -q "$default_data" "$tmp/default.out" || { cat "$tmp/default.out"; fail "embed does not fall back to $default_data"; }
"$p/bin/ringfall" map check crossroads >"$tmp/cli.out" 2>&1 || true
grep -q "$default_data" "$tmp/cli.out" || { cat "$tmp/cli.out"; fail "the installed ringfall does not fall back to $default_data"; }
echo "ok"
