import { trackingRowsOf, type TrackingFileRows } from '@podoffice/domain';
import { startTrackingCsvWorker } from './startTrackingCsvWorker';
import type { TrackingCsvAnswer } from './trackingCsv.worker';

/** The most bytes a tracking file may have (20,000 rows are well under a megabyte). */
export const TRACKING_FILE_MAX_BYTES = 5 * 1024 * 1024;

/** Not in the spec: a file that is not a readable CSV, in its voice. */
export const TRACKING_FILE_MESSAGES = {
  notCsv: 'Please select a .csv file',
  tooBig: 'The file is larger than 5 MB',
  unreadable: (reason: string) => `The file could not be read: ${reason}`,
} as const;

type Records = Record<string, string | undefined>[];

/** The file parsed on the page itself, where no worker can start (a host's CSP, an old bundler). */
async function parseHere(file: File): Promise<TrackingFileRows> {
  const papa = (await import('papaparse')).default;
  const records = await new Promise<Records>((resolve, reject) => {
    papa.parse<Record<string, string>>(file, {
      header: true,
      skipEmptyLines: 'greedy',
      complete: (result) => resolve(result.data),
      error: (error) => reject(error),
    });
  });
  return trackingRowsOf(records);
}

/** The file parsed in the worker; null when the worker could not start or run. */
function parseInWorker(file: File): Promise<TrackingFileRows | null> {
  let worker: Worker;
  try {
    worker = startTrackingCsvWorker();
  } catch {
    return Promise.resolve(null);
  }
  return new Promise((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<TrackingCsvAnswer>) => {
      worker.terminate();
      if (event.data.ok) resolve(event.data.rows);
      else reject(new Error(event.data.message));
    };
    worker.onerror = (event) => {
      event.preventDefault();
      worker.terminate();
      resolve(null);
    };
    worker.postMessage(file);
  });
}

/**
 * Reads a tracking CSV with papaparse in a Web Worker, so a 20,000-row
 * file does not freeze the page (on the page itself where no worker can start), then the domain's
 * rules: rows without a tracking number skipped, order ids N123456 or 123456, each order once.
 */
export async function parseTrackingCsv(file: File): Promise<TrackingFileRows> {
  const empty = { rows: [], lines: [], refused: [], skipped: 0 };
  if (!/\.csv$/i.test(file.name)) return { ...empty, error: TRACKING_FILE_MESSAGES.notCsv };
  if (file.size > TRACKING_FILE_MAX_BYTES)
    return { ...empty, error: TRACKING_FILE_MESSAGES.tooBig };
  try {
    return (
      (typeof Worker === 'undefined' ? null : await parseInWorker(file)) ?? (await parseHere(file))
    );
  } catch (error) {
    return { ...empty, error: TRACKING_FILE_MESSAGES.unreadable((error as Error).message) };
  }
}
