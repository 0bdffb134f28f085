// Times the order export job (issue 24) over 100,000 orders on a fresh embedded database: the CSV
// written through the one CSV writer in keyset pages, stored in the file store from disk, listed
// and mailed. Prints the time and the process's resident memory before and at its peak, which must
// stay flat (the file is streamed, never held). Not part of the tests; scripts/bench.mjs runs it.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { configFromEnv } from '../src/config';
import { openDatabase } from '../src/db/client';
import { attachFileStore } from '../src/files';
import { orderExportJob } from '../src/graphql/exports/orderExportJob';
import { orderQueryOf } from '../src/graphql/orders/filter';
import { storeOrderFilter } from '../src/graphql/exports/orderExportJob';
import { seed } from '../src/seed/seed';
import { benchContext } from './asAdministrator';
import { BENCH_ORDERS, fillOrders } from './fillOrders';

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'podoffice-bench-export-'));
const database = await openDatabase({ dataDir }, (db) =>
  seed(db, { demo: false, now: new Date() }),
);
try {
  const filled = await fillOrders(database);
  const { services, context } = benchContext(database, filled.admin, filled.adminRoleId);
  attachFileStore(services, { ...configFromEnv({}), dataDir });
  // Every order any time, as an Administrator's export of every status but the pending two.
  const filter = await orderQueryOf(context(), {
    status: ['processing', 'ready', 'in_production', 'fulfilled', 'refunded', 'cancelled', 'error'],
  });
  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  const start = performance.now();
  const result = (await orderExportJob.run({
    id: '00000000-0000-4000-8000-000000000001',
    data: {
      filter: storeOrderFilter(filter),
      emails: ['bench@bench.test'],
      call: 'exportOrders',
      startedBy: filled.admin.id,
    },
    attempt: 1,
    services,
    signal: new AbortController().signal,
    progress: async () => undefined,
  })) as { orders: number };
  const seconds = (performance.now() - start) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  console.log(
    `order export of ${result.orders.toLocaleString('en-US')} orders (of ${BENCH_ORDERS.toLocaleString('en-US')}) ${seconds.toFixed(1)} s; resident memory ${mb(before)} before, peak ${mb(peak)} (+${mb(peak - before)})`,
  );
} finally {
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
}
