#!/bin/sh
# Keeps data/rules/RULES.md, the rules reference the server serves
# (GET /api/rules, apps/server/rules_text.c; the client's web/js/rules.js),
# a copy of the project's rules text ../shared/rules/RULES.md, so that a
# fresh clone has its rules without ../shared.
#
# Usage: scripts/rules-text.sh [--check] [RULES.md]
#   --check  compare instead of copying (exit 1 if data/rules/RULES.md is
#            out of date, 77 if RULES.md is not there: ctest skips)
set -eu
cd "$(dirname "$0")/.."
check=0
if [ "${1:-}" = "--check" ]; then check=1; shift; fi
src=${1:-../shared/rules/RULES.md}
dst=data/rules/RULES.md
if [ ! -f "$src" ]; then
  echo "rules-text: $src not found (skipped)" >&2
  exit 77
fi
if [ "$check" -eq 1 ]; then
  if cmp -s "$src" "$dst"; then echo "rules-text: $dst is current"; exit 0; fi
  echo "rules-text: $dst differs from $src: run scripts/rules-text.sh" >&2
  exit 1
fi
mkdir -p data/rules
cp "$src" "$dst"
echo "rules-text: $dst written from $src"
