import { formatOrderDate } from '@podoffice/domain';
import { Button, createColumnHelper, type TableColumn } from '@podoffice/ui';

interface LogLine {
  id: string;
  created_at: string;
}

/** The ID column of a log. */
export function idColumn<Line extends LogLine>(): TableColumn<Line, string> {
  return createColumnHelper<Line>().accessor((line) => line.id, {
    id: 'id',
    header: 'ID',
    meta: { width: '72px' },
  });
}

/** When a line was written, to the second. */
export function dateColumn<Line extends LogLine>(): TableColumn<Line, string> {
  return createColumnHelper<Line>().accessor((line) => line.created_at, {
    id: 'created_at',
    header: 'Date',
    cell: (c) => formatOrderDate(c.getValue()),
    meta: { width: '190px', nowrap: true },
  });
}

export interface OpenColumnOptions<Line> {
  /** The column's id and header, e.g. 'details' and 'Details'. */
  id: string;
  header: string;
  /** The button's text, e.g. 'Details'. */
  label: string;
  /** Names the button for a line, e.g. 'Details of log 12'. */
  ariaLabel: (line: Line) => string;
  /** Opens the line; keep it stable (useCallback) so the rows keep their buttons. */
  onOpen: (line: Line) => void;
  width: string;
}

/** The last column of a log: a button that opens the line's detail. */
export function openColumn<Line extends LogLine>({
  id,
  header,
  label,
  ariaLabel,
  onOpen,
  width,
}: OpenColumnOptions<Line>): TableColumn<Line, unknown> {
  return createColumnHelper<Line>().display({
    id,
    header,
    meta: { width },
    cell: ({ row: { original: line } }) => (
      <Button size="sm" aria-label={ariaLabel(line)} onClick={() => onOpen(line)}>
        {label}
      </Button>
    ),
  });
}

/** The Details button of a log line, named after what the line is ('log', 'activity'). */
export function detailsButton<Line extends LogLine>(
  noun: string,
): Omit<OpenColumnOptions<Line>, 'onOpen'> {
  return {
    id: 'details',
    header: 'Details',
    label: 'Details',
    ariaLabel: (line) => `Details of ${noun} ${line.id}`,
    width: '110px',
  };
}
