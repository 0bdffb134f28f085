import { hasRole, type HasRoles } from '../roles';

/**
 * Trackings (/orders/trackings): what the trackings page, the tracking modal, the tracking
 * import and the server all read.
 */

/** The ten status tabs after All, in the page's order: where a parcel is. */
export const TRACKING_STATUSES = [
  'unknown',
  'pre_transit',
  'in_transit',
  'available_for_pickup',
  'delivered',
  'out_for_delivery',
  'return_to_sender',
  'failure',
  'cancelled',
  'error',
] as const;
export type TrackingStatus = (typeof TRACKING_STATUSES)[number];

/** The tabs' labels, word for word. */
export const TRACKING_STATUS_LABELS: Record<TrackingStatus, string> = {
  unknown: 'Unknown',
  pre_transit: 'Pre transit',
  in_transit: 'In Transit',
  available_for_pickup: 'Available For Pickup',
  delivered: 'Delivered',
  out_for_delivery: 'Out For Delivery',
  return_to_sender: 'Return to Sender',
  failure: 'Failure',
  cancelled: 'Canceled',
  error: 'Error',
};

export function isTrackingStatus(value: unknown): value is TrackingStatus {
  return typeof value === 'string' && (TRACKING_STATUSES as readonly string[]).includes(value);
}

/** The messages, word for word (the spaces around ' setting tracking successfully ' too). */
export const TRACKING_MESSAGES = {
  carrierRequired: 'Please select carrier!',
  codeRequired: 'Please input tracking code!',
  totalCostRequired: 'Please enter total cost!',
  carrierRemoved: (name: string) =>
    `Carrier ${name} has been removed, Please select carrier again!`,
  saveError: (message: string) => `Save tracking error: ${message}`,
  resubmitError: (message: string) => `Re-submit tracking error: ${message}`,
  savedAndResubmitted: 'Save and re-submit tracking success!',
  added: 'Tracking added',
  retracked: 'Retrack tracking success!',
  repushed: 'Re push tracking success!',
  inProcess: 'In process, please waiting few minutes',
  exported: 'Export tracking success! Please check your email again',
  settingSaved: ' setting tracking successfully ',
  importRefused: 'Order really in In Production or Fulfilled, Order Id format: N123456 or 123456',
  imported: 'Imported successful.',
  // Not in the spec: the rules it states without words, in its voice.
  notFound: 'Tracking not found',
  codeTooLong: 'Tracking code must be at most 60 characters',
  codeInvalid: 'Tracking code may hold letters, digits and - only',
  costTooHigh: 'Cost must be at most 1,000,000',
  importEmpty: 'There is no tracking number in this file',
  importTooMany: (max: number) =>
    `A tracking import takes at most ${max.toLocaleString('en-US')} rows`,
  importColumns: (missing: string[]) => `Please add column [${missing.join(', ')}]`,
  importCarrierUnknown: (code: string) => `Carrier ${code} is not known`,
  importDuplicate: 'This order is already in the file',
  importHasTracking: 'This order already has another tracking: staff change it',
  carrierNotFound: 'Carrier not found',
  notShopify: 'Only a tracking of a shop order goes back to its shop',
  alreadyPushed: 'This tracking is already on the shop',
  notSubmittable:
    'The tracking service is not set: an Administrator saves its key on /admin/tracking',
} as const;
const M = TRACKING_MESSAGES;

/** The most rows one tracking import takes (one request; DESIGN.md's bench imports 10,000). */
export const TRACKING_IMPORT_MAX_ROWS = 20_000;
/** Trackings list 20 to a page; a caller may ask for at most 100. */
export const TRACKING_PAGE_SIZE = 20;
export const TRACKING_CODE_MAX = 60;
/** A cost above this is a typo, not a parcel (whole dollars). */
export const TRACKING_COST_MAX = 1_000_000;

/** Who opens /orders/trackings. */
export function canSeeTrackings(user: HasRoles | null | undefined): boolean {
  return hasRole(user, 'Administrator', 'Seller', 'Supplier', 'Supporter');
}

/**
 * Sellers do not import trackings ("Import of trackings hidden"); those who add trackings
 * (Add Tracking: staff and suppliers) import them, and re-submit, re-track and re-push them.
 */
export function canImportTrackings(user: HasRoles | null | undefined): boolean {
  return hasRole(user, 'Administrator', 'Supporter', 'Supplier');
}

/** Re-submit, Update (retrack) and Re push: the same people as the import. */
export const canManageTrackings = canImportTrackings;

