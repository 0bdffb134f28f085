import {
  ORDER_CSV_MESSAGES,
  ORDER_IMPORT_MAX_ROWS,
  ORDER_ROW_MESSAGES,
  isOrderQuantity,
  orderRowsOfCsv,
  type CsvOrderRow,
} from './orderRows';

/**
 * A shop's own order export imported through "Mapping Order Fields" (ImportOrder,
 * CheckExistOrders): the seller says which column holds which field (guessed from the headers, or
 * a saved template), each row is listed, and Import makes one row's order once the seller has
 * chosen the product type variant it is.
 */

/** An order import template is the site setting named this plus the template's name. */
export const ORDER_IMPORT_TEMPLATE_PREFIX = 'order_import_setting_';
/** A template's name, as the New Template modal takes it. */
export const ORDER_IMPORT_TEMPLATE_NAME_MAX = 60;
/** A site keeps at most this many templates (each is a settings row). */
export const ORDER_IMPORT_TEMPLATES_MAX = 50;
/** The Woo default template is offered to every site and never saved. */
export const WOO_TEMPLATE_NAME = 'Woo';

export interface OrderMappingField {
  /** The field of the import order payload it fills. */
  key: OrderMappingKey;
  /** The modal's label. */
  label: string;
  /** The message when a required field has no column; null when the field is optional. */
  required: string | null;
  /** Header names (any case) that fill it by default, most likely first. */
  guesses: readonly string[];
}

export type OrderMappingKey =
  | 'originId'
  | 'item'
  | 'quantity'
  | 'productId'
  | 'email'
  | 'address1'
  | 'city'
  | 'country'
  | 'firstName'
  | 'lastName'
  | 'zip'
  | 'state'
  | 'productTitle'
  | 'productVariation'
  | 'phone'
  | 'address2'
  | 'countryCode'
  | 'stateCode'
  | 'company';

/** Which column fills which field: the field's key, the column's header as the file spells it. */
export type OrderFieldMapping = Partial<Record<OrderMappingKey, string>>;

/** The fields, the required ones first in a fixed order, with their messages word for word. */
export const ORDER_MAPPING_FIELDS: readonly OrderMappingField[] = [
  {
    key: 'originId',
    label: 'Order Id',
    required: 'Please select order origin id field!',
    guesses: ['order id', 'order number', 'order_id', 'order_number', 'name', 'id'],
  },
  {
    key: 'item',
    label: 'Order Item',
    required: 'Please select order item field!',
    guesses: ['order item', 'item id', 'item #', 'line item id', 'lineitem id', 'item'],
  },
  {
    key: 'quantity',
    label: 'Order Quantity',
    required: 'Please select order quantity field!',
    guesses: ['quantity', 'order quantity', 'lineitem quantity', 'qty'],
  },
  {
    key: 'productId',
    label: 'Product Id',
    required: 'Please select product field!',
    guesses: ['product id', 'product_id', 'lineitem product id', 'product'],
  },
  {
    key: 'email',
    label: 'Customer Email',
    required: 'Please select email!',
    guesses: ['customer email', 'email', 'email (billing)', 'billing email'],
  },
  {
    key: 'address1',
    label: 'Shipping Address1',
    required: 'Please select shipping address1!',
    guesses: ['shipping address1', 'address 1 (shipping)', 'shipping address 1', 'address1'],
  },
  {
    key: 'city',
    label: 'Shipping City',
    required: 'Please select shipping city!',
    guesses: ['shipping city', 'city (shipping)', 'city'],
  },
  {
    key: 'country',
    label: 'Shipping Country',
    required: 'Please select shipping country!',
    guesses: ['shipping country', 'country (shipping)', 'country', 'country code (shipping)'],
  },
  {
    key: 'firstName',
    label: 'First Name',
    required: 'Please select shipping first name!',
    guesses: ['shipping first name', 'first name (shipping)', 'first name', 'firstname'],
  },
  {
    key: 'lastName',
    label: 'Last Name',
    required: 'Please select shipping last name!',
    guesses: ['shipping last name', 'last name (shipping)', 'last name', 'lastname'],
  },
  {
    key: 'zip',
    label: 'Shipping Zip',
    required: 'Please select shipping zip!',
    guesses: ['shipping zip', 'postcode (shipping)', 'zip', 'zip code', 'postcode', 'postal code'],
  },
  {
    key: 'state',
    label: 'Shipping State',
    required: 'Please select shipping state!',
    guesses: ['shipping province', 'shipping state', 'state (shipping)', 'state', 'province'],
  },
  {
    key: 'productTitle',
    label: 'Product Title',
    required: null,
    guesses: ['product title', 'lineitem name', 'item name', 'product name'],
  },
  {
    key: 'productVariation',
    label: 'Product Variation',
    required: null,
    guesses: ['product variation', 'variation', 'lineitem variant', 'variant title'],
  },
  {
    key: 'phone',
    label: 'Customer Phone',
    required: null,
    guesses: ['customer phone', 'shipping phone', 'phone (billing)', 'phone'],
  },
  {
    key: 'address2',
    label: 'Address2',
    required: null,
    guesses: ['shipping address2', 'address 2 (shipping)', 'shipping address 2', 'address2'],
  },
  {
    key: 'countryCode',
    label: 'Country Code',
    required: null,
    guesses: ['country code', 'shipping country code', 'country code (shipping)'],
  },
  {
    key: 'stateCode',
    label: 'State Code',
    required: null,
    guesses: ['state code', 'shipping province code', 'state code (shipping)'],
  },
  {
    key: 'company',
    label: 'Company',
    required: null,
    guesses: ['company', 'shipping company', 'company (shipping)'],
  },
];

