import type { IncomingMessage, ServerResponse } from 'node:http';
import { and, eq } from 'drizzle-orm';
import { trackings } from '../db/schema';
import type { Services } from '../graphql/context';
import { BodyTooLarge, readBody, sendJson } from '../http/json';
import { isTrackingWebhookSigned } from './trackingMore';

/** Where the tracking service delivers its webhooks (set it in TrackingMore's developer settings). */
export const TRACKING_WEBHOOK_PATH = '/webhooks/trackingmore';
/** A webhook carries one tracking: a few kilobytes. */
const MAX_BODY_BYTES = 256 * 1024;

/**
 * The tracking service's webhook: a parcel moved. Its signature covers only the timestamp, so the
 * body is not believed: the numbers it names are asked about again at once (the sync job reads
 * the service itself), and nothing else changes.
 */
export async function handleTrackingWebhook(
  services: Services,
  req: IncomingMessage,
  res: ServerResponse,
  secret: string | undefined,
  onDue: () => Promise<void>,
): Promise<void> {
  try {
    if (!secret) return sendJson(res, 404, { error: 'not found' });
    if (req.method !== 'POST') return sendJson(res, 405, { error: 'method not allowed' });
    const header = (name: string) => {
      const value = req.headers[name];
      return typeof value === 'string' ? value : undefined;
    };
    // The real clock: a webhook's timestamp is the service's, not the tests' moved one.
    if (!isTrackingWebhookSigned(secret, header('timestamp'), header('signature'), new Date())) {
      await readBody(req, MAX_BODY_BYTES).catch(() => undefined);
      return sendJson(res, 401, { error: 'bad signature' });
    }
    const body = JSON.parse(await readBody(req, MAX_BODY_BYTES)) as {
      data?: { tracking_number?: unknown };
    };
    const number = body?.data?.tracking_number;
    if (typeof number !== 'string' || !number || number.length > 80) {
      return sendJson(res, 400, { error: 'no tracking_number' });
    }
    const due = await services.db
      .update(trackings)
      .set({ nextCheckAt: services.now() })
      .where(and(eq(trackings.trackingCode, number), eq(trackings.submitted, true)))
      .returning({ id: trackings.id });
    if (due.length > 0) await onDue();
    return sendJson(res, 200, { ok: true });
  } catch (error) {
    if (error instanceof SyntaxError || error instanceof BodyTooLarge) {
      return sendJson(res, 400, { error: 'not a webhook' });
    }
    console.error('Tracking webhook failed:', error);
    if (!res.headersSent) sendJson(res, 500, { error: 'webhook failed' });
  }
}
