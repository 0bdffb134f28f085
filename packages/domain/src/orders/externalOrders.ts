import { hasRole, type HasRoles } from '../roles';
import { isOnlineSite } from '../siteSettings';

/**
 * External orders (listMappingOrder … removeMappingOrder, fetchMultipleOrders): a shop's order
 * line whose product is not yet mapped to a product type variant waits here until a seller maps
 * it; mapping makes it an order through the orders core's one creation path and remembers the
 * shop variant's mapping, so the next order of that variant arrives as an internal order.
 */

/** The product's texts word for word; the rest in the server's voice. */
export const EXTERNAL_ORDER_MESSAGES = {
  variantMapEmpty: 'Variant map empty!',
  fieldRequired: 'This field is required',
  productAndVariant: 'Select a product and product type variant',
  removeConfirm: 'Are you sure remove order?',
  mapped: 'Order has been mapped',
  mappedProduct: (id: string | number) => `Successfuly to map product #${id}`,
  // §5 Variant selection: every attribute required.
  selectOption: (slug: string) => `Please select ${slug}`,
  // Not in the spec.
  notFound: 'This external order does not exist or is not yours',
  alreadyMapped: 'This external order is already an order',
  productTypeRequired: 'Select a product type',
  variantNotOfType: 'The variant is not one of this product type',
  variantInactive: 'The variant is not active: choose another',
  orderVariantNotMapped: "Map this order's own variant",
  productNotFound: 'This product does not exist or is not the seller’s of this site',
  tooManyMappings: `At most ${100} variants are mapped at once`,
  removed: (count: number) => `${count} external order${count === 1 ? '' : 's'} removed`,
  tooManyIds: `At most ${100} external orders are removed at once`,
  noneSelected: 'Select the external orders to remove',
} as const;

/** External orders come 20 to a page. */
export const EXTERNAL_ORDERS_PAGE_SIZE = 20;
/** A request reads at most this many (a limit on what a list may return). */
export const EXTERNAL_ORDERS_MAX_LIMIT = 100;
/** createNewOrder maps at most this many shop variants; removeMappingOrder removes at most this many. */
export const EXTERNAL_ORDER_BATCH_MAX = 100;

/**
 * /orders/external for Seller and Supporter, /admin/orders/external for Administrator and
 * Supporter. The route table also opens /orders/external to Suppliers, but an external order has
 * no supplier yet: they are told so, and the server lists nothing for them.
 */
export function canReadExternalOrders(user: HasRoles | null | undefined): boolean {
  return hasRole(user, 'Administrator', 'Supporter', 'Seller');
}

/** Mapping and removing: the seller of the site, and the staff who help sellers. */
export function canMapExternalOrders(user: HasRoles | null | undefined): boolean {
  return hasRole(user, 'Administrator', 'Supporter', 'Seller');
}

/** One shop variant mapped to a product type variant (createNewOrder's mappingProduct). */
export interface VariantMappingInput {
  productTypeVariantId?: string | number | null;
  originVariantId?: string | number | null;
}

export interface MappingInput {
  productType?: string | number | null;
  mappingOrderId?: string | number | null;
  mappingProduct?: readonly VariantMappingInput[] | null;
}

const blank = (value: string | number | null | undefined) =>
  value === null || value === undefined || String(value).trim() === '';

/**
 * The mapping order rules, in their order: at least one variant mapping ('Variant map empty!'),
 * each with its origin variant and product type variant ('This field is required'). Null when it
 * may be sent.
 */
export function mappingInputError(input: MappingInput): string | null {
  const M = EXTERNAL_ORDER_MESSAGES;
  if (blank(input.productType)) return M.productTypeRequired;
  const rows = input.mappingProduct ?? [];
  if (rows.length === 0) return M.variantMapEmpty;
  if (rows.length > EXTERNAL_ORDER_BATCH_MAX) return M.tooManyMappings;
  for (const row of rows) {
    if (blank(row.originVariantId) || blank(row.productTypeVariantId)) return M.fieldRequired;
  }
  return null;
}

/** createNewOrderWithProductId: a product of the seller's and one of its variants. */
export function productMappingInputError(input: {
  mappingProductId?: string | number | null;
  mappingProductVariantId?: string | number | null;
}): string | null {
  return blank(input.mappingProductId) || blank(input.mappingProductVariantId)
    ? EXTERNAL_ORDER_MESSAGES.productAndVariant
    : null;
}

