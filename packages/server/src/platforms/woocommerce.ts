import { PLATFORM_SCOPES } from '@podoffice/domain';
import { PlatformError, shopRequest } from './http';
import { wooAttributes, wooCatalogue, wooVariation } from './wooCatalogue';
import {
  FETCH_ORDERS_MAX,
  headerOf,
  isBase64HmacOf,
  shopBaseUrl,
  type CatalogueCount,
  type ConnectedShop,
  type PlatformClient,
  type RegisteredWebhook,
  type ShopGrant,
  type ShopProductDraft,
  type ShopProductMade,
} from './types';

/**
 * WooCommerce's application authentication endpoint (/wc-auth/v1/authorize): the shop owner
 * approves app_name, the shop POSTs the new REST keys to callback_url (with our state as user_id),
 * then sends the browser to return_url. The REST API (/wp-json/wc/v3) takes the keys as HTTP Basic.
 */

const LABEL = 'WooCommerce';
const API = '/wp-json/wc/v3';
const PAGE_SIZE = 100;
const MAX_PAGES = 1000;
const TOPICS = ['order.created', 'order.updated'] as const;

/** What the shop POSTs to callback_url once the owner approves. */
export interface WooKeysPayload {
  key_id?: unknown;
  user_id?: unknown;
  consumer_key?: unknown;
  consumer_secret?: unknown;
  key_permissions?: unknown;
}

/** The state and the grant in a callback POST, or null when it is not one. */
export function readWooKeys(payload: WooKeysPayload): { state: string; grant: ShopGrant } | null {
  const { user_id, consumer_key, consumer_secret, key_permissions } = payload;
  if (
    typeof user_id !== 'string' ||
    typeof consumer_key !== 'string' ||
    typeof consumer_secret !== 'string' ||
    !user_id ||
    !consumer_key ||
    !consumer_secret
  ) {
    return null;
  }
  return {
    state: user_id,
    // Both halves travel together as the Basic credentials of every REST call.
    grant: {
      accessToken: `${consumer_key}:${consumer_secret}`,
      scope: typeof key_permissions === 'string' ? key_permissions : '',
    },
  };
}

interface WooProduct {
  id: number;
  type?: string;
  variations?: unknown[];
}

interface WooWebhook {
  id: number;
  topic: string;
  delivery_url: string;
}

