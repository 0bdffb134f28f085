import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { eq } from 'drizzle-orm';
import { SYSTEM_LOG_TYPES, isShopPlatform, type ShopPlatform } from '@podoffice/domain';
import { hitThrottle } from '../auth/throttle';
import { siteWebhooks, sites, systemLogs, webhookDeliveries } from '../db/schema';
import type { Services } from '../graphql/context';
import { BodyTooLarge, readRawBody, sendJson } from '../http/json';
import { jobsOf } from '../jobs';
import { platformsOf, type ConnectedShop } from '../platforms';
import type { RegisteredWebhook } from '../platforms/types';
import { shopOrderJob } from './jobs';

/** Where a shop delivers a site's webhooks (Platforms.webhookAddress makes the same address). */
const SHOP_WEBHOOK_PATH = /^\/webhooks\/(shopify|shopbase|woocommerce)\/(\d{1,9})$/;

/** A shop order is a few kilobytes; a large one with many lines stays well under this. */
const MAX_BODY_BYTES = 1024 * 1024;

/** The order topics of each platform; any other verified delivery is answered and left. */
const ORDER_TOPICS = new Set(['orders/create', 'orders/updated', 'order.created', 'order.updated']);

export function isShopWebhookPath(path: string): boolean {
  return SHOP_WEBHOOK_PATH.test(path);
}

/**
 * A shop's webhook (spec 2 issue 26): the signature is checked on the raw body before anything is
 * parsed (Shopify's and ShopBase's HMAC with the app's secret, WooCommerce's with the site's);
 * a forged or unsigned one is refused (401) and logged. A delivery already taken (its id) is
 * answered and not run again. The work is a job (`shop-order`), so the shop gets its answer at
 * once and a failure is retried by the job runner, not by the shop.
 */
/** Refused deliveries logged per platform and minute; the rest are answered without a line. */
export const REFUSALS_LOGGED = { limit: 60, windowMs: 60_000 };

export async function handleShopWebhook(
  services: Services,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const path = new URL(req.url ?? '/', 'http://localhost').pathname;
  const [, platform, id] = SHOP_WEBHOOK_PATH.exec(path) ?? [];
  const now = services.now();
  const refuse = async (status: number, why: string) => {
    // A flood of forged deliveries is answered every time but logged a bounded number of times.
    const logged = await hitThrottle(
      services.db,
      `webhook-refused:${platform}`,
      REFUSALS_LOGGED,
      now,
    );
    if (logged.allowed) {
      await services.db.insert(systemLogs).values({
        type: SYSTEM_LOG_TYPES.webhookRefused,
        message: `${platform} webhook for site ${id} refused: ${why}`,
        createdAt: now,
      });
    }
    sendJson(res, status, { error: why });
  };
  try {
    if (req.method !== 'POST') return sendJson(res, 405, { error: 'method not allowed' });
    const body = await readRawBody(req, MAX_BODY_BYTES);
    const [site] = await services.db
      .select({
        id: sites.id,
        title: sites.title,
        platform: sites.platform,
        status: sites.status,
        webhookSecret: sites.webhookSecret,
      })
      .from(sites)
      .where(eq(sites.id, Number(id)));
    if (!site || site.platform !== platform || !isShopPlatform(site.platform)) {
      return await refuse(404, 'no such shop site');
    }
    const delivery = platformsOf(services)
      .client(site.platform)
      .readWebhook(req.headers, body, site.webhookSecret);
    if (!delivery) return await refuse(401, 'the signature does not match');
    if (!ORDER_TOPICS.has(delivery.topic)) return sendJson(res, 200, { ok: true });
    if (!site.status) return sendJson(res, 200, { ok: true, ignored: 'site inactive' });
    // No delivery id: the body's own digest stands for it, so a replay is still caught.
    const deliveryId = (delivery.deliveryId || digestOf(body)).slice(0, 200);
    const taken = await services.db
      .insert(webhookDeliveries)
      .values({ siteId: site.id, deliveryId, topic: delivery.topic, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: webhookDeliveries.id });
    if (taken.length === 0) return sendJson(res, 200, { ok: true, duplicate: true });
    await jobsOf(services).enqueue(
      shopOrderJob,
      { siteId: site.id, topic: delivery.topic, body: body.toString('utf8') },
      { key: `${site.id}:${deliveryId}`, startedBy: null },
    );
    return sendJson(res, 200, { ok: true });
  } catch (error) {
    if (error instanceof BodyTooLarge) return sendJson(res, 413, { error: 'body too large' });
    console.error('Shop webhook failed:', error instanceof Error ? error.message : error);
    if (!res.headersSent) sendJson(res, 500, { error: 'webhook failed' });
  }
}

function digestOf(body: Buffer): string {
  return `sha256:${createHash('sha256').update(body).digest('hex')}`;
}

/**
 * Registers the site's webhooks on its shop (on connect and on Update webhooks) and stores what
 * the shop answered; a WooCommerce site gets the secret its deliveries are signed with first.
 */
export async function registerShopWebhooks(
  services: Services,
  shop: ConnectedShop,
): Promise<RegisteredWebhook[]> {
  const platforms = platformsOf(services);
  let webhookSecret = shop.webhookSecret ?? null;
  if (!webhookSecret) {
    webhookSecret = randomBytes(32).toString('base64url');
    await services.db.update(sites).set({ webhookSecret }).where(eq(sites.id, shop.id));
  }
  const registered = await platforms
    .client(shop.platform as ShopPlatform)
    .replaceWebhooks({ ...shop, webhookSecret }, platforms.webhookAddress(shop.platform, shop.id));
  await services.db.transaction(async (tx) => {
    await tx.delete(siteWebhooks).where(eq(siteWebhooks.siteId, shop.id));
    if (registered.length) {
      await tx.insert(siteWebhooks).values(
        registered.map((hook) => ({
          siteId: shop.id,
          topic: hook.topic,
          address: hook.address,
          deliveryUrl: hook.deliveryUrl,
        })),
      );
    }
  });
  return registered;
}
