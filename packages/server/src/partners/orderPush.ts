import { PartnerError, partnerFetch, partnerUrl, type PartnerAccount } from './colorEcommerce';
import { ORDERS_PATH, orderPushSignature, type PartnerOrderPayload } from './protocol';

/**
 * The order push of a partner fulfillment (a DTF push, spec 2 §2 Push DTF, §7 dtfPushOrder), in the
 * protocol of colorEcommerce.ts:
 *
 *   POST {domain}/api/v1/orders
 *   Content-Type: application/json
 *   X-Api-Key: {api_key}
 *   Idempotency-Key: {key}            the same on every retry of one push
 *   X-Signature: hex(HMAC-SHA256(api_signature, "POST /api/v1/orders {key}"))
 *   body: PartnerOrderPayload
 *
 *   201 {"id": "CE-1001"}              made; a repeated key answers 200 with the same id
 *   422 {"error": "...", "errors": []} refused (a sku it does not print, a placement it lacks…):
 *                                      the message goes on the orders' partner_error
 *   401 a wrong key or signature; 5xx, a timeout: try again later
 */

/** The partner refused the order: not worth retrying; the message is the partner's own. */
export class PartnerRejection extends Error {
  constructor(readonly messages: string[]) {
    super(messages[0] ?? 'The partner refused the order');
    this.name = 'PartnerRejection';
  }
}

const DEFAULT_TIMEOUT_MS = 30_000;

/** The partner's messages in a 4xx answer, at most 5 of 300 characters each. */
function rejectionMessages(body: unknown): string[] {
  const wire = (body && typeof body === 'object' ? body : {}) as {
    error?: unknown;
    errors?: unknown;
  };
  const list = [wire.error, ...(Array.isArray(wire.errors) ? wire.errors : [])]
    .filter((m): m is string => typeof m === 'string' && m.trim() !== '')
    .map((m) => m.trim().slice(0, 300));
  return [...new Set(list)].slice(0, 5);
}

/** Sends one order (a shop order number's items) to the partner; answers the partner's order id. */
export async function pushPartnerOrder(
  partner: PartnerAccount,
  payload: PartnerOrderPayload,
  key: string,
  options: { baseUrl?: string; timeoutMs?: number } = {},
): Promise<{ id: string }> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const { url, signed } = partnerUrl(
    partner.domain,
    ORDERS_PATH,
    new URLSearchParams(),
    options.baseUrl,
  );
  const prefix = signed.slice(0, signed.indexOf(ORDERS_PATH));
  const response = await partnerFetch(partner, url.replace(/\?$/, ''), timeoutMs, {
    method: 'POST',
    headers: {
      accept: 'application/json',
      'content-type': 'application/json',
      'x-api-key': partner.apiKey,
      'idempotency-key': key,
      'x-signature': orderPushSignature(partner.apiSignature, prefix, key),
    },
    body: JSON.stringify(payload),
  });
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = null;
  }
  if (response.status === 401 || response.status === 403) {
    throw new PartnerError(
      `The partner ${partner.name} refused its API key or signature (HTTP ${response.status}): check the partner fulfillment of its supplier`,
      response.status,
    );
  }
  if (
    response.status >= 400 &&
    response.status < 500 &&
    response.status !== 408 &&
    response.status !== 429
  ) {
    const messages = rejectionMessages(body);
    throw new PartnerRejection(
      messages.length > 0 ? messages : [`The partner refused the order (HTTP ${response.status})`],
    );
  }
  if (!response.ok) {
    throw new PartnerError(
      `The partner ${partner.name} answered with an error (HTTP ${response.status})`,
      response.status,
    );
  }
  const id = (body as { id?: unknown } | null)?.id;
  if ((typeof id !== 'string' && typeof id !== 'number') || String(id).trim() === '') {
    throw new PartnerError(`The partner ${partner.name} did not say which order it made`);
  }
  return { id: String(id).slice(0, 100) };
}
