import type { Services } from '../graphql/context';
import type { JobRunner } from './runner';

export { DEFAULT_JOBS_CONFIG, type JobsConfig } from './config';
export { startJobRunner, type JobRunner } from './runner';
export { JobFailure, yieldToRequests, type JobContext, type JobKind } from './types';

const runners = new WeakMap<Services, JobRunner>();

/** Hands the running server's job runner to resolvers (ctx.services), as attachFileStore does. */
export function attachJobs(services: Services, runner: JobRunner): void {
  runners.set(services, runner);
}

/** The job runner of a running server. */
export function jobsOf(services: Services): JobRunner {
  const runner = runners.get(services);
  if (!runner) throw new Error('No job runner: the server did not call attachJobs');
  return runner;
}
