import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ShopPlatform } from '@podoffice/domain';

/** A shop site as the platform clients need it. */
export interface ShopSite {
  id: number;
  domain: string;
  platform: ShopPlatform;
}

/** A shop site that finished its authorisation: the token the platform issued. */
export interface ConnectedShop extends ShopSite {
  accessToken: string;
  /** What WooCommerce signs this site's webhook deliveries with (made when they are registered). */
  webhookSecret?: string | null;
}

/** A webhook delivery whose signature over the raw body is the platform's for the site. */
export interface WebhookDelivery {
  /** The platform's topic: 'orders/create', 'order.updated'… */
  topic: string;
  /** The platform's id of the delivery: the same on each retry of it. */
  deliveryId: string;
}

/** What Fetch Orders asks the shop for (spec 2 §5 Fetch Orders, read by the domain). */
export interface ShopOrdersQuery {
  orderIds: string[];
  range: { from: Date; to: Date } | null;
}

/** What a shop granted at the end of its authorisation. */
export interface ShopGrant {
  accessToken: string;
  scope: string;
}

/** A webhook the shop now delivers: its topic, where it delivers, and its resource on the shop. */
export interface RegisteredWebhook {
  topic: string;
  address: string;
  deliveryUrl: string;
}

/** What FetchProductVariants read from the shop. */
export interface CatalogueCount {
  products: number;
  variants: number;
}

/** A tracking going back to the shop's order (spec 2 §3 Tracking; issue 24). */
export interface TrackingPush {
  /** The shop's own order id (the order's origin_id). */
  orderId: string;
  trackingNumber: string;
  /** The carrier's name, as the shop shows it to the buyer. */
  company: string;
  /** The carrier's tracking page for this number. */
  url?: string;
  /** The fulfilment made by an earlier push: changed, not made twice. */
  fulfilmentId?: string | null;
}

/**
 * A product POD Office puts on a shop (spec 2 §7 the shop-side creation calls, §8 Product push):
 * what each platform's API needs, in the platform's words.
 */
export interface ShopProductDraft {
  /**
   * POD's key of this push, kept on the shop product (Shopify's handle, WooCommerce's slug): a
   * retried push finds the product it made before instead of making a second one.
   */
  handle: string;
  title: string;
  /** Sanitised HTML. */
  descriptionHtml: string;
  tags: string[];
  /** Custom collections (Shopify, ShopBase) or categories (WooCommerce), by title. */
  categories: string[];
  /** The option names (the product types' attribute names), at most three on Shopify. */
  options: string[];
  variants: {
    sku: string;
    /** One value per option, in `options`' order. */
    optionValues: string[];
    regularCents: number;
    saleCents: number;
    image?: string | null;
  }[];
  images: string[];
}

/** What the shop made of a draft: its product id and page, and its variants' ids by SKU. */
export interface ShopProductMade {
  id: string;
  permalink: string | null;
  variants: { id: string; sku: string }[];
}

/** A shop's category (WooCommerce) or custom collection (Shopify, ShopBase), or a WooCommerce tag. */
export interface ShopTerm {
  id: string;
  name: string;
}

/** A shop product as the mapping wizard lists it (spec 2 §2: ID, Name with image). */
export interface ShopProductSummary {
  id: string;
  name: string;
  image: string | null;
  variants: number;
}

/** The mapping wizard's filters: a category (or collection) and, on WooCommerce, a tag. */
export interface ShopProductsQuery {
  categoryId?: string | null;
  tagId?: string | null;
}

/** The wizard lists at most this many of a shop's products, categories or tags at once. */
export const SHOP_LIST_MAX = 5_000;

/** A shop product as a mapping registers it. */
export interface ShopProductRead {
  id: string;
  title: string;
  descriptionHtml: string;
  images: string[];
  tags: string[];
  categories: string[];
  permalink: string | null;
}

/** The variants a mapping puts on a shop product in place of its own. */
export type ShopVariantsDraft = Pick<ShopProductDraft, 'options' | 'variants'>;

