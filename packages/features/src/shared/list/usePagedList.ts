import { pageAfterDelete } from '@podoffice/domain';
import { useCallback, useMemo } from 'react';
import { usePagedRows, type ListPage, type PagedQuery } from '../pagedList';
import type { ListParams } from './useListParams';
import type { PagedTableProps } from './pagedTableProps';

/** A list query as usePagedList reads it: an RTK Query hook's result. */
export interface PagedListQuery<Data> extends PagedQuery<Data> {
  /** Asks the server again (the table's Retry). */
  refetch: () => unknown;
}

/** Everything a list screen shows and does, from usePagedList. */
export interface PagedList<Filters, Row> extends ListParams<Filters> {
  /** The rows of the page asked for; never the previous page's while a new one loads. */
  rows: Row[];
  /** Rows across all pages. */
  total: number;
  /** True while the page asked for has no answer yet: show the skeleton. */
  loading: boolean;
  /** The server's message when the list failed. */
  error: string | null;
  /** What the table takes: spread it (`<OrderTable orders={list.rows} {...list.table} />`). */
  table: PagedTableProps;
  /**
   * Applies the back-one-page rule after rows of this page were deleted: deleting
   * the last rows of a page that is not the first shows the page before it.
   */
  afterDelete: (deleted?: number) => void;
}

/**
 * The list pattern written once: a paged list's filters and page (from useListParams), the rows
 * of the page asked for (RTK Query's `currentData`, so no stale rows while a page loads), the
 * table's paging props and the back-one-page rule after a delete.
 *
 * @example
 * export function OrdersScreen() {
 *   const place = useListParams(orderFilterParams);
 *   const orders = useOrdersQuery({ filter: toOrderFilter(place.filters, place.page) });
 *   const list = usePagedList(place, orders, (data) => data.orders, ORDERS_PAGE_SIZE);
 *   const remove = useConfirmAction({
 *     run: (order: OrderFieldsFragment) => deleteOrder({ id: order.id }),
 *     success: ORDER_NOTICES.deleted,
 *     onDone: () => list.afterDelete(),
 *   });
 *   return (
 *     <>
 *       <OrderFilters value={list.filters} onChange={list.setFilters} />
 *       <OrderTable orders={list.rows} {...list.table} onDelete={remove.ask} />
 *       <ConfirmDialog {...remove.dialog} title="Delete this order?" danger />
 *     </>
 *   );
 * }
 */
export function usePagedList<Filters, Data, Row>(
  place: ListParams<Filters>,
  query: PagedListQuery<Data>,
  select: (data: Data) => ListPage<Row>,
  pageSize: number,
): PagedList<Filters, Row> {
  const { page, setPage, replacePage } = place;
  const { rows, total, loading, error } = usePagedRows(query, select, {
    page,
    pageSize,
    replacePage,
  });
  // The table's props and afterDelete keep their identity while the page does not change: a
  // memoized table (OrderTable) then skips the screen's other renders (a filter's options
  // arriving), which would otherwise draw its 20 rows again each time.
  const { refetch } = query;
  const table = useMemo(
    () => ({
      total,
      page,
      pageSize,
      onPageChange: setPage,
      loading,
      error,
      onRetry: () => void refetch(),
    }),
    [total, page, pageSize, setPage, loading, error, refetch],
  );
  const rowCount = rows.length;
  const afterDelete = useCallback(
    (deleted = 1) => {
      const next = pageAfterDelete(page, rowCount, deleted);
      if (next !== page) setPage(next);
    },
    [page, rowCount, setPage],
  );
  return { ...place, rows, total, loading, error, table, afterDelete };
}