const FIELD_KEYS = new Set<string>(ORDER_MAPPING_FIELDS.map((f) => f.key));

/**
 * The Woo default template: the column names of WooCommerce's order export (Advanced Order
 * Export for WooCommerce's defaults), offered to every site and never saved.
 */
export const WOO_TEMPLATE: OrderFieldMapping = {
  originId: 'Order ID',
  item: 'Item ID',
  quantity: 'Quantity',
  productId: 'Product Id',
  email: 'Email (Billing)',
  address1: 'Address 1 (Shipping)',
  city: 'City (Shipping)',
  country: 'Country Code (Shipping)',
  firstName: 'First Name (Shipping)',
  lastName: 'Last Name (Shipping)',
  zip: 'Postcode (Shipping)',
  state: 'State Code (Shipping)',
  productTitle: 'Item Name',
  productVariation: 'Product Variation',
  phone: 'Phone (Billing)',
  address2: 'Address 2 (Shipping)',
  countryCode: 'Country Code (Shipping)',
  stateCode: 'State Code (Shipping)',
  company: 'Company (Shipping)',
};

export const ORDER_MAPPING_MESSAGES = {
  /** The mapping's messages, word for word. */
  templateName: 'Please input template name',
  templateExists: 'Template already exists',
  /** The import's messages, word for word. */
  imported: (originId: string, item: string) =>
    `Successfuly to import order #${originId} item ${item}`,
  // Not in the spec: the rest, in its voice.
  templateNameTooLong: `A template name has at most ${ORDER_IMPORT_TEMPLATE_NAME_MAX} characters.`,
  templateInvalid: 'A template maps fields to column names of the file.',
  tooManyTemplates: `A site keeps at most ${ORDER_IMPORT_TEMPLATES_MAX} templates.`,
  columnMissing: (label: string, column: string) =>
    `The column '${column}' chosen for ${label} is not in this file.`,
  chooseVariant: 'Choose the product type and its variant of this order.',
  variantNotOfTypes: 'The variant chosen is not of the product types chosen.',
  notOfThisFile: 'This order is not of the site imported into.',
} as const;

const norm = (header: string) =>
  header
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase();

/** The name a template is saved under, and the template's name read back from it. */
export const templateSettingName = (name: string) =>
  `${ORDER_IMPORT_TEMPLATE_PREFIX}${name.trim()}`;
export const templateNameOf = (settingName: string) =>
  settingName.startsWith(ORDER_IMPORT_TEMPLATE_PREFIX)
    ? settingName.slice(ORDER_IMPORT_TEMPLATE_PREFIX.length)
    : null;

/** A new template's name: required, not the Woo default's nor one the site has. */
export function templateNameError(name: string, existing: readonly string[]): string | null {
  const M = ORDER_MAPPING_MESSAGES;
  const trimmed = name.trim();
  if (!trimmed) return M.templateName;
  if (trimmed.length > ORDER_IMPORT_TEMPLATE_NAME_MAX) return M.templateNameTooLong;
  const taken = [WOO_TEMPLATE_NAME, ...existing].map((n) => n.trim().toLowerCase());
  return taken.includes(trimmed.toLowerCase()) ? M.templateExists : null;
}

