import { eq } from 'drizzle-orm';
import { FETCH_ORDER_MESSAGES } from '@podoffice/domain';
import { sites } from '../db/schema';
import { JobFailure, yieldToRequests, type JobKind } from '../jobs/types';
import { OrderDraftError } from '../orders/createOrder';
import { PlatformError, platformsOf } from '../platforms';
import type { Services } from '../graphql/context';
import { ingestShopOrder, logConvertError, type IngestSite } from './ingest';
import { readShopOrder, ShopOrderFormatError } from './shopOrder';

const PLATFORM_LABELS: Record<string, string> = {
  shopify: 'Shopify',
  shopbase: 'ShopBase',
  woocommerce: 'WooCommerce',
};

async function siteOf(services: Services, siteId: number) {
  const [site] = await services.db.select().from(sites).where(eq(sites.id, siteId));
  return site;
}

/**
 * Reads one payload and ingests it; a payload that is not an order, or a line the orders core
 * refuses, is an 'Order convert error' in the system log (retrying would not change it).
 */
async function ingestPayload(
  services: Services,
  site: IngestSite & { platform: string },
  raw: unknown,
  source: string,
  userId: number | null,
) {
  const now = services.now();
  try {
    const order = readShopOrder(site.platform, raw);
    return await ingestShopOrder(services.db, site, order, { userId, source, now });
  } catch (error) {
    if (error instanceof ShopOrderFormatError || error instanceof OrderDraftError) {
      await logConvertError(services.db, site, `${source} order`, error.message, now);
      return null;
    }
    throw error;
  }
}

export interface ShopOrderJobData {
  siteId: number;
  topic: string;
  /** The webhook's raw body, as the shop signed it. */
  body: string;
}

/** A shop's order webhook, taken by handleShopWebhook: the order is ingested here. */
export const shopOrderJob: JobKind<ShopOrderJobData> = {
  name: 'shop-order',
  async run({ data, services }) {
    const site = await siteOf(services, data.siteId);
    if (!site || !site.status) return { skipped: true };
    let raw: unknown;
    try {
      raw = JSON.parse(data.body);
    } catch {
      await logConvertError(services.db, site, 'webhook', 'The body is not JSON', services.now());
      return { failed: 1 };
    }
    const source = `${PLATFORM_LABELS[site.platform] ?? site.platform} webhook ${data.topic}`;
    const outcome = await ingestPayload(services, site, raw, source, null);
    return outcome
      ? { created: outcome.created.length, external: outcome.external, known: outcome.known }
      : { failed: 1 };
  },
};

export interface FetchOrdersJobData {
  siteId: number;
  startedBy: number;
  orderIds: string[];
  range: { from: string; to: string } | null;
}

export interface FetchOrdersJobResult {
  created: number;
  external: number;
  known: number;
  failed: number;
  message: string;
}

/**
 * Fetch Orders (spec 2 §7 fetchMultipleOrders): the shop's orders by id or by creation time, each
 * ingested like a webhook's (so an order fetched while its webhook arrives is made once).
 */
export const fetchOrdersJob: JobKind<FetchOrdersJobData> = {
  name: 'shop-orders-fetch',
  retryLimit: 2,
  async run({ data, services, progress, signal }): Promise<FetchOrdersJobResult> {
    const site = await siteOf(services, data.siteId);
    if (!site?.accessToken || !site.verified) throw new JobFailure(FETCH_ORDER_MESSAGES.notYours);
    const client = platformsOf(services).client(site.platform as 'shopify');
    let found: unknown[];
    try {
      found = await client.fetchOrders(
        {
          id: site.id,
          domain: site.domain,
          platform: site.platform as 'shopify',
          accessToken: site.accessToken,
        },
        {
          orderIds: data.orderIds,
          range: data.range && { from: new Date(data.range.from), to: new Date(data.range.to) },
        },
      );
    } catch (error) {
      if (error instanceof PlatformError) throw new JobFailure(error.message);
      throw error;
    }
    const result = { created: 0, external: 0, known: 0, failed: 0 };
    await progress(0, found.length);
    const source = `${PLATFORM_LABELS[site.platform] ?? site.platform} Fetch Orders`;
    for (const [i, raw] of found.entries()) {
      if (signal.aborted) throw new Error('stopped');
      const outcome = await ingestPayload(services, site, raw, source, data.startedBy);
      if (outcome) {
        result.created += outcome.created.length;
        result.external += outcome.external;
        result.known += outcome.known;
      } else result.failed += 1;
      await progress(i + 1, found.length);
      await yieldToRequests();
    }
    return {
      ...result,
      message: FETCH_ORDER_MESSAGES.done(result.created, result.external, result.known),
    };
  },
};
