#!/usr/bin/env bash
# Fails when server/db/schema/ and server/db/migrations disagree: drizzle-kit generate, run on a copy
# of the migrations, must find nothing to add. A schema change without its migration would otherwise
# reach a database only through tests that happen to touch it.
set -euo pipefail
cd "$(dirname "$0")/.."

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cp -r server/db/migrations "$work/migrations"
# drizzle-kit reads `out` relative to the working directory, even when it is absolute.
out="$(realpath --relative-to=. "$work/migrations")"
cat >"$work/drizzle.config.mjs" <<CONFIG
export default { dialect: 'postgresql', schema: './server/db/schema/index.ts', out: '${out}' };
CONFIG

# drizzle-kit exits 0 on some errors, so success is its own words plus an unchanged folder.
npx drizzle-kit generate --config "$work/drizzle.config.mjs" >"$work/generate.log" 2>&1 || true
if ! grep -q 'No schema changes' "$work/generate.log"; then
  cat "$work/generate.log" >&2
  echo "server/db/schema/ has changes without a migration (or drizzle-kit failed, above): run npm run db:generate and commit it." >&2
  exit 1
fi
if ! diff -rq server/db/migrations "$work/migrations" >/dev/null; then
  echo "server/db/schema/ has changes without a migration: run npm run db:generate and commit it." >&2
  diff -rq server/db/migrations "$work/migrations" >&2 || true
  exit 1
fi
echo "Migrations agree with server/db/schema/."
