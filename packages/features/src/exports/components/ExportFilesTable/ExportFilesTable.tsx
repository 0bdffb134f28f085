import { useMemo } from 'react';
import { EXPORT_FILES_PAGE_SIZE, formatOrderDate } from '@podoffice/domain';
import { Button, Table, createColumnHelper } from '@podoffice/ui';
import type { PagedTableProps } from '../../../shared/list/pagedTableProps';
import type { OrderExportFieldsFragment } from '../../api';
import { FileName, Muted, OrderIds } from './ExportFilesTable.styles';

export interface ExportFilesTableProps extends PagedTableProps {
  /** The files of the current page. */
  files: OrderExportFieldsFragment[];
  /** Shows whom each file was exported for (Administrators see every supplier's files). */
  showOwner?: boolean;
  /** Starts the download of a file; keep it stable (useCallback) so the rows keep their buttons. */
  onDownload: (file: OrderExportFieldsFragment) => void;
  /** True when a filter is in force, so the empty state says so. */
  filtered?: boolean;
}

const column = createColumnHelper<OrderExportFieldsFragment>();
const SHOWN_ORDER_IDS = 5;

/** The first ids of a file (the API sends its first 20) and how many more it holds. */
function orderList(ids: string[], count: number): string {
  const shown = ids.slice(0, SHOWN_ORDER_IDS).map((id) => `#${id}`);
  return count > shown.length
    ? `${shown.join(', ')} and ${count - shown.length} more`
    : shown.join(', ');
}

/** The order export files, 20 a page: file name, date, orders, (owner) and a Download button. */
export function ExportFilesTable({
  files,
  showOwner = false,
  onDownload,
  filtered = false,
  ...paging
}: ExportFilesTableProps) {
  // Rebuilt only when what the cells show changes: TanStack renders cells as components, so new
  // columns on every render would remount the buttons under the pointer.
  const columns = useMemo(
    () => [
      column.accessor('file_name', {
        header: 'File name',
        cell: (c) => <FileName>{c.getValue()}</FileName>,
      }),
      column.accessor('created_at', {
        header: 'Exported at',
        cell: (c) => formatOrderDate(c.getValue()),
        meta: { width: '190px', nowrap: true },
      }),
      column.accessor('order_count', {
        header: 'Orders',
        cell: ({ row: { original: file } }) => (
          <OrderIds>
            <strong>{file.order_count}</strong>
            <Muted>{orderList(file.order_ids, file.order_count)}</Muted>
          </OrderIds>
        ),
      }),
      ...(showOwner
        ? [
            column.accessor((f) => (f.user ? `${f.user.first_name} ${f.user.last_name}` : ''), {
              id: 'owner',
              header: 'Exported for',
              cell: (c) => c.getValue() || <Muted>—</Muted>,
            }),
          ]
        : []),
      column.display({
        id: 'download',
        header: 'Download',
        meta: { width: '140px' },
        cell: ({ row: { original: file } }) => (
          <Button
            size="sm"
            aria-label={`Download ${file.file_name}`}
            onClick={() => onDownload(file)}
          >
            Download
          </Button>
        ),
      }),
    ],
    [showOwner, onDownload],
  );
  return (
    <Table
      pageSize={EXPORT_FILES_PAGE_SIZE}
      {...paging}
      caption="Exported CSV files"
      columns={columns}
      data={files}
      getRowId={(file) => file.id}
      loadingRows={5}
      emptyMessage={
        filtered ? 'No export files match these filters.' : 'No orders have been exported yet.'
      }
      minWidth="760px"
    />
  );
}
