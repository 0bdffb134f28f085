// The host's own TanStack Table with its own ColumnMeta, beside POD Office's Table. A package that
// augments ColumnMeta too makes this fail (TS2717: Subsequent property declarations must have the
// same type. Property 'align' ...).
import {
  createColumnHelper as createHostColumnHelper,
  flexRender,
  getCoreRowModel,
  useReactTable,
  type RowData,
} from '@tanstack/react-table';
import { Table, createColumnHelper } from '@podoffice/ui';

declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    align: 'start' | 'end';
  }
}

interface Invoice {
  id: string;
  total: number;
}

const invoices: Invoice[] = [
  { id: 'INV-1', total: 120 },
  { id: 'INV-2', total: 80 },
];

const hostColumn = createHostColumnHelper<Invoice>();
const hostColumns = [
  hostColumn.accessor('id', { header: 'Invoice', meta: { align: 'start' } }),
  hostColumn.accessor('total', { header: 'Total', meta: { align: 'end' } }),
];

/** The host's invoices, drawn by the host with TanStack Table and its own meta. */
export function HostInvoices() {
  const table = useReactTable({
    data: invoices,
    columns: hostColumns,
    getCoreRowModel: getCoreRowModel(),
  });
  return (
    <table aria-label="Host invoices">
      <tbody>
        {table.getRowModel().rows.map((row) => (
          <tr key={row.id}>
            {row.getVisibleCells().map((cell) => (
              <td key={cell.id} style={{ textAlign: cell.column.columnDef.meta?.align }}>
                {flexRender(cell.column.columnDef.cell, cell.getContext())}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

// POD Office's Table takes its layout in its own meta type, whatever the host's ColumnMeta says.
const podColumn = createColumnHelper<Invoice>();
export const podColumns = [
  podColumn.accessor('id', { header: 'Invoice', meta: { nowrap: true } }),
  podColumn.accessor('total', { header: 'Total', meta: { align: 'right', width: '120px' } }),
  // @ts-expect-error Table's meta is its own: 'end' is the host's alignment, not Table's
  podColumn.accessor('total', { id: 'wrong', header: 'Total', meta: { align: 'end' } }),
];

export const podInvoices = (
  <Table columns={podColumns} data={invoices} getRowId={(row) => row.id} aria-label="Invoices" />
);
