/**
 * Starts the tracking CSV's worker. Its own module because the address is the bundler's pattern
 * (`new Worker(new URL(…, import.meta.url))`: Vite bundles the worker from it, and the library
 * build emits it beside this file), which jest's CommonJS modules cannot hold: jest maps this
 * module to src/test/noWorker.ts (jsdom has no Worker either).
 */
export function startTrackingCsvWorker(): Worker {
  return new Worker(new URL('./trackingCsv.worker.ts', import.meta.url), {
    type: 'module',
    name: 'tracking-csv',
  });
}
