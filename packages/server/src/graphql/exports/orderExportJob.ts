import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { and, eq, lt, or, sql } from 'drizzle-orm';
import { fromCents, orderIdLabel, type OrderExportCall } from '@podoffice/domain';
import { csvStream } from '../../csv/writer';
import { customers, orderAddresses, orderExports, orders } from '../../db/schema';
import { escapeHtml } from '../../mail/html';
import { fileStoreOf } from '../../files';
import type { JobKind } from '../../jobs/types';
import { orderListWhere, type OrderListFilter } from '../orders/queries';

/** The orders filter as a job keeps it: JSON, dates as ISO text. */
export type StoredOrderFilter = Omit<OrderListFilter, 'from' | 'to'> & {
  from?: string;
  to?: string;
};

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

export const storeOrderFilter = (q: OrderListFilter): StoredOrderFilter => ({
  ...q,
  from: q.from?.toISOString(),
  to: q.to?.toISOString(),
});

const readOrderFilter = (q: StoredOrderFilter): OrderListFilter => ({
  ...q,
  from: q.from ? new Date(q.from) : undefined,
  to: q.to ? new Date(q.to) : undefined,
});

/** Orders read per statement: a page of the list's own index, far below any memory concern. */
const BATCH = 1000;
/** The mailed download address works for a week (an S3 presigned address's longest life). */
const LINK_SECONDS = 7 * 24 * 60 * 60;

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
  async run({ id, data, services, progress, signal }) {
    const { db } = services;
    const q = readOrderFilter(data.filter);
    const where = orderListWhere(q);
    const store = fileStoreOf(services);
    // A supplier's cost is what they are paid; everyone else's is the seller's base cost.
    const supplierView = data.call === 'supplierExportOrder';

    let [file] = await db.select().from(orderExports).where(eq(orderExports.jobId, id));
    let count = 0;
    if (!file) {
      const [total] = await db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(orders)
        .where(where);
      await progress(0, total?.n ?? 0);
      const folder = await mkdtemp(path.join(tmpdir(), 'podoffice-export-'));
      const csvPath = path.join(folder, 'orders.csv');
      const ids: number[] = [];
      try {
        const csv = csvStream(HEADER);
        const written = pipeline(csv, createWriteStream(csvPath));
        // Keyset pages in the list's order (created_at desc, id desc): each page is an index read
        // that starts where the last stopped, however deep the export goes.
        let after: { createdAt: Date; id: number } | undefined;
        for (;;) {
          if (signal.aborted) throw new Error('stopped');
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
            .where(
              and(
                where,
                after
                  ? or(
                      lt(orders.createdAt, after.createdAt),
                      and(eq(orders.createdAt, after.createdAt), lt(orders.id, after.id)),
                    )
                  : undefined,
              ),
            )
            .orderBy(sql`${orders.createdAt} desc`, sql`${orders.id} desc`)
            .limit(BATCH);
          for (const { order, customer, ship } of rows) {
            ids.push(order.id);
            const line = [
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
            ];
            // Back-pressure: wait for the file to take what the writer holds.
            if (!csv.write(line)) await new Promise((resolve) => csv.once('drain', resolve));
          }
          count += rows.length;
          await progress(count);
          const last = rows.at(-1);
          if (rows.length < BATCH || !last) break;
          after = { createdAt: last.order.createdAt, id: last.order.id };
        }
        csv.end();
        await written;
        await store.putFile(`exports/orders/${id}.csv`, csvPath, 'text/csv');
      } finally {
        await rm(folder, { recursive: true, force: true });
      }
      const stamp = services.now().toISOString().slice(0, 19).replace(/[-:T]/g, '');
      [file] = await db
        .insert(orderExports)
        .values({
          fileName: `orders-${stamp}.csv`,
          fileKey: `exports/orders/${id}.csv`,
          orderIds: ids,
          userId: data.startedBy,
          jobId: id,
        })
        .onConflictDoNothing()
        .returning();
      [file] = file
        ? [file]
        : await db.select().from(orderExports).where(eq(orderExports.jobId, id));
    } else {
      count = Array.isArray(file.orderIds) ? file.orderIds.length : 0;
    }
    if (!file) throw new Error(`The export of job ${id} was not recorded`);

    // The folder store's addresses are relative to the app's origin: a mail needs it whole.
    const link = new URL(
      await store.signedGetUrl(file.fileKey, {
        downloadName: file.fileName,
        expiresInSeconds: LINK_SECONDS,
      }),
      services.appUrl,
    ).href;
    const mailed = new Set(Array.isArray(file.mailedTo) ? (file.mailedTo as string[]) : []);
    for (const to of data.emails) {
      if (mailed.has(to)) continue;
      if (signal.aborted) throw new Error('stopped');
      await services.mailer.send({
        to,
        subject: `Your order export ${file.fileName} is ready`,
        text: `The export of ${count} orders is ready: ${link}\nThe link works for 7 days.`,
        html: `<p>The export of ${count} orders is ready: <a href="${escapeHtml(link)}">${escapeHtml(file.fileName)}</a></p><p>The link works for 7 days.</p>`,
      });
      mailed.add(to);
      await db
        .update(orderExports)
        .set({ mailedTo: [...mailed] })
        .where(eq(orderExports.id, file.id));
    }
    const result: OrderExportResult = {
      export_id: file.id,
      file_name: file.fileName,
      orders: count,
    };
    return result;
  },
};
