import { createHmac, randomBytes } from 'node:crypto';
import { demoShopToken } from '../../seed/sites';
import {
  createMadeProducts,
  sampleProducts,
  type FakeMadeProduct,
  type FakeProduct,
} from './catalogue';
import { asShopifyProduct, shopifyMappingRoute } from './shopMapping';
import { createFakeOrderBook, type FakeDelivery, type FakeOrderInput } from './shopOrders';
import {
  escape,
  hiddenFields,
  html,
  json,
  redirect,
  startFake,
  type FakeRequest,
  type RunningFake,
} from './server';

/**
 * A fake Shopify or ShopBase: the OAuth 2.0 authorization code grant (an approval page at
 * /admin/oauth/authorize, a redirect back signed with the app secret, POST
 * /admin/oauth/access_token) and the REST Admin API's products and webhooks. Every path starts
 * with the shop's host: /{shop}/admin/...
 */
export interface FakeOAuthShopOptions {
  platform: 'shopify' | 'shopbase';
  clientId: string;
  clientSecret: string;
  /** Products per shop host; shops not listed get sampleProducts(). */
  products?: Record<string, FakeProduct[]>;
}

export interface FakeWebhook {
  id: number;
  topic: string;
  address: string;
  format: string;
}

/** A fulfilment the API made on the fake shop: what a test reads back. */
export interface FakeFulfilment {
  id: number;
  order_id: string;
  tracking_number: string;
  tracking_company: string;
  tracking_url?: string;
  notify_customer: boolean;
  /** How many times its tracking was changed after it was made. */
  updates: number;
}

export interface FakeOAuthShop extends RunningFake {
  /** Fulfilments made per shop host (the trackings pushed back). */
  fulfilments: Map<string, FakeFulfilment[]>;
  /** Answers fulfilment requests with this HTTP status until cleared (undefined). */
  failFulfilments(status: number | undefined): void;
  /** Webhooks registered per shop host. */
  webhooks: Map<string, FakeWebhook[]>;
  /** Access tokens issued, by token: the shop and the scope granted. */
  tokens: Map<string, { shop: string; scope: string }>;
  /**
   * What the approval page's Install button does, without a browser: the address the fake sends
   * the browser back to (the API's auth_callback with code, hmac, shop, state, timestamp).
   */
  approve(authorizeUrl: string): Promise<string>;
  /** A shopper's order: kept for GET /orders.json and delivered to the orders/create webhooks. */
  placeOrder(shop: string, input: FakeOrderInput): Record<string, unknown>;
  /** Every webhook delivery made, with its attempts and last answer. */
  deliveries: FakeDelivery[];
  /** Products the API made, per shop host (the product push). */
  madeProducts: Map<string, FakeMadeProduct[]>;
  /** Answers product creation with this HTTP status until cleared (undefined). */
  failProducts(status: number | undefined): void;
}

const API_PATHS = {
  shopify: { api: '/admin/api/2024-10', header: 'x-shopify-access-token', label: 'Shopify' },
  shopbase: { api: '/admin', header: 'x-shopbase-access-token', label: 'ShopBase' },
} as const;

function sign(query: URLSearchParams, secret: string): string {
  const message = [...query.entries()]
    .filter(([k]) => k !== 'hmac')
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  return createHmac('sha256', secret).update(message).digest('hex');
}

