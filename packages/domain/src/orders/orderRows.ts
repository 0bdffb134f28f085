import { hasRole, type HasRoles } from '../roles';

/** /sites/{id}/import-orders: Administrators (any site) and Sellers (their own). */
export function canImportOrders(user: HasRoles | null | undefined): boolean {
  return hasRole(user, 'Administrator', 'Seller');
}

/**
 * /orders/import-history: Administrators and Supporters read every site's imports, a Seller
 * their own sites'; the route also admits Suppliers, who import nothing and are told so.
 */
export function canReadImportHistory(user: HasRoles | null | undefined): boolean {
  return hasRole(user, 'Administrator', 'Supporter', 'Seller');
}

/**
 * An order row as a seller sends it outside a shop: a CSV import's row and an API site's order
 * line both carry these fields and are held to the same rules, word for word.
 */

export interface OrderRowInput {
  orderNumber?: string | null;
  variantId?: string | number | null;
  shippingMethod?: string | null;
  quantity?: string | number | null;
  lastName?: string | null;
  address1?: string | null;
  zipCode?: string | null;
  countryCode?: string | null;
  city?: string | null;
  state?: string | null;
  /** Up to 6 designs, each a name and an address. */
  designs?: readonly { name?: string | null; design_link?: string | null }[] | null;
}

/** What every row needs, in the spec's order, with the column name its message gives. */
export const ORDER_ROW_REQUIRED: readonly (readonly [keyof OrderRowInput, string])[] = [
  ['orderNumber', 'Order Number'],
  ['variantId', 'Variant ID'],
  ['shippingMethod', 'Shipping Method'],
  ['quantity', 'Quantity'],
  ['lastName', 'Last Name'],
  ['address1', 'Address1'],
  ['zipCode', 'Zip Code'],
  ['countryCode', 'Country Code'],
  ['city', 'City'],
  ['state', 'State'],
];

/** An import takes at most this many rows (a larger file is refused whole, with this number). */
export const ORDER_IMPORT_MAX_ROWS = 5_000;
/** Import tables and the history come 20 to a page. */
export const IMPORT_HISTORY_PAGE_SIZE = 20;

/** A row carries at most this many designs. */
export const ORDER_ROW_DESIGNS_MAX = 6;

export const ORDER_ROW_MESSAGES = {
  /** The row messages, word for word. */
  emptyField: (label: string) => `The field '${label}' cannot be empty.`,
  requiredColumns: (columns: readonly string[]) =>
    `Please add column [${columns.join(', ')}] fields required`,
  done: (done: number, failed: number) =>
    `Done: ${done}, failed: ${failed}, view in import history.`,
  // Not in the spec: the rest, in its voice.
  noRows: 'The file has no order rows.',
  tooManyRows: `A file holds at most ${5_000} order rows: split it and import each part.`,
  alreadyImported: 'This order item is already imported.',
  repeatedInFile: (row: number) => `The same order number and variant as row ${row}.`,
  variantNotFound: 'Product type variant not found.',
  variantInactive: 'This product type variant is not active.',
  typePaused: 'This product type is paused.',
  notYourSite: 'This site does not exist or is not yours',
  notImportSite: 'Orders are imported into your own sites only',
  quantity: 'Quantity must be a whole number of at least 1.',
  variantId: 'Variant ID must be the number of a product type variant.',
  tooManyDesigns: `At most ${ORDER_ROW_DESIGNS_MAX} designs per row.`,
  designLink: (name: string) => `The design '${name}' has no address (http or https).`,
} as const;

/** A CSV row as the import sends it (any part may be missing). */
export interface CsvOrderRowLike {
  orderNumber?: string | null;
  variantID?: string | null;
  shippingMethod?: string | null;
  quantity?: string | null;
  shipping?: {
    lastName?: string | null;
    address1?: string | null;
    zipCode?: string | null;
    countryCode?: string | null;
    city?: string | null;
    state?: string | null;
  } | null;
  designs?: readonly { name?: string | null; design_link?: string | null }[] | null;
}

/** A CSV row as the row rules read it. */
export function csvRowInput(row: CsvOrderRowLike): OrderRowInput {
  return {
    orderNumber: row.orderNumber,
    variantId: row.variantID,
    shippingMethod: row.shippingMethod,
    quantity: row.quantity,
    lastName: row.shipping?.lastName,
    address1: row.shipping?.address1,
    zipCode: row.shipping?.zipCode,
    countryCode: row.shipping?.countryCode,
    city: row.shipping?.city,
    state: row.shipping?.state,
    designs: row.designs ?? [],
  };
}

/** One thing wrong with a row: the field (the input's key) and what to fix. */
export interface OrderRowError {
  field: keyof OrderRowInput;
  message: string;
}

/** A quantity is a whole number of at least 1 (as a CSV cell or a number). */
export function isOrderQuantity(value: string | number | null | undefined): boolean {
  const quantity = Number(String(value ?? '').trim());
  return Number.isInteger(quantity) && quantity >= 1;
}

const blank = (value: unknown) =>
  value === null || value === undefined || String(value).trim() === '';

