import { createHash } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import {
  DTF_MESSAGES,
  DTF_PUSH_MAX_ORDERS,
  dtfMappingComplete,
  dtfPushGroups,
  dtfPushRefusal,
  isDtfShippingMethod,
  orderActorOf,
  type DtfOrderMapping,
} from '@podoffice/domain';
import { orders } from '../../db/schema';
import { jobsOf } from '../../jobs';
import { parseId } from '../args';
import { badInput, forbidden, notFound } from '../errors';
import { toBackgroundJob } from '../jobs/resolvers';
import { actorName, mayEverAct, orderFactsOf } from '../orders/act';
import { ORDER_READ_MESSAGES } from '../orders/filter';
import { inScope, orderScope } from '../orders/scope';
import type { DtfPushInput, Resolvers } from '../resolvers-types.generated';
import { designsOf, dtfOrderMapping } from './mapping';
import { dtfPushJob, toJobGroups, type DtfPushJobData } from './pushJob';

/** Bounds of one mapping (a partner sku and placement key are short; a type has a few areas). */
const SKU_MAX = 100;
const PLACEMENT_MAX = 50;
const PLACEMENTS_MAX = 20;

const keyOf = (data: unknown) => createHash('sha256').update(JSON.stringify(data)).digest('hex');

/** The input's orders, each checked for shape (§5: sku, shipping method, at least one placement). */
function mappingsOf(input: DtfPushInput): DtfOrderMapping[] {
  const mappings = input.groups.flatMap((g) => g.orders);
  if (mappings.length === 0) throw badInput(DTF_MESSAGES.noMapping);
  if (mappings.length > DTF_PUSH_MAX_ORDERS) {
    throw badInput(DTF_MESSAGES.tooMany(DTF_PUSH_MAX_ORDERS));
  }
  const seen = new Set<number>();
  return mappings.map((m) => {
    const id = parseId(m.order_id, ORDER_READ_MESSAGES.orderNotFound);
    if (seen.has(id)) throw badInput(DTF_MESSAGES.repeated(id));
    seen.add(id);
    const mapping = {
      order_id: String(id),
      sku: m.sku.trim(),
      shipping_method: m.shipping_method.trim(),
      placement: m.placement.map((p) => ({
        print_file_id: String(p.print_file_id).trim(),
        placement: p.placement.trim(),
      })),
    };
    if (mapping.shipping_method && !isDtfShippingMethod(mapping.shipping_method)) {
      throw badInput(DTF_MESSAGES.unknownShippingMethod(mapping.shipping_method.slice(0, 20)));
    }
    const oversized =
      mapping.sku.length > SKU_MAX ||
      mapping.placement.length > PLACEMENTS_MAX ||
      mapping.placement.some((p) => p.placement.length > PLACEMENT_MAX);
    if (oversized || !dtfMappingComplete(mapping)) throw badInput(DTF_MESSAGES.mappingFailed(id));
    return mapping;
  });
}

export const dtfPushResolvers: Resolvers = {
  Query: {
    dtfOrderMapping: (_parent, { order_id }, ctx) => dtfOrderMapping(ctx, order_id),
  },
  Mutation: {
    dtfPushOrder: async (_parent, { input }, ctx) => {
      const viewer = await ctx.viewer();
      if (!mayEverAct(viewer, 'dtfMapping')) throw forbidden();
      const mappings = mappingsOf(input);
      const ids = mappings.map((m) => Number(m.order_id));
      const scope = await orderScope(ctx, viewer);
      const rows = await ctx.db.select().from(orders).where(inArray(orders.id, ids));
      const byId = new Map(rows.map((r) => [r.id, r]));
      const actor = orderActorOf(viewer);
      for (const mapping of mappings) {
        const row = byId.get(Number(mapping.order_id));
        if (!row || !inScope(scope, row)) throw notFound(ORDER_READ_MESSAGES.orderNotFound);
        const refusal = dtfPushRefusal(await orderFactsOf(ctx.db, row), actor, ctx.now);
        if (refusal) throw badInput(refusal);
        // Each placed design must be one of the order's, with a file ('Design not found').
        const designs = await designsOf(ctx.services, ctx.db, row.id);
        const placeable = new Set(designs.filter((d) => d.url).map((d) => String(d.id)));
        if (mapping.placement.some((p) => !placeable.has(p.print_file_id))) {
          throw badInput(DTF_MESSAGES.mappingFailed(row.id));
        }
      }
      // Grouped by the orders' own numbers, whatever groups the caller sent.
      const groups = dtfPushGroups(
        ids.map((id) => ({ id, origin_number: byId.get(id)!.originNumber })),
        mappings,
      );
      const data: DtfPushJobData = {
        startedBy: viewer.id,
        actor: actorName(viewer),
        groups: toJobGroups(groups),
      };
      const row = await jobsOf(ctx.services).enqueue(dtfPushJob, data, {
        key: keyOf(data.groups),
        startedBy: viewer.id,
      });
      return toBackgroundJob(row);
    },

    dtfPushAllOrderReady: async (_parent, _args, ctx) => {
      const viewer = await ctx.viewer();
      // §6: the DTF partner supplier's account pushes all its ready orders when none is selected.
      if (!orderActorOf(viewer).isDtfPartner) throw forbidden();
      const data: DtfPushJobData = {
        startedBy: viewer.id,
        actor: actorName(viewer),
        groups: [],
        allReady: true,
      };
      // One push-all at a time: a second press while it runs follows the same job.
      const row = await jobsOf(ctx.services).enqueue(dtfPushJob, data, {
        key: `all-ready-${viewer.id}`,
        startedBy: viewer.id,
      });
      return toBackgroundJob(row);
    },
  },
};
