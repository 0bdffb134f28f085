// The trackings' outside work: the tracking service's client (TrackingMore's API v4), the sync job
// that registers, checks and pushes trackings to their shops, and the timer that starts it.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Services } from '../graphql/context';
import { jobsOf } from '../jobs';
import { TRACKING_MORE_URL, type TrackingsConfig } from './config';
import { isTrackingWorkDue, trackingSyncJob, type TrackingSyncDeps } from './sync';
import { createTrackingMoreClient, type TrackingServiceClient } from './trackingMore';
import { handleTrackingWebhook as handleWebhook } from './webhook';

export {
  TRACKING_MORE_URL,
  trackingsEnvFields,
  trackingsFromEnv,
  type TrackingsConfig,
} from './config';
export { logTrackingEvent, PUSH_MAX_ATTEMPTS } from './sync';
export { isTrackingWebhookSigned, trackingWebhookSignature } from './trackingMore';
export { TRACKING_WEBHOOK_PATH } from './webhook';

export interface Trackings {
  config: TrackingsConfig;
  deps: TrackingSyncDeps;
  /** Starts the sync job now if it is not running (after a change a user waits to see). */
  kick(): Promise<void>;
  /** Stops the timer. */
  stop(): void;
}

const registry = new WeakMap<Services, Trackings>();

/** How long after a kick that found a sync running it asks again. */
const FOLLOW_UP_MS = 2000;

/** One job key: one sync at a time, whichever process starts it. */
const SYNC_KEY = 'sync';

/** The sync job kind (src/jobs/kinds.ts): it reads its server's client from the registry. */
export const TRACKING_SYNC_JOB = trackingSyncJob((services) => trackingsOf(services).deps);

/**
 * Builds a server's tracking client and starts its timer: every `syncSeconds` the process looks
 * for due work and, when there is some, starts the sync job (one live job across processes).
 * Call after attachJobs.
 */
export function attachTrackings(
  services: Services,
  config: TrackingsConfig,
  client: TrackingServiceClient = createTrackingMoreClient(config.baseUrl ?? TRACKING_MORE_URL),
): Trackings {
  // A sync already running may have passed the rows this change made due: ask again shortly,
  // once, rather than leave them for the next tick (a minute in production).
  let followUp: NodeJS.Timeout | null = null;
  const kick = async (): Promise<void> => {
    const row = await jobsOf(services).enqueue(
      TRACKING_SYNC_JOB,
      {},
      { key: SYNC_KEY, startedBy: null },
    );
    if (row.status === 'running' && !followUp) {
      followUp = setTimeout(() => {
        followUp = null;
        kick().catch((error: unknown) => console.error('Tracking sync follow-up failed:', error));
      }, FOLLOW_UP_MS);
      followUp.unref();
    }
  };
  let ticking = false;
  const timer = setInterval(() => {
    if (ticking) return;
    ticking = true;
    isTrackingWorkDue(services)
      .then((due) => (due ? kick() : undefined))
      .catch((error: unknown) => console.error('Tracking sync tick failed:', error))
      .finally(() => {
        ticking = false;
      });
  }, config.syncSeconds * 1000);
  timer.unref();
  const trackings: Trackings = {
    config,
    deps: { client, minIntervalMs: config.syncSeconds * 1000 },
    kick,
    stop: () => {
      clearInterval(timer);
      if (followUp) clearTimeout(followUp);
    },
  };
  registry.set(services, trackings);
  return trackings;
}

export function trackingsOf(services: Services): Trackings {
  const trackings = registry.get(services);
  if (!trackings) throw new Error('attachTrackings was not called for these services');
  return trackings;
}

/** Serves the tracking service's webhook for this server (src/server.ts routes it). */
export function handleTrackingWebhook(
  services: Services,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const trackings = trackingsOf(services);
  return handleWebhook(services, req, res, trackings.config.webhookSecret, trackings.kick);
}
