#!/usr/bin/env bash
# Makes sure Debian's Chromium is at /usr/bin/chromium for the end-to-end tests
# (`npx playwright install` cannot work on these machines).
set -euo pipefail

CHROMIUM=/usr/bin/chromium

if [ -x "$CHROMIUM" ]; then
  exit 0
fi

if [ "$(id -u)" -ne 0 ]; then
  echo "ensure-chromium: $CHROMIUM is missing and this user is not root." >&2
  echo "Install it with: sudo apt-get update && sudo apt-get install -y chromium" >&2
  exit 1
fi

echo "ensure-chromium: installing Debian's chromium..."
export DEBIAN_FRONTEND=noninteractive
apt-get update
apt-get install -y chromium

if [ ! -x "$CHROMIUM" ]; then
  echo "ensure-chromium: apt-get finished but $CHROMIUM is still missing." >&2
  exit 1
fi
