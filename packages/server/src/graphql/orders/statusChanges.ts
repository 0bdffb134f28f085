import { ORDER_STATUS_LABELS, type OrderStatus } from '@podoffice/domain';
import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema';
import { ORDER_ACTIVITY_TYPES } from '../../orders/model';
import type { Resolvers } from '../resolvers-types.generated';
import { actOnOrder, actorName } from './act';
import { toOrder } from './queries';

const label = (status: string) => ORDER_STATUS_LABELS[status as OrderStatus] ?? status;

/**
 * The status changes of spec 2 §7 Orders: pause, resume, cancel, updateOrderStatus, enterPayment,
 * splitOrderPersonalized, refreshOrder, deleteOrder. Each is one actOnOrder: the state machine
 * decides, the change and its two log lines share a transaction.
 */
export const orderStatusChangeResolvers: Resolvers = {
  Mutation: {
    pauseOrder: async (_parent, { order_id }, ctx) => {
      const viewer = await ctx.viewer();
      const row = await actOnOrder(ctx, order_id, 'pause', async (tx, order, next) => {
        await tx
          .update(orders)
          .set({ status: next.status, pausedFrom: order.status, updatedAt: ctx.now })
          .where(eq(orders.id, order.id));
        return {
          activity: ORDER_ACTIVITY_TYPES.pause,
          message: `Order paused from ${label(order.status)} by ${actorName(viewer)}`,
          oldData: { status: order.status },
          newData: { status: next.status },
        };
      });
      return toOrder(row);
    },
  },
};
