// The order CSV's worker: the bytes decoded (decodeCsv), papaparse reads the records and the
// domain's rules make rows of them, off the page's thread, so a large file never freezes the page.
import Papa from 'papaparse';
import { orderRowsOfCsv } from '@podoffice/domain';
import { decodeCsv } from './decodeCsv';

export type OrderCsvAnswer = ReturnType<typeof orderRowsOfCsv>;

self.onmessage = async (event: MessageEvent<File>) => {
  (self as unknown as Worker).postMessage(await readOrderCsv(event.data));
};

export async function readOrderCsv(file: Blob): Promise<OrderCsvAnswer> {
  const decoded = decodeCsv(new Uint8Array(await file.arrayBuffer()));
  if (!decoded.ok) return decoded;
  const parsed = Papa.parse<string[]>(decoded.text, { skipEmptyLines: 'greedy' });
  return orderRowsOfCsv(parsed.data);
}
