// The tracking CSV's worker: papaparse reads the file (FileReaderSync, off the page's thread) and
// the domain's rules sort its rows, so a 20,000-row file never freezes the trackings page.
import Papa from 'papaparse';
import { trackingRowsOf } from '@podoffice/domain';

export type TrackingCsvAnswer =
  { ok: true; rows: ReturnType<typeof trackingRowsOf> } | { ok: false; message: string };

const answer = (message: TrackingCsvAnswer) => (self as unknown as Worker).postMessage(message);

self.onmessage = (event: MessageEvent<File>) => {
  Papa.parse<Record<string, string>>(event.data, {
    header: true,
    skipEmptyLines: 'greedy',
    complete: (result) => answer({ ok: true, rows: trackingRowsOf(result.data) }),
    error: (error) => answer({ ok: false, message: error.message }),
  });
};
