import { createHmac, timingSafeEqual } from 'node:crypto';
import { cutText, type TrackingStatus } from '@podoffice/domain';

/**
 * The tracking service's client, in the shape of TrackingMore's API v4: POST /trackings/batch
 * registers up to 40 numbers, GET /trackings/get?tracking_numbers=… reads up to 40, every request
 * carries the account's key in Tracking-Api-Key, and webhooks carry `timestamp` and `signature`
 * headers (HMAC-SHA256 of the timestamp with the account's webhook secret, hex).
 */

/** The most numbers one request registers or reads (TrackingMore's batch limit). */
export const TRACKING_BATCH = 40;
const TIMEOUT_MS = 15_000;

/** The service refused or could not be reached; the message is safe to show the user. */
export class TrackingServiceError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TrackingServiceError';
  }
}

export interface TrackingNumber {
  tracking_number: string;
  courier_code: string;
}

export interface CreateResult {
  /** Numbers now registered (new, or already there). */
  registered: TrackingNumber[];
  /** Numbers refused, with the service's words. */
  refused: (TrackingNumber & { message: string })[];
}

/** One checkpoint of a parcel's journey. */
export interface TrackingCheckpoint {
  at: Date;
  message: string;
  status: TrackingStatus | null;
}

export interface TrackingState extends TrackingNumber {
  status: TrackingStatus;
  checkpoints: TrackingCheckpoint[];
}

export interface TrackingServiceClient {
  create(apiKey: string, numbers: readonly TrackingNumber[]): Promise<CreateResult>;
  get(apiKey: string, numbers: readonly string[]): Promise<TrackingState[]>;
}

/**
 * TrackingMore's delivery_status and substatus as the trackings page's tabs: pickup101 is out for
 * delivery and the other pickups wait at a pickup point; exception004 went back to the sender and
 * exception011 was cancelled; an expired number is an error.
 */
export function trackingStatusOf(status: unknown, substatus?: unknown): TrackingStatus {
  const sub = typeof substatus === 'string' ? substatus : '';
  switch (status) {
    case 'inforeceived':
      return 'pre_transit';
    case 'transit':
      return sub === 'transit003' ? 'out_for_delivery' : 'in_transit';
    case 'pickup':
      return sub === 'pickup101' ? 'out_for_delivery' : 'available_for_pickup';
    case 'delivered':
      return 'delivered';
    case 'undelivered':
      return 'failure';
    case 'exception':
      if (sub === 'exception004') return 'return_to_sender';
      if (sub === 'exception011') return 'cancelled';
      return 'failure';
    case 'expired':
      return 'error';
    default:
      return 'unknown';
  }
}

/** A parcel whose status will not change again: the sync job stops asking about it. */
export function isFinalTrackingStatus(status: TrackingStatus): boolean {
  return ['delivered', 'return_to_sender', 'cancelled', 'error'].includes(status);
}

interface Envelope<T> {
  meta?: { code?: number; message?: string };
  data?: T;
}

interface ServiceCheckpoint {
  checkpoint_date?: string;
  tracking_detail?: string;
  location?: string;
  checkpoint_delivery_status?: string;
  checkpoint_delivery_substatus?: string;
}

interface ServiceTracking {
  tracking_number?: string;
  courier_code?: string;
  delivery_status?: string;
  substatus?: string;
  origin_info?: { trackinfo?: ServiceCheckpoint[] | null } | null;
}

/** TrackingMore's code for "Tracking No. already exists": registered all the same. */
const ALREADY_EXISTS = 4101;
/** The longest checkpoint text kept (a carrier's line is a sentence or two). */
const CHECKPOINT_TEXT_MAX = 500;
/** The most checkpoints kept of one answer (a parcel has tens). */
const CHECKPOINTS_MAX = 100;

