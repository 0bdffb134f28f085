import { formatOrderDate, orderIdLabel } from '@podoffice/domain';
import type { ReactNode } from 'react';
import { Button } from '../Button';
import { Drawer } from '../Drawer';
import { LoadState } from '../LoadState';
import { Entry, EntryList, EntryMessage, EntryTime, More } from './OrderActivitiesDrawer.styles';

/** One line of an order's history. */
export interface OrderEntityLog {
  id: string | number;
  /** ISO date-time of the change. */
  created_at: string;
  message: string;
}

export interface OrderActivitiesDrawerProps {
  /** Shows the drawer. */
  open: boolean;
  /** Called on the close button, Escape or the backdrop. */
  onClose: () => void;
  /** The order's id, shown as N + 6 digits in the title. */
  orderId: number;
  /** The order's entity logs, newest first (entityLogs). */
  logs: readonly OrderEntityLog[];
  /** How many logs the order has in all; with onLoadMore, a Load more button while some are left. */
  total?: number;
  /** Loads the next logs. */
  onLoadMore?: () => void;
  /** The next logs are loading: Load more shows busy. */
  loadingMore?: boolean;
  /** The first logs are loading. */
  loading?: boolean;
  /** The logs could not be loaded. */
  error?: ReactNode;
  /** Shows Retry beside the load error. */
  onRetry?: () => void;
}

/** The Activities drawer of an order: its history, when and what changed. */
export function OrderActivitiesDrawer({
  open,
  onClose,
  orderId,
  logs,
  total,
  onLoadMore,
  loadingMore = false,
  loading = false,
  error,
  onRetry,
}: OrderActivitiesDrawerProps) {
  const more = onLoadMore && total !== undefined && logs.length < total;
  return (
    <Drawer open={open} onClose={onClose} title={`Activities ${orderIdLabel(orderId)}`} width={520}>
      <LoadState
        loading={loading}
        loadingLabel="Loading activities"
        error={error}
        onRetry={onRetry}
        empty={logs.length === 0}
        emptyMessage="No activities yet"
      >
        <EntryList aria-label="Activities">
          {logs.map((log) => (
            <Entry key={log.id}>
              <EntryTime dateTime={log.created_at}>{formatOrderDate(log.created_at)}</EntryTime>
              <EntryMessage>{log.message}</EntryMessage>
            </Entry>
          ))}
        </EntryList>
        {more && (
          <More>
            <Button onClick={onLoadMore} loading={loadingMore}>
              Load more
            </Button>
          </More>
        )}
      </LoadState>
    </Drawer>
  );
}
