import { eq } from 'drizzle-orm';
import { MESSAGES, SERVER_MESSAGES } from '@podoffice/domain';
import { balances, cardCheckouts } from '../src/db/schema';
import { CARD_CHECKOUTS_PER_HOUR } from '../src/graphql/balance/cardDeposits';
import { FAKE_PAYPAL_CLIENTS, startFakePayPal, type FakePayPal } from '../src/payments/fakePayPal';
import { demoEmail, startTestApi, type TestApi } from './harness';
import {
  BALANCES,
  CREATE_BALANCE,
  CREATE_CARD_CHECKOUT,
  SITES,
  type BalanceHit,
  type SiteHit,
} from './operations';

// Card express deposits (spec 1 §4, §8, §9; issue 10 §2) against two fake PayPals over real HTTP:
// one answers as the sandbox, the other as production, each with its own app credentials.

const SAVE_SETTINGS = `mutation Save($input: [AppSettingInput!]!) { saveAppSettings(input: $input) { name value } }`;

interface Checkout {
  order_id: string;
  approve_url: string;
  mode: string;
}

const SELLER = 'seller@podoffice.test';
const SELLER2 = 'seller2@podoffice.test';

let api: TestApi;
let sandbox: FakePayPal;
let live: FakePayPal;
let samSites: SiteHit[];
let noahSites: SiteHit[];
let noahDisabledSite: SiteHit;

beforeAll(async () => {
  [sandbox, live] = await Promise.all([
    startFakePayPal({ clients: [FAKE_PAYPAL_CLIENTS.sandbox] }),
    startFakePayPal({ clients: [FAKE_PAYPAL_CLIENTS.production] }),
  ]);
  api = await startTestApi({
    payments: {
      sandbox: { ...FAKE_PAYPAL_CLIENTS.sandbox, baseUrl: sandbox.url },
      production: { ...FAKE_PAYPAL_CLIENTS.production, baseUrl: live.url },
    },
  });
  const sitesOf = async (email: string, status = true) =>
    (
      await api.ok<{ sites: { hits: SiteHit[] } }>(
        SITES,
        { filter: { status, limit: 9999 } },
        await api.tokenFor(email),
      )
    ).sites.hits;
  samSites = await sitesOf(SELLER);
  noahSites = await sitesOf(SELLER2);
  noahDisabledSite = (await sitesOf(SELLER2, false))[0]!;
});
afterAll(async () => {
  await api?.close();
  await Promise.all([sandbox?.close(), live?.close()]);
});

async function checkout(site: SiteHit, amount = 1000, email = SELLER): Promise<Checkout> {
  return (
    await api.ok<{ createCardCheckout: Checkout }>(
      CREATE_CARD_CHECKOUT,
      { site_id: site.id, amount },
      await api.tokenFor(email),
    )
  ).createCardCheckout;
}

const record = async (order: string, site: SiteHit, extra: Record<string, unknown> = {}) =>
  api.gql<{ createBalance: BalanceHit }>(
    CREATE_BALANCE,
    {
      transaction_id: order,
      site_id: site.id,
      amount: 1000,
      method: 'card_express',
      approved: true,
      ...extra,
    },
    await api.tokenFor(SELLER),
  );

async function available(email: string): Promise<number> {
  const { balances: list } = await api.ok<{ balances: { depositAmounts: number } }>(
    BALANCES,
    { filter: { limit: 1 } },
    await api.tokenFor(email),
  );
  return list.depositAmounts;
}

const fakeOf = (mode: string) => (mode === 'production' ? live : sandbox);