/**
 * A template's stored value (JSON of the column mapping) read back, or null when it is not
 * one: only known fields, each a column name of at most 255 characters.
 */
export function readTemplateValue(value: string | null | undefined): OrderFieldMapping | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(value ?? '');
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
  const mapping: OrderFieldMapping = {};
  for (const [key, column] of Object.entries(parsed)) {
    if (!FIELD_KEYS.has(key) || typeof column !== 'string' || column.length > 255) return null;
    if (column.trim()) mapping[key as OrderMappingKey] = column;
  }
  return mapping;
}

/** The defaults guessed from the file's headers (a field takes the first header it knows). */
export function guessOrderMapping(headers: readonly string[]): OrderFieldMapping {
  const byName = new Map<string, string>();
  for (const header of headers) {
    if (header.trim() && !byName.has(norm(header))) byName.set(norm(header), header);
  }
  const mapping: OrderFieldMapping = {};
  for (const field of ORDER_MAPPING_FIELDS) {
    const hit = field.guesses.find((g) => byName.has(g));
    if (hit) mapping[field.key] = byName.get(hit)!;
  }
  return mapping;
}

/**
 * A template laid over this file's headers: each field keeps the template's column when the file
 * has it (matched without case), else the guess: a saved template overrides them.
 */
export function applyTemplate(
  template: OrderFieldMapping,
  headers: readonly string[],
): OrderFieldMapping {
  const byName = new Map(headers.map((h) => [norm(h), h]));
  const mapping = guessOrderMapping(headers);
  for (const [key, column] of Object.entries(template)) {
    const header = column ? byName.get(norm(column)) : undefined;
    if (header) mapping[key as OrderMappingKey] = header;
  }
  return mapping;
}

/** Each required field without a column of this file, with its message, in the spec's order. */
export function orderMappingErrors(
  mapping: OrderFieldMapping,
  headers: readonly string[],
): { key: OrderMappingKey; message: string }[] {
  const present = new Set(headers.map(norm));
  const errors: { key: OrderMappingKey; message: string }[] = [];
  for (const field of ORDER_MAPPING_FIELDS) {
    const column = mapping[field.key];
    if (column && !present.has(norm(column))) {
      errors.push({
        key: field.key,
        message: ORDER_MAPPING_MESSAGES.columnMissing(field.label, column),
      });
    } else if (!column && field.required) {
      errors.push({ key: field.key, message: field.required });
    }
  }
  return errors;
}

/** An address as the import order payload carries it. */
export interface ImportOrderAddress {
  first_name: string;
  last_name: string;
  address1: string;
  address2: string;
  city: string;
  country: string;
  country_code: string;
  zip: string;
  state: string;
  state_code: string;
  company: string;
}

/** One row of a mapped file: the import order payload (without the site) and its line number. */
export interface MappedOrderRow {
  /** The file's line (the header is line 1). */
  row: number;
  origin_id: string;
  item: string;
  quantity: string;
  /** An imported order's price is '0'. */
  price: string;
  product_origin_id: string;
  product_title: string;
  product_variation: string;
  customer: { first_name: string; last_name: string; email: string; phone: string };
  shipping: ImportOrderAddress;
}

/**
 * The file's lines as import order rows by the mapping (the header is the first row; rows
 * without a first cell and empty lines are skipped; the price is '0'), at most
 * ORDER_IMPORT_MAX_ROWS.
 */
