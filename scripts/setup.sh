#!/usr/bin/env bash
# Set up ringfall on a fresh Debian machine: install every dependency with
# apt-get, then build. Safe to run again.
set -euo pipefail
cd "$(dirname "$0")/.."

SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi

# python3-numpy: the Python package's environment (docs/python.md, its tests).
# libclang-rt-dev: clang's runtime libraries, libFuzzer among them (the fuzz
# targets, make fuzz-build); Debian's clang only recommends it.
# libopenmpi-dev, openmpi-bin: Open MPI, for the MPI build of the command
# (build/mpi/ringfall: mpirun -np N ringfall sim, docs/sim.md; optional,
# tests/mpi/sim_mpi.sh skips without it).
# libxml2-utils: xmllint, which parses the SVG of `ringfall map svg` in
# tests/cli/map_svg.sh.
PACKAGES=(build-essential cmake pkg-config libjansson-dev libcmocka-dev clang libclang-rt-dev
          jq libmicrohttpd-dev libsqlite3-dev nettle-dev curl libcurl4-openssl-dev
          chromium python3 python3-numpy libopenmpi-dev openmpi-bin
          libxml2-utils)
# The browser tests (tests/e2e) run on node and npm: Debian's, unless the
# machine already has them (another node must not be replaced).
command -v npm >/dev/null 2>&1 || PACKAGES+=(nodejs npm)

missing=()
for p in "${PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "installing: ${missing[*]}"
  $SUDO apt-get update -q
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -q "${missing[@]}"
fi

# playwright-core for the browser tests, exactly as package-lock.json pins it
# (from npm's cache when it holds it).
(cd tests/e2e && npm ci --prefer-offline --no-audit --no-fund)

make build
echo
echo "ringfall is built: ./build/ringfall --help"
