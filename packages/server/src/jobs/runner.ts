import { randomUUID } from 'node:crypto';
import { and, eq, inArray, lt } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import { JOB_MESSAGES, type JobStatus } from '@podoffice/domain';
import type { Database, ExecuteSql, Executor, OpenDatabase } from '../db/client';
import { backgroundJobs } from '../db/schema';
import { runInLane } from '../db/lanes';
import type { Services } from '../graphql/context';
import type { JobsConfig } from './config';
import { executorSql } from './sql';
import { JobFailure, type JobKind } from './types';
import { unexpectedErrorLine } from '../errorLog';

export type JobRow = typeof backgroundJobs.$inferSelect;

export interface JobRunner {
  /**
   * Queues a job of `kind` for `data`, or returns the job already queued or running for the same
   * kind and key (a second click, another tab, another API process): one job per piece of work.
   */
  enqueue<Data extends object>(
    kind: JobKind<Data>,
    data: Data,
    options: { key: string; startedBy: number | null },
  ): Promise<JobRow>;
  /** Puts a failed job back in the queue (Retry); its row, or undefined when it had not failed. */
  retry(id: string): Promise<JobRow | undefined>;
  /** Stops taking jobs; running ones are told to stop and run again after the next start. */
  stop(): Promise<void>;
}

const LIVE: JobStatus[] = ['queued', 'running', 'retrying'];
// A progress bar needs a few updates a second at most; a job may report every row.
const PROGRESS_WRITE_MS = 250;

/**
 * pg-boss on the server's own database (PGlite or PostgreSQL, through `executeSql`): the queue,
 * its retries with backoff, and SKIP LOCKED fetching, so with several API processes on one
 * PostgreSQL each job runs in one of them. What pg-boss does not give, the runner adds in
 * background_jobs: the starter, progress and the failure's words for the `job` query, one live
 * job per business key (a unique index), and a heartbeat, so a job whose process was killed runs
 * again soon after instead of when pg-boss's expiry (hours, for long exports) notices.
 */
