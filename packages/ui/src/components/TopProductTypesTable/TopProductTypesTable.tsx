import { createColumnHelper } from '../Table';
import { useState } from 'react';
import { Table } from '../Table';

/** One product type of the top list, as the supplier dashboard's table shows it. */
export interface TopProductTypeRow {
  /** The product type's id. */
  id: string;
  title: string;
  sku: string;
  /** The suppliers' names. */
  suppliers: string[];
  /** The categories' titles. */
  categories: string[];
  /** Orders of this type in the range. */
  totalOrder: number;
}

export interface TopProductTypesTableProps {
  /** The top product types, biggest first (the server gives at most 10). */
  rows: TopProductTypeRow[];
  /** Rows per page (5). */
  pageSize?: number;
  /** Shows skeleton rows while the figures load. */
  loading?: boolean;
  /** A load error; it replaces the rows. */
  error?: string;
  /** Shows Retry beside the error. */
  onRetry?: () => void;
  /** The table's visible title. */
  caption?: string;
}

const thousands = new Intl.NumberFormat('en-US');
const column = createColumnHelper<TopProductTypeRow>();
const joined = (names: string[]) => (names.length > 0 ? names.join(', ') : '—');

const columns = [
  column.accessor('title', { header: 'Title' }),
  column.accessor('sku', { header: 'SKU', meta: { nowrap: true } }),
  column.accessor('suppliers', { header: 'Suppliers', cell: (c) => joined(c.getValue()) }),
  column.accessor('categories', { header: 'Categories', cell: (c) => joined(c.getValue()) }),
  column.accessor('totalOrder', {
    header: 'Total Order',
    cell: (c) => thousands.format(c.getValue()),
    meta: { align: 'right', nowrap: true },
  }),
];

/**
 * The supplier dashboard's top product types (Title, SKU, Suppliers, Categories, Total
 * Order; top 10, 5 a page). The list is small and whole, so it pages here rather than on the server.
 */
export function TopProductTypesTable({
  rows,
  pageSize = 5,
  loading = false,
  error,
  onRetry,
  caption = 'Top Product Types',
}: TopProductTypesTableProps) {
  const [page, setPage] = useState(1);
  // A new range can bring fewer rows: stay on a page that exists.
  const current = Math.min(page, Math.max(1, Math.ceil(rows.length / pageSize)));
  return (
    <Table
      columns={columns}
      data={rows.slice((current - 1) * pageSize, current * pageSize)}
      getRowId={(row) => row.id}
      caption={caption}
      loading={loading}
      loadingRows={pageSize}
      error={error}
      onRetry={onRetry}
      emptyMessage="No orders in this range"
      page={current}
      pageSize={pageSize}
      total={rows.length}
      onPageChange={setPage}
    />
  );
}
