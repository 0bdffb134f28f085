import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);

/** Spec 1 §9: 'DD MMM YYYY, HH:mm:ss' on orders. */
export function formatOrderDate(value: string | number | Date): string {
  return dayjs(value).format('DD MMM YYYY, HH:mm:ss');
}

/** Spec 1 §9: 'MMM DD, YYYY' everywhere but orders. */
export function formatDate(value: string | number | Date): string {
  return dayjs(value).format('MMM DD, YYYY');
}

/** Spec 1 §5: dates are sent as the start of the day in UTC. */
export function startOfDayUtc(value: string | number | Date): string {
  return dayjs.utc(dayjs(value).format('YYYY-MM-DD')).startOf('day').toISOString();
}

/** The end of the same UTC day, for inclusive date-range filters. */
export function endOfDayUtc(value: string | number | Date): string {
  return dayjs.utc(dayjs(value).format('YYYY-MM-DD')).endOf('day').toISOString();
}
