#!/usr/bin/env bash
# Builds Storybook statically and runs every story in Chromium with axe (test-runner-jest.config.mjs).
set -euo pipefail
cd "$(dirname "$0")/.."
PORT="${STORYBOOK_TEST_PORT:-6007}"
npx storybook build --quiet -o storybook-static
node scripts/static-server.mjs storybook-static "$PORT" &
server=$!
trap 'kill $server 2>/dev/null || true' EXIT
for _ in $(seq 1 50); do
  curl -sf "http://127.0.0.1:$PORT/index.json" >/dev/null && break
  sleep 0.2
done
npx test-storybook --url "http://127.0.0.1:$PORT" --maxWorkers=2 "$@"
