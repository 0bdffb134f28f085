/**
 * Background jobs (DESIGN.md "Background work"): long work a user starts (an export, a tracking
 * import, a partner push) runs as a durable job, and whoever started it follows it through the
 * `job` query and the JobProgress component. The server's runner (packages/server/src/jobs) and
 * the screens read the same statuses and words from here.
 */

/**
 * Where a job is: waiting in the queue, running, waiting to run again after a failure (or after
 * the server that ran it stopped), finished, or failed for good (its retries spent). Retry puts a
 * failed job back in the queue.
 */
export const JOB_STATUSES = ['queued', 'running', 'retrying', 'done', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** A job that will still change by itself: the screen keeps asking for it. */
export function isJobUnderWay(status: JobStatus): boolean {
  return status === 'queued' || status === 'running' || status === 'retrying';
}

/** The share of the work done, 0-100, when the job knows its total (a count of rows, of orders). */
export function jobPercent(job: { done: number; total?: number | null }): number | undefined {
  if (job.total == null || job.total <= 0) return undefined;
  return Math.min(100, Math.max(0, Math.round((job.done / job.total) * 100)));
}

/** Not in the spec: the jobs' own texts, in the product's voice. */
export const JOB_MESSAGES = {
  notFound: 'Job not found',
  notRetryable: 'Only a failed job can be retried',
  interrupted: 'The server stopped while this job was running; it will run again.',
  failed: 'The job failed',
  /** A failure that is not a refusal: the job's id finds its line in the server's log. */
  unexpected: (reference: string) =>
    `The job failed. If it happens again, give support this reference: ${reference}`,
  status: {
    queued: 'Waiting to start',
    running: 'Running',
    retrying: 'Failed, trying again',
    done: 'Done',
    failed: 'Failed',
  } satisfies Record<JobStatus, string>,
} as const;
