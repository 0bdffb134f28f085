// A fake tracking service on 127.0.0.1 speaking the protocol of src/trackings/trackingMore.ts
// (TrackingMore's API v4): registered numbers move through the statuses as time passes, so the
// trackings page's tabs change by themselves in the demo, the server tests and e2e.
import { trackingWebhookSignature } from '../../trackings/trackingMore';
import { json, startFake, type RecordedRequest } from './server';

export interface FakeTrackingMoreOptions {
  /** The only key it accepts; any non-empty key when unset (the demo). */
  apiKey?: string;
  /** How long a parcel stays in each status before the next (default 10 minutes). */
  stepMs?: number;
  now?: () => number;
}

interface Registered {
  tracking_number: string;
  courier_code: string;
  at: number;
}

export interface FakeTrackingMore {
  /** http://127.0.0.1:port/v4: TRACKING_MORE_BASE_URL. */
  url: string;
  requests: RecordedRequest[];
  /** Registered numbers by number. */
  registered: Map<string, Registered>;
  /** Changes how long each status lasts (0: a parcel is delivered as soon as it is read). */
  setStepMs(ms: number): void;
  /** Answers every request with this HTTP status until cleared (undefined). */
  failWith(status: number | undefined): void;
  /** Delivers the service's webhook for one number to `address`, signed with `secret`. */
  deliverWebhook(address: string, secret: string, trackingNumber: string): Promise<Response>;
  close(): Promise<void>;
}

/**
 * A parcel's way: info received, in transit, out for delivery, delivered. A number ending in RTS
 * goes back to the sender instead; one containing BAD is refused at registration.
 */
const JOURNEY = [
  { status: 'inforeceived', substatus: 'inforeceived001', detail: 'Shipping label created' },
  { status: 'transit', substatus: 'transit001', detail: 'Accepted at the origin facility' },
  { status: 'pickup', substatus: 'pickup101', detail: 'Out for delivery' },
  { status: 'delivered', substatus: 'delivered001', detail: 'Delivered, front door' },
] as const;
const RETURNED = { status: 'exception', substatus: 'exception004', detail: 'Returned to sender' };

export async function startFakeTrackingMore(
  options: FakeTrackingMoreOptions = {},
): Promise<FakeTrackingMore> {
  const registered = new Map<string, Registered>();
  const now = options.now ?? Date.now;
  let stepMs = options.stepMs ?? 10 * 60_000;
  let failing: number | undefined;

  const stepsOf = (parcel: Registered) => {
    const reached = stepMs <= 0 ? JOURNEY.length : Math.floor((now() - parcel.at) / stepMs) + 1;
    const journey = parcel.tracking_number.endsWith('RTS')
      ? [...JOURNEY.slice(0, 2), RETURNED]
      : [...JOURNEY];
    return journey.slice(0, Math.min(reached, journey.length));
  };

  const view = (parcel: Registered) => {
    const steps = stepsOf(parcel);
    const last = steps.at(-1)!;
    return {
      id: `fake-${parcel.tracking_number}`,
      tracking_number: parcel.tracking_number,
      courier_code: parcel.courier_code,
      delivery_status: last.status,
      substatus: last.substatus,
      origin_info: {
        trackinfo: steps
          .map((step, i) => ({
            checkpoint_date: new Date(parcel.at + i * Math.max(stepMs, 1000)).toISOString(),
            tracking_detail: step.detail,
            location: 'Memphis, TN',
            checkpoint_delivery_status: step.status,
            checkpoint_delivery_substatus: step.substatus,
          }))
          .reverse(),
      },
    };
  };

  const running = await startFake((req, res) => {
    if (failing) return json(res, failing, { meta: { code: failing, message: 'Service down' } });
    const key = String(req.headers['tracking-api-key'] ?? '');
    if (!key || (options.apiKey !== undefined && key !== options.apiKey)) {
      return json(res, 401, { meta: { code: 401, message: 'Invalid API key' }, data: [] });
    }
    if (req.method === 'POST' && req.route === '/trackings/batch') {
      const items = Array.isArray(req.body) ? (req.body as Partial<Registered>[]) : [];
      if (items.length === 0 || items.length > 40) {
        return json(res, 400, { meta: { code: 4102, message: 'Between 1 and 40 trackings' } });
      }
      const success: unknown[] = [];
      const error: unknown[] = [];
      for (const item of items) {
        const number = String(item.tracking_number ?? '');
        const courier = String(item.courier_code ?? '');
        if (!number || !courier || number.includes('BAD')) {
          error.push({
            tracking_number: number,
            courier_code: courier,
            errorCode: 4110,
            errorMessage: 'The value of tracking_number is invalid.',
          });
        } else if (registered.has(number)) {
          error.push({
            tracking_number: number,
            courier_code: courier,
            errorCode: 4101,
            errorMessage: 'Tracking No. already exists.',
          });
        } else {
          const parcel = { tracking_number: number, courier_code: courier, at: now() };
          registered.set(number, parcel);
          success.push({ id: `fake-${number}`, tracking_number: number, courier_code: courier });
        }
      }
      return json(res, 200, {
        meta: { code: 200, message: 'Request response is successful' },
        data: { success, error },
      });
    }
    if (req.method === 'GET' && req.route === '/trackings/get') {
      const numbers = (req.query.get('tracking_numbers') ?? '').split(',').filter(Boolean);
      if (numbers.length > 40) {
        return json(res, 400, { meta: { code: 4102, message: 'At most 40 numbers' } });
      }
      const data = numbers.flatMap((n) => {
        const parcel = registered.get(n);
        return parcel ? [view(parcel)] : [];
      });
      return json(res, 200, {
        meta: { code: 200, message: 'Request response is successful' },
        data,
      });
    }
    return json(res, 404, { meta: { code: 404, message: 'Not found' } });
  });

  return {
    url: `${running.url}/v4`,
    requests: running.requests,
    registered,
    setStepMs: (ms) => {
      stepMs = ms;
    },
    failWith: (status) => {
      failing = status;
    },
    async deliverWebhook(address, secret, trackingNumber) {
      const parcel = registered.get(trackingNumber);
      const timestamp = String(Math.floor(now() / 1000));
      return fetch(address, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          timestamp,
          signature: trackingWebhookSignature(secret, timestamp),
        },
        body: JSON.stringify({
          meta: { code: 200, message: 'Success' },
          data: parcel ? view(parcel) : { tracking_number: trackingNumber },
        }),
      });
    },
    close: running.close,
  };
}

/** The API's environment for the fake (the end-to-end run's). */
export function fakeTrackingMoreEnv(fake: FakeTrackingMore): Record<string, string> {
  return { TRACKING_MORE_BASE_URL: fake.url };
}
