#!/usr/bin/env bash
# Builds Storybook statically and runs every story in Chromium with axe (test-runner-jest.config.mjs),
# then renders the MDX pages of stories/, which the test-runner does not visit.
set -euo pipefail
cd "$(dirname "$0")/.."
# STORYBOOK_OUT and STORYBOOK_TEST_PORT let several runs share a machine.
PORT="${STORYBOOK_TEST_PORT:-6007}"
OUT="${STORYBOOK_OUT:-storybook-static}"
# React's development build, so StrictMode's double mount runs (.storybook/main.ts says why).
STORYBOOK_REACT_DEVELOPMENT=1 npx storybook build --quiet -o "$OUT"
node --import tsx scripts/static-server.mjs "$OUT" "$PORT" &
server=$!
trap 'kill $server 2>/dev/null || true' EXIT
for _ in $(seq 1 50); do
  curl -sf "http://127.0.0.1:$PORT/index.json" >/dev/null && break
  sleep 0.2
done
npx test-storybook --url "http://127.0.0.1:$PORT" --maxWorkers=2 "$@"
node scripts/check-docs-pages.mjs "http://127.0.0.1:$PORT"
