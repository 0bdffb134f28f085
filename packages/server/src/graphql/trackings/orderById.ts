import { inArray } from 'drizzle-orm';
import { orders } from '../../db/schema';
import { inKeyOrder, type Batch } from '../loaders';
import type { OrderModel } from '../orders/model';
import { toOrder } from '../orders/queries';

/** A page's trackings' orders in one query (the trackings table shows each one's order). */
export const orderById: Batch<number, OrderModel> = async (db, keys) => {
  const rows = await db
    .select()
    .from(orders)
    .where(inArray(orders.id, [...keys]));
  return inKeyOrder(keys, rows.map(toOrder), (o) => o.id);
};
