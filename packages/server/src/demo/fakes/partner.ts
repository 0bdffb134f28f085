// A fake partner fulfillment API on 127.0.0.1 speaking the protocol of src/partners/colorEcommerce.ts
// (print types, page by page, signed requests): the demo of npm start, the server tests and e2e.
import { timingSafeEqual } from 'node:crypto';
import {
  ORDERS_PATH,
  orderPushSignature,
  partnerSignature,
  PRINT_TYPES_PAGE_SIZE,
  PRINT_TYPES_PATH,
  type PartnerOrderPayload,
} from '../../partners/protocol';
import { DEMO_SUPPLIER_PARTNER, DTF_PARTNER_DEMO } from '../../seed/partners';
import { fakePrintTypes, type FakePrintType } from './partnerCatalogue';
import type { ServerResponse } from 'node:http';
import { json, startFake, type FakeRequest, type RecordedRequest } from './server';

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
  /** Refuse every order push with this message (422), as a partner out of a blank does. */
  rejectOrdersWith?: string;
  /** Answer order pushes with this status (a partner that is down: 503). */
  failOrdersWith?: number;
}

/** An order the fake partner took: its id, the push's idempotency key and what was sent. */
export interface FakePartnerOrder {
  id: string;
  host: string;
  key: string;
  payload: PartnerOrderPayload;
}

/** A print type's product sku: its sku without the placement code (G5000-BLK-M-FR: G5000-BLK-M). */
export const productSkuOf = (sku: string) => sku.replace(/-[A-Z]{2}$/, '');

export interface FakePartner {
  /** http://127.0.0.1:port, the PARTNER_BASE_URL pointing the API at it. */
  url: string;
  requests: RecordedRequest[];
  behaviour: FakePartnerBehaviour;
  /** The orders pushed to it, once each (a repeated idempotency key is not a new order). */
  orders: FakePartnerOrder[];
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
  const orders: FakePartnerOrder[] = [];
  // Which placements each product sku prints in, from the print types.
  const placements = new Map<string, Set<string>>();
  for (const t of printTypes) {
    const sku = productSkuOf(t.sku);
    placements.set(sku, (placements.get(sku) ?? new Set()).add(t.placement));
  }
  const takeOrder = (req: FakeRequest, res: ServerResponse, account: FakePartnerAccount) => {
    const key = String(req.headers['idempotency-key'] ?? '');
    const signature = String(req.headers['x-signature'] ?? '');
    if (
      !key ||
      !equal(String(req.headers['x-api-key'] ?? ''), account.apiKey) ||
      !equal(signature, orderPushSignature(account.apiSignature, '', key))
    ) {
      return json(res, 401, { error: 'invalid api key or signature' });
    }
    const made = orders.find((o) => o.host === account.host && o.key === key);
    if (made) return json(res, 200, { id: made.id });
    if (behaviour.failOrdersWith) {
      return json(res, behaviour.failOrdersWith, { error: 'partner failure' });
    }
    if (behaviour.rejectOrdersWith) return json(res, 422, { error: behaviour.rejectOrdersWith });
    const payload = req.body as PartnerOrderPayload;
    if (!payload || !Array.isArray(payload.items) || payload.items.length === 0) {
      return json(res, 422, { error: 'An order needs items' });
    }
    for (const item of payload.items) {
      const known = placements.get(String(item.sku));
      if (!known) return json(res, 422, { error: `Product ${String(item.sku)} is not available` });
      const unknown = (item.designs ?? []).find((d) => !known.has(d.placement));
      if (unknown) {
        return json(res, 422, {
          error: `Product ${String(item.sku)} cannot be printed on ${unknown.placement}`,
        });
      }
      if (!item.designs?.length) return json(res, 422, { error: 'Every item needs a design' });
    }
    const order = { id: `CE-${1000 + orders.length + 1}`, host: account.host, key, payload };
    orders.push(order);
    return json(res, 201, { id: order.id });
  };
  const fake = await startFake(
    async (req, res) => {
      if (behaviour.delayMs) await new Promise((r) => setTimeout(r, behaviour.delayMs));
      const account = accounts.find((a) => a.host === req.shop);
      if (!account) return json(res, 404, { error: `no partner at ${req.shop}` });
      if (req.method === 'POST' && req.route === ORDERS_PATH) return takeOrder(req, res, account);
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
    },
    { 'partner-orders': () => orders },
  );
  return { ...fake, behaviour, orders };
}

/** PARTNER_BASE_URL for a running fake partner. */
export const fakePartnerEnv = (fake: FakePartner) => ({ PARTNER_BASE_URL: fake.url });
