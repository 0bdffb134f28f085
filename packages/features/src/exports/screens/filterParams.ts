import { EXPORT_FILES_PAGE_SIZE, endOfDayUtc, startOfDayUtc } from '@podoffice/domain';
import { dayParam, textParam, urlFilters } from '../../shared/list/urlFilters';
import type { OrderExportsQueryVariables } from '../api';
import type { ExportFileFilterValues } from '../components/ExportFilesFilters';

/** The filters kept in the address (?from=&to=&search=&page=), so a reload keeps them. */
export const exportFilterParams = urlFilters<ExportFileFilterValues>({
  from: dayParam('from'),
  to: dayParam('to'),
  search: textParam('search'),
});

/** The orderExports call's arguments: whole UTC days, 20 files a page. */
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
