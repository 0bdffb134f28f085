import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);

// A discount's days read with dayjs, apart from rules.ts: the screens that import a rule's limit or
// label (an attribute term's form, the lists) would otherwise load dayjs for nothing.

/** A 'YYYY-MM-DD' day or an ISO date-time read as its UTC day, or undefined when it is neither. */
export function utcDay(value: string): dayjs.Dayjs | undefined {
  if (!/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/.test(value)) return undefined;
  const day = dayjs.utc(value);
  return day.isValid() ? day.startOf('day') : undefined;
}

/** A discount's dates are sent as the start of their day in UTC. */
export function discountDayUtc(value: string): string | undefined {
  return utcDay(value)?.toISOString();
}

/** The 'YYYY-MM-DD' day a stored discount date stands for, for a date picker. */
export function discountDayOf(value: string | null | undefined): string | null {
  return value ? (utcDay(value)?.format('YYYY-MM-DD') ?? null) : null;
}
