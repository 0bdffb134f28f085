// temporary: API CPU per Orders call, in process (not committed)
import { readFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parse, print, separateOperations } from 'graphql';
import pg from 'pg';
import { startServer } from '../src';
import { signSessionToken } from '../src/auth/jwt';

const url = 'postgres://postgres@127.0.0.1:55434/podoffice_bench_1000000';
const doc = print(separateOperations(parse(readFileSync(path.resolve(import.meta.dirname, '../../features/src/orders/api/Orders.graphql'), 'utf8')))['Orders']!);
const c = new pg.Client({ connectionString: url }); await c.connect();
const admin = (await c.query(`select u.id, u.token_version from users u join user_roles ur on ur.user_id=u.id join roles r on r.id=ur.role_id where r.name='Administrator' limit 1`)).rows[0];
await c.end();
const secret = 'bench-million-orders-secret-of-enough-length';
const server = await startServer({ port: 0, quiet: true, dataDir: await mkdtemp(path.join(os.tmpdir(), 'cpu-')), databaseUrl: url, jwtSecret: secret, seedDemo: false });
const token = (await signSessionToken({ userId: admin.id, version: admin.token_version }, new TextEncoder().encode(secret), 3600, new Date())).token;
const day = (o: number) => new Date(Date.now() + o * 86_400_000).toISOString().slice(0, 10);
const post = async (filter: object) => {
  const r = await fetch(`${server.url}/query`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ query: doc, variables: { filter: { api_order: false, limit: 20, offset: 0, ...filter } } }) });
  const b = await r.json(); if (b.errors) throw new Error(JSON.stringify(b.errors));
};
const views = [{ from: day(-6), to: day(0) }, { from: day(-364), to: day(0) }, {}];
for (let i = 0; i < 60; i++) await post(views[i % 3]!);
const N = Number(process.env.N ?? 600);
const before = process.cpuUsage(); const t0 = performance.now();
for (let i = 0; i < N; i++) await post(views[i % 3]!);
const used = process.cpuUsage(before);
console.log(`CPU per call ${((used.user + used.system) / 1000 / N).toFixed(3)} ms, wall ${((performance.now() - t0) / N).toFixed(2)} ms`);
await server.close(); process.exit(0);
