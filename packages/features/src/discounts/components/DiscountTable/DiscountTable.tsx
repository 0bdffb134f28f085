import { useMemo } from 'react';
import {
  DISCOUNT_PAGE_SIZE,
  DISCOUNT_TYPE_LABELS,
  discountDayOf,
  formatDate,
  normalizeDiscountType,
} from '@podoffice/domain';
import { ConfirmDialog, Table, Tag, createColumnHelper } from '@podoffice/ui';
import type { PagedTableProps } from '../../../shared/list/pagedTableProps';
import { rowActionsColumn } from '../../../shared/list/rowActionsColumn';
import { useConfirmation } from '../../../shared/list/useConfirmation';
import type { DiscountFieldsFragment } from '../../api';

export interface DiscountTableProps extends PagedTableProps {
  /** The discounts of the current page. */
  discounts: DiscountFieldsFragment[];
  /** Deletes a discount once the user confirmed; the dialog stays busy until the promise settles. */
  onDelete: (discount: DiscountFieldsFragment) => Promise<unknown>;
}

const column = createColumnHelper<DiscountFieldsFragment>();

/** Edit links go to /admin/discount/edit/{id}. */
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
  column.accessor(discountPeriod, { id: 'time', header: 'Time', meta: { nowrap: true } }),
];

/** The discounts, 20 a page: name, percent, type, time, Edit and Delete (confirmed). */
export function DiscountTable({ discounts, onDelete, ...paging }: DiscountTableProps) {
  const deletion = useConfirmation(onDelete);
  const doomed = deletion.target;
  // Built once: TanStack renders cells as components, and new columns on every render would
  // remount the buttons under the pointer.
  const columns = useMemo(
    () => [
      ...dataColumns,
      rowActionsColumn<DiscountFieldsFragment>({
        name: (discount) => discount.name,
        edit: { to: (discount) => discountEditPath(discount.id) },
        onDelete: deletion.ask,
        width: '160px',
      }),
    ],
    [deletion.ask],
  );

  return (
    <>
      <Table
        pageSize={DISCOUNT_PAGE_SIZE}
        {...paging}
        caption="Discounts"
        columns={columns}
        data={discounts}
        getRowId={(discount) => discount.id}
        emptyMessage="No discounts yet."
        minWidth="720px"
      />
      <ConfirmDialog
        {...deletion.dialog}
        title="Delete this discount?"
        message={doomed && `${doomed.name} (${doomed.discount}%) will no longer apply.`}
        confirmLabel="Delete"
        danger
      />
    </>
  );
}
