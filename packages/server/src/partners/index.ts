// Partner fulfillments' APIs (the direct-to-film partner "Color Ecommerce" and its kind): the
// print-type client, and a short cache of each partner's list next to a server's services.
import { createHash } from 'node:crypto';
import type { PartnerCatalogueHit } from '@podoffice/domain';
import type { Services } from '../graphql/context';
import {
  createPartnerClient,
  type PartnerAccount,
  type PartnerClientOptions,
} from './colorEcommerce';
import type { PartnersConfig } from './config';
import { pushPartnerOrder } from './orderPush';
import type { PartnerOrderPayload } from './protocol';

export {
  PartnerError,
  createPartnerClient,
  partnerSignature,
  PRINT_TYPES_PATH,
  type PartnerAccount,
} from './colorEcommerce';
export { PartnerRejection } from './orderPush';
export type { PartnerOrderPayload } from './protocol';
export { partnersEnvFields, partnersFromEnv, type PartnersConfig } from './config';

/**
 * A partner's list is kept this long. The variant grid asks for it each time it opens (and an
 * editor moves between product types quickly), while each load is several signed requests to
 * an outside service with its own rate limits; a minute spares the partner without letting stock
 * figures or a credential change go stale for long.
 */
export const PARTNER_CACHE_MS = 60_000;
/** At most this many partners' lists are kept at once (each is at most maxPages × 200 rows). */
const CACHE_ENTRIES = 20;

export interface PartnerCatalogs {
  /** The partner's print types: from the cache when loaded within PARTNER_CACHE_MS. */
  printTypes(partner: PartnerAccount & { id: number }): Promise<PartnerCatalogueHit[]>;
  /** Sends one order to the partner (a DTF push; never cached): the partner's order id. */
  pushOrder(
    partner: PartnerAccount,
    payload: PartnerOrderPayload,
    key: string,
  ): Promise<{ id: string }>;
}

interface Entry {
  at: number;
  list: Promise<PartnerCatalogueHit[]>;
}

/** The client with a cache keyed by the partner and its credentials (edited credentials miss it). */
export function createPartnerCatalogs(
  options: PartnerClientOptions,
  now: () => Date = () => new Date(),
): PartnerCatalogs {
  const client = createPartnerClient(options);
  const cache = new Map<string, Entry>();
  return {
    pushOrder: (partner, payload, key) =>
      pushPartnerOrder(partner, payload, key, { baseUrl: options.baseUrl }),
    printTypes(partner) {
      const key = createHash('sha256')
        .update(JSON.stringify([partner.id, partner.domain, partner.apiKey, partner.apiSignature]))
        .digest('hex');
      const at = now().getTime();
      const cached = cache.get(key);
      if (cached && at - cached.at < PARTNER_CACHE_MS) return cached.list;
      // Concurrent callers share one load; a failed load is forgotten so the next call retries.
      const list = client.printTypes(partner);
      cache.delete(key);
      cache.set(key, { at, list });
      list.catch(() => {
        if (cache.get(key)?.list === list) cache.delete(key);
      });
      while (cache.size > CACHE_ENTRIES) {
        const oldest = cache.keys().next().value;
        if (oldest === undefined) break;
        cache.delete(oldest);
      }
      return list;
    },
  };
}

const registry = new WeakMap<Services, PartnerCatalogs>();

/** Builds a server's partner client from its settings and keeps it next to its services. */
export function attachPartners(
  services: Services,
  config: PartnersConfig,
  options: Omit<PartnerClientOptions, 'baseUrl'> = {},
): PartnerCatalogs {
  const catalogs = createPartnerCatalogs({ ...options, baseUrl: config.baseUrl }, services.now);
  registry.set(services, catalogs);
  return catalogs;
}

export function partnersOf(services: Services): PartnerCatalogs {
  const catalogs = registry.get(services);
  if (!catalogs) throw new Error('attachPartners was not called for these services');
  return catalogs;
}
