// npm run check:packages (a layer of npm test): the published packages as another team gets them.
// Builds domain, ui and features, then follows the release path (docs/releasing.md): tries
// `changeset version` on a copy of the manifests, starts a local registry (Verdaccio on 127.0.0.1,
// scripts/check-packages/registry.mjs), publishes the three to it with `npm run release` (changeset
// publish, so prepack/postpack and `files` apply) and installs them by name with their peers into a
// throwaway host app outside the repo (scripts/check-packages/app), the registry named only by
// the npm configuration, as a team's .npmrc names its own. Then: type-checks the host with
// skipLibCheck off under moduleResolution bundler and nodenext, builds it with Vite, loads each
// package in plain Node as import() and require(), runs publint and @arethetypeswrong/cli (on the
// tarballs the registry serves), and renders the host's embedded BalanceScreen, and OrdersScreen in
// the host's /tools/pod/* route, in Chromium against the real server as an Administrator and as a
// Seller. The host declares its own styled-components theme and TanStack Table ColumnMeta, which no
// declaration of ours may clash with. Verdaccio is stopped when this script ends, however it ends.
// Options: --no-build (use the dist/ folders as they are), --keep (leave the throwaway folder).
import { spawn, spawnSync } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { embeddedWidgetChecks } from './check-packages/browser.mjs';
import { startRegistry, tryVersionBump } from './check-packages/registry.mjs';
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
const ATTW = '@arethetypeswrong/cli@^0.18';
// The host app's build tools, and the TanStack Table it uses itself with its own ColumnMeta, at
// the versions the repo uses (so npm's cache serves them; TanStack Table 8 as ui's, see TOOLCHAIN).
const repoVersion = (name) =>
  JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')).version;
const HOST_TOOLS = [
  'vite',
  '@vitejs/plugin-react',
  '@types/react',
  '@types/react-dom',
  '@types/node',
  '@tanstack/react-table',
].map((name) => `${name}@${repoVersion(name)}`);
// The host is type-checked by the repo's own tsc, the current TypeScript (7.x, native; the repo
// keeps TypeScript 6 under the name `typescript` only for tools that call its API). Where the
// compiler lives does not change what the host's tsconfig resolves, and installing TypeScript 7
// into the host took longer (its 17 platform builds) than the two type-checks it runs.
const TSC = path.join(root, 'node_modules', '@typescript', 'native', 'bin', 'tsc');

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
const version = (name) =>
  JSON.parse(readFileSync(path.join(packageDir(name), 'package.json'), 'utf8')).version;
// What a host asks the registry for: each package by name, at the version the repo holds.
const SPECS = PACKAGES.map((name) => `${name}@${version(name)}`);

const started = Date.now();
const results = [];
/** The local registry, once started: finish() stops it. */
let registry = null;

// The child npm must not inherit the repo as its project (npm run sets npm_config_local_prefix).
const KEEP_NPM_ENV = new Set(['npm_config_cache', 'npm_config_userconfig', 'npm_config_registry']);
const env = Object.fromEntries(
  Object.entries(process.env).filter(([key]) => !key.startsWith('npm_') || KEEP_NPM_ENV.has(key)),
);

