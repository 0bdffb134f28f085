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
