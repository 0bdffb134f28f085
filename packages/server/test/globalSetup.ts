import { execFile } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { TEMPLATE_DIR_ENV, postgresUrl, resetPostgresTemplate } from './databases';
import { testTempRoot } from './tempRoot';
import { applyTestEnv } from './testEnv';

const prepare = (kind: 'pglite' | 'postgres', target: string) =>
  promisify(execFile)(
    process.execPath,
    [
      '--import',
      'tsx',
      '--conditions=@podoffice/source',
      path.join(__dirname, 'prepareTemplate.ts'),
      kind,
      target,
    ],
    { cwd: path.join(__dirname, '..') },
  );

/**
 * Migrates and seeds the template databases once per run. Jest runs a global setup module once
 * even when several projects name it, so this one prepares every kind the projects use.
 */
export default async function globalSetup(): Promise<void> {
  // The template's demo accounts are hashed at the suite's password cost; the workers, started
  // after this, inherit it too.
  applyTestEnv();
  const template = await mkdtemp(path.join(testTempRoot(), 'podoffice-server-template-'));
  process.env[TEMPLATE_DIR_ENV] = template;
  await Promise.all([
    prepare('pglite', template),
    process.env.TEST_DATABASE_URL
      ? resetPostgresTemplate().then(() => prepare('postgres', postgresUrl()))
      : undefined,
  ]);
}
