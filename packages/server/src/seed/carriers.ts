import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { carriers } from '../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The demo carriers: the carriers' own tracking pages, and one retired so Inactive is not empty. */
export const DEMO_CARRIERS = [
  {
    name: 'USPS',
    code: 'usps',
    url: 'https://tools.usps.com/go/TrackConfirmAction?tLabels={tracking_number}',
    description: 'United States Postal Service: First-Class and Priority Mail within the US.',
    status: true,
  },
  {
    name: 'UPS',
    code: 'ups',
    url: 'https://www.ups.com/track?loc=en_US&tracknum={tracking_number}',
    description: 'UPS Ground and Next Day Air.',
    status: true,
  },
  {
    name: 'FedEx',
    code: 'fedex',
    url: 'https://www.fedex.com/fedextrack/?trknbr={tracking_number}',
    description: 'FedEx Home Delivery and Express.',
    status: true,
  },
  {
    name: 'DHL Express',
    code: 'dhl',
    url: 'https://www.dhl.com/us-en/home/tracking/tracking-express.html?tracking-id={tracking_number}',
    description: 'International express, 2 to 5 business days.',
    status: true,
  },
  {
    name: 'YunExpress',
    code: 'yunexpress',
    url: 'https://www.yuntrack.com/parcelTracking?id={tracking_number}',
    description: 'Economy shipping from Asian print partners; retired.',
    status: false,
  },
] as const;

/**
 * The demo carriers, when the table is empty: also on a data folder seeded before carriers existed
 * (the rest of the demo is seeded once, with its first account). Deleting a carrier only retires
 * it, so an empty table means none was ever made.
 */
export async function seedCarriers(tx: Executor, now: Date): Promise<void> {
  const [existing] = await tx
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(carriers);
  if ((existing?.count ?? 0) > 0) return;
  await tx.insert(carriers).values(
    DEMO_CARRIERS.map((carrier, i) => {
      const at = new Date(now.getTime() - (90 - i * 10) * DAY_MS);
      return { ...carrier, createdAt: at, updatedAt: at };
    }),
  );
}
