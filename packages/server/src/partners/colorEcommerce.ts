import { PARTNER_CATALOG_PAGE_SIZE, type PartnerCatalogueHit } from '@podoffice/domain';
import { partnerSignature, PRINT_TYPES_PATH } from './protocol';

export { partnerSignature, PRINT_TYPES_PATH } from './protocol';

/**
 * The client of a partner fulfillment's API: the direct-to-film partner "Color Ecommerce"
 * (supplier 193, spec 2 §1) and any supplier's partner that speaks the same protocol.
 *
 * The spec names only "a GET to a partner print-type list with page and limit query parameters
 * (200 per page, loaded page by page)"; the rest of the protocol is ours, kept small:
 *
 *   GET {domain}/api/v1/print-types?page={n}&limit=200
 *   Accept: application/json
 *   X-Api-Key: {api_key}
 *   X-Signature: hex(HMAC-SHA256(key: api_signature, message: "GET {path}?{query}"))
 *     where {path}?{query} is the request's own, e.g. "GET /api/v1/print-types?page=1&limit=200"
 *     (a domain with a path, https://partner.example/v2, signs "/v2/api/v1/...")
 *
 *   200 {"data": [PrintType...], "meta": {"page": n, "limit": 200, "total": t}}
 *   401 a wrong key or signature; other 4xx/5xx a failure; pages start at 1.
 *
 *   PrintType: {"id": "pt_1", "product_id": 1001, "blank": {"brand": "Gildan", "style": "5000"},
 *               "sku": "G5000-BLK-M-FRONT", "stock": 120, "category": "T-Shirt", "size": "M",
 *               "color": {"name": "Black", "hex": "#111111"}, "print_method": "DTF",
 *               "placement": "front"}
 *
 * Signing the path and query (not only sending the key) means a captured request cannot be
 * replayed for another page or resource. Pages are read one after another until the partner's
 * total is reached or a short page ends the list, and never more than `maxPages`: a partner that
 * keeps answering full pages cannot keep the server looping.
 */

/** The partner could not be reached or answered badly; the message is safe to show the user. */
export class PartnerError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'PartnerError';
  }
}

/** The partner fulfillment fields the client needs (spec 2 §3 "Partner fulfillment"). */
export interface PartnerAccount {
  name: string;
  domain: string;
  apiKey: string;
  apiSignature: string;
}

export interface PartnerClientOptions {
  /**
   * PARTNER_BASE_URL: every request meant for https://{host}/{path} goes to {baseUrl}/{host}/{path}
   * instead (the fake partner of the tests, e2e and the demo).
   */
  baseUrl?: string;
  /** How long one page may take; 15 s by default. */
  timeoutMs?: number;
  /** The most pages one list may take; 25 (5,000 print types) by default. */
  maxPages?: number;
}

const DEFAULT_TIMEOUT_MS = 15_000;
/** 25 pages of 200: far beyond a DTF partner's real list, and a bound on one answer's size. */
export const DEFAULT_MAX_PAGES = 25;

/** Where a request for `path` of the partner at `domain` goes, and the path+query it signs. */
export function partnerUrl(
  domain: string,
  path: string,
  query: URLSearchParams,
  baseUrl?: string,
): { url: string; signed: string } {
  let parsed: URL;
  try {
    parsed = new URL(domain);
  } catch {
    throw new PartnerError(`The partner's domain "${domain}" is not an address`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new PartnerError(`The partner's domain "${domain}" is not an http(s) address`);
  }
  const prefix = parsed.pathname.replace(/\/+$/, '');
  const signed = `${prefix}${path}?${query.toString()}`;
  const origin = baseUrl ? `${baseUrl.replace(/\/+$/, '')}/${parsed.host}` : parsed.origin;
  return { url: `${origin}${signed}`, signed };
}

/** One request to a partner: no redirects, a deadline, and a failure to reach it said plainly. */
export async function partnerFetch(
  partner: PartnerAccount,
  url: string,
  timeoutMs: number,
  init: RequestInit,
): Promise<Response> {
  try {
    return await fetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(timeoutMs) });
  } catch (e) {
    // A DOMException, which is not always an Error of this realm (jest's vm): read its name.
    const timedOut = (e as { name?: unknown } | null)?.name === 'TimeoutError';
    throw new PartnerError(
      timedOut
        ? `The partner ${partner.name} did not answer in time (${timeoutMs / 1000} s)`
        : `Could not reach the partner ${partner.name}`,
    );
  }
}

