import { orderCsvOf } from '@podoffice/domain';
import { CSV_FILE_MAX_BYTES, CSV_FILE_MESSAGES, decodeCsv } from './decodeCsv';
import { startOrderCsvWorker } from './startOrderCsvWorker';
import type { OrderCsvAnswer } from './orderCsv.worker';

/** The file read on the page itself, where no worker can start (a host's CSP, an old bundler). */
async function parseHere(file: File): Promise<OrderCsvAnswer> {
  const decoded = decodeCsv(new Uint8Array(await file.arrayBuffer()));
  if (!decoded.ok) return decoded;
  const papa = (await import('papaparse')).default;
  return orderCsvOf(papa.parse<string[]>(decoded.text, { skipEmptyLines: 'greedy' }).data);
}

/** The file read in the worker; null when the worker could not start or run. */
function parseInWorker(file: File): Promise<OrderCsvAnswer | null> {
  let worker: Worker;
  try {
    worker = startOrderCsvWorker();
  } catch {
    return Promise.resolve(null);
  }
  return new Promise((resolve) => {
    worker.onmessage = (event: MessageEvent<OrderCsvAnswer>) => {
      worker.terminate();
      resolve(event.data);
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
 * Reads an order CSV: .csv only, at most 8 MB, decoded whatever the
 * spreadsheet saved it as, parsed by papaparse in a Web Worker (on the page where none can start),
 * then the domain's column and row rules.
 */
export async function parseOrderCsv(file: File): Promise<OrderCsvAnswer> {
  if (!/\.csv$/i.test(file.name)) return { ok: false, message: CSV_FILE_MESSAGES.notCsv };
  if (file.size > CSV_FILE_MAX_BYTES) return { ok: false, message: CSV_FILE_MESSAGES.tooBig };
  try {
    return (
      (typeof Worker === 'undefined' ? null : await parseInWorker(file)) ?? (await parseHere(file))
    );
  } catch (error) {
    return { ok: false, message: CSV_FILE_MESSAGES.unreadable((error as Error).message) };
  }
}