describe('createCardCheckout', () => {
  test('a seller starts a card payment on their own site: the provider order and its approval page', async () => {
    const site = samSites[0]!;
    const before = await api.rows(cardCheckouts);
    const started = await checkout(site, 1000);
    expect(started.mode).toBe('sandbox');
    expect(started.approve_url).toBe(`${sandbox.url}/checkoutnow?token=${started.order_id}`);
    const order = sandbox.orders.get(started.order_id)!;
    expect(order).toMatchObject({
      status: 'PAYER_ACTION_REQUIRED',
      currency: 'USD',
      value: '1000.00',
    });
    // The payer comes back to the app's balance screen with the site and amount to show.
    const back = new URL(order.returnUrl);
    expect(back.pathname).toBe('/balance');
    expect(Object.fromEntries(back.searchParams)).toEqual({
      card_deposit: 'return',
      card_site: site.id,
      card_amount: '1000.00',
    });
    expect(new URL(order.cancelUrl).searchParams.get('card_deposit')).toBe('cancel');
    expect(await api.rows(cardCheckouts)).toBe(before + 1);
    // Nothing is credited until the payment is captured.
    const [row] = await api.server.db
      .select()
      .from(cardCheckouts)
      .where(eq(cardCheckouts.providerOrderId, started.order_id));
    expect(row).toMatchObject({ status: 'created', balanceId: null, amountCents: 100_000 });
  });

  test('another seller’s site and a disabled site read as not found, and nothing is ordered', async () => {
    const orders = sandbox.orders.size;
    const before = await api.rows(cardCheckouts);
    for (const site of [noahSites[0]!, noahDisabledSite]) {
      expect(
        await api.refused(
          CREATE_CARD_CHECKOUT,
          { site_id: site.id, amount: 100 },
          await api.tokenFor(SELLER),
        ),
      ).toBe(SERVER_MESSAGES.siteNotFound);
    }
    expect(sandbox.orders.size).toBe(orders);
    expect(await api.rows(cardCheckouts)).toBe(before);
  });

  test.each(['Administrator', 'Accounting', 'Supporter', 'Supplier'])(
    '%s may not start a card payment (only sellers deposit, spec 1 §6)',
    async (role) => {
      const before = await api.rows(cardCheckouts);
      expect(
        await api.refused(
          CREATE_CARD_CHECKOUT,
          { site_id: samSites[0]!.id, amount: 100 },
          await api.tokenFor(demoEmail(role)),
        ),
      ).toBe(SERVER_MESSAGES.forbidden);
      expect(await api.rows(cardCheckouts)).toBe(before);
    },
  );

  test('without a sign-in the call is refused', async () => {
    expect(await api.refused(CREATE_CARD_CHECKOUT, { site_id: samSites[0]!.id, amount: 100 })).toBe(
      SERVER_MESSAGES.notSignedIn,
    );
  });

  test.each([
    ['an amount below 1', { amount: 0.5 }, MESSAGES.depositAmountMin],
    ['a negative amount', { amount: -5 }, MESSAGES.depositAmountMin],
    ['an amount over the maximum', { amount: 1_000_001 }, 'Amount must be at most 1000000'],
    ['notes over 500 characters', { action_notes: 'x'.repeat(501) }, MESSAGES.depositNotesMax],
    ['an empty site', { site_id: '' }, MESSAGES.depositSiteRequired],
    ['a site id that is not an id', { site_id: 'abc' }, SERVER_MESSAGES.siteNotFound],
  ])('%s is refused and nothing is ordered', async (_case, change, message) => {
    const orders = sandbox.orders.size;
    const before = await api.rows(cardCheckouts);
    expect(
      await api.refused(
        CREATE_CARD_CHECKOUT,
        { site_id: samSites[0]!.id, amount: 100, ...change },
        await api.tokenFor(SELLER),
      ),
    ).toBe(message);
    expect(sandbox.orders.size).toBe(orders);
    expect(await api.rows(cardCheckouts)).toBe(before);
  });

  test('an amount that is not a number is refused by the schema', async () => {
    expect(
      await api.refused(
        CREATE_CARD_CHECKOUT,
        { site_id: samSites[0]!.id, amount: 'lots' },
        await api.tokenFor(SELLER),
      ),
    ).toMatch(/Float cannot represent/);
  });
});

