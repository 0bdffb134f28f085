import type { Services } from '../graphql/context';

/** What a job's work sees while it runs. */
export interface JobContext<Data> {
  id: string;
  data: Data;
  /** 1 for the first run, 2 for the first retry… */
  attempt: number;
  services: Services;
  /**
   * Says how far the work is (`done` of `total`, e.g. orders written): the `job` query and the
   * JobProgress bar show it. Cheap to call often: it writes at most a few times a second.
   */
  progress(done: number, total?: number): Promise<void>;
  /** Aborted when the server stops: stop between two steps; the job runs again after a restart. */
  signal: AbortSignal;
}

/**
 * A kind of background work (an export, a tracking import, a partner push). Its `run` may run more
 * than once for one job (a retry after a failure or after the server stopped mid-way), so it must
 * be idempotent: check what an earlier attempt already did (by the job id) before doing it again.
 */
export interface JobKind<Data = unknown> {
  /** The pg-boss queue name, e.g. 'order-export'. */
  name: string;
  /** Runs after the first failure (default 3). */
  retryLimit?: number;
  run(ctx: JobContext<Data>): Promise<unknown>;
}

/** A failure the job's starter may read as it is (a refused filter, a closed shop). */
export class JobFailure extends Error {}

/**
 * Lets the process answer requests between two steps of a long job. The embedded database runs
 * its statements on the API's own thread, so a job that chains them (an import's batches) would
 * otherwise keep every request waiting until it ends (measured: 4 s for 10,000 trackings).
 */
export function yieldToRequests(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