interface WirePrintType {
  product_id?: unknown;
  blank?: { brand?: unknown; style?: unknown } | null;
  sku?: unknown;
  stock?: unknown;
  category?: unknown;
  size?: unknown;
  color?: { name?: unknown } | null;
  print_method?: unknown;
  placement?: unknown;
}

interface WirePage {
  data?: unknown;
  meta?: { page?: unknown; limit?: unknown; total?: unknown } | null;
}

const text = (value: unknown) =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

/** A partner's print type in the spec's names (spec 2 §3 "Partner catalogue hit"). */
export function toCatalogueHit(item: WirePrintType): PartnerCatalogueHit | null {
  const sku = text(item.sku);
  if (!sku) return null;
  const stock = typeof item.stock === 'number' && Number.isFinite(item.stock) ? item.stock : 0;
  return {
    product_id: text(item.product_id),
    blank: [text(item.blank?.brand), text(item.blank?.style)].filter(Boolean).join(' '),
    sku,
    quantity: Math.max(0, Math.trunc(stock)),
    type: text(item.category),
    size: text(item.size),
    color: text(item.color?.name),
    method: text(item.print_method),
    placement: text(item.placement),
  };
}

export interface PartnerClient {
  /** The partner's whole print-type list, page by page. */
  printTypes(partner: PartnerAccount): Promise<PartnerCatalogueHit[]>;
}

export function createPartnerClient(options: PartnerClientOptions = {}): PartnerClient {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxPages = options.maxPages ?? DEFAULT_MAX_PAGES;

  async function page(partner: PartnerAccount, n: number): Promise<WirePage> {
    const query = new URLSearchParams({
      page: String(n),
      limit: String(PARTNER_CATALOG_PAGE_SIZE),
    });
    const { url, signed } = partnerUrl(partner.domain, PRINT_TYPES_PATH, query, options.baseUrl);
    const response = await partnerFetch(partner, url, timeoutMs, {
      headers: {
        accept: 'application/json',
        'x-api-key': partner.apiKey,
        'x-signature': partnerSignature(partner.apiSignature, 'GET', signed),
      },
    });
    if (!response.ok) {
      await response.body?.cancel();
      const refused = response.status === 401 || response.status === 403;
      throw new PartnerError(
        refused
          ? `The partner ${partner.name} refused its API key or signature (HTTP ${response.status}): check the partner fulfillment of its supplier`
          : `The partner ${partner.name} answered with an error (HTTP ${response.status})`,
        response.status,
      );
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      throw new PartnerError(`The partner ${partner.name} sent an answer that is not JSON`);
    }
    if (!body || typeof body !== 'object' || !Array.isArray((body as WirePage).data)) {
      throw new PartnerError(
        `The partner ${partner.name} sent an answer that is not a print-type list`,
      );
    }
    return body as WirePage;
  }

  return {
    async printTypes(partner) {
      const hits: PartnerCatalogueHit[] = [];
      const seen = new Set<string>();
      for (let n = 1; n <= maxPages; n++) {
        const { data, meta } = await page(partner, n);
        const items = data as WirePrintType[];
        for (const item of items) {
          const hit = item && typeof item === 'object' ? toCatalogueHit(item) : null;
          // A list that moved while it was read can repeat an item across pages: once each.
          if (hit && !seen.has(hit.sku)) {
            seen.add(hit.sku);
            hits.push(hit);
          }
        }
        const total = typeof meta?.total === 'number' ? meta.total : undefined;
        const done =
          items.length < PARTNER_CATALOG_PAGE_SIZE ||
          (total !== undefined && n * PARTNER_CATALOG_PAGE_SIZE >= total);
        if (done) return hits;
      }
      throw new PartnerError(
        `The partner ${partner.name}'s print-type list did not end after ${maxPages} pages of ${PARTNER_CATALOG_PAGE_SIZE}; it was not loaded`,
      );
    },
  };
}
