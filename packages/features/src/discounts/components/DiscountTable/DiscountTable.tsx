import { useMemo, useState } from 'react';
import {
  DISCOUNT_PAGE_SIZE,
  DISCOUNT_TYPE_LABELS,
  discountDayOf,
  formatDate,
  normalizeDiscountType,
} from '@podoffice/domain';
import { Button, ConfirmDialog, Table, Tag, createColumnHelper } from '@podoffice/ui';
import type { DiscountFieldsFragment } from '../../api';
import { EditLink, RowActions } from './DiscountTable.styles';

export interface DiscountTableProps {
  /** The discounts of the current page. */
  discounts: DiscountFieldsFragment[];
  /** Discounts across all pages. */
  total: number;
  /** The current page, from 1. */
  page: number;
  /** Called with the page the user picked. */
  onPageChange: (page: number) => void;
  /** Deletes a discount once the user confirmed; the dialog stays busy until the promise settles. */
  onDelete: (discount: DiscountFieldsFragment) => Promise<unknown>;
  /** Shows skeleton rows. */
  loading?: boolean;
  /** The message of a failed load; it replaces the rows. */
  error?: string | null;
  /** Shows a Retry button in the error state. */
  onRetry?: () => void;
  /** Rows per page. */
  pageSize?: number;
}

const column = createColumnHelper<DiscountFieldsFragment>();

/** Edit links go to /admin/discount/edit/{id} (spec 1 §2). */
export const discountEditPath = (id: string) => `/admin/discount/edit/${id}`;

/** A stored day (the start of a UTC day) as the day it stands for, wherever the reader is. */
function day(value: string | null): string {
  const stored = discountDayOf(value);
  return stored ? formatDate(stored) : '';
}

/** When a discount applies: its dates for a timeline, its number of days otherwise. */
export function discountPeriod(discount: DiscountFieldsFragment): string {
  if (normalizeDiscountType(discount.type) === 'time_amount') {
    const days = discount.effective_time ?? 0;
    return `${days} ${days === 1 ? 'day' : 'days'}`;
  }
  return `${day(discount.start_time)} – ${day(discount.end_time)}`;
}

const dataColumns = [
  column.accessor('id', { header: 'ID', meta: { width: '72px' } }),
  column.accessor('name', { header: 'Name' }),
  column.accessor('discount', {
    header: 'Discount',
    cell: (c) => `${c.getValue()}%`,
    meta: { align: 'right', width: '100px' },
  }),
  column.accessor('type', {
    header: 'Type',
    cell: (c) => {
      const type = normalizeDiscountType(c.getValue());
      return <Tag>{type ? DISCOUNT_TYPE_LABELS[type] : c.getValue()}</Tag>;
    },
  }),
  column.accessor(discountPeriod, { id: 'time', header: 'Time' }),
];

/** The discounts, 20 a page: name, percent, type, time, Edit and Delete (confirmed). */
export function DiscountTable({
  discounts,
  total,
  page,
  onPageChange,
  onDelete,
  loading = false,
  error,
  onRetry,
  pageSize = DISCOUNT_PAGE_SIZE,
}: DiscountTableProps) {
  const [doomed, setDoomed] = useState<DiscountFieldsFragment | null>(null);
  const [busy, setBusy] = useState(false);

  // Built once: TanStack renders cells as components, and new columns on every render would
  // remount the buttons under the pointer.
  const columns = useMemo(
    () => [
      ...dataColumns,
      column.display({
        id: 'actions',
        header: 'Actions',
        meta: { width: '160px' },
        cell: ({ row: { original: discount } }) => (
          <RowActions>
            <EditLink to={discountEditPath(discount.id)} aria-label={`Edit ${discount.name}`}>
              Edit
            </EditLink>
            <Button
              size="sm"
              variant="danger"
              aria-label={`Delete ${discount.name}`}
              onClick={() => setDoomed(discount)}
            >
              Delete
            </Button>
          </RowActions>
        ),
      }),
    ],
    [],
  );

  const confirm = async () => {
    if (!doomed) return;
    setBusy(true);
    try {
      await onDelete(doomed);
    } finally {
      setBusy(false);
      setDoomed(null);
    }
  };

  return (
    <>
      <Table
        caption="Discounts"
        columns={columns}
        data={discounts}
        getRowId={(discount) => discount.id}
        loading={loading}
        error={error}
        onRetry={onRetry}
        emptyMessage="No discounts yet."
        page={page}
        pageSize={pageSize}
        total={total}
        onPageChange={onPageChange}
        minWidth="720px"
      />
      <ConfirmDialog
        open={doomed !== null}
        title="Delete this discount?"
        message={doomed && `${doomed.name} (${doomed.discount}%) will no longer apply.`}
        confirmLabel="Delete"
        danger
        loading={busy}
        onConfirm={confirm}
        onCancel={() => setDoomed(null)}
      />
    </>
  );
}
