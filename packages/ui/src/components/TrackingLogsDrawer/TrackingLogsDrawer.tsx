import {
  formatOrderDate,
  isCarrierUrl,
  isTrackingStatus,
  TRACKING_STATUS_LABELS,
} from '@podoffice/domain';
import type { ReactNode } from 'react';
import { Drawer } from '../Drawer';
import { LoadState } from '../LoadState';
import { Tag } from '../Tag';
import {
  CarrierLink,
  CarrierName,
  Entry,
  EntryHead,
  EntryList,
  EntryMessage,
  EntryTime,
  Summary,
} from './TrackingLogsDrawer.styles';

/** One event of a tracking's history: what the tracking service said, and when. */
export interface TrackingLog {
  id: string | number;
  /** ISO date-time of the event. */
  created_at: string;
  /** Where the parcel was then (a tracking status); another value or none shows no label. */
  status?: string | null;
  message: string;
}

export interface TrackingLogsDrawerProps {
  /** Shows the drawer. */
  open: boolean;
  /** Called on the close button, Escape or the backdrop. */
  onClose: () => void;
  /** The tracking's code, shown in the title. */
  trackingCode: string;
  /** The tracking's carrier, shown above the events. */
  carrierName?: string;
  /** The carrier's page for this parcel: a 'Track on carrier site' link (http or https only). */
  trackingUrl?: string;
  /** The tracking's events, newest first. */
  logs: readonly TrackingLog[];
  /** The events are loading. */
  loading?: boolean;
  /** The events could not be loaded. */
  error?: ReactNode;
  /** Shows Retry beside the load error. */
  onRetry?: () => void;
}

/** The View log drawer of a tracking: each event, when, where and what. */
export function TrackingLogsDrawer({
  open,
  onClose,
  trackingCode,
  carrierName,
  trackingUrl,
  logs,
  loading = false,
  error,
  onRetry,
}: TrackingLogsDrawerProps) {
  // A carrier's address is typed by staff: only a web page becomes a link.
  const link = trackingUrl && isCarrierUrl(trackingUrl) ? trackingUrl : undefined;
  return (
    <Drawer open={open} onClose={onClose} title={`Tracking log ${trackingCode}`} width={520}>
      {(carrierName || link) && (
        <Summary>
          {carrierName && (
            <span>
              Carrier: <CarrierName>{carrierName}</CarrierName>
            </span>
          )}
          {link && (
            <CarrierLink href={link} target="_blank" rel="noopener noreferrer">
              Track on carrier site
            </CarrierLink>
          )}
        </Summary>
      )}
      <LoadState
        loading={loading}
        loadingLabel="Loading tracking events"
        error={error}
        onRetry={onRetry}
        empty={logs.length === 0}
        emptyMessage="No tracking events yet"
      >
        <EntryList aria-label="Tracking events">
          {logs.map((log) => (
            <Entry key={log.id}>
              <EntryHead>
                <EntryTime dateTime={log.created_at}>{formatOrderDate(log.created_at)}</EntryTime>
                {isTrackingStatus(log.status) && <Tag>{TRACKING_STATUS_LABELS[log.status]}</Tag>}
              </EntryHead>
              <EntryMessage>{log.message}</EntryMessage>
            </Entry>
          ))}
        </EntryList>
      </LoadState>
    </Drawer>
  );
}
