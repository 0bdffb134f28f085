// npm start: the whole product from one process. Builds the app when packages/app/dist is missing,
// then runs the API server from its TypeScript sources (tsx) and serves the built app from the same
// origin. The server prints its address and, outside production, the demo accounts.
// Environment: see the README's table (PORT, DATA_DIR, DATABASE_URL, ...). STATIC_DIR set to a built
// app serves that folder and builds nothing.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const appDist = path.join(root, 'packages', 'app', 'dist');
const appIndex = path.join(appDist, 'index.html');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const givenStaticDir = process.env.STATIC_DIR?.trim();

if (!givenStaticDir && !existsSync(appIndex)) {
  console.info(
    'packages/app/dist is missing: building the app first (npm run build -w @podoffice/app)',
  );
  const build = spawnSync(npm, ['run', 'build', '-w', '@podoffice/app'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0 || !existsSync(appIndex)) {
    console.warn(
      '\nWARNING: the app could not be built, so only the API is served (POST /query).\n' +
        'Fix the build (npm run build -w @podoffice/app) and restart to get the app as well.\n',
    );
  }
}

const env = { ...process.env };
if (!givenStaticDir && existsSync(appIndex)) env.STATIC_DIR = appDist;

// The loader is resolved here so the server starts from any working directory; DATA_DIR and
// other relative paths still resolve against the caller's directory. The IPC channel is the
// server's lifeline: it closes when this process ends in any way (even kill -9), and the server
// then shuts down instead of running on as an orphan (main.ts, 'disconnect').
const server = spawn(
  process.execPath,
  [
    '--import',
    import.meta.resolve('tsx'),
    '--conditions=@podoffice/source',
    // A request allocates a few hundred kB (rows, GraphQL results, JSON) that die young: with
    // 32 MB young spaces (16 by default) the collector runs half as often. Under the million-orders
    // bench's 20 clients it took the API's CPU a call from 4.5-4.7 ms to 3.9-4.4 (issue 29); the
    // bench's API processes run with the same flag.
    '--max-semi-space-size=32',
    path.join(root, 'packages', 'server', 'src', 'main.ts'),
  ],
  { stdio: ['inherit', 'inherit', 'inherit', 'ipc'], env },
);

let stopping = false;
function stop(signal) {
  if (stopping) return;
  stopping = true;
  server.kill(signal);
}

// Ctrl-C in a terminal reaches every process of the group; a signal to this process alone
// (a process manager, kill) is passed on. SIGHUP: the terminal was closed.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(signal));

// `npm start` runs this file through `sh -c`, and npm passes a SIGTERM only to that shell, which
// dies without passing it on: this process is then adopted by another one. A parent that changes
// is the sign to stop, on every platform and for every way the parent may have ended.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) stop('SIGTERM');
}, 250).unref();

server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
