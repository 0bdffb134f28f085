import { stringify, type Stringifier } from 'csv-stringify';
import { stringify as stringifySync } from 'csv-stringify/sync';

/**
 * The one CSV writer of the product (DESIGN.md): every CSV it hands out (order, tracking, catalogue
 * and balance exports, an import's refused rows) goes through here. csv-stringify quotes what needs
 * quoting and, with escape_formulas, prefixes a cell that begins with = + - @, a tab or a carriage
 * return with ' (OWASP's advice on CSV injection), so a title like =HYPERLINK(…) opens as text in
 * a spreadsheet, not as a live formula.
 */
const OPTIONS = {
  escape_formulas: true,
  record_delimiter: 'windows',
  cast: {
    boolean: (value: boolean) => (value ? 'true' : 'false'),
    date: (value: Date) => value.toISOString(),
  },
} as const;

export type CsvCell = string | number | boolean | Date | null | undefined;

/** A whole CSV at once, header first: for small files (a page of rows, a catalogue). */
export function csvText(header: readonly string[], rows: Iterable<readonly CsvCell[]>): string {
  return stringifySync([header, ...rows] as CsvCell[][], OPTIONS);
}

/** A streamed CSV: write rows as they are read, so a 100,000-order export keeps memory flat. */
export function csvStream(header: readonly string[]): Stringifier {
  const stream = stringify(OPTIONS);
  stream.write(header);
  return stream;
}