export async function startJobRunner(options: {
  services: Services;
  database: Pick<OpenDatabase, 'kind' | 'executeSql'>;
  kinds: readonly JobKind<never>[];
  config: JobsConfig;
  log?: (message: string) => void;
}): Promise<JobRunner> {
  const { services, database, kinds, config } = options;
  const db: Database = services.db;
  const runnerId = randomUUID();
  const kindsByName = new Map(kinds.map((kind) => [kind.name, kind as JobKind<unknown>]));
  const boss = new PgBoss({
    db: { executeSql: database.executeSql as ExecuteSql },
    schema: 'pgboss',
    // Cron schedules are not used; maintenance (expiry, archiving) is.
    schedule: false,
  });
  boss.on('error', (error) => console.error(`Job queue error: ${unexpectedErrorLine(error)}`));
  await boss.start();

  const aborts = new Map<string, AbortController>();
  const workers = new Map<string, string>();
  let stopping = false;

  const setRow = (id: string, values: Partial<JobRow>, where = eq(backgroundJobs.id, id)) =>
    db
      .update(backgroundJobs)
      .set({ ...values, updatedAt: services.now() })
      .where(where)
      .returning();

  async function run(kind: JobKind<unknown>, job: PgBoss.JobWithMetadata<object>) {
    const attempt = job.retryCount + 1;
    const abort = new AbortController();
    aborts.set(job.id, abort);
    await setRow(job.id, {
      status: 'running',
      attempts: attempt,
      runner: runnerId,
      heartbeatAt: new Date(),
      error: null,
    });
    let lastWrite = 0;
    let latest: { done: number; total?: number } | undefined;
    try {
      const result = await kind.run({
        id: job.id,
        data: job.data,
        attempt,
        services,
        signal: abort.signal,
        async progress(done, total) {
          latest = { done, total: total ?? latest?.total };
          const now = Date.now();
          if (now - lastWrite < PROGRESS_WRITE_MS && total === undefined) return;
          lastWrite = now;
          await setRow(job.id, { done, ...(total === undefined ? {} : { total }) });
        },
      });
      if (abort.signal.aborted) throw new Error(JOB_MESSAGES.interrupted);
      await setRow(job.id, {
        status: 'done',
        result: result ?? null,
        heartbeatAt: null,
        // The last count, which the write throttle above may have held back.
        ...(latest ? { done: latest.done } : {}),
      });
      return result;
    } catch (error) {
      const interrupted = abort.signal.aborted;
      const retries = interrupted || job.retryCount < job.retryLimit;
      if (!interrupted && !(error instanceof JobFailure)) {
        console.error(`Job ${kind.name} ${job.id} failed: ${unexpectedErrorLine(error)}`);
      }
      await setRow(job.id, {
        status: retries ? 'retrying' : 'failed',
        error: messageOf(error, interrupted, job.id),
        heartbeatAt: null,
      }).catch(() => undefined);
      throw error;
    } finally {
      aborts.delete(job.id);
    }
  }

  const notify = (kindName: string) => {
    const worker = workers.get(kindName);
    if (worker) boss.notifyWorker(worker);
  };

  for (const kind of kindsByName.values()) {
    const queue = {
      name: kind.name,
      retryLimit: kind.retryLimit ?? 3,
      retryDelay: config.retryDelaySeconds,
      // pg-boss's backoff waits at least a second; no delay (tests) means a retry at once.
      retryBackoff: config.retryDelaySeconds > 0,
      // The heartbeat finds a killed process's jobs; pg-boss's own expiry is the last resort.
      expireInSeconds: 6 * 60 * 60,
    };
    // createQueue keeps a queue's settings when it exists: updateQueue applies this start's.
    await boss.createQueue(kind.name, queue);
    await boss.updateQueue(kind.name, queue);
    workers.set(
      kind.name,
      await boss.work<object>(
        kind.name,
        { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: config.pollingSeconds },
        async ([job]) => {
          if (!job) return undefined;
          try {
            // Whoever queued it, a job waits behind people's requests on the embedded database.
            return await runInLane('background', () => run(kind, job));
          } finally {
            // The next queued job at once: pg-boss would otherwise wait its polling interval
            // after each job not followed by a new one, so a backlog drained one job per 2 s.
            notify(kind.name);
          }
        },
      ),
    );
  }

  /**
   * A job marked running whose process stopped beating (killed, or this embedded database's only
   * process restarted): pg-boss is told it failed, which queues it again while retries remain.
   */
  async function rescue(rows: JobRow[]) {
    for (const row of rows) {
      const job = await boss.getJobById<object>(row.kind, row.id);
      if (job?.state === 'active') {
        await boss.fail(row.kind, row.id, { message: JOB_MESSAGES.interrupted });
      }
      const now = await boss.getJobById<object>(row.kind, row.id);
      const status: JobStatus =
        now?.state === 'completed'
          ? 'done'
          : now?.state === 'created' || now?.state === 'retry'
            ? 'retrying'
            : 'failed';
      await setRow(
        row.id,
        { status, error: status === 'done' ? null : JOB_MESSAGES.interrupted, heartbeatAt: null },
        and(eq(backgroundJobs.id, row.id), eq(backgroundJobs.status, 'running')),
      );
      const worker = workers.get(row.kind);
      if (worker) boss.notifyWorker(worker);
    }
  }

  // The heartbeat reads the real clock, not services.now(): tests move that one by days.
  async function beat() {
    const now = new Date();
    await db
      .update(backgroundJobs)
      .set({ heartbeatAt: now })
      .where(and(eq(backgroundJobs.runner, runnerId), eq(backgroundJobs.status, 'running')));
    const silentSince = new Date(now.getTime() - 3 * config.heartbeatSeconds * 1000);
    await rescue(
      await db
        .select()
        .from(backgroundJobs)
        .where(
          and(eq(backgroundJobs.status, 'running'), lt(backgroundJobs.heartbeatAt, silentSince)),
        )
        .limit(100),
    );
  }

  // The embedded database has one process (its data folder is locked): whatever it finds running
  // at start was running when the last process stopped.
  if (database.kind === 'pglite') {
    await rescue(
      await db.select().from(backgroundJobs).where(eq(backgroundJobs.status, 'running')),
    );
  }
  let beating: Promise<void> = Promise.resolve();
  const heartbeat = setInterval(() => {
    beating = beat().catch((error: unknown) =>
      console.error(`Job heartbeat failed: ${unexpectedErrorLine(error)}`),
    );
  }, config.heartbeatSeconds * 1000);
  heartbeat.unref();

  const liveRow = async (tx: Executor, kind: string, key: string) =>
    (
      await tx
        .select()
        .from(backgroundJobs)
        .where(
          and(
            eq(backgroundJobs.kind, kind),
            eq(backgroundJobs.key, key),
            inArray(backgroundJobs.status, LIVE),
          ),
        )
    )[0];

  return {
    async enqueue(kind, data, { key, startedBy }) {
      if (!kindsByName.has(kind.name)) throw new Error(`Unknown job kind ${kind.name}`);
      const row = await db.transaction(async (tx) => {
        const id = randomUUID();
        const [inserted] = await tx
          .insert(backgroundJobs)
          .values({ id, kind: kind.name, key, startedBy, status: 'queued' })
          .onConflictDoNothing()
          .returning();
        if (!inserted) return liveRow(tx, kind.name, key);
        // In the same transaction: a job and its row exist together or not at all.
        await boss.send(kind.name, data, { id, db: executorSql(tx) });
        return inserted;
      });
      if (!row) throw new Error(`No live ${kind.name} job for ${key} after a conflict`);
      notify(kind.name);
      return row;
    },

    async retry(id) {
      const [row] = await db.select().from(backgroundJobs).where(eq(backgroundJobs.id, id));
      if (row?.status !== 'failed') return undefined;
      const retried = await db.transaction(async (tx) => {
        if (await liveRow(tx, row.kind, row.key)) return undefined;
        await boss.retry(row.kind, id, { db: executorSql(tx) });
        const [updated] = await tx
          .update(backgroundJobs)
          .set({ status: 'queued', error: null, done: 0, updatedAt: services.now() })
          .where(and(eq(backgroundJobs.id, id), eq(backgroundJobs.status, 'failed')))
          .returning();
        return updated;
      });
      if (retried) notify(row.kind);
      return retried;
    },

    async stop() {
      if (stopping) return;
      stopping = true;
      clearInterval(heartbeat);
      await beating;
      for (const abort of aborts.values()) abort.abort();
      // Running jobs see the abort at their next step and fail as interrupted (run() above),
      // which pg-boss retries after the next start; the wait is bounded for a stuck one.
      await boss.stop({ graceful: true, wait: true, timeout: 5_000, close: false });
    },
  };
}

/**
 * What the job's starter reads of a failure: a refusal's own words, or for anything else (a bug, a
 * mail server down) the job's id, which its log line above names, for support to find it by.
 */
function messageOf(error: unknown, interrupted: boolean, jobId: string): string {
  if (interrupted) return JOB_MESSAGES.interrupted;
  if (error instanceof JobFailure) return error.message;
  return JOB_MESSAGES.unexpected(jobId);
}
