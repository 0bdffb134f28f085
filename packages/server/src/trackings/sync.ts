import { and, asc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import { TRACKING_MESSAGES, carrierTrackingUrl, cutText, isShopPlatform } from '@podoffice/domain';
import type { Database } from '../db/client';
import { carriers, orders, sites, trackingEvents, trackings } from '../db/schema';
import type { Services } from '../graphql/context';
import { yieldToRequests, type JobKind } from '../jobs/types';
import { PlatformError, platformsOf } from '../platforms';
import { trackingServiceSettings } from './settings';
import {
  TRACKING_BATCH,
  TrackingServiceError,
  isFinalTrackingStatus,
  type TrackingServiceClient,
} from './trackingMore';

/**
 * The tracking sync job: everything the trackings owe the outside world, done in rounds until
 * nothing is due. It registers new numbers with the tracking service (after the delay setting),
 * asks it about registered ones (every delay), and sends trackings to their shops (retried with
 * a growing wait). One runs at a time across every API process (one live job per key), and each
 * step leaves a row that was changed meanwhile (an edit) for the next round.
 */
export interface TrackingSyncDeps {
  client: TrackingServiceClient;
  /** The shortest wait between two checks of one tracking (the sync timer's period). */
  minIntervalMs: number;
}

/** Rows one step takes (a service request holds 40; a shop push is one request each). */
const PUSH_BATCH = 20;
/** A run stops after this many rounds; the next timer tick carries on. */
const MAX_ROUNDS = 50;
/** A push is tried this many times, waiting 30 s, 1 min, 2 min… between them. */
export const PUSH_MAX_ATTEMPTS = 8;
const PUSH_RETRY_MS = 30_000;

const at = (services: Services, ms: number) => new Date(services.now().getTime() + ms);

/** A line of the tracking's View log; the same line twice is kept once (the unique index). */
export async function logTrackingEvent(
  db: Pick<Database, 'insert'>,
  trackingId: number,
  message: string,
  occurredAt: Date,
  status: string | null = null,
) {
  await db
    .insert(trackingEvents)
    .values({ trackingId, message: cutText(message, 500), status, occurredAt })
    .onConflictDoNothing();
}

async function submitDue(services: Services, deps: TrackingSyncDeps): Promise<number> {
  const { db } = services;
  const now = services.now();
  const due = await db
    .select()
    .from(trackings)
    .where(and(eq(trackings.submitted, false), lte(trackings.nextCheckAt, now)))
    .orderBy(asc(trackings.nextCheckAt))
    .limit(TRACKING_BATCH);
  if (due.length === 0) return 0;
  const settings = await trackingServiceSettings(db);
  const ids = due.map((t) => t.id);
  const unchanged = (t: (typeof due)[number]) =>
    and(eq(trackings.id, t.id), eq(trackings.trackingCode, t.trackingCode));
  if (!settings.apiKey) {
    // Nothing to register with: said on the row, and tried again after the delay.
    await db
      .update(trackings)
      .set({
        serviceError: TRACKING_MESSAGES.notSubmittable,
        nextCheckAt: at(services, Math.max(settings.delayMs, deps.minIntervalMs)),
      })
      .where(inArray(trackings.id, ids));
    return due.length;
  }
  try {
    const result = await deps.client.create(
      settings.apiKey,
      due.map((t) => ({
        tracking_number: t.trackingCode,
        courier_code: (t.carrierCode ?? '').toLowerCase(),
      })),
    );
    const registered = new Set(result.registered.map((r) => r.tracking_number));
    const refused = new Map(result.refused.map((r) => [r.tracking_number, r.message]));
    for (const t of due) {
      if (registered.has(t.trackingCode)) {
        const [row] = await db
          .update(trackings)
          .set({
            submitted: true,
            serviceError: null,
            nextCheckAt: at(services, Math.max(settings.delayMs, deps.minIntervalMs)),
          })
          .where(unchanged(t))
          .returning({ id: trackings.id });
        if (row) await logTrackingEvent(db, t.id, 'Registered with the tracking service', now);
      } else {
        const message = refused.get(t.trackingCode) ?? 'Not registered by the tracking service';
        const [row] = await db
          .update(trackings)
          .set({ serviceError: message, status: 'error', nextCheckAt: null })
          .where(unchanged(t))
          .returning({ id: trackings.id });
        if (row) {
          await logTrackingEvent(
            db,
            t.id,
            `The tracking service refused it: ${message}`,
            now,
            'error',
          );
        }
      }
    }
  } catch (error) {
    if (!(error instanceof TrackingServiceError)) throw error;
    // The whole request failed (the service is down, the key was refused): tried again later.
    await db
      .update(trackings)
      .set({
        serviceError: error.message,
        nextCheckAt: at(services, Math.max(settings.delayMs, deps.minIntervalMs)),
      })
      .where(inArray(trackings.id, ids));
  }
  return due.length;
}

async function refreshDue(services: Services, deps: TrackingSyncDeps): Promise<number> {
  const { db } = services;
  const now = services.now();
  const due = await db
    .select()
    .from(trackings)
    .where(and(eq(trackings.submitted, true), lte(trackings.nextCheckAt, now)))
    .orderBy(asc(trackings.nextCheckAt))
    .limit(TRACKING_BATCH);
  if (due.length === 0) return 0;
  const settings = await trackingServiceSettings(db);
  const later = at(services, Math.max(settings.delayMs, deps.minIntervalMs));
  const ids = due.map((t) => t.id);
  if (!settings.apiKey) {
    await db.update(trackings).set({ nextCheckAt: later }).where(inArray(trackings.id, ids));
    return due.length;
  }
  let states;
  try {
    states = await deps.client.get(settings.apiKey, [...new Set(due.map((t) => t.trackingCode))]);
  } catch (error) {
    if (!(error instanceof TrackingServiceError)) throw error;
    await db
      .update(trackings)
      .set({ serviceError: error.message, nextCheckAt: later })
      .where(inArray(trackings.id, ids));
    return due.length;
  }
  const byNumber = new Map(states.map((s) => [s.tracking_number, s]));
  for (const t of due) {
    const state = byNumber.get(t.trackingCode);
    const unchanged = and(eq(trackings.id, t.id), eq(trackings.trackingCode, t.trackingCode));
    if (!state) {
      // The service does not know it (any more): registered again now.
      await db.update(trackings).set({ submitted: false, nextCheckAt: now }).where(unchanged);
      continue;
    }
    await db.transaction(async (tx) => {
      const [row] = await tx
        .update(trackings)
        .set({
          status: state.status,
          serviceError: null,
          nextCheckAt: isFinalTrackingStatus(state.status) ? null : later,
          ...(state.status === t.status ? {} : { updatedAt: now }),
        })
        .where(unchanged)
        .returning({ id: trackings.id });
      if (!row || state.checkpoints.length === 0) return;
      await tx
        .insert(trackingEvents)
        .values(
          state.checkpoints.map((c) => ({
            trackingId: t.id,
            status: c.status,
            message: c.message,
            occurredAt: c.at,
          })),
        )
        .onConflictDoNothing();
    });
  }
  return due.length;
}

async function pushDue(services: Services): Promise<number> {
  const { db } = services;
  const now = services.now();
  const due = await db
    .select({
      tracking: trackings,
      originId: orders.originId,
      site: {
        id: sites.id,
        platform: sites.platform,
        domain: sites.domain,
        verified: sites.verified,
        accessToken: sites.accessToken,
      },
      carrier: { name: carriers.name, url: carriers.url },
    })
    .from(trackings)
    .innerJoin(orders, eq(orders.id, trackings.orderId))
    .innerJoin(sites, eq(sites.id, trackings.siteId))
    .leftJoin(carriers, eq(carriers.id, trackings.carrierId))
    .where(and(isNotNull(trackings.pushAfter), lte(trackings.pushAfter, now)))
    .orderBy(asc(trackings.pushAfter))
    .limit(PUSH_BATCH);
  const platforms = platformsOf(services);
  for (const { tracking: t, originId, site, carrier } of due) {
    await yieldToRequests();
    const unchanged = and(
      eq(trackings.id, t.id),
      eq(trackings.trackingCode, t.trackingCode),
      sql`${trackings.carrierId} is not distinct from ${t.carrierId}`,
    );
    const fail = async (message: string, retry: boolean) => {
      const attempts = t.pushAttempts + 1;
      const again = retry && attempts < PUSH_MAX_ATTEMPTS;
      const [row] = await db
        .update(trackings)
        .set({
          pushError: message,
          pushAttempts: attempts,
          pushAfter: again ? at(services, PUSH_RETRY_MS * 2 ** (attempts - 1)) : null,
        })
        .where(unchanged)
        .returning({ id: trackings.id });
      if (row) await logTrackingEvent(db, t.id, `Not sent to the shop: ${message}`, now);
    };
    if (!isShopPlatform(site.platform)) {
      await db.update(trackings).set({ pushAfter: null }).where(eq(trackings.id, t.id));
      continue;
    }
    if (!site.verified || !site.accessToken || !originId) {
      await fail('The site is not connected to its shop', false);
      continue;
    }
    const client = platforms.client(site.platform);
    try {
      const company = carrier?.name ?? t.carrierCode ?? 'Other';
      const fulfilmentId = await client.pushTracking(
        {
          id: site.id,
          domain: site.domain,
          platform: site.platform,
          accessToken: site.accessToken,
        },
        {
          orderId: originId,
          trackingNumber: t.trackingCode,
          company,
          url: carrier?.url ? carrierTrackingUrl(carrier.url, t.trackingCode) : undefined,
          fulfilmentId: t.fulfilmentId,
        },
      );
      // An edit made while this push was on its way is pushed by the next round.
      await db
        .update(trackings)
        .set({
          fulfilmentId,
          pushError: null,
          pushAttempts: 0,
          pushAfter: sql`case when ${unchanged} then null else ${trackings.pushAfter} end`,
        })
        .where(eq(trackings.id, t.id));
      await logTrackingEvent(
        db,
        t.id,
        `Sent to the ${client.label} shop (fulfilment ${fulfilmentId})`,
        now,
      );
    } catch (error) {
      if (!(error instanceof PlatformError)) throw error;
      // A 4xx other than a rate limit will say the same next time: not retried by itself.
      const status = error.status ?? 0;
      await fail(error.message, status === 0 || status === 429 || status >= 500);
    }
  }
  return due.length;
}

/** Whether anything is due now (the sync timer enqueues a job only then). */
export async function isTrackingWorkDue(services: Services): Promise<boolean> {
  const now = services.now();
  const [row] = await services.db
    .select({
      due: sql<boolean>`exists (select 1 from ${trackings} where ${trackings.nextCheckAt} <= ${now}) or exists (select 1 from ${trackings} where ${trackings.pushAfter} <= ${now})`,
    })
    .from(sql`(select 1) as one`);
  return Boolean(row?.due);
}

export function trackingSyncJob(depsOf: (services: Services) => TrackingSyncDeps): JobKind<object> {
  return {
    name: 'tracking-sync',
    retryLimit: 2,
    async run({ services, signal, progress }) {
      const deps = depsOf(services);
      let synced = 0;
      for (let round = 0; round < MAX_ROUNDS; round++) {
        if (signal.aborted) throw new Error('stopped');
        const n =
          (await submitDue(services, deps)) +
          (await refreshDue(services, deps)) +
          (await pushDue(services));
        synced += n;
        await progress(synced);
        await yieldToRequests();
        if (n === 0) break;
      }
      return { synced };
    },
  };
}
