import { Table, createColumnHelper } from '@podoffice/ui';
import type { CarriersEntryFieldsFragment } from '../../api';

export interface CarriersTableProps {
  /** The entries to show, in order. */
  entries: CarriersEntryFieldsFragment[];
  /** Shows skeleton rows. */
  loading?: boolean;
  /** The message of a failed load; it replaces the rows. */
  error?: string | null;
  /** Shows a Retry button in the error state. */
  onRetry?: () => void;
}

const column = createColumnHelper<CarriersEntryFieldsFragment>();

// Module level: TanStack renders cells as components, so columns must keep their identity.
const columns = [column.accessor('name', { header: 'Name' })];

/** The carriers: one row per entry. */
export function CarriersTable({ entries, loading = false, error, onRetry }: CarriersTableProps) {
  return (
    <Table
      caption="Carriers"
      columns={columns}
      data={entries}
      getRowId={(entry) => entry.id}
      loading={loading}
      error={error}
      onRetry={onRetry}
      emptyMessage="No carriers yet."
    />
  );
}