describe('createBalance with a card payment', () => {
  test('a completed capture is an approved deposit of the captured amount less 3.9% + $0.30', async () => {
    const site = samSites[1]!;
    const before = await available(SELLER);
    const started = await checkout(site, 1000);
    sandbox.approve(started.order_id);
    const res = await record(started.order_id, site, { action_notes: 'Sam Prints_card' });
    expect(res.errors).toBeUndefined();
    expect(res.data!.createBalance).toMatchObject({
      action: 'Deposit',
      status: 'Approved',
      method: 'card_express',
      amount: 960.7,
      fee: 39.3,
      transaction_id: started.order_id,
      actionNotes: 'Sam Prints_card',
      site: { id: site.id },
      creater: { id: String(await api.idOf(SELLER)) },
    });
    expect(sandbox.orders.get(started.order_id)!.status).toBe('COMPLETED');
    expect(Math.round((await available(SELLER)) * 100 - before * 100)).toBe(96_070);
    // The provider saw one capture, with an idempotency key.
    const captures = sandbox.requests.filter((r) => r.path.endsWith(`${started.order_id}/capture`));
    expect(captures).toHaveLength(1);
    expect(captures[0]!.headers['paypal-request-id']).toBe(`capture-${started.order_id}`);
    // The seller is told by the approval mail.
    const [mail] = await api.outbox(SELLER);
    expect(mail?.text).toContain('960.70');
  });

  test('the amount the browser sends is ignored: the credit comes from the captured amount', async () => {
    const site = samSites[1]!;
    const started = await checkout(site, 100);
    sandbox.approve(started.order_id);
    const res = await record(started.order_id, site, { amount: 5000 });
    expect(res.data!.createBalance).toMatchObject({ amount: 95.8, fee: 4.2 });
  });

  test('the same order recorded twice (and at once) is one deposit', async () => {
    const site = samSites[1]!;
    const started = await checkout(site, 250);
    sandbox.approve(started.order_id);
    const before = await api.rows(balances);
    const [a, b] = await Promise.all([
      record(started.order_id, site),
      record(started.order_id, site),
    ]);
    const c = await record(started.order_id, site);
    const ids = [a, b, c].map((r) => r.data?.createBalance.id);
    expect(ids[0]).toBeDefined();
    expect(new Set(ids).size).toBe(1);
    expect(await api.rows(balances)).toBe(before + 1);
    expect(c.data!.createBalance).toMatchObject({ amount: 239.95, fee: 10.05, status: 'Approved' });
  });

  test.each([
    ['the payer never approved it', (_id: string) => undefined],
    ['the card was declined', (id: string) => sandbox.approve(id, { declined: true })],
  ])('when %s: the spec’s failure message and nothing recorded', async (_case, payer) => {
    const site = samSites[1]!;
    const started = await checkout(site, 300);
    payer(started.order_id);
    const before = await api.snapshot(balances);
    const res = await record(started.order_id, site);
    expect(res.errors?.[0]?.message).toBe(MESSAGES.createDepositFailed);
    expect(await api.snapshot(balances)).toEqual(before);
    expect(sandbox.orders.get(started.order_id)!.status).not.toBe('COMPLETED');
  });

  test('an order that was approved later can still be recorded (the first try changed nothing)', async () => {
    const site = samSites[1]!;
    const started = await checkout(site, 40);
    expect((await record(started.order_id, site)).errors?.[0]?.message).toBe(
      MESSAGES.createDepositFailed,
    );
    sandbox.approve(started.order_id);
    expect((await record(started.order_id, site)).data!.createBalance.status).toBe('Approved');
  });

  test('an unknown order, another site’s order or another seller’s order is not a payment', async () => {
    const before = await api.rows(balances);
    const started = await checkout(samSites[1]!, 60);
    sandbox.approve(started.order_id);
    expect((await record('UNKNOWN0ORDER0ID0', samSites[1]!)).errors?.[0]?.message).toBe(
      MESSAGES.createDepositFailed,
    );
    expect((await record(started.order_id, samSites[2]!)).errors?.[0]?.message).toBe(
      MESSAGES.createDepositFailed,
    );
    const noahsOrder = await checkout(noahSites[0]!, 70, SELLER2);
    sandbox.approve(noahsOrder.order_id);
    expect((await record(noahsOrder.order_id, noahSites[0]!)).errors?.[0]?.message).toBe(
      MESSAGES.createDepositFailed,
    );
    expect(await api.rows(balances)).toBe(before);
    // None of them was captured.
    expect(sandbox.orders.get(started.order_id)!.status).toBe('APPROVED');
    expect(sandbox.orders.get(noahsOrder.order_id)!.status).toBe('APPROVED');
  });

  test('a capture of another amount than the order’s is not credited and is kept as failed', async () => {
    const site = samSites[1]!;
    const started = await checkout(site, 500);
    sandbox.approve(started.order_id);
    sandbox.orders.get(started.order_id)!.capturedValue = '5.00';
    const before = await api.rows(balances);
    expect((await record(started.order_id, site)).errors?.[0]?.message).toBe(
      MESSAGES.createDepositFailed,
    );
    expect(await api.rows(balances)).toBe(before);
    const [row] = await api.server.db
      .select()
      .from(cardCheckouts)
      .where(eq(cardCheckouts.providerOrderId, started.order_id));
    expect(row).toMatchObject({ status: 'failed', balanceId: null });
    expect(row!.failure).toContain('expected USD 500');
  });

  test('an order id already typed in as a manual deposit’s transaction id is not credited twice', async () => {
    const site = samSites[1]!;
    const started = await checkout(site, 80);
    sandbox.approve(started.order_id);
    await api.ok(
      CREATE_BALANCE,
      { transaction_id: started.order_id, site_id: site.id, amount: 80, approved: false },
      await api.tokenFor(SELLER),
    );
    const before = await api.rows(balances);
    expect((await record(started.order_id, site)).errors?.[0]?.message).toBe(
      MESSAGES.createDepositFailed,
    );
    expect(await api.rows(balances)).toBe(before);
    const [row] = await api.server.db
      .select()
      .from(cardCheckouts)
      .where(eq(cardCheckouts.providerOrderId, started.order_id));
    expect(row).toMatchObject({ status: 'failed', balanceId: null });
    expect(row!.captureId).toBeTruthy();
  });

  test('a card deposit cannot be typed in: pending card entries are refused, staff may not record one', async () => {
    const before = await api.rows(balances);
    const pending = await api.gql(
      CREATE_BALANCE,
      {
        transaction_id: 'TXN-CARD-1',
        site_id: samSites[0]!.id,
        amount: 100,
        method: 'card_express',
        approved: false,
      },
      await api.tokenFor(SELLER),
    );
    expect(pending.errors?.[0]?.message).toBe(SERVER_MESSAGES.cardDepositThroughProvider);
    for (const role of ['Administrator', 'Accounting']) {
      const staff = await api.gql(
        CREATE_BALANCE,
        {
          transaction_id: `TXN-CARD-${role}`,
          site_id: samSites[0]!.id,
          amount: 100,
          method: 'card_express',
          approved: true,
        },
        await api.tokenFor(demoEmail(role)),
      );
      expect(staff.errors?.[0]?.message).toBe(SERVER_MESSAGES.forbidden);
    }
    expect(await api.rows(balances)).toBe(before);
  });

  test('a seller may still not record an approved deposit of a manual method', async () => {
    const before = await api.rows(balances);
    for (const method of ['manual', 'manual_second']) {
      const res = await api.gql(
        CREATE_BALANCE,
        {
          transaction_id: `TXN-SELF-${method}`,
          site_id: samSites[0]!.id,
          amount: 100,
          method,
          approved: true,
        },
        await api.tokenFor(SELLER),
      );
      expect(res.errors?.[0]?.message).toBe(MESSAGES.createDepositFailed);
    }
    expect(await api.rows(balances)).toBe(before);
  });
});

