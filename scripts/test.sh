#!/usr/bin/env bash
# `npm test`: everything CI checks, in order, stopping at the first failure.
set -euo pipefail
cd "$(dirname "$0")/.."

# shellcheck source=steps.sh
source scripts/steps.sh

step "Chromium for the end-to-end tests"
bash scripts/ensure-chromium.sh

step "Type check (tsc --noEmit)"
npx tsc --noEmit -p tsconfig.json

step "Lint (eslint) and format (prettier)"
npx eslint . --max-warnings 0
npx prettier --check . --log-level warn

step "Migrations agree with the schema (drizzle-kit generate adds none)"
bash scripts/check-migrations.sh

step "Unit, component and server tests (vitest, PGlite)"
npx vitest run

step "Client build (vite build)"
npx vite build

step "First-load JavaScript within budget (login ≤ 180 KB gzip in ≤ 15 scripts, shell ≤ 120 KB; issue 13)"
npx tsx scripts/check-login-js.ts --dist dist

step "Storybook build (every widget story compiles)"
npx storybook build --quiet -o storybook-static

step "End-to-end tests (Chromium)"
npx vitest run --config tests/e2e/vitest.e2e.config.ts

steps_report
step "All checks passed"
