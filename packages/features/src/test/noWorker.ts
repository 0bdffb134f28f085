/** jest's stand-in for a module that starts a Web Worker: jsdom has none, so the caller's fallback runs. */
export function startTrackingCsvWorker(): Worker {
  throw new Error('No Web Worker in jsdom');
}
