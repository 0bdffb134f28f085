import { useCallback, useState } from 'react';
import { errorMessage } from '../../api/baseApi';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { notify } from '../../store/notifications';
import { selectCurrentUser } from '../../store/session';
import { useJobProgress } from './useJobProgress';

/** What starting an export answered: its job, or the server's refusal. */
export type ExportStart = { jobId?: string | null; error?: unknown };

/** What an export's end says: `doneMessage`, or why it failed. */
export function useExportEnd(doneMessage: string) {
  const dispatch = useAppDispatch();
  return useCallback(
    (job: { status: string; error?: string | null }) =>
      dispatch(
        job.status === 'done'
          ? notify({ type: 'success', message: doneMessage })
          : notify({ type: 'error', message: job.error ?? 'The export failed' }),
      ),
    [dispatch, doneMessage],
  );
}

/**
 * An export that mails its link (the order, tracking and product exports):
 * the Receiver Email modal's state with the user's own address first, the job started with the
 * receivers and followed in the page, and its `doneMessage` (or the failure) when it ends. The
 * screen keeps its button, progress panel and modal; this keeps what they share. With `onStarted`
 * the caller follows the job itself (a panel that outlives the button, as the bulk bar's result).
 */
export function useReceiverExport(
  doneMessage: string,
  start: (emails: string[]) => Promise<ExportStart>,
  onStarted?: (jobId: string) => void,
) {
  const user = useAppSelector(selectCurrentUser);
  const [open, setOpen] = useState(false);
  const [jobId, setJobId] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const onEnd = useExportEnd(doneMessage);
  const progress = useJobProgress(jobId, onEnd);

  const submit = async (emails: string[]) => {
    setRefusal(null);
    const result = await start(emails);
    if (result.jobId) {
      if (onStarted) onStarted(result.jobId);
      else setJobId(result.jobId);
      setOpen(false);
    } else {
      setRefusal(errorMessage(result.error, 'Export failed'));
    }
  };

  return {
    progress,
    openModal: () => setOpen(true),
    /** The ReceiverEmailsModal's props but its title and submitting. */
    modal: {
      open,
      initialEmails: user?.email ? [user.email] : [''],
      onSubmit: (emails: string[]) => void submit(emails),
      onCancel: () => {
        setOpen(false);
        setRefusal(null);
      },
      error: refusal,
    },
  };
}
