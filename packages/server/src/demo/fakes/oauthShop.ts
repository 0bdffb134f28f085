import { createHmac, randomBytes } from 'node:crypto';
import { sampleProducts, type FakeProduct } from './catalogue';
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

export interface FakeOAuthShop extends RunningFake {
  /** Webhooks registered per shop host. */
  webhooks: Map<string, FakeWebhook[]>;
  /** Access tokens issued, by token: the shop and the scope granted. */
  tokens: Map<string, { shop: string; scope: string }>;
  /**
   * What the approval page's Install button does, without a browser: the address the fake sends
   * the browser back to (the API's auth_callback with code, hmac, shop, state, timestamp).
   */
  approve(authorizeUrl: string): Promise<string>;
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
  let nextWebhookId = 5000;
  const productsOf = (shop: string) => options.products?.[shop] ?? sampleProducts();

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
    if (!route.startsWith(`${paths.api}/`)) return json(res, 404, { errors: 'Not Found' });

    const token = tokens.get(String(req.headers[paths.header] ?? ''));
    if (!token || token.shop !== shop) {
      return json(res, 401, { errors: '[API] Invalid API key or access token' });
    }
    const resource = route.slice(paths.api.length);
    if (method === 'GET' && resource === '/products.json') {
      const all = productsOf(shop);
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

  const running = await startFake(handle);
  return {
    ...running,
    webhooks,
    tokens,
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
