import type { PaymentMode } from '@podoffice/domain';

/**
 * The card provider of the card express deposit (spec 1 §4, §9): PayPal's Orders v2 REST API.
 *
 * Why PayPal: the spec's Payment tab switches between "sandbox" and "production", which is
 * PayPal's own pair of environments (api-m.sandbox.paypal.com and api-m.paypal.com, each with its
 * own app credentials), and its hosted approval page takes cards as well as PayPal accounts, so
 * the back office never touches a card number. The flow: create an order (intent CAPTURE), send
 * the payer to its approval link, capture it on the server when the payer returns, and credit
 * only a capture PayPal reports COMPLETED, for the amount PayPal reports.
 */

/** PayPal's REST bases of each mode. */
export const PAYPAL_BASE_URLS: Record<PaymentMode, string> = {
  sandbox: 'https://api-m.sandbox.paypal.com',
  production: 'https://api-m.paypal.com',
};

/** One mode's REST app: PayPal issues separate credentials for sandbox and live. */
export interface PayPalModeConfig {
  clientId?: string;
  clientSecret?: string;
  /** REST base; PAYPAL_BASE_URLS[mode] unless overridden (a fake on 127.0.0.1 in tests). */
  baseUrl: string;
}

export type PayPalConfig = Record<PaymentMode, PayPalModeConfig>;

/** The provider could not be reached or answered in a way that is not a payment outcome. */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}

export interface NewCardOrder {
  amountCents: number;
  /** ISO 4217; balances are in US dollars. */
  currency: 'USD';
  /** Ours, echoed back on the capture: the checkout's id. */
  customId: string;
  description: string;
  /** Where the payer lands after approving (PayPal appends token=<order id>&PayerID=...). */
  returnUrl: string;
  /** Where the payer lands after cancelling (PayPal appends token=<order id>). */
  cancelUrl: string;
}

export interface CreatedCardOrder {
  orderId: string;
  /** The page where the payer approves the payment ("payer-action" or "approve" link). */
  approveUrl: string;
}

/** What a capture came to: money taken (with PayPal's own figures), or why not. */
export type CaptureOutcome =
  | { paid: true; captureId: string; amountCents: number; currency: string }
  | { paid: false; reason: string };

export interface CardProvider {
  readonly name: 'paypal';
  /** Whether this mode has credentials. */
  configured(mode: PaymentMode): boolean;
  createOrder(mode: PaymentMode, order: NewCardOrder): Promise<CreatedCardOrder>;
  /**
   * Captures an approved order, idempotently: a repeated capture of the same order (a retry, or
   * two tabs) reads the first capture instead of taking the money twice.
   */
  captureOrder(mode: PaymentMode, orderId: string): Promise<CaptureOutcome>;
}

const TIMEOUT_MS = 20_000;

interface PayPalMoney {
  currency_code?: string;
  value?: string;
}

interface PayPalCapture {
  id?: string;
  status?: string;
  amount?: PayPalMoney;
}

export interface PayPalOrder {
  id?: string;
  status?: string;
  links?: { href?: string; rel?: string; method?: string }[];
  purchase_units?: { payments?: { captures?: PayPalCapture[] } }[];
}

interface PayPalErrorBody {
  name?: string;
  message?: string;
  details?: { issue?: string; description?: string }[];
}

