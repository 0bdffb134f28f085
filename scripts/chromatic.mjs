#!/usr/bin/env node
// Publishes Storybook to Chromatic for teams that have a project there. Without a token there is
// nothing to publish to, and that is not a failure: local visual baselines are kept by the
// Storybook test-runner instead (npm run test:storybook).
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log(
    'chromatic: CHROMATIC_PROJECT_TOKEN is not set, so nothing is published (set it to the ' +
      "project's token to publish Storybook to Chromatic).",
  );
  process.exit(0);
}

// The pinned CLI from node_modules, never one npx would download; the token stays in the environment.
const require = createRequire(import.meta.url);
const cli = path.join(path.dirname(require.resolve('chromatic/package.json')), 'dist/bin.cjs');
const result = spawnSync(
  process.execPath,
  [
    cli,
    '--build-script-name',
    'build-storybook',
    '--exit-zero-on-changes',
    ...process.argv.slice(2),
  ],
  { stdio: 'inherit' },
);
process.exit(result.status ?? 1);
