/**
 * A CSV file's bytes as text, whatever a spreadsheet saved it as: UTF-8 (with or without its BOM),
 * UTF-16 with its BOM (Excel's "Unicode text"), else Windows-1252 (Excel's "CSV" on Windows), when
 * the bytes are not valid UTF-8. A file with NUL bytes that is not UTF-16 is not text at all (a
 * spreadsheet or an image renamed .csv) and is refused.
 */
export const CSV_FILE_MESSAGES = {
  notCsv: 'Please select a .csv file',
  tooBig: 'The file is larger than 8 MB: split it and import each part.',
  binary: 'This file is not a CSV text file (is it a spreadsheet saved under a .csv name?)',
  unreadable: (reason: string) => `The file could not be read: ${reason}`,
} as const;

/** The largest file read (5,000 rows of a wide export are well under it). */
export const CSV_FILE_MAX_BYTES = 8 * 1024 * 1024;

export function decodeCsv(
  bytes: Uint8Array,
): { ok: true; text: string } | { ok: false; message: string } {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) {
    return { ok: true, text: new TextDecoder('utf-16le').decode(bytes.subarray(2)) };
  }
  if (bytes[0] === 0xfe && bytes[1] === 0xff) {
    return { ok: true, text: new TextDecoder('utf-16be').decode(bytes.subarray(2)) };
  }
  if (bytes.subarray(0, 8192).includes(0)) return { ok: false, message: CSV_FILE_MESSAGES.binary };
  try {
    return {
      ok: true,
      text: new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes),
    };
  } catch {
    return { ok: true, text: new TextDecoder('windows-1252').decode(bytes) };
  }
}