export function mappedOrderRows(
  records: readonly (readonly string[])[],
  mapping: OrderFieldMapping,
): { ok: true; rows: MappedOrderRow[]; skipped: number } | { ok: false; message: string } {
  const [header = [], ...lines] = records;
  const index = new Map<string, number>();
  header.forEach((h, i) => {
    if (!index.has(norm(h ?? ''))) index.set(norm(h ?? ''), i);
  });
  const columnOf = (key: OrderMappingKey) => {
    const column = mapping[key];
    return column ? (index.get(norm(column)) ?? -1) : -1;
  };
  const at = Object.fromEntries(
    ORDER_MAPPING_FIELDS.map((f) => [f.key, columnOf(f.key)]),
  ) as Record<OrderMappingKey, number>;
  const rows: MappedOrderRow[] = [];
  let skipped = 0;
  for (const [i, line] of lines.entries()) {
    if (!line.length || !(line[0] ?? '').trim()) {
      skipped += 1;
      continue;
    }
    if (rows.length === ORDER_IMPORT_MAX_ROWS) {
      return { ok: false, message: ORDER_ROW_MESSAGES.tooManyRows };
    }
    const cell = (key: OrderMappingKey) => (at[key] >= 0 ? (line[at[key]] ?? '').trim() : '');
    rows.push({
      row: i + 2,
      origin_id: cell('originId').replace(/^#/, ''),
      item: cell('item'),
      quantity: cell('quantity'),
      price: '0',
      product_origin_id: cell('productId'),
      product_title: cell('productTitle'),
      product_variation: cell('productVariation'),
      customer: {
        first_name: cell('firstName'),
        last_name: cell('lastName'),
        email: cell('email'),
        phone: cell('phone'),
      },
      shipping: {
        first_name: cell('firstName'),
        last_name: cell('lastName'),
        address1: cell('address1'),
        address2: cell('address2'),
        city: cell('city'),
        country: cell('country'),
        country_code: cell('countryCode'),
        zip: cell('zip'),
        state: cell('state'),
        state_code: cell('stateCode'),
        company: cell('company'),
      },
    });
  }
  return { ok: true, rows, skipped };
}

/** What an import order row lacks, with the product's words ('The field 'Order Id' cannot be empty.'). */
export function mappedOrderRowErrors(row: {
  origin_id?: string | null;
  item?: string | null;
  quantity?: string | number | null;
  product_origin_id?: string | null;
  customer?: { email?: string | null } | null;
  shipping?: { [K in keyof ImportOrderAddress]?: string | null } | null;
}): string[] {
  const R = ORDER_ROW_MESSAGES;
  const value: Partial<Record<OrderMappingKey, unknown>> = {
    originId: row.origin_id,
    item: row.item,
    quantity: row.quantity,
    productId: row.product_origin_id,
    email: row.customer?.email,
    address1: row.shipping?.address1,
    city: row.shipping?.city,
    country: row.shipping?.country,
    firstName: row.shipping?.first_name,
    lastName: row.shipping?.last_name,
    zip: row.shipping?.zip,
    state: row.shipping?.state,
  };
  const errors = ORDER_MAPPING_FIELDS.filter(
    (f) => f.required && String(value[f.key] ?? '').trim() === '',
  ).map((f) => R.emptyField(f.label));
  if (String(row.quantity ?? '').trim() && !isOrderQuantity(row.quantity)) {
    errors.push(R.quantity);
  }
  return errors;
}

/** POD's own order file names its product type variant; any other file is a shop's export. */
const POD_FORMAT_COLUMN = 'variant id';

/**
 * An order CSV's records read as one of the two files the page takes: POD's order rows (a
 * 'Variant ID' column: a CSV order row, checked in bulk by the dry run) or a shop's own export,
 * whose columns the seller maps (Mapping Order Fields) before its rows are imported one by one.
 */
export function orderCsvOf(
  records: readonly (readonly string[])[],
):
  | { ok: true; format: 'rows'; rows: CsvOrderRow[]; skipped: number }
  | { ok: true; format: 'shop'; headers: string[]; records: string[][] }
  | { ok: false; message: string } {
  const header = records[0] ?? [];
  if (header.some((h) => norm(h ?? '') === POD_FORMAT_COLUMN)) {
    const read = orderRowsOfCsv(records);
    return read.ok ? { ...read, format: 'rows' } : read;
  }
  if (header.every((h) => !h?.trim())) return { ok: false, message: ORDER_CSV_MESSAGES.empty };
  const seen = new Set<string>();
  for (const h of header) {
    const name = norm(h ?? '');
    if (name && seen.has(name)) {
      return { ok: false, message: ORDER_CSV_MESSAGES.duplicateHeader(h.trim()) };
    }
    seen.add(name);
  }
  const lines = records.slice(1).filter((line) => line.length && (line[0] ?? '').trim());
  if (lines.length > ORDER_IMPORT_MAX_ROWS) {
    return { ok: false, message: ORDER_ROW_MESSAGES.tooManyRows };
  }
  return {
    ok: true,
    format: 'shop',
    headers: header.map((h) => (h ?? '').replace(/^\uFEFF/, '').trim()),
    records: records.map((line) => [...line]),
  };
}
