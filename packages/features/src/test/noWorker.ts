/** jest's stand-in for a module that starts a Web Worker: jsdom has none, so the caller's fallback runs. */
export function startTrackingCsvWorker(): Worker {
  throw new Error('No Web Worker in jsdom');
}

/** The same stand-in for the order CSV's worker. */
export function startOrderCsvWorker(): Worker {
  throw new Error('No Web Worker in jsdom');
}
