// npm run check:packages: the published packages as another team gets them. Builds domain, ui and
// features, packs them (npm pack, so prepack/postpack and `files` apply), installs the tarballs
// with their peers from the registry into a throwaway folder outside the repo, then loads each one
// in plain Node, as import() and as require(), and runs publint on what was installed.
// Options: --no-build (use the dist/ folders as they are), --keep (leave the throwaway folder).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const options = new Set(process.argv.slice(2));
const PACKAGES = ['@podoffice/domain', '@podoffice/ui', '@podoffice/features'];
const PEERS = [
  'react@^19',
  'react-dom@^19',
  'styled-components@^6',
  '@reduxjs/toolkit@^2',
  'react-redux@^9',
  'react-router-dom@^7',
];
const PUBLINT = 'publint@^0.3';

// One known export per entry point: its name and what typeof must say.
const ENTRIES = [
  ['@podoffice/domain', 'canApproveBalance', 'function'],
  ['@podoffice/ui', 'PodThemeProvider', 'function'],
  ['@podoffice/features', 'createAppStore', 'function'],
  ['@podoffice/features/balance', 'BalanceScreen', 'function'],
];

// Server rendering is what breaks first when a package does not load outside a bundler.
const RENDER = `
  const html = renderToString(
    createElement(PodThemeProvider, { withGlobalStyle: false },
      createElement(Button, { variant: 'primary' }, 'Save')));
  if (!/<button[^>]*>.*Save/.test(html)) throw new Error('rendered ' + html.slice(0, 200));`;

const packageDir = (name) => path.join(root, 'packages', name.replace('@podoffice/', ''));

const started = Date.now();
const results = [];

// The child npm must not inherit the repo as its project (npm run sets npm_config_local_prefix).
const KEEP_NPM_ENV = new Set(['npm_config_cache', 'npm_config_userconfig', 'npm_config_registry']);
const env = Object.fromEntries(
  Object.entries(process.env).filter(([key]) => !key.startsWith('npm_') || KEEP_NPM_ENV.has(key)),
);

function run(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, env, encoding: 'utf8', maxBuffer: 64 << 20 });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}${result.error?.message ?? ''}`;
  return { ok: result.status === 0, output };
}

function tail(output, lines = 15) {
  return output.trim().split('\n').slice(-lines).join('\n');
}

function record(name, { ok, output }, detail = '') {
  results.push({ name, ok });
  console.log(`${ok ? 'PASS' : 'FAIL'}  ${name}${detail ? `  (${detail})` : ''}`);
  if (!ok) console.log(tail(output).replace(/^/gm, '      '));
  return ok;
}

function step(name, command, args, cwd) {
  const begin = Date.now();
  const outcome = run(command, args, cwd);
  return record(name, outcome, `${((Date.now() - begin) / 1000).toFixed(1)} s`) ? outcome : null;
}

function finish(workDir) {
  if (workDir && !options.has('--keep')) rmSync(workDir, { recursive: true, force: true });
  else if (workDir) console.log(`\nKept ${workDir}`);
  const failed = results.filter((r) => !r.ok);
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  console.log(
    `\n${failed.length === 0 ? 'All' : `${failed.length} of`} ${results.length} package checks ` +
      `${failed.length === 0 ? 'passed' : 'failed'} in ${seconds} s.`,
  );
  process.exit(failed.length === 0 ? 0 : 1);
}

if (!options.has('--no-build')) {
  const scopes = PACKAGES.flatMap((name) => ['--scope', name]);
  if (!step('build domain, ui, features', 'npx', ['lerna', 'run', 'build', ...scopes], root)) {
    finish();
  }
}

const workDir = mkdtempSync(path.join(tmpdir(), 'podoffice-packages-'));
const tarballs = path.join(workDir, 'tarballs');
const app = path.join(workDir, 'app');
console.log(`Throwaway folder: ${workDir}`);

const workspaces = PACKAGES.flatMap((name) => ['-w', name]);
mkdirSync(tarballs);
const packed = step(
  'npm pack',
  'npm',
  ['pack', ...workspaces, '--pack-destination', tarballs],
  root,
);
// A pack that fails between prepack and postpack leaves a stripped package.json behind: put the
// committed one back before anything else reads it.
for (const name of PACKAGES) {
  run('node', [path.join(root, 'scripts', 'pack-manifest.mjs'), 'restore'], packageDir(name));
}
if (!packed) finish(workDir);
const files = readdirSync(tarballs)
  .filter((file) => file.endsWith('.tgz'))
  .map((file) => path.join(tarballs, file));

// A plain CommonJS project: import() and require() are both tried from it.
mkdirSync(app, { recursive: true });
writeFileSync(
  path.join(app, 'package.json'),
  `${JSON.stringify({ name: 'podoffice-package-check', private: true }, null, 2)}\n`,
);
const install = ['install', '--no-audit', '--no-fund', '--loglevel', 'error'];
if (
  !step('install tarballs + peers from the registry', 'npm', [...install, ...files, ...PEERS], app)
) {
  finish(workDir);
}

for (const [specifier, name, type] of ENTRIES) {
  const check = `if (typeof m[${JSON.stringify(name)}] !== '${type}') throw new Error(
    ${JSON.stringify(`${specifier}: export ${name} is `)} + typeof m[${JSON.stringify(name)}]);`;
  const esm = `const m = await import(${JSON.stringify(specifier)});${check}`;
  const cjs = `const m = require(${JSON.stringify(specifier)});${check}`;
  record(
    `import('${specifier}') has ${name}`,
    run('node', ['--input-type=module', '-e', esm], app),
  );
  record(`require('${specifier}') has ${name}`, run('node', ['-e', cjs], app));
}

record(
  'ESM: renderToString of a ui Button',
  run(
    'node',
    [
      '--input-type=module',
      '-e',
      `import { createElement } from 'react';
       import { renderToString } from 'react-dom/server';
       import { Button, PodThemeProvider } from '@podoffice/ui';${RENDER}`,
    ],
    app,
  ),
);
record(
  'CJS: renderToString of a ui Button',
  run(
    'node',
    [
      '-e',
      `const { createElement } = require('react');
       const { renderToString } = require('react-dom/server');
       const { Button, PodThemeProvider } = require('@podoffice/ui');${RENDER}`,
    ],
    app,
  ),
);

const publint = run('npm', [...install, '--no-save', PUBLINT], app);
if (!publint.ok) {
  console.log(`SKIP  publint: it did not install from the registry\n${tail(publint.output, 5)}`);
} else {
  for (const name of PACKAGES) {
    // The installed folder is exactly the tarball's content, so publint reads it as is.
    const dir = path.join(app, 'node_modules', name);
    const outcome = run('npx', ['publint', '--pack', 'false', dir], app);
    record(`publint ${name}`, outcome);
    const notes = outcome.output.trim();
    if (outcome.ok && notes && !/All good/.test(notes)) console.log(notes.replace(/^/gm, '      '));
  }
}

finish(workDir);
