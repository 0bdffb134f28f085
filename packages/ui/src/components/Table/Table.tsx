import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type Cell,
  type Column,
  type RowSelectionState,
} from '@tanstack/react-table';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { Alert } from '../Alert';
import type { WidgetRootProps } from '../widgetRoot';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { EmptyState } from '../EmptyState';
import { Pagination } from '../Pagination';
import {
  Caption,
  HeaderCell,
  ScrollArea,
  SELECT_WIDTH,
  SelectCell,
  StateCell,
  StyledTable,
  Wrapper,
  type StickyEdge,
  type TableDensity,
} from './Table.styles';
import type { TableColumn, TableColumnMeta } from './columns';

export type { RowSelectionState };

export interface TableProps<T> extends WidgetRootProps {
  /** Column definitions (createColumnHelper), kept stable (module level or useMemo); their `meta` (TableColumnMeta) aligns and sizes a column. */
  columns: TableColumn<T>[];
  /** The rows of the current page. */
  data: T[];
  /** A stable id per row, used for React keys and as the key of `rowSelection`. */
  getRowId: (row: T, index: number) => string;
  /** A visible title for the table; it also names the scroll region. */
  caption?: ReactNode;
  /** The accessible name when there is no visible caption. */
  'aria-label'?: string;
  /** Shows skeleton rows and marks the table busy. */
  loading?: boolean;
  /** How many skeleton rows to show while loading. */
  loadingRows?: number;
  /** An error message; when set it replaces the rows. */
  error?: ReactNode;
  /** Shows a Retry button in the error state. */
  onRetry?: () => void;
  /** What the empty state says when there are no rows. */
  emptyMessage?: ReactNode;
  /** A sentence under the empty message, e.g. what to do next. */
  emptyDescription?: ReactNode;
  /** A button in the empty state, e.g. 'Add Site'. */
  emptyAction?: ReactNode;
  /** Selected row ids (controlled); give it with `onRowSelectionChange` to show the checkbox column. */
  rowSelection?: RowSelectionState;
  /** Called with the new selection when a row or the select-all box is toggled. */
  onRowSelectionChange?: (selection: RowSelectionState) => void;
  /** Rows for which this returns false get a disabled checkbox. */
  canSelectRow?: (row: T) => boolean;
  /** Names a row for screen readers in its checkbox label ('Select <name>'); defaults to the row id. */
  getRowLabel?: (row: T) => string;
  /** The current page (1-based) of a server-side paginated list. */
  page?: number;
  /** Rows per page. */
  pageSize?: number;
  /** Rows across all pages; with `onPageChange` it shows the pagination under the table. */
  total?: number;
  /** Called with the page the user picked. */
  onPageChange?: (page: number) => void;
  /** A minimum width below which the table scrolls sideways, e.g. '900px'. */
  minWidth?: string;
  /**
   * The tallest the table grows before its rows scroll under the column headers, which stay in
   * view. A CSS length; 'none' lets the page scroll instead: the headers then stick to the top of
   * the window, below the CSS length `--pod-table-sticky-top` (a sticky top bar's height) set on
   * any element around the table, while the table fits its width. A table wider than its box
   * scrolls sideways in it, its sticky columns (TableColumnMeta.sticky) at the edges.
   */
  maxHeight?: string;
  /** 'compact' pads cells less, for a list with many columns read all day (the orders). */
  density?: TableDensity;
}

const coreRowModel = getCoreRowModel();

/** How a sticky column's body cells stick (their data-sticky): start, after the checkbox, end. */
function stickyAttribute<T>(column: Column<T, unknown>, selectable: boolean): string | undefined {
  const sticky = metaOf(column)?.sticky;
  if (!sticky) return undefined;
  if (sticky === 'end') return 'end';
  return column.id !== 'select' && selectable ? 'start-after-select' : 'start';
}

/** How a sticky column's header cell sticks: to which edge, how far from it. */
function stickyOf<T>(column: Column<T, unknown>, selectable: boolean): StickyEdge | undefined {
  const sticky = metaOf(column)?.sticky;
  if (!sticky) return undefined;
  if (sticky === 'end') return { edge: 'end', offset: '0px' };
  return { edge: 'start', offset: column.id !== 'select' && selectable ? SELECT_WIDTH : '0px' };
}

/**
 * Whether the table is wider than its box (it then scrolls sideways there). Measured, because a
 * box that can scroll is the one its sticky headers stick to: while the table fits, the box must
 * not be one, so the headers stick to the window as the page scrolls.
 */