export function createTrackingMoreClient(baseUrl: string): TrackingServiceClient {
  async function request<T>(apiKey: string, path: string, init: RequestInit = {}): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${baseUrl}${path}`, {
        ...init,
        headers: {
          accept: 'application/json',
          'content-type': 'application/json',
          'Tracking-Api-Key': apiKey,
        },
        redirect: 'error',
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch {
      throw new TrackingServiceError('Could not reach the tracking service');
    }
    const text = await response.text();
    let body: Envelope<T>;
    try {
      body = JSON.parse(text) as Envelope<T>;
    } catch {
      throw new TrackingServiceError(
        `The tracking service answered HTTP ${response.status} with something that is not JSON`,
      );
    }
    if (!response.ok || (body.meta?.code !== undefined && body.meta.code !== 200)) {
      const said = cutText(String(body.meta?.message ?? ''), 200);
      throw new TrackingServiceError(
        `The tracking service refused the request (HTTP ${response.status}${said ? `: ${said}` : ''})`,
      );
    }
    return body.data as T;
  }

  return {
    async create(apiKey, numbers) {
      const data = await request<{
        success?: ServiceTracking[];
        error?: (ServiceTracking & { errorCode?: number; errorMessage?: string })[];
      }>(apiKey, '/trackings/batch', {
        method: 'POST',
        body: JSON.stringify(
          numbers.map((n) => ({
            tracking_number: n.tracking_number,
            courier_code: n.courier_code,
          })),
        ),
      });
      const result: CreateResult = { registered: [], refused: [] };
      const number = (t: ServiceTracking): TrackingNumber => ({
        tracking_number: String(t.tracking_number ?? ''),
        courier_code: String(t.courier_code ?? ''),
      });
      for (const t of data?.success ?? []) result.registered.push(number(t));
      for (const t of data?.error ?? []) {
        if (t.errorCode === ALREADY_EXISTS) result.registered.push(number(t));
        else {
          result.refused.push({
            ...number(t),
            message: cutText(String(t.errorMessage ?? 'Refused by the tracking service'), 200),
          });
        }
      }
      return result;
    },

    async get(apiKey, numbers) {
      if (numbers.length === 0) return [];
      const query = new URLSearchParams({ tracking_numbers: numbers.join(',') });
      const data = await request<ServiceTracking[]>(apiKey, `/trackings/get?${query}`);
      return (Array.isArray(data) ? data : []).map((t) => ({
        tracking_number: String(t.tracking_number ?? ''),
        courier_code: String(t.courier_code ?? ''),
        status: trackingStatusOf(t.delivery_status, t.substatus),
        checkpoints: (t.origin_info?.trackinfo ?? [])
          .slice(0, CHECKPOINTS_MAX)
          .flatMap((c): TrackingCheckpoint[] => {
            const at = new Date(String(c.checkpoint_date ?? ''));
            const message = [c.tracking_detail, c.location]
              .filter((part) => typeof part === 'string' && part.trim())
              .join(', ')
              .slice(0, CHECKPOINT_TEXT_MAX);
            if (Number.isNaN(at.getTime()) || !message) return [];
            return [
              {
                at,
                message,
                status: c.checkpoint_delivery_status
                  ? trackingStatusOf(c.checkpoint_delivery_status, c.checkpoint_delivery_substatus)
                  : null,
              },
            ];
          }),
      }));
    },
  };
}

/** TrackingMore's webhook signature: HMAC-SHA256 of the timestamp header with the secret, hex. */
export function trackingWebhookSignature(secret: string, timestamp: string): string {
  return createHmac('sha256', secret).update(timestamp).digest('hex');
}

/** A webhook's timestamp may be this old (seconds): an older signature is a replay. */
export const WEBHOOK_MAX_AGE_SECONDS = 300;

/** Whether a webhook's headers are the service's: a fresh timestamp and its signature. */
export function isTrackingWebhookSigned(
  secret: string,
  timestamp: string | undefined,
  signature: string | undefined,
  now: Date,
): boolean {
  if (!timestamp || !signature || !/^\d{1,12}$/.test(timestamp)) return false;
  if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > WEBHOOK_MAX_AGE_SECONDS) return false;
  const expected = Buffer.from(trackingWebhookSignature(secret, timestamp), 'hex');
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
