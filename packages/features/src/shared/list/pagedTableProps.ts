import type { ReactNode } from 'react';

/**
 * The paging and load-state props every list table takes; usePagedList gives them as `list.table`.
 * A table's own props extend this, and it passes them on to the ui Table as they are.
 */
export interface PagedTableProps {
  /** Rows across all pages. */
  total: number;
  /** The current page, from 1. */
  page: number;
  /** Called with the page the user picked. */
  onPageChange: (page: number) => void;
  /** Rows per page. */
  pageSize?: number;
  /** Shows skeleton rows. */
  loading?: boolean;
  /** The message of a failed load; it replaces the rows. */
  error?: string | null;
  /** Shows a Retry button in the error state. */
  onRetry?: () => void;
  /** The next step in the empty state, e.g. an 'Add your first category' button. */
  emptyAction?: ReactNode;
}
