import { useEffect } from 'react';
import { MESSAGES } from '@podoffice/domain';
import { errorMessage } from '../api/baseApi';

/** The page kept in the address (?page=), so a reload, a shared link or Back shows the same page. */
export function pageFromParams(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** The same address on another page; page 1 leaves no trace. */
export function withPage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page > 1) next.set('page', String(page));
  else next.delete('page');
  return next;
}

/** An id kept in the address, or null when it is missing or not an id. */
export function idFromParams(params: URLSearchParams, key: string): string | null {
  const value = params.get(key);
  return value && /^\d+$/.test(value) ? value : null;
}

/** What usePagedRows reads of an RTK Query hook's result. */
export interface PagedQuery<Data> {
  /** The answer for the arguments asked for now; undefined while they load. */
  currentData?: Data;
  /** The last answer, for any arguments: keeps the pagination steady while a page loads. */
  data?: Data;
  isFetching: boolean;
  isError: boolean;
  error?: unknown;
}

/** One page of a list as the API answers it: its rows and how many there are in all. */
export interface ListPage<Row> {
  hits: Row[];
  count: number;
}

export interface PagedRowsOptions {
  /** The page shown (1-based). */
  page: number;
  pageSize: number;
  /** Moves to another page without a history entry (the address's page was past the end). */
  replacePage: (page: number) => void;
}

/** What a paged list shows. */
export interface PagedRows<Row> {
  rows: Row[];
  total: number;
  /** True while the page asked for has no answer yet: show the skeleton. */
  loading: boolean;
  /** The server's message when the list failed. */
  error: string | null;
}

/**
 * What a paged list shows for its query: the rows of the page asked for, and a skeleton while
 * that page loads, never the previous page's rows. A page past the end (its last row deleted, or
 * an old link) shows the skeleton, not the empty state, and gives way to the last page that has
 * rows (deleting the last row of a page goes back one page).
 */
export function usePagedRows<Data, Row>(
  query: PagedQuery<Data>,
  select: (data: Data) => ListPage<Row>,
  { page, pageSize, replacePage }: PagedRowsOptions,
): PagedRows<Row> {
  const answer = query.currentData === undefined ? undefined : select(query.currentData);
  const rows = query.isError ? [] : (answer?.hits ?? []);
  const last = query.data === undefined ? undefined : select(query.data);
  const total = (answer ?? last)?.count ?? 0;
  const pastTheEnd = answer !== undefined && page > 1 && rows.length === 0;
  const lastPage = Math.max(1, Math.ceil(total / pageSize));

  useEffect(() => {
    if (pastTheEnd) replacePage(lastPage);
    // replacePage is usually a new function on each render; the move depends only on the answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pastTheEnd, lastPage]);

  return {
    rows,
    total,
    loading: (query.isFetching && answer === undefined) || pastTheEnd,
    error: query.isError ? errorMessage(query.error, MESSAGES.somethingWrong) : null,
  };
}