/** Only an Administrator picks sites; others see their current site (a Supplier: all of theirs). */
export function trackingSiteFilterOf(
  user: HasRoles | null | undefined,
): 'any' | 'current' | 'none' {
  if (hasRole(user, 'Administrator')) return 'any';
  if (hasRole(user, 'Supplier') && !hasRole(user, 'Supporter', 'Seller')) return 'none';
  return 'current';
}

/** What the trackings page searches in (search with field). */
export const TRACKING_SEARCH_FIELDS = [
  'all',
  'tracking_code',
  'order_id',
  'origin_number',
  'origin_id',
] as const;
export type TrackingSearchField = (typeof TRACKING_SEARCH_FIELDS)[number];
export const TRACKING_SEARCH_FIELD_LABELS: Record<TrackingSearchField, string> = {
  all: 'All',
  tracking_code: 'Tracking code',
  order_id: 'POD order id',
  origin_number: 'Origin number',
  origin_id: 'Origin id',
};
export function isTrackingSearchField(value: unknown): value is TrackingSearchField {
  return typeof value === 'string' && (TRACKING_SEARCH_FIELDS as readonly string[]).includes(value);
}

/** An order id as the import and the search take it, N123456 or 123456; null when neither. */
export function parseOrderRef(value: string | number | null | undefined): number | null {
  const text = String(value ?? '').trim();
  const match = /^[Nn]?(\d{1,9})$/.exec(text);
  if (!match) return null;
  const id = Number(match[1]);
  return id > 0 ? id : null;
}

/** A negative or empty cost is sent as -1 (the order's own cost stays). */
export function trackingCostSent(value: string | number | null | undefined): number {
  if (value === null || value === undefined || value === '') return -1;
  const n = typeof value === 'number' ? value : Number(String(value).replace(/[$,\s]/g, ''));
  if (!Number.isFinite(n) || n < 0) return -1;
  return n;
}

export interface TrackingFormValues {
  carrier_id?: string | number | null;
  tracking_code?: string | null;
  base_cost?: string | number | null;
  shipping_cost?: string | number | null;
}

/** A tracking code as stored: trimmed, spaces taken out (carriers print them in groups). */
export function normalTrackingCode(code: string | null | undefined): string {
  return String(code ?? '').replace(/\s+/g, '');
}

/** The first error of one field of the tracking form, or null. */
export function trackingFormErrors(
  values: TrackingFormValues,
): Partial<Record<keyof TrackingFormValues, string>> {
  const errors: Partial<Record<keyof TrackingFormValues, string>> = {};
  if (values.carrier_id === null || values.carrier_id === undefined || values.carrier_id === '') {
    errors.carrier_id = M.carrierRequired;
  }
  const code = normalTrackingCode(values.tracking_code);
  if (!code) errors.tracking_code = M.codeRequired;
  else if (code.length > TRACKING_CODE_MAX) errors.tracking_code = M.codeTooLong;
  else if (!/^[A-Za-z0-9-]+$/.test(code)) errors.tracking_code = M.codeInvalid;
  if (values.base_cost === null || values.base_cost === undefined || values.base_cost === '') {
    errors.base_cost = M.totalCostRequired;
  }
  for (const key of ['base_cost', 'shipping_cost'] as const) {
    if (!errors[key] && trackingCostSent(values[key]) > TRACKING_COST_MAX) {
      errors[key] = M.costTooHigh;
    }
  }
  return errors;
}

/** The tracking CSV's columns, as the file's header names them. */
export const TRACKING_IMPORT_COLUMNS = {
  orderId: 'ORDER ID',
  carrier: 'EXPRESS',
  trackingCode: 'TRACKING NO',
  totalCost: 'TOTAL COST',
  shippingCost: 'SHIPPING COST',
} as const;

/** A tracking import row: what importTracking takes. */
export interface TrackingImportRow {
  order_id: string;
  carrier_code: string;
  tracking_code: string;
  total_cost: number;
  shipping_cost: number;
}

/** A row of the file the import refuses before sending, with why. */
export interface RefusedTrackingRow {
  /** The row's place in the file: 1 for the first row under the header. */
  line: number;
  /** The row as the file had it (the Download of refused rows writes it back). */
  row: Record<string, string>;
  reason: string;
}

export interface TrackingFileRows {
  rows: TrackingImportRow[];
  /** Each row's place in the file (rows[i] is line lines[i]), to name the server's refusals. */
  lines: number[];
  refused: RefusedTrackingRow[];
  /** Rows without a tracking number: skipped silently. */
  skipped: number;
  /** A file-level problem (missing columns, no rows, too many): nothing is sent. */
  error?: string;
}

/**
 * The tracking CSV, from papaparse's header rows: rows without a tracking number are skipped, an
 * order id must read N123456 or 123456, an order appears once. What the screen's worker runs and
 * the server checks again.
 */
