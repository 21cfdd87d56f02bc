#!/usr/bin/env bash
# `npm test`: everything CI checks, in order, stopping at the first failure.
set -euo pipefail
cd "$(dirname "$0")/.."

# shellcheck source=steps.sh
source scripts/steps.sh

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# On a fresh machine apt fetches and installs Chromium for minutes, mostly waiting on the network:
# it runs beside the checks below, and the end-to-end step waits for it. It is never stopped early
# (a killed apt leaves dpkg half done), so a failure before that step lets it finish on its own.
step "Chromium for the end-to-end tests (installing in the background when missing)"
bash scripts/ensure-chromium.sh >"$work/chromium.log" 2>&1 &
chromium_pid=$!

# Runs each "name|command" at once (two cores: tsc, eslint and prettier are one thread each) and
# prints their output in the order given; fails when any failed, after all have ended.
side_by_side() {
  local pids=() names=() i=0 failed=0 status
  for job in "$@"; do
    names+=("${job%%|*}")
    bash -c "${job#*|}" >"$work/job$i.log" 2>&1 &
    pids+=($!)
    i=$((i + 1))
  done
  for i in "${!pids[@]}"; do
    if wait "${pids[$i]}"; then status=ok; else status=FAILED failed=1; fi
    printf -- '--- %s: %s\n' "${names[$i]}" "$status"
    cat "$work/job$i.log"
  done
  return "$failed"
}

step "Type check (tsc --noEmit), lint (eslint), format (prettier), migrations agree with the schema"
side_by_side \
  "tsc --noEmit|npx tsc --noEmit -p tsconfig.json" \
  "eslint|npx eslint . --max-warnings 0" \
  "prettier --check|npx prettier --check . --log-level warn" \
  "drizzle-kit generate adds no migration|bash scripts/check-migrations.sh"

step "Unit, component and server tests (vitest, PGlite)"
npx vitest run

step "Client build (vite build)"
npx vite build

step "First-load JavaScript within budget (login ≤ 180 KB gzip in ≤ 15 scripts, shell ≤ 120 KB; issue 13)"
npx tsx scripts/check-login-js.ts --dist dist

step "Storybook build (every widget story compiles)"
npx storybook build --quiet -o storybook-static

step "Chromium ready (the background install above)"
if ! wait "$chromium_pid"; then
  cat "$work/chromium.log" >&2
  exit 1
fi
cat "$work/chromium.log"

step "End-to-end tests (Chromium)"
npx vitest run --config tests/e2e/vitest.e2e.config.ts

steps_report
step "All checks passed"