export function createWooCommerceClient(
  config: { appName: string; baseUrl?: string },
  callbackUrl: string,
): PlatformClient {
  const base = (site: { domain: string }) => shopBaseUrl(site.domain, config.baseUrl);
  const auth = (shop: ConnectedShop) => ({
    authorization: `Basic ${Buffer.from(shop.accessToken).toString('base64')}`,
  });

  return {
    label: LABEL,

    authorizeUrl(site, state) {
      const query = new URLSearchParams({
        app_name: config.appName,
        scope: PLATFORM_SCOPES.woocommerce,
        user_id: state,
        // The shop appends success=1 (or 0) and user_id, our state, when it sends the browser back.
        return_url: callbackUrl,
        callback_url: callbackUrl,
      });
      return `${base(site)}/wc-auth/v1/authorize?${query}`;
    },

    async fetchCatalogue(shop) {
      const count: CatalogueCount = { products: 0, variants: 0 };
      for (let page = 1; page <= MAX_PAGES; page++) {
        const { body } = await shopRequest<WooProduct[]>(
          LABEL,
          `${base(shop)}${API}/products?per_page=${PAGE_SIZE}&page=${page}`,
          { headers: auth(shop) },
        );
        const products = Array.isArray(body) ? body : [];
        count.products += products.length;
        // A simple product is its own single variant; a variable one lists its variations.
        count.variants += products.reduce(
          (n, p) => n + (p.type === 'variable' ? (p.variations?.length ?? 0) : 1),
          0,
        );
        if (products.length < PAGE_SIZE) break;
      }
      return count;
    },

    async replaceWebhooks(shop, address) {
      const root = `${base(shop)}${API}/webhooks`;
      const { body } = await shopRequest<WooWebhook[]>(LABEL, `${root}?per_page=${PAGE_SIZE}`, {
        headers: auth(shop),
      });
      for (const old of Array.isArray(body) ? body : []) {
        if (old.delivery_url !== address) continue;
        await shopRequest(LABEL, `${root}/${old.id}?force=true`, {
          method: 'DELETE',
          headers: auth(shop),
        });
      }
      const registered: RegisteredWebhook[] = [];
      for (const topic of TOPICS) {
        const { body: created } = await shopRequest<WooWebhook>(LABEL, root, {
          method: 'POST',
          headers: auth(shop),
          body: {
            name: `POD Office ${topic}`,
            topic,
            delivery_url: address,
            status: 'active',
            // Each delivery is signed with it (X-WC-Webhook-Signature); without one WooCommerce
            // signs with a secret of its own that we would not know.
            ...(shop.webhookSecret ? { secret: shop.webhookSecret } : {}),
          },
        });
        if (!created?.id) {
          throw new PlatformError(`The ${LABEL} shop did not register the ${topic} webhook`);
        }
        registered.push({
          topic: created.topic ?? topic,
          address: created.delivery_url ?? address,
          deliveryUrl: `${shopBaseUrl(shop.domain)}${API}/webhooks/${created.id}`,
        });
      }
      return registered;
    },

    readWebhook(headers, body, secret) {
      if (!secret || !isBase64HmacOf(body, secret, headerOf(headers, 'x-wc-webhook-signature'))) {
        return null;
      }
      return {
        topic: headerOf(headers, 'x-wc-webhook-topic') ?? '',
        deliveryId: headerOf(headers, 'x-wc-webhook-delivery-id') ?? '',
      };
    },

    async fetchOrders(shop, query) {
      // By ids (include=) or by creation time (after/before, ISO 8601), a page of 100 at a time.
      const params = new URLSearchParams({ per_page: String(PAGE_SIZE) });
      if (query.orderIds.length) params.set('include', query.orderIds.join(','));
      if (query.range) {
        params.set('after', query.range.from.toISOString());
        params.set('before', query.range.to.toISOString());
      }
      const orders: unknown[] = [];
      for (let page = 1; orders.length < FETCH_ORDERS_MAX; page++) {
        params.set('page', String(page));
        const { body } = await shopRequest<unknown[]>(
          LABEL,
          `${base(shop)}${API}/orders?${params}`,
          {
            headers: auth(shop),
          },
        );
        const found = Array.isArray(body) ? body : [];
        orders.push(...found);
        if (found.length < PAGE_SIZE) break;
      }
      return orders.slice(0, FETCH_ORDERS_MAX);
    },

    async pushTracking(shop, push) {
      // WooCommerce has no fulfilments: the buyer sees a customer note, and the order's meta
      // holds the number for tracking plugins; the note's id stands for the fulfilment.
      const order = `${base(shop)}${API}/orders/${encodeURIComponent(push.orderId)}`;
      await shopRequest(LABEL, order, {
        method: 'PUT',
        headers: auth(shop),
        body: {
          meta_data: [
            { key: '_tracking_number', value: push.trackingNumber },
            { key: '_tracking_provider', value: push.company },
            { key: '_tracking_url', value: push.url ?? '' },
          ],
        },
      });
      const { body } = await shopRequest<{ id?: number }>(LABEL, `${order}/notes`, {
        method: 'POST',
        headers: auth(shop),
        body: {
          note: `Your order has shipped with ${push.company}. Tracking number ${push.trackingNumber}${push.url ? `: ${push.url}` : ''}`,
          customer_note: true,
        },
      });
      if (!body?.id) throw new PlatformError(`The ${LABEL} shop did not add the order note`);
      return `note-${body.id}`;
    },

    async createProduct(shop, draft) {
      return createWooProduct(`${base(shop)}${API}`, auth(shop), draft);
    },

    ...wooCatalogue((shop) => `${base(shop)}${API}`, auth),

    async deleteProduct(shop, productId) {
      const url = `${base(shop)}${API}/products/${encodeURIComponent(productId)}?force=true`;
      try {
        await shopRequest(LABEL, url, { method: 'DELETE', headers: auth(shop) });
      } catch (error) {
        if (error instanceof PlatformError && error.status === 404) return;
        throw error;
      }
    },
  };
}