export function trackingRowsOf(
  records: readonly Record<string, string | undefined>[],
): TrackingFileRows {
  const result: TrackingFileRows = { rows: [], lines: [], refused: [], skipped: 0 };
  const headers = new Set(Object.keys(records[0] ?? {}).map((h) => h.trim().toUpperCase()));
  const required = [TRACKING_IMPORT_COLUMNS.orderId, TRACKING_IMPORT_COLUMNS.trackingCode];
  const missing = required.filter((c) => !headers.has(c));
  if (records.length > 0 && missing.length > 0) {
    return { ...result, error: M.importColumns(missing) };
  }
  const seen = new Set<number>();
  for (const [index, raw] of records.entries()) {
    const row: Record<string, string> = {};
    for (const [key, value] of Object.entries(raw))
      row[key.trim().toUpperCase()] = (value ?? '').trim();
    const code = normalTrackingCode(row[TRACKING_IMPORT_COLUMNS.trackingCode]);
    if (!code) {
      result.skipped += 1;
      continue;
    }
    const id = parseOrderRef(row[TRACKING_IMPORT_COLUMNS.orderId]);
    let reason: string | null = null;
    if (id === null) reason = M.importRefused;
    else if (code.length > TRACKING_CODE_MAX) reason = M.codeTooLong;
    else if (!/^[A-Za-z0-9-]+$/.test(code)) reason = M.codeInvalid;
    else if (seen.has(id)) reason = M.importDuplicate;
    if (reason !== null || id === null) {
      result.refused.push({ line: index + 1, row, reason: reason ?? M.importRefused });
      continue;
    }
    seen.add(id);
    result.lines.push(index + 1);
    result.rows.push({
      // As written (N002128): the server reads it again and answers refusals in the file's words.
      order_id: row[TRACKING_IMPORT_COLUMNS.orderId]!,
      carrier_code: row[TRACKING_IMPORT_COLUMNS.carrier] ?? '',
      tracking_code: code,
      total_cost: trackingCostSent(row[TRACKING_IMPORT_COLUMNS.totalCost]),
      shipping_cost: trackingCostSent(row[TRACKING_IMPORT_COLUMNS.shippingCost]),
    });
  }
  if (result.rows.length + result.refused.length === 0) result.error = M.importEmpty;
  const total = result.rows.length + result.refused.length;
  if (total > TRACKING_IMPORT_MAX_ROWS) result.error = M.importTooMany(TRACKING_IMPORT_MAX_ROWS);
  return result;
}

/**
 * A shop order's tracking that never reached its shop (no fulfilment id) is red and
 * offers Re push tracking. The spec names Shopify; ShopBase and WooCommerce take trackings back
 * too, so it holds for every shop platform.
 */
export function needsRepush(
  tracking: { fulfilment_id?: string | null },
  platform: string,
): boolean {
  return ['shopify', 'shopbase', 'woocommerce'].includes(platform) && !tracking.fulfilment_id;
}

/** The delay's number and unit, as tracking_more_delay_time holds them. */
export interface TrackingDelay {
  time: number;
  unit: 'hour' | 'day';
}

/** tracking_more_delay_time as spec 2 §3 stores it: '<number> <hour|day>', e.g. '6 hour'. */
export function formatTrackingDelay({ time, unit }: TrackingDelay): string {
  return `${time} ${unit}`;
}

/**
 * Reads tracking_more_delay_time: '<number> <hour|day>'; or the shape stored before it, the number
 * alone with its unit in another setting (`legacyUnit`, hour when missing). Null when unreadable.
 */
export function parseTrackingDelay(
  value: string | null | undefined,
  legacyUnit?: string | null,
): TrackingDelay | null {
  const match = /^\s*(\d+)(?:\s+(hour|day))?\s*$/.exec(value ?? '');
  if (!match) return null;
  const time = Number(match[1]);
  if (!Number.isSafeInteger(time)) return null;
  const unit = match[2] ?? (legacyUnit === 'day' ? 'day' : 'hour');
  return { time, unit: unit === 'day' ? 'day' : 'hour' };
}

/**
 * The app setting tracking_more_delay_time (read as parseTrackingDelay reads it): how long after a
 * tracking is added the service is first asked, and then between two checks. In milliseconds;
 * 1 hour when the setting is missing or unreadable.
 */
export function trackingDelayMs(
  value: string | null | undefined,
  legacyUnit?: string | null,
): number {
  const delay = parseTrackingDelay(value, legacyUnit);
  if (!delay) return 60 * 60 * 1000;
  return delay.time * (delay.unit === 'day' ? 24 : 1) * 60 * 60 * 1000;
}
