import { createHmac, timingSafeEqual } from 'node:crypto';
import { PLATFORM_SCOPES } from '@podoffice/domain';
import type { OAuthAppConfig } from './config';
import { PlatformError, shopRequest } from './http';
import { nextLink, shopifyCatalogue, shopifyVariant } from './shopifyCatalogue';
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
  type ShopSite,
} from './types';

/**
 * Shopify and ShopBase speak the same OAuth 2.0 authorization code grant (/admin/oauth/authorize,
 * an HMAC-signed redirect back, POST /admin/oauth/access_token) and a similar REST Admin API; they
 * differ in the token header, the API path and how product pages are walked.
 */
interface OAuthShopKind {
  platform: 'shopify' | 'shopbase';
  label: string;
  tokenHeader: string;
  /** The lower-case prefix of its webhook headers: X-Shopify-Topic, X-ShopBase-Hmac-Sha256… */
  webhookHeader: string;
  /** Prefix of the REST Admin API paths. */
  adminApi: string;
  /** Shopify pages with Link headers (cursor); ShopBase with a page number. */
  paging: 'link' | 'page';
  topics: readonly string[];
}

export const SHOPIFY_API_VERSION = '2024-10';

const PAGE_SIZE = 250;
// Each request is bounded; so is the walk, so a misbehaving shop cannot keep us paging forever.
const MAX_PAGES = 400;

const KINDS: Record<OAuthShopKind['platform'], OAuthShopKind> = {
  shopify: {
    platform: 'shopify',
    label: 'Shopify',
    tokenHeader: 'X-Shopify-Access-Token',
    webhookHeader: 'x-shopify',
    adminApi: `/admin/api/${SHOPIFY_API_VERSION}`,
    paging: 'link',
    topics: ['orders/create', 'orders/updated', 'app/uninstalled'],
  },
  shopbase: {
    platform: 'shopbase',
    label: 'ShopBase',
    tokenHeader: 'X-ShopBase-Access-Token',
    webhookHeader: 'x-shopbase',
    adminApi: '/admin',
    paging: 'page',
    topics: ['orders/create', 'orders/updated', 'app/uninstalled'],
  },
};

/** The message both platforms sign: every query parameter but hmac (and signature), sorted. */
function oauthSignatureMessage(query: URLSearchParams): string {
  return [...query.entries()]
    .filter(([key]) => key !== 'hmac' && key !== 'signature')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
}

function signOAuthQuery(query: URLSearchParams, secret: string): string {
  return createHmac('sha256', secret).update(oauthSignatureMessage(query)).digest('hex');
}

interface ShopProduct {
  id: number | string;
  variants?: unknown[];
}

interface ShopProductAnswer {
  id?: number | string;
  handle?: string;
  variants?: { id?: number | string; sku?: string | null }[];
}

interface ShopCollection {
  id?: number | string;
  title?: string;
}

interface FulfillmentOrder {
  id: number | string;
  status?: string;
}

interface ShopFulfillment {
  id?: number | string;
}

interface ShopWebhook {
  id: number | string;
  topic: string;
  address: string;
}

export interface OAuthShopClient extends PlatformClient {
  /** True when the redirect back carries a valid HMAC of its query made with the app secret. */
  verifyCallback(query: URLSearchParams): boolean;
  /** Trades the one-time code for the shop's access token. */
  exchangeCode(site: ShopSite, code: string): Promise<ShopGrant>;
}