/** Every rule on a row, each broken one once, in a fixed order. */
export function orderRowErrors(row: OrderRowInput): OrderRowError[] {
  const M = ORDER_ROW_MESSAGES;
  const errors: OrderRowError[] = ORDER_ROW_REQUIRED.filter(([key]) => blank(row[key])).map(
    ([field, label]) => ({ field, message: M.emptyField(label) }),
  );
  const has = (field: keyof OrderRowInput) => errors.some((e) => e.field === field);
  if (!has('variantId') && !/^\d{1,10}$/.test(String(row.variantId).trim())) {
    errors.push({ field: 'variantId', message: M.variantId });
  }
  if (!has('quantity') && !isOrderQuantity(row.quantity)) {
    errors.push({ field: 'quantity', message: M.quantity });
  }
  const designs = row.designs ?? [];
  if (designs.length > ORDER_ROW_DESIGNS_MAX) {
    errors.push({ field: 'designs', message: M.tooManyDesigns });
  } else {
    for (const [i, design] of designs.entries()) {
      if (!/^https?:\/\/\S+$/i.test(design.design_link?.trim() ?? '')) {
        errors.push({
          field: 'designs',
          message: M.designLink(design.name?.trim() || `Design_${i + 1}`),
        });
      }
    }
  }
  return errors;
}

// ---- The CSV file (§5 Order CSV import) ----

/** A row of the file as the import sends it, with its line number. */
export interface CsvOrderRow {
  /** The file's line (the header is line 1). */
  row: number;
  orderNumber: string;
  variantID: string;
  shippingMethod: string;
  quantity: string;
  mockup: string;
  shipping: {
    email: string;
    firstName: string;
    lastName: string;
    phone: string;
    address1: string;
    address2: string;
    state: string;
    city: string;
    zipCode: string;
    country: string;
    countryCode: string;
  };
  designs: { name: string; design_link: string }[];
}

/** The columns the file must have. */
export const ORDER_CSV_REQUIRED_COLUMNS = ['Order Number', 'Variant ID', 'Quantity'] as const;

/** The columns read, by the field they fill (headers match without case or surrounding spaces). */
const CSV_COLUMNS = {
  orderNumber: 'Order Number',
  variantID: 'Variant ID',
  shippingMethod: 'Shipping Method',
  quantity: 'Quantity',
  mockup: 'Mockup',
  email: 'Email',
  firstName: 'First Name',
  lastName: 'Last Name',
  phone: 'Phone',
  address1: 'Address1',
  address2: 'Address2',
  state: 'State',
  city: 'City',
  zipCode: 'Zip Code',
  country: 'Country',
  countryCode: 'Country Code',
} as const;

export const ORDER_CSV_MESSAGES = {
  empty: 'The file has no header row: the first row names the columns.',
  duplicateHeader: (name: string) => `The column '${name}' appears twice: keep one.`,
} as const;

const norm = (header: string) =>
  header
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase();

/**
 * The file's records (papaparse's arrays, the header first) as order rows: the required columns
 * checked ('Please add column [..] fields required'), a repeated header refused, rows without a
 * first cell and empty lines skipped, at most ORDER_IMPORT_MAX_ROWS rows.
 */
export function orderRowsOfCsv(
  records: readonly (readonly string[])[],
): { ok: true; rows: CsvOrderRow[]; skipped: number } | { ok: false; message: string } {
  const [header, ...lines] = records;
  if (!header || header.every((h) => !h?.trim())) {
    return { ok: false, message: ORDER_CSV_MESSAGES.empty };
  }
  const names = header.map((h) => norm(h ?? ''));
  const seen = new Set<string>();
  for (const [i, name] of names.entries()) {
    if (name && seen.has(name)) {
      return { ok: false, message: ORDER_CSV_MESSAGES.duplicateHeader(header[i]!.trim()) };
    }
    seen.add(name);
  }
  const missing = ORDER_CSV_REQUIRED_COLUMNS.filter((c) => !seen.has(norm(c)));
  if (missing.length) return { ok: false, message: ORDER_ROW_MESSAGES.requiredColumns(missing) };
  const at = (column: string) => names.indexOf(norm(column));
  const index = Object.fromEntries(
    Object.entries(CSV_COLUMNS).map(([field, column]) => [field, at(column)]),
  ) as Record<keyof typeof CSV_COLUMNS, number>;
  const designColumns = Array.from({ length: ORDER_ROW_DESIGNS_MAX }, (_, i) => ({
    link: at(`Design_${i + 1}`),
    name: at(`Design_${i + 1}_name`),
  }));
  const rows: CsvOrderRow[] = [];
  let skipped = 0;
  for (const [i, line] of lines.entries()) {
    const cell = (column: number) => (column >= 0 ? (line[column] ?? '').trim() : '');
    if (!line.length || !(line[0] ?? '').trim()) {
      skipped += 1;
      continue;
    }
    if (rows.length === ORDER_IMPORT_MAX_ROWS) {
      return { ok: false, message: ORDER_ROW_MESSAGES.tooManyRows };
    }
    const field = (name: keyof typeof CSV_COLUMNS) => cell(index[name]);
    rows.push({
      row: i + 2,
      orderNumber: field('orderNumber'),
      variantID: field('variantID'),
      shippingMethod: field('shippingMethod'),
      quantity: field('quantity'),
      mockup: field('mockup'),
      shipping: {
        email: field('email'),
        firstName: field('firstName'),
        lastName: field('lastName'),
        phone: field('phone'),
        address1: field('address1'),
        address2: field('address2'),
        state: field('state'),
        city: field('city'),
        zipCode: field('zipCode'),
        country: field('country'),
        countryCode: field('countryCode'),
      },
      designs: designColumns
        .map((d, n) => ({ name: cell(d.name) || `Design_${n + 1}`, design_link: cell(d.link) }))
        .filter((d) => d.design_link),
    });
  }
  return { ok: true, rows, skipped };
}
