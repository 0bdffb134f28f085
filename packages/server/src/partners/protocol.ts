import { createHmac } from 'node:crypto';

// The wire protocol's constants and signature, shared by the client (colorEcommerce.ts) and the
// fake partner. Nothing here imports @podoffice/domain: the e2e run starts the fakes with plain tsx.

/** The print-type list's path under a partner's domain. */
export const PRINT_TYPES_PATH = '/api/v1/print-types';

/** The page size the client asks for and the largest the fake partner answers (spec 2 §9: 200). */
export const PRINT_TYPES_PAGE_SIZE = 200;

/** The X-Signature value: hex HMAC-SHA256 of "METHOD path?query" keyed with api_signature. */
export function partnerSignature(apiSignature: string, method: string, pathAndQuery: string) {
  return createHmac('sha256', apiSignature).update(`${method} ${pathAndQuery}`).digest('hex');
}

/** Where a partner takes orders (a DTF push): POST, JSON, one shop order number per request. */
export const ORDERS_PATH = '/api/v1/orders';

/**
 * The X-Signature of an order push: the same HMAC over "POST {path} {idempotency key}". The key is
 * new for every push (and the same on its retries), so a captured request cannot be replayed as
 * another order, and a retried one is answered with the order the partner made the first time.
 */
export function orderPushSignature(apiSignature: string, pathPrefix: string, key: string) {
  return partnerSignature(apiSignature, 'POST', `${pathPrefix}${ORDERS_PATH} ${key}`);
}

/** What an order push carries (our protocol; the spec names only the mapping's fields). */
export interface PartnerOrderPayload {
  /** The shop's order number (the push's group). */
  external_id: string;
  shipping_method: string;
  shipping_address: {
    name: string;
    address1: string;
    address2: string;
    city: string;
    state_code: string;
    zip: string;
    country_code: string;
    phone: string;
  };
  items: {
    /** POD Office's order id. */
    external_id: string;
    /** The partner's product sku (its print types' sku without the placement). */
    sku: string;
    quantity: number;
    designs: { placement: string; url: string }[];
  }[];
}
