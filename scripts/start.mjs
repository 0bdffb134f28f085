// npm start: the whole product from one process. Builds the app when packages/app/dist is missing,
// then runs the API server from its TypeScript sources (tsx) and serves the built app from the same
// origin. The server prints its address and, outside production, the demo accounts.
// Environment: see packages/server/src/config.ts (PORT, DATA_DIR, DATABASE_URL, ...).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const appDist = path.join(root, 'packages', 'app', 'dist');
const appIndex = path.join(appDist, 'index.html');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

if (!existsSync(appIndex)) {
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
if (existsSync(appIndex)) env.STATIC_DIR = appDist;

// The loader is resolved here so the server starts from any working directory; DATA_DIR and
// other relative paths still resolve against the caller's directory.
const server = spawn(
  process.execPath,
  [
    '--import',
    import.meta.resolve('tsx'),
    '--conditions=@podoffice/source',
    path.join(root, 'packages', 'server', 'src', 'main.ts'),
  ],
  { stdio: 'inherit', env },
);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
