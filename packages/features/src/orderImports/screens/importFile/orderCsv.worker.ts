// The order CSV's worker: the bytes decoded (decodeCsv), papaparse reads the records and the
// domain reads them as POD's order rows or as a shop's export (kept for its mapping), off the
// page's thread, so a large file never freezes the page.
import Papa from 'papaparse';
import { orderCsvOf } from '@podoffice/domain';
import { decodeCsv } from './decodeCsv';

export type OrderCsvAnswer = ReturnType<typeof orderCsvOf>;

self.onmessage = async (event: MessageEvent<File>) => {
  (self as unknown as Worker).postMessage(await readOrderCsv(event.data));
};

export async function readOrderCsv(file: Blob): Promise<OrderCsvAnswer> {
  const decoded = decodeCsv(new Uint8Array(await file.arrayBuffer()));
  if (!decoded.ok) return decoded;
  const parsed = Papa.parse<string[]>(decoded.text, { skipEmptyLines: 'greedy' });
  return orderCsvOf(parsed.data);
}
