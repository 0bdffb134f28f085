import { EXPORT_FILES_PAGE_SIZE, endOfDayUtc, startOfDayUtc } from '@podoffice/domain';
import type { OrderExportsQueryVariables } from '../api';
import type { ExportFileFilterValues } from '../components/ExportFilesFilters';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (value: string | null) => (value && DAY.test(value) ? value : null);

/** The filters kept in the address (?from=&to=&search=&page=), so a reload keeps them. */
export function exportFiltersFromParams(params: URLSearchParams): ExportFileFilterValues {
  return {
    from: day(params.get('from')),
    to: day(params.get('to')),
    search: params.get('search')?.trim() ?? '',
  };
}

/** The address's query for these filters and page; empty filters and page 1 leave no trace. */
export function paramsFromExportFilters(
  filters: ExportFileFilterValues,
  page = 1,
): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.search) params.set('search', filters.search);
  if (page > 1) params.set('page', String(page));
  return params;
}

/** The orderExports call's arguments: whole UTC days (spec 1 §5), 20 files a page (spec 1 §9). */
export function toExportVariables(
  filters: ExportFileFilterValues,
  page: number,
): OrderExportsQueryVariables {
  return {
    limit: EXPORT_FILES_PAGE_SIZE,
    offset: (page - 1) * EXPORT_FILES_PAGE_SIZE,
    ...(filters.search ? { search: filters.search } : {}),
    ...(filters.from ? { from: startOfDayUtc(filters.from) } : {}),
    ...(filters.to ? { to: endOfDayUtc(filters.to) } : {}),
  };
}