describe('the Payment tab’s mode', () => {
  afterAll(async () => {
    await api.ok(
      SAVE_SETTINGS,
      { input: [{ name: 'payment_mode', value: 'sandbox' }] },
      await api.tokenFor(demoEmail('Administrator')),
    );
  });

  test('production orders go to the live app and are captured there; sandbox orders stay in the sandbox', async () => {
    const sandboxOrder = await checkout(samSites[1]!, 20);
    await api.ok(
      SAVE_SETTINGS,
      { input: [{ name: 'payment_mode', value: 'production' }] },
      await api.tokenFor(demoEmail('Administrator')),
    );
    const liveOrder = await checkout(samSites[1]!, 30);
    expect(liveOrder.mode).toBe('production');
    expect(liveOrder.approve_url.startsWith(live.url)).toBe(true);
    expect(live.orders.get(liveOrder.order_id)).toMatchObject({
      clientId: FAKE_PAYPAL_CLIENTS.production.clientId,
      value: '30.00',
    });
    expect(sandbox.orders.has(liveOrder.order_id)).toBe(false);
    // The token request carried the live app's credentials.
    const tokenCall = live.requests.find((r) => r.path === '/v1/oauth2/token');
    const basic = Buffer.from(
      FAKE_PAYPAL_CLIENTS.production.clientId + ':' + FAKE_PAYPAL_CLIENTS.production.clientSecret,
    ).toString('base64');
    expect(tokenCall?.headers.authorization).toBe(`Basic ${basic}`);

    // An order is captured where it was created, whatever the mode is now.
    for (const started of [liveOrder, sandboxOrder]) fakeOf(started.mode).approve(started.order_id);
    expect((await record(liveOrder.order_id, samSites[1]!)).data!.createBalance.amount).toBe(28.53);
    expect((await record(sandboxOrder.order_id, samSites[1]!)).data!.createBalance.amount).toBe(
      18.92,
    );
    expect(live.orders.get(liveOrder.order_id)!.status).toBe('COMPLETED');
    expect(sandbox.orders.get(sandboxOrder.order_id)!.status).toBe('COMPLETED');
  });
});