function run(command, args, cwd, extraEnv = {}) {
  const result = spawnSync(command, args, {
    cwd,
    env: { ...env, ...extraEnv },
    encoding: 'utf8',
    maxBuffer: 64 << 20,
  });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}${result.error?.message ?? ''}`;
  return { ok: result.status === 0, output };
}

/** run(), without blocking: checks that do not depend on each other share the two cores. */
function runAsync(command, args, cwd) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => resolve({ ok: false, output: output + error.message }));
    child.on('close', (code) => resolve({ ok: code === 0, output }));
  });
}

/**
 * Runs [name, command, args] checks two at a time (a two-core machine: most are one Node or tsc
 * process each) and records them in the order given, whatever order they end in.
 */
async function checksInParallel(checks, cwd, width = 2) {
  const outcomes = new Array(checks.length);
  let next = 0;
  async function lane() {
    while (next < checks.length) {
      const index = next++;
      const [, command, args] = checks[index];
      const begin = Date.now();
      outcomes[index] = {
        ...(await runAsync(command, args, cwd)),
        seconds: (Date.now() - begin) / 1000,
      };
    }
  }
  await Promise.all(Array.from({ length: width }, lane));
  return checks.map(([name], index) => {
    const { seconds, ...outcome } = outcomes[index];
    return { name, outcome, seconds };
  });
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

const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

function step(name, command, args, cwd, extraEnv) {
  const begin = Date.now();
  const outcome = run(command, args, cwd, extraEnv);
  return record(name, outcome, seconds(begin)) ? outcome : null;
}

/**
 * Puts the committed package.json files back: a publish stopped between prepack and postpack
 * leaves stripped ones behind, which nothing else may read (or commit).
 */
function restoreManifests() {
  for (const name of PACKAGES) {
    run('node', [path.join(root, 'scripts', 'pack-manifest.mjs'), 'restore'], packageDir(name));
  }
}

function finish(workDir) {
  registry?.stop();
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
// Ctrl-C stops the publish's npm too: tidy up after it (finish() stops Verdaccio as well).
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    restoreManifests();
    record(`stopped by ${signal}`, { ok: false, output: '' });
    finish(workDir);
  });
}

// Verdaccio starts in its own process while the version check below blocks this one.
const registryStarted = startRegistry(path.join(workDir, 'registry'));
const registryBegin = Date.now();

// The release path's first half: a changeset bumps the three together and the private packages follow.
const workspaceFolders = JSON.parse(
  readFileSync(path.join(root, 'package.json'), 'utf8'),
).workspaces;
const bumpBegin = Date.now();
const bump = tryVersionBump(
  root,
  path.join(workDir, 'version'),
  workspaceFolders.map((folder) => path.basename(folder)),
);
if (
  !record(
    'changeset version: one changeset moves domain, ui and features to one version; app and server follow',
    bump,
    `${bump.version ? `to ${bump.version} in a copy, ` : ''}${seconds(bumpBegin)}`,
  )
) {
  finish(workDir);
}

try {
  registry = await registryStarted;
  record(
    'Verdaccio on 127.0.0.1',
    { ok: true, output: '' },
    `${registry.url}, listening ${seconds(registryBegin)} after its start`,
  );
} catch (error) {
  record('Verdaccio on 127.0.0.1', { ok: false, output: String(error) });
  finish(workDir);
}
// Every npm below reads the registry from this user configuration, as a team's own .npmrc.
const npmUser = { npm_config_userconfig: registry.userconfig };
const published = step(
  'npm run release: changeset publish to the registry the npm configuration names',
  'npm',
  ['run', '-s', 'release', '--', '--no-build', '--no-git-tag'],
  root,
  npmUser,
);
restoreManifests();
if (!published) finish(workDir);
// attw reads the tarballs exactly as the registry serves them.
mkdirSync(tarballs);
if (
  !step(
    'npm pack by name from the registry (the published tarballs)',
    'npm',
    ['pack', ...SPECS, '--pack-destination', tarballs, '--loglevel', 'error'],
    workDir,
    npmUser,
  )
) {
  finish(workDir);
}
const files = readdirSync(tarballs)
  .filter((file) => file.endsWith('.tgz'))
  .map((file) => path.join(tarballs, file));

// An ES module project (its .cts file is the CommonJS side); import() and require() are both tried.
cpSync(path.join(root, 'scripts', 'check-packages', 'app'), app, { recursive: true });
writeFileSync(
  path.join(app, 'package.json'),
  `${JSON.stringify({ name: 'podoffice-package-check', private: true, type: 'module' }, null, 2)}\n`,
);
// --prefer-offline: the repo's own install just fetched these versions, so npm's cache answers without
// asking the registry again for each package's metadata (TypeScript 7 alone lists 17 platform builds).
const install = ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel', 'error'];
if (
  !step(
    `install ${SPECS.join(', ')} by name from Verdaccio, peers and build tools from npm's registry`,
    'npm',
    [...install, ...SPECS, ...PEERS, ...HOST_TOOLS],
    app,
    npmUser,
  )
) {
  finish(workDir);
}

