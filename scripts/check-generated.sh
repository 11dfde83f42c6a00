#!/usr/bin/env bash
# Fails when the committed generated code is not what the contract produces: regenerates into a
# scratch copy of the tree and compares, so a dirty work tree is never touched.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
cd "$root"
mkdir -p "$scratch/web/src"
cp -r openapi scripts orval.config.ts redocly.yaml tsconfig.json package.json "$scratch/"
cp -r --parents src/modules "$scratch/"
cp -r --parents web/src/lib web/src/api "$scratch/" 2>/dev/null || true
ln -s "$root/node_modules" "$scratch/node_modules"
(cd "$scratch" && npm run --silent generate >/dev/null 2>"$scratch/generate.log") || { cat "$scratch/generate.log"; exit 1; }
status=0
for dir in src/modules web/src/api/generated; do
  if ! diff -r -q "$root/$dir" "$scratch/$dir" >/dev/null 2>&1; then
    diff -r -u "$root/$dir" "$scratch/$dir" | head -n 60
    status=1
  fi
done
if ! diff -q openapi/types.ts "$scratch/openapi/types.ts" >/dev/null 2>&1; then
  echo "openapi/types.ts is stale"; status=1
fi
if [ "$status" -ne 0 ]; then
  echo "Generated code is stale: run 'make generate' and commit the result." >&2
  exit 1
fi
echo "Generated code matches openapi/openapi.yaml."
