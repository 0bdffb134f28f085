import { useCallback, useState } from 'react';
import { TRACKING_MESSAGES } from '@podoffice/domain';
import { Button, JobProgress, ReceiverEmailsModal } from '@podoffice/ui';
import type { TrackingFilter } from '../../api/types.generated';
import { useJobProgress } from '../../shared/jobs/useJobProgress';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { notify } from '../../store/notifications';
import { selectCurrentUser } from '../../store/session';
import { useExportTrackingMutation } from '../api';
import { ExportProgress } from './OrdersScreen.styles';

export interface TrackingExportProps {
  /** The page's filter (tab, dates, search, site) without its page. */
  filter: TrackingFilter;
}

/**
 * Export tracking (spec 2 §2, §5 receivers, §7 exportTracking, §8): the receivers (at most five,
 * the user's own address first), then a job followed in the page; §8's success once it is mailed.
 */
export function TrackingExport({ filter }: TrackingExportProps) {
  const user = useAppSelector(selectCurrentUser);
  const dispatch = useAppDispatch();
  const [open, setOpen] = useState(false);
  const [jobId, setJobId] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [exportTracking, exporting] = useExportTrackingMutation();
  const onEnd = useCallback(
    (job: { status: string; error?: string | null }) =>
      dispatch(
        job.status === 'done'
          ? notify({ type: 'success', message: TRACKING_MESSAGES.exported })
          : notify({ type: 'error', message: job.error ?? 'The export failed' }),
      ),
    [dispatch],
  );
  const progress = useJobProgress(jobId, onEnd);

  const submit = async (emails: string[]) => {
    setRefusal(null);
    const { limit: _limit, offset: _offset, ...whole } = filter;
    const result = await exportTracking({ filter: whole, emails });
    if (result.data) {
      setJobId(result.data.exportTracking.id);
      setOpen(false);
    } else {
      setRefusal((result.error as { message?: string } | undefined)?.message ?? 'Export failed');
    }
  };

  return (
    <>
      <Button onClick={() => setOpen(true)}>Export tracking</Button>
      {progress && (
        <ExportProgress>
          <JobProgress title="Exporting trackings" {...progress} />
        </ExportProgress>
      )}
      <ReceiverEmailsModal
        open={open}
        title="Export tracking"
        initialEmails={user?.email ? [user.email] : ['']}
        onSubmit={(emails) => void submit(emails)}
        onCancel={() => {
          setOpen(false);
          setRefusal(null);
        }}
        submitting={exporting.isLoading}
        error={refusal}
      />
    </>
  );
}
