import { useCallback, useState } from 'react';
import { errorMessage } from '../../api/baseApi';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { notify } from '../../store/notifications';
import { selectCurrentUser } from '../../store/session';
import { useJobProgress } from './useJobProgress';

/** What starting an export answered: its job, or the server's refusal. */
export type ExportStart = { jobId?: string | null; error?: unknown };

/**
 * An export that mails its link (the order, tracking and product exports):
 * the Receiver Email modal's state with the user's own address first, the job started with the
 * receivers and followed in the page, and its `doneMessage` (or the failure) when it ends. The
 * screen keeps its button, progress panel and modal; this keeps what they share.
 */
export function useReceiverExport(
  doneMessage: string,
  start: (emails: string[]) => Promise<ExportStart>,
) {
  const user = useAppSelector(selectCurrentUser);
  const dispatch = useAppDispatch();
  const [open, setOpen] = useState(false);
  const [jobId, setJobId] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const onEnd = useCallback(
    (job: { status: string; error?: string | null }) =>
      dispatch(
        job.status === 'done'
          ? notify({ type: 'success', message: doneMessage })
          : notify({ type: 'error', message: job.error ?? 'The export failed' }),
      ),
    [dispatch, doneMessage],
  );
  const progress = useJobProgress(jobId, onEnd);

  const submit = async (emails: string[]) => {
    setRefusal(null);
    const result = await start(emails);
    if (result.jobId) {
      setJobId(result.jobId);
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
