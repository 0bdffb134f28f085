import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { copyTemplate, type DatabaseCopy } from './databases';

// Issue 10 (Running it): stopping `npm start` stops the server. npm runs scripts/start.mjs through
// `sh -c` and passes a SIGTERM to that shell only, which used to leave start.mjs and the server
// running as orphans. Each case starts the real thing as a separate process group, on PGlite.

const root = path.join(__dirname, '..', '..', '..');
// tsx compiles the server first and PGlite opens its folder: slow on a busy two-core machine.
const START_TIMEOUT = 120_000;
const STOP_WITHIN_MS = 15_000;

interface Started {
  child: ChildProcess;
  url: string;
  serverPid: number;
  output: () => string;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function portAnswers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function waitFor(check: () => boolean | Promise<boolean>, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return check();
}

/** `command args` from the repository root, until the server prints its address. */
function start(command: string, args: string[], dataDir: string, staticDir: string) {
  // Its own process group, so the test signals exactly the process a terminal or manager would,
  // and can clean up the whole group if a case fails.
  const child = spawn(command, args, {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // A folder of its own: npm start then builds no app (that takes a minute).
      STATIC_DIR: staticDir,
    },
  });
  let out = '';
  child.stdout!.on('data', (chunk) => (out += chunk));
  child.stderr!.on('data', (chunk) => (out += chunk));
  return new Promise<Started>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no address within ${START_TIMEOUT} ms:\n${out}`)),
      START_TIMEOUT - 5_000,
    );
    const onOutput = () => {
      const address = /listening on (http:\/\/\S+)\/query/.exec(out);
      if (!address) return;
      // Once: output printed later (the shutdown's) found the address again and read a lock the
      // stopped server had removed, an ENOENT thrown from this listener that failed the test.
      child.stdout!.off('data', onOutput);
      clearTimeout(timer);
      // The server writes its own pid into the data folder's lock (db/dataDirLock.ts).
      const { pid } = JSON.parse(readFileSync(path.join(dataDir, 'server.lock'), 'utf8')) as {
        pid: number;
      };
      resolve({ child, url: address[1]!, serverPid: pid, output: () => out });
    };
    child.stdout!.on('data', onOutput);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`exited with ${code} before listening:\n${out}`));
    });
  });
}

describe('stopping npm start', () => {
  let copy: DatabaseCopy;
  let dataDir: string;
  let staticDir: string;
  let running: Started | undefined;
  beforeEach(async () => {
    copy = await copyTemplate('pglite');
    dataDir = copy.target.dataDir;
    staticDir = path.join(dataDir, 'app');
    mkdirSync(staticDir);
    writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>POD Office</title>');
  });
  afterEach(async () => {
    // A failed case must not leave its processes behind either.
    if (running) {
      try {
        process.kill(-running.child.pid!, 'SIGKILL');
      } catch {
        // the group is gone already
      }
      if (isRunning(running.serverPid)) process.kill(running.serverPid, 'SIGKILL');
      running = undefined;
    }
    await copy.drop();
  });

  async function expectStopped(started: Started) {
    const { serverPid, url, child } = started;
    const stopped = await waitFor(
      async () => !isRunning(serverPid) && !(await portAnswers(url)),
      STOP_WITHIN_MS,
    );
    if (!stopped) throw new Error(`the server ${serverPid} still runs:\n${started.output()}`);
    await waitFor(() => child.exitCode !== null || child.signalCode !== null, STOP_WITHIN_MS);
    expect(child.exitCode !== null || child.signalCode !== null).toBe(true);
    // It closed the database cleanly: a killed server leaves its lock behind.
    expect(() => readFileSync(path.join(dataDir, 'server.lock'))).toThrow();
  }

  test(
    'SIGTERM to the npm process (a process manager, kill) stops the server',
    async () => {
      running = await start('npm', ['start', '--silent'], dataDir, staticDir);
      const started = running;
      expect(await portAnswers(started.url)).toBe(true);
      expect((await fetch(`${started.url}/`)).status).toBe(200);
      // The demo's fake shops run inside the server process and go with it.
      expect(await waitFor(() => /^Demo: fake shops/m.test(started.output()), 10_000)).toBe(true);
      const fakes = /^Demo: fake shops.*$/m.exec(started.output())![0].match(/http:\/\/\S+\d/g)!;
      expect(fakes).toHaveLength(3);
      for (const fake of fakes) expect(await portAnswers(fake)).toBe(true);
      process.kill(started.child.pid!, 'SIGTERM');
      await expectStopped(started);
      for (const fake of fakes) expect(await portAnswers(fake)).toBe(false);
    },
    START_TIMEOUT + 2 * STOP_WITHIN_MS,
  );

  test(
    'Ctrl+C (SIGINT to the whole process group, as a terminal sends it) stops the server',
    async () => {
      running = await start('npm', ['start', '--silent'], dataDir, staticDir);
      expect(await portAnswers(running.url)).toBe(true);
      process.kill(-running.child.pid!, 'SIGINT');
      await expectStopped(running);
    },
    START_TIMEOUT + 2 * STOP_WITHIN_MS,
  );

  test(
    'the server stops when scripts/start.mjs is killed outright',
    async () => {
      running = await start(process.execPath, ['scripts/start.mjs'], dataDir, staticDir);
      expect(await portAnswers(running.url)).toBe(true);
      process.kill(running.child.pid!, 'SIGKILL');
      await expectStopped(running);
    },
    START_TIMEOUT + 2 * STOP_WITHIN_MS,
  );
});
