import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import {
  TRANSFERABLE_STATUSES,
  TRANSFER_MESSAGES,
  canTransferOrders,
  transferInputError,
} from '@podoffice/domain';
import { orders, productTypeSuppliers, productTypes, users } from '../../db/schema';
import { ORDER_ENTITY_NAME } from '../../orders/model';
import { page, parseId } from '../args';
import type { Context } from '../context';
import { badInput, forbidden } from '../errors';
import type { Resolvers } from '../resolvers-types.generated';
import { ORDER_READ_MESSAGES, idsOf } from './filter';

/** The statistics table: 20 lines by default, 100 at most. */
const STATS_PAGE = { size: 20, max: 100 } as const;

async function administrator(ctx: Context) {
  const viewer = await ctx.viewer();
  if (!canTransferOrders(viewer)) throw forbidden();
  return viewer;
}

/**
 * Transfer Orders (spec 2 §2, §3 Supplier order stat, §5, §7): the statistics of orders per
 * supplier, product type and status, and the move of N orders of one product type from one
 * supplier to another.
 */
export const orderTransferResolvers: Resolvers = {
  Query: {
    getOrderBySupplier: async (_parent, { filter }, ctx) => {
      await administrator(ctx);
      const { limit, offset } = page(filter, STATS_PAGE.size, STATS_PAGE.max);
      const typeIds = idsOf(filter?.product_type_ids, ORDER_READ_MESSAGES.idInvalid);
      const supplierIds = idsOf(filter?.supplier_ids, ORDER_READ_MESSAGES.idInvalid);
      const variantIds = idsOf(filter?.product_type_variant_ids, ORDER_READ_MESSAGES.idInvalid);
      const where = and(
        sql`${orders.supplierId} is not null`,
        typeIds.length > 0 ? inArray(orders.productTypeId, typeIds) : undefined,
        supplierIds.length > 0 ? inArray(orders.supplierId, supplierIds) : undefined,
        variantIds.length > 0 ? inArray(orders.productTypeVariantId, variantIds) : undefined,
      );
      const groups = ctx.db
        .select({
          supplierId: orders.supplierId,
          productTypeId: orders.productTypeId,
          status: orders.status,
          total: count().as('total'),
        })
        .from(orders)
        .where(where)
        .groupBy(orders.supplierId, orders.productTypeId, orders.status)
        .as('groups');
      const [lines] = await ctx.db.select({ n: count() }).from(groups);
      const rows = await ctx.db
        .select({
          supplierId: groups.supplierId,
          productTypeId: groups.productTypeId,
          status: groups.status,
          total: groups.total,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          typeTitle: productTypes.title,
        })
        .from(groups)
        .innerJoin(users, eq(users.id, groups.supplierId))
        .innerJoin(productTypes, eq(productTypes.id, groups.productTypeId))
        .orderBy(asc(users.email), asc(productTypes.title), asc(groups.status))
        .limit(limit)
        .offset(offset);
      return {
        count: lines?.n ?? 0,
        hits: rows.map((r) => ({
          supplier_id: r.supplierId!,
          email: r.email,
          first_name: r.firstName,
          last_name: r.lastName,
          product_type_id: r.productTypeId!,
          product_type_name: r.typeTitle,
          order_status: r.status,
          total_orders: Number(r.total),
        })),
      };
    },
  },

  Mutation: {
    transferOrdersBySupplier: async (_parent, { input }, ctx) => {
      const viewer = await administrator(ctx);
      const problem = transferInputError(input);
      if (problem) throw badInput(problem);
      const typeId = parseId(input.product_type_id!, TRANSFER_MESSAGES.required);
      const fromId = parseId(input.from_supplier_id!, TRANSFER_MESSAGES.required);
      const toId = parseId(input.to_supplier_id!, TRANSFER_MESSAGES.required);
      const variantIds = idsOf(input.product_type_variant_ids, ORDER_READ_MESSAGES.idInvalid);
      const amount = Number(input.order_amount);
      const [supplies] = await ctx.db
        .select({ n: count() })
        .from(productTypeSuppliers)
        .where(
          and(
            eq(productTypeSuppliers.productTypeId, typeId),
            eq(productTypeSuppliers.userId, toId),
          ),
        );
      if (!supplies?.n) throw badInput(TRANSFER_MESSAGES.notSupplierOfType);

      const who = `${viewer.user.first_name} ${viewer.user.last_name}`.trim();
      await ctx.db.transaction(async (tx) => {
        // The oldest orders first, locked as they are picked: a transfer running at the same time
        // skips them, so no order moves twice, and each transfer moves its N or nothing.
        const picked = tx
          .select({ id: orders.id })
          .from(orders)
          .where(
            and(
              eq(orders.productTypeId, typeId),
              eq(orders.supplierId, fromId),
              inArray(orders.status, [...TRANSFERABLE_STATUSES]),
              variantIds.length > 0 ? inArray(orders.productTypeVariantId, variantIds) : undefined,
            ),
          )
          .orderBy(asc(orders.createdAt), asc(orders.id))
          .limit(amount)
          .for('update', { skipLocked: true });
        const moved = await tx
          .update(orders)
          .set({ supplierId: toId, updatedAt: ctx.now })
          .where(inArray(orders.id, picked))
          .returning({ id: orders.id });
        if (moved.length < amount) throw badInput(TRANSFER_MESSAGES.notEnough(moved.length));
        // One activity line per order, written by the database from the moved ids.
        await tx.execute(sql`insert into entity_logs (entity_name, entity_id, message, created_at)
          select ${ORDER_ENTITY_NAME}, id, ${`Order transferred from supplier #${fromId} to supplier #${toId} by ${who}`}, ${ctx.now}
          from unnest(${sql.param(moved.map((m) => m.id))}::int[]) as id`);
      });
      return true;
    },
  },
};
