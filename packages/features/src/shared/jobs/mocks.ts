import { HttpResponse } from 'msw';
import { JOB_MESSAGES } from '@podoffice/domain';
import type { JobFieldsFragment } from './Jobs.generated';
import { apiLink, graphqlError } from '../msw';

/**
 * Background jobs as the server keeps them (server/src/jobs), for stories and jest: a job moves one
 * step each time it is asked for (queued, running at half its total, done), or fails when it was
 * started to fail; Retry queues a failed one again, to finish this time.
 */
export interface MockJobs {
  /**
   * Starts a job of `kind` over `total` items; `fail` makes its run end failed, `result` is what it
   * answers when done (JSON, as the server's job result).
   */
  start(
    kind: string,
    total: number,
    options?: { fail?: boolean; result?: unknown },
  ): JobFieldsFragment;
  handlers: ReturnType<typeof jobHandlers>;
}

type MockJob = JobFieldsFragment & { fail: boolean; answer: string | null; polls: number };

const view = ({
  fail: _fail,
  answer: _answer,
  polls: _polls,
  ...job
}: MockJob): JobFieldsFragment => job;

function jobHandlers(jobs: Map<string, MockJob>) {
  const api = apiLink();
  return [
    api.query('Job', ({ variables }) => {
      const job = jobs.get(String(variables.id));
      if (!job) return graphqlError(JOB_MESSAGES.notFound, 'NOT_FOUND');
      // Counted in polls, not in `done`: a job of one item has no half-way figure.
      job.polls += 1;
      if (job.status === 'queued') Object.assign(job, { status: 'running', done: 0, polls: 0 });
      else if (job.status === 'running' && job.polls === 1)
        Object.assign(job, { done: Math.floor((job.total ?? 0) / 2) });
      else if (job.status === 'running')
        Object.assign(
          job,
          job.fail
            ? { status: 'failed', error: JOB_MESSAGES.unexpected(job.id), attempts: 4 }
            : { status: 'done', done: job.total ?? 0, result: job.answer },
        );
      return HttpResponse.json({ data: { job: view(job) } });
    }),
    api.mutation('RetryJob', ({ variables }) => {
      const job = jobs.get(String(variables.id));
      if (!job) return graphqlError(JOB_MESSAGES.notFound, 'NOT_FOUND');
      if (job.status !== 'failed') return graphqlError(JOB_MESSAGES.notRetryable);
      Object.assign(job, { status: 'queued', error: null, done: 0, fail: false, polls: 0 });
      return HttpResponse.json({ data: { retryJob: view(job) } });
    }),
  ];
}

export function mockJobs(): MockJobs {
  const jobs = new Map<string, MockJob>();
  let next = 1;
  return {
    start(kind, total, { fail = false, result } = {}) {
      const id = `00000000-0000-4000-8000-${String(next++).padStart(12, '0')}`;
      const job = {
        __typename: 'BackgroundJob' as const,
        id,
        kind,
        status: 'queued',
        done: 0,
        total,
        error: null,
        attempts: 1,
        result: null,
        fail,
        answer: result === undefined ? null : JSON.stringify(result),
        polls: 0,
      };
      jobs.set(id, job);
      return view(job);
    },
    handlers: jobHandlers(jobs),
  };
}
