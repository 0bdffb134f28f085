import { cutText } from '@podoffice/domain';
import type { OrderAddressDraft } from '../orders/createOrder';
import { ORDER_INPUT_LIMITS as L } from '../orders/model';

/**
 * A shop's order as ingestion reads it, whichever platform sent it (a webhook's body or a Fetch
 * Orders answer): Shopify and ShopBase share one shape, WooCommerce has its own. Only what an
 * order or an external order keeps is read; everything else in the payload is ignored.
 */
export interface ShopOrderLine {
  lineItemId: string;
  productId: string | null;
  variantId: string | null;
  sku: string | null;
  title: string;
  variantTitle: string | null;
  quantity: number;
  priceCents: number;
  image: string | null;
  metaData: { name: string; value: string }[];
  /** A line that carries its own print file (a personalized order): the file's address. */
  printFileUrl: string | null;
}

export interface ShopOrder {
  originId: string;
  number: string | null;
  createdAt: Date | null;
  customer: {
    firstName: string | null;
    lastName: string | null;
    email: string | null;
    phone: string | null;
  } | null;
  billing: OrderAddressDraft | null;
  shipping: (OrderAddressDraft & { methodTitle?: string | null }) | null;
  tags: string[];
  lines: ShopOrderLine[];
}

/** A payload that is not an order ingestion can read: said in the system log as it is. */
export class ShopOrderFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ShopOrderFormatError';
  }
}

/** An order has at most this many lines (Shopify's own limit is 500 per order). */
const MAX_LINES = 500;
const META_MAX = 20;

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A string or number id as text; null when absent. Ids are bounded like every stored id. */
function idOf(value: unknown): string | null {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) return String(value);
  if (typeof value === 'string' && /^[\x21-\x7e]{1,255}$/.test(value.trim())) return value.trim();
  return null;
}

/**
 * A shop's text as the database can keep it: a shop is outside the GraphQL edge's checks, so NULs
 * go and a lone half of a surrogate pair becomes U+FFFD (PostgreSQL refuses both), then it is cut
 * to its column's bound without splitting a pair.
 */
function textOf(value: unknown, max: number = L.textMax): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const text = String(value).replaceAll('\u0000', '').toWellFormed().trim();
  return text ? cutText(text, max) : null;
}

/** '19.99', 19.99 or '19' dollars as cents; null when it is not an amount. */
function centsOf(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '';
  if (!/^\d{1,9}(\.\d+)?$/.test(text.trim())) return null;
  const cents = Math.round(Number(text) * 100);
  return cents <= L.centsMax ? cents : null;
}

