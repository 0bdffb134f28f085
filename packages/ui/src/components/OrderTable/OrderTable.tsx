import { orderIdLabel } from '@podoffice/domain';
import { memo, useMemo, type ReactNode } from 'react';
import type { RowSelectionState } from '../Table';
import type { WidgetRootProps } from '../widgetRoot';
import { ORDER_TABLE_VIEWS, orderColumns } from './orderColumns';
import { StyledOrderTable } from './OrderTable.styles';
import type {
  OrderCellCallbacks,
  OrderColumnKey,
  OrderTableRow,
  OrderTableView,
} from './OrderTable.types';

export interface OrderTableProps extends WidgetRootProps {
  /** The orders of the current page (20 a page). */
  orders: OrderTableRow[];
  /** Which orders table: its columns (internal, seller, supplier or api). */
  view?: OrderTableView;
  /** Exactly these columns instead of the view's, in this order (a user's choice, see orderColumnChoices). */
  columns?: readonly OrderColumnKey[];
  /** Adds the Suppliers column (the Administrator's Api Orders only). */
  showSuppliers?: boolean;
  /** Base address of the file store, put before images that do not start with http. */
  imageBaseUrl?: string;
  /** A visible title; it also names the table. */
  caption?: ReactNode;
  /** The accessible name when there is no caption. */
  'aria-label'?: string;
  /** Shows skeleton rows while a page loads. */
  loading?: boolean;
  /** A load error; it replaces the rows. */
  error?: ReactNode;
  /** Shows Retry in the error state. */
  onRetry?: () => void;
  /** What the empty state says. */
  emptyMessage?: ReactNode;
  /** Selected order ids (as strings); with onSelectionChange it shows the checkboxes. */
  selection?: RowSelectionState;
  /** Called with the new selection; the header box selects every order of the page. */
  onSelectionChange?: (selection: RowSelectionState) => void;
  /** Called with an action's key and its order when the user picks it in the row's menu. */
  onAction?: (action: string, order: OrderTableRow) => void;
  /** Called when the user presses View or Upload in the designs cell. */
  onDesignClick?: (order: OrderTableRow, kind: 'view' | 'upload') => void;
  /** Called when the user presses the label's Upload or View. */
  onLabelClick?: (order: OrderTableRow) => void;
  /** Called when the user presses a product image (the image carousel). */
  onImageClick?: (order: OrderTableRow) => void;
  /** Wraps the order id in a link to its detail, e.g. a router Link to /orders/orders-manager/{id}. */
  renderOrderLink?: (order: OrderTableRow, children: ReactNode) => ReactNode;
  /** The status badge's text, e.g. 'In Production'; the status with spaces by default. */
  statusLabel?: (status: string) => string;
  /** The current page, 1-based. */
  page?: number;
  /** Orders per page. */
  pageSize?: number;
  /** Orders across all pages; with onPageChange it shows the pager. */
  total?: number;
  /** Called with the page the user picked. */
  onPageChange?: (page: number) => void;
  /**
   * The tallest the table grows before its rows scroll under the headers; 'none' lets the page
   * scroll, the headers sticking below `--pod-table-sticky-top` (see Table). ID and Actions stick
   * to the edges when the chosen columns are wider than the page.
   */
  maxHeight?: string;
}

const rowId = (order: OrderTableRow) => String(order.id);
const rowLabel = (order: OrderTableRow) => `order ${orderIdLabel(order.id)}`;

/**
 * The orders table for every view, on the shared Table: selection, loading, empty and
 * error states and its phone card layout come from there. Props only: the caller filters each
 * row's actions by the state machine and works out the designs cell by the design display rule.
 * Memoized: a screen re-rendered for something else (a filter's options arriving) does not draw
 * its 20 rows of 17 cells again, as long as it passes the same props (stable callbacks).
 */
export const OrderTable = memo(function OrderTable({
  orders,
  view = 'internal',
  columns,
  showSuppliers = false,
  imageBaseUrl = '',
  caption,
  'aria-label': ariaLabel = 'Orders',
  loading,
  error,
  onRetry,
  emptyMessage = 'No orders',
  selection,
  onSelectionChange,
  onAction,
  onDesignClick,
  onLabelClick,
  onImageClick,
  renderOrderLink,
  statusLabel,
  page,
  pageSize = 20,
  total,
  onPageChange,
  maxHeight,
  className,
  style,
  id,
}: OrderTableProps) {
  const keys = columns ?? ORDER_TABLE_VIEWS[view];
  const callbacks = useMemo<OrderCellCallbacks>(
    () => ({
      imageBaseUrl,
      onAction,
      onDesignClick,
      onLabelClick,
      onImageClick,
      renderOrderLink,
      statusLabel,
    }),
    [
      imageBaseUrl,
      onAction,
      onDesignClick,
      onLabelClick,
      onImageClick,
      renderOrderLink,
      statusLabel,
    ],
  );
  const defs = useMemo(
    () => orderColumns(keys, showSuppliers, callbacks),
    [keys, showSuppliers, callbacks],
  );
  return (
    <StyledOrderTable
      className={className}
      style={style}
      id={id}
      columns={defs}
      data={orders}
      getRowId={rowId}
      getRowLabel={rowLabel}
      caption={caption}
      aria-label={ariaLabel}
      loading={loading}
      loadingRows={pageSize}
      error={error}
      onRetry={onRetry}
      emptyMessage={emptyMessage}
      rowSelection={selection}
      onRowSelectionChange={onSelectionChange}
      page={page}
      pageSize={pageSize}
      total={total}
      onPageChange={onPageChange}
      maxHeight={maxHeight}
      density="compact"
    />
  );
});
