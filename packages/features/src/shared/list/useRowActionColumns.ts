import { useMemo } from 'react';
import type { TableColumn } from '@podoffice/ui';
import { rowActionsColumn } from './rowActionsColumn';

export interface RowActionColumnsOptions<Row> {
  /** Shows the Actions column (the caller may change these rows). */
  enabled: boolean;
  /** Names a row in the buttons' accessible names; keep it stable (module level). */
  name: (row: Row) => string;
  /** Opens a row's edit form. */
  onEdit?: (row: Row) => void;
  /** Asks to delete a row (the screen confirms first). */
  onDelete?: (row: Row) => void;
}

/**
 * A table's columns, with Edit and Delete buttons appended for those who may use them; rebuilt
 * only when the callbacks change, so the buttons are not remounted under the user's pointer.
 *
 * @example
 * const columns = useRowActionColumns(dataColumns, { enabled: canEdit, name: productName, onEdit, onDelete });
 */
export function useRowActionColumns<Row>(
  // Columns of one table hold values of different types, which TanStack types as `any`.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  dataColumns: TableColumn<Row, any>[],
  { enabled, name, onEdit, onDelete }: RowActionColumnsOptions<Row>,
) {
  return useMemo(
    () =>
      enabled
        ? [
            ...dataColumns,
            rowActionsColumn<Row>({
              name,
              edit: { onClick: (row) => onEdit?.(row) },
              onDelete: (row) => onDelete?.(row),
            }),
          ]
        : dataColumns,
    [dataColumns, enabled, name, onEdit, onDelete],
  );
}
