import { execFile, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { startServer } from '../src';
import { DataDirLocked } from '../src/db/dataDirLock';
import { copyTemplate, type DatabaseCopy } from './databases';

// Issue 8 §3: one process per embedded data folder, and a busy port fails before anything is
// migrated or seeded. Both are about the embedded database, so they run on PGlite in every project.

const serverDir = path.join(__dirname, '..');
const run = promisify(execFile);

/** The real entry point (main.ts) as a second process, as `npm start` runs it. */
function startMain(env: Record<string, string>) {
  return run(
    process.execPath,
    ['--import', 'tsx', '--conditions=@podoffice/source', 'src/main.ts'],
    { cwd: serverDir, env: { ...process.env, NODE_ENV: 'test', HOST: '127.0.0.1', ...env } },
  ).then(
    (out) => ({ code: 0, ...out }),
    (e: { code: number; stdout: string; stderr: string }) => e,
  );
}

describe('the data folder lock', () => {
  let copy: DatabaseCopy;
  let dataDir: string;
  beforeAll(async () => {
    copy = await copyTemplate('pglite');
    dataDir = copy.target.dataDir!;
  });
  afterAll(() => copy?.drop());

  test('a second process on a folder in use says who holds it and exits non-zero, leaving it alone', async () => {
    const first = await startServer({ port: 0, quiet: true, dataDir });
    try {
      const before = readdirSync(path.join(dataDir, 'pglite')).sort();
      const second = await startMain({ PORT: '0', DATA_DIR: dataDir });
      expect(second.code).not.toBe(0);
      expect(second.stderr).toContain(`is in use by process ${process.pid} on ${os.hostname()}`);
      expect(readdirSync(path.join(dataDir, 'pglite')).sort()).toEqual(before);
      // The same refusal inside one process, for tools that embed startServer.
      await expect(startServer({ port: 0, quiet: true, dataDir })).rejects.toBeInstanceOf(
        DataDirLocked,
      );
      // The first server is untouched.
      const res = await fetch(`${first.url}/query`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ ping }' }),
      });
      expect(await res.json()).toEqual({ data: { ping: true } });
    } finally {
      await first.close();
    }
    // Closing released it.
    const again = await startServer({ port: 0, quiet: true, dataDir });
    await again.close();
  });

  test('a lock left by a process that died is taken over', async () => {
    const child = spawn(process.execPath, ['-e', '0']);
    const deadPid = await new Promise<number>((resolve) =>
      child.on('exit', () => resolve(child.pid!)),
    );
    writeFileSync(
      path.join(dataDir, 'server.lock'),
      JSON.stringify({ pid: deadPid, host: os.hostname(), startedAt: new Date().toISOString() }),
    );
    const server = await startServer({ port: 0, quiet: true, dataDir });
    await server.close();
    expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
  });
});

describe('a busy port', () => {
  let blocker: Server;
  let port: number;
  beforeAll(async () => {
    blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, resolve));
    port = (blocker.address() as { port: number }).port;
  });
  afterAll(() => new Promise((resolve) => blocker.close(resolve)));

  test('fails the start before the data folder is migrated or seeded', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'podoffice-busy-port-'));
    try {
      const result = await startMain({ PORT: String(port), HOST: '', DATA_DIR: dataDir });
      expect(result.code).not.toBe(0);
      expect(result.stderr).toContain(`Port ${port} is already in use.`);
      expect(readdirSync(dataDir)).toEqual([]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