describe('without credentials for the mode', () => {
  test('a checkout is refused with a clear message and nothing is stored', async () => {
    const bare = await startTestApi({
      payments: {
        sandbox: { baseUrl: sandbox.url },
        production: { ...FAKE_PAYPAL_CLIENTS.production, baseUrl: live.url },
      },
    });
    try {
      const site = (
        await bare.ok<{ sites: { hits: SiteHit[] } }>(
          SITES,
          { filter: { status: true, limit: 1 } },
          await bare.tokenFor(SELLER),
        )
      ).sites.hits[0]!;
      const before = await bare.rows(cardCheckouts);
      expect(
        await bare.refused(
          CREATE_CARD_CHECKOUT,
          { site_id: site.id, amount: 10 },
          await bare.tokenFor(SELLER),
        ),
      ).toBe(SERVER_MESSAGES.cardPaymentsUnavailable);
      expect(await bare.rows(cardCheckouts)).toBe(before);
    } finally {
      await bare.close();
    }
  });
});

describe('the hourly cap on started card payments', () => {
  test(`a seller may start ${CARD_CHECKOUTS_PER_HOUR} an hour; the next is refused until the hour passes`, async () => {
    const token = await api.tokenFor(SELLER2);
    const site = noahSites[0]!;
    const already = await api.server.db
      .select({ id: cardCheckouts.id })
      .from(cardCheckouts)
      .where(eq(cardCheckouts.userId, await api.idOf(SELLER2)));
    for (let i = already.length; i < CARD_CHECKOUTS_PER_HOUR; i++) {
      await api.ok(CREATE_CARD_CHECKOUT, { site_id: site.id, amount: 1 }, token);
    }
    expect(await api.refused(CREATE_CARD_CHECKOUT, { site_id: site.id, amount: 1 }, token)).toBe(
      SERVER_MESSAGES.cardCheckoutsTooMany,
    );
    api.clock.advance(61 * 60 * 1000);
    try {
      await api.ok(CREATE_CARD_CHECKOUT, { site_id: site.id, amount: 1 }, token);
    } finally {
      api.clock.reset();
    }
  });
});