/** "1000.00" → 100000; anything that is not a plain decimal amount is refused. */
export function centsOfValue(value: string | undefined): number | null {
  if (typeof value !== 'string' || !/^\d{1,10}(\.\d{1,2})?$/.test(value)) return null;
  const [whole = '0', fraction = ''] = value.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** 100000 → "1000.00", the string amount PayPal expects. */
export function valueOfCents(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** The outcome an order's representation shows: paid only when PayPal says the capture completed. */
export function outcomeOfOrder(order: PayPalOrder): CaptureOutcome {
  const capture = order.purchase_units?.[0]?.payments?.captures?.[0];
  if (order.status !== 'COMPLETED' || !capture) {
    return { paid: false, reason: `order ${order.status ?? 'in an unknown state'}` };
  }
  // A COMPLETED order can still hold a DECLINED or PENDING capture: only COMPLETED is money.
  if (capture.status !== 'COMPLETED') return { paid: false, reason: `capture ${capture.status}` };
  const amountCents = centsOfValue(capture.amount?.value);
  if (!capture.id || amountCents === null || !capture.amount?.currency_code) {
    return { paid: false, reason: 'capture without an id or an amount' };
  }
  return {
    paid: true,
    captureId: capture.id,
    amountCents,
    currency: capture.amount.currency_code,
  };
}

export function createPayPalProvider(config: PayPalConfig): CardProvider {
  const tokens = new Map<PaymentMode, { token: string; expiresAt: number }>();

  const credentials = (mode: PaymentMode) => {
    const { clientId, clientSecret, baseUrl } = config[mode];
    if (!clientId || !clientSecret) {
      throw new PaymentProviderError(`PayPal ${mode} credentials are not configured`);
    }
    return { clientId, clientSecret, baseUrl: baseUrl.replace(/\/+$/, '') };
  };

  async function send(url: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(url, {
        ...init,
        redirect: 'error',
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (e) {
      throw new PaymentProviderError(`Could not reach PayPal: ${(e as Error).message}`);
    }
  }

  async function readJson<T>(response: Response): Promise<T> {
    const text = await response.text();
    try {
      return (text ? JSON.parse(text) : {}) as T;
    } catch {
      throw new PaymentProviderError('PayPal sent an answer that is not JSON', response.status);
    }
  }

  /** A client-credentials token, kept until a minute before it expires. */
  async function accessToken(mode: PaymentMode): Promise<string> {
    const cached = tokens.get(mode);
    if (cached && cached.expiresAt > Date.now()) return cached.token;
    const { clientId, clientSecret, baseUrl } = credentials(mode);
    const response = await send(`${baseUrl}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: 'grant_type=client_credentials',
    });
    const body = await readJson<{ access_token?: string; expires_in?: number }>(response);
    if (!response.ok || !body.access_token) {
      throw new PaymentProviderError(
        `PayPal refused the ${mode} credentials (HTTP ${response.status})`,
        response.status,
      );
    }
    const ttlMs = Math.max(0, ((body.expires_in ?? 0) - 60) * 1000);
    tokens.set(mode, { token: body.access_token, expiresAt: Date.now() + ttlMs });
    return body.access_token;
  }

  async function call(
    mode: PaymentMode,
    path: string,
    init: { method: 'GET' | 'POST'; body?: unknown; requestId?: string },
  ): Promise<Response> {
    const { baseUrl } = credentials(mode);
    const token = await accessToken(mode);
    const response = await send(`${baseUrl}${path}`, {
      method: init.method,
      headers: {
        authorization: `Bearer ${token}`,
        accept: 'application/json',
        prefer: 'return=representation',
        ...(init.method === 'POST' ? { 'content-type': 'application/json' } : {}),
        // PayPal answers a repeated request id with the first answer instead of acting twice.
        ...(init.requestId ? { 'paypal-request-id': init.requestId } : {}),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    // An expired or revoked token: forget it so the next call asks for a new one.
    if (response.status === 401) tokens.delete(mode);
    return response;
  }

  async function getOrder(mode: PaymentMode, orderId: string): Promise<PayPalOrder | null> {
    const response = await call(mode, `/v2/checkout/orders/${encodeURIComponent(orderId)}`, {
      method: 'GET',
    });
    if (response.status === 404) return null;
    const body = await readJson<PayPalOrder>(response);
    if (!response.ok) {
      throw new PaymentProviderError(`PayPal refused to show the order (HTTP ${response.status})`);
    }
    return body;
  }

  return {
    name: 'paypal',

    configured: (mode) => Boolean(config[mode].clientId && config[mode].clientSecret),

    async createOrder(mode, order) {
      const response = await call(mode, '/v2/checkout/orders', {
        method: 'POST',
        requestId: `checkout-${order.customId}`,
        body: {
          intent: 'CAPTURE',
          purchase_units: [
            {
              reference_id: order.customId,
              custom_id: order.customId,
              description: order.description,
              amount: { currency_code: order.currency, value: valueOfCents(order.amountCents) },
            },
          ],
          payment_source: {
            paypal: {
              experience_context: {
                user_action: 'PAY_NOW',
                shipping_preference: 'NO_SHIPPING',
                return_url: order.returnUrl,
                cancel_url: order.cancelUrl,
              },
            },
          },
        },
      });
      const body = await readJson<PayPalOrder & PayPalErrorBody>(response);
      if (!response.ok || !body.id) {
        throw new PaymentProviderError(
          `PayPal refused the order (HTTP ${response.status} ${body.name ?? ''})`.trim(),
          response.status,
        );
      }
      const approve = body.links?.find((l) => l.rel === 'payer-action' || l.rel === 'approve');
      if (!approve?.href) throw new PaymentProviderError('PayPal sent no approval link');
      return { orderId: body.id, approveUrl: approve.href };
    },

    async captureOrder(mode, orderId) {
      const response = await call(
        mode,
        `/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`,
        { method: 'POST', requestId: `capture-${orderId}` },
      );
      if (response.ok) return outcomeOfOrder(await readJson<PayPalOrder>(response));
      const error = await readJson<PayPalErrorBody>(response);
      const issue = error.details?.[0]?.issue ?? error.name ?? `HTTP ${response.status}`;
      if (response.status === 404) return { paid: false, reason: 'unknown order' };
      if (response.status === 422 && issue === 'ORDER_ALREADY_CAPTURED') {
        // Captured by an earlier call whose answer was lost: read what that capture came to.
        const order = await getOrder(mode, orderId);
        return order ? outcomeOfOrder(order) : { paid: false, reason: 'unknown order' };
      }
      // ORDER_NOT_APPROVED (the payer did not pay), INSTRUMENT_DECLINED, PAYER_CANNOT_PAY, ...
      if (response.status === 422 || response.status === 400) return { paid: false, reason: issue };
      throw new PaymentProviderError(
        `PayPal refused the capture (HTTP ${response.status} ${issue})`,
        response.status,
      );
    },
  };
}
