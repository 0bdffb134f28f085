import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);

/**
 * supplierStats: the supplier dashboard's revenue series is aggregated by day for a
 * range under 15 days, by week under 61 days, otherwise by month, and labelled 'MM YYYY' by month,
 * else 'DD MM YYYY'. Dates are UTC days, as the date filters send them.
 */

export const SUPPLIER_STATS_INTERVALS = ['day', 'week', 'month'] as const;
export type SupplierStatsInterval = (typeof SUPPLIER_STATS_INTERVALS)[number];

/** Ranges shorter than this many days go by day, then by week. */
export const SUPPLIER_STATS_DAY_UNDER = 15;
export const SUPPLIER_STATS_WEEK_UNDER = 61;
/**
 * Not in the spec: the longest range one call aggregates, so a request cannot ask for centuries of
 * buckets (five years by month is 61 buckets).
 */
export const SUPPLIER_STATS_MAX_DAYS = 5 * 366;

/** Not in the spec: the server's answers to a bad range. */
export const SUPPLIER_STATS_MESSAGES = {
  invalid: 'Please select a valid date range',
  reversed: 'The start date must not be after the end date',
  tooLong: 'The date range can be at most 5 years',
} as const;

type Instant = string | number | Date;

const day = (value: Instant) => dayjs.utc(value).startOf('day');

/** Whole days from the day of `from` to the day of `to` (the same day is 0). */
export function supplierStatsRangeDays(from: Instant, to: Instant): number {
  return day(to).diff(day(from), 'day');
}

/** The aggregation of a range. */
export function supplierStatsInterval(from: Instant, to: Instant): SupplierStatsInterval {
  const days = supplierStatsRangeDays(from, to);
  if (days < SUPPLIER_STATS_DAY_UNDER) return 'day';
  if (days < SUPPLIER_STATS_WEEK_UNDER) return 'week';
  return 'month';
}

/** Why a range cannot be aggregated, or null. */
export function supplierStatsRangeError(from: Instant, to: Instant): string | null {
  if (!dayjs.utc(from).isValid() || !dayjs.utc(to).isValid())
    return SUPPLIER_STATS_MESSAGES.invalid;
  const days = supplierStatsRangeDays(from, to);
  if (days < 0) return SUPPLIER_STATS_MESSAGES.reversed;
  if (days > SUPPLIER_STATS_MAX_DAYS) return SUPPLIER_STATS_MESSAGES.tooLong;
  return null;
}

/** A bucket's chart label, 'MM YYYY' by month, else 'DD MM YYYY'. */
export function supplierStatsLabel(key: Instant, interval: SupplierStatsInterval): string {
  return dayjs.utc(key).format(interval === 'month' ? 'MM YYYY' : 'DD MM YYYY');
}

/** Weeks start on Monday, as the search engine's date histogram that supplierStats' buckets come from. */
function bucketStart(value: Dayjs, interval: SupplierStatsInterval): Dayjs {
  if (interval === 'day') return value.startOf('day');
  if (interval === 'month') return value.startOf('month');
  const start = value.startOf('day');
  return start.subtract((start.day() + 6) % 7, 'day');
}

/** One bucket of aggregations.period.buckets: its start and its label. */
export interface SupplierStatsBucket {
  key: string;
  key_as_string: string;
}

/**
 * Every bucket of a range, first to last, each starting at its day, Monday or first of the month
 * (UTC), so a series shows periods without revenue as well. Empty for a range supplierStatsRangeError
 * refuses.
 */
export function supplierStatsBuckets(
  from: Instant,
  to: Instant,
  interval: SupplierStatsInterval = supplierStatsInterval(from, to),
): SupplierStatsBucket[] {
  if (supplierStatsRangeError(from, to) !== null) return [];
  const last = day(to);
  const buckets: SupplierStatsBucket[] = [];
  for (let at = bucketStart(day(from), interval); !at.isAfter(last); at = at.add(1, interval)) {
    buckets.push({
      key: at.toISOString(),
      key_as_string: supplierStatsLabel(at.toDate(), interval),
    });
  }
  return buckets;
}

/** The bucket a moment falls in (to add an order's revenue to its bucket). */
export function supplierStatsBucketKey(value: Instant, interval: SupplierStatsInterval): string {
  return bucketStart(dayjs.utc(value), interval).toISOString();
}
