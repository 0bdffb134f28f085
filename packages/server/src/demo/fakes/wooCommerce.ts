import { randomBytes } from 'node:crypto';
import { demoShopToken } from '../../seed/sites';
import { createFakeOrderBook, type FakeDelivery, type FakeOrderInput } from './shopOrders';
import {
  createMadeProducts,
  sampleProducts,
  type FakeMadeProduct,
  type FakeProduct,
} from './catalogue';
import { wooMappingRoute } from './shopMapping';
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
 * A fake WooCommerce shop: the application authentication endpoint (/wc-auth/v1/authorize, an
 * approval page, then a POST of new REST keys to callback_url and the browser sent to return_url
 * with success and user_id) and the REST API's products and webhooks (/wp-json/wc/v3, HTTP Basic
 * with the keys). Every path starts with the shop's host: /{shop}/wc-auth/...
 */
export interface FakeWooWebhook {
  id: number;
  name: string;
  topic: string;
  delivery_url: string;
  status: string;
  /** What the deliveries are signed with (not shown by WooCommerce's API once set). */
  secret?: string;
}

/** An order note the API added (a tracking pushed back), with the order's tracking meta then. */
export interface FakeWooNote {
  id: number;
  order_id: string;
  note: string;
  customer_note: boolean;
  /** The order's meta_data when the note was added (_tracking_number, _tracking_provider…). */
  meta: Record<string, string>;
}

export interface FakeWooCommerce extends RunningFake {
  webhooks: Map<string, FakeWooWebhook[]>;
  /** Order notes added per shop host. */
  notes: Map<string, FakeWooNote[]>;
  /** Answers order updates and notes with this HTTP status until cleared (undefined). */
  failOrders(status: number | undefined): void;
  /** Keys issued, by consumer key: the shop, the secret and the permissions. */
  keys: Map<string, { shop: string; secret: string; permissions: string }>;
  /** The Approve button without a browser: posts the keys, then answers where the browser goes. */
  approve(authorizeUrl: string): Promise<string>;
  /** A shopper's order: kept for GET /orders and delivered to the order.created webhooks. */
  placeOrder(shop: string, input: FakeOrderInput): Record<string, unknown>;
  /** Every webhook delivery made, with its attempts and last answer. */
  deliveries: FakeDelivery[];
  /** Products the API made, per shop host (the product push). */
  madeProducts: Map<string, FakeMadeProduct[]>;
  /** Answers product creation with this HTTP status until cleared (undefined). */
  failProducts(status: number | undefined): void;
}

const REST = '/wp-json/wc/v3';

/** WooCommerce lists a variable product's variation ids; a simple product has none. */
function asWooProduct(product: FakeProduct) {
  const variable = product.variants.length > 1;
  return {
    id: product.id,
    name: product.title,
    type: variable ? 'variable' : 'simple',
    sku: product.variants[0]?.sku ?? '',
    variations: variable ? product.variants.map((v) => v.id) : [],
    images: product.image ? [{ src: product.image }] : [],
  };
}