interface WooMade {
  id?: number | string;
  slug?: string;
  permalink?: string;
}

/**
 * WooCommerce's product creation: a variable product with one attribute per option (its values
 * the variants'), in categories and tags found by name or made, then its variations in one batch
 * (a sale price only when below the regular one). A product already under the draft's slug is
 * the one an earlier try made: answered with its variations as the shop lists them.
 */
async function createWooProduct(
  api: string,
  headers: Record<string, string>,
  draft: ShopProductDraft,
): Promise<ShopProductMade> {
  const { body: existing } = await shopRequest<(WooMade & { variations?: unknown[] })[]>(
    LABEL,
    `${api}/products?${new URLSearchParams({ slug: draft.handle })}`,
    { headers },
  );
  const earlier = Array.isArray(existing) ? existing.find((p) => p.slug === draft.handle) : null;
  if (earlier?.id !== undefined) {
    return {
      id: String(earlier.id),
      permalink: earlier.permalink ?? null,
      // Matched to the draft's SKUs by the push; the ids are the shop's.
      variants: (earlier.variations ?? []).map((id, i) => ({
        id: String(id),
        sku: draft.variants[i]?.sku ?? '',
      })),
    };
  }
  const categories = [];
  for (const name of draft.categories)
    categories.push({ id: await wooTerm(api, headers, 'categories', name) });
  const tags = [];
  for (const name of draft.tags) tags.push({ id: await wooTerm(api, headers, 'tags', name) });
  const { body: product } = await shopRequest<WooMade>(LABEL, `${api}/products`, {
    method: 'POST',
    headers,
    body: {
      name: draft.title,
      slug: draft.handle,
      type: 'variable',
      description: draft.descriptionHtml,
      categories,
      tags,
      images: draft.images.map((src) => ({ src })),
      attributes: wooAttributes(draft),
    },
  });
  if (product?.id === undefined || product.id === null) {
    throw new PlatformError(`The ${LABEL} shop did not answer the product it made`);
  }
  const id = String(product.id);
  const { body: batch } = await shopRequest<{ create?: { id?: number | string; sku?: string }[] }>(
    LABEL,
    `${api}/products/${encodeURIComponent(id)}/variations/batch`,
    {
      method: 'POST',
      headers,
      body: {
        create: draft.variants.map((v) => wooVariation(draft.options, v)),
      },
    },
  );
  return {
    id,
    permalink: product.permalink ?? null,
    variants: (batch?.create ?? [])
      .filter((v) => v.id !== undefined && v.id !== null)
      .map((v) => ({ id: String(v.id), sku: v.sku ?? '' })),
  };
}

/** The id of the shop's category or tag of this name, made when it has none. */
async function wooTerm(
  api: string,
  headers: Record<string, string>,
  kind: 'categories' | 'tags',
  name: string,
): Promise<number | string> {
  const { body } = await shopRequest<{ id?: number | string; name?: string }[]>(
    LABEL,
    `${api}/products/${kind}?${new URLSearchParams({ search: name, per_page: '100' })}`,
    { headers },
  );
  const found = Array.isArray(body) ? body.find((t) => t.name === name)?.id : undefined;
  if (found !== undefined) return found;
  const { body: made } = await shopRequest<{ id?: number | string }>(
    LABEL,
    `${api}/products/${kind}`,
    { method: 'POST', headers, body: { name } },
  );
  if (made?.id === undefined) {
    throw new PlatformError(
      `The ${LABEL} shop did not make the ${kind === 'tags' ? 'tag' : 'category'} ${name}`,
    );
  }
  return made.id;
}
