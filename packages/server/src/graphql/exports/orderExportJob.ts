import { and, eq, sql } from 'drizzle-orm';
import { fromCents, orderIdLabel, type OrderExportCall } from '@podoffice/domain';
import { customers, orderAddresses, orders } from '../../db/schema';
import type { JobKind } from '../../jobs/types';
import { orderListWhere, type OrderListFilter } from '../orders/queries';
import {
  keysetAfter,
  mailExportLink,
  readDates,
  storeDates,
  writeExportFile,
  type StoredDates,
} from './exportFile';

/** The orders filter as a job keeps it: JSON, dates as ISO text. */
export type StoredOrderFilter = StoredDates<OrderListFilter>;

export interface OrderExportJobData {
  filter: StoredOrderFilter;
  emails: string[];
  call: OrderExportCall;
  startedBy: number;
}

/** What a finished export's job answers (its `result`). */
export interface OrderExportResult {
  export_id: number;
  file_name: string;
  orders: number;
}

export const storeOrderFilter = (q: OrderListFilter): StoredOrderFilter => storeDates(q);

/** Orders read per statement: a page of the list's own index, far below any memory concern. */
const BATCH = 1000;

const HEADER = [
  'ID',
  'Origin number',
  'Origin id',
  'Amazon order id',
  'Created',
  'Status',
  'Product',
  'SKU',
  'Quantity',
  'Cost',
  'Shipping cost',
  'Shipping method',
  'Customer',
  'Customer email',
  'Ship to',
  'Address 1',
  'Address 2',
  'City',
  'State code',
  'Zip',
  'Country code',
  'Phone',
] as const;

const name = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ');

/**
 * exportOrders and supplierExportOrder (spec 2 §7): the orders of the list's filter as a CSV, newest
 * first, written through the one CSV writer, stored in the file store, listed on /export-orders
 * and mailed to the receivers as a download link. Idempotent by job id: a retry after the file was
 * stored reuses it, and a receiver already mailed is not mailed again.
 */
export const orderExportJob: JobKind<OrderExportJobData> = {
  name: 'order-export',
  async run(job) {
    const { data, services } = job;
    const { db } = services;
    const where = orderListWhere(readDates<OrderListFilter>(data.filter));
    // A supplier's cost is what they are paid; everyone else's is the seller's base cost.
    const supplierView = data.call === 'supplierExportOrder';
    const { file, count } = await writeExportFile(job, {
      kind: 'orders',
      header: HEADER,
      startedBy: data.startedBy,
      total: async () => {
        const [total] = await db
          .select({ n: sql<number>`count(*)`.mapWith(Number) })
          .from(orders)
          .where(where);
        return total?.n ?? 0;
      },
      async *pages() {
        let after: { createdAt: Date; id: number } | undefined;
        for (;;) {
          const rows = await db
            .select({
              order: orders,
              customer: {
                firstName: customers.firstName,
                lastName: customers.lastName,
                email: customers.email,
              },
              ship: orderAddresses,
            })
            .from(orders)
            .leftJoin(customers, eq(customers.id, orders.customerId))
            .leftJoin(
              orderAddresses,
              and(eq(orderAddresses.orderId, orders.id), eq(orderAddresses.kind, 'shipping')),
            )
            .where(and(where, keysetAfter(orders.createdAt, orders.id, after)))
            .orderBy(sql`${orders.createdAt} desc`, sql`${orders.id} desc`)
            .limit(BATCH);
          yield rows.map(({ order, customer, ship }) => ({
            orderId: order.id,
            cells: [
              orderIdLabel(order.id),
              order.originNumber,
              order.originId,
              order.amazonOrderId,
              order.createdAt,
              order.status,
              order.productName,
              order.productSku ?? order.originSku,
              order.quantity,
              fromCents(supplierView ? order.supplierCostCents : order.baseCostCents),
              fromCents(order.shippingCostCents),
              order.methodTitle,
              name(customer?.firstName ?? null, customer?.lastName ?? null),
              customer?.email,
              name(ship?.firstName ?? null, ship?.lastName ?? null),
              ship?.address1,
              ship?.address2,
              ship?.city,
              ship?.stateCode,
              ship?.zip,
              ship?.countryCode,
              ship?.phone,
            ],
          }));
          const last = rows.at(-1);
          if (rows.length < BATCH || !last) break;
          after = { createdAt: last.order.createdAt, id: last.order.id };
        }
      },
    });
    await mailExportLink(job, file, data.emails, count, 'orders');
    const result: OrderExportResult = {
      export_id: file.id,
      file_name: file.fileName,
      orders: count,
    };
    return result;
  },
};