export async function startFakeOAuthShop(options: FakeOAuthShopOptions): Promise<FakeOAuthShop> {
  const paths = API_PATHS[options.platform];
  const codes = new Map<string, { shop: string; scope: string; used: boolean }>();
  const tokens = new Map<string, { shop: string; scope: string }>();
  const webhooks = new Map<string, FakeWebhook[]>();
  const fulfilments = new Map<string, FakeFulfilment[]>();
  let nextWebhookId = 5000;
  let nextFulfilmentId = 7_300_000;
  let fulfilmentFailure: number | undefined;
  const catalogue = createMadeProducts((shop) => options.products?.[shop] ?? sampleProducts());
  const productsOf = catalogue.all;
  const collections = new Map<string, { id: number; title: string }[]>();
  /** A shop's custom collections: those its products are in, and those the API made. */
  const collectionsOf = (shop: string) => {
    const list = collections.get(shop) ?? [];
    for (const product of productsOf(shop)) {
      for (const title of product.categories ?? []) {
        if (!list.some((c) => c.title === title)) list.push({ id: catalogue.nextId(), title });
      }
    }
    collections.set(shop, list);
    return list;
  };
  let productFailure: number | undefined;
  /** How long each shop takes to make a product (POST /{shop}/__product-delay). */
  const productDelay = new Map<string, number>();
  const orderBook = createFakeOrderBook({
    platform: options.platform,
    productsOf,
    appSecret: options.clientSecret,
  });
  const placeOrder = (shop: string, input: FakeOrderInput) =>
    orderBook.place(shop, input, webhooks.get(shop) ?? []);

  /** Issues a code and answers where the browser goes back to, signed like the platform does. */
  function grant(shop: string, query: URLSearchParams): string {
    const code = randomBytes(16).toString('hex');
    codes.set(code, { shop, scope: query.get('scope') ?? '', used: false });
    const back = new URLSearchParams({
      code,
      shop,
      state: query.get('state') ?? '',
      timestamp: String(Math.floor(Date.now() / 1000)),
    });
    if (options.platform === 'shopify') {
      back.set('host', Buffer.from(`${shop}/admin`).toString('base64url'));
    }
    back.set('hmac', sign(back, options.clientSecret));
    return `${query.get('redirect_uri')}?${back}`;
  }

  function authorisationProblem(query: URLSearchParams): string | null {
    if (query.get('client_id') !== options.clientId) return 'Unknown app (client_id)';
    if (!query.get('redirect_uri')) return 'redirect_uri is missing';
    if (!query.get('state')) return 'state is missing';
    return null;
  }

  function handle(req: FakeRequest, res: Parameters<Parameters<typeof startFake>[0]>[1]) {
    const { shop, route, query, method } = req;
    if (method === 'GET' && route === '/admin/oauth/authorize') {
      const problem = authorisationProblem(query);
      if (problem) return html(res, 400, 'Oauth error', `<p>${escape(problem)}</p>`);
      return html(
        res,
        200,
        `Install app on ${shop}`,
        `<p>The app asks for: ${escape(query.get('scope') ?? '')}</p>` +
          `<form method="get" action="/${escape(shop)}/admin/oauth/approve">${hiddenFields(query)}` +
          `<button type="submit">Install app</button></form>`,
      );
    }
    if (method === 'GET' && route === '/admin/oauth/approve') {
      const problem = authorisationProblem(query);
      if (problem) return html(res, 400, 'Oauth error', `<p>${escape(problem)}</p>`);
      return redirect(res, grant(shop, query));
    }
    if (method === 'POST' && route === '/admin/oauth/access_token') {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const issued = codes.get(String(body.code));
      if (body.client_id !== options.clientId || body.client_secret !== options.clientSecret) {
        return json(res, 401, { error: 'invalid_client' });
      }
      if (!issued || issued.used || issued.shop !== shop) {
        return json(res, 400, { error: 'invalid_request', error_description: 'bad code' });
      }
      issued.used = true;
      const token = `${options.platform === 'shopify' ? 'shpat' : 'sbat'}_${randomBytes(16).toString('hex')}`;
      tokens.set(token, { shop, scope: issued.scope });
      return json(res, 200, { access_token: token, scope: issued.scope });
    }
    if (method === 'POST' && route === '/__product-delay') {
      // Test-only, like /__orders: the shop takes this long to make each product from now on, so
      // a journey can start two pushes before the first is registered.
      const ms = Number((req.body as { ms?: unknown } | undefined)?.ms ?? 0);
      productDelay.set(shop, Number.isFinite(ms) ? Math.min(Math.max(ms, 0), 10_000) : 0);
      return json(res, 200, { ms: productDelay.get(shop) });
    }
    if (method === 'POST' && route === '/__orders') {
      // Test-only, like /__recorded: a journey in another process places a shopper's order.
      const input = (req.body ?? {}) as FakeOrderInput;
      if (!Array.isArray(input.lines) || input.lines.length === 0) {
        return json(res, 422, { errors: 'lines are required' });
      }
      return json(res, 201, { order: placeOrder(shop, input) });
    }
    if (!route.startsWith(`${paths.api}/`)) return json(res, 404, { errors: 'Not Found' });

    const given = String(req.headers[paths.header] ?? '');
    // The demo's seeded shops hold a token the fake knows without an authorisation.
    const token =
      tokens.get(given) ??
      (given === demoShopToken(options.platform, shop) ? { shop, scope: '' } : undefined);
    if (!token || token.shop !== shop) {
      return json(res, 401, { errors: '[API] Invalid API key or access token' });
    }
    const resource = route.slice(paths.api.length);
    if (productRoute(req, res, shop, resource)) return;
    if (method === 'GET' && resource === '/products.json') {
      // The mapping wizard's filter: a custom collection's products.
      const collection = query.get('collection_id');
      const title = collectionsOf(shop).find((c) => String(c.id) === collection)?.title;
      const all = productsOf(shop)
        .filter((p) => !collection || (p.categories ?? []).includes(title ?? ''))
        .map(asShopifyProduct);
      const limit = Math.min(Number(query.get('limit') ?? 50), 250);
      const offset =
        options.platform === 'shopify'
          ? Number(Buffer.from(query.get('page_info') ?? '', 'base64url').toString() || 0)
          : (Math.max(Number(query.get('page') ?? 1), 1) - 1) * limit;
      const products = all.slice(offset, offset + limit);
      const headers: Record<string, string> = {};
      if (options.platform === 'shopify' && offset + limit < all.length) {
        const next = new URLSearchParams({
          limit: String(limit),
          page_info: Buffer.from(String(offset + limit)).toString('base64url'),
        });
        const self = `http://${req.headers.host}/${shop}${paths.api}/products.json`;
        headers.link = `<${self}?${next}>; rel="next"`;
      }
      return json(res, 200, { products }, headers);
    }
    if (method === 'GET' && resource === '/orders.json') {
      const all = orderBook.list(shop, query);
      const limit = Math.min(Number(query.get('limit') ?? 50), 250);
      const page = Math.max(Number(query.get('page') ?? 1), 1);
      return json(res, 200, { orders: all.slice((page - 1) * limit, page * limit) });
    }
    if (fulfilmentRoute(req, res, shop, resource)) return;
    const hooks = webhooks.get(shop) ?? [];
    if (method === 'GET' && resource === '/webhooks.json') {
      return json(res, 200, { webhooks: hooks });
    }
    if (method === 'POST' && resource === '/webhooks.json') {
      const input = ((req.body ?? {}) as { webhook?: Partial<FakeWebhook> }).webhook;
      if (!input?.topic || !input.address) {
        return json(res, 422, { errors: { topic: ["can't be blank"] } });
      }
      const hook: FakeWebhook = {
        id: nextWebhookId++,
        topic: input.topic,
        address: input.address,
        format: input.format ?? 'json',
      };
      webhooks.set(shop, [...hooks, hook]);
      return json(res, 201, { webhook: hook });
    }
    const removed = /^\/webhooks\/(\d+)\.json$/.exec(resource);
    if (method === 'DELETE' && removed) {
      const id = Number(removed[1]);
      if (!hooks.some((h) => h.id === id)) return json(res, 404, { errors: 'Not Found' });
      webhooks.set(
        shop,
        hooks.filter((h) => h.id !== id),
      );
      return json(res, 200, {});
    }
    return json(res, 404, { errors: 'Not Found' });
  }

  /**
   * The product push's calls: products by handle, POST /products.json with its variants, DELETE
   * /products/{id}.json, custom collections by title and collects. False when `resource` is none
   * of them.
   */
  function productRoute(
    req: FakeRequest,
    res: Parameters<Parameters<typeof startFake>[0]>[1],
    shop: string,
    resource: string,
  ) {
    const { method, query } = req;
    if (method === 'GET' && resource === '/products.json' && query.has('handle')) {
      const found = (catalogue.made.get(shop) ?? []).filter(
        (p) => p.handle === query.get('handle'),
      );
      json(res, 200, { products: found });
      return true;
    }
    if (method === 'POST' && resource === '/products.json') {
      if (productFailure) {
        json(res, productFailure, { errors: 'Product refused' });
        return true;
      }
      const input = ((req.body ?? {}) as { product?: Record<string, unknown> }).product ?? {};
      const variants = Array.isArray(input.variants)
        ? (input.variants as Record<string, unknown>[])
        : [];
      if (typeof input.title !== 'string' || !input.title.trim()) {
        json(res, 422, { errors: { title: ["can't be blank"] } });
        return true;
      }
      const id = catalogue.nextId();
      const optionNames = ((input.options ?? []) as { name?: string }[]).map((o) => o.name ?? '');
      const product = catalogue.add(shop, {
        id,
        title: input.title,
        handle: String(input.handle ?? `product-${id}`),
        body_html: String(input.body_html ?? ''),
        tags: String(input.tags ?? '')
          .split(',')
          .map((t) => t.trim())
          .filter(Boolean),
        categories: [],
        options: optionNames,
        images: ((input.images ?? []) as { src?: string }[]).map((i) => i.src ?? ''),
        variants: variants.map((v, i) => {
          const values = optionNames.map((_, n) => String(v[`option${n + 1}`] ?? ''));
          return {
            id: id * 100 + i,
            title: values.join(' / '),
            sku: String(v.sku ?? ''),
            price: String(v.price ?? '0.00'),
            compare_at_price: v.compare_at_price == null ? null : String(v.compare_at_price),
            options: values,
          };
        }),
      });
      const delay = productDelay.get(shop) ?? 0;
      if (delay) setTimeout(() => json(res, 201, { product }), delay);
      else json(res, 201, { product });
      return true;
    }
    const removed = /^\/products\/(\d+)\.json$/.exec(resource);
    if (method === 'DELETE' && removed) {
      const gone = catalogue.remove(shop, Number(removed[1]));
      json(res, gone ? 200 : 404, gone ? {} : { errors: 'Not Found' });
      return true;
    }
    if (shopifyMappingRoute(req, res, resource, productsOf(shop))) return true;
    const own = collectionsOf(shop);
    if (method === 'GET' && resource === '/custom_collections.json') {
      const title = query.get('title');
      json(res, 200, { custom_collections: own.filter((c) => !title || c.title === title) });
      return true;
    }
    if (method === 'POST' && resource === '/custom_collections.json') {
      const title = (req.body as { custom_collection?: { title?: string } })?.custom_collection
        ?.title;
      if (!title) {
        json(res, 422, { errors: { title: ["can't be blank"] } });
        return true;
      }
      const collection = { id: catalogue.nextId(), title };
      collections.set(shop, [...own, collection]);
      json(res, 201, { custom_collection: collection });
      return true;
    }
    if (method === 'POST' && resource === '/collects.json') {
      const collect = (req.body as { collect?: { product_id?: number; collection_id?: number } })
        ?.collect;
      const product = catalogue.made.get(shop)?.find((p) => p.id === collect?.product_id);
      const collection = own.find((c) => c.id === collect?.collection_id);
      if (!product || !collection) {
        json(res, 422, { errors: { base: ['Product or collection not found'] } });
        return true;
      }
      product.categories.push(collection.title);
      json(res, 201, { collect: { id: catalogue.nextId(), ...collect } });
      return true;
    }
    return false;
  }

  /**
   * Shopify's fulfilment orders and fulfilments (POST /fulfillments.json, update_tracking) or
   * ShopBase's per-order fulfilments; any numeric order id is an order with one open fulfilment
   * order until a fulfilment closes it. False when `resource` is none of them (nothing answered).
   */
  function fulfilmentRoute(
    req: FakeRequest,
    res: Parameters<Parameters<typeof startFake>[0]>[1],
    shop: string,
    resource: string,
  ) {
    const { method } = req;
    const made = fulfilments.get(shop) ?? [];
    const body = ((req.body ?? {}) as { fulfillment?: Record<string, unknown> }).fulfillment ?? {};
    const info = (body.tracking_info ?? {}) as Record<string, unknown>;
    const record = (orderId: string, fields: Record<string, unknown>) => {
      if (!fields.number && !fields.tracking_number) {
        return json(res, 422, { errors: { tracking_number: ["can't be blank"] } });
      }
      const fulfilment: FakeFulfilment = {
        id: nextFulfilmentId++,
        order_id: orderId,
        tracking_number: String(fields.number ?? fields.tracking_number),
        tracking_company: String(fields.company ?? fields.tracking_company ?? ''),
        tracking_url: (fields.url ?? fields.tracking_url) as string | undefined,
        notify_customer: body.notify_customer === true,
        updates: 0,
      };
      fulfilments.set(shop, [...made, fulfilment]);
      return json(res, 201, {
        fulfillment: { ...fulfilment, status: 'success' },
      });
    };
    const update = (id: number, fields: Record<string, unknown>) => {
      const found = made.find((f) => f.id === id);
      if (!found) return json(res, 404, { errors: 'Not Found' });
      found.tracking_number = String(
        fields.number ?? fields.tracking_number ?? found.tracking_number,
      );
      found.tracking_company = String(
        fields.company ?? fields.tracking_company ?? found.tracking_company,
      );
      found.tracking_url = (fields.url ?? fields.tracking_url ?? found.tracking_url) as
        string | undefined;
      found.updates += 1;
      return json(res, 200, { fulfillment: { ...found, status: 'success' } });
    };
    const isFulfilment =
      /^\/orders\/[^/]+\/fulfillment(_order)?s(\/\d+)?\.json$/.test(resource) ||
      /^\/fulfillments(\/\d+\/update_tracking)?\.json$/.test(resource);
    if (!isFulfilment) return false;
    respond();
    return true;

    function respond() {
      if (fulfilmentFailure) return json(res, fulfilmentFailure, { errors: 'Fulfilment refused' });

      const orders = /^\/orders\/(\d+)\/fulfillment_orders\.json$/.exec(resource);
      if (options.platform === 'shopify' && method === 'GET' && orders) {
        const closed = made.some((f) => f.order_id === orders[1]);
        return json(res, 200, {
          fulfillment_orders: [
            {
              id: Number(orders[1]) * 10 + 1,
              order_id: Number(orders[1]),
              status: closed ? 'closed' : 'open',
            },
          ],
        });
      }
      if (
        options.platform === 'shopify' &&
        method === 'POST' &&
        resource === '/fulfillments.json'
      ) {
        const lines = (body.line_items_by_fulfillment_order ?? []) as {
          fulfillment_order_id?: number;
        }[];
        const foId = Number(lines[0]?.fulfillment_order_id);
        if (!Number.isInteger(foId) || foId % 10 !== 1) {
          return json(res, 422, { errors: ['Fulfillment order does not exist'] });
        }
        const orderId = String((foId - 1) / 10);
        if (made.some((f) => f.order_id === orderId)) {
          return json(res, 422, { errors: ['Fulfillment order is closed'] });
        }
        return record(orderId, info);
      }
      const updated = /^\/fulfillments\/(\d+)\/update_tracking\.json$/.exec(resource);
      if (options.platform === 'shopify' && method === 'POST' && updated) {
        return update(Number(updated[1]), info);
      }
      const created = /^\/orders\/(\d+)\/fulfillments\.json$/.exec(resource);
      if (options.platform === 'shopbase' && method === 'POST' && created) {
        return record(created[1]!, body);
      }
      const changed = /^\/orders\/(\d+)\/fulfillments\/(\d+)\.json$/.exec(resource);
      if (options.platform === 'shopbase' && method === 'PUT' && changed) {
        return update(Number(changed[2]), body);
      }
      return json(res, 404, { errors: 'Not Found' });
    }
  }

  // GET /__recorded/fulfilments: the fulfilments by shop host, for a journey in another process.
  const running = await startFake(handle, {
    fulfilments: () => Object.fromEntries(fulfilments),
    products: () => Object.fromEntries(catalogue.made),
    deliveries: () => orderBook.deliveries,
  });
  return {
    ...running,
    fulfilments,
    failFulfilments: (status) => {
      fulfilmentFailure = status;
    },
    webhooks,
    tokens,
    placeOrder,
    deliveries: orderBook.deliveries,
    madeProducts: catalogue.made,
    failProducts: (status) => {
      productFailure = status;
    },
    async approve(authorizeUrl) {
      const url = new URL(authorizeUrl.replace('/admin/oauth/authorize', '/admin/oauth/approve'));
      const res = await fetch(url, { redirect: 'manual' });
      const location = res.headers.get('location');
      if (res.status !== 302 || !location) {
        throw new Error(`The fake ${paths.label} refused to approve: ${res.status}`);
      }
      return location;
    },
  };
}
