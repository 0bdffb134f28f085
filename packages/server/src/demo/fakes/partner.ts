// A fake partner fulfillment API on 127.0.0.1 speaking the protocol of src/partners/colorEcommerce.ts
// (print types, page by page, signed requests): the demo of npm start, the server tests and e2e.
import { timingSafeEqual } from 'node:crypto';
import { partnerSignature, PRINT_TYPES_PAGE_SIZE, PRINT_TYPES_PATH } from '../../partners/protocol';
import { DEMO_SUPPLIER_PARTNER, DTF_PARTNER_DEMO } from '../../seed/partners';
import { fakePrintTypes, type FakePrintType } from './partnerCatalogue';
import { json, startFake, type RecordedRequest } from './server';

export { fakePrintTypes, type FakePrintType } from './partnerCatalogue';

/** A partner account the fake serves: its host (the first path segment) and credentials. */
export interface FakePartnerAccount {
  host: string;
  apiKey: string;
  apiSignature: string;
}

const accountOf = (partner: { domain: string; apiKey: string; apiSignature: string }) => ({
  host: new URL(partner.domain).host,
  apiKey: partner.apiKey,
  apiSignature: partner.apiSignature,
});

/** The seeded Color Ecommerce partner (supplier 193). */
export const FAKE_PARTNER_ACCOUNT: FakePartnerAccount = accountOf(DTF_PARTNER_DEMO.partner);

/**
 * The partners the fake serves unless told otherwise: Color Ecommerce and the demo supplier's
 * DTF Express (both with the same catalogue). Any other host answers 404.
 */
export const FAKE_PARTNER_ACCOUNTS: FakePartnerAccount[] = [
  FAKE_PARTNER_ACCOUNT,
  accountOf(DEMO_SUPPLIER_PARTNER),
];

/** How the fake misbehaves, for tests of the client's failures; changeable while it runs. */
export interface FakePartnerBehaviour {
  /** Answer every list request with this status. */
  failWith?: number;
  /** Wait this long before answering. */
  delayMs?: number;
  /** Always answer a full page and a total that never ends (a broken partner). */
  endless?: boolean;
}

export interface FakePartner {
  /** http://127.0.0.1:port, the PARTNER_BASE_URL pointing the API at it. */
  url: string;
  requests: RecordedRequest[];
  behaviour: FakePartnerBehaviour;
  close(): Promise<void>;
}

const equal = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

const wholeNumber = (text: string | null, fallback: number) =>
  text !== null && /^\d+$/.test(text) ? Number(text) : fallback;

export async function startFakePartner(
  options: { accounts?: FakePartnerAccount[]; printTypes?: FakePrintType[] } = {},
): Promise<FakePartner> {
  const accounts = options.accounts ?? FAKE_PARTNER_ACCOUNTS;
  const printTypes = options.printTypes ?? fakePrintTypes();
  const behaviour: FakePartnerBehaviour = {};
  const fake = await startFake(async (req, res) => {
    if (behaviour.delayMs) await new Promise((r) => setTimeout(r, behaviour.delayMs));
    const account = accounts.find((a) => a.host === req.shop);
    if (!account) return json(res, 404, { error: `no partner at ${req.shop}` });
    if (req.method !== 'GET' || req.route !== PRINT_TYPES_PATH) {
      return json(res, 404, { error: 'not found' });
    }
    const signed = `${req.route}?${req.query.toString()}`;
    const key = String(req.headers['x-api-key'] ?? '');
    const signature = String(req.headers['x-signature'] ?? '');
    if (
      !equal(key, account.apiKey) ||
      !equal(signature, partnerSignature(account.apiSignature, 'GET', signed))
    ) {
      return json(res, 401, { error: 'invalid api key or signature' });
    }
    if (behaviour.failWith) return json(res, behaviour.failWith, { error: 'partner failure' });
    const page = Math.max(1, wholeNumber(req.query.get('page'), 1));
    const limit = Math.min(
      PRINT_TYPES_PAGE_SIZE,
      Math.max(1, wholeNumber(req.query.get('limit'), PRINT_TYPES_PAGE_SIZE)),
    );
    if (behaviour.endless) {
      const data = Array.from({ length: limit }, (_, i) => ({
        ...printTypes[i % printTypes.length],
        sku: `ENDLESS-${page}-${i}`,
      }));
      return json(res, 200, { data, meta: { page, limit, total: (page + 1) * limit } });
    }
    const data = printTypes.slice((page - 1) * limit, page * limit);
    return json(res, 200, { data, meta: { page, limit, total: printTypes.length } });
  });
  return { ...fake, behaviour };
}

/** PARTNER_BASE_URL for a running fake partner. */
export const fakePartnerEnv = (fake: FakePartner) => ({ PARTNER_BASE_URL: fake.url });
