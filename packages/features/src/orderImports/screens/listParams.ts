import dayjs from 'dayjs';
import { dayParam, textParam, urlFilters } from '../../shared/list/urlFilters';

export interface ImportHistoryFilters {
  from: string | null;
  to: string | null;
  search: string;
}

/** The history's dates, search and page kept in the address. */
export const importHistoryParams = urlFilters<ImportHistoryFilters>({
  from: dayParam('from'),
  to: dayParam('to'),
  search: textParam('search'),
});

/** The history starts on the last 7 days, today included. */
export function importHistoryRange(
  filters: Pick<ImportHistoryFilters, 'from' | 'to'>,
  today: dayjs.Dayjs = dayjs(),
): { from: string; to: string } {
  if (filters.from && filters.to) return { from: filters.from, to: filters.to };
  return { from: today.subtract(6, 'day').format('YYYY-MM-DD'), to: today.format('YYYY-MM-DD') };
}
