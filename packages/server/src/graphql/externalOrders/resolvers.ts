import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  FETCH_ORDER_MESSAGES as F,
  canFetchOrders,
  canFetchOrdersOf,
  hasRole,
  isShopPlatform,
  readFetchOrdersInput,
} from '@podoffice/domain';
import { sites } from '../../db/schema';
import { jobsOf } from '../../jobs';
import { fetchOrdersJob } from '../../shopOrders/jobs';
import { parseId } from '../args';
import { badInput, forbidden, notFound } from '../errors';
import { toBackgroundJob } from '../jobs/resolvers';
import type { Resolvers } from '../resolvers-types.generated';
import { SITE_SERVER_MESSAGES } from '../sites/messages';
import { externalOrderSites, listExternalOrders } from './list';
import { createNewOrder, removeMappingOrder } from './mapping';
import { createNewOrderWithProductId } from './mappingByProduct';

/** The comma-separated ids a drawer sends are short; anything longer is not a list of 50 ids. */
const ORDER_IDS_TEXT_MAX = 2_000;

export const externalOrdersResolvers: Resolvers = {
  Query: {
    listMappingOrder: async (_parent, { filter }, ctx) => {
      const viewer = await ctx.viewer();
      return listExternalOrders(ctx, await externalOrderSites(ctx, viewer), filter);
    },
    adminExternalOrders: async (_parent, { filter }, ctx) => {
      const viewer = await ctx.viewer();
      if (!hasRole(viewer, 'Administrator', 'Supporter')) throw forbidden();
      return listExternalOrders(ctx, null, filter);
    },
  },
  Mutation: {
    createNewOrder: (_parent, { input }, ctx) => createNewOrder(ctx, input),
    createNewOrderWithProductId: (_parent, { input }, ctx) =>
      createNewOrderWithProductId(ctx, input),
    removeMappingOrder: (_parent, { ids }, ctx) => removeMappingOrder(ctx, ids),
    fetchMultipleOrders: async (_parent, { site_id, order_ids, range_time }, ctx) => {
      const viewer = await ctx.viewer();
      if (!canFetchOrders(viewer)) throw forbidden();
      const siteId = parseId(site_id, F.notYours);
      const [site] = await ctx.db.select().from(sites).where(eq(sites.id, siteId));
      const staff = hasRole(viewer, 'Administrator', 'Supporter');
      if (!site || !site.status || (!staff && site.userId !== viewer.id)) {
        throw notFound(F.notYours);
      }
      if (!isShopPlatform(site.platform) || !canFetchOrdersOf(site)) throw badInput(F.offline);
      if (!site.verified || !site.accessToken) throw badInput(SITE_SERVER_MESSAGES.notConnected);
      if ((order_ids?.length ?? 0) > ORDER_IDS_TEXT_MAX) throw badInput(F.tooManyIds);
      const read = readFetchOrdersInput({ order_ids, range_time }, site.platform);
      if (!read.ok) throw badInput(read.message);
      const data = {
        siteId,
        startedBy: viewer.id,
        orderIds: read.request.orderIds,
        range: read.request.range && {
          from: read.request.range.from.toISOString(),
          to: read.request.range.to.toISOString(),
        },
      };
      // The same fetch asked twice (two clicks, two tabs) is the one job.
      const key = createHash('sha256')
        .update(JSON.stringify([data.siteId, data.orderIds, data.range]))
        .digest('hex');
      const row = await jobsOf(ctx.services).enqueue(fetchOrdersJob, data, {
        key,
        startedBy: viewer.id,
      });
      return toBackgroundJob(row);
    },
  },
};