// publint and attw apart from the host's own dependencies (one install of both took longer).
if (
  !step(
    'install publint and @arethetypeswrong/cli',
    'npm',
    [...install, '--no-save', PUBLINT, ATTW],
    app,
  )
) {
  finish(workDir);
}
const built =
  step(
    'vite build of the host app',
    path.join(app, 'node_modules', '.bin', 'vite'),
    ['build'],
    app,
  ) &&
  // Its dialogs page as the host's development build (React's, StrictMode mounting twice), in /dev/.
  step(
    'vite build of the host dialogs page, development',
    path.join(app, 'node_modules', '.bin', 'vite'),
    ['build', '--config', 'vite.dev.config.mjs', '--mode', 'development'],
    app,
    { NODE_ENV: 'development' },
  );

// Every check below reads the installed host and nothing writes it: they run two at a time, and
// the browser checks (their own server and Chromium) beside them.
const node = (script, esm = false) => [
  'node',
  [...(esm ? ['--input-type=module'] : []), '-e', script],
];
const checks = [
  ['tsc, moduleResolution bundler, skipLibCheck off', TSC, ['-p', 'tsconfig.bundler.json']],
  ['tsc, moduleResolution nodenext, skipLibCheck off', TSC, ['-p', 'tsconfig.nodenext.json']],
];
for (const [specifier, name, type] of ENTRIES) {
  const check = `if (typeof m[${JSON.stringify(name)}] !== '${type}') throw new Error(
    ${JSON.stringify(`${specifier}: export ${name} is `)} + typeof m[${JSON.stringify(name)}]);`;
  const esm = `const m = await import(${JSON.stringify(specifier)});${check}`;
  const cjs = `const m = require(${JSON.stringify(specifier)});${check}`;
  checks.push([`import('${specifier}') has ${name}`, ...node(esm, true)]);
  checks.push([`require('${specifier}') has ${name}`, ...node(cjs)]);
}
checks.push([
  'ESM: renderToString of a ui Button',
  ...node(
    `import { createElement } from 'react';
     import { renderToString } from 'react-dom/server';
     import { Button, PodThemeProvider } from '@podoffice/ui';${RENDER}`,
    true,
  ),
]);
checks.push([
  'CJS: renderToString of a ui Button',
  ...node(
    `const { createElement } = require('react');
     const { renderToString } = require('react-dom/server');
     const { Button, PodThemeProvider } = require('@podoffice/ui');${RENDER}`,
  ),
]);
checks.push([
  'packed package.json: no scripts of the monorepo (prepack/postpack name ../../scripts)',
  ...node(
    `const { readFileSync } = require('node:fs');
     for (const name of ${JSON.stringify(PACKAGES)}) {
       const pkg = JSON.parse(readFileSync('node_modules/' + name + '/package.json', 'utf8'));
       if (pkg.scripts) throw new Error(name + ' ships scripts: ' + JSON.stringify(pkg.scripts));
     }`,
  ),
]);
const bin = (name) => path.join(app, 'node_modules', '.bin', name);
// The installed folder is exactly the tarball's content, so publint reads it as is.
for (const name of PACKAGES) {
  checks.push([
    `publint ${name}`,
    bin('publint'),
    ['--pack', 'false', path.join(app, 'node_modules', name)],
  ]);
}
for (const file of files) {
  // node16 covers Node's ESM and CJS and every bundler; node10 predates "exports" subpaths.
  const args = [file, '--profile', 'node16', '--format', 'ascii'];
  // attw skips wildcard subpaths: name one screen. ./mocks is ESM-only, as msw 3 is.
  if (path.basename(file).startsWith('podoffice-features-')) {
    args.push('--include-entrypoints', './balance/screens/BalanceScreen');
    args.push('--exclude-entrypoints', './mocks');
  }
  checks.push([`@arethetypeswrong/cli ${path.basename(file)}`, bin('attw'), args]);
}

const [outcomes, browserOutcomes] = await Promise.all([
  checksInParallel(checks, app),
  built ? embeddedWidgetChecks({ root, appDist: path.join(app, 'dist'), workDir }) : [],
]);
for (const { name, outcome, seconds } of outcomes) {
  record(name, outcome, seconds >= 1 ? `${seconds.toFixed(1)} s` : '');
  const notes = outcome.output.trim();
  if (name.startsWith('publint') && outcome.ok && notes && !/All good/.test(notes)) {
    console.log(notes.replace(/^/gm, '      '));
  }
}
for (const outcome of browserOutcomes) record(outcome.name, outcome);

finish(workDir);
