import { useMemo, type ReactNode } from 'react';
import { LOGS_PAGE_SIZE } from '@podoffice/domain';
import { Table, type TableColumn } from '@podoffice/ui';
import type { PagedTableProps } from '../../shared/list/pagedTableProps';
import { openColumn, type OpenColumnOptions } from './logColumns';

interface LogLine {
  id: string;
  created_at: string;
}

export interface LogTableProps<Line extends LogLine> extends PagedTableProps {
  /** The lines of the current page. */
  lines: Line[];
  /** The columns between the line's first ones and its open button, kept stable (module level). */
  // Columns of one table hold values of different types, which TanStack types as `any`.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: TableColumn<Line, any>[];
  /** The button that opens a line, kept stable (module level). */
  openButton: Omit<OpenColumnOptions<Line>, 'onOpen'>;
  /** Opens a line; keep it stable (useCallback) so the rows keep their buttons. */
  onOpen: (line: Line) => void;
  caption: string;
  emptyMessage: string;
  emptyDescription?: ReactNode;
  minWidth: string;
}

/** A log's table, 25 lines a page, each line ending with a button that opens it (logs, outbox). */
export function LogTable<Line extends LogLine>({
  lines,
  columns,
  openButton,
  onOpen,
  caption,
  emptyMessage,
  emptyDescription,
  minWidth,
  ...paging
}: LogTableProps<Line>) {
  const all = useMemo(
    () => [...columns, openColumn({ ...openButton, onOpen })],
    [columns, openButton, onOpen],
  );
  return (
    <Table
      pageSize={LOGS_PAGE_SIZE}
      {...paging}
      caption={caption}
      columns={all}
      data={lines}
      getRowId={(line) => line.id}
      loadingRows={8}
      emptyMessage={emptyMessage}
      emptyDescription={emptyDescription}
      minWidth={minWidth}
    />
  );
}
