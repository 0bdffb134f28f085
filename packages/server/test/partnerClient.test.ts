import { createServer } from 'node:net';
import { PARTNER_CATALOG_PAGE_SIZE } from '@podoffice/domain';
import {
  FAKE_PARTNER_ACCOUNT,
  fakePrintTypes,
  startFakePartner,
  type FakePartner,
} from '../src/demo/fakes/partner';
import { toCatalogueHit } from '../src/partners/colorEcommerce';
import {
  createPartnerClient,
  partnerSignature,
  PartnerError,
  PRINT_TYPES_PATH,
  type PartnerAccount,
} from '../src/partners';

// The partner connector over real HTTP against the fake partner on 127.0.0.1, which checks every
// request's key and signature as the protocol in src/partners/colorEcommerce.ts describes.

const ACCOUNT: PartnerAccount = {
  name: 'Color Ecommerce',
  domain: `https://${FAKE_PARTNER_ACCOUNT.host}`,
  apiKey: FAKE_PARTNER_ACCOUNT.apiKey,
  apiSignature: FAKE_PARTNER_ACCOUNT.apiSignature,
};

let fake: FakePartner;
beforeAll(async () => {
  fake = await startFakePartner();
});
afterAll(async () => {
  await fake?.close();
});
beforeEach(() => {
  fake.requests.length = 0;
  fake.behaviour.failWith = undefined;
  fake.behaviour.delayMs = undefined;
  fake.behaviour.endless = undefined;
});

const client = (options = {}) => createPartnerClient({ baseUrl: fake.url, ...options });

/** The PartnerError a call fails with. */
async function failure(call: Promise<unknown>): Promise<PartnerError> {
  const error = await call.then(
    () => new Error('the call succeeded'),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PartnerError);
  return error as PartnerError;
}

test('reads the whole print-type list page by page, 200 a page, and maps it to the spec names', async () => {
  const all = fakePrintTypes();
  expect(all.length).toBeGreaterThan(3 * PARTNER_CATALOG_PAGE_SIZE);
  const hits = await client().printTypes(ACCOUNT);
  expect(hits).toHaveLength(all.length);
  expect(fake.requests.map((r) => [r.path, r.query.get('page'), r.query.get('limit')])).toEqual([
    [`/${FAKE_PARTNER_ACCOUNT.host}${PRINT_TYPES_PATH}`, '1', '200'],
    [`/${FAKE_PARTNER_ACCOUNT.host}${PRINT_TYPES_PATH}`, '2', '200'],
    [`/${FAKE_PARTNER_ACCOUNT.host}${PRINT_TYPES_PATH}`, '3', '200'],
    [`/${FAKE_PARTNER_ACCOUNT.host}${PRINT_TYPES_PATH}`, '4', '200'],
  ]);
  const first = all[0]!;
  expect(hits[0]).toEqual({
    product_id: '1001',
    blank: 'Gildan 5000',
    sku: 'G5000-BLK-S-FR',
    quantity: first.stock,
    type: 'T-Shirt',
    size: 'S',
    color: 'Black',
    method: 'DTF',
    placement: 'front',
  });
  expect(hits.map((h) => h.sku)).toEqual(all.map((p) => p.sku));
  expect(new Set(hits.map((h) => h.placement))).toEqual(
    new Set(['front', 'back', 'left_sleeve', 'right_sleeve']),
  );
  expect(new Set(hits.map((h) => h.blank))).toEqual(
    new Set([
      'Gildan 5000',
      'Bella+Canvas 3001',
      'Next Level 3600',
      'Gildan 18500',
      'Gildan 18000',
    ]),
  );
});

test('signs each request: the API key, and an HMAC-SHA256 of its method, path and query', async () => {
  await client().printTypes(ACCOUNT);
  const [first] = fake.requests;
  expect(first?.headers['x-api-key']).toBe(ACCOUNT.apiKey);
  expect(first?.headers['x-signature']).toBe(
    partnerSignature(ACCOUNT.apiSignature, 'GET', `${PRINT_TYPES_PATH}?page=1&limit=200`),
  );
  expect(first?.headers['x-signature']).toMatch(/^[0-9a-f]{64}$/);
  // The secret itself never travels.
  expect(JSON.stringify(first?.headers)).not.toContain(ACCOUNT.apiSignature);
});

