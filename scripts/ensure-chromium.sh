#!/usr/bin/env bash
# Browser tests use Debian's Chromium at /usr/bin/chromium; no tool may download its own browser.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's chromium package (needed by Storybook test-runner and Playwright)..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "Chromium is missing at $CHROMIUM." >&2
echo "Install it with: sudo apt-get install -y chromium   (or set CHROMIUM_PATH to a Chromium binary)" >&2
exit 1
