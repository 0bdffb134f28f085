import { createHash } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import {
  TRACKING_IMPORT_COLUMNS,
  TRACKING_IMPORT_MAX_ROWS,
  TRACKING_MESSAGES,
  canImportTrackings,
  canReadOrderSupplierCost,
  canSeeTrackings,
  carrierTrackingUrl,
  exportEmailsSchema,
} from '@podoffice/domain';
import { csvText } from '../../csv/writer';
import { orders, trackingEvents, trackings } from '../../db/schema';
import { fileStoreOf } from '../../files';
import { jobsOf } from '../../jobs';
import { amountResolvers } from '../amounts';
import { parseId } from '../args';
import type { Context } from '../context';
import { badInput, forbidden, notFound, validated } from '../errors';
import { toBackgroundJob } from '../jobs/resolvers';
import { actorName } from '../orders/act';
import { inScope, viewerOrderScope } from '../orders/scope';
import { carrierById } from '../productTypes/queries';
import { orderById } from './orderById';
import type { Resolvers } from '../resolvers-types.generated';
import { addTracking, changeTrackingWork } from './changes';
import { storeTrackingQuery, trackingExportJob, type TrackingExportJobData } from './exportJob';
import { storedImportRow, trackingImportJob, type TrackingImportJobData } from './importJob';
import { toTracking } from './model';
import { listTrackings, trackingQueryOf } from './queries';

const M = TRACKING_MESSAGES;
/** The most lines a tracking's log answers (a parcel has tens). */
const LOG_LINES_MAX = 200;
/** A refused rows' download works this long: it is clicked right away. */
const DOWNLOAD_SECONDS = 10 * 60;

const keyOf = (data: unknown) => createHash('sha256').update(JSON.stringify(data)).digest('hex');

async function reader(ctx: Context) {
  const viewer = await ctx.viewer();
  if (!canSeeTrackings(viewer)) throw forbidden();
  return viewer;
}

async function importer(ctx: Context) {
  const viewer = await ctx.viewer();
  if (!canImportTrackings(viewer)) throw forbidden();
  return viewer;
}

/** Resolvers of schema/trackings.graphql. */
export const trackingsResolvers: Resolvers = {
  Query: {
    trackingList: async (_parent, { filter }, ctx) => {
      await reader(ctx);
      return listTrackings(ctx.db, await trackingQueryOf(ctx, filter), filter);
    },
    trackingLogs: async (_parent, args, ctx) => {
      await reader(ctx);
      const scope = await viewerOrderScope(ctx);
      const id = parseId(args.id, M.notFound);
      const [found] = await ctx.db
        .select({ order: orders })
        .from(trackings)
        .innerJoin(orders, eq(orders.id, trackings.orderId))
        .where(eq(trackings.id, id));
      if (!found || !inScope(scope, found.order)) throw notFound(M.notFound);
      const rows = await ctx.db
        .select()
        .from(trackingEvents)
        .where(eq(trackingEvents.trackingId, id))
        .orderBy(desc(trackingEvents.occurredAt), desc(trackingEvents.id))
        .limit(LOG_LINES_MAX);
      return rows.map((r) => ({
        id: r.id,
        status: r.status,
        message: r.message,
        created_at: r.occurredAt.toISOString(),
      }));
    },
  },

  Mutation: {
    addTracking: async (_parent, args, ctx) => {
      await reader(ctx);
      return addTracking(ctx, args);
    },
    reSubmitTrackingMore: async (_parent, args, ctx) =>
      toTracking(await changeTrackingWork(ctx, args.id, 'resubmit')),
    reTrack: async (_parent, args, ctx) =>
      toTracking(await changeTrackingWork(ctx, args.id, 'retrack')),
    rePushTracking: async (_parent, args, ctx) =>
      toTracking(await changeTrackingWork(ctx, args.id, 'repush')),

    importTracking: async (_parent, { input }, ctx) => {
      const viewer = await importer(ctx);
      if (input.length === 0) throw badInput(M.importEmpty);
      if (input.length > TRACKING_IMPORT_MAX_ROWS) {
        throw badInput(M.importTooMany(TRACKING_IMPORT_MAX_ROWS));
      }
      const scope = await viewerOrderScope(ctx);
      const data: TrackingImportJobData = {
        rows: input.map(storedImportRow),
        startedBy: viewer.id,
        scope: {
          siteIds: scope.siteIds === null ? null : [...scope.siteIds],
          supplierId: scope.supplierId,
          statuses: [...scope.statuses],
        },
        mayChange: scope.supplierId === null,
        actor: actorName(viewer),
      };
      const row = await jobsOf(ctx.services).enqueue(trackingImportJob, data, {
        key: keyOf(data),
        startedBy: viewer.id,
      });
      return toBackgroundJob(row);
    },

    downloadTracking: async (_parent, { trackings: rows }, ctx) => {
      const viewer = await importer(ctx);
      if (rows.length === 0) throw badInput(M.importEmpty);
      if (rows.length > TRACKING_IMPORT_MAX_ROWS) {
        throw badInput(M.importTooMany(TRACKING_IMPORT_MAX_ROWS));
      }
      const cost = (v: number | null | undefined) => (v === null || v === undefined ? '' : v);
      const text = csvText(
        [...Object.values(TRACKING_IMPORT_COLUMNS), 'REASON'],
        rows.map((r) => [
          r.order_id.slice(0, 40),
          (r.carrier_code ?? '').slice(0, 40),
          r.tracking_code.slice(0, 80),
          cost(r.total_cost),
          cost(r.shipping_cost),
          (r.reason ?? '').slice(0, 200),
        ]),
      );
      // The same rows downloaded twice are one file.
      const key = `downloads/trackings/${viewer.id}-${keyOf(text).slice(0, 32)}.csv`;
      const store = fileStoreOf(ctx.services);
      await store.put(key, text, 'text/csv');
      return store.signedGetUrl(key, {
        downloadName: 'refused-trackings.csv',
        expiresInSeconds: DOWNLOAD_SECONDS,
      });
    },

    exportTracking: async (_parent, { filter, emails }, ctx) => {
      const viewer = await reader(ctx);
      const query = await trackingQueryOf(ctx, filter);
      const receivers = (await validated(exportEmailsSchema, emails)).map((email) =>
        String(email).trim().toLowerCase(),
      );
      const data: TrackingExportJobData = {
        query: storeTrackingQuery(query),
        emails: receivers,
        startedBy: viewer.id,
        withCosts: canReadOrderSupplierCost(viewer),
      };
      const row = await jobsOf(ctx.services).enqueue(trackingExportJob, data, {
        key: keyOf(data),
        startedBy: viewer.id,
      });
      return toBackgroundJob(row);
    },
  },

  Tracking: {
    ...amountResolvers('Tracking'),
    order: async (parent, _args, ctx) => {
      const order = await ctx.loader(orderById).load(parent.orderId);
      if (!order) throw notFound(M.notFound);
      return order;
    },
    carrier: async (parent, _args, ctx) => {
      if (parent.carrierId === null) return null;
      const carrier = await ctx.loader(carrierById).load(parent.carrierId);
      if (!carrier) return null;
      return {
        id: carrier.id,
        name: carrier.name,
        code: carrier.code,
        url: carrier.url ? carrierTrackingUrl(carrier.url, parent.tracking_code) : null,
      };
    },
  },
};
