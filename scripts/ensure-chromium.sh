#!/usr/bin/env bash
# Makes sure Debian's Chromium is at /usr/bin/chromium (the benchmarks of what a user sees) and its
# headless shell at /usr/bin/chromium-headless-shell (the end-to-end tests: the same engine with less
# CPU; tests/e2e/browser.ts). `npx playwright install` cannot work on these machines.
set -euo pipefail

NEEDED=(/usr/bin/chromium /usr/bin/chromium-headless-shell)
PACKAGES=(chromium chromium-headless-shell)

missing() {
  for binary in "${NEEDED[@]}"; do
    [ -x "$binary" ] || { echo "$binary"; return 0; }
  done
  return 1
}

if ! missing >/dev/null; then
  exit 0
fi

if [ "$(id -u)" -ne 0 ]; then
  if [ "$(missing)" = /usr/bin/chromium-headless-shell ]; then
    # The tests fall back to the full browser: slower, the same checks.
    echo "ensure-chromium: no headless shell and not root; the tests use /usr/bin/chromium." >&2
    exit 0
  fi
  echo "ensure-chromium: $(missing) is missing and this user is not root." >&2
  echo "Install it with: sudo apt-get update && sudo apt-get install -y ${PACKAGES[*]}" >&2
  exit 1
fi

echo "ensure-chromium: installing Debian's ${PACKAGES[*]}..."
export DEBIAN_FRONTEND=noninteractive
apt-get update
apt-get install -y "${PACKAGES[@]}"

if missing >/dev/null; then
  echo "ensure-chromium: apt-get finished but $(missing) is still missing." >&2
  exit 1
fi
