#!/usr/bin/env bash
# npm test: every test layer, fastest first, stopping at the first failure.
set -euo pipefail
cd "$(dirname "$0")/.."
step() { printf '\n\033[1m== %s ==\033[0m\n' "$*"; }
start=$(date +%s)

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
