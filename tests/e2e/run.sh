#!/bin/sh
# tests/e2e/run.sh RINGFALL OUTDIR [TEST.mjs] — the browser client end to
# end in headless Chromium (TEST.mjs, default play.mjs; docs/client.md). ./scripts/setup.sh installs
# Debian's chromium and playwright-core (npm ci here); without them this
# test fails and says so, it never skips.
here=$(cd "$(dirname "$0")" && pwd)
if ! command -v node >/dev/null 2>&1; then
  echo "tests/e2e: node is not installed: run ./scripts/setup.sh" >&2
  exit 1
fi
if [ ! -f "$here/node_modules/playwright-core/package.json" ]; then
  echo "tests/e2e: playwright-core is not installed: run ./scripts/setup.sh (npm ci in tests/e2e)" >&2
  exit 1
fi
if [ -z "${CHROMIUM:-}" ] && ! command -v chromium >/dev/null 2>&1 && ! command -v chromium-browser >/dev/null 2>&1; then
  echo "tests/e2e: chromium is not installed: run ./scripts/setup.sh" >&2
  exit 1
fi
exec node "$here/${3:-play.mjs}" "$1" "$2"
