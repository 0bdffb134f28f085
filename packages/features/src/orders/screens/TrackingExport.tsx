import { TRACKING_MESSAGES } from '@podoffice/domain';
import { Button, JobProgress, ReceiverEmailsModal } from '@podoffice/ui';
import type { TrackingFilter } from '../../api/types.generated';
import { useReceiverExport } from '../../shared/jobs/useReceiverExport';
import { useExportTrackingMutation } from '../api';
import { ExportProgress } from './OrdersScreen.styles';

export interface TrackingExportProps {
  /** The page's filter (tab, dates, search, site) without its page. */
  filter: TrackingFilter;
}

/**
 * Export tracking (exportTracking): the receivers (at most five, the user's own address first),
 * then a job followed in the page; a success message once it is mailed.
 */
export function TrackingExport({ filter }: TrackingExportProps) {
  const [exportTracking, exporting] = useExportTrackingMutation();
  const { progress, openModal, modal } = useReceiverExport(
    TRACKING_MESSAGES.exported,
    async (emails) => {
      const { limit: _limit, offset: _offset, ...whole } = filter;
      const result = await exportTracking({ filter: whole, emails });
      return { jobId: result.data?.exportTracking.id, error: result.error };
    },
  );

  return (
    <>
      <Button onClick={openModal}>Export tracking</Button>
      {progress && (
        <ExportProgress>
          <JobProgress title="Exporting trackings" {...progress} />
        </ExportProgress>
      )}
      <ReceiverEmailsModal {...modal} title="Export tracking" submitting={exporting.isLoading} />
    </>
  );
}