export function createOAuthShopClient(
  platform: OAuthShopKind['platform'],
  app: OAuthAppConfig,
  redirectUri: string,
): OAuthShopClient {
  const kind = KINDS[platform];
  const base = (site: ShopSite) => shopBaseUrl(site.domain, app.baseUrl);
  const credentials = () => {
    if (!app.clientId || !app.clientSecret) {
      throw new PlatformError(`The ${kind.label} app is not configured on this server`);
    }
    return { clientId: app.clientId, clientSecret: app.clientSecret };
  };
  const headers = (shop: ConnectedShop) => ({ [kind.tokenHeader]: shop.accessToken });

  return {
    label: kind.label,

    authorizeUrl(site, state) {
      const query = new URLSearchParams({
        client_id: credentials().clientId,
        scope: PLATFORM_SCOPES[platform],
        redirect_uri: redirectUri,
        state,
      });
      return `${base(site)}/admin/oauth/authorize?${query}`;
    },

    verifyCallback(query) {
      const given = query.get('hmac') ?? '';
      if (!/^[0-9a-f]{64}$/i.test(given) || !app.clientSecret) return false;
      const expected = signOAuthQuery(query, app.clientSecret);
      return timingSafeEqual(Buffer.from(given.toLowerCase()), Buffer.from(expected));
    },

    async exchangeCode(site, code) {
      const { clientId, clientSecret } = credentials();
      const { body } = await shopRequest<{ access_token?: unknown; scope?: unknown }>(
        kind.label,
        `${base(site)}/admin/oauth/access_token`,
        {
          method: 'POST',
          body: { client_id: clientId, client_secret: clientSecret, code },
        },
      );
      if (typeof body?.access_token !== 'string' || !body.access_token) {
        throw new PlatformError(`The ${kind.label} shop did not issue an access token`);
      }
      return {
        accessToken: body.access_token,
        scope: typeof body.scope === 'string' ? body.scope : '',
      };
    },

    async fetchCatalogue(shop) {
      const first = `${base(shop)}${kind.adminApi}/products.json?limit=${PAGE_SIZE}`;
      const origin = new URL(first).origin;
      const count: CatalogueCount = { products: 0, variants: 0 };
      let url: string | undefined = first;
      for (let page = 1; url && page <= MAX_PAGES; page++) {
        const { body, headers: answer }: { body: { products?: ShopProduct[] }; headers: Headers } =
          await shopRequest<{ products?: ShopProduct[] }>(kind.label, url, {
            headers: headers(shop),
          });
        const products = body?.products ?? [];
        count.products += products.length;
        count.variants += products.reduce((n, p) => n + (p.variants?.length ?? 0), 0);
        if (kind.paging === 'link') {
          const next = nextLink(answer.get('link'));
          // A cursor pointing anywhere but the shop itself is not followed.
          url = next && new URL(next).origin === origin ? next : undefined;
        } else {
          url = products.length < PAGE_SIZE ? undefined : `${first}&page=${page + 1}`;
        }
      }
      return count;
    },

    async replaceWebhooks(shop, address) {
      const root = `${base(shop)}${kind.adminApi}/webhooks`;
      const { body } = await shopRequest<{ webhooks?: ShopWebhook[] }>(kind.label, `${root}.json`, {
        headers: headers(shop),
      });
      for (const old of body?.webhooks ?? []) {
        if (old.address !== address) continue;
        await shopRequest(kind.label, `${root}/${encodeURIComponent(String(old.id))}.json`, {
          method: 'DELETE',
          headers: headers(shop),
        });
      }
      const registered: RegisteredWebhook[] = [];
      for (const topic of kind.topics) {
        const { body: created } = await shopRequest<{ webhook?: ShopWebhook }>(
          kind.label,
          `${root}.json`,
          {
            method: 'POST',
            headers: headers(shop),
            body: { webhook: { topic, address, format: 'json' } },
          },
        );
        if (!created?.webhook?.id) {
          throw new PlatformError(`The ${kind.label} shop did not register the ${topic} webhook`);
        }
        registered.push({
          topic: created.webhook.topic ?? topic,
          address: created.webhook.address ?? address,
          deliveryUrl: `${shopBaseUrl(shop.domain)}${kind.adminApi}/webhooks/${created.webhook.id}.json`,
        });
      }
      return registered;
    },

    readWebhook(headers, body) {
      // Signed with the app's client secret: one for every shop of the app.
      const h = (name: string) => headerOf(headers, `${kind.webhookHeader}-${name}`);
      if (!app.clientSecret || !isBase64HmacOf(body, app.clientSecret, h('hmac-sha256'))) {
        return null;
      }
      return { topic: h('topic') ?? '', deliveryId: h('webhook-id') ?? '' };
    },

    async fetchOrders(shop, query) {
      // By ids, or (ShopBase) by creation time; any status, a page of 250 at a time.
      const params = new URLSearchParams({ status: 'any', limit: String(PAGE_SIZE) });
      if (query.orderIds.length) params.set('ids', query.orderIds.join(','));
      if (query.range) {
        params.set('created_at_min', query.range.from.toISOString());
        params.set('created_at_max', query.range.to.toISOString());
      }
      const first = `${base(shop)}${kind.adminApi}/orders.json?${params}`;
      const origin = new URL(first).origin;
      const orders: unknown[] = [];
      let url: string | undefined = first;
      for (let page = 1; url && orders.length < FETCH_ORDERS_MAX; page++) {
        const answer: { body: { orders?: unknown[] }; headers: Headers } = await shopRequest<{
          orders?: unknown[];
        }>(kind.label, url, { headers: headers(shop) });
        const found = Array.isArray(answer.body?.orders) ? answer.body.orders : [];
        orders.push(...found);
        if (kind.paging === 'link') {
          const next = nextLink(answer.headers.get('link'));
          url = next && new URL(next).origin === origin ? next : undefined;
        } else {
          url = found.length < PAGE_SIZE ? undefined : `${first}&page=${page + 1}`;
        }
      }
      return orders.slice(0, FETCH_ORDERS_MAX);
    },

    async pushTracking(shop, push) {
      const api = `${base(shop)}${kind.adminApi}`;
      const order = encodeURIComponent(push.orderId);
      const send = (url: string, method: string, fulfillment: object) =>
        shopRequest<{ fulfillment?: ShopFulfillment }>(kind.label, url, {
          method,
          headers: headers(shop),
          body: { fulfillment },
        });
      const idOf = (answer: { body: { fulfillment?: ShopFulfillment } | null }) => {
        const id = answer.body?.fulfillment?.id;
        if (id === undefined || id === null || id === '') {
          throw new PlatformError(`The ${kind.label} shop did not answer a fulfilment`);
        }
        return String(id);
      };
      const fulfilment = push.fulfilmentId ? encodeURIComponent(push.fulfilmentId) : null;
      if (kind.platform === 'shopbase') {
        // ShopBase keeps the older fulfilment API: one per order, tracking fields on it.
        const fields = {
          tracking_number: push.trackingNumber,
          tracking_company: push.company,
          tracking_url: push.url,
          notify_customer: true,
        };
        return fulfilment
          ? idOf(
              await send(`${api}/orders/${order}/fulfillments/${fulfilment}.json`, 'PUT', fields),
            )
          : idOf(await send(`${api}/orders/${order}/fulfillments.json`, 'POST', fields));
      }
      // Shopify: fulfilments are made of the order's open fulfilment orders (API 2023-01 on).
      const trackingInfo = { number: push.trackingNumber, company: push.company, url: push.url };
      if (fulfilment) {
        return idOf(
          await send(`${api}/fulfillments/${fulfilment}/update_tracking.json`, 'POST', {
            tracking_info: trackingInfo,
            notify_customer: true,
          }),
        );
      }
      const { body } = await shopRequest<{ fulfillment_orders?: FulfillmentOrder[] }>(
        kind.label,
        `${api}/orders/${order}/fulfillment_orders.json`,
        { headers: headers(shop) },
      );
      const open = (body?.fulfillment_orders ?? []).filter(
        (fo) => fo.status === 'open' || fo.status === 'in_progress',
      );
      if (open.length === 0) {
        throw new PlatformError(`The ${kind.label} order has nothing left to fulfil`);
      }
      return idOf(
        await send(`${api}/fulfillments.json`, 'POST', {
          line_items_by_fulfillment_order: open.map((fo) => ({ fulfillment_order_id: fo.id })),
          tracking_info: trackingInfo,
          notify_customer: true,
        }),
      );
    },

    async createProduct(shop, draft) {
      return createShopProduct(kind, `${base(shop)}${kind.adminApi}`, headers(shop), shop, draft);
    },

    ...shopifyCatalogue(kind, (shop) => `${base(shop)}${kind.adminApi}`, headers),

    async deleteProduct(shop, productId) {
      const url = `${base(shop)}${kind.adminApi}/products/${encodeURIComponent(productId)}.json`;
      try {
        await shopRequest(kind.label, url, { method: 'DELETE', headers: headers(shop) });
      } catch (error) {
        if (error instanceof PlatformError && error.status === 404) return;
        throw error;
      }
    },
  };
}