/** One shop platform's HTTP protocol. */
export interface PlatformClient {
  /** How the platform is named in messages. */
  label: string;
  /** The platform's approval page for this shop; `state` comes back at auth_callback. */
  authorizeUrl(site: ShopSite, state: string): string;
  /** Reads every product of the shop and counts its variants. */
  fetchCatalogue(shop: ConnectedShop): Promise<CatalogueCount>;
  /** Removes the shop's webhooks that deliver to `address` and registers the current topics. */
  replaceWebhooks(shop: ConnectedShop, address: string): Promise<RegisteredWebhook[]>;
  /**
   * Puts the tracking on the shop's order and answers the id of what holds it there: a Shopify or
   * ShopBase fulfilment, a WooCommerce order note. With `fulfilmentId`, that one is changed.
   */
  pushTracking(shop: ConnectedShop, push: TrackingPush): Promise<string>;
  /**
   * Reads a webhook delivery: its topic and id when the signature over the raw body holds (the
   * app's secret for Shopify and ShopBase, the site's `secret` for WooCommerce), else null.
   */
  readWebhook(
    headers: Record<string, string | string[] | undefined>,
    body: Buffer,
    secret: string | null | undefined,
  ): WebhookDelivery | null;
  /** The shop's orders by id or created in a range, as the platform's API answers them. */
  fetchOrders(shop: ConnectedShop, query: ShopOrdersQuery): Promise<unknown[]>;
  /**
   * Puts the product on the shop with its variants, categories and tags; answers the product the
   * shop already holds under the draft's handle, when an earlier try made it.
   */
  createProduct(shop: ConnectedShop, draft: ShopProductDraft): Promise<ShopProductMade>;
  /** Removes the shop's product; one the shop no longer has is not an error. */
  deleteProduct(shop: ConnectedShop, productId: string): Promise<void>;
  /** The shop's categories (WooCommerce) or custom collections, every page, at most SHOP_LIST_MAX. */
  listCategories(shop: ConnectedShop): Promise<ShopTerm[]>;
  /** The shop's tags (WooCommerce; the others filter by collection only: none). */
  listTags(shop: ConnectedShop): Promise<ShopTerm[]>;
  /** The shop's products in the filter, every page, at most `max`; `truncated` when more remain. */
  listProducts(
    shop: ConnectedShop,
    query: ShopProductsQuery,
    max: number,
  ): Promise<{ products: ShopProductSummary[]; truncated: boolean }>;
  /** One product of the shop; a PlatformError with status 404 when it has none of this id. */
  readProduct(shop: ConnectedShop, productId: string): Promise<ShopProductRead>;
  /** Replaces every variant of the shop's product by the draft's; answers the new ones' ids. */
  replaceVariants(
    shop: ConnectedShop,
    productId: string,
    draft: ShopVariantsDraft,
  ): Promise<ShopProductMade>;
}

/** Whether `given` (base64) is the HMAC-SHA256 of `body` made with `secret`, compared in constant time. */
export function isBase64HmacOf(body: Buffer, secret: string, given: string | undefined): boolean {
  if (!given || !secret) return false;
  const expected = createHmac('sha256', secret).update(body).digest();
  const actual = Buffer.from(given, 'base64');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A header's single value. */
export function headerOf(
  headers: Record<string, string | string[] | undefined>,
  name: string,
): string | undefined {
  const value = headers[name.toLowerCase()];
  return typeof value === 'string' ? value : undefined;
}

/** Fetch Orders reads at most this many orders of a shop at once. */
export const FETCH_ORDERS_MAX = 1_000;

/**
 * The base address of a shop's requests: its own origin (and path, for a WordPress installed in a
 * folder), or `${override}/{host}{path}` when a fake platform stands in for the real one.
 */
export function shopBaseUrl(domain: string, override?: string): string {
  const url = new URL(domain);
  const path = url.pathname.replace(/\/+$/, '');
  return override ? `${override}/${url.host}${path}` : `${url.origin}${path}`;
}
