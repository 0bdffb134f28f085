import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A fake PayPal on 127.0.0.1 speaking the subset of the REST API the card deposit uses: OAuth2
 * client credentials, Orders v2 create / show / capture (with PayPal-Request-Id idempotency and
 * PayPal's error shapes), and its own approval page where a payer pays, pays with a card that
 * will be declined, or cancels. Orders live in memory. The server tests, the end-to-end run and
 * `npm start`'s demo use it, so the whole flow runs without a PayPal account.
 */

export interface FakePayPalClient {
  clientId: string;
  clientSecret: string;
}

export type FakeOrderStatus = 'PAYER_ACTION_REQUIRED' | 'CREATED' | 'APPROVED' | 'COMPLETED';

export interface FakeOrder {
  id: string;
  /** The app (client id) that created it: another app's token cannot see it. */
  clientId: string;
  status: FakeOrderStatus;
  currency: string;
  value: string;
  customId?: string;
  description?: string;
  returnUrl: string;
  cancelUrl: string;
  /** Set by "Pay with a declined card": the capture then fails as a declined instrument. */
  declined: boolean;
  /** What the capture reports, when a test makes the provider take another amount. */
  capturedValue?: string;
  captureId?: string;
  captureRequestId?: string;
  createTime: string;
}

export interface FakePayPalRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

export interface FakePayPal {
  /** http://127.0.0.1:port: PAYPAL_API_URL / PAYPAL_SANDBOX_API_URL. */
  url: string;
  orders: Map<string, FakeOrder>;
  requests: FakePayPalRequest[];
  /** The payer approves without a browser (server tests); `declined` pays with a failing card. */
  approve(orderId: string, options?: { declined?: boolean }): void;
  close(): Promise<void>;
}

/** The credentials the demo and the end-to-end run give both modes of the fake. */
export const FAKE_PAYPAL_CLIENTS = {
  sandbox: { clientId: 'fake-paypal-sandbox-client', clientSecret: 'fake-paypal-sandbox-secret' },
  production: { clientId: 'fake-paypal-live-client', clientSecret: 'fake-paypal-live-secret' },
} as const;

const ORDER_ID_CHARS = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';

/** Order ids look like PayPal's: 17 upper-case letters and digits. */
function newId(length = 17): string {
  const bytes = randomBytes(length);
  return Array.from(bytes, (b) => ORDER_ID_CHARS[b % ORDER_ID_CHARS.length]).join('');
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json', 'paypal-debug-id': newId(13) });
  res.end(JSON.stringify(body));
}

function error(
  res: ServerResponse,
  status: number,
  name: string,
  issue: string,
  description: string,
) {
  json(res, status, {
    name,
    message: status === 422 ? 'The requested action could not be performed.' : description,
    debug_id: newId(13).toLowerCase(),
    details: [{ issue, description }],
  });
}

function escape(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

async function readText(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function withQuery(address: string, query: Record<string, string>): string {
  const url = new URL(address);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url.href;
}

interface CreateOrderBody {
  intent?: unknown;
  purchase_units?: {
    custom_id?: unknown;
    description?: unknown;
    amount?: { currency_code?: unknown; value?: unknown };
  }[];
  payment_source?: {
    paypal?: { experience_context?: { return_url?: unknown; cancel_url?: unknown } };
  };
  application_context?: { return_url?: unknown; cancel_url?: unknown };
}

export async function startFakePayPal(
  options: { clients?: FakePayPalClient[]; port?: number } = {},
): Promise<FakePayPal> {
  const clients = options.clients ?? Object.values(FAKE_PAYPAL_CLIENTS);
  const orders = new Map<string, FakeOrder>();
  const tokens = new Map<string, string>();
  const createdByRequestId = new Map<string, string>();
  const requests: FakePayPalRequest[] = [];
  let url = '';

  const representation = (order: FakeOrder) => ({
    id: order.id,
    intent: 'CAPTURE',
    status: order.status,
    purchase_units: [
      {
        reference_id: order.customId ?? 'default',
        custom_id: order.customId,
        description: order.description,
        amount: { currency_code: order.currency, value: order.value },
        ...(order.status === 'COMPLETED' && order.captureId
          ? {
              payments: {
                captures: [
                  {
                    id: order.captureId,
                    status: 'COMPLETED',
                    amount: {
                      currency_code: order.currency,
                      value: order.capturedValue ?? order.value,
                    },
                    final_capture: true,
                    custom_id: order.customId,
                    create_time: order.createTime,
                  },
                ],
              },
            }
          : {}),
      },
    ],
    create_time: order.createTime,
    links: [
      { href: `${url}/v2/checkout/orders/${order.id}`, rel: 'self', method: 'GET' },
      ...(order.status === 'PAYER_ACTION_REQUIRED' || order.status === 'CREATED'
        ? [
            {
              href: `${url}/checkoutnow?token=${order.id}`,
              rel: order.status === 'CREATED' ? 'approve' : 'payer-action',
              method: 'GET',
            },
          ]
        : []),
      ...(order.status === 'APPROVED'
        ? [
            {
              href: `${url}/v2/checkout/orders/${order.id}/capture`,
              rel: 'capture',
              method: 'POST',
            },
          ]
        : []),
    ],
  });

  /** The client id of a valid bearer token, or null after answering 401. */
  const caller = (req: IncomingMessage, res: ServerResponse): string | null => {
    const match = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '');
    const clientId = match?.[1] ? tokens.get(match[1]) : undefined;
    if (!clientId) {
      json(res, 401, {
        error: 'invalid_token',
        error_description: 'Token signature verification failed',
      });
      return null;
    }
    return clientId;
  };

  const ownOrder = (id: string, clientId: string) => {
    const order = orders.get(id);
    return order && order.clientId === clientId ? order : undefined;
  };

  const notFound = (res: ServerResponse) =>
    error(
      res,
      404,
      'RESOURCE_NOT_FOUND',
      'INVALID_RESOURCE_ID',
      'Specified resource ID does not exist. Please check the resource ID and try again.',
    );

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const address = new URL(req.url ?? '/', 'http://127.0.0.1');
    const path = address.pathname;
    const method = req.method ?? 'GET';
    const text = await readText(req);
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // a form post or plain text: kept as it came
    }
    requests.push({ method, path, headers: req.headers, body });

    if (method === 'POST' && path === '/v1/oauth2/token') {
      const basic = /^Basic (\S+)$/.exec(req.headers.authorization ?? '');
      const [id, secret] = Buffer.from(basic?.[1] ?? '', 'base64')
        .toString('utf8')
        .split(':');
      const client = clients.find((c) => c.clientId === id && c.clientSecret === secret);
      if (!client) {
        json(res, 401, {
          error: 'invalid_client',
          error_description: 'Client Authentication failed',
        });
        return;
      }
      if (new URLSearchParams(text).get('grant_type') !== 'client_credentials') {
        json(res, 400, {
          error: 'unsupported_grant_type',
          error_description: 'Grant Type is NULL',
        });
        return;
      }
      const token = `A21AA${newId(40)}`;
      tokens.set(token, client.clientId);
      json(res, 200, {
        scope: 'https://uri.paypal.com/services/payments/payment',
        access_token: token,
        token_type: 'Bearer',
        app_id: `APP-${newId(17)}`,
        expires_in: 32400,
        nonce: newId(20),
      });
      return;
    }

    if (method === 'POST' && path === '/v2/checkout/orders') {
      const clientId = caller(req, res);
      if (!clientId) return;
      const requestId = req.headers['paypal-request-id'];
      const repeated =
        typeof requestId === 'string' && createdByRequestId.get(`${clientId}:${requestId}`);
      if (repeated) {
        const order = orders.get(repeated);
        if (order) return json(res, 200, representation(order));
      }
      const input = (typeof body === 'object' && body ? body : {}) as CreateOrderBody;
      const unit = input.purchase_units?.[0];
      const context =
        input.payment_source?.paypal?.experience_context ?? input.application_context ?? {};
      const value = unit?.amount?.value;
      const currency = unit?.amount?.currency_code;
      if (
        input.intent !== 'CAPTURE' ||
        input.purchase_units?.length !== 1 ||
        typeof value !== 'string' ||
        !/^\d{1,10}(\.\d{2})?$/.test(value) ||
        Number(value) <= 0 ||
        typeof currency !== 'string' ||
        !/^[A-Z]{3}$/.test(currency) ||
        typeof context.return_url !== 'string' ||
        typeof context.cancel_url !== 'string'
      ) {
        error(
          res,
          400,
          'INVALID_REQUEST',
          'INVALID_PARAMETER_VALUE',
          'The value of a field is invalid.',
        );
        return;
      }
      const order: FakeOrder = {
        id: newId(),
        clientId,
        status: input.payment_source?.paypal ? 'PAYER_ACTION_REQUIRED' : 'CREATED',
        currency,
        value,
        customId: typeof unit?.custom_id === 'string' ? unit.custom_id : undefined,
        description: typeof unit?.description === 'string' ? unit.description : undefined,
        returnUrl: context.return_url,
        cancelUrl: context.cancel_url,
        declined: false,
        createTime: new Date().toISOString(),
      };
      orders.set(order.id, order);
      if (typeof requestId === 'string')
        createdByRequestId.set(`${clientId}:${requestId}`, order.id);
      json(res, 200, representation(order));
      return;
    }

    const show = /^\/v2\/checkout\/orders\/([^/]+)$/.exec(path);
    if (method === 'GET' && show) {
      const clientId = caller(req, res);
      if (!clientId) return;
      const order = ownOrder(decodeURIComponent(show[1] ?? ''), clientId);
      if (!order) return notFound(res);
      json(res, 200, representation(order));
      return;
    }

    const capture = /^\/v2\/checkout\/orders\/([^/]+)\/capture$/.exec(path);
    if (method === 'POST' && capture) {
      const clientId = caller(req, res);
      if (!clientId) return;
      const order = ownOrder(decodeURIComponent(capture[1] ?? ''), clientId);
      if (!order) return notFound(res);
      const requestId = req.headers['paypal-request-id'];
      if (order.status === 'COMPLETED') {
        // The same PayPal-Request-Id gets the first answer again; another one is refused.
        if (typeof requestId === 'string' && requestId === order.captureRequestId) {
          return json(res, 201, representation(order));
        }
        return error(
          res,
          422,
          'UNPROCESSABLE_ENTITY',
          'ORDER_ALREADY_CAPTURED',
          "Order already captured.If 'intent=CAPTURE' only one capture per order is allowed.",
        );
      }
      if (order.status !== 'APPROVED') {
        return error(
          res,
          422,
          'UNPROCESSABLE_ENTITY',
          'ORDER_NOT_APPROVED',
          "Payer has not yet approved the Order for payment. Please redirect the payer to the 'rel':'approve' url returned as part of the HATEOAS links within the Create Order call or provide a valid payment_source in the request.",
        );
      }
      if (order.declined) {
        return error(
          res,
          422,
          'UNPROCESSABLE_ENTITY',
          'INSTRUMENT_DECLINED',
          "The instrument presented  was either declined by the processor or bank, or it can't be used for this payment.",
        );
      }
      order.status = 'COMPLETED';
      order.captureId = newId();
      order.captureRequestId = typeof requestId === 'string' ? requestId : undefined;
      json(res, 201, representation(order));
      return;
    }

    // The payer's side: the approval page and its three buttons.
    if (method === 'GET' && path === '/checkoutnow') {
      const order = orders.get(address.searchParams.get('token') ?? '');
      res.writeHead(order ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
      if (!order) {
        res.end(
          '<!doctype html><html lang="en"><head><title>Order not found</title></head><body><main><h1>Order not found</h1></main></body></html>',
        );
        return;
      }
      const token = `<input type="hidden" name="token" value="${escape(order.id)}">`;
      const payable = order.status === 'PAYER_ACTION_REQUIRED' || order.status === 'CREATED';
      res.end(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Pay with PayPal (test provider)</title></head>` +
          `<body><main><h1>Pay with PayPal (test provider)</h1>` +
          `<p>${escape(order.description ?? 'Payment')}</p>` +
          `<p>Amount: <strong data-testid="amount">${escape(order.currency)} ${escape(order.value)}</strong></p>` +
          `<p>Order ${escape(order.id)}: ${escape(order.status)}</p>` +
          (payable
            ? `<form method="post" action="/checkoutnow/pay">${token}<button type="submit">Pay now</button></form>` +
              `<form method="post" action="/checkoutnow/decline">${token}<button type="submit">Pay with a card that is declined</button></form>` +
              `<form method="post" action="/checkoutnow/cancel">${token}<button type="submit">Cancel and return to the merchant</button></form>`
            : '<p>This order cannot be paid any more.</p>') +
          `</main></body></html>`,
      );
      return;
    }

    const payerAction = /^\/checkoutnow\/(pay|decline|cancel)$/.exec(path);
    if (method === 'POST' && payerAction) {
      const order = orders.get(new URLSearchParams(text).get('token') ?? '');
      if (!order || (order.status !== 'PAYER_ACTION_REQUIRED' && order.status !== 'CREATED')) {
        res.writeHead(409, { 'content-type': 'text/plain' });
        res.end('This order cannot be paid any more.');
        return;
      }
      const action = payerAction[1];
      if (action === 'cancel') {
        res.writeHead(303, { location: withQuery(order.cancelUrl, { token: order.id }) });
      } else {
        order.status = 'APPROVED';
        order.declined = action === 'decline';
        res.writeHead(303, {
          location: withQuery(order.returnUrl, { token: order.id, PayerID: newId(13) }),
        });
      }
      res.end();
      return;
    }

    error(
      res,
      404,
      'RESOURCE_NOT_FOUND',
      'INVALID_RESOURCE_ID',
      'The requested resource was not found.',
    );
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((e: unknown) => {
      console.error(e);
      if (!res.headersSent) json(res, 500, { name: 'INTERNAL_SERVER_ERROR' });
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    orders,
    requests,
    approve(orderId, { declined = false } = {}) {
      const order = orders.get(orderId);
      if (!order) throw new Error(`fake PayPal: no order ${orderId}`);
      order.status = 'APPROVED';
      order.declined = declined;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** The API's environment that points both modes at this fake with FAKE_PAYPAL_CLIENTS. */
export function fakePayPalEnv(fake: { url: string }): Record<string, string> {
  return {
    PAYPAL_API_URL: fake.url,
    PAYPAL_CLIENT_ID: FAKE_PAYPAL_CLIENTS.production.clientId,
    PAYPAL_CLIENT_SECRET: FAKE_PAYPAL_CLIENTS.production.clientSecret,
    PAYPAL_SANDBOX_API_URL: fake.url,
    PAYPAL_SANDBOX_CLIENT_ID: FAKE_PAYPAL_CLIENTS.sandbox.clientId,
    PAYPAL_SANDBOX_CLIENT_SECRET: FAKE_PAYPAL_CLIENTS.sandbox.clientSecret,
  };
}
