import type { IncomingMessage, ServerResponse } from 'node:http';
import { eq } from 'drizzle-orm';
import { isShopPlatform, type ShopPlatform } from '@podoffice/domain';
import { sites, systemLogs } from '../db/schema';
import { BodyTooLarge, readBody, sendJson } from '../http/json';
import type { Services } from '../graphql/context';
import { consumeAuthorisation, siteOfState } from './authorisations';
import { PlatformError } from './http';
import { AUTH_CALLBACK_PATH, platformsOf } from './registry';
import type { ShopGrant } from './types';
import { readWooKeys } from './woocommerce';
import { unexpectedErrorLine } from '../errorLog';
import { registerShopWebhooks } from '../shopOrders/webhooks';

/** What the browser (or the shop) reads when an authorisation cannot finish. */
export const AUTH_CALLBACK_MESSAGES = {
  invalid: 'The shop authorisation is invalid or has expired. Please connect the site again.',
  declined: 'The shop did not approve the app. Please connect the site again.',
  wrongShop: 'The authorisation came from another shop than this site.',
} as const;

/** The largest callback body a shop may POST (WooCommerce's keys are a few hundred bytes). */
const MAX_BODY_BYTES = 64 * 1024;

class CallbackError extends Error {}

/** True for the paths this module answers: /auth_callback/{platform}. */
export function isAuthCallbackPath(path: string): boolean {
  return path.startsWith(`${AUTH_CALLBACK_PATH}/`);
}

/**
 * GET /auth_callback/{shopify|shopbase}: the browser returns from the approval page with code,
 * hmac, shop, state and timestamp. GET /auth_callback/woocommerce: the browser returns with success
 * and user_id (our state); POST /auth_callback/woocommerce: the shop sends the REST keys.
 * A browser always ends on the app's sites list, with auth_error when something was wrong.
 */
export async function handleAuthCallback(
  services: Services,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  try {
    await respond(services, req, res);
  } catch (error) {
    console.error(`Shop authorisation failed: ${unexpectedErrorLine(error)}`);
    if (!res.headersSent) sendJson(res, 500, { error: 'authorisation failed' });
  }
}

async function respond(services: Services, req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const platform = url.pathname.slice(AUTH_CALLBACK_PATH.length + 1);
  const platforms = platformsOf(services);
  if (!isShopPlatform(platform)) return sendJson(res, 404, { error: 'not found' });

  if (req.method === 'POST' && platform === 'woocommerce') {
    try {
      const keys = readWooKeys(
        JSON.parse(await readBody(req, MAX_BODY_BYTES)) as Record<string, unknown>,
      );
      if (!keys) throw new CallbackError(AUTH_CALLBACK_MESSAGES.invalid);
      await finish(services, platform, keys.state, async () => keys.grant);
      return sendJson(res, 200, { ok: true });
    } catch (error) {
      return sendJson(res, 400, { error: messageOf(error) });
    }
  }
  if (req.method !== 'GET') return sendJson(res, 405, { error: 'method not allowed' });

  let location: string;
  try {
    const siteId =
      platform === 'woocommerce'
        ? await returnFromWoo(services, url.searchParams)
        : await returnFromOAuth(services, platform, url.searchParams);
    await registerWebhooksOf(services, siteId);
    location = platforms.sitesPageUrl({ connected: String(siteId) });
  } catch (error) {
    location = platforms.sitesPageUrl({ status: 'pending', auth_error: messageOf(error) });
  }
  res.writeHead(302, { location, 'cache-control': 'no-store' });
  res.end();
}

async function returnFromOAuth(
  services: Services,
  platform: 'shopify' | 'shopbase',
  query: URLSearchParams,
): Promise<number> {
  const client = platformsOf(services)[platform];
  if (query.get('error')) throw new CallbackError(AUTH_CALLBACK_MESSAGES.declined);
  if (!client.verifyCallback(query)) throw new CallbackError(AUTH_CALLBACK_MESSAGES.invalid);
  const code = query.get('code');
  if (!code) throw new CallbackError(AUTH_CALLBACK_MESSAGES.invalid);
  return finish(services, platform, query.get('state') ?? '', (site) => {
    // The signed shop name must be this site's shop: a code from one shop never connects another.
    if (query.get('shop') !== new URL(site.domain).host) {
      throw new CallbackError(AUTH_CALLBACK_MESSAGES.wrongShop);
    }
    return client.exchangeCode({ id: site.id, domain: site.domain, platform }, code);
  });
}

async function returnFromWoo(services: Services, query: URLSearchParams): Promise<number> {
  if (query.get('success') !== '1') throw new CallbackError(AUTH_CALLBACK_MESSAGES.declined);
  // The keys arrived by POST before the browser came back; the state only says which site.
  const site = await siteOfState(services.db, query.get('user_id') ?? '');
  if (!site || site.platform !== 'woocommerce' || !site.verified) {
    throw new CallbackError(AUTH_CALLBACK_MESSAGES.invalid);
  }
  return site.id;
}

/** Uses up the state, obtains the grant and marks the site Connected with its token. */
async function finish(
  services: Services,
  platform: ShopPlatform,
  state: string,
  grant: (site: typeof sites.$inferSelect) => Promise<ShopGrant>,
): Promise<number> {
  const now = services.now();
  const site = await consumeAuthorisation(services.db, state, now);
  if (!site || site.platform !== platform) throw new CallbackError(AUTH_CALLBACK_MESSAGES.invalid);
  const { accessToken, scope } = await grant(site);
  await services.db.transaction(async (tx) => {
    await tx
      .update(sites)
      .set({ accessToken, accessScope: scope, verified: true, updatedAt: now })
      .where(eq(sites.id, site.id));
    await tx.insert(systemLogs).values({
      type: 'site_connected',
      message: `Site #${site.id} (${site.title}) connected to ${platform} with scope ${scope || 'none'}`,
      createdAt: now,
    });
  });
  return site.id;
}

/**
 * The shop's orders come by webhook from now on: registered once the browser is back (WooCommerce
 * accepts its keys only then). A shop that refuses leaves the site connected: the sites page's
 * Update webhooks tries again, and the failure is in the system log.
 */
async function registerWebhooksOf(services: Services, siteId: number): Promise<void> {
  const [site] = await services.db.select().from(sites).where(eq(sites.id, siteId));
  if (!site?.accessToken || !isShopPlatform(site.platform)) return;
  await registerShopWebhooks(services, {
    id: site.id,
    domain: site.domain,
    platform: site.platform,
    accessToken: site.accessToken,
    webhookSecret: site.webhookSecret,
  }).catch(async (error: unknown) => {
    await services.db.insert(systemLogs).values({
      type: 'webhooks_failed',
      message: `Site #${site.id} (${site.title}): ${error instanceof PlatformError ? error.message : 'the webhooks were not registered'}`,
      createdAt: services.now(),
    });
    if (!(error instanceof PlatformError)) {
      console.error(`Webhooks of site ${site.id}: ${unexpectedErrorLine(error)}`);
    }
  });
}

function messageOf(error: unknown): string {
  if (error instanceof CallbackError || error instanceof PlatformError) return error.message;
  if (error instanceof SyntaxError || error instanceof BodyTooLarge) {
    return AUTH_CALLBACK_MESSAGES.invalid;
  }
  console.error(`Shop authorisation failed: ${unexpectedErrorLine(error)}`);
  return AUTH_CALLBACK_MESSAGES.invalid;
}
