import { formatMoney } from '@podoffice/domain';
import { createColumnHelper } from './columns';

/** A balance-like row used by the stories and tests of Table. */
export interface SampleRow {
  id: string;
  date: string;
  action: 'Deposit' | 'Fulfilled';
  amount: number;
  status: 'Pending' | 'Approved' | 'Denied';
}

const statusFor = (n: number): SampleRow['status'] =>
  n % 3 === 0 ? 'Pending' : n % 3 === 1 ? 'Approved' : 'Denied';

export function makeRows(count: number, offset = 0): SampleRow[] {
  return Array.from({ length: count }, (_, i) => {
    const n = offset + i + 1;
    return {
      id: String(1000 + n),
      date: `Mar ${String((n % 28) + 1).padStart(2, '0')}, 2024`,
      action: n % 2 === 0 ? 'Deposit' : 'Fulfilled',
      amount: n * 13.75,
      status: statusFor(n),
    };
  });
}

const column = createColumnHelper<SampleRow>();

export const sampleColumns = [
  column.accessor('id', { header: 'ID', meta: { width: '90px' } }),
  column.accessor('date', { header: 'Date', meta: { nowrap: true } }),
  column.accessor('action', { header: 'Action' }),
  column.accessor('amount', {
    header: 'Amount',
    meta: { align: 'right', nowrap: true },
    cell: (info) => formatMoney(info.getValue()),
  }),
  column.accessor('status', { header: 'Status' }),
];

const NOTE =
  'Deposit by bank transfer, reference checked against the statement of the receiving account on Monday morning';

/** The sample columns with a long free-text Notes column, which wraps between words. */
export const columnsWithNotes = [
  ...sampleColumns,
  column.display({ id: 'notes', header: 'Notes', cell: () => NOTE }),
];
