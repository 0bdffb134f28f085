import { spawnSync } from 'node:child_process';
import path from 'node:path';

const packageDir = path.resolve(__dirname, '..');
const bin = (name: string) => path.resolve(packageDir, '../../node_modules/.bin', name);

function run(command: string, args: string[]) {
  const result = spawnSync(bin(command), args, { cwd: packageDir, encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

// Embedders compile against dist/index.d.ts, not src: a compound part typed `any` there (TS2502)
// or a type that only resolves inside the monorepo shows up only in the bundled declarations.
test('the built declarations type-check in a consumer with skipLibCheck off', () => {
  const build = run('rollup', ['-c', 'test/declarations/rollup.config.mjs', '--silent']);
  expect(build).toEqual({ status: 0, output: expect.any(String) });

  const check = run('tsc', ['-p', 'test/declarations/tsconfig.json', '--pretty', 'false']);
  expect(check.output).toBe('');
  expect(check.status).toBe(0);
}, 180_000);
