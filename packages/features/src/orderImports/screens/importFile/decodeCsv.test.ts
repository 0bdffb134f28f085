import Papa from 'papaparse';
import { ORDER_ROW_MESSAGES, orderCsvOf } from '@podoffice/domain';
import { CSV_FILE_MESSAGES, decodeCsv } from './decodeCsv';
import { parseOrderCsv } from './parseOrderCsv';

// The corpus of issue 26: what spreadsheets save, and files that are not an order CSV at all.
const HEADER = 'Order Number,Variant ID,Quantity,Last Name,City\n';
const rowsOf = (bytes: Uint8Array) => {
  const decoded = decodeCsv(bytes);
  if (!decoded.ok) return decoded;
  return orderCsvOf(Papa.parse<string[]>(decoded.text, { skipEmptyLines: 'greedy' }).data);
};

describe('order CSV files', () => {
  test('Windows-1252 (Excel on Windows) and UTF-16 with its BOM read as the same text', () => {
    const latin = Uint8Array.from([
      ...Buffer.from(HEADER),
      ...Buffer.from('1001,12,1,Mu'),
      0xf1,
      ...Buffer.from('oz,Malm'),
      0xf6,
      0x0a,
    ]);
    expect(rowsOf(latin)).toMatchObject({
      ok: true,
      rows: [{ shipping: { lastName: 'Muñoz', city: 'Malmö' } }],
    });
    const utf16 = Uint8Array.from([
      0xff,
      0xfe,
      ...Buffer.from(`${HEADER}1001,12,1,Muñoz,Malmö\n`, 'utf16le'),
    ]);
    expect(rowsOf(utf16)).toMatchObject({
      ok: true,
      rows: [{ shipping: { lastName: 'Muñoz', city: 'Malmö' } }],
    });
  });

  test('quoted newlines stay in their cell; rows without a first cell and empty lines are skipped', () => {
    const text = `${HEADER}"1001",12,2,"Byron\nthe second","London"\n\n,12,1,X,Y\n1002,13,1,Lovelace,Paris\n`;
    expect(rowsOf(new TextEncoder().encode(text))).toMatchObject({
      ok: true,
      skipped: 1,
      rows: [
        { row: 2, orderNumber: '1001', quantity: '2', shipping: { lastName: 'Byron\nthe second' } },
        { row: 4, orderNumber: '1002', variantID: '13' },
      ],
    });
  });

  test('missing required columns, a repeated header, an empty file, a binary file, too many rows', () => {
    const encode = (text: string) => new TextEncoder().encode(text);
    expect(rowsOf(encode('Variant ID,Last Name\n1,B\n'))).toEqual({
      ok: false,
      message: ORDER_ROW_MESSAGES.requiredColumns(['Order Number', 'Quantity']),
    });
    expect(rowsOf(encode('Order Number,Variant ID,Quantity,quantity\n'))).toEqual({
      ok: false,
      message: "The column 'quantity' appears twice: keep one.",
    });
    expect(rowsOf(encode(''))).toMatchObject({ ok: false });
    expect(rowsOf(Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00, 0x14]))).toEqual({
      ok: false,
      message: CSV_FILE_MESSAGES.binary,
    });
    const many = HEADER + Array.from({ length: 50_000 }, (_, i) => `${i},1,1,B,C`).join('\n');
    expect(rowsOf(encode(many))).toEqual({ ok: false, message: ORDER_ROW_MESSAGES.tooManyRows });
  });

  test('a file not named .csv, or over 8 MB, is refused before it is read', async () => {
    expect(await parseOrderCsv(new File(['x'], 'orders.xlsx'))).toEqual({
      ok: false,
      message: CSV_FILE_MESSAGES.notCsv,
    });
    const big = new File([new Uint8Array(10 * 1024 * 1024)], 'big.csv');
    expect(await parseOrderCsv(big)).toEqual({ ok: false, message: CSV_FILE_MESSAGES.tooBig });
  });
});
