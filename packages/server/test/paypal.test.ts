import {
  centsOfValue,
  createPayPalProvider,
  outcomeOfOrder,
  PaymentProviderError,
  valueOfCents,
  type NewCardOrder,
  type PayPalConfig,
} from '../src/payments/paypal';
import { FAKE_PAYPAL_CLIENTS, startFakePayPal, type FakePayPal } from '../src/payments/fakePayPal';
import { paypalFromEnv } from '../src/payments/config';
import { ConfigError, configFromEnv } from '../src/config';

// The PayPal connector (Orders v2) against the fake PayPal over real HTTP.

let fake: FakePayPal;
let config: PayPalConfig;

beforeAll(async () => {
  fake = await startFakePayPal();
  config = {
    sandbox: { ...FAKE_PAYPAL_CLIENTS.sandbox, baseUrl: fake.url },
    production: { ...FAKE_PAYPAL_CLIENTS.production, baseUrl: fake.url },
  };
});
afterAll(() => fake?.close());

let n = 0;
const order = (amountCents = 1000_00): NewCardOrder => ({
  amountCents,
  currency: 'USD',
  customId: `test-${++n}`,
  description: 'A deposit',
  returnUrl: 'http://127.0.0.1:9/balance?card_deposit=return',
  cancelUrl: 'http://127.0.0.1:9/balance?card_deposit=cancel',
});

describe('amounts', () => {
  test.each([
    ['1000.00', 100_000],
    ['0.3', 30],
    ['12', 1200],
    ['4.05', 405],
  ])('%s is %d cents', (value, cents) => expect(centsOfValue(value)).toBe(cents));
  test.each(['', '1,000.00', '-5.00', '1.005', 'abc', '1e3'])('"%s" is not an amount', (value) =>
    expect(centsOfValue(value)).toBeNull(),
  );
  test('cents are sent as PayPal strings', () => {
    expect(valueOfCents(100_000)).toBe('1000.00');
    expect(valueOfCents(105)).toBe('1.05');
    expect(valueOfCents(30)).toBe('0.30');
  });
  test('only a COMPLETED capture of a COMPLETED order is money', () => {
    const completed = {
      status: 'COMPLETED',
      purchase_units: [
        {
          payments: {
            captures: [
              { id: 'C1', status: 'COMPLETED', amount: { currency_code: 'USD', value: '10.00' } },
            ],
          },
        },
      ],
    };
    expect(outcomeOfOrder(completed)).toEqual({
      paid: true,
      captureId: 'C1',
      amountCents: 1000,
      currency: 'USD',
    });
    const declined = structuredClone(completed);
    declined.purchase_units[0]!.payments.captures[0]!.status = 'DECLINED';
    expect(outcomeOfOrder(declined)).toEqual({ paid: false, reason: 'capture DECLINED' });
    expect(outcomeOfOrder({ status: 'APPROVED' })).toMatchObject({ paid: false });
  });
});

