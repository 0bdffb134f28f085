// Proves `npm run new:area` works untouched: in a throwaway copy of the repo (the working tree's
// files, node_modules linked from here) it refuses bad names without writing anything, then
// scaffolds a sample area and runs lint on what it wrote, the typecheck of features, server and
// app, and the area's generated tests with the manifest checks. The copy is removed afterwards.
import { spawn, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SAMPLE = 'scaffoldSample';
// Every route of the specs has its screen now: the sample takes a new Administrator route, and the
// route table's test learns it as the scaffold asks a developer to (its SPEC list).
const SAMPLE_ROUTE = '/admin/scaffold-sample';
const started = Date.now();

function step(text) {
  console.log(`\n-- ${text} (${Math.round((Date.now() - started) / 1000)} s)`);
}

function run(cwd, command, args, { expectFailure = false } = {}) {
  const result = spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, CI: '1' },
  });
  const output = `${result.stdout}${result.stderr}`;
  if (expectFailure ? result.status === 0 : result.status !== 0) {
    console.error(output);
    throw new Error(`${command} ${args.join(' ')} ${expectFailure ? 'succeeded' : 'failed'}`);
  }
  return output;
}

function runAsync(cwd, command, args, env = process.env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (status) => {
      if (status === 0) resolve(output);
      else {
        console.error(output);
        reject(new Error(`${command} ${args.join(' ')} failed`));
      }
    });
  });
}

/** The tracked and new files of the working tree, so the copy tests what is here now. */
function copyRepo(to) {
  const listed = run(ROOT, 'git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard']);
  for (const file of new Set(listed.split('\0').filter(Boolean))) {
    const from = path.join(ROOT, file);
    if (!existsSync(from) || statSync(from).isDirectory()) continue;
    mkdirSync(path.dirname(path.join(to, file)), { recursive: true });
    cpSync(from, path.join(to, file));
  }
}

/**
 * Links each installed package from here, but the workspaces' own links point into the copy, so
 * the app and server compile against the copy's features and schema.
 */
function linkNodeModules(to) {
  const modules = path.join(ROOT, 'node_modules');
  mkdirSync(path.join(to, 'node_modules'));
  for (const entry of readdirSync(modules)) {
    if (entry === '@podoffice') continue;
    symlinkSync(path.join(modules, entry), path.join(to, 'node_modules', entry));
  }
  mkdirSync(path.join(to, 'node_modules/@podoffice'));
  for (const entry of readdirSync(path.join(modules, '@podoffice'))) {
    const target = readlinkSync(path.join(modules, '@podoffice', entry));
    symlinkSync(target, path.join(to, 'node_modules/@podoffice', entry));
  }
  for (const pkg of readdirSync(path.join(ROOT, 'packages'))) {
    const own = path.join(ROOT, 'packages', pkg, 'node_modules');
    if (existsSync(own)) symlinkSync(own, path.join(to, 'packages', pkg, 'node_modules'));
  }
}

/** Every file under the copy's sources and its manifest, with size and time: what a write changes. */
function snapshot(dir) {
  const files = [];
  const walk = (at) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === '.git') continue;
      const full = path.join(at, entry.name);
      if (entry.isDirectory()) walk(full);
      else {
        const { size, mtimeMs } = statSync(full);
        files.push(`${path.relative(dir, full)} ${size} ${mtimeMs}`);
      }
    }
  };
  walk(dir);
  return files.sort().join('\n');
}

function refuses(copy, args, message) {
  const before = snapshot(copy);
  const output = run(copy, 'node', ['scripts/new-area/index.mjs', ...args], {
    expectFailure: true,
  });
  if (!output.includes(message) || !output.includes('Nothing was written.')) {
    throw new Error(`new:area ${args.join(' ')} did not say why:\n${output}`);
  }
  if (snapshot(copy) !== before) throw new Error(`new:area ${args.join(' ')} wrote files`);
  console.log(`refused ${args.join(' ')}: ${output.split('\n')[0]}`);
}

const copy = mkdtempSync(path.join(tmpdir(), 'podoffice-new-area-'));
try {
  step(`copying the repo to ${copy}`);
  copyRepo(copy);
  linkNodeModules(copy);

  step('bad and taken names are refused and write nothing');
  refuses(copy, ['Bad-Name'], 'is not a valid area name');
  refuses(copy, ['discounts'], 'already exists');
  refuses(copy, ['shared'], 'is reserved');
  refuses(copy, [], 'give one area name');

  // A new route, as an area beyond the specs would take.
  step(`npm run new:area ${SAMPLE} -- --route ${SAMPLE_ROUTE}`);
  const output = run(copy, 'npm', ['run', '-s', 'new:area', SAMPLE, '--', '--route', SAMPLE_ROUTE]);
  const written = [...output.matchAll(/^ {2}(?:wrote|edited) +(\S+)$/gm)].map((m) => m[1]);
  if (written.length === 0) throw new Error(`new:area listed no files:\n${output}`);
  refuses(copy, [SAMPLE], 'already exists');
  const tableTest = path.join(copy, 'packages/app/src/routes/routeTable.test.ts');
  writeFileSync(
    tableTest,
    readFileSync(tableTest, 'utf8').replace(
      /\nconst SPEC: [^\n]*\n/,
      (line) => `${line}  [['${SAMPLE_ROUTE}'], [A]],\n`,
    ),
  );

  step('lint of the written files');
  const code = written.filter((file) => /\.(ts|tsx|mjs)$/.test(file));
  run(copy, 'npx', ['eslint', '--max-warnings', '0', ...code]);
  run(copy, 'npx', ['prettier', '--check', '--log-level', 'warn', ...written]);
  run(copy, 'npm', ['run', '-s', 'codegen:check']);

  // Side by side: each tsc waits on its own files, and together they take the two cores.
  step('typecheck of features, server and app');
  await Promise.all(
    ['features', 'server', 'app'].map((pkg) =>
      runAsync(copy, 'npm', ['run', '-s', 'typecheck', '-w', `@podoffice/${pkg}`]),
    ),
  );

  step('the generated tests and the manifest checks');
  // On the embedded database only: the scaffold's test is about the scaffold, and a PostgreSQL
  // template (migrated and seeded for this one file) was a minute of the step in CI.
  const { TEST_DATABASE_URL: _postgres, ...embeddedOnly } = process.env;
  const jest = (pkg, ...tests) =>
    runAsync(
      path.join(copy, 'packages', pkg),
      'npx',
      ['jest', '-w', '1', '--ci', ...tests],
      embeddedOnly,
    );
  // The server's test mostly waits on its database, so the three packages run side by side.
  await Promise.all([
    jest('features', `src/${SAMPLE}/`, 'src/areas.test.ts'),
    jest('app', 'src/routes/areas.test.ts', 'src/routes/routeTable.test.ts'),
    jest('server', `test/${SAMPLE}.test.ts`, 'test/areas.test.ts'),
  ]);

  const manifest = JSON.parse(readFileSync(path.join(copy, 'areas.json'), 'utf8'));
  if (!manifest.featureAreas.some((area) => area.name === SAMPLE)) {
    throw new Error('areas.json does not list the new area');
  }
  step('new:area passed');
} finally {
  if (process.env.KEEP_COPY) console.log(`kept ${copy}`);
  else rmSync(copy, { recursive: true, force: true });
}
