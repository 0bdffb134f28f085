/**
 * Starts the order CSV's worker (its own module: the bundler's `new URL(…, import.meta.url)`
 * pattern, which jest maps to src/test/noWorker.ts, as for the tracking CSV).
 */
export function startOrderCsvWorker(): Worker {
  return new Worker(new URL('./orderCsv.worker.ts', import.meta.url), {
    type: 'module',
    name: 'order-csv',
  });
}
