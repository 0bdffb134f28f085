import { createHash } from 'node:crypto';
import {
  EXPORT_FILES_PAGE_SIZE,
  canSeeOrderExports,
  exportEmailsSchema,
  isLimitedToOwnExports,
  orderExportAvailability,
  orderExportCall,
  type OrderExportCall,
  type OrderStatus,
} from '@podoffice/domain';
import { fileStoreOf } from '../../files';
import { jobsOf } from '../../jobs';
import { likePattern, page, parseId, parseIsoDate } from '../args';
import type { Context } from '../context';
import { badInput, forbidden, notFound, validated } from '../errors';
import { toBackgroundJob } from '../jobs/resolvers';
import { orderQueryOf } from '../orders/filter';
import type { MutationExportOrdersArgs, Resolvers } from '../resolvers-types.generated';
import { orderExportJob, storeOrderFilter, type OrderExportJobData } from './orderExportJob';
import { exportById, exportCsvOf, listOrderExports } from './queries';

/**
 * exportOrders and supplierExportOrder: who may (the domain's orderExportCall, and the orders
 * list's own scope), what (the list's filter, whose statuses must allow an export: §4), to whom
 * (§5's receivers); the work is a job, and the same export asked again while it runs is that job.
 */
async function startOrderExport(
  ctx: Context,
  { filter, emails }: MutationExportOrdersArgs,
  call: OrderExportCall,
) {
  const viewer = await ctx.viewer();
  if (orderExportCall(viewer) !== call) throw forbidden();
  const query = await orderQueryOf(ctx, filter);
  const availability = orderExportAvailability(viewer, (filter?.status ?? []) as OrderStatus[]);
  if (!availability.enabled) throw badInput(availability.reason);
  const receivers = (await validated(exportEmailsSchema, emails)).map((email) =>
    String(email).trim().toLowerCase(),
  );
  const data: OrderExportJobData = {
    filter: storeOrderFilter(query),
    emails: receivers,
    call,
    startedBy: viewer.id,
  };
  const key = createHash('sha256').update(JSON.stringify(data)).digest('hex');
  const row = await jobsOf(ctx.services).enqueue(orderExportJob, data, {
    key,
    startedBy: viewer.id,
  });
  return toBackgroundJob(row);
}

/** Texts of this area's own refusals (the spec gives none). */
export const EXPORT_MESSAGES = {
  notFound: 'Export file not found',
} as const;

/** Resolvers of schema/exports.graphql. */
export const exportsResolvers: Resolvers = {
  Query: {
    orderExports: async (_parent, args, ctx) => {
      const viewer = await ctx.viewer();
      if (!canSeeOrderExports(viewer)) throw forbidden();
      return listOrderExports(ctx.db, {
        ...page(args, EXPORT_FILES_PAGE_SIZE),
        ownerId: isLimitedToOwnExports(viewer) ? viewer.id : undefined,
        pattern: likePattern(args.search),
        from: parseIsoDate(args.from, 'from', 'start'),
        to: parseIsoDate(args.to, 'to', 'end'),
      });
    },
  },

  Mutation: {
    exportOrders: (_parent, args, ctx) => startOrderExport(ctx, args, 'exportOrders'),
    supplierExportOrder: (_parent, args, ctx) => startOrderExport(ctx, args, 'supplierExportOrder'),
    downloadFile: async (_parent, args, ctx) => {
      const viewer = await ctx.viewer();
      if (!canSeeOrderExports(viewer)) throw forbidden();
      const row = await exportById(ctx.db, parseId(args.id, EXPORT_MESSAGES.notFound));
      // Another supplier's file reads as a missing one.
      if (!row || (isLimitedToOwnExports(viewer) && row.userId !== viewer.id)) {
        throw notFound(EXPORT_MESSAGES.notFound);
      }
      const store = fileStoreOf(ctx.services);
      if (!(await store.stat(row.fileKey))) {
        await store.put(row.fileKey, exportCsvOf(row), 'text/csv');
      }
      return store.signedGetUrl(row.fileKey, { downloadName: row.fileName });
    },
  },
};
