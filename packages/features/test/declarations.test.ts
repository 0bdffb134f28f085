import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const packageDir = path.resolve(__dirname, '..');
// Outside this package, or TypeScript resolves @podoffice/features as a self-reference to it.
const consumerDir = path.resolve(packageDir, '../../.tmp/features-declarations');
const installedDir = path.join(consumerDir, 'node_modules/@podoffice/features');
const bin = (name: string) => path.resolve(packageDir, '../../node_modules/.bin', name);

function run(command: string, args: string[]) {
  const result = spawnSync(bin(command), args, { cwd: packageDir, encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** package.json as published: the source condition points into src/, which is not shipped. */
function installedManifest() {
  const manifest = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  for (const target of Object.values<Record<string, string>>(manifest.exports)) {
    delete target['@podoffice/source'];
  }
  return JSON.stringify(manifest, null, 2);
}

beforeAll(() => {
  rmSync(consumerDir, { recursive: true, force: true });
  const build = run('rollup', ['-c', 'test/declarations/rollup.config.mjs', '--silent']);
  expect(build).toEqual({ status: 0, output: expect.any(String) });
  writeFileSync(path.join(installedDir, 'package.json'), installedManifest());
  mkdirSync(consumerDir, { recursive: true });
  copyFileSync(
    path.join(__dirname, 'declarations/consumer.ts'),
    path.join(consumerDir, 'index.ts'),
  );
}, 300_000);

// A screen's subpath typed as its whole area type-checks imports that the bundler then refuses
// (MISSING_EXPORT): each subpath's types must be the declarations of that one module.
test("a screen's subpath resolves to the screen's own declarations", () => {
  const { resolvedModule } = ts.resolveModuleName(
    '@podoffice/features/balance/screens/BalanceScreen',
    path.join(consumerDir, 'index.ts'),
    { module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler },
    ts.sys,
  );
  expect(path.relative(installedDir, resolvedModule?.resolvedFileName ?? '')).toBe(
    'dist/balance/screens/BalanceScreen.d.ts',
  );
});

test('importing from a screen subpath type-checks only what the module exports', () => {
  const check = run('tsc', ['-p', 'test/declarations/tsconfig.json', '--pretty', 'false']);
  expect(check.output).toBe('');
  expect(check.status).toBe(0);
}, 180_000);
