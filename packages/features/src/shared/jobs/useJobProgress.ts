import { useEffect, useRef, useState } from 'react';
import { isJobUnderWay, type JobStatus } from '@podoffice/domain';
import type { JobProgressProps } from '@podoffice/ui';
import { silenceErrorToasts } from '../../api/errorPolicy';
import { useJobQuery, useRetryJobMutation, type JobFieldsFragment } from './Jobs.generated';

// A poll that fails once (a restart of the API) must not toast every second: the panel shows it.
silenceErrorToasts('Job');

/** Not in the spec: a poll that failed, in the product's voice. */
export const JOB_READ_FAILED = 'The job could not be read just now; trying again';

/** How often a job under way is asked for: a progress bar that moves, at one small call a second. */
export const JOB_POLL_MS = 1000;

/**
 * Follows a background job the user started (an export, an import): polls it while it is under
 * way, stops when it is done or failed, calls `onEnd` once when it ends (the screen's toast), and
 * gives JobProgress its props, Retry included. Undefined until the first answer.
 */
export function useJobProgress(
  id: string | null,
  onEnd?: (job: JobFieldsFragment) => void,
): Omit<JobProgressProps, 'title'> | undefined {
  // Polls while the job is under way; RTK Query reads pollingInterval at each render.
  const [polling, setPolling] = useState(true);
  const job = useJobQuery(
    { id: id ?? '' },
    { skip: !id, pollingInterval: polling ? JOB_POLL_MS : 0 },
  );
  // The last answer for this job: a poll that fails (the API restarting) keeps the panel and says
  // so, rather than emptying it; an answer for an earlier job is not this one's.
  const last = (job.currentData ?? job.data)?.job;
  const current = last?.id === id ? last : undefined;
  const underWay = !current || isJobUnderWay(current.status as JobStatus);
  useEffect(() => setPolling(underWay), [underWay]);
  const [retry, retrying] = useRetryJobMutation();

  const ended = useRef<string | null>(null);
  useEffect(() => {
    if (!current || underWay || ended.current === `${current.id}:${current.attempts}`) return;
    ended.current = `${current.id}:${current.attempts}`;
    onEnd?.(current);
  }, [current, underWay, onEnd]);

  if (!id || !current) return undefined;
  return {
    status: current.status as JobStatus,
    done: current.done,
    total: current.total,
    error: current.error ?? (job.isError ? JOB_READ_FAILED : null),
    onRetry: () => {
      void retry({ id }).then(() => job.refetch());
    },
    retrying: retrying.isLoading,
  };
}
