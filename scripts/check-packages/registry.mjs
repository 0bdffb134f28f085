// The release path of the packages layer (scripts/check-packages.mjs): a local registry to publish
// to, an npm user configuration that names it, and `changeset version` tried on a copy of the
// manifests.
import { fork, spawnSync } from 'node:child_process';
import {
  closeSync,
  cpSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * Starts Verdaccio (./verdaccio.mjs) with its storage under `dir`, and writes `dir`/npmrc: the
 * user's own npm configuration (so a CI machine's mirror or cache settings still apply) plus the
 * @podoffice scope's registry and a token for it, as a team's .npmrc would name its registry.
 * Resolves to { url, userconfig, stop }; stop() is also called when this process exits.
 */
export async function startRegistry(dir, { timeoutMs = 30_000 } = {}) {
  mkdirSync(dir, { recursive: true });
  const log = path.join(dir, 'verdaccio.log');
  const logFd = openSync(log, 'w');
  const child = fork(path.join(here, 'verdaccio.mjs'), [path.join(dir, 'storage')], {
    // Its log goes to a file: the checks block this process's event loop (spawnSync), and a
    // pipe left unread would stall Verdaccio mid-answer.
    stdio: ['ignore', logFd, logFd, 'ipc'],
    execArgv: [],
  });
  const stop = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill();
  };
  process.on('exit', stop);
  const url = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('Verdaccio did not start')), timeoutMs);
    child.once('message', (message) => {
      clearTimeout(timer);
      // Its channel alone must not keep this process alive: the 'exit' handler stops it.
      child.unref();
      child.channel?.unref();
      resolve(message.url);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(
        new Error(`Verdaccio exited (${code}) before it listened:\n${readFileSync(log, 'utf8')}`),
      );
    });
  })
    .catch((error) => {
      stop();
      throw error;
    })
    .finally(() => closeSync(logFd));

  const own = spawnSync('npm', ['config', 'get', 'userconfig'], { encoding: 'utf8' }).stdout.trim();
  const mine = own && existsSync(own) ? readFileSync(own, 'utf8') : '';
  const userconfig = path.join(dir, 'npmrc');
  writeFileSync(
    userconfig,
    `${mine.trimEnd()}\n@podoffice:registry=${url}\n${url.replace(/^https?:/, '')}:_authToken=anyone\n`,
    { mode: 0o600 },
  );
  return { url, userconfig, stop };
}

/**
 * `changeset version` on a copy of the workspace's manifests and .changeset/ with one changeset
 * (a minor change to ui): the three published packages must move to one new version together,
 * and the private app and server must follow their new versions (else npm would look for the old
 * ones in the registry). Returns { ok, output } as the layer's other steps do.
 */
export function tryVersionBump(root, dir, packageDirs) {
  mkdirSync(dir, { recursive: true });
  mkdirSync(path.join(dir, '.changeset'), { recursive: true });
  cpSync(path.join(root, 'package.json'), path.join(dir, 'package.json'));
  cpSync(path.join(root, '.changeset', 'config.json'), path.join(dir, '.changeset', 'config.json'));
  // changesets formats what it writes with the repo's Prettier, found from here.
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  const manifest = (folder, base = dir) => path.join(base, 'packages', folder, 'package.json');
  const before = new Map();
  for (const folder of packageDirs) {
    mkdirSync(path.dirname(manifest(folder)), { recursive: true });
    cpSync(manifest(folder, root), manifest(folder));
    before.set(folder, JSON.parse(readFileSync(manifest(folder), 'utf8')));
  }
  writeFileSync(
    path.join(dir, '.changeset', 'check-packages.md'),
    '---\n"@podoffice/ui": minor\n---\n\nA change to try the release path.\n',
  );
  const result = spawnSync(path.join(root, 'node_modules', '.bin', 'changeset'), ['version'], {
    cwd: dir,
    encoding: 'utf8',
  });
  let output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
  if (result.status !== 0) return { ok: false, output };

  const after = new Map(
    packageDirs.map((folder) => [folder, JSON.parse(readFileSync(manifest(folder), 'utf8'))]),
  );
  const problems = [];
  const published = packageDirs.filter((folder) => !before.get(folder).private);
  const versions = new Set(published.map((folder) => after.get(folder).version));
  const [next] = versions;
  if (versions.size !== 1) problems.push(`published versions differ: ${[...versions]}`);
  for (const folder of published) {
    if (after.get(folder).version === before.get(folder).version) {
      problems.push(`${after.get(folder).name} stayed at ${before.get(folder).version}`);
    }
    if (!existsSync(path.join(dir, 'packages', folder, 'CHANGELOG.md'))) {
      problems.push(`${after.get(folder).name} has no CHANGELOG.md`);
    }
  }
  for (const pkg of after.values()) {
    for (const [name, range] of Object.entries(pkg.dependencies ?? {})) {
      if (name.startsWith('@podoffice/') && range !== next) {
        problems.push(`${pkg.name} depends on ${name}@${range}, not ${next}`);
      }
    }
  }
  output += problems.join('\n');
  return { ok: problems.length === 0, output, version: next };
}