function dateOf(value: unknown): Date | null {
  if (typeof value !== 'string') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const isFileAddress = (value: string) =>
  /^https?:\/\/\S+$/i.test(value) && value.length <= L.urlMax;

/** Properties (Shopify) or meta data (WooCommerce) as name/value pairs; hidden ones (`_x`) left out. */
function metaOf(entries: unknown, nameKey: string, valueKey: string) {
  if (!Array.isArray(entries)) return [];
  return entries
    .filter(isObject)
    .map((e) => ({ name: textOf(e[nameKey]) ?? '', value: textOf(e[valueKey], L.urlMax) ?? '' }))
    .filter((e) => e.name && !e.name.startsWith('_'))
    .slice(0, META_MAX);
}

/** The print file a personalized line carries: the first property whose value is a file address. */
const printFileOf = (meta: { value: string }[]) =>
  meta.find((m) => isFileAddress(m.value))?.value ?? null;

function lineCommon(
  index: number,
  fields: Omit<ShopOrderLine, 'printFileUrl'> | null,
): ShopOrderLine {
  if (!fields) throw new ShopOrderFormatError(`Line ${index + 1} is not an order line`);
  return { ...fields, printFileUrl: printFileOf(fields.metaData) };
}

function linesOf(raw: unknown, read: (line: Json, index: number) => ShopOrderLine) {
  if (!Array.isArray(raw) || raw.length === 0) {
    throw new ShopOrderFormatError('The order has no line items');
  }
  if (raw.length > MAX_LINES) {
    throw new ShopOrderFormatError(`The order has more than ${MAX_LINES} line items`);
  }
  return raw.map((line, index) => {
    if (!isObject(line)) throw new ShopOrderFormatError(`Line ${index + 1} is not an order line`);
    return read(line, index);
  });
}

/** Where each platform keeps an address's parts (first_name, last_name, company, phone, city are shared). */
type AddressKeys = Record<
  'address1' | 'address2' | 'state' | 'stateCode' | 'zip' | 'country' | 'countryCode',
  string
>;
const SHOPIFY_ADDRESS: AddressKeys = {
  address1: 'address1',
  address2: 'address2',
  state: 'province',
  stateCode: 'province_code',
  zip: 'zip',
  country: 'country',
  countryCode: 'country_code',
};
// WooCommerce's country and state are codes already.
const WOO_ADDRESS: AddressKeys = {
  address1: 'address_1',
  address2: 'address_2',
  state: 'state',
  stateCode: 'state',
  zip: 'postcode',
  country: 'country',
  countryCode: 'country',
};

function addressOf(raw: unknown, keys: AddressKeys): OrderAddressDraft | null {
  if (!isObject(raw)) return null;
  return {
    firstName: textOf(raw.first_name),
    lastName: textOf(raw.last_name),
    company: textOf(raw.company),
    phone: textOf(raw.phone),
    city: textOf(raw.city),
    address1: textOf(raw[keys.address1]),
    address2: textOf(raw[keys.address2]),
    state: textOf(raw[keys.state]),
    stateCode: textOf(raw[keys.stateCode]),
    zip: textOf(raw[keys.zip]),
    country: textOf(raw[keys.country]),
    countryCode: textOf(raw[keys.countryCode]),
  };
}

/** The order's body and its id, or why it is not an order. */
function orderBody(raw: unknown): { body: Json; originId: string } {
  if (!isObject(raw)) throw new ShopOrderFormatError('The body is not an order');
  const originId = idOf(raw.id);
  if (!originId) throw new ShopOrderFormatError('The order has no id');
  return { body: raw, originId };
}

/** An order of Shopify's REST Admin API (orders/create, orders/updated, GET /orders.json). */
export function shopifyOrder(order: unknown): ShopOrder {
  const { body: raw, originId } = orderBody(order);
  const customer = isObject(raw.customer) ? raw.customer : {};
  const shippingLine = Array.isArray(raw.shipping_lines) ? raw.shipping_lines[0] : undefined;
  const shipping = addressOf(raw.shipping_address, SHOPIFY_ADDRESS);
  return {
    originId,
    number: textOf(raw.name) ?? textOf(raw.order_number),
    createdAt: dateOf(raw.created_at),
    customer: {
      firstName: textOf(customer.first_name),
      lastName: textOf(customer.last_name),
      email: textOf(raw.email) ?? textOf(customer.email),
      phone: textOf(raw.phone) ?? textOf(customer.phone),
    },
    billing: addressOf(raw.billing_address, SHOPIFY_ADDRESS),
    shipping: shipping && {
      ...shipping,
      methodTitle: isObject(shippingLine) ? textOf(shippingLine.title) : null,
    },
    tags: (textOf(raw.tags) ?? '')
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean)
      .slice(0, META_MAX),
    lines: linesOf(raw.line_items, (line, index) => {
      const lineItemId = idOf(line.id);
      const quantity = Number(line.quantity);
      const priceCents = centsOf(line.price);
      return lineCommon(
        index,
        lineItemId && Number.isInteger(quantity) && quantity > 0 && priceCents !== null
          ? {
              lineItemId,
              productId: idOf(line.product_id),
              variantId: idOf(line.variant_id),
              sku: textOf(line.sku),
              title: textOf(line.title) ?? textOf(line.name) ?? 'Untitled product',
              variantTitle: textOf(line.variant_title),
              quantity,
              priceCents,
              image: isObject(line.image) ? textOf(line.image.src, L.urlMax) : null,
              metaData: metaOf(line.properties, 'name', 'value'),
            }
          : null,
      );
    }),
  };
}

/** An order of WooCommerce's REST API v3 (order.created, order.updated, GET /orders). */
export function wooCommerceOrder(order: unknown): ShopOrder {
  const { body: raw, originId } = orderBody(order);
  const billing = isObject(raw.billing) ? raw.billing : {};
  const shippingLine = Array.isArray(raw.shipping_lines) ? raw.shipping_lines[0] : undefined;
  const shipping = addressOf(raw.shipping, WOO_ADDRESS);
  return {
    originId,
    number: textOf(raw.number),
    createdAt: dateOf(typeof raw.date_created_gmt === 'string' ? `${raw.date_created_gmt}Z` : null),
    customer: {
      firstName: textOf(billing.first_name),
      lastName: textOf(billing.last_name),
      email: textOf(billing.email),
      phone: textOf(billing.phone),
    },
    billing: addressOf(raw.billing, WOO_ADDRESS),
    shipping: shipping && {
      ...shipping,
      methodTitle: isObject(shippingLine) ? textOf(shippingLine.method_title) : null,
    },
    tags: [],
    lines: linesOf(raw.line_items, (line, index) => {
      const lineItemId = idOf(line.id);
      const quantity = Number(line.quantity);
      const priceCents = centsOf(line.price);
      const variationId = idOf(line.variation_id);
      return lineCommon(
        index,
        lineItemId && Number.isInteger(quantity) && quantity > 0 && priceCents !== null
          ? {
              lineItemId,
              productId: idOf(line.product_id),
              // A simple product has variation_id 0: the product is its own variant.
              variantId: variationId ?? idOf(line.product_id),
              sku: textOf(line.sku),
              title: textOf(line.name) ?? 'Untitled product',
              variantTitle: null,
              quantity,
              priceCents,
              image: isObject(line.image) ? textOf(line.image.src, L.urlMax) : null,
              metaData: metaOf(line.meta_data, 'key', 'value'),
            }
          : null,
      );
    }),
  };
}

/** The reader of a platform's order payload. */
export function readShopOrder(platform: string, raw: unknown): ShopOrder {
  if (platform === 'woocommerce') return wooCommerceOrder(raw);
  if (platform === 'shopify' || platform === 'shopbase') return shopifyOrder(raw);
  throw new ShopOrderFormatError(`Orders of ${platform} sites do not come from a shop`);
}
