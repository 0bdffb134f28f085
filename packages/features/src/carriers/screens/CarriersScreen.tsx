import { errorMessage } from '../../api/baseApi';
import { useCarriersQuery } from '../api';
import { CarriersTable } from '../components/CarriersTable';

/** Carriers (/admin/carriers, Administrator): every entry, read from the API. */
export function CarriersScreen() {
  const entries = useCarriersQuery();
  return (
    <CarriersTable
      entries={entries.currentData?.carriers ?? []}
      loading={entries.isFetching}
      error={entries.error ? errorMessage(entries.error, 'Could not load the carriers.') : null}
      onRetry={entries.refetch}
    />
  );
}
