#!/usr/bin/env bash
# npm test: every test layer, fastest first, stopping at the first failure.
set -euo pipefail
cd "$(dirname "$0")/.."
start=$(date +%s)
# Each step's time is listed when the suite ends, passed or failed: the suite's
# budget is well under 30 minutes of CI, and this says where it goes.
last=$start
name=""
times=""
lap() {
  local now
  now=$(date +%s)
  [ -n "$name" ] && times="$times$(printf '%6d s  %s' $((now - last)) "$name")"$'\n'
  last=$now
}
trap 'lap; echo; printf "%s" "$times"' EXIT
step() {
  lap
  name="$*"
  printf '\n\033[1m== %s ==\033[0m\n' "$*"
}

step "chromium"; bash scripts/ensure-chromium.sh
step "lint"; npm run -s lint
step "typecheck"; npm run -s typecheck
step "codegen up to date"; npm run -s codegen:check
step "jest (every package)"; npm run -s test:unit -- --loglevel warn
step "new:area scaffolds an area that passes lint, typecheck and its tests"; npm run -s test:new-area
step "storybook build + test-runner (Chromium, axe)"; npm run -s test:storybook
step "build"; npm run -s build -- --loglevel warn
step "published packages (tarballs in a host app: tsc, Vite, Node, publint, attw, Chromium)"; node scripts/check-packages.mjs --no-build
step "end-to-end (Playwright, Chromium, real server)"; npm run -s test:e2e

echo; echo "All test layers passed in $(( $(date +%s) - start )) s."