// ---- Fetch Orders (§2 drawer, §5, §7 fetchMultipleOrders) ----

export const FETCH_ORDER_MESSAGES = {
  // §5's example, as the field's hint.
  idsHint: 'Order ids, comma separated (e.g. 123456,654321)',
  idsInvalid: 'Order ids are numbers separated by commas (e.g. 123456,654321)',
  tooManyIds: `At most ${50} order ids at once`,
  nothingToFetch: 'Enter order ids or a time range',
  rangeIncomplete: 'Choose both the start and the end of the time range',
  rangeBackwards: 'The time range ends before it starts',
  rangeTooLong: `A time range covers at most ${31} days`,
  rangeNotShopify: 'Shopify orders are fetched by their ids',
  offline: 'This site has no shop: its orders arrive by the order API or a CSV import',
  notYours: 'This site does not exist or is not yours',
  // What the drawer says when the job is queued and when it ends.
  started: 'Fetching orders from the shop…',
  done: (created: number, external: number, known: number) =>
    `Fetched: ${created} new order${created === 1 ? '' : 's'}, ${external} waiting for mapping, ${known} already here`,
} as const;

export const FETCH_ORDER_IDS_MAX = 50;
export const FETCH_RANGE_MAX_DAYS = 31;

/** Fetch Orders: the seller of the site and the staff who help sellers. */
export function canFetchOrders(user: HasRoles | null | undefined): boolean {
  return hasRole(user, 'Administrator', 'Supporter', 'Seller');
}

/** The Fetch Orders button and drawer are hidden for offline sites. */
export function canFetchOrdersOf(site: { type?: string | null; platform: string }): boolean {
  return isOnlineSite(site);
}

/** The range is offered on every shop but Shopify's. */
export function fetchRangeAllowed(platform: string): boolean {
  return platform !== 'shopify';
}

export interface FetchOrdersInput {
  order_ids?: string | readonly string[] | null;
  range_time?: { from?: string | null; to?: string | null } | null;
}

export interface FetchOrdersRequest {
  orderIds: string[];
  range: { from: Date; to: Date } | null;
}

/**
 * Reads the drawer's input (ids comma separated, or a range from 00:00:00 to 23:59:59 UTC of
 * the days chosen) into what the fetch asks the shop for, or the message that says what to fix.
 */
export function readFetchOrdersInput(
  input: FetchOrdersInput,
  platform: string,
): { ok: true; request: FetchOrdersRequest } | { ok: false; message: string } {
  const M = FETCH_ORDER_MESSAGES;
  const raw = Array.isArray(input.order_ids)
    ? input.order_ids.join(',')
    : ((input.order_ids as string | null | undefined) ?? '');
  const orderIds = [
    ...new Set(
      raw
        .split(/[\s,]+/)
        .map((id) => id.trim().replace(/^#/, ''))
        .filter(Boolean),
    ),
  ];
  if (orderIds.some((id) => !/^\d{1,20}$/.test(id))) return { ok: false, message: M.idsInvalid };
  if (orderIds.length > FETCH_ORDER_IDS_MAX) return { ok: false, message: M.tooManyIds };
  const from = input.range_time?.from?.trim() || null;
  const to = input.range_time?.to?.trim() || null;
  let range: FetchOrdersRequest['range'] = null;
  if (from || to) {
    if (!fetchRangeAllowed(platform)) return { ok: false, message: M.rangeNotShopify };
    if (!from || !to) return { ok: false, message: M.rangeIncomplete };
    const start = new Date(`${from.slice(0, 10)}T00:00:00.000Z`);
    const end = new Date(`${to.slice(0, 10)}T23:59:59.999Z`);
    if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) {
      return { ok: false, message: M.rangeIncomplete };
    }
    if (end < start) return { ok: false, message: M.rangeBackwards };
    if (end.getTime() - start.getTime() > FETCH_RANGE_MAX_DAYS * 24 * 3600 * 1000) {
      return { ok: false, message: M.rangeTooLong };
    }
    range = { from: start, to: end };
  }
  if (orderIds.length === 0 && !range) return { ok: false, message: M.nothingToFetch };
  return { ok: true, request: { orderIds, range } };
}
