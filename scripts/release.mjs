// npm run release (docs/releasing.md): builds @podoffice/domain, ui and features and publishes them
// with `changeset publish` at the versions their package.json files hold (`npm run release:version`
// bumps them first), to the registry npm's own configuration names for the @podoffice scope.
//
// Why a wrapper rather than `changeset publish` alone: changesets learns the registry only from a
// package's publishConfig or from npm_config_* variables, and npm 11 no longer exports an .npmrc's
// settings to the scripts it runs, so with a registry set in .npmrc alone changesets would ask
// registry.npmjs.org whether a version is out and point `npm publish` there. Here the registry is
// read from npm (`npm config get`) and handed to changesets in the variable it reads; no registry is
// written in the repository.
//
// Options: --no-build (publish the dist/ folders as they are); anything else goes to
// `changeset publish` (e.g. --no-git-tag, --tag next, --otp 123456).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PUBLISHED = ['@podoffice/domain', '@podoffice/ui', '@podoffice/features'];
const NPM_DEFAULT_REGISTRY = 'https://registry.npmjs.org/';

const args = process.argv.slice(2);
const build = !args.includes('--no-build');
const publishArgs = args.filter((arg) => arg !== '--no-build');

function run(command, commandArgs, env = process.env) {
  const result = spawnSync(command, commandArgs, { cwd: root, env, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** npm's own settings for these keys (one npm process: each costs a second on a busy machine). */
function npmConfig(...keys) {
  const result = spawnSync('npm', ['config', 'get', ...keys], { cwd: root, encoding: 'utf8' });
  if (result.status !== 0) return {};
  const lines = result.stdout.trim().split('\n');
  return Object.fromEntries(
    lines
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)])
      .filter(([, value]) => value !== '' && value !== 'undefined' && value !== 'null'),
  );
}

// The scope's registry wins over `registry` for @podoffice/* in npm itself, so it does here too.
// npm's built-in default is refused: a release goes where a team said, never to the public registry
// because nobody configured one (to publish there, name it: @podoffice:registry=https://registry.npmjs.org/).
const config = npmConfig('@podoffice:registry', 'registry');
const scoped = config['@podoffice:registry'];
const registry = scoped ?? config.registry;
if (!registry || (!scoped && registry.replace(/\/?$/, '/') === NPM_DEFAULT_REGISTRY)) {
  console.error(
    'No registry is configured for @podoffice. Name one in your .npmrc, with its token:\n' +
      '  npm config set @podoffice:registry https://npm.example.com/\n' +
      '  npm login --scope=@podoffice\n' +
      '(docs/releasing.md).',
  );
  process.exit(1);
}
console.log(`Publishing ${PUBLISHED.join(', ')} to ${registry}`);

if (build) {
  const scopes = PUBLISHED.flatMap((name) => ['--scope', name]);
  run('npx', ['lerna', 'run', 'build', ...scopes, '--loglevel', 'warn']);
}

run(path.join(root, 'node_modules', '.bin', 'changeset'), ['publish', ...publishArgs], {
  ...process.env,
  'npm_config_@podoffice:registry': registry,
});