describe('the PayPal connector', () => {
  test('creates an order with a client-credentials token and returns its payer-action page', async () => {
    const paypal = createPayPalProvider(config);
    const created = await paypal.createOrder('sandbox', order(1234_56));
    expect(created.approveUrl).toBe(`${fake.url}/checkoutnow?token=${created.orderId}`);
    expect(created.orderId).toMatch(/^[A-Z0-9]{17}$/);
    const stored = fake.orders.get(created.orderId)!;
    expect(stored).toMatchObject({
      clientId: FAKE_PAYPAL_CLIENTS.sandbox.clientId,
      value: '1234.56',
      currency: 'USD',
      status: 'PAYER_ACTION_REQUIRED',
    });
    const create = fake.requests.filter((r) => r.path === '/v2/checkout/orders').at(-1)!;
    expect(create.body).toMatchObject({
      intent: 'CAPTURE',
      purchase_units: [{ amount: { currency_code: 'USD', value: '1234.56' } }],
      payment_source: { paypal: { experience_context: { return_url: order().returnUrl } } },
    });
    expect(create.headers.authorization).toMatch(/^Bearer A21AA/);
  });

  test('keeps its token until it expires: two orders, one token request', async () => {
    const paypal = createPayPalProvider(config);
    const before = fake.requests.filter((r) => r.path === '/v1/oauth2/token').length;
    await paypal.createOrder('production', order());
    await paypal.createOrder('production', order());
    expect(fake.requests.filter((r) => r.path === '/v1/oauth2/token').length).toBe(before + 1);
  });

  test('captures an approved order; a repeated capture reads the same capture', async () => {
    const paypal = createPayPalProvider(config);
    const { orderId } = await paypal.createOrder('sandbox', order(50_00));
    fake.approve(orderId);
    const first = await paypal.captureOrder('sandbox', orderId);
    expect(first).toMatchObject({ paid: true, amountCents: 50_00, currency: 'USD' });
    // Same request id: the provider answers the first capture again.
    expect(await paypal.captureOrder('sandbox', orderId)).toEqual(first);
    // Another connector instance (another API process) gets ORDER_ALREADY_CAPTURED and reads the order.
    const captured = fake.orders.get(orderId)!;
    captured.captureRequestId = 'someone-else';
    expect(await createPayPalProvider(config).captureOrder('sandbox', orderId)).toEqual(first);
  });

  test('an unapproved, declined or unknown order is not paid', async () => {
    const paypal = createPayPalProvider(config);
    const unapproved = await paypal.createOrder('sandbox', order());
    expect(await paypal.captureOrder('sandbox', unapproved.orderId)).toEqual({
      paid: false,
      reason: 'ORDER_NOT_APPROVED',
    });
    const declined = await paypal.createOrder('sandbox', order());
    fake.approve(declined.orderId, { declined: true });
    expect(await paypal.captureOrder('sandbox', declined.orderId)).toEqual({
      paid: false,
      reason: 'INSTRUMENT_DECLINED',
    });
    expect(await paypal.captureOrder('sandbox', 'NOSUCHORDER000000')).toEqual({
      paid: false,
      reason: 'unknown order',
    });
    // An order of the live app is unknown to the sandbox app.
    const live = await paypal.createOrder('production', order());
    fake.approve(live.orderId);
    expect(await paypal.captureOrder('sandbox', live.orderId)).toMatchObject({ paid: false });
  });

  test('wrong credentials, missing credentials and an unreachable provider are errors', async () => {
    const wrong = createPayPalProvider({
      ...config,
      sandbox: { clientId: 'nobody', clientSecret: 'nothing', baseUrl: fake.url },
    });
    await expect(wrong.createOrder('sandbox', order())).rejects.toThrow(PaymentProviderError);
    const missing = createPayPalProvider({ ...config, sandbox: { baseUrl: fake.url } });
    expect(missing.configured('sandbox')).toBe(false);
    expect(missing.configured('production')).toBe(true);
    await expect(missing.createOrder('sandbox', order())).rejects.toThrow(/not configured/);
    const away = createPayPalProvider({
      ...config,
      sandbox: { ...config.sandbox, baseUrl: 'http://127.0.0.1:9' },
    });
    await expect(away.captureOrder('sandbox', 'X')).rejects.toThrow(/Could not reach PayPal/);
  });

  test('the approval page pays, declines or cancels and sends the payer back', async () => {
    const paypal = createPayPalProvider(config);
    const post = (action: string, token: string) =>
      fetch(`${fake.url}/checkoutnow/${action}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token }).toString(),
        redirect: 'manual',
      });
    const paid = await paypal.createOrder('sandbox', order());
    const page = await fetch(paid.approveUrl);
    expect(await page.text()).toContain('Pay now');
    const back = await post('pay', paid.orderId);
    expect(back.status).toBe(303);
    const location = new URL(back.headers.get('location')!);
    expect(location.searchParams.get('card_deposit')).toBe('return');
    expect(location.searchParams.get('token')).toBe(paid.orderId);
    expect(location.searchParams.get('PayerID')).toMatch(/^[A-Z0-9]{13}$/);
    expect(fake.orders.get(paid.orderId)!.status).toBe('APPROVED');
    // A paid order's page takes no second payment.
    expect((await post('pay', paid.orderId)).status).toBe(409);

    const cancelled = await paypal.createOrder('sandbox', order());
    const away = new URL((await post('cancel', cancelled.orderId)).headers.get('location')!);
    expect(away.searchParams.get('card_deposit')).toBe('cancel');
    expect(away.searchParams.get('token')).toBe(cancelled.orderId);
    expect(fake.orders.get(cancelled.orderId)!.status).toBe('PAYER_ACTION_REQUIRED');
  });
});

describe('PayPal settings', () => {
  test('each mode has its own credentials and base, PayPal’s own by default', () => {
    expect(paypalFromEnv({})).toEqual({
      production: { baseUrl: 'https://api-m.paypal.com' },
      sandbox: { baseUrl: 'https://api-m.sandbox.paypal.com' },
    });
    expect(
      paypalFromEnv({
        PAYPAL_CLIENT_ID: 'live',
        PAYPAL_CLIENT_SECRET: 'live-secret',
        PAYPAL_SANDBOX_CLIENT_ID: 'sb',
        PAYPAL_SANDBOX_CLIENT_SECRET: 'sb-secret',
        PAYPAL_API_URL: 'http://127.0.0.1:4300/',
      }),
    ).toEqual({
      production: {
        clientId: 'live',
        clientSecret: 'live-secret',
        baseUrl: 'http://127.0.0.1:4300',
      },
      sandbox: {
        clientId: 'sb',
        clientSecret: 'sb-secret',
        baseUrl: 'https://api-m.sandbox.paypal.com',
      },
    });
  });

  test('a client id without its secret, or a base that is not an address, stops the start', () => {
    const problems = (env: NodeJS.ProcessEnv) => {
      try {
        configFromEnv(env);
        return [];
      } catch (e) {
        if (e instanceof ConfigError) return e.problems;
        throw e;
      }
    };
    expect(problems({ PAYPAL_CLIENT_ID: 'live' })).toEqual([
      'PAYPAL_CLIENT_ID needs PAYPAL_CLIENT_SECRET: set both, or neither',
    ]);
    expect(problems({ PAYPAL_SANDBOX_CLIENT_SECRET: 's' })).toEqual([
      'PAYPAL_SANDBOX_CLIENT_SECRET needs PAYPAL_SANDBOX_CLIENT_ID: set both, or neither',
    ]);
    expect(problems({ PAYPAL_API_URL: 'paypal' })).toEqual([
      'PAYPAL_API_URL must be an http(s) address such as http://127.0.0.1:4300, got "paypal"',
    ]);
  });
});

describe('the demo’s card provider', () => {
  test('starts a fake PayPal for both modes only without credentials, outside production, unless DEMO_FAKES=off', async () => {
    const { demoCardProvider } = await import('../src/payments/demo');
    const { startDemoFakes } = await import('../src/demo');
    for (const env of [
      { NODE_ENV: 'production' },
      { DEMO_FAKES: 'off' },
      { PAYPAL_SANDBOX_CLIENT_ID: 'sb', PAYPAL_SANDBOX_CLIENT_SECRET: 's' },
    ]) {
      const demo = await startDemoFakes(configFromEnv(env), [demoCardProvider]);
      expect(demo.lines).toEqual([]);
      expect(demo.config.payments).toEqual(paypalFromEnv(env));
    }
    const demo = await startDemoFakes(configFromEnv({}), [demoCardProvider]);
    try {
      const { payments } = demo.config;
      expect(demo.lines).toEqual([
        expect.stringMatching(/^Demo: fake PayPal http:\/\/127\.0\.0\.1:\d+/),
      ]);
      expect(payments.sandbox).toEqual({
        ...FAKE_PAYPAL_CLIENTS.sandbox,
        baseUrl: payments.production.baseUrl,
      });
      const paypal = createPayPalProvider(payments);
      const { orderId, approveUrl } = await paypal.createOrder('sandbox', order());
      expect(approveUrl.startsWith(payments.sandbox.baseUrl)).toBe(true);
      expect(orderId).toBeTruthy();
    } finally {
      await demo.close();
    }
  });
});
