import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);

/** 'DD MMM YYYY, HH:mm:ss' on orders. */
export function formatOrderDate(value: string | number | Date): string {
  return dayjs(value).format('DD MMM YYYY, HH:mm:ss');
}

/** 'MMM DD, YYYY' everywhere but orders. */
export function formatDate(value: string | number | Date): string {
  return dayjs(value).format('MMM DD, YYYY');
}

/** Dates are sent as the start of the day in UTC. */
export function startOfDayUtc(value: string | number | Date): string {
  return dayjs.utc(dayjs(value).format('YYYY-MM-DD')).startOf('day').toISOString();
}

/** The end of the same UTC day, for inclusive date-range filters. */
export function endOfDayUtc(value: string | number | Date): string {
  return dayjs.utc(dayjs(value).format('YYYY-MM-DD')).endOf('day').toISOString();
}

/**
 * The years a date the product stores or filters by may fall in: the platform's data starts after
 * 2000, and a year such as 0000 or 275760 fails inside PostgreSQL's date arithmetic instead of
 * being refused with a message.
 */
export const DATE_YEARS = { first: 2000, last: 2100 } as const;

export const DATE_MESSAGES = {
  outOfRange: (field: string) =>
    `${field} must be a date from ${DATE_YEARS.first} to ${DATE_YEARS.last}`,
} as const;

/** Whether a date's UTC year lies within DATE_YEARS. */
export function isDateInRange(date: Date): boolean {
  const year = date.getUTCFullYear();
  return year >= DATE_YEARS.first && year <= DATE_YEARS.last;
}
