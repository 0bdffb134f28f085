import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { testTempRoot } from '../../packages/server/test/tempRoot';

// Playwright compiles this file to CommonJS (the root package is not an ES module).
const root = path.resolve(__dirname, '../..');
// E2E_STATIC_DIR lets parallel runs each test their own build (`vite build --outDir ...`).
const staticDir = process.env.E2E_STATIC_DIR ?? path.join(root, 'packages/app/dist');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/**
 * Fake Shopify, ShopBase and WooCommerce shops, a fake PayPal, a fake partner API and a fake tracking
 * service (packages/server/src/demo/fakes, payments/fakePayPal) and the API's env for them.
 */
async function startFakeShops(): Promise<{ process: ChildProcess; env: Record<string, string> }> {
  const fakes = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'packages/server/src/demo/fakes/serve.ts')],
    { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const line = await new Promise<string>((resolve, reject) => {
    let out = '';
    fakes.stdout?.on('data', (chunk) => {
      out += chunk;
      if (out.includes('\n')) resolve(out.split('\n')[0] ?? '');
    });
    fakes.once('exit', (code) => reject(new Error(`The fake shops exited with code ${code}.`)));
  });
  return { process: fakes, env: JSON.parse(line) as Record<string, string> };
}

async function waitForApi(url: string, server: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null)
      throw new Error(`The server exited with code ${server.exitCode} before answering.`);
    try {
      const response = await fetch(`${url}/query`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ ping }' }),
      });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The server did not answer at ${url}/query within ${timeoutMs} ms.`);
}

/**
 * Starts the real API server, serving the built app, on a free port with a fresh database, and
 * returns the teardown that stops it. The app is not built here: `npm test` builds before e2e.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!existsSync(path.join(staticDir, 'index.html'))) {
    throw new Error(
      `No built app in ${staticDir}: run \`npm run build\` (or \`npm run build -w @podoffice/app\`) first.`,
    );
  }
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // RAM-backed when there is room: the server's PGlite writes on every mutation (tempRoot.ts).
  const dataDir = mkdtempSync(path.join(testTempRoot(), 'podoffice-e2e-'));
  const shops = await startFakeShops();
  const server = spawn(
    process.execPath,
    [
      '--conditions=@podoffice/source',
      '--import',
      'tsx',
      path.join(root, 'packages/server/src/main.ts'),
    ],
    {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        STATIC_DIR: staticDir,
        APP_URL: url,
        PUBLIC_API_URL: url,
        // The account of spec 1 §4 that may look at users but not change them; users.spec creates it.
        USERS_READ_ONLY_EMAILS: 'e2e.auditor@podoffice.test',
        // Passwords hashed at the server suite's lower scrypt cost: the journeys sign in ~200 times
        // (and the seed hashes every demo account); passwords.test.ts proves production's cost.
        PASSWORD_HASH_COST: '10',
        // Every journey signs in from 127.0.0.1; the real per-client rate is tested in the server suite.
        AUTH_RATE_LIMIT: '10000',
        // mailedLink reads links from the unauthenticated development outbox, which is off unless
        // asked for (outbox.spec reads the same mails as an Administrator, through the app).
        DEV_OUTBOX: '1',
        // The tracking sync's timer (60 s by default). Adding or importing a tracking starts the
        // sync at once, but a start while the previous sync is finishing joins that one (one live
        // job per key) and the new tracking then waits for the next tick: 2 s, not a minute.
        TRACKING_SYNC_SECONDS: '2',
        ...shops.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  server.stdout?.on('data', (chunk) => (output += chunk));
  server.stderr?.on('data', (chunk) => (output += chunk));
  try {
    await waitForApi(url, server, 90_000);
  } catch (error) {
    server.kill('SIGTERM');
    shops.process.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
    throw new Error(`${(error as Error).message}\nServer output:\n${output}`, { cause: error });
  }
  // Workers inherit the environment of the main process, which is how the tests find the server
  // and the fakes (their addresses, SHOPIFY_BASE_URL and the like: fixtures.ts's fakeUrl).
  process.env.E2E_BASE_URL = url;
  process.env.E2E_FAKES = JSON.stringify(shops.env);

  return async () => {
    if (server.exitCode === null) {
      const exited = new Promise((r) => server.once('exit', r));
      server.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
      if (server.exitCode === null) server.kill('SIGKILL');
    }
    shops.process.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
}
