// A signed-in request while 60 anonymous sign-ins arrive at once (DESIGN.md: under 1 s). Starts the
// real server on a fresh data folder, signs the administrator in, then times `{ me }` idle and
// during the burst. Each sign-in comes from its own address (X-Forwarded-For from loopback, trusted
// here), so the per-client throttle does not turn the burst away: it is the password checks that
// are measured. Prints p50/p95 in ms.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DEMO_PASSWORD, startServer } from '../src';

const BURST = 60;
const IDLE_SAMPLES = 40;

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'podoffice-bench-burst-'));
const server = await startServer({ port: 0, quiet: true, dataDir, trustProxy: ['loopback'] });
const endpoint = `${server.url}/query`;

async function post(body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { data?: { login?: { token: string } } };
}

const LOGIN = 'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token } }';
const signedIn = await post({
  query: LOGIN,
  variables: { e: 'admin@podoffice.test', p: DEMO_PASSWORD },
});
const token = signedIn.data?.login?.token;
if (!token) throw new Error('the administrator could not sign in');

async function timedMe(): Promise<number> {
  const started = performance.now();
  await post({ query: '{ me { id } }' }, { authorization: `Bearer ${token}` });
  return performance.now() - started;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

try {
  const idle: number[] = [];
  for (let i = 0; i < IDLE_SAMPLES; i++) idle.push(await timedMe());

  let burstDone = false;
  const burstStarted = performance.now();
  const burst = Promise.all(
    Array.from({ length: BURST }, (_, i) =>
      post(
        { query: LOGIN, variables: { e: `nobody-${i}@bench.test`, p: 'wrong-password' } },
        { 'x-forwarded-for': `203.0.113.${i + 1}` },
      ),
    ),
  ).then(() => {
    burstDone = true;
  });
  const during: number[] = [];
  while (!burstDone) during.push(await timedMe());
  await burst;
  const burstMs = performance.now() - burstStarted;

  const fmt = (n: number) => n.toFixed(1);
  console.log(
    `signed-in { me } idle: p50 ${fmt(percentile(idle, 50))} ms, p95 ${fmt(percentile(idle, 95))} ms (${idle.length} requests)`,
  );
  console.log(
    `signed-in { me } during ${BURST} parallel sign-ins: p50 ${fmt(percentile(during, 50))} ms, ` +
      `burst p95 ${fmt(percentile(during, 95))} ms (${during.length} requests; the burst took ${fmt(burstMs)} ms)`,
  );
} finally {
  await server.close();
  await rm(dataDir, { recursive: true, force: true });
}
