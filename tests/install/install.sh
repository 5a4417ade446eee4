#!/bin/sh
# install.sh BUILD_DIR SOURCE_DIR CC CFLAGS DEFAULT_DATA_DIR — `cmake
# --install` into a temporary prefix installs what running and embedding
# ringfall need (README, "Embedding ringfall"): bin/ringfall, the content
# and the browser client under share/ringfall/, ringfall.h alone under
# include/, libringfall.a, libringfall.so and ringfall.pc. Then
# examples/embed.c, built against it with pkg-config once with the shared
# library and once with the static one, plays a whole match with each.
# DEFAULT_DATA_DIR is <CMAKE_INSTALL_PREFIX>/share/ringfall/data: the
# installed library and the installed ringfall must read it when given no
# data directory (not the source tree's data/).
set -eu
build=$1 src=$2 cc=$3 cflags=$4 default_data=$5
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*"; exit 1; }

p=$tmp/prefix
cmake --install "$build" --prefix "$p" >"$tmp/install.log" || { cat "$tmp/install.log"; fail "cmake --install"; }
pc=$(find "$p" -name ringfall.pc)
[ -n "$pc" ] || fail "no ringfall.pc installed"
export PKG_CONFIG_PATH="$(dirname "$pc")"
pkgconf() { pkg-config --define-variable=prefix="$p" "$@" ringfall; }
libdir=$(pkgconf --variable=libdir)
for f in "$p/bin/ringfall" "$libdir/libringfall.a" "$libdir/libringfall.so" \
         "$p/share/ringfall/data/components.json" "$p/share/ringfall/data/maps" \
         "$p/share/ringfall/web/index.html"; do
  [ -e "$f" ] || fail "not installed: ${f#$p/}"
done
[ "$(ls "$p/include")" = ringfall.h ] || fail "include/ holds more than ringfall.h: $(ls "$p/include")"
soname=$(readelf -d "$libdir/libringfall.so" | sed -n 's/.*SONAME.*\[\(.*\)\]/\1/p')
[ -n "$soname" ] && [ -e "$libdir/$soname" ] || fail "libringfall.so has no soname, or its file is missing"
echo "installed: bin/ringfall, ${libdir#$p/}/libringfall.a, ${libdir#$p/}/$soname, include/ringfall.h, ringfall.pc $(pkgconf --modversion)"

# The example, shared (found at run time by its rpath) and static.
# shellcheck disable=SC2046,SC2086  # pkg-config's flags are words
$cc -std=c11 -Wall -Wextra -Werror $cflags -o "$tmp/embed" "$src/examples/embed.c" $(pkgconf --cflags --libs) \
    -Wl,-rpath,"$libdir" || fail "building embed against libringfall.so"
# shellcheck disable=SC2046,SC2086
$cc -std=c11 -Wall -Wextra -Werror $cflags -o "$tmp/embed-static" "$src/examples/embed.c" $(pkgconf --cflags) \
    "$libdir/libringfall.a" $(pkg-config --libs jansson) -lm || fail "building embed against libringfall.a"
readelf -d "$tmp/embed" | grep -q "NEEDED.*$soname" || fail "embed does not use $soname"
if readelf -d "$tmp/embed-static" | grep -q "NEEDED.*libringfall"; then fail "embed-static needs libringfall.so"; fi

data=$p/share/ringfall/data
"$tmp/embed" 7 "$data" >"$tmp/shared.out" || { cat "$tmp/shared.out"; fail "embed (shared)"; }
"$tmp/embed-static" 7 "$data" >"$tmp/static.out" || { cat "$tmp/static.out"; fail "embed (static)"; }
cat "$tmp/shared.out"
grep -Eq "decisions; (red wins|blue wins|a draw)$" "$tmp/shared.out" || fail "no winner printed"
cmp -s "$tmp/shared.out" "$tmp/static.out" || fail "the static and shared builds played differently"

# Given no data directory, the installed library and the installed
# ringfall read DEFAULT_DATA_DIR: the content loads from there, or (when
# nothing is installed there) the error names it.
"$tmp/embed" 7 >"$tmp/default.out" 2>&1 || true
grep -q "$default_data" "$tmp/default.out" || { cat "$tmp/default.out"; fail "embed does not read $default_data"; }
"$p/bin/ringfall" map check crossroads >"$tmp/cli.out" 2>&1 || true
grep -q "$default_data" "$tmp/cli.out" || { cat "$tmp/cli.out"; fail "the installed ringfall does not read $default_data"; }
echo "ok"