/**
 * Shopify's (and ShopBase's) product creation: the product with its options, variants (the sale
 * price as `price`, the regular one as `compare_at_price` when higher) and images, then each
 * category as a custom collection (found by title or made) joined by a collect. A product already
 * under the draft's handle is the one an earlier try made: answered as it is.
 */
async function createShopProduct(
  kind: OAuthShopKind,
  api: string,
  headers: Record<string, string>,
  shop: ConnectedShop,
  draft: ShopProductDraft,
): Promise<ShopProductMade> {
  const made = (product: ShopProductAnswer): ShopProductMade => {
    if (product.id === undefined || product.id === null || product.id === '') {
      throw new PlatformError(`The ${kind.label} shop did not answer the product it made`);
    }
    return {
      id: String(product.id),
      permalink: `${shopBaseUrl(shop.domain)}/products/${product.handle ?? draft.handle}`,
      variants: (product.variants ?? [])
        .filter((v) => v.id !== undefined && v.id !== null)
        .map((v) => ({ id: String(v.id), sku: v.sku ?? '' })),
    };
  };
  const { body: existing } = await shopRequest<{ products?: ShopProductAnswer[] }>(
    kind.label,
    `${api}/products.json?${new URLSearchParams({ handle: draft.handle, limit: '1' })}`,
    { headers },
  );
  const earlier = existing?.products?.find((p) => p.handle === draft.handle);
  if (earlier) return made(earlier);

  const { body } = await shopRequest<{ product?: ShopProductAnswer }>(
    kind.label,
    `${api}/products.json`,
    {
      method: 'POST',
      headers,
      body: {
        product: {
          title: draft.title,
          body_html: draft.descriptionHtml,
          handle: draft.handle,
          tags: draft.tags.join(', '),
          options: draft.options.map((name) => ({ name })),
          variants: draft.variants.map(shopifyVariant),
          images: draft.images.map((src) => ({ src })),
        },
      },
    },
  );
  const product = made(body?.product ?? {});
  for (const title of draft.categories) {
    const collection = await customCollection(kind, api, headers, title);
    await shopRequest(kind.label, `${api}/collects.json`, {
      method: 'POST',
      headers,
      body: { collect: { product_id: Number(product.id), collection_id: collection } },
    });
  }
  return product;
}

/** The shop's custom collection of this title, made when it has none. */
async function customCollection(
  kind: OAuthShopKind,
  api: string,
  headers: Record<string, string>,
  title: string,
): Promise<number | string> {
  const { body } = await shopRequest<{ custom_collections?: ShopCollection[] }>(
    kind.label,
    `${api}/custom_collections.json?${new URLSearchParams({ title, limit: '1' })}`,
    { headers },
  );
  const found = body?.custom_collections?.find((c) => c.title === title)?.id;
  if (found !== undefined) return found;
  const { body: made } = await shopRequest<{ custom_collection?: ShopCollection }>(
    kind.label,
    `${api}/custom_collections.json`,
    { method: 'POST', headers, body: { custom_collection: { title } } },
  );
  if (made?.custom_collection?.id === undefined) {
    throw new PlatformError(`The ${kind.label} shop did not make the collection ${title}`);
  }
  return made.custom_collection.id;
}
