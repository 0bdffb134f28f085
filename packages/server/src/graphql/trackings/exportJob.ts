import { and, eq, sql } from 'drizzle-orm';
import {
  TRACKING_STATUS_LABELS,
  fromCents,
  isTrackingStatus,
  orderIdLabel,
} from '@podoffice/domain';
import { carriers, customers, orderAddresses, orders, trackings } from '../../db/schema';
import type { JobKind } from '../../jobs/types';
import {
  keysetAfter,
  mailExportLink,
  readDates,
  storeDates,
  writeExportFile,
  type StoredDates,
} from '../exports/exportFile';
import { NEWEST_FIRST, trackingWhere, type TrackingQuery } from './queries';

export type StoredTrackingQuery = StoredDates<TrackingQuery>;

export interface TrackingExportJobData {
  query: StoredTrackingQuery;
  emails: string[];
  startedBy: number;
  /** Whether the starter reads the supplier's costs (AMOUNT_READERS.Tracking); blank cells if not. */
  withCosts?: boolean;
}

export interface TrackingExportResult {
  export_id: number;
  file_name: string;
  trackings: number;
}

export const storeTrackingQuery = (q: TrackingQuery): StoredTrackingQuery => storeDates(q);

const BATCH = 1000;

const HEADER = [
  'ID',
  'Origin number',
  'Origin id',
  'Tracking code',
  'Carrier',
  'Status',
  'Fulfilment id',
  'Total cost',
  'Shipping cost',
  'Customer',
  'Country code',
  'Added',
] as const;

/**
 * exportTracking (spec 2 §7): the trackings of the page's filter as a CSV, newest first, through
 * the one CSV writer; stored, listed on /export-orders and mailed as a link like an order export.
 */
export const trackingExportJob: JobKind<TrackingExportJobData> = {
  name: 'tracking-export',
  async run(job) {
    const { data, services } = job;
    const { db } = services;
    const where = trackingWhere(readDates<TrackingQuery>(data.query));
    const { file, count } = await writeExportFile(job, {
      kind: 'trackings',
      header: HEADER,
      startedBy: data.startedBy,
      total: async () => {
        const [total] = await db
          .select({ n: sql<number>`count(*)`.mapWith(Number) })
          .from(trackings)
          .where(where);
        return total?.n ?? 0;
      },
      async *pages() {
        let after: { createdAt: Date; id: number } | undefined;
        for (;;) {
          const rows = await db
            .select({
              tracking: trackings,
              order: {
                originNumber: orders.originNumber,
                originId: orders.originId,
              },
              carrier: carriers.name,
              customer: { firstName: customers.firstName, lastName: customers.lastName },
              country: orderAddresses.countryCode,
            })
            .from(trackings)
            .innerJoin(orders, eq(orders.id, trackings.orderId))
            .leftJoin(carriers, eq(carriers.id, trackings.carrierId))
            .leftJoin(customers, eq(customers.id, orders.customerId))
            .leftJoin(
              orderAddresses,
              and(eq(orderAddresses.orderId, orders.id), eq(orderAddresses.kind, 'shipping')),
            )
            .where(and(where, keysetAfter(trackings.createdAt, trackings.id, after)))
            .orderBy(...NEWEST_FIRST)
            .limit(BATCH);
          yield rows.map(({ tracking: t, order, carrier, customer, country }) => ({
            orderId: t.orderId,
            cells: [
              orderIdLabel(t.orderId),
              order.originNumber,
              order.originId,
              t.trackingCode,
              carrier ?? t.carrierCode,
              isTrackingStatus(t.status) ? TRACKING_STATUS_LABELS[t.status] : t.status,
              t.fulfilmentId,
              !data.withCosts || t.baseCostCents === null ? '' : fromCents(t.baseCostCents),
              !data.withCosts || t.shippingCostCents === null ? '' : fromCents(t.shippingCostCents),
              [customer?.firstName, customer?.lastName].filter(Boolean).join(' '),
              country,
              t.createdAt,
            ],
          }));
          const last = rows.at(-1);
          if (rows.length < BATCH || !last) break;
          after = { createdAt: last.tracking.createdAt, id: last.tracking.id };
        }
      },
    });
    await mailExportLink(job, file, data.emails, count, 'trackings');
    const result: TrackingExportResult = {
      export_id: file.id,
      file_name: file.fileName,
      trackings: count,
    };
    return result;
  },
};
