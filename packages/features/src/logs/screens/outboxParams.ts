import { LOGS_PAGE_SIZE } from '@podoffice/domain';
import { textParam, urlFilters } from '../../shared/list/urlFilters';
import type { OutboxFilter } from '../api';
import type { OutboxFilterValues } from '../components/OutboxFilters';

/** The outbox keeps its filters in the address (?to=&search=&page=). */
export const outboxFilterParams = urlFilters<OutboxFilterValues>({
  to: textParam('to'),
  search: textParam('search'),
});

/** The outbox call's filter: 25 mails a page, like the logs beside it. */
export function toOutboxFilter(filters: OutboxFilterValues, page: number): OutboxFilter {
  return {
    limit: LOGS_PAGE_SIZE,
    offset: (page - 1) * LOGS_PAGE_SIZE,
    ...(filters.to ? { to: filters.to } : {}),
    ...(filters.search ? { search: filters.search } : {}),
  };
}