function useWiderThanBox(watch: boolean) {
  const areaRef = useRef<HTMLDivElement | null>(null);
  const tableRef = useRef<HTMLTableElement | null>(null);
  const [wider, setWider] = useState(false);
  useEffect(() => {
    const area = areaRef.current;
    const table = tableRef.current;
    if (!watch || !area || !table || typeof ResizeObserver === 'undefined') return undefined;
    const measure = () => setWider(table.offsetWidth > area.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(area);
    observer.observe(table);
    measure();
    return () => observer.disconnect();
  }, [watch]);
  return { areaRef, tableRef, wider };
}

/** Table's own meta of the TanStack table (TanStack types it as the host's TableMeta). */
interface RowLabelMeta<T> {
  /** Names a row in its selection checkbox label. */
  rowLabel?: (row: T) => string;
}

/** Table's own meta of a column (TanStack types `meta` as the host's ColumnMeta). */
function metaOf<T>(column: Column<T, unknown>): TableColumnMeta | undefined {
  return column.columnDef.meta as TableColumnMeta | undefined;
}

/** What a cell's value is called in its row's card: the column's label, or its header text. */
function cardLabel<T>(column: Column<T, unknown>): string | undefined {
  const { header } = column.columnDef;
  return metaOf(column)?.label ?? (typeof header === 'string' ? header : undefined);
}

/**
 * What a body cell shows: its column's cell function called with the cell's context. Not
 * flexRender, which mounts the function as a component: that was a component per cell, 180 of
 * them on the orders page, for functions that only return elements (TableColumn says so).
 */
function cellContent<T>(cell: Cell<T, unknown>): ReactNode {
  const render = cell.column.columnDef.cell;
  if (typeof render !== 'function') return render ?? null;
  return render(cell.getContext()) as ReactNode;
}

/**
 * The checkbox column, created once per table: its header is rendered as a component
 * (flexRender), so a new function on every render would remount the select-all box and lose
 * keyboard focus.
 */
function makeSelectColumn<T>(sticky: boolean): TableColumn<T> {
  return {
    id: 'select',
    meta: { width: SELECT_WIDTH, sticky: sticky ? 'start' : undefined },
    header: ({ table }) => (
      <SelectCell>
        <Checkbox
          aria-label="Select all rows"
          checked={table.getIsAllPageRowsSelected()}
          indeterminate={table.getIsSomePageRowsSelected()}
          disabled={table.getRowModel().rows.length === 0}
          onChange={table.getToggleAllPageRowsSelectedHandler()}
        />
      </SelectCell>
    ),
    // A row's box is a plain input styled by the table (StyledTable): no component per row.
    cell: ({ row, table }) => {
      const label = (table.options.meta as RowLabelMeta<T> | undefined)?.rowLabel?.(row.original);
      return (
        <span data-select="">
          <input
            type="checkbox"
            aria-label={`Select ${label ?? row.id}`}
            checked={row.getIsSelected()}
            disabled={!row.getCanSelect()}
            onChange={row.getToggleSelectedHandler()}
          />
        </span>
      );
    },
  };
}

/**
 * A data table for one page of server-side data, with loading, empty and error states. Narrower
 * than 600 px (its own width: a container query) each row becomes a card of label: value lines,
 * its actions included.
 */
export function Table<T>({
  columns,
  data,
  getRowId,
  caption,
  'aria-label': ariaLabel,
  loading = false,
  loadingRows = 5,
  error,
  onRetry,
  emptyMessage = 'No data',
  emptyDescription,
  emptyAction,
  rowSelection,
  onRowSelectionChange,
  canSelectRow,
  getRowLabel,
  page = 1,
  pageSize = 20,
  total,
  onPageChange,
  minWidth,
  maxHeight = '70vh',
  density = 'normal',
  className,
  style,
  id,
}: TableProps<T>) {
  const captionId = useId();
  const selectable = onRowSelectionChange !== undefined;
  const selection = useMemo(() => rowSelection ?? {}, [rowSelection]);

  // The checkbox sticks with a sticky start column, or that column would slide under it.
  const stickyStart = columns.some((c) => c.meta?.sticky === 'start');
  const selectColumn = useMemo(() => makeSelectColumn<T>(stickyStart), [stickyStart]);
  const pageScroll = maxHeight === 'none';
  const { areaRef, tableRef, wider } = useWiderThanBox(pageScroll);
  // A table that fits its page has nothing to stick; a sticky cell would only trap its menus.
  const sticks = !pageScroll || wider;
  const allColumns = useMemo(
    () => (selectable ? [selectColumn, ...columns] : columns),
    [columns, selectable, selectColumn],
  );

  const table = useReactTable<T>({
    data,
    columns: allColumns,
    getRowId,
    getCoreRowModel: coreRowModel,
    manualPagination: true,
    meta: { rowLabel: getRowLabel } satisfies RowLabelMeta<T>,
    state: { rowSelection: selection },
    enableRowSelection: canSelectRow ? (row) => canSelectRow(row.original) : selectable,
    onRowSelectionChange: (updater) =>
      onRowSelectionChange?.(typeof updater === 'function' ? updater(selection) : updater),
  });

  const columnCount = allColumns.length;
  const rows = table.getRowModel().rows;

  let body: ReactNode;
  if (loading) {
    body = Array.from({ length: loadingRows }, (_, i) => (
      <tr key={`loading-${i}`} aria-hidden="true">
        {table.getVisibleLeafColumns().map((column) => (
          <td key={column.id}>
            <span data-skeleton="" />
          </td>
        ))}
      </tr>
    ));
  } else if (error) {
    body = (
      <tr data-state="">
        <StateCell colSpan={columnCount}>
          <Alert
            variant="error"
            action={
              onRetry && (
                <Button size="sm" onClick={onRetry}>
                  Retry
                </Button>
              )
            }
          >
            {error}
          </Alert>
        </StateCell>
      </tr>
    );
  } else if (rows.length === 0) {
    body = (
      <tr data-state="">
        <StateCell colSpan={columnCount}>
          <EmptyState title={emptyMessage} description={emptyDescription} action={emptyAction} />
        </StateCell>
      </tr>
    );
  } else {
    // Plain rows and cells, their variants as data attributes (StyledTable's rules): no styled
    // component per cell.
    body = rows.map((row) => (
      <tr key={row.id} data-selected={row.getIsSelected() ? '' : undefined}>
        {row.getVisibleCells().map((cell) => {
          const meta = metaOf(cell.column);
          return (
            <td
              key={cell.id}
              data-label={cardLabel(cell.column)}
              data-align={
                meta?.align === undefined || meta.align === 'left' ? undefined : meta.align
              }
              data-nowrap={meta?.nowrap ? '' : undefined}
              data-sticky={sticks ? stickyAttribute(cell.column, selectable) : undefined}
            >
              {cellContent(cell)}
            </td>
          );
        })}
      </tr>
    ));
  }

  return (
    <Wrapper className={className} style={style} id={id}>
      <ScrollArea
        ref={areaRef}
        $maxHeight={maxHeight}
        $scroll={pageScroll ? (wider ? 'sideways' : 'none') : 'both'}
        role="region"
        // A box that scrolls is reached by keyboard to scroll it; one that does not, is not.
        tabIndex={pageScroll && !wider ? undefined : 0}
        aria-labelledby={caption ? captionId : undefined}
        aria-label={caption ? undefined : ariaLabel}
      >
        <StyledTable
          ref={tableRef}
          $minWidth={minWidth}
          $density={density}
          aria-label={caption ? undefined : ariaLabel}
          aria-busy={loading || undefined}
        >
          {caption && <Caption id={captionId}>{caption}</Caption>}
          <thead>
            {table.getHeaderGroups().map((headerGroup) => (
              <tr key={headerGroup.id}>
                {headerGroup.headers.map((header) => {
                  const meta = metaOf(header.column);
                  return (
                    <HeaderCell
                      key={header.id}
                      scope="col"
                      colSpan={header.colSpan}
                      $align={meta?.align ?? 'left'}
                      $width={meta?.width}
                      $sticky={sticks ? stickyOf(header.column, selectable) : undefined}
                      $top={pageScroll ? 'var(--pod-table-sticky-top, 0px)' : '0px'}
                      $density={density}
                    >
                      {header.isPlaceholder
                        ? null
                        : flexRender(header.column.columnDef.header, header.getContext())}
                    </HeaderCell>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>{body}</tbody>
        </StyledTable>
      </ScrollArea>
      {/* One page needs no pager. */}
      {total !== undefined && onPageChange && total > pageSize && (
        <Pagination page={page} pageSize={pageSize} total={total} onChange={onPageChange} />
      )}
    </Wrapper>
  );
}