export async function startFakeWooCommerce(
  options: { products?: Record<string, FakeProduct[]> } = {},
): Promise<FakeWooCommerce> {
  const keys = new Map<string, { shop: string; secret: string; permissions: string }>();
  const webhooks = new Map<string, FakeWooWebhook[]>();
  const notes = new Map<string, FakeWooNote[]>();
  const meta = new Map<string, Record<string, string>>();
  let nextNoteId = 900;
  let orderFailure: number | undefined;
  let nextKeyId = 1;
  let nextWebhookId = 70;
  const catalogue = createMadeProducts((shop) => options.products?.[shop] ?? sampleProducts());
  const terms = new Map<string, { id: number; name: string }[]>();
  /** A shop's categories or tags: those its products are in, and those the API made. */
  const termsOf = (shop: string, kind: 'categories' | 'tags') => {
    const key = `${shop} ${kind}`;
    const list = terms.get(key) ?? [];
    for (const product of catalogue.all(shop)) {
      for (const name of product[kind] ?? []) {
        if (!list.some((t) => t.name === name)) list.push({ id: catalogue.nextId(), name });
      }
    }
    terms.set(key, list);
    return list;
  };
  let productFailure: number | undefined;
  const orderBook = createFakeOrderBook({
    platform: 'woocommerce',
    productsOf: catalogue.all,
  });
  const placeOrder = (shop: string, input: FakeOrderInput) =>
    orderBook.place(
      shop,
      input,
      (webhooks.get(shop) ?? []).map((h) => ({
        topic: h.topic,
        address: h.delivery_url,
        secret: h.secret,
      })),
    );

  function problem(query: URLSearchParams): string | null {
    for (const name of ['app_name', 'scope', 'user_id', 'return_url', 'callback_url']) {
      if (!query.get(name)) return `Missing parameter ${name}`;
    }
    if (!['read', 'write', 'read_write'].includes(query.get('scope') ?? '')) return 'Invalid scope';
    return null;
  }

  /** Creates keys and POSTs them to callback_url as WooCommerce does; then where the browser goes. */
  async function grant(shop: string, query: URLSearchParams): Promise<string> {
    const consumerKey = `ck_${randomBytes(20).toString('hex')}`;
    const consumerSecret = `cs_${randomBytes(20).toString('hex')}`;
    const permissions = query.get('scope') ?? 'read';
    const posted = await fetch(query.get('callback_url') ?? '', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        key_id: nextKeyId++,
        user_id: query.get('user_id'),
        consumer_key: consumerKey,
        consumer_secret: consumerSecret,
        key_permissions: permissions,
      }),
    });
    // WooCommerce revokes the keys and shows an error when the app does not accept them.
    if (!posted.ok)
      throw new Error(
        `An error occurred in the request and at the time were unable to send the consumer data (${posted.status})`,
      );
    keys.set(consumerKey, { shop, secret: consumerSecret, permissions });
    return returnUrl(query, '1');
  }

  const returnUrl = (query: URLSearchParams, success: '0' | '1') => {
    const target = new URL(query.get('return_url') ?? '');
    target.searchParams.set('success', success);
    target.searchParams.set('user_id', query.get('user_id') ?? '');
    return target.href;
  };

  function authorised(req: FakeRequest): boolean {
    const match = /^Basic (.+)$/.exec(String(req.headers.authorization ?? ''));
    const [key = '', secret] = Buffer.from(match?.[1] ?? '', 'base64')
      .toString()
      .split(':');
    // The demo's seeded shops hold keys the fake knows without an authorisation.
    if (`${key}:${secret}` === demoShopToken('woocommerce', req.shop)) return true;
    const known = keys.get(key);
    return !!known && known.secret === secret && known.shop === req.shop;
  }

  async function handle(req: FakeRequest, res: Parameters<Parameters<typeof startFake>[0]>[1]) {
    const { shop, route, query, method } = req;
    if (method === 'GET' && route === '/wc-auth/v1/authorize') {
      const bad = problem(query);
      if (bad) return html(res, 400, 'Error', `<p>${escape(bad)}</p>`);
      return html(
        res,
        200,
        `${query.get('app_name')} would like to connect to ${shop}`,
        `<p>This will give "${escape(query.get('app_name') ?? '')}" ${escape(query.get('scope') ?? '')} access.</p>` +
          `<form method="get" action="/${escape(shop)}/wc-auth/v1/access_granted">${hiddenFields(query)}` +
          `<button type="submit">Approve</button></form>` +
          `<form method="get" action="/${escape(shop)}/wc-auth/v1/access_denied">${hiddenFields(query)}` +
          `<button type="submit">Deny</button></form>`,
      );
    }
    if (method === 'GET' && route === '/wc-auth/v1/access_granted') {
      const bad = problem(query);
      if (bad) return html(res, 400, 'Error', `<p>${escape(bad)}</p>`);
      try {
        return redirect(res, await grant(shop, query));
      } catch (error) {
        return html(res, 401, 'Error', `<p>${escape((error as Error).message)}</p>`);
      }
    }
    if (method === 'GET' && route === '/wc-auth/v1/access_denied') {
      return redirect(res, returnUrl(query, '0'));
    }
    if (method === 'POST' && route === '/__orders') {
      // Test-only, like /__recorded: a journey in another process places a shopper's order.
      const input = (req.body ?? {}) as FakeOrderInput;
      if (!Array.isArray(input.lines) || input.lines.length === 0) {
        return json(res, 422, { code: 'lines_required' });
      }
      return json(res, 201, { order: placeOrder(shop, input) });
    }
    if (!route.startsWith(`${REST}/`)) return json(res, 404, { code: 'rest_no_route' });
    if (!authorised(req)) {
      return json(res, 401, {
        code: 'woocommerce_rest_cannot_view',
        message: 'Sorry, you cannot list resources.',
      });
    }
    const resource = route.slice(REST.length);
    if (productRoute(req, res, shop, resource)) return;
    if (method === 'GET' && resource === '/products') {
      // The mapping wizard's filters: a category's or a tag's products (by the term's id).
      const named = (kind: 'categories' | 'tags') => {
        const id = query.get(kind === 'categories' ? 'category' : 'tag');
        return id ? (termsOf(shop, kind).find((t) => String(t.id) === id)?.name ?? '') : null;
      };
      const category = named('categories');
      const tag = named('tags');
      const all = catalogue
        .all(shop)
        .filter(
          (p) =>
            (category === null || (p.categories ?? []).includes(category)) &&
            (tag === null || (p.tags ?? []).includes(tag)),
        )
        .map(asWooProduct);
      const perPage = Math.min(Number(query.get('per_page') ?? 10), 100);
      const page = Math.max(Number(query.get('page') ?? 1), 1);
      return json(res, 200, all.slice((page - 1) * perPage, page * perPage), {
        'x-wp-total': String(all.length),
        'x-wp-totalpages': String(Math.ceil(all.length / perPage)),
      });
    }
    if (method === 'GET' && resource === '/orders') {
      const perPage = Math.min(Number(query.get('per_page') ?? 10), 100);
      const page = Math.max(Number(query.get('page') ?? 1), 1);
      return json(
        res,
        200,
        orderBook.list(shop, query).slice((page - 1) * perPage, page * perPage),
      );
    }
    const order = /^\/orders\/(\d+)(\/notes)?$/.exec(resource);
    if (order && (method === 'PUT' || method === 'POST')) {
      if (orderFailure)
        return json(res, orderFailure, { code: 'woocommerce_rest_error', message: 'Refused' });
      const key = `${shop}/${order[1]}`;
      const body = (req.body ?? {}) as Record<string, unknown>;
      if (method === 'PUT' && !order[2]) {
        const fields = { ...meta.get(key) };
        for (const item of (body.meta_data ?? []) as { key?: string; value?: unknown }[]) {
          if (item.key) fields[item.key] = String(item.value ?? '');
        }
        meta.set(key, fields);
        return json(res, 200, {
          id: Number(order[1]),
          meta_data: Object.entries(fields).map(([k, v]) => ({ key: k, value: v })),
        });
      }
      if (method === 'POST' && order[2]) {
        if (typeof body.note !== 'string' || !body.note) {
          return json(res, 400, {
            code: 'rest_missing_callback_param',
            message: 'Missing parameter(s): note',
          });
        }
        const note: FakeWooNote = {
          id: nextNoteId++,
          order_id: order[1]!,
          note: body.note,
          customer_note: body.customer_note === true,
          meta: { ...meta.get(key) },
        };
        notes.set(shop, [...(notes.get(shop) ?? []), note]);
        return json(res, 201, { id: note.id, note: note.note, customer_note: note.customer_note });
      }
    }
    const hooks = webhooks.get(shop) ?? [];
    if (method === 'GET' && resource === '/webhooks') {
      return json(
        res,
        200,
        hooks.map(({ secret: _secret, ...shown }) => shown),
      );
    }
    if (method === 'POST' && resource === '/webhooks') {
      const input = (req.body ?? {}) as Partial<FakeWooWebhook>;
      if (!input.topic || !input.delivery_url) {
        return json(res, 400, {
          code: 'rest_missing_callback_param',
          message: 'Missing parameter(s)',
        });
      }
      const hook: FakeWooWebhook = {
        id: nextWebhookId++,
        name: input.name ?? input.topic,
        topic: input.topic,
        delivery_url: input.delivery_url,
        status: input.status ?? 'active',
        secret: input.secret,
      };
      webhooks.set(shop, [...hooks, hook]);
      const { secret: _secret, ...shown } = hook;
      return json(res, 201, shown);
    }
    const removed = /^\/webhooks\/(\d+)$/.exec(resource);
    if (method === 'DELETE' && removed) {
      const id = Number(removed[1]);
      const hook = hooks.find((h) => h.id === id);
      if (!hook) return json(res, 404, { code: 'woocommerce_rest_webhook_invalid_id' });
      webhooks.set(
        shop,
        hooks.filter((h) => h.id !== id),
      );
      return json(res, 200, hook);
    }
    return json(res, 404, { code: 'rest_no_route' });
  }

  /**
   * The product push's calls: products by slug, POST /products (variable, with its attributes),
   * DELETE /products/{id}, and categories and tags by name (paged, the wizard's filters); one
   * product read, updated and its variations batch (shopMapping.ts). False when
   * `resource` is none of them.
   */
  function productRoute(
    req: FakeRequest,
    res: Parameters<Parameters<typeof startFake>[0]>[1],
    shop: string,
    resource: string,
  ) {
    const { method, query } = req;
    const body = (req.body ?? {}) as Record<string, unknown>;
    const term = /^\/products\/(categories|tags)$/.exec(resource);
    if (term) {
      const key = `${shop} ${term[1]}`;
      const list = termsOf(shop, term[1] as 'categories' | 'tags');
      if (method === 'GET') {
        const search = query.get('search') ?? '';
        const perPage = Math.min(Number(query.get('per_page') ?? 10), 100);
        const page = Math.max(Number(query.get('page') ?? 1), 1);
        json(
          res,
          200,
          list
            .filter((t) => t.name.toLowerCase().includes(search.toLowerCase()))
            .slice((page - 1) * perPage, page * perPage),
        );
        return true;
      }
      if (method === 'POST') {
        if (typeof body.name !== 'string' || !body.name) {
          json(res, 400, { code: 'rest_missing_callback_param', message: 'Missing name' });
          return true;
        }
        const made = { id: catalogue.nextId(), name: body.name };
        terms.set(key, [...list, made]);
        json(res, 201, made);
        return true;
      }
    }
    const mine = catalogue.made.get(shop) ?? [];
    const asMade = (p: FakeMadeProduct) => ({
      ...asWooProduct(p),
      slug: p.handle,
      permalink: `https://${shop}/product/${p.handle}`,
    });
    if (method === 'GET' && resource === '/products' && query.has('slug')) {
      json(res, 200, mine.filter((p) => p.handle === query.get('slug')).map(asMade));
      return true;
    }
    if (method === 'POST' && resource === '/products') {
      if (productFailure) {
        json(res, productFailure, { code: 'woocommerce_rest_error', message: 'Refused' });
        return true;
      }
      if (typeof body.name !== 'string' || !body.name.trim()) {
        json(res, 400, { code: 'woocommerce_rest_missing_name', message: 'Name is required' });
        return true;
      }
      const id = catalogue.nextId();
      const named = (list: unknown, key: 'categories' | 'tags') =>
        ((list ?? []) as { id?: number }[]).map(
          (t) => terms.get(`${shop} ${key}`)?.find((known) => known.id === t.id)?.name ?? '',
        );
      const product = catalogue.add(shop, {
        id,
        title: body.name,
        handle: String(body.slug ?? `product-${id}`),
        body_html: String(body.description ?? ''),
        tags: named(body.tags, 'tags'),
        categories: named(body.categories, 'categories'),
        options: ((body.attributes ?? []) as { name?: string }[]).map((a) => a.name ?? ''),
        images: ((body.images ?? []) as { src?: string }[]).map((i) => i.src ?? ''),
        variants: [],
      });
      json(res, 201, asMade(product));
      return true;
    }
    if (wooMappingRoute(req, res, catalogue.all(shop), (kind) => termsOf(shop, kind))) return true;
    const removed = /^\/products\/(\d+)$/.exec(resource);
    if (method === 'DELETE' && removed) {
      const gone = catalogue.remove(shop, Number(removed[1]));
      json(res, gone ? 200 : 404, gone ? { id: Number(removed[1]) } : { code: 'not_found' });
      return true;
    }
    return false;
  }

  // GET /__recorded/notes: the order notes by shop host, for a journey in another process.
  const running = await startFake(handle, {
    notes: () => Object.fromEntries(notes),
    deliveries: () => orderBook.deliveries,
    products: () => Object.fromEntries(catalogue.made),
    catalogue: catalogue.byShop,
  });
  return {
    ...running,
    webhooks,
    notes,
    placeOrder,
    deliveries: orderBook.deliveries,
    failOrders: (status) => {
      orderFailure = status;
    },
    madeProducts: catalogue.made,
    failProducts: (status) => {
      productFailure = status;
    },
    keys,
    async approve(authorizeUrl) {
      const url = new URL(
        authorizeUrl.replace('/wc-auth/v1/authorize', '/wc-auth/v1/access_granted'),
      );
      const res = await fetch(url, { redirect: 'manual' });
      const location = res.headers.get('location');
      if (res.status !== 302 || !location) {
        throw new Error(
          `The fake WooCommerce refused to approve: ${res.status} ${await res.text()}`,
        );
      }
      return location;
    },
  };
}
