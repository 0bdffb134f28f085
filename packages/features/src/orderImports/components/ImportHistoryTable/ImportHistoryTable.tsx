import { useMemo } from 'react';
import { IMPORT_HISTORY_PAGE_SIZE, formatOrderDate } from '@podoffice/domain';
import { Button, Table, createColumnHelper } from '@podoffice/ui';
import type { PagedTableProps } from '../../../shared/list/pagedTableProps';
import type { ImportHistoryFieldsFragment } from '../../api';

export interface ImportHistoryTableProps extends PagedTableProps {
  imports: ImportHistoryFieldsFragment[];
  /** Downloads an import's refused rows (shown for imports that refused some). */
  onDownloadRefused: (entry: ImportHistoryFieldsFragment) => void;
  /** The import whose refused rows are being fetched. */
  downloadingId?: string | null;
}

const column = createColumnHelper<ImportHistoryFieldsFragment>();

/**
 * The import history's table: each import's file and site, how many
 * rows became orders and how many were refused (with their CSV), who imported it and when.
 */
export function ImportHistoryTable({
  imports,
  onDownloadRefused,
  downloadingId,
  ...paging
}: ImportHistoryTableProps) {
  const columns = useMemo(
    () => [
      column.accessor('origin_name', { header: 'File' }),
      column.accessor('site_title', { header: 'Site' }),
      column.accessor('done', { header: 'Done', meta: { align: 'right' } }),
      column.accessor('failed', { header: 'Failed', meta: { align: 'right' } }),
      column.accessor('user_name', { header: 'Imported by' }),
      column.accessor('created_at', {
        header: 'Date',
        cell: (c) => formatOrderDate(c.getValue()),
      }),
      column.display({
        id: 'refused',
        header: 'Refused rows',
        cell: (c) =>
          c.row.original.has_refused ? (
            <Button
              size="sm"
              loading={downloadingId === c.row.original.id}
              onClick={() => onDownloadRefused(c.row.original)}
              aria-label={`Download the refused rows of ${c.row.original.origin_name}`}
            >
              Download
            </Button>
          ) : (
            'None'
          ),
      }),
    ],
    [onDownloadRefused, downloadingId],
  );
  return (
    <Table
      pageSize={IMPORT_HISTORY_PAGE_SIZE}
      {...paging}
      caption="Import history"
      columns={columns}
      data={imports}
      getRowId={(entry) => entry.id}
      loadingRows={5}
      emptyMessage="No imports in these dates."
      minWidth="760px"
    />
  );
}
