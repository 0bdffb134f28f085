import { useId, type ReactNode } from 'react';
import { JOB_MESSAGES, jobPercent, type JobStatus } from '@podoffice/domain';
import { Alert } from '../Alert';
import { Button } from '../Button';
import { Bar, Count, Head, Root, State, Title } from './JobProgress.styles';

export interface JobProgressProps {
  /** What the job does, e.g. "Exporting orders". */
  title: string;
  /** Where the job is (the `job` query's status). */
  status: JobStatus;
  /** How much is done (orders written, rows read). */
  done: number;
  /** Of how much, once the job knows; the bar stays empty until then. */
  total?: number | null;
  /** Why it failed, or why it runs again. */
  error?: string | null;
  /** Shows Retry on a failed job. */
  onRetry?: () => void;
  /** Retry was clicked and is on its way. */
  retrying?: boolean;
  /** What a finished job made (a link to its file); shown once done. */
  children?: ReactNode;
  /** Extra class for layout by the parent. */
  className?: string;
}

const count = new Intl.NumberFormat('en-US');

/**
 * A background job as its starter follows it (an export, a tracking import, a push): a progress
 * bar with the count, the failure and Retry, and what it made once done. Props only: the screen
 * polls the job and passes what it read.
 */
export function JobProgress({
  title,
  status,
  done,
  total,
  error,
  onRetry,
  retrying = false,
  children,
  className,
}: JobProgressProps) {
  const titleId = useId();
  const percent = status === 'done' ? 100 : jobPercent({ done, total });
  const counted =
    total != null && total > 0
      ? `${count.format(Math.min(done, total))} of ${count.format(total)}`
      : done > 0
        ? count.format(done)
        : undefined;
  return (
    <Root className={className} aria-labelledby={titleId}>
      <Head>
        <Title id={titleId}>{title}</Title>
        {/* Announced politely as it changes: a screen reader hears "Done" without a re-read. */}
        <State role="status">{JOB_MESSAGES.status[status]}</State>
      </Head>
      {status !== 'failed' && (
        <Bar
          aria-labelledby={titleId}
          max={100}
          // A job that has not counted its work yet shows an empty bar, not the native indeterminate
          // one, whose animation ignores a user's wish for less motion.
          value={percent ?? 0}
          aria-valuetext={counted ?? JOB_MESSAGES.status[status]}
        />
      )}
      {counted && status !== 'failed' && <Count>{counted}</Count>}
      {error && (
        <Alert
          variant={status === 'failed' ? 'error' : 'warning'}
          action={
            status === 'failed' && onRetry ? (
              <Button size="sm" onClick={onRetry} loading={retrying}>
                Retry
              </Button>
            ) : undefined
          }
        >
          {error}
        </Alert>
      )}
      {status === 'done' && children}
    </Root>
  );
}