test.each([
  ['a wrong API key', { apiKey: 'ce_live_wrong' }],
  ['a wrong signature secret', { apiSignature: 'ce_sig_wrong' }],
])('%s is refused with 401 and says to check the credentials', async (_label, change) => {
  const error = await failure(client().printTypes({ ...ACCOUNT, ...change }));
  expect(error.status).toBe(401);
  expect(error.message).toBe(
    'The partner Color Ecommerce refused its API key or signature (HTTP 401): check the partner fulfillment of its supplier',
  );
  expect(fake.requests).toHaveLength(1);
});

test('a partner failure (HTTP 500) is an error naming the partner and the status', async () => {
  fake.behaviour.failWith = 500;
  const error = await failure(client().printTypes(ACCOUNT));
  expect(error.status).toBe(500);
  expect(error.message).toBe('The partner Color Ecommerce answered with an error (HTTP 500)');
});

test('a partner that does not answer in time is given up on', async () => {
  fake.behaviour.delayMs = 1_000;
  const error = await failure(client({ timeoutMs: 150 }).printTypes(ACCOUNT));
  expect(error.message).toBe('The partner Color Ecommerce did not answer in time (0.15 s)');
});

test('a partner that never ends its list is read for at most maxPages pages', async () => {
  fake.behaviour.endless = true;
  const error = await failure(client({ maxPages: 3 }).printTypes(ACCOUNT));
  expect(error.message).toBe(
    "The partner Color Ecommerce's print-type list did not end after 3 pages of 200; it was not loaded",
  );
  expect(fake.requests.map((r) => r.query.get('page'))).toEqual(['1', '2', '3']);
});

test('a partner that cannot be reached says so', async () => {
  // A port that was free a moment ago: nothing listens there.
  const port = await new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
  const error = await failure(
    createPartnerClient({ baseUrl: `http://127.0.0.1:${port}` }).printTypes(ACCOUNT),
  );
  expect(error.message).toBe('Could not reach the partner Color Ecommerce');
});

test('a domain that is not an address is refused before any request', async () => {
  const error = await failure(client().printTypes({ ...ACCOUNT, domain: 'not a domain' }));
  expect(error.message).toBe('The partner\'s domain "not a domain" is not an address');
  expect(fake.requests).toHaveLength(0);
});

test('a partner unknown to the fake answers 404, an error', async () => {
  const error = await failure(
    client().printTypes({ ...ACCOUNT, domain: 'https://api.other-partner.example' }),
  );
  expect(error.status).toBe(404);
});

test('a list of exactly two pages is read in two requests: the total ends it', async () => {
  const small = await startFakePartner({ printTypes: fakePrintTypes().slice(0, 400) });
  try {
    const hits = await createPartnerClient({ baseUrl: small.url }).printTypes(ACCOUNT);
    expect(hits).toHaveLength(400);
    expect(small.requests.map((r) => r.query.get('page'))).toEqual(['1', '2']);
  } finally {
    await small.close();
  }
});

test('an empty list is one request and no print types', async () => {
  const empty = await startFakePartner({ printTypes: [] });
  try {
    expect(await createPartnerClient({ baseUrl: empty.url }).printTypes(ACCOUNT)).toEqual([]);
    expect(empty.requests).toHaveLength(1);
  } finally {
    await empty.close();
  }
});

describe('toCatalogueHit', () => {
  test('fills what the partner leaves out with empty values and a stock of at least 0', () => {
    expect(toCatalogueHit({ sku: ' X-1 ', stock: -3 })).toEqual({
      product_id: '',
      blank: '',
      sku: 'X-1',
      quantity: 0,
      type: '',
      size: '',
      color: '',
      method: '',
      placement: '',
    });
  });

  test('drops an item without a sku: nothing could map to it', () => {
    expect(toCatalogueHit({ product_id: 7, stock: 3 })).toBeNull();
  });
});
